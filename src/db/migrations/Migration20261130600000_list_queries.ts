import { Migration } from '@mikro-orm/migrations';

/**
 * Filters and orders on every list (`filter: { dueDate: { gte } }`,
 * `orderBy: { field: DUE_DATE }`). Text matches ignore case and accents
 * through fold_text, immutable so that indexes can hold it (unaccent's
 * one-argument form is only stable: it looks its dictionary up by name).
 * The sort indexes lead with org_id, as every read here, and end with id,
 * the tie-break of every order; the keyset walks them in both directions.
 */
export class Migration20261130600000_list_queries extends Migration {
  override up(): void {
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql(
      `create function public.fold_text(text) returns text language sql immutable parallel safe strict
       as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
    );
    this.addSql('create index invoice_due_date_idx on invoice (org_id, due_date, id)');
    this.addSql('create index invoice_period_start_idx on invoice (org_id, period_start, id)');
    this.addSql('create index invoice_gross_amount_idx on invoice (org_id, gross_amount, id)');
    this.addSql('create index booking_end_date_idx on booking (org_id, end_date, id)');
    this.addSql('create index booking_start_date_idx on booking (org_id, start_date, id)');
    this.addSql('create index property_name_folded_idx on property (org_id, fold_text(name) text_pattern_ops, id)');
    this.addSql('create index property_city_folded_idx on property (org_id, fold_text(city) text_pattern_ops, id)');
    this.addSql('create index property_name_idx on property (org_id, name, id)');
  }
}
