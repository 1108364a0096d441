/**
 * Statements that distribute tenant tables by `org_id` when the database is
 * Citus, and do nothing on plain PostgreSQL. Co-located with `property`, so
 * every org's rows of every table sit in one shard group: the API's queries,
 * all filtered by one org, each run on one node, and the composite foreign
 * keys (org_id first) hold within a shard.
 *
 * Tables are given parents first (a foreign key needs its target distributed);
 * a table already distributed is left alone, so a later migration can call
 * this for the tables it adds. PL/pgSQL plans a statement only when it runs,
 * so the Citus functions are never looked up on plain PostgreSQL.
 */
export function distributeByOrg(tables: readonly string[]): string {
  const steps = tables
    .map(
      (table) => `
    if not exists (select 1 from pg_dist_partition where logicalrelid = '${table}'::regclass) then
      perform create_distributed_table('${table}', 'org_id', colocate_with => ${table === 'property' ? "'default'" : "'property'"});
    end if;`,
    )
    .join('');
  return `
  do $$ begin
    if exists (select 1 from pg_extension where extname = 'citus') then${steps}
    end if;
  end $$`;
}
