import { personLanguages, PERSON_LIMITS } from '../../domain/people/people.js';
import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

const TABLES = ['person', 'org_profile'];
const place = (column: string, max: number = PERSON_LIMITS.place) => `${column} text check (char_length(${column}) <= ${max})`;

/**
 * The directory of people per org (names where people read them: receipts,
 * statements, reports) and the org's own profile as a landlord. A user is at
 * most one person of an org; a person need not be a user.
 */
export class Migration20261130700000_people extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table person (
        org_id uuid not null,
        id uuid not null,
        user_id uuid,
        name text not null check (char_length(name) between 1 and ${PERSON_LIMITS.name}),
        name_key text not null check (char_length(name_key) <= ${PERSON_LIMITS.name * 4}),
        email text check (char_length(email) between 3 and ${PERSON_LIMITS.email} and email like '%_@_%'),
        phone text check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        language text not null default 'FR' check (language in (${personLanguages.map((language) => `'${language}'`).join(',')})),
        ${place('address_line', PERSON_LIMITS.addressLine)},
        ${place('quartier')},
        ${place('city')},
        ${place('province')},
        created_at timestamptz(3) not null default now(),
        updated_at timestamptz(3) not null default now(),
        primary key (org_id, id)
      )`);
    this.addSql('create unique index person_user_unique on person (org_id, user_id) where user_id is not null');
    this.addSql('create index person_email_idx on person (org_id, email) where email is not null');
    this.addSql(`
      create table org_profile (
        org_id uuid not null primary key,
        legal_name text check (char_length(legal_name) between 1 and ${PERSON_LIMITS.name}),
        ${place('address_line', PERSON_LIMITS.addressLine)},
        ${place('quartier')},
        ${place('city')},
        ${place('province')},
        updated_at timestamptz(3) not null default now()
      )`);
    for (const table of TABLES) {
      for (const statement of isolateByOrg(table, this.tenantRole)) this.addSql(statement);
      this.addSql(servedByTheService(table, this.tenantRole));
    }
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(TABLES));
  }
}
