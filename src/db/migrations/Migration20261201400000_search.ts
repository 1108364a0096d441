import { Migration } from '@mikro-orm/migrations';

/**
 * Search and near on lists (services/search.ts). A record type's search
 * document is an immutable function of its columns, in French over
 * fold_text (case and accents ignored as by the filters), with a GIN index
 * on it: no stored column, so reads that do not search carry no tsvector.
 * Names are qualified, so that the functions mean the same under any search
 * path (a restore builds indexes under an empty one). Positions are plain
 * latitude and longitude columns: the location index answers a near query's
 * bounding box within one org, as every read here.
 */
export class Migration20261201400000_search extends Migration {
  override up(): void {
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
    this.addSql('create index property_search_idx on property using gin (property_search_document(name, quartier, city, address_line, amenities))');
    this.addSql('create index unit_search_idx on unit using gin (unit_search_document(label))');
    this.addSql('create index property_location_idx on property (org_id, latitude, longitude)');
  }
}
