/**
 * Answers built by PostgreSQL (src/graphql/sql-answers.ts) against the resolvers': random selections over the supported
 * subset (fields in random subsets and orders, aliases, fragments, page sizes literal or from variables, one to four levels)
 * over random data (several orgs; unicode and control characters, nulls, amounts 0 and 2^53-1, invoices overdue or not),
 * asked as a manager, an owner and a tenant under row-level security, by two services on one database, one with the path
 * and one without (GRAPHQL_SQL_ANSWERS=false): the bodies, statuses and content types are the same bytes in every media
 * type (JSON, GraphQL response JSON, event stream, multipart), and the first service answered each in one statement. On PostgreSQL, and on Citus when CITUS_DATABASE_URL is set (every statement on one
 * shard group: a multi-shard statement is an error there).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDatabase, type Orm } from '../src/db/orm.js';
import type { Role } from '../src/domain/roles.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { withDatabase } from './setup/database.js';
import { SANDBOX_KEY, UPLOAD_KEY } from './helpers/app.js';
import { dropDatabase, sql } from './helpers/databases.js';
import { ONE_SHARD_GROUP_ONLY } from './helpers/process.js';

interface Paths {
  /** The service answering from PostgreSQL's text where it can, and the one running resolvers for everything. */
  sqlPath: FastifyInstance;
  resolvers: FastifyInstance;
  /** Plain SQL as the database's superuser (rows written past row-level security). */
  pool: pg.Pool;
  /** The statements the services ran while `action` ran. */
  statements(action: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/** Two services on one database and one ORM: with the path and without. */
async function twoPaths(databaseUrl: string, tenantRole?: string): Promise<Paths> {
  let recording: string[] | undefined;
  const orm: Orm = await openDatabase({ url: databaseUrl, tenantRole, poolMax: 4, onQuery: (text) => recording?.push(text) });
  const env = (on: boolean) =>
    loadConfig({
      LOG_LEVEL: 'silent',
      SANDBOX_SIGNING_KEY: SANDBOX_KEY,
      UPLOAD_SIGNING_KEY: UPLOAD_KEY,
      DATABASE_URL: databaseUrl,
      ...(tenantRole ? { DATABASE_TENANT_ROLE: tenantRole } : {}),
      RATE_LIMIT_ENABLED: 'false',
      SWEEP_INTERVAL_SECONDS: '0',
      GRAPHQL_SQL_ANSWERS: String(on),
    });
  const sqlPath = await buildApp({ config: env(true), orm });
  const resolvers = await buildApp({ config: env(false), orm });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    sqlPath,
    resolvers,
    pool,
    async statements(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = undefined;
      }
    },
    async close() {
      await sqlPath.close();
      await resolvers.close();
      await orm.close();
      await pool.end();
    },
  };
}

async function tokenFor(app: FastifyInstance, orgId: string, userId: string, roles: Role[]): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles, userId } });
  if (response.statusCode !== 200) throw new Error(`token: ${response.body}`);
  return response.json().access_token as string;
}

// ---- Data ----

const text = fc.oneof(
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 12 })
    .map((value) => value.replaceAll('\0', ''))
    .filter((value) => value.isWellFormed() && value.replaceAll(' ', '').length > 0),
  fc.constantFrom('Résidence "Akwa" \\ \u0001\u001f\b\f\n\r\t', 'é€😀\u2028\u2029\u007f', '</script><!--', ' x ', 'Douala'),
);
const amount = fc.oneof(fc.constant(0), fc.constant(2 ** 53 - 1), fc.integer({ min: 0, max: 10_000_000 }));
/** created_at as PostgreSQL keeps it (milliseconds), from 1900 to 2199 (the supported instants). */
const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2199, 11, 31) }).map((time) => new Date(time).toISOString());
const invoiceArb = fc.record({ created: instant, status: fc.constantFrom('ISSUED', 'OVERDUE', 'CANCELLED'), dueInDays: fc.integer({ min: -60, max: 60 }), net: amount });
const bookingArb = fc.record({
  created: instant,
  tenant: fc.constantFrom(0, 1),
  status: fc.constantFrom('DRAFT', 'PENDING', 'ACTIVE', 'CANCELLED', 'TERMINATED'),
  rent: amount,
  deposit: fc.option(amount),
  invoices: fc.array(invoiceArb, { maxLength: 3 }),
});
const unitArb = fc.record({
  created: instant,
  label: text,
  status: fc.constantFrom('AVAILABLE', 'OCCUPIED', 'UNAVAILABLE'),
  rent: fc.option(amount),
  area: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
  bookings: fc.array(bookingArb, { maxLength: 3 }),
});
const propertyArb = fc.record({
  created: instant,
  owner: fc.constantFrom(0, 1),
  name: text,
  type: fc.constantFrom('APARTMENT', 'HOUSE', 'LAND'),
  status: fc.constantFrom('DRAFT', 'PUBLISHED', 'ARCHIVED'),
  city: fc.option(text),
  quartier: fc.option(text),
  units: fc.array(unitArb, { maxLength: 3 }),
});
type PropertyData = typeof propertyArb extends fc.Arbitrary<infer T> ? T : never;

