import { Migration } from '@mikro-orm/migrations';

/**
 * The functions that indexes call, now with SQL-standard bodies (BEGIN ATOMIC): PostgreSQL then records what each
 * one calls (unaccent and its dictionary, fold_text) as its dependencies, which it does not for a quoted body. Citus
 * creates a distributed table's dependencies on a node it adds (citus_add_node) in dependency order: with quoted
 * bodies it made fold_text before the unaccent extension, and the shell of `property`, whose index calls fold_text,
 * failed ("text search dictionary public.unaccent does not exist"), so no worker could join a migrated cluster.
 * Same definitions: the indexes stay valid as they are.
 */
export class Migration20261201900000_index_function_dependencies extends Migration {
  override up(): void {
    this.addSql(
      `create or replace function public.fold_text(text) returns text language sql immutable parallel safe strict
       begin atomic select lower(public.unaccent('public.unaccent'::regdictionary, $1)); end`,
    );
    this.addSql(
      `create or replace function public.property_search_document(name text, quartier text, city text, address_line text, amenities jsonb)
       returns tsvector language sql immutable parallel safe
       begin atomic select
         pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(name)), 'A')
         || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(coalesce(quartier, '') || ' ' || coalesce(city, ''))), 'B')
         || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(coalesce(address_line, '') || ' ' || amenities::text)), 'C'); end`,
    );
    this.addSql(
      `create or replace function public.unit_search_document(label text) returns tsvector language sql immutable parallel safe strict
       begin atomic select pg_catalog.to_tsvector('pg_catalog.french', public.fold_text(label)); end`,
    );
  }
}
