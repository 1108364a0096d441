import type { Orm } from '../src/db/orm.js';
import type { Actor } from '../src/domain/roles.js';
import { confirmBooking, createBooking } from '../src/services/portfolio/bookings.js';
import { serviceContextFor, withinTenantScope, type ServiceContext } from '../src/services/context.js';
import { issueInvoice } from '../src/services/rent/invoices.js';
import { createProperty } from '../src/services/portfolio/properties.js';
import { createUnit } from '../src/services/portfolio/units.js';

export interface DatasetSize {
  properties: number;
  units: number;
  bookings: number;
  invoices: number;
}

export interface Dataset {
  properties: string[];
  /** Every invoice with the tenant who may pay it, in the order they were issued. */
  invoices: { id: string; tenantUserId: string }[];
}

/** Rows written per transaction: one service call per row, their own transactions nested as savepoints. */
const BATCH = 250;
/**
 * Transactions in flight at once while seeding: one. Every service call but createProperty writes an
 * event, and an org's event-writing transactions queue on its event counter until they commit
 * (docs/events.md), so a second batch would only wait for the whole first one, on a loaded machine
 * past the statement timeout.
 */
const WORKERS = 1;
/** Bookings of a unit follow each other a year apart, so they never overlap. */
const BOOKING_MONTHS = 12;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Runs `write` for every item, BATCH items per transaction (one tenant scope,
 * like a request) and WORKERS transactions at a time.
 */
async function inBatches<T, R>(
  orm: Orm,
  actor: Actor,
  items: readonly T[],
  write: (ctx: ServiceContext, item: T, index: number) => Promise<R>,
  workers = WORKERS,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += BATCH;
      const ctx = serviceContextFor(orm, actor, 'UTC');
      await withinTenantScope(ctx, async (scoped) => {
        for (let index = start; index < Math.min(start + BATCH, items.length); index++) {
          results[index] = await write(scoped, items[index]!, index);
          // Each nested service transaction copies, flushes and merges back every entity the EntityManager holds:
          // left to grow, a batch costs quadratic time.
          scoped.em.clear();
        }
      });
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/**
 * A realistic portfolio written through the service functions, so every row
 * passes the same rules, locks and constraints as through the API: properties,
 * their units (spread evenly), bookings (a year each, one after the other per
 * unit, the first of each unit confirmed), and monthly invoices spread evenly
 * over the bookings. Tenants rotate through `tenants`.
 */
export async function seedDataset(
  orm: Orm,
  manager: Actor,
  tenants: readonly string[],
  size: DatasetSize,
  progress: (step: string, rows: number, ms: number) => void,
): Promise<Dataset> {
  const timed = async <R>(step: string, rows: number, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const result = await run();
    progress(step, rows, performance.now() - started);
    return result;
  };
  const range = (n: number) => Array.from({ length: n }, (_, index) => index);

  const properties = await timed('properties', size.properties, () =>
    inBatches(orm, manager, range(size.properties), async (ctx, p) =>
      (await createProperty(ctx, { name: `Résidence ${p + 1}`, type: p % 5 ? 'APARTMENT' : 'HOUSE', city: ['Douala', 'Yaoundé', 'Kribi'][p % 3]! })).id,
    ),
  );
  const units = await timed('units', size.units, () =>
    inBatches(orm, manager, range(size.units), async (ctx, u) => {
      // Consecutive units share a property, so concurrent batches rarely wait on one property's lock.
      const propertyId = properties[Math.floor((u * properties.length) / size.units)]!;
      const unit = await createUnit(ctx, propertyId, { label: `U${u}`, areaSqm: 40 + (u % 60), rentAmount: 100_000 + (u % 10) * 25_000, rentCurrency: 'XAF' });
      return unit.id;
    }),
  );
  const bookings = await timed('bookings', size.bookings, () =>
    inBatches(orm, manager, range(size.bookings), async (ctx, b) => {
      const round = Math.floor(b / units.length);
      const startDate = monthStart(2024 + round, 0);
      const booking = await createBooking(ctx, {
        unitId: units[b % units.length]!,
        tenantUserId: tenants[b % tenants.length]!,
        startDate,
        endDate: monthStart(2024 + round, BOOKING_MONTHS),
      });
      if (round === 0) await confirmBooking(ctx, booking.id);
      return { id: booking.id, startDate, tenantUserId: booking.tenantUserId };
    }, units.length >= WORKERS * BATCH ? WORKERS : 1), // batches in flight must lock distinct units, or they could deadlock
  );
  const invoices = await timed('invoices', size.invoices, () =>
    inBatches(orm, manager, range(size.invoices), async (ctx, i) => {
      const booking = bookings[i % bookings.length]!;
      const month = Math.floor(i / bookings.length) % BOOKING_MONTHS;
      const periodStart = monthStart(Number(booking.startDate.slice(0, 4)), month);
      const invoice = await issueInvoice(ctx, {
        bookingId: booking.id,
        periodStart,
        periodEnd: monthStart(Number(booking.startDate.slice(0, 4)), month + 1),
        dueDate: addDays(periodStart, 5),
        tvaBasisPoints: 1925,
      });
      return { id: invoice.id, tenantUserId: booking.tenantUserId };
    }),
  );
  return { properties, invoices };
}
