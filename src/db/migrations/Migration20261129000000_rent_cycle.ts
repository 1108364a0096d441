import { billingCycles, lateFeeKinds, lateFeeRecurrences } from '../../domain/rent/billing.js';
import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

const MAX_AMOUNT = '9007199254740991';
const TABLES = ['billing_policy', 'receipt_counter', 'billing_plan', 'payment'];
const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(',');
// The methods as this migration made them: a migration states its own schema (LEGACY came with Migration20261130400000_legacy_payments).
const paymentMethods = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE', 'ONLINE'];

/**
 * The rent cycle: an org's billing policy (TVA default, how far ahead
 * invoices are generated, late fees), a booking's billing plan, payments
 * recorded against invoices, late-fee invoices linked to their rent invoice,
 * and receipt numbers without gaps per org. The money rules live here as
 * checks: an invoice's recorded payments never exceed its gross, and a
 * booking has at most one live invoice per billing period, whoever (sweep or
 * manager, in any number of processes) writes it.
 */
export class Migration20261129000000_rent_cycle extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table billing_policy (
        org_id uuid not null primary key,
        default_tva_basis_points integer not null default 0 check (default_tva_basis_points between 0 and 10000),
        -- Each period's invoice is generated this many days before the period starts.
        invoice_lead_days integer not null default 10 check (invoice_lead_days between 0 and 366),
        late_fee_kind text not null default 'NONE' check (late_fee_kind in (${listOf(lateFeeKinds)})),
        late_fee_grace_days integer not null default 0 check (late_fee_grace_days between 0 and 366),
        late_fee_flat_amount bigint not null default 0 check (late_fee_flat_amount between 0 and ${MAX_AMOUNT}),
        late_fee_basis_points integer not null default 0 check (late_fee_basis_points between 0 and 10000),
        late_fee_recurrence text not null default 'ONCE' check (late_fee_recurrence in (${listOf(lateFeeRecurrences)})),
        -- PER_PERIOD: the total of an invoice's late fees stops at this cap (null: no cap).
        late_fee_cap_amount bigint check (late_fee_cap_amount between 0 and ${MAX_AMOUNT}),
        updated_at timestamptz(3) not null default now()
      )`);
    this.addSql(`
      create table receipt_counter (
        org_id uuid not null primary key,
        last_number bigint not null check (last_number > 0)
      )`);
    this.addSql(`
      create table billing_plan (
        org_id uuid not null,
        booking_id uuid not null,
        cycle text not null check (cycle in (${listOf(billingCycles)})),
        -- Due on this day of the period's first month, or this many days after the period starts: one of the two.
        due_day integer check (due_day between 1 and 28),
        payment_terms_days integer check (payment_terms_days between 0 and 366),
        tva_basis_points integer not null check (tva_basis_points between 0 and 10000),
        created_at timestamptz(3) not null default now(),
        updated_at timestamptz(3) not null default now(),
        primary key (org_id, booking_id),
        constraint billing_plan_one_due_rule check ((due_day is null) <> (payment_terms_days is null)),
        constraint billing_plan_booking_fk foreign key (org_id, booking_id) references booking (org_id, id)
      )`);

    // Citus wants every constraint named: columns first, then their checks.
    this.addSql(`
      alter table invoice
        add column kind text not null default 'RENT',
        -- The start of the plan period the invoice bills (sweep-generated, or issued by hand for exactly that period).
        add column billing_period_start date,
        add column late_fee_of uuid,
        add column late_fee_sequence integer,
        add column paid_amount bigint not null default 0,
        add column receipt_number bigint,
        add column cancel_reason text`);
    this.addSql(`alter table invoice add constraint invoice_kind_valid check (kind in ('RENT','LATE_FEE'))`);
    this.addSql('alter table invoice add constraint invoice_late_fee_sequence_positive check (late_fee_sequence > 0)');
    this.addSql(`alter table invoice add constraint invoice_paid_amount_valid check (paid_amount between 0 and ${MAX_AMOUNT})`);
    this.addSql('alter table invoice add constraint invoice_receipt_number_positive check (receipt_number > 0)');
    this.addSql('alter table invoice add constraint invoice_cancel_reason_length check (char_length(cancel_reason) <= 500)');
    this.addSql('alter table invoice add constraint invoice_paid_within_gross check (paid_amount <= gross_amount)');
    this.addSql(`
      alter table invoice add constraint invoice_late_fee_shape check (
        (kind = 'LATE_FEE') = (late_fee_of is not null) and (late_fee_of is null) = (late_fee_sequence is null)
      )`);
    this.addSql('alter table invoice add constraint invoice_late_fee_of_fk foreign key (org_id, late_fee_of) references invoice (org_id, id)');
    this.addSql(`
      create unique index invoice_one_per_billing_period on invoice (org_id, booking_id, billing_period_start)
        where billing_period_start is not null and status <> 'CANCELLED'`);
    this.addSql(`create unique index invoice_one_late_fee_per_step on invoice (org_id, late_fee_of, late_fee_sequence) where late_fee_of is not null`);
    this.addSql('create unique index invoice_receipt_number_unique on invoice (org_id, receipt_number) where receipt_number is not null');

    this.addSql(`
      create table payment (
        org_id uuid not null,
        id uuid not null,
        invoice_id uuid not null,
        amount bigint not null check (amount between 1 and ${MAX_AMOUNT}),
        method text not null check (method in (${listOf(paymentMethods)})),
        reference text check (char_length(reference) between 1 and 200),
        received_on date not null,
        recorded_by uuid not null,
        recorded_at timestamptz(3) not null default now(),
        reversed_at timestamptz(3),
        reversed_by uuid,
        reversal_reason text check (char_length(reversal_reason) between 1 and 500),
        primary key (org_id, id),
        constraint payment_reversal_complete check ((reversed_at is null) = (reversed_by is null) and (reversed_at is null) = (reversal_reason is null)),
        constraint payment_invoice_fk foreign key (org_id, invoice_id) references invoice (org_id, id)
      )`);
    this.addSql('create index payment_invoice_idx on payment (org_id, invoice_id, recorded_at)');

    for (const table of TABLES) {
      for (const statement of isolateByOrg(table, this.tenantRole)) this.addSql(statement);
      this.addSql(servedByTheService(table, this.tenantRole));
    }
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(TABLES));
  }
}
