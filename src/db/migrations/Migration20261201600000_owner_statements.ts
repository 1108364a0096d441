import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

const MAX_AMOUNT = '9007199254740991';

/**
 * Owner statements (docs/owner-statements.md): the org's management fee in
 * its billing policy (basis points of the rent collected, and the TVA on the
 * fee), and the payouts made to owners, which carry an owner's balance from
 * one statement to the next.
 */
export class Migration20261201600000_owner_statements extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      alter table billing_policy
        add column management_fee_basis_points integer not null default 0,
        add column management_fee_tva_basis_points integer not null default 0`);
    this.addSql('alter table billing_policy add constraint billing_policy_management_fee_valid check (management_fee_basis_points between 0 and 10000)');
    this.addSql('alter table billing_policy add constraint billing_policy_management_fee_tva_valid check (management_fee_tva_basis_points between 0 and 10000)');
    this.addSql(`
      create table owner_payout (
        org_id uuid not null,
        id uuid not null,
        owner_user_id uuid not null,
        currency text not null check (currency ~ '^[A-Z]{3}$'),
        amount bigint not null check (amount between 1 and ${MAX_AMOUNT}),
        paid_on date not null,
        reference text check (char_length(reference) between 1 and 200),
        recorded_at timestamptz(3) not null default now(),
        recorded_by uuid not null,
        primary key (org_id, id)
      )`);
    this.addSql('create index owner_payout_owner_idx on owner_payout (org_id, owner_user_id, paid_on, id)');
    for (const statement of isolateByOrg('owner_payout', this.tenantRole)) this.addSql(statement);
    this.addSql(servedByTheService('owner_payout', this.tenantRole));
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(['owner_payout']));
  }
}
