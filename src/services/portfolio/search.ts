import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseOf } from '../../db/begin.js';
import type { SortTerm } from '../list-query.js';
import type { Computed, Where } from '../rows.js';

/**
 * Full-text search and distance on lists, on the database as shipped (the
 * embedded PostgreSQL has no PostGIS): a record type's search document is an
 * immutable SQL function of its columns, stored with each row (the generated
 * column `search_document`) with a GIN index on it (the search migrations),
 * distance the haversine formula over plain latitude and longitude columns,
 * pre-filtered by a bounding box an (org_id, latitude, longitude) index
 * answers. No extension beyond unaccent, which fold_text
 * already needs: earthdistance would need cube on every Citus node and
 * indexes on functions that look `earth()` up by search path.
 */

/** The bounds of a search and a near query: past them a request is refused before anything is read. */
export const SEARCH_LIMITS = {
  /** Characters of search text. */
  maxSearchLength: 200,
  /** The radius of a near query. */
  maxRadiusKm: 500,
} as const;

/** The mean radius of the Earth (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

/** The computed value of a search: how well a row matches (ts_rank of its document, weighted A > B > C). */
export interface Searched {
  searchRank?: number;
}

/**
 * The rows of the org whose search document matches `text`, as a client
 * types it: words (stemmed in French, case and accents ignored), "quoted
 * phrases", `or`, and `-word` to leave one out (websearch_to_tsquery, which
 * takes any text; a text of only stop words matches nothing). The match is
 * `<table>_search_matches`, which reads the GIN index (search migration) past
 * row-level security (whose policies keep a non-leakproof `@@` off an index);
 * the rank reads the row's stored document.
 */
export function textSearch<T extends Searched>(em: EntityManager, table: 'property' | 'unit', orgId: string, text: string) {
  const platform = em.getPlatform();
  const query = `websearch_to_tsquery('french', public.fold_text(${platform.quoteValue(text)}))`;
  // On Citus the function cannot run: it reads a distributed table from within the shard's query ("cannot execute a
  // distributed query from a query on a shard"). There the row's stored document is matched in place (the org's rows,
  // which the shard holds, each a stored tsvector: no document computed); so too while the pool has not yet asked.
  const plainPostgres = databaseOf(em.getConnection().getKnex().client).citus === false;
  const matches = plainPostgres
    ? (prefix: string) => `${prefix}"id" in (select public.${table}_search_matches(${platform.quoteValue(orgId)}::uuid, ${query}))`
    : (prefix: string) => `${prefix}"search_document" @@ ${query}`;
  // float8: the rank a cursor holds reads back exactly.
  const computed: Computed = { searchRank: (prefix) => `ts_rank(${prefix}"search_document", ${query})::float8` };
  return { where: { $sql: matches } as Where<T>, computed };
}

/** Best match first, ties by id. */
export const BY_RANK: readonly SortTerm[] = [
  { property: 'searchRank', descending: true, nullable: false, kind: 'number' },
  { property: 'id', descending: true, nullable: false, kind: 'id' },
];

export interface Near {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The computed value of a near query: the great-circle distance from its centre. */
export interface Distanced {
  distanceKm?: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;
/** A number as SQL text; inputs are checked before, this only makes sure nothing else is inlined. */
const sqlNumber = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
};
/** The bounding box is widened by this much (about 1 cm), so that rounding never leaves out a row the exact distance keeps. */
const MARGIN_DEGREES = 1e-7;

/**
 * Rows with a position within `radiusKm` of the centre, with their distance
 * (haversine, on a sphere of the Earth's mean radius: within 0.5 % of the
 * ellipsoid). The bounding box of the circle (exact, across the poles and
 * the antimeridian too) narrows the rows through the location index; the
 * distance then decides.
 */
export function nearby<T extends Distanced>(near: Near) {
  const { latitude, longitude, radiusKm } = near;
  const angle = radiusKm / EARTH_RADIUS_KM;
  const minLatitude = latitude - degrees(angle) - MARGIN_DEGREES;
  const maxLatitude = latitude + degrees(angle) + MARGIN_DEGREES;
  const box: object[] = [{ latitude: { $gte: minLatitude, $lte: maxLatitude } }];
  // Around a pole every longitude is near; elsewhere the circle spans ±asin(sin r / cos φ).
  if (minLatitude > -90 && maxLatitude < 90) {
    const span = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(radians(latitude))))) + MARGIN_DEGREES;
    const [west, east] = [longitude - span, longitude + span];
    if (west < -180) box.push({ $or: [{ longitude: { $gte: west + 360 } }, { longitude: { $lte: east } }] });
    else if (east > 180) box.push({ $or: [{ longitude: { $gte: west } }, { longitude: { $lte: east - 360 } }] });
    else box.push({ longitude: { $gte: west, $lte: east } });
  }
  const [lat, lon] = [sqlNumber(latitude), sqlNumber(longitude)];
  // Angles to a nanodegree (0.1 mm): PostgreSQL refuses a product that underflows, as the square of a subnormal difference would.
  const nano = (angle: string) => `radians(round((${angle}) * 1e9) / 1e9)`;
  const computed: Computed = {
    distanceKm: (p) =>
      `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(power(sin(${nano(`${p}"latitude" - ${lat}`)} / 2), 2)` +
      ` + cos(${nano(lat)}) * cos(${nano(`${p}"latitude"`)}) * power(sin(${nano(`${p}"longitude" - ${lon}`)} / 2), 2))))`,
  };
  return { where: { $and: [...box, { distanceKm: { $lte: radiusKm } }] } as Where<T>, computed };
}

/** Nearest first, ties by id. */
export const BY_DISTANCE: readonly SortTerm[] = [
  { property: 'distanceKm', descending: false, nullable: false, kind: 'number' },
  { property: 'id', descending: false, nullable: false, kind: 'id' },
];
