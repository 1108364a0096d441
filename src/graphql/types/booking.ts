import type { Booking } from '../../db/entities/booking.js';
import type { Unit } from '../../db/entities/unit.js';
import { assertBookingPeriod, bookingStatuses } from '../../domain/portfolio/booking.js';
import {
  bookingFields,
  bookingsOfUnits,
  cancelBooking,
  confirmBooking,
  createBooking,
  extendBooking,
  listBookings,
  submitBooking,
  terminateBooking,
  unitsOfBookings,
} from '../../services/portfolio/bookings.js';
import { bookingsByIds, readableBooking } from '../../services/readable.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { NodeRef } from './node.js';
import { childListing, connectionOf, loaderFor, NESTED_PAGES, reads, TOP_PAGES } from '../connection.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { UnitRef } from './unit.js';
import { amount, AMOUNT_RULE, currencyCode, inputRules, period, together } from './validators.js';

export const BookingStatus = builder.enumType('BookingStatus', { values: bookingStatuses });

export const BookingRef = builder.loadableObjectRef<Booking, string>('Booking', {
  load: (ids, ctx) => bookingsByIds(ctx.service(), ids),
  sort: (booking) => booking.id,
});
/** One connection type per node type: every list of bookings answers BookingConnection, so one fragment serves them all. */
export const BookingConnection = builder.connectionObject(
  { type: BookingRef, name: 'BookingConnection', description: 'A page of bookings, with its cursors and the size of the whole list.' },
  { name: 'BookingEdge', description: 'A booking in a page, with its cursor.' },
);

BookingRef.implement({
  interfaces: [NodeRef],
  description: 'A unit let to a tenant over [startDate, endDate).',
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    unitId: t.expose('unitId', { type: 'UUID' }),
    tenantUserId: t.expose('tenantUserId', { type: 'UUID' }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date', description: 'First day no longer covered (the range is half-open).' }),
    rentAmount: t.expose('rentAmount', { type: 'SafeInt' }),
    rentCurrency: t.exposeString('rentCurrency'),
    depositAmount: t.expose('depositAmount', { type: 'SafeInt', nullable: true }),
    depositCurrency: t.exposeString('depositCurrency', { nullable: true }),
    status: t.expose('status', { type: BookingStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
    terminatedAt: t.expose('terminatedAt', { type: 'DateTime', nullable: true }),
    unit: t.field({
      type: UnitRef,
      extensions: reads<Booking>('unitId'),
      resolve: (booking, _, ctx) =>
        loaderFor<Unit>(ctx, 'Booking.unit', (ids) => unitsOfBookings(ctx.service(), ids)).load(booking.unitId),
    }),
  }),
});

const bookingQuery = listQueryInputs('Booking', bookingFields, {
  enums: { status: BookingStatus },
  equality: {
    status: { type: BookingStatus },
    tenantUserId: { type: 'UUID', description: 'Tenants may give only their own id.' },
    unitId: { type: 'UUID' },
  },
});

builder.objectField(UnitRef, 'bookings', (t) =>
  t.connection({
    type: BookingRef,
    description: `Bookings of the unit the caller may see, oldest first unless orderBy says otherwise. ${NESTED_PAGES}`,
    extensions: reads<Unit>('id'),
    args: { status: t.arg({ type: BookingStatus }), filter: t.arg({ type: bookingQuery.Filter }), orderBy: t.arg({ type: [bookingQuery.Order], description: ORDER_BY }) },
    resolve: (unit, args, ctx, info) => {
      const query = bookingQuery.queryOf(args, { status: args.status });
      return connectionOf(args, childListing(ctx, info, `Unit.bookings:${JSON.stringify(query)}`, unit.id, () => bookingsOfUnits(ctx.service(), query)));
    },
  }, BookingConnection),
);

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    unitId: t.field({ type: 'UUID', required: true }),
    tenantUserId: t.field({ type: 'UUID', required: true }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date', required: true, description: 'After startDate; the booking covers [startDate, endDate).' }),
    rentAmount: t.field({ type: 'SafeInt', description: `${AMOUNT_RULE} Defaults, with rentCurrency, to the unit's rent.` }),
    rentCurrency: t.string(),
    depositAmount: t.field({ type: 'SafeInt', description: AMOUNT_RULE }),
    depositCurrency: t.string(),
    draft: t.boolean({ description: 'Create a DRAFT (submitted later) instead of a PENDING booking.' }),
  }),
  validate: inputRules(
    { rentAmount: amount, rentCurrency: currencyCode, depositAmount: amount, depositCurrency: currencyCode },
    together('rentAmount', 'rentCurrency'),
    together('depositAmount', 'depositCurrency'),
    period('startDate', 'endDate', assertBookingPeriod),
  ),
});

export const idArg = builder.args((t) => ({ id: t.field({ type: 'UUID', required: true }) }));

builder.queryFields((t) => ({
  booking: t.field({
    type: BookingRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: idArg,
    resolve: (_, { id }, ctx) => readableBooking(ctx.service(), id),
  }),
  bookings: t.connection({
    type: BookingRef,
    description: `Bookings the caller may see, oldest first unless orderBy says otherwise. ${TOP_PAGES}`,
    args: { filter: t.arg({ type: bookingQuery.Filter }), orderBy: t.arg({ type: [bookingQuery.Order], description: ORDER_BY }) },
    resolve: (_, args, ctx, info) =>
      connectionOf(args, listBookings(ctx.service(), { ...bookingQuery.queryOf(args), tenantUserId: args.filter?.tenantUserId as string | null | undefined }), info),
  }, BookingConnection),
}));

builder.mutationFields((t) => ({
  createBooking: t.field({
    type: BookingRef,
    description: 'A PENDING booking (DRAFT when asked). Honours an Idempotency-Key header.',
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: (_, { input }, ctx) => createBooking(ctx.service(), input),
  }),
  submitBooking: t.field({
    type: BookingRef,
    description: 'DRAFT -> PENDING.',
    args: idArg,
    resolve: (_, { id }, ctx) => submitBooking(ctx.service(), id),
  }),
  confirmBooking: t.field({
    type: BookingRef,
    description: 'PENDING -> ACTIVE; the unit becomes OCCUPIED.',
    args: idArg,
    resolve: (_, { id }, ctx) => confirmBooking(ctx.service(), id),
  }),
  cancelBooking: t.field({
    type: BookingRef,
    description: 'DRAFT|PENDING -> CANCELLED.',
    args: idArg,
    resolve: (_, { id }, ctx) => cancelBooking(ctx.service(), id),
  }),
  extendBooking: t.field({
    type: BookingRef,
    description: 'A PENDING or ACTIVE booking gets a later end date, unless that overlaps another booking.',
    args: { id: t.arg({ type: 'UUID', required: true }), endDate: t.arg({ type: 'Date', required: true }) },
    resolve: (_, { id, endDate }, ctx) => extendBooking(ctx.service(), id, endDate),
  }),
  terminateBooking: t.field({
    type: BookingRef,
    description: 'ACTIVE -> TERMINATED; frees the unit and cancels open invoices of periods starting after today.',
    args: idArg,
    resolve: (_, { id }, ctx) => terminateBooking(ctx.service(), id),
  }),
}));
