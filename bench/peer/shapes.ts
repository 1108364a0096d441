/**
 * The query shapes of the side-by-side comparison, each written three times
 * for the same data: for the project (GraphQL or REST), for PostGraphile
 * (GraphQL over its introspected schema, fields aliased to the project's
 * names so the answers compare), and for the floor (one SQL statement building
 * the JSON). Every list is in id order on every side, but for the filtered,
 * ordered and searched lists (listShapes), in the order they ask for.
 */
import { print } from 'graphql';
import { routes } from '../../src/rest/routes.js';

/** The project's answer to an ISSUED invoice past due: OVERDUE (the floor says so too; PostGraphile answers the stored status). */
const OVERDUE_STATUS = `case when r.status = 'ISSUED' and r.due_date < current_date then 'OVERDUE' else r.status end`;

/** A level of the nested portfolio: the project's field, PostGraphile's, the table, and the answer's fields by column. */
interface Level {
  project: string;
  peer: string;
  table: string;
  /** The column naming the parent row (none at the top). */
  parent?: string;
  /** Answer field -> SQL expression over the row `r`. */
  fields: Record<string, string>;
}

const LEVELS: Level[] = [
  { project: 'properties', peer: 'allProperties', table: 'property', fields: { id: 'r.id', name: 'r.name', status: 'r.status', city: 'r.city' } },
  {
    project: 'units',
    peer: 'unitsByOrgIdAndPropertyId',
    table: 'unit',
    parent: 'property_id',
    fields: { id: 'r.id', label: 'r.label', status: 'r.status', rentAmount: 'r.rent_amount', rentCurrency: 'r.rent_currency' },
  },
  {
    project: 'bookings',
    peer: 'bookingsByOrgIdAndPropertyIdAndUnitId',
    table: 'booking',
    parent: 'unit_id',
    fields: { id: 'r.id', startDate: 'r.start_date', endDate: 'r.end_date', status: 'r.status', rentAmount: 'r.rent_amount' },
  },
  {
    project: 'invoices',
    peer: 'invoicesByOrgIdAndBookingId',
    table: 'invoice',
    parent: 'booking_id',
    fields: {
      id: 'r.id',
      status: OVERDUE_STATUS,
      grossAmount: 'r.gross_amount',
      currency: 'r.currency',
      dueDate: 'r.due_date',
    },
  },
];
/** Page sizes below the top level, as the bench's portfolio (bench/baseline.ts PORTFOLIO_PAGES). */
const CHILD_PAGE = 10;

/** PostGraphile's name of a column's field: the primary key `id` is `rowId` (its `id` is the global node id). */
const peerField = (field: string) => (field === 'id' ? 'id: rowId' : field);

export interface Shape {
  name: string;
  /** The project's request: GraphQL (query and variables) or a REST path; `%INVOICE_ID%` stands for an invoice id. */
  project: { graphql: string; variables?: Record<string, unknown> } | { rest: string };
  peer: { graphql: string; variables?: Record<string, unknown> };
  /** One statement answering `{ answer: text }`, `%INVOICE_ID%` standing for an invoice id. */
  floor: string;
}

/** properties(first) nested `depth` levels deep, children 10 per parent: depth 4 with first 20 is the bench's portfolio. */
export function portfolioShape(depth: number, first: number, orgId: string): Shape {
  const graphqlOf = (side: 'project' | 'peer', level: number): string => {
    const { [side]: field, fields } = LEVELS[level]!;
    const names = Object.keys(fields).map(side === 'peer' ? peerField : (name) => name);
    const child = level + 1 < depth ? graphqlOf(side, level + 1) : '';
    const page = level ? CHILD_PAGE : first;
    const args = side === 'peer' ? `first: ${page}, orderBy: PRIMARY_KEY_ASC` : `first: ${page}`;
    return `${side === 'peer' ? `${LEVELS[level]!.project}: ` : ''}${field}(${args}) { edges { node { ${names.join(' ')} ${child} } } }`;
  };
  const sqlOf = (level: number, parent: string): string => {
    const { table, parent: parentColumn, fields } = LEVELS[level]!;
    const row = `r${level}`;
    const columns = Object.entries(fields).map(([name, expression]) => `'${name}', ${expression.replaceAll('r.', `${row}.`)}`);
    if (level + 1 < depth) columns.push(`'${LEVELS[level + 1]!.project}', ${sqlOf(level + 1, row)}`);
    const byParent = parentColumn ? ` and ${row}.${parentColumn} = ${parent}.id` : '';
    return `(select json_build_object('edges', coalesce(json_agg(json_build_object('node', json_build_object(${columns.join(', ')})) order by ${row}.id), '[]'))
      from (select * from ${table} ${row} where ${row}.org_id = '${orgId}'${byParent} order by ${row}.id limit ${level ? CHILD_PAGE : first}) ${row})`;
  };
  return {
    name: first === 20 ? `depth ${depth}` : `depth ${depth}, first ${first}`,
    project: { graphql: `query BenchDepth${depth} { ${graphqlOf('project', 0)} }` },
    peer: { graphql: `query BenchDepth${depth} { ${graphqlOf('peer', 0)} }` },
    floor: `select json_build_object('properties', ${sqlOf(0, '')})::text as answer`,
  };
}

