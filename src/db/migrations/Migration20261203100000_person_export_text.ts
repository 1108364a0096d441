import { Migration } from '@mikro-orm/migrations';

/**
 * A person's export is written by PostgreSQL (services/people/personal-data.ts), as the JSON text the service
 * wrote before from the parsed rows: a JSON value as `JSON.stringify(JSON.parse(value))` writes it. These two
 * functions write what the columns' own casts do not: no spaces, an object's integer-like keys first (as
 * JavaScript orders them), and numbers as JavaScript prints the nearest double (`1e-7`, `1.5`, 2^53 + 1 rounded).
 * Only arrays, jsonb, floats and integers past 2^53 reach them; the other columns are cast in the statement.
 * Created on every node by Citus, like the other functions.
 */
export class Migration20261203100000_person_export_text extends Migration {
  override up(): void {
    this.addSql(
      // Whether a decimal reads back as the double (the doubles' range checked first: the cast refuses what lies past it).
      `create function public.reads_back_as(value numeric, double float8) returns boolean
       language sql immutable parallel safe strict
       begin atomic
         select case when abs(value) between 4.9406564584124654e-324 and 1.7976931348623157e308 then value::float8 = double else false end;
       end`,
    );
    this.addSql(
      // Number#toString of the double nearest the value: the fewest significant digits that read back as that double,
      // laid out as JavaScript lays them out. PostgreSQL's own shortest output (extra_float_digits 1) is one of them,
      // but not always the fewest: JavaScript also takes a decimal exactly halfway to the next double when reading it
      // back lands on this one (2^54 + 2 is written 18014398509481984 by both, 32467045586820728 is 3246704558682073e1).
      `create function public.javascript_number(value numeric) returns text
       language plpgsql immutable parallel safe strict set extra_float_digits = 1 as $$
       declare
         nearest float8;
         exact numeric;
         scale int;
         candidate numeric;
         other numeric;
         digits text;
         point int;
         size int;
       begin
         begin
           nearest := value::float8;
         exception when numeric_value_out_of_range then
           -- Past the doubles: JSON.parse makes it Infinity (written null) or zero.
           return case when abs(value) < 1 then '0' else 'null' end;
         end;
         if nearest = 0 then
           return '0';
         end if;
         exact := nearest::text::numeric;
         for precision in 1..17 loop
           scale := precision - 1 - floor(log(abs(exact)))::int;
           candidate := round(exact, scale);
           exit when public.reads_back_as(candidate, nearest);
           -- The other decimal of that many digits beside the double.
           other := candidate + sign(exact - candidate) * power(10::numeric, -scale);
           if public.reads_back_as(other, nearest) then
             candidate := other;
             exit;
           end if;
         end loop;
         digits := replace(ltrim(candidate::text, '-'), '.', '');
         -- The value is 0.<digits> times 10^point.
         point := coalesce(nullif(strpos(ltrim(candidate::text, '-'), '.'), 0) - 1, char_length(digits));
         point := point - (char_length(digits) - char_length(ltrim(digits, '0')));
         digits := rtrim(ltrim(digits, '0'), '0');
         size := char_length(digits);
         return case when candidate < 0 then '-' else '' end || case
           when size <= point and point <= 21 then digits || repeat('0', point - size)
           when 0 < point and point <= 21 then left(digits, point) || '.' || substr(digits, point + 1)
           when -6 < point and point <= 0 then '0.' || repeat('0', -point) || digits
           else left(digits, 1) || case when size > 1 then '.' || substr(digits, 2) else '' end
                || 'e' || case when point - 1 < 0 then '-' else '+' end || abs(point - 1)::text
         end;
       end $$`,
    );
    this.addSql(
      `create function public.javascript_json(value jsonb) returns text
       language plpgsql immutable parallel safe strict as $$
       begin
         case jsonb_typeof(value)
           when 'object' then
             -- Keys that are array indexes first, in their numeric order, then the others in the value's order.
             return '{' || coalesce((
               select string_agg(to_json(entry.key)::text || ':' || coalesce(public.javascript_json(entry.item), 'null'), ','
                                 order by case when entry.key ~ '^(0|[1-9][0-9]{0,9})$' then case when entry.key::bigint < 4294967295 then entry.key::bigint end end nulls last,
                                          entry.position)
                 from jsonb_each(value) with ordinality as entry(key, item, position)), '') || '}';
           when 'array' then
             return '[' || coalesce((
               select string_agg(coalesce(public.javascript_json(element.item), 'null'), ',' order by element.position)
                 from jsonb_array_elements(value) with ordinality as element(item, position)), '') || ']';
           when 'number' then
             return case when value::text ~ '^-?[0-9]{1,15}$' then value::text else public.javascript_number(value::numeric) end;
           else
             -- Strings (escaped as JSON.stringify escapes them), booleans, null.
             return value::text;
         end case;
       end $$`,
    );
  }
}