interface Org {
  id: string;
  owners: [string, string];
  tenants: [string, string];
  manager: string;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The ids written, by table. */
type Written = Record<'property' | 'booking' | 'invoice', string[]>;

/** Writes an org's properties, units, bookings and invoices as rows (ids random, so id order is not creation order). */
async function writeOrg(pool: pg.Pool, org: Org, properties: PropertyData[], written: Written = { property: [], booking: [], invoice: [] }): Promise<void> {
  const rows: Record<string, unknown[][]> = { property: [], unit: [], booking: [], invoice: [] };
  for (const property of properties) {
    const propertyId = randomUUID();
    written.property.push(propertyId);
    rows.property!.push([org.id, propertyId, org.owners[property.owner], property.name, property.type, property.status, property.city, property.quartier, property.created]);
    for (const [index, unit] of property.units.entries()) {
      const unitId = randomUUID();
      // Labels are unique in a property, ignoring case: the index at the end keeps them apart.
      rows.unit!.push([org.id, unitId, propertyId, `${unit.label}${index}`, unit.status, unit.rent, unit.rent === null ? null : 'XAF', unit.area, unit.created]);
      for (const [year, booking] of unit.bookings.entries()) {
        const bookingId = randomUUID();
        written.booking.push(bookingId);
        const tenant = org.tenants[booking.tenant];
        rows.booking!.push([
          org.id, bookingId, unitId, propertyId, tenant, `${2000 + year}-01-01`, `${2000 + year}-02-01`, booking.rent, 'XAF',
          booking.deposit, booking.deposit === null ? null : 'EUR', booking.status, booking.created,
        ]);
        for (const invoice of booking.invoices) {
          const invoiceId = randomUUID();
          written.invoice.push(invoiceId);
          rows.invoice!.push([
            org.id, invoiceId, bookingId, propertyId, tenant, 'XAF', invoice.net, 0, 0, invoice.net, '2024-01-01', '2024-02-01', isoDay(invoice.dueInDays), invoice.status, invoice.created,
          ]);
        }
      }
    }
  }
  const columns = {
    property: 'org_id, id, owner_user_id, name, type, status, city, quartier, created_at',
    unit: 'org_id, id, property_id, label, status, rent_amount, rent_currency, area_sqm, created_at',
    booking: 'org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, deposit_amount, deposit_currency, status, created_at',
    invoice: 'org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount, period_start, period_end, due_date, status, created_at',
  };
  for (const [table, values] of Object.entries(rows)) {
    if (!values.length) continue;
    const width = values[0]!.length;
    const tuples = values.map((_, i) => `(${Array.from({ length: width }, (__, j) => `$${i * width + j + 1}`).join(', ')})`);
    await pool.query(`insert into ${table} (${columns[table as keyof typeof columns]}) values ${tuples.join(', ')}`, values.flat());
  }
}

// ---- Selections ----

interface Level {
  type: string;
  list: string;
  fields: string[];
}
const LEVELS: Level[] = [
  { type: 'Property', list: 'properties', fields: ['id', 'orgId', 'ownerUserId', 'name', 'type', 'status', 'addressLine', 'quartier', 'city', 'province', 'createdAt'] },
  { type: 'Unit', list: 'units', fields: ['id', 'propertyId', 'label', 'areaSqm', 'bathrooms', 'bedrooms', 'rentAmount', 'rentCurrency', 'status', 'createdAt'] },
  {
    type: 'Booking',
    list: 'bookings',
    fields: ['id', 'orgId', 'unitId', 'tenantUserId', 'startDate', 'endDate', 'rentAmount', 'rentCurrency', 'depositAmount', 'depositCurrency', 'status', 'createdAt'],
  },
  {
    type: 'Invoice',
    list: 'invoices',
    fields: ['id', 'orgId', 'bookingId', 'tenantUserId', 'currency', 'grossAmount', 'netAmount', 'tvaAmount', 'tvaBasisPoints', 'periodStart', 'periodEnd', 'dueDate', 'status', 'createdAt', 'paidAt'],
  },
];

/** How one level is asked: its fields (aliased or not), where they sit (in place, an inline fragment, a named one), its page, the next level. */
const levelShape = (depth: number): fc.Arbitrary<LevelShape> =>
  fc.record({
    fields: fc.shuffledSubarray(LEVELS[depth]!.fields, { minLength: 1 }),
    aliased: fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }),
    typename: fc.boolean(),
    edgeTypename: fc.boolean(),
    listTypename: fc.boolean(),
    wrapping: fc.constantFrom('none', 'inline', 'named', 'split'),
    page: fc.oneof(fc.constant<Page>({ kind: 'none' }), fc.integer({ min: 0, max: 4 }).map<Page>((size) => ({ kind: 'literal', size })), fc.option(fc.integer({ min: 0, max: 4 })).map<Page>((size) => ({ kind: 'variable', size }))),
    listAlias: fc.boolean(),
    child: depth < 3 ? fc.option(levelShape(depth + 1), { freq: 2 }) : fc.constant(null),
  });

