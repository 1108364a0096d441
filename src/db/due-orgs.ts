/**
 * The SQL of the orgs with a PENDING row of `table` due now (`next_attempt_at <= now()`): the background work's
 * catch-up looks for them at every event and every minute. On PostgreSQL it skips from org to org along the table's
 * (org_id, next_attempt_at) index of PENDING rows, one probe for the next org and one for whether it has a row due:
 * `select distinct org_id` read every due row of every org, and one org's backlog of two million deliveries made each
 * look take 1.1-1.7 s (about 0.65 ms per thousand), every org's webhooks waited for it, and past the statement timeout
 * none was delivered. Citus runs no recursive query over a distributed table: there each shard reads its own, in parallel.
 */
export function orgsWithDue(table: 'webhook_delivery' | 'notification', citus: boolean): string {
  const due = (row: string) => `${row}.status = 'PENDING' and ${row}.next_attempt_at <= now()`;
  if (citus) return `select distinct org_id from ${table} t where ${due('t')}`;
  return `with recursive orgs(org_id) as (
      (select t.org_id from ${table} t where t.status = 'PENDING' order by t.org_id limit 1)
      union all
      select (select t.org_id from ${table} t where t.status = 'PENDING' and t.org_id > orgs.org_id order by t.org_id limit 1)
        from orgs where orgs.org_id is not null)
    select orgs.org_id from orgs
     where orgs.org_id is not null and exists (select 1 from ${table} t where t.org_id = orgs.org_id and ${due('t')})`;
}
