import { TenantRoleMigration } from './tenant-tables.js';

/**
 * Search and near on lists (services/portfolio/search.ts).
 *
 * A record type's search document is an immutable function of its columns,
 * in French over fold_text (case and accents ignored as by the filters),
 * with a GIN index on the org and it (btree_gin, a contrib extension shipped
 * with every PostgreSQL, the embedded one included, lets GIN hold the org's
 * uuid). The index is built on the stored document
 * (Migration20261201950000_stored_search_documents): one on the expression,
 * built here, would be dropped by the same upgrade after holding writes to
 * property and unit while it was built.
 * Names are qualified, so that the functions mean the same under any search
 * path (a restore builds indexes under an empty one).
 *
 * Under row-level security PostgreSQL applies a query's own conditions
 * after the policy's unless they are leakproof, and `@@` is not: a tenant's
 * search could never use the GIN index, only the org's rows one by one. So
 * the match runs in `<table>_search_matches`, as the functions' owner, which
 * the policies do not hold: it answers only the ids of the org the request
 * runs for (`app.org_id`, as the policies read it) and of the org asked,
 * which must be the same, and only to the tenant role.
 *
 * Positions are plain latitude and longitude columns: the location index
 * answers a near query's bounding box within one org, as every read here.
 */
export class Migration20261201400000_search extends TenantRoleMigration {
  override up(): void {
    this.addSql('create extension if not exists btree_gin with schema public');
    this.addSql(
      `create function public.property_search_document(name text, quartier text, city text, address_line text, amenities jsonb)
       returns tsvector language sql immutable parallel safe
       as $$ select
         pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(name)), 'A')
         || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(coalesce(quartier, '') || ' ' || coalesce(city, ''))), 'B')
         || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(coalesce(address_line, '') || ' ' || amenities::text)), 'C') $$`,
    );
    this.addSql(
      `create function public.unit_search_document(label text) returns tsvector language sql immutable parallel safe strict
       as $$ select pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(label)) $$`,
    );
    for (const [table, document] of [
      ['property', 'public.property_search_document(name, quartier, city, address_line, amenities)'],
      ['unit', 'public.unit_search_document(label)'],
    ] as const) {
      this.addSql(
        `create function public.${table}_search_matches(org uuid, query tsquery) returns setof uuid
         language sql stable security definer set search_path = pg_catalog, public
         as $$ select id from public.${table}
               where org_id = org and org = nullif(current_setting('app.org_id', true), '')::uuid and ${document} @@ query $$`,
      );
      this.addSql(`revoke execute on function public.${table}_search_matches(uuid, tsquery) from public`);
      this.addSql(`grant execute on function public.${table}_search_matches(uuid, tsquery) to ${this.tenantRole}`);
    }
    this.addSql('create index property_location_idx on property (org_id, latitude, longitude)');
  }
}
