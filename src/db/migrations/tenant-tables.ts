/**
 * Row-level security of a table holding an org's rows: requests run as
 * `rental_tenant` with their org in `app.org_id` and see only that org's rows.
 */
export function isolateByOrg(table: string): string[] {
  return [
    `grant select, insert, update, delete on ${table} to rental_tenant`,
    `alter table ${table} enable row level security`,
    `
      create policy ${table}_org_isolation on ${table} to rental_tenant
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid)`,
  ];
}

/** The policy that lets the service's own role (not the table's owner: sweep, delivery worker) see every org; see Migration20261126100000_serving_role. */
export const servedByTheService = (table: string) => `
      create policy ${table}_service on ${table}
        using (current_user <> 'rental_tenant') with check (current_user <> 'rental_tenant')`;
