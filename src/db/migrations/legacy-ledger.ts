/** The SQL of release 0.1.0's payments in the ledger, shared by the migrations that write them. */

/** A string as an SQL literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * What a release 0.1.0 process wrote when it paid an invoice (status PAID, paid_at), in
 * the ledger that came after it: one LEGACY payment (method unknown) of what was still
 * owed, received on the day it was paid and recorded by its tenant (0.1.0's only payer),
 * and, for rent, the org's next receipt number. `paid` is the invoice's new row, before
 * it is written; the org's counter row stays locked until the transaction ends (no gaps).
 * The day it was paid is taken in `timeZone`: UTC in Migration20261130400000_legacy_payments
 * (as shipped in 0.2.0), the business time zone since Migration20261202000000_legacy_payments_business_day.
 */
export const LEDGER_ENTRY = (paid: string, timeZone = 'UTC') => `
    if ${paid}.paid_amount < ${paid}.gross_amount then
      insert into payment (org_id, id, invoice_id, amount, method, reference, received_on, recorded_by, recorded_at)
        values (${paid}.org_id, gen_random_uuid(), ${paid}.id, ${paid}.gross_amount - ${paid}.paid_amount, 'LEGACY', null,
                (coalesce(${paid}.paid_at, now()) at time zone ${sqlText(timeZone)})::date, ${paid}.tenant_user_id, coalesce(${paid}.paid_at, now()));
      ${paid}.paid_amount := ${paid}.gross_amount;
    end if;
    if ${paid}.kind = 'RENT' and ${paid}.receipt_number is null then
      insert into receipt_counter (org_id, last_number) values (${paid}.org_id, 1)
        on conflict (org_id) do update set last_number = receipt_counter.last_number + 1
        returning last_number into ${paid}.receipt_number;
    end if;`;

/** PAID without the ledger saying so: what only a 0.1.0 process writes. */
export const PAID_OUTSIDE_THE_LEDGER = (row: string) => `${row}.status = 'PAID' and (${row}.paid_amount < ${row}.gross_amount or (${row}.kind = 'RENT' and ${row}.receipt_number is null))`;

/**
 * A trigger on what a 0.1.0 process writes to an invoice's status (`when`), and its function running `body` on
 * `new`: on plain PostgreSQL only, where 0.1.0 ran (never on Citus).
 */
export const release010InvoiceTrigger = (name: string, when: string, body: string): string[] => [
  `
      create function ${name}() returns trigger language plpgsql as $$
      begin
        ${body}
        return new;
      end $$`,
  `
      do $$ begin
        if not exists (select 1 from pg_extension where extname = 'citus') then
          create trigger ${name} before update of status on invoice
            for each row when (${when})
            execute function ${name}();
        end if;
      end $$`,
];