type Page = { kind: 'none' } | { kind: 'literal'; size: number } | { kind: 'variable'; size: number | null };
interface LevelShape {
  fields: string[];
  aliased: boolean[];
  typename: boolean;
  edgeTypename: boolean;
  listTypename: boolean;
  wrapping: 'none' | 'inline' | 'named' | 'split';
  page: Page;
  listAlias: boolean;
  child: LevelShape | null;
}

/** What the operation asks at its root: the properties list, or one record by id (given as a variable or a literal). */
interface Root {
  record: null | 'property' | 'booking' | 'invoice';
  idAsVariable: boolean;
  /** Which id: of the records written in either org, or one of no record. */
  pick: number;
}
const RECORD_DEPTH = { property: 0, booking: 2, invoice: 3 } as const;
const rootArb: fc.Arbitrary<Root> = fc.record({
  record: fc.constantFrom(null, null, 'property', 'booking', 'invoice'),
  idAsVariable: fc.boolean(),
  pick: fc.nat(),
});

/** The document of a shape, its variables, and its fragments (written after the operation). */
function documentOf(shape: LevelShape, root: Root = { record: null, idAsVariable: false, pick: 0 }, written?: Written): { query: string; variables: Record<string, unknown> } {
  const fragments: string[] = [];
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  // Within GRAPHQL_MAX_ALIASES (15).
  let aliases = 12;
  const aliased = (yes: boolean) => yes && aliases-- > 0;
  const selection = (current: LevelShape, depth: number): string => {
    const { type } = LEVELS[depth]!;
    const fields = current.fields.map((field, i) => (aliased(current.aliased[i]!) ? `a${i}_${field}: ${field}` : field));
    if (current.typename) fields.splice(fields.length >> 1, 0, '__typename');
    if (current.child) fields.splice(fields.length >> 1, 0, level(current.child, depth + 1));
    let node: string;
    if (current.wrapping === 'inline') node = `... on ${type} { ${fields.join(' ')} }`;
    else if (current.wrapping === 'named' || current.wrapping === 'split') {
      const kept = current.wrapping === 'split' ? fields.splice(0, fields.length >> 1) : [];
      fragments.push(`fragment F${depth} on ${type} { ${fields.join(' ')} }`);
      node = [...kept, `...F${depth}`].join(' ');
    } else node = fields.join(' ');
    return node;
  };
  const level = (current: LevelShape, depth: number): string => {
    const { list } = LEVELS[depth]!;
    const node = selection(current, depth);
    let args = '';
    if (current.page.kind === 'literal') args = `(first: ${current.page.size})`;
    if (current.page.kind === 'variable') {
      definitions.push(`$first${depth}: Int`);
      variables[`first${depth}`] = current.page.size;
      args = `(first: $first${depth})`;
    }
    const edges = `edges { ${current.edgeTypename ? '__typename ' : ''}node { ${node} } }`;
    return `${aliased(current.listAlias) ? `the_${list}: ` : ''}${list}${args} { ${current.listTypename ? '__typename ' : ''}${edges} }`;
  };
  let top: string;
  if (root.record) {
    const ids = written ? [...written[root.record], randomUUID()] : [randomUUID()];
    const id = ids[root.pick % ids.length]!;
    // An upper-case id is the same id (UUIDs are case-insensitive).
    const given = root.pick % 3 === 0 ? id.toUpperCase() : id;
    if (root.idAsVariable) {
      definitions.push('$id: UUID!');
      variables.id = given;
    }
    top = `${root.record}(id: ${root.idAsVariable ? '$id' : JSON.stringify(given)}) { ${selection(shape, RECORD_DEPTH[root.record])} }`;
  } else top = level(shape, 0);
  const head = definitions.length ? `query Random(${definitions.join(', ')})` : 'query Random';
  return { query: [`${head} { ${top} }`, ...fragments].join('\n'), variables };
}

