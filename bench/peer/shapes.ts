/**
 * The query shapes of the side-by-side comparison, each written three times
 * for the same data: for the project (GraphQL or REST), for PostGraphile
 * (GraphQL over its introspected schema, fields aliased to the project's
 * names so the answers compare), and for the floor (one SQL statement building
 * the JSON). Every list is in id order on every side.
 */
import { print } from 'graphql';
import { routes } from '../../src/rest/routes.js';

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
    // The project answers an ISSUED invoice past due as OVERDUE; the floor does too. PostGraphile answers the stored status.
    fields: {
      id: 'r.id',
      status: `case when r.status = 'ISSUED' and r.due_date < current_date then 'OVERDUE' else r.status end`,
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
  const overdue = { status: `case when r.status = 'ISSUED' and r.due_date < current_date then 'OVERDUE' else r.status end` };
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