const operationOf = (url: string, method = 'GET') => routes.find((route) => route.url === url && route.method === method)!.operation;
/** The fields of a fragment the REST routes answer, in order. */
const fragmentFields = (url: string) => {
  const fragment = operationOf(url).definitions.find((definition) => definition.kind === 'FragmentDefinition')!;
  return fragment.selectionSet.selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : ''));
};
const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** The row's columns as the project answers them: YYYY-MM-DD dates, numbers, timestamps in ISO with milliseconds. */
const sqlObject = (fields: string[], overrides: Record<string, string> = {}) =>
  `json_build_object(${fields.map((field) => `'${field}', ${overrides[field] ?? `r.${snake(field)}`}`).join(', ')})`;

/** The small reads: one invoice by id (GraphQL, as REST route 12 asks it) and the bookings list of REST route 9. */
export function smallReadShapes(orgId: string): Shape[] {
  const invoiceFields = fragmentFields('/invoices/:id');
  const bookingFields = fragmentFields('/bookings');
  const overdue = { status: OVERDUE_STATUS };
  return [
    {
      name: 'invoice by id',
      project: { graphql: print(operationOf('/invoices/:id')), variables: { id: '%INVOICE_ID%' } },
      peer: {
        graphql: `query BenchInvoice($orgId: UUID!, $id: UUID!) { invoice: invoiceByOrgIdAndRowId(orgId: $orgId, rowId: $id) { ${invoiceFields.map(peerField).join(' ')} } }`,
        variables: { orgId, id: '%INVOICE_ID%' },
      },
      floor: `select json_build_object('invoice', (select ${sqlObject(invoiceFields, overdue)} from invoice r where r.org_id = '${orgId}' and r.id = %INVOICE_ID%))::text as answer`,
    },
    {
      name: 'bookings list (REST 9)',
      project: { rest: '/api/v1/bookings?limit=100' },
      peer: {
        graphql: `query BenchBookings { bookings: allBookings(first: 100, orderBy: PRIMARY_KEY_ASC) { edges { node { ${bookingFields.map(peerField).join(' ')} } } pageInfo { hasNextPage endCursor } } }`,
      },
      floor: `select coalesce(json_agg(${sqlObject(bookingFields)} order by r.id), '[]')::text as answer
        from (select * from booking r where r.org_id = '${orgId}' order by r.id limit 100) r`,
    },
  ];
}

/** A list answer as the floor builds it: `{ <field>: { edges: [{ node }] } }` over rows `r` already in order. */
const floorConnection = (field: string, node: string, order: string, from: string) =>
  `select json_build_object('${field}', json_build_object('edges', coalesce(json_agg(json_build_object('node', ${node}) order by ${order}), '[]')))::text as answer from ${from}`;

/**
 * The filtered, ordered and searched lists (docs/queries.md), each answering the same records in the same order on all three sides:
 * - unpaid invoices (ISSUED or OVERDUE) due within a quarter of the dataset's first year, by due date, 50 of them;
 * - the units of properties in one city with their rent within a range, dearest first, 10 per property of the first 20;
 * - properties searched by text: the project's full-text search against PostGraphile's closest, the connection-filter plugin's
 *   `includesInsensitive` on the name. Not the same power (the project stems French words, ignores accents, searches five
 *   columns and ranks the matches); the text is one every name holds ("Résidence N"), so every property matches on both sides,
 *   every match ranks the same and the project's ties by id (descending, as its rank order) give the answers PostGraphile's
 *   `PRIMARY_KEY_DESC` gives.
 * PostGraphile's filters name the org (`orgId: { equalTo }`), as every statement of the project does (`org_id = ?`): every index
 * leads with org_id, and row-level security's own condition, an `or` over settings, is no index condition, so without it
 * PostGraphile's filtered invoices were a sequential scan and a sort of every invoice (11 ms instead of about 1.5 at concurrency 1).
 * Its `PRIMARY_KEY_*` orders are by (org_id, id), the same order within one org.
 */