async function ask(app: FastifyInstance, token: string, body: object, accept?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) },
    payload: body,
  });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

const READS_PORTFOLIO = /\b(from|join) "?(property|unit|booking|invoice)"?\s/;

/** The property: every caller's answer is the same bytes on both paths, and the SQL path answered in one statement. */
function sameAnswers(paths: () => Paths, runs: number) {
  return async () => {
    const { sqlPath, resolvers, pool, statements } = paths();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(propertyArb, { maxLength: 4 }), { minLength: 2, maxLength: 2 }),
        fc.array(
          rootArb.chain((root) => levelShape(root.record ? RECORD_DEPTH[root.record] : 0).map((shape) => [root, shape] as const)),
          { minLength: 1, maxLength: 3 },
        ),
        fc.constantFrom(undefined, 'application/graphql-response+json', 'application/json', 'text/event-stream', 'multipart/mixed'),
        async (orgsData, shapes, accept) => {
          const orgs: Org[] = orgsData.map(() => ({
            id: randomUUID(),
            owners: [randomUUID(), randomUUID()],
            tenants: [randomUUID(), randomUUID()],
            manager: randomUUID(),
          }));
          const written: Written = { property: [], booking: [], invoice: [] };
          for (const [i, org] of orgs.entries()) await writeOrg(pool, org, orgsData[i]!, written);
          const [org] = orgs;
          const callers: [string, Role[]][] = [
            [org!.manager, ['MANAGER']],
            [org!.owners[0], ['OWNER']],
            [org!.tenants[0], ['TENANT']],
          ];
          for (const [root, shape] of shapes) {
            const body = documentOf(shape, root, written);
            for (const [userId, roles] of callers) {
              const token = await tokenFor(sqlPath, org!.id, userId, roles);
              let expected!: Awaited<ReturnType<typeof ask>>;
              // GRAPHQL_SQL_ANSWERS=false: the resolvers answer, never the statement.
              const resolved = await statements(async () => (expected = await ask(resolvers, token, body, accept)));
              expect(resolved.filter((statement) => statement.includes(' as answer'))).toEqual([]);
              let answered: Awaited<ReturnType<typeof ask>> | undefined;
              const ran = await statements(async () => (answered = await ask(sqlPath, token, body, accept)));
              expect(answered, body.query).toEqual(expected);
              expect(expected.status, expected.body).toBe(200);
              // A record the caller may not see is null with NOT_FOUND: the executor's answer, after the statement found nothing.
              if (root.record && expected.body.includes('"errors"')) {
                expect(expected.body).toContain('NOT_FOUND');
                continue;
              }
              // A record by id with no list under it is the resolvers' (one row either way: planOf).
              const listed = !root.record || shape.child !== null;
              expect(ran.filter((statement) => statement.includes(' as answer')), body.query).toHaveLength(listed ? 1 : 0);
              if (!listed) continue;
              // Nothing else read the portfolio's tables (the shared pool also runs the notifications' polls).
              expect(ran.filter((statement) => READS_PORTFOLIO.test(statement) && !statement.includes(' as answer')), body.query).toEqual([]);
            }
          }
        },
      ),
      { numRuns: runs, seed: Number(process.env.SEED) || undefined },
    );
  };
}

