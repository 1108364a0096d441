import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import fc from 'fast-check';
import { parse, type ExecutionResult } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../src/services/portfolio/search.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';

let t: TestApp;
let manager: Caller;
/** A second org, whose rows no query of the first may return. */
let other: Caller;

async function run(text: string, variables: Record<string, unknown> = {}, caller: Caller = manager): Promise<ExecutionResult<Record<string, unknown>>> {
  return t.graphql(parse(text) as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>, variables, caller);
}
async function data(text: string, variables: Record<string, unknown> = {}, caller: Caller = manager): Promise<Record<string, unknown>> {
  const result = await run(text, variables, caller);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const nodesOf = <N>(connection: unknown): N[] => (connection as { edges: { node: N }[] }).edges.map((edge) => edge.node);

async function insertProperty(caller: Caller, fields: { name: string; quartier?: string; city?: string; addressLine?: string; amenities?: string[]; latitude?: number | null; longitude?: number | null }): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into property (org_id, id, owner_user_id, name, type, status, quartier, city, address_line, amenities, latitude, longitude)
     values ($1, $2, $3, $4, 'APARTMENT', 'PUBLISHED', $5, $6, $7, $8, $9, $10)`,
    [caller.orgId, id, caller.userId, fields.name, fields.quartier ?? null, fields.city ?? null, fields.addressLine ?? null, JSON.stringify(fields.amenities ?? []), fields.latitude ?? null, fields.longitude ?? null],
  );
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  other = await t.caller(['MANAGER'], { orgId: randomUUID() });
}, 60_000);
afterAll(() => t.close());

interface Page<N> {
  edges: { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string };
}

/** Every page of a properties list, `size` at a time. */
async function everyPage<N>(args: string, variables: Record<string, unknown>, fields: string, size: number): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 500; pages++) {
    const types: Record<string, string> = { near: 'NearInput', search: 'String', filter: 'PropertyFilter' };
    const declared = Object.keys(variables).map((name) => `, $${name}: ${types[name]}`).join('');
    const answer = await data(
      `query ($first: Int, $after: String${declared}) {
         properties(first: $first, after: $after, ${args}) { edges { node { ${fields} } } pageInfo { hasNextPage endCursor } } }`,
      { ...variables, first: size, after },
    );
    const page = answer.properties as Page<N>;
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
  throw new Error('More than 500 pages');
}

describe('near (against a model)', () => {
  /** Points anywhere, many around the poles and the antimeridian, where bounding boxes go wrong; some without a position. */
  const place = fc.oneof(
    fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
    fc.record({ latitude: fc.double({ min: 85, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
    fc.record({ latitude: fc.double({ min: -10, max: 10, noNaN: true }), longitude: fc.constantFrom(-180, -179.9, 179.9, 180) }),
    fc.record({ latitude: fc.double({ min: 2, max: 6, noNaN: true }), longitude: fc.double({ min: 8, max: 12, noNaN: true }) }),
  );
  const places: { id: string; latitude: number | null; longitude: number | null }[] = [];
  const R = 6371.0088;
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const haversine = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
    2 * R * Math.asin(Math.min(1, Math.sqrt(Math.sin(toRad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(toRad(b.longitude - a.longitude) / 2) ** 2)));

  beforeAll(async () => {
    for (const [n, point] of fc.sample(place, { numRuns: 160, seed: 42 }).entries()) {
      const position = n % 20 === 0 ? { latitude: null, longitude: null } : point;
      places.push({ id: await insertProperty(manager, { name: `Lieu ${n}`, ...position }), ...position });
    }
    // The other org has a property at every place too: none of them may show.
    await t.sql(
      `insert into property (org_id, id, owner_user_id, name, type, status, latitude, longitude)
       select $1, gen_random_uuid(), $2, name, type, status, latitude, longitude from property where org_id = $3`,
      [other.orgId, other.userId, manager.orgId],
    );
  }, 60_000);

  it('pages to exactly the properties within the radius, nearest first, ties by id, each with its distance', async () => {
    await fc.assert(
      fc.asyncProperty(
        place,
        fc.option(fc.nat({ max: 159 }), { nil: null }),
        fc.double({ min: 0.001, max: SEARCH_LIMITS.maxRadiusKm, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
        async (somewhere, at, radiusKm, size, northOf) => {
          // Often the centre is one of the places, so that some are near.
          const known = at === null ? undefined : places[at];
          const middle = known?.latitude != null ? { latitude: known.latitude, longitude: known.longitude! } : somewhere;
          const within = places
            .filter((row): row is { id: string; latitude: number; longitude: number } => row.latitude !== null && row.longitude !== null)
            .map((row) => ({ ...row, distanceKm: haversine(middle, row) }));
          // A place on the circle itself may fall either way by rounding: no such case is asked.
          fc.pre(within.every((row) => Math.abs(row.distanceKm - radiusKm) > 1e-6));
          const expected = within.filter((row) => row.distanceKm <= radiusKm && (northOf === null || row.latitude >= northOf));
          const got = await everyPage<{ id: string; distanceKm: number }>(
            'near: $near, filter: $filter',
            { near: { ...middle, radiusKm }, filter: northOf === null ? null : { latitude: { gte: northOf } } },
            'id distanceKm',
            size,
          );
          // The same rows, each at the model's distance (to a millimetre: the service takes angles to a nanodegree), in the order of the
          // distances given, ties by id.
          expect(new Set(got.map((node) => node.id))).toEqual(new Set(expected.map((row) => row.id)));
          expect(got).toHaveLength(expected.length);
          const modelled = new Map(expected.map((row) => [row.id, row.distanceKm]));
          for (const node of got) expect(Math.abs(node.distanceKm - modelled.get(node.id)!)).toBeLessThan(1e-6);
          const ordered = [...got].sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1));
          expect(got).toEqual(ordered);
        },
      ),
      { numRuns: 60 },
    );
  }, 300_000);

  it('orderBy overrides nearest first; distanceKm is null outside a near query', async () => {
    const first = places[1];
    const byName = await data(
      `query ($near: NearInput) { properties(first: 500, near: $near, orderBy: { field: NAME, direction: DESC }) { edges { node { name distanceKm } } } }`,
      { near: { latitude: first!.latitude, longitude: first!.longitude, radiusKm: 500 } },
    );
    const nodes = nodesOf<{ name: string; distanceKm: number }>(byName.properties);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.map((node) => node.name)).toEqual(nodes.map((node) => node.name).sort().reverse());
    expect(nodes.every((node) => node.distanceKm >= 0 && node.distanceKm <= 500)).toBe(true);
    const plain = await data('{ properties(first: 3) { edges { node { distanceKm } } } }');
    expect(nodesOf(plain.properties)).toEqual([{ distanceKm: null }, { distanceKm: null }, { distanceKm: null }]);
  });

  it(`refuses a radius past ${SEARCH_LIMITS.maxRadiusKm} km, of 0 or less, and a centre off the globe, naming the field`, async () => {
    for (const [near, path] of [
      [{ latitude: 4, longitude: 9.7, radiusKm: SEARCH_LIMITS.maxRadiusKm + 1 }, 'radiusKm'],
      [{ latitude: 4, longitude: 9.7, radiusKm: 0 }, 'radiusKm'],
      [{ latitude: 91, longitude: 9.7, radiusKm: 5 }, 'latitude'],
      [{ latitude: 4, longitude: -181, radiusKm: 5 }, 'longitude'],
    ] as const) {
      const result = await run('query ($near: NearInput) { properties(near: $near) { edges { node { id } } } }', { near });
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: expect.stringContaining(path) }] });
    }
  });
});

describe('search', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.palmiers = await insertProperty(manager, { name: 'Résidence Les Palmiers', quartier: 'Akwa', city: 'Douala', amenities: ['eau chaude', 'climatisation'] });
    ids.bonapriso = await insertProperty(manager, { name: 'Villa Bonapriso', quartier: 'Bonapriso', city: 'Douala', amenities: ['piscine', 'jardin'] });
    ids.etoile = await insertProperty(manager, { name: "Immeuble l'Étoile", quartier: 'Bastos', city: 'Yaoundé', addressLine: 'Rue des Palmiers', amenities: ['ascenseur'] });
    ids.kribi = await insertProperty(manager, { name: 'Villa Kribi Plage', quartier: 'Mpalla', city: 'Kribi', amenities: ['piscine', 'vue sur mer'] });
    for (let n = 0; n < 12; n++) await insertProperty(manager, { name: `Studio ${n} résidence`, city: n % 2 ? 'Douala' : 'Kribi', amenities: n % 3 ? ['piscine'] : [] });
    await insertProperty(other, { name: 'Résidence Les Palmiers', city: 'Douala' });
    const [unit] = await t.sql<{ id: string }>(
      `insert into unit (org_id, id, property_id, label, status) values ($1, gen_random_uuid(), $2, 'Appartement Océan', 'AVAILABLE'),
       ($1, gen_random_uuid(), $2, 'Chambre Jardin', 'AVAILABLE') returning id`,
      [manager.orgId, ids.palmiers],
    );
    ids.unit = unit!.id;
  });

  const found = async (search: string, args = '') =>
    nodesOf<{ id: string }>((await data(`query ($search: String) { properties(first: 100, search: $search${args}) { edges { node { id } } } }`, { search })).properties).map((node) => node.id);

  it('finds words of the name, quartier, city, address and amenities, in French, ignoring case and accents, best match first', async () => {
    expect(await found('palmier')).toEqual([ids.palmiers, ids.etoile]); // the name outranks the address
    expect(await found('RESIDENCE palmiers')).toEqual([ids.palmiers]);
    expect(await found('etoile')).toEqual([ids.etoile]);
    expect(await found('Yaounde')).toEqual([ids.etoile]);
    expect(await found('akwa')).toEqual([ids.palmiers]);
    expect(await found('CLIMATISATION')).toEqual([ids.palmiers]);
    expect(await found('"vue sur mer"')).toEqual([ids.kribi]);
    expect(await found('villa -piscine')).toEqual([]);
    expect(new Set(await found('villa or ascenseur'))).toEqual(new Set([ids.bonapriso, ids.kribi, ids.etoile]));
  });

  it('takes filters beside it, and orderBy over the rank', async () => {
    const cities = async (args: string) =>
      nodesOf<{ id: string; city: string }>((await data(`{ properties(first: 100, search: "piscine"${args}) { edges { node { id city } } } }`)).properties);
    const inDouala = (await cities('')).filter((node) => node.city === 'Douala');
    expect(inDouala.length).toBeGreaterThan(1);
    expect(await cities(', filter: { city: "Douala" }')).toEqual(inDouala);
    const byName = await data(`{ properties(first: 100, search: "piscine", orderBy: { field: NAME }) { edges { node { name } } } }`);
    const names = nodesOf<{ name: string }>(byName.properties).map((node) => node.name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort());
  });

  it('pages under the rank order give each match once, in order, from pages of any size', async () => {
    const whole = await everyPage<{ id: string }>('search: $search', { search: 'résidence piscine or studio' }, 'id', 100);
    expect(whole.length).toBeGreaterThan(5);
    for (const size of [1, 2, 5]) expect(await everyPage<{ id: string }>('search: $search', { search: 'résidence piscine or studio' }, 'id', size)).toEqual(whole);
  });

  it('any text answers, never an error: quotes, operators, tsquery syntax, only stop words, nothing visible', async () => {
    for (const text of ["'); drop table property; --", '& | ! : * ( ) <->', '"unbalanced', 'palmier:*', 'de la du', '-', '\u200b', 'ÉÈÊ ŒUVRE ß', '😀']) {
      const result = await run('query ($search: String) { properties(search: $search) { totalCount edges { node { id } } } }', { search: text });
      expect(result.errors, text).toBeUndefined();
    }
    expect(await found('de la du')).toEqual([]);
  });

  it('an empty text, or one of nothing visible, is no search: the whole list in its own order', async () => {
    const all = nodesOf<{ id: string }>((await data('{ properties(first: 500) { edges { node { id } } } }')).properties).map((node) => node.id);
    for (const text of ['', ' ', '\u200b']) expect(await found(text)).toEqual(all.slice(0, 100));
  });

  it(`refuses search text longer than ${SEARCH_LIMITS.maxSearchLength} characters`, async () => {
    expect(await found('a'.repeat(SEARCH_LIMITS.maxSearchLength))).toEqual([]);
    const result = await run('query ($search: String) { properties(search: $search) { edges { node { id } } } }', { search: 'a'.repeat(SEARCH_LIMITS.maxSearchLength + 1) });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("searches a property's units by label", async () => {
    const answer = await data(`query ($id: UUID!) { property(id: $id) { units(search: "ocean") { totalCount edges { node { id label } } } } }`, { id: ids.palmiers });
    expect((answer.property as { units: { totalCount: number } }).units.totalCount).toBe(1);
    expect(nodesOf((answer.property as { units: unknown }).units)).toEqual([{ id: ids.unit, label: 'Appartement Océan' }]);
  });

  it("the match, which runs as its owner, answers only the request's own org, to the tenant role only", async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const matches = async (org: string) => {
        await client.query('begin');
        await client.query(`select set_config('role', 'rental_tenant', true), set_config('app.org_id', $1, true)`, [manager.orgId]);
        const { rows } = await client.query(`select count(*)::int as n from property_search_matches($1, to_tsquery('french', 'residence'))`, [org]);
        await client.query('rollback');
        return rows[0].n as number;
      };
      expect(await matches(manager.orgId)).toBeGreaterThan(0);
      expect(await matches(other.orgId)).toBe(0);
      const [{ granted }] = (await t.sql<{ granted: boolean }>(
        `select has_function_privilege('public', 'property_search_matches(uuid, tsquery)', 'execute') as granted`,
      )) as [{ granted: boolean }];
      expect(granted).toBe(false);
    } finally {
      await client.end();
    }
  });

  it("reads each row's stored search document: no statement of a search computes one, neither the match nor the rank", async () => {
    const statements = await t.countStatements(() =>
      data(`query ($id: UUID!) {
        properties(first: 20, search: "palmier") { edges { node { id } } }
        property(id: $id) { units(first: 5, search: "ocean") { edges { node { id } } } } }`, { id: ids.palmiers }),
    );
    const matches = await t.sql<{ prosrc: string }>(`select prosrc from pg_proc where proname in ('property_search_matches', 'unit_search_matches')`);
    const searches = [
      ...statements.filter((statement) => statement.includes('_search_matches(')),
      // The matches' own statements (run as the functions' owner), with a query and an org.
      ...matches.map(({ prosrc }) => prosrc.replaceAll(/\borg\b/g, `'${manager.orgId}'::uuid`).replaceAll(/\bquery\b/g, `to_tsquery('french', 'palmier')`)),
    ];
    expect(searches).toHaveLength(4);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      for (const statement of searches) {
        await client.query('begin');
        await client.query(`select set_config('role', 'rental_tenant', true), set_config('app.org_id', $1, true)`, [manager.orgId]);
        // Verbose: every expression the plan evaluates, SQL functions inlined (the documents' functions are).
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (verbose) ${statement}`);
        await client.query('rollback');
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toContain('search_document');
        expect(plan).not.toMatch(/to_tsvector|_search_document\(/);
      }
    } finally {
      await client.end();
    }
  });

  it('finds a property and a unit by the words they were written with, and by their new words once changed, at once', async () => {
    const created = await data(
      `mutation ($input: CreatePropertyInput!) { createProperty(input: $input) { id } }`,
      { input: { name: 'Maison Baobab', type: 'HOUSE', city: 'Limbé', amenities: ['véranda'] } },
    );
    const id = (created.createProperty as { id: string }).id;
    expect(await found('baobab')).toEqual([id]);
    expect(await found('limbe veranda')).toEqual([id]);
    await t.sql(`update property set name = 'Maison Manguier', amenities = '["terrasse"]' where id = $1`, [id]);
    expect(await found('baobab')).toEqual([]);
    expect(await found('veranda')).toEqual([]);
    expect(await found('manguier terrasse')).toEqual([id]);

    const unit = await data(`mutation ($id: UUID!) { createUnit(propertyId: $id, input: { label: "Studio Fromager" }) { id } }`, { id });
    const unitId = (unit.createUnit as { id: string }).id;
    const units = async (search: string) =>
      nodesOf<{ id: string }>(
        ((await data(`query ($id: UUID!, $search: String) { property(id: $id) { units(search: $search) { edges { node { id } } } } }`, { id, search })).property as { units: unknown }).units,
      ).map((node) => node.id);
    expect(await units('fromager')).toEqual([unitId]);
    await t.sql(`update unit set label = 'Studio Flamboyant' where id = $1`, [unitId]);
    expect(await units('fromager')).toEqual([]);
    expect(await units('flamboyant')).toEqual([unitId]);
  });

  it('is counted by the cost rule as any list', async () => {
    const result = await run('{ properties(first: 20, search: "villa", near: { latitude: 4, longitude: 9.7, radiusKm: 500 }) { edges { node { id units(first: 5, search: "jardin") { edges { node { id } } } } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.extensions!.cost).toEqual({ requested: 20 * (1 + 5), limit: 100_000 });
  });
});