export function listShapes(orgId: string): Shape[] {
  const org = `r.org_id = '${orgId}'`;
  const [dueFrom, dueBefore] = ['2024-02-01', '2024-05-01'];
  const [rentMin, rentMax] = [150_000, 250_000];
  const city = 'Douala';
  const searchText = 'résidence';
  const invoiceNode = `json_build_object('id', r.id, 'status', ${OVERDUE_STATUS}, 'grossAmount', r.gross_amount, 'currency', r.currency, 'dueDate', r.due_date)`;
  const unitNode = `json_build_object('id', u.id, 'label', u.label, 'rentAmount', u.rent_amount, 'rentCurrency', u.rent_currency)`;
  const units = `(select json_build_object('edges', coalesce(json_agg(json_build_object('node', ${unitNode}) order by u.rent_amount desc, u.id desc), '[]'))
      from (select * from unit u where u.org_id = r.org_id and u.property_id = r.id and u.rent_amount >= ${rentMin} and u.rent_amount <= ${rentMax}
        order by u.rent_amount desc, u.id desc limit 10) u)`;
  const searchQuery = `websearch_to_tsquery('french', public.fold_text('${searchText}'))`;
  return [
    {
      name: 'invoices filtered',
      project: {
        graphql: `query BenchInvoicesFiltered { invoices(filter: { statusWhere: { in: [ISSUED, OVERDUE] }, dueDate: { gte: "${dueFrom}", lt: "${dueBefore}" } },
          orderBy: { field: DUE_DATE, direction: ASC }, first: 50) { edges { node { id status grossAmount currency dueDate } } } }`,
      },
      peer: {
        graphql: `query BenchInvoicesFiltered { invoices: allInvoices(filter: { orgId: { equalTo: "${orgId}" }, status: { in: ["ISSUED", "OVERDUE"] }, dueDate: { greaterThanOrEqualTo: "${dueFrom}", lessThan: "${dueBefore}" } },
          orderBy: [DUE_DATE_ASC, PRIMARY_KEY_ASC], first: 50) { edges { node { id: rowId status grossAmount currency dueDate } } } }`,
      },
      floor: floorConnection(
        'invoices',
        invoiceNode,
        'r.due_date, r.id',
        `(select * from invoice r where ${org} and r.status in ('ISSUED', 'OVERDUE') and r.due_date >= '${dueFrom}' and r.due_date < '${dueBefore}'
          order by r.due_date, r.id limit 50) r`,
      ),
    },
    {
      name: 'units by city and rent',
      project: {
        graphql: `query BenchUnitsByCityAndRent { properties(filter: { city: "${city}" }, first: 20) { edges { node { id name city
          units(filter: { rentAmount: { gte: ${rentMin}, lte: ${rentMax} } }, orderBy: { field: RENT_AMOUNT, direction: DESC }, first: 10) {
            edges { node { id label rentAmount rentCurrency } } } } } } }`,
      },
      peer: {
        graphql: `query BenchUnitsByCityAndRent { properties: allProperties(filter: { orgId: { equalTo: "${orgId}" }, city: { equalTo: "${city}" } }, orderBy: PRIMARY_KEY_ASC, first: 20) { edges { node { id: rowId name city
          units: unitsByOrgIdAndPropertyId(filter: { rentAmount: { greaterThanOrEqualTo: "${rentMin}", lessThanOrEqualTo: "${rentMax}" } }, orderBy: [RENT_AMOUNT_DESC, PRIMARY_KEY_DESC], first: 10) {
            edges { node { id: rowId label rentAmount rentCurrency } } } } } } }`,
      },
      floor: floorConnection(
        'properties',
        `json_build_object('id', r.id, 'name', r.name, 'city', r.city, 'units', ${units})`,
        'r.id',
        `(select * from property r where ${org} and r.city = '${city}' order by r.id limit 20) r`,
      ),
    },
    {
      name: 'properties searched',
      project: { graphql: `query BenchPropertiesSearched { properties(search: "${searchText}", first: 20) { edges { node { id name city } } } }` },
      peer: {
        graphql: `query BenchPropertiesSearched { properties: allProperties(filter: { orgId: { equalTo: "${orgId}" }, name: { includesInsensitive: "${searchText}" } }, orderBy: PRIMARY_KEY_DESC, first: 20) {
          edges { node { id: rowId name city } } } }`,
      },
      // The project's statement: the match through the search function (its GIN index), the rank over the stored document, best first, ties by id.
      floor: floorConnection(
        'properties',
        `json_build_object('id', r.id, 'name', r.name, 'city', r.city)`,
        'r.rank desc, r.id desc',
        `(select p.*, ts_rank(p.search_document, ${searchQuery})::float8 as rank from property p
          where p.org_id = '${orgId}' and p.id in (select public.property_search_matches('${orgId}'::uuid, ${searchQuery}))
          order by rank desc, p.id desc limit 20) r`,
      ),
    },
  ];
}
