import { TenantRoleMigration } from './tenant-tables.js';

/**
 * The search documents stored (services/portfolio/search.ts). The search
 * migration computed a document only in its index: the match read the GIN
 * index, but the rank computed each match's document again from its columns
 * (French stemming and accent folding of five columns), 3 of a 4.3 ms search
 * over 200 matches (docs/performance.md). Now each property and unit keeps
 * its document in a stored generated column, the same functions of the same
 * columns (immutable, as a generated column needs: fold_text names its
 * unaccent dictionary, the functions their text search configuration), so
 * PostgreSQL writes it with the row and both the match and the rank read it.
 *
 * The GIN index is on the column, under the name the index on the
 * expression had (a database migrated before the search migration stopped
 * building that one has it: it is dropped before the rewrite, which would
 * rebuild it). The match functions read the column too; a release before
 * this one, still serving during the upgrade, calls them and ranks by the
 * functions, whose answers are the same values. Adding the columns rewrites
 * both tables (as does any stored generated column) under an exclusive lock
 * that holds readers and writers of both until the migration commits
 * (docs/upgrading.md); Citus 13 propagates the column to every shard.
 */
export class Migration20261201950000_stored_search_documents extends TenantRoleMigration {
  override up(): void {
    for (const [table, document] of [
      ['property', 'public.property_search_document(name, quartier, city, address_line, amenities)'],
      ['unit', 'public.unit_search_document(label)'],
    ] as const) {
      this.addSql(`drop index if exists ${table}_search_idx`);
      this.addSql(`alter table ${table} add column search_document tsvector generated always as (${document}) stored`);
      this.addSql(`create index ${table}_search_idx on ${table} using gin (org_id, search_document)`);
      this.addSql(
        `create or replace function public.${table}_search_matches(org uuid, query tsquery) returns setof uuid
         language sql stable security definer set search_path = pg_catalog, public
         as $$ select id from public.${table}
               where org_id = org and org = nullif(current_setting('app.org_id', true), '')::uuid and search_document @@ query $$`,
      );
    }
  }
}
