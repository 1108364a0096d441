import { Migration } from '@mikro-orm/migrations';

const MAX_AMOUNT = '9007199254740991';

/**
 * Bookings, their invoices, and the stored answers of idempotent requests.
 * Keys, uniques, foreign keys and the overlap exclusion all lead with org_id
 * (Citus-ready). The database itself refuses two PENDING or ACTIVE bookings
 * of one unit with overlapping [start, end) ranges, so it holds under any
 * concurrency.
 */
export class Migration20261123000000_bookings_and_invoices extends Migration {
  override up(): void {
    this.addSql('create extension if not exists btree_gist');
    // Lets a booking's (unit, property) pair be checked by one foreign key.
    this.addSql('alter table unit add constraint unit_property_id_unique unique (org_id, property_id, id)');

    this.addSql(`
      create table booking (
        org_id uuid not null,
        id uuid not null,
        unit_id uuid not null,
        property_id uuid not null,
        tenant_user_id uuid not null,
        start_date date not null,
        end_date date not null,
        rent_amount bigint not null check (rent_amount between 0 and ${MAX_AMOUNT}),
        rent_currency text not null check (rent_currency ~ '^[A-Z]{3}$'),
        deposit_amount bigint check (deposit_amount between 0 and ${MAX_AMOUNT}),
        deposit_currency text check (deposit_currency ~ '^[A-Z]{3}$'),
        status text not null check (status in ('DRAFT','PENDING','ACTIVE','CANCELLED','TERMINATED')),
        created_at timestamptz(3) not null default now(),
        activated_at timestamptz(3),
        terminated_at timestamptz(3),
        primary key (org_id, id),
        constraint booking_period_valid check (end_date > start_date),
        constraint booking_deposit_has_currency check ((deposit_amount is null) = (deposit_currency is null)),
        constraint booking_unit_fk foreign key (org_id, property_id, unit_id) references unit (org_id, property_id, id),
        constraint booking_no_overlap exclude using gist (
          org_id with =,
          unit_id with =,
          daterange(start_date, end_date, '[)') with &&
        ) where (status in ('PENDING','ACTIVE'))
      )`);
    this.addSql('create index booking_unit_idx on booking (org_id, unit_id, id)');
    this.addSql('create index booking_tenant_idx on booking (org_id, tenant_user_id, id)');
    this.addSql('create index booking_property_idx on booking (org_id, property_id, id)');

    this.addSql(`
      create table invoice (
        org_id uuid not null,
        id uuid not null,
        booking_id uuid not null,
        property_id uuid not null,
        tenant_user_id uuid not null,
        currency text not null check (currency ~ '^[A-Z]{3}$'),
        net_amount bigint not null check (net_amount between 0 and ${MAX_AMOUNT}),
        tva_basis_points integer not null check (tva_basis_points between 0 and 10000),
        tva_amount bigint not null check (tva_amount between 0 and ${MAX_AMOUNT}),
        gross_amount bigint not null check (gross_amount between 0 and ${MAX_AMOUNT}),
        period_start date not null,
        period_end date not null,
        due_date date not null,
        status text not null check (status in ('ISSUED','OVERDUE','PAID','CANCELLED')),
        created_at timestamptz(3) not null default now(),
        paid_at timestamptz(3),
        primary key (org_id, id),
        constraint invoice_gross_is_net_plus_tva check (gross_amount = net_amount + tva_amount),
        constraint invoice_period_valid check (period_end > period_start),
        constraint invoice_paid_has_paid_at check ((status = 'PAID') = (paid_at is not null)),
        constraint invoice_booking_fk foreign key (org_id, booking_id) references booking (org_id, id),
        constraint invoice_property_fk foreign key (org_id, property_id) references property (org_id, id)
      )`);
    this.addSql('create index invoice_booking_idx on invoice (org_id, booking_id, id)');
    this.addSql('create index invoice_tenant_idx on invoice (org_id, tenant_user_id, id)');
    this.addSql('create index invoice_property_idx on invoice (org_id, property_id, id)');
    // The overdue sweep reads only ISSUED invoices by due date.
    this.addSql(`create index invoice_issued_due_idx on invoice (due_date) where status = 'ISSUED'`);

    this.addSql(`
      create table idempotency_key (
        org_id uuid not null,
        user_id uuid not null,
        key text not null check (char_length(key) between 1 and 255),
        fingerprint text not null,
        outcome jsonb not null,
        created_at timestamptz(3) not null default now(),
        expires_at timestamptz(3) not null,
        primary key (org_id, user_id, key)
      )`);
    this.addSql('create index idempotency_key_expiry_idx on idempotency_key (expires_at)');
  }
}
