import type { FastifyInstance } from 'fastify';
import type { Knex } from '@mikro-orm/knex';
import type { Orm } from '../src/db/orm.js';
import { tenantScopeStatements } from '../src/services/context.js';

/** The portfolio the benchmark asks for: page sizes of each level. */
export const PORTFOLIO_PAGES = { properties: 20, units: 10, bookings: 10, invoices: 10 };

/** The nested portfolio query of workload (a); the baseline answers the same JSON. */
export const PORTFOLIO_QUERY = `query BenchPortfolio {
  properties(first: ${PORTFOLIO_PAGES.properties}) { edges { node { id name status city
    units(first: ${PORTFOLIO_PAGES.units}) { edges { node { id label status rentAmount rentCurrency
      bookings(first: ${PORTFOLIO_PAGES.bookings}) { edges { node { id startDate endDate status rentAmount
        invoices(first: ${PORTFOLIO_PAGES.invoices}) { edges { node { id status grossAmount currency dueDate } } }
      } } }
    } } }
  } } }
}`;

type Row = Record<string, unknown> & { id: string };

/** Children of many parents: one LATERAL page per parent, as the service's own batched edges. */
function childRows(trx: Knex.Transaction, orgId: string, table: string, parentColumn: string, columns: string, parentIds: string[], limit: number) {
  // The org as a constant, as the service sends it: on Citus that routes the statement to one shard group.
  return trx
    .raw(
      `select c.* from unnest(?::uuid[]) as p(id)
       cross join lateral (select ${parentColumn} as parent, ${columns} from ${table} c
                           where c.org_id = ?::uuid and c.${parentColumn} = p.id order by c.id limit ?) c`,
      [`{${parentIds.join(',')}}`, orgId, limit],
    )
    .then((result: { rows: (Row & { parent: string })[] }) => result.rows);
}

const edgesOf = (rows: Row[]) => ({ edges: rows.map((node) => ({ node })) });

/** Groups child rows under their parents as `{ edges: [{ node }] }`, dropping the grouping column. */
function attach(parents: Row[], children: (Row & { parent: string })[], field: string): void {
  const byParent = new Map<string, Row[]>(parents.map((parent) => [parent.id, []]));
  for (const { parent, ...child } of children) byParent.get(parent)!.push(child as Row);
  for (const parent of parents) parent[field] = edgesOf(byParent.get(parent.id)!);
}

/**
 * The same portfolio by hand: four SQL statements in one transaction under the
 * same row-level security as a request (role and org set first), over the
 * ORM's own pool, no GraphQL, no ORM hydration, no token check. Amounts come
 * as numbers and dates as YYYY-MM-DD, and an ISSUED invoice past due reads
 * OVERDUE, exactly as the API answers.
 */
export async function baselinePortfolio(orm: Orm, orgId: string): Promise<unknown> {
  const knex = orm.em.getKnex();
  return knex.transaction(async (trx) => {
    await trx.raw(tenantScopeStatements(orgId));
    const properties: Row[] = (
      await trx.raw('select id, name, status, city from property where org_id = ?::uuid order by id limit ?', [orgId, PORTFOLIO_PAGES.properties])
    ).rows;
    const units = await childRows(
      trx, orgId, 'unit', 'property_id', 'c.id, c.label, c.status, c.rent_amount::float8 as "rentAmount", c.rent_currency as "rentCurrency"',
      properties.map((row) => row.id), PORTFOLIO_PAGES.units,
    );
    const bookings = await childRows(
      trx, orgId, 'booking', 'unit_id', `c.id, to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate", c.status, c.rent_amount::float8 as "rentAmount"`,
      units.map((row) => row.id), PORTFOLIO_PAGES.bookings,
    );
    const invoices = await childRows(
      trx, orgId, 'invoice', 'booking_id',
      `c.id, case when c.status = 'ISSUED' and c.due_date < current_date then 'OVERDUE' else c.status end as status,
       c.gross_amount::float8 as "grossAmount", c.currency, to_char(c.due_date, 'YYYY-MM-DD') as "dueDate"`,
      bookings.map((row) => row.id), PORTFOLIO_PAGES.invoices,
    );
    attach(bookings, invoices, 'invoices');
    attach(units, bookings, 'bookings');
    attach(properties, units, 'units');
    return { data: { properties: edgesOf(properties) } };
  });
}

/** Serves the baseline on the benchmark's own app (never the product's): GET /bench/baseline/portfolio. */
export function registerBaseline(app: FastifyInstance, orm: Orm, orgId: string): void {
  app.get('/bench/baseline/portfolio', async () => baselinePortfolio(orm, orgId));
}