/** What the path leaves to the executor, answered the same on both services, and not in one statement. */
function fallsBack(paths: () => Paths) {
  return async () => {
    const { sqlPath, resolvers, pool, statements } = paths();
    const org: Org = { id: randomUUID(), owners: [randomUUID(), randomUUID()], tenants: [randomUUID(), randomUUID()], manager: randomUUID() };
    const data = fc.sample(fc.array(propertyArb, { minLength: 3, maxLength: 3 }), { numRuns: 1, seed: 7 })[0]!;
    await writeOrg(pool, org, data);
    const token = await tokenFor(sqlPath, org.id, org.manager, ['MANAGER']);
    const unsupported = [
      { query: 'query A { properties(first: 2) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }' },
      { query: 'query B { properties { edges { node { id latitude createdAt amenities units { edges { node { id property { id } } } } } } } }' },
      { query: 'query C($skip: Boolean!) { me { userId } properties(filter: { status: { eq: PUBLISHED } }) { edges { node { id name @skip(if: $skip) } } } }', variables: { skip: true } },
      { query: 'query D { properties(first: -1) { edges { node { id } } } }' },
      { query: 'query E($n: Int!) { properties(first: $n) { edges { node { id } } } }', variables: {} },
      { query: 'query F($n: Int) { properties(first: $n) { edges { node { id } } } }', variables: { n: 'ten' } },
      { query: 'query G { properties { edges { node { id } } } bookings { edges { node { id } } } }' },
      { query: 'query H { properties { edges { node { units(status: AVAILABLE) { edges { node { id } } } } } } }' },
    ];
    for (const body of unsupported) {
      const expected = await ask(resolvers, token, body);
      let answered: Awaited<ReturnType<typeof ask>> | undefined;
      const ran = await statements(async () => (answered = await ask(sqlPath, token, body)));
      expect(answered, body.query).toEqual(expected);
      expect(ran.some((statement) => statement.includes(' as answer')), body.query).toBe(false);
    }
    // A supported document with a page size the executor refuses, then accepts: each request decides.
    const body = { query: 'query I($n: Int) { properties(first: $n) { edges { node { id name } } } }' };
    for (const variables of [{ n: -2 }, { n: 2 }, { n: null }, { n: 100_000 }]) {
      const expected = await ask(resolvers, token, { ...body, variables });
      const answered = await ask(sqlPath, token, { ...body, variables });
      expect(answered).toEqual(expected);
    }
  };
}

describe('answers built by PostgreSQL, on PostgreSQL', () => {
  let paths: Paths;
  beforeAll(async () => {
    const serverUrl = inject('databaseServerUrl');
    const database = `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await sql(serverUrl, `create database ${database} template ${inject('templateDatabase')}`);
    paths = await twoPaths(withDatabase(serverUrl, database));
  });
  afterAll(async () => paths?.close());

  it('answer random selections over random data byte for byte as the resolvers do, for a manager, an owner and a tenant', sameAnswers(() => paths, Number(process.env.RUNS) || 100), 240_000);
  it('leave what they do not support to the executor, which answers it', fallsBack(() => paths), 60_000);
});

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('answers built by PostgreSQL, on Citus', () => {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
  const database = `rental_sql_answers_${suffix}`;
  const tenantRole = `rental_tenant_${suffix}`;
  let nodes: string[] = [];
  let paths: Paths;
  beforeAll(async () => {
    const coordinator = new URL(citusUrl!);
    const workers = await sql<{ host: string; port: number }>(citusUrl!, `select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeid`);
    nodes = [`${coordinator.hostname}:${coordinator.port}`, ...workers.map((worker) => `${worker.host}:${worker.port}`)];
    for (const node of nodes) {
      await sql(`postgres://postgres@${node}/postgres`, `create database ${database}`);
      await sql(`postgres://postgres@${node}/${database}`, 'create extension citus');
    }
    const url = `postgres://postgres@${nodes[0]}/${database}`;
    await sql(url, 'select citus_set_coordinator_host($1, $2)', [coordinator.hostname, Number(coordinator.port)]);
    for (const worker of workers) await sql(url, 'select citus_add_node($1, $2)', [worker.host, worker.port]);
    const orm = await openDatabase({ url, tenantRole, poolMax: 2 });
    await migrate(orm);
    await orm.close();
    // A statement spanning shards is an error: every statement of both services stays on its org's shard group.
    process.env.PGOPTIONS = ONE_SHARD_GROUP_ONLY.PGOPTIONS;
    paths = await twoPaths(url, tenantRole);
    expect((await paths.pool.query('show citus.multi_task_query_log_level')).rows).toEqual([{ 'citus.multi_task_query_log_level': 'error' }]);
  }, 180_000);
  afterAll(async () => {
    await paths?.close();
    delete process.env.PGOPTIONS;
    for (const node of nodes) await dropDatabase(`postgres://postgres@${node}/postgres`, database);
    for (const node of nodes) await sql(`postgres://postgres@${node}/postgres`, `drop role if exists ${tenantRole}`);
  }, 120_000);

  it('answer random selections over random data byte for byte as the resolvers do, for a manager, an owner and a tenant', sameAnswers(() => paths, Number(process.env.RUNS) || 30), 300_000);
  it('leave what they do not support to the executor, which answers it', fallsBack(() => paths), 60_000);
});
