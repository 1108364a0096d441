import { createContextCache } from '@pothos/core';
import { z } from 'zod';
import type { MaintenanceComment, MaintenanceRequest } from '../../db/entities/maintenance.js';
import type { Unit } from '../../db/entities/unit.js';
import {
  MAINTENANCE_LIMITS,
  maintenanceCategories,
  maintenanceChargeTargets,
  maintenanceStatuses,
  maintenanceUrgencies,
} from '../../domain/maintenance/requests.js';
import {
  completionOverdue,
  defaultServiceLevels,
  maintenanceAgeBuckets,
  MAX_TARGET_HOURS,
  responseOverdue,
} from '../../domain/maintenance/service-levels.js';
import { E164, phoneDigits } from '../../domain/people/people.js';
import { commentOnMaintenanceRequest, commentsOfRequests } from '../../services/maintenance/comments.js';
import {
  acceptMaintenanceRequest,
  cancelMaintenanceRequest,
  completeMaintenanceRequest,
  invoiceIdsOfRequests,
  listMaintenanceRequests,
  maintenanceRequestFields,
  maintenanceRequestsByIds,
  MAINTENANCE_INVOICE_TERMS_DAYS,
  openMaintenanceRequest,
  readableMaintenanceRequest,
  rejectMaintenanceRequest,
  scheduleMaintenanceRequest,
  startMaintenanceRequest,
  unitsOfRequests,
} from '../../services/maintenance/requests.js';
import {
  maintenanceReport,
  type MaintenanceReport,
  type MaintenanceReportLine,
  maintenanceServiceLevels,
  type ServiceLevel,
  setMaintenanceServiceLevel,
} from '../../services/maintenance/service-levels.js';
import { REPORT_MAX_LINES } from '../../domain/rent/reports.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { childListing, connectionOf, keyAfter, loaderFor, NESTED_PAGES, pageInfoOf, reads, TOP_PAGES } from '../connection.js';
import { REPORT_LINES, REPORT_PAGE_INFO, reportPageArgs } from './reports.js';
import type { GraphQLContext } from '../context.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { idArg } from './booking.js';
import { InvoiceRef } from './invoice.js';
import { MediaObjectRef } from './media.js';
import { NodeRef } from './node.js';
import { UnitRef } from './unit.js';
import { longTextCost } from '../limits.js';
import { amount, AMOUNT_RULE, count, currencyCode, inputRules, requiredText } from './validators.js';

const MaintenanceCategory = builder.enumType('MaintenanceCategory', { values: maintenanceCategories });
const MaintenanceUrgency = builder.enumType('MaintenanceUrgency', {
  values: maintenanceUrgencies,
  description: 'How soon it must be answered and done: the org’s service levels give each urgency its targets.',
});
const MaintenanceStatus = builder.enumType('MaintenanceStatus', {
  values: maintenanceStatuses,
  description: 'OPEN -> ACCEPTED -> SCHEDULED -> IN_PROGRESS -> DONE; OPEN -> REJECTED (with a reason) or CANCELLED (by whoever opened it).',
});
const MaintenanceChargeTo = builder.enumType('MaintenanceChargeTo', {
  values: maintenanceChargeTargets,
  description: 'Who pays for the work: the OWNER (on their statement) or the TENANT (a MAINTENANCE invoice).',
});
const MaintenanceAgeBucket = builder.enumType('MaintenanceAgeBucket', {
  values: maintenanceAgeBuckets,
  description: 'Days since a request was opened: under 1, 1 to 7, 8 to 30, over 30.',
});

/** Now once per request: every request of one answer is judged overdue against the same time. */
const requestNow = createContextCache((_: GraphQLContext) => new Date());

export const MaintenanceRequestRef = builder.loadableObjectRef<MaintenanceRequest, string>('MaintenanceRequest', {
  load: (ids, ctx) => maintenanceRequestsByIds(ctx.service(), ids),
  sort: (request) => request.id,
});
const MaintenanceRequestConnection = builder.connectionObject(
  { type: MaintenanceRequestRef, name: 'MaintenanceRequestConnection', description: 'A page of maintenance requests, with its cursors and the size of the whole list.' },
  { name: 'MaintenanceRequestEdge', description: 'A maintenance request in a page, with its cursor.' },
);

const MaintenanceCommentRef = builder.objectRef<MaintenanceComment>('MaintenanceComment').implement({
  description: 'A comment on a maintenance request, by anyone who may read it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    requestId: t.expose('requestId', { type: 'UUID' }),
    authorUserId: t.expose('authorUserId', { type: 'UUID' }),
    body: t.exposeString('body', { extensions: { cost: longTextCost(MAINTENANCE_LIMITS.comment) } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const MaintenanceCommentConnection = builder.connectionObject(
  { type: MaintenanceCommentRef, name: 'MaintenanceCommentConnection', description: 'A page of comments, with its cursors and the size of the whole list.' },
  { name: 'MaintenanceCommentEdge', description: 'A comment in a page, with its cursor.' },
);

MaintenanceRequestRef.implement({
  interfaces: [NodeRef],
  description:
    'Something to repair in a unit. Managers and admins see the org’s; an owner those of its properties; a tenant those it opened and those of the units it rents while the booking is live.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    propertyId: t.expose('propertyId', { type: 'UUID' }),
    unitId: t.expose('unitId', { type: 'UUID' }),
    openedBy: t.expose('openedBy', { type: 'UUID', description: 'The user who opened it: the only one who may cancel it.' }),
    category: t.expose('category', { type: MaintenanceCategory }),
    urgency: t.expose('urgency', { type: MaintenanceUrgency }),
    description: t.exposeString('description', { extensions: { cost: longTextCost(MAINTENANCE_LIMITS.description) } }),
    mediaIds: t.expose('mediaIds', { type: ['UUID'], description: 'Photos of the problem.' }),
    status: t.expose('status', { type: MaintenanceStatus }),
    rejectReason: t.exposeString('rejectReason', { nullable: true, description: 'Why a REJECTED request was rejected.' }),
    scheduledOn: t.expose('scheduledOn', { type: 'Date', nullable: true, description: 'The day the vendor comes, once SCHEDULED.' }),
    vendorPersonId: t.expose('vendorPersonId', { type: 'UUID', nullable: true, description: 'The vendor, when a person of the directory.' }),
    vendorName: t.exposeString('vendorName', { nullable: true, description: 'The vendor’s name (a person’s as it was when scheduled).' }),
    vendorPhone: t.exposeString('vendorPhone', { nullable: true }),
    cost: t.expose('cost', { type: 'SafeInt', nullable: true, description: 'What the work cost, net of TVA, once DONE.' }),
    costCurrency: t.exposeString('costCurrency', { nullable: true }),
    chargeTo: t.expose('chargeTo', { type: MaintenanceChargeTo, nullable: true }),
    openedAt: t.expose('openedAt', { type: 'DateTime' }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true, description: 'When it was accepted or rejected: its first response.' }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    responseDueAt: t.expose('responseDueAt', { type: 'DateTime', description: 'openedAt + the response target of its urgency when it was opened.' }),
    completionDueAt: t.expose('completionDueAt', { type: 'DateTime', description: 'openedAt + the completion target of its urgency when it was opened.' }),
    responseOverdue: t.boolean({
      description: 'Still OPEN after responseDueAt.',
      extensions: reads<MaintenanceRequest>('status', 'responseDueAt'),
      resolve: (request, _, ctx) => responseOverdue(request, requestNow(ctx)),
    }),
    completionOverdue: t.boolean({
      description: 'Not DONE, REJECTED or CANCELLED after completionDueAt.',
      extensions: reads<MaintenanceRequest>('status', 'completionDueAt'),
      resolve: (request, _, ctx) => completionOverdue(request, requestNow(ctx)),
    }),
    overdue: t.boolean({
      description: 'responseOverdue or completionOverdue.',
      extensions: reads<MaintenanceRequest>('status', 'responseDueAt', 'completionDueAt'),
      resolve: (request, _, ctx) => responseOverdue(request, requestNow(ctx)) || completionOverdue(request, requestNow(ctx)),
    }),
    unit: t.field({
      type: UnitRef,
      extensions: reads<MaintenanceRequest>('unitId'),
      resolve: (request, _, ctx) =>
        loaderFor<Unit>(ctx, 'MaintenanceRequest.unit', (ids) => unitsOfRequests(ctx.service(), ids)).load(request.unitId),
    }),
    media: t.field({
      type: [MediaObjectRef],
      nullable: { list: false, items: true },
      description: 'The photos, each null (with NOT_FOUND) when the caller may not read it.',
      extensions: reads<MaintenanceRequest>('mediaIds'),
      resolve: (request) => request.mediaIds,
    }),
    invoice: t.field({
      type: InvoiceRef,
      nullable: true,
      description: 'DONE and charged to the TENANT: the MAINTENANCE invoice of its cost.',
      extensions: reads<MaintenanceRequest>('id'),
      resolve: (request, _, ctx) =>
        loaderFor<string | null>(ctx, 'MaintenanceRequest.invoice', (ids) => invoiceIdsOfRequests(ctx.service(), ids)).load(request.id),
    }),
    comments: t.connection(
      {
        type: MaintenanceCommentRef,
        description: `Comments, oldest first. ${NESTED_PAGES}`,
        extensions: reads<MaintenanceRequest>('id'),
        resolve: (request, args, ctx, info) =>
          connectionOf(args, childListing(ctx, info, 'MaintenanceRequest.comments', request.id, () => commentsOfRequests(ctx.service()))),
      },
      MaintenanceCommentConnection,
    ),
  }),
});

const maintenanceQuery = listQueryInputs('MaintenanceRequest', maintenanceRequestFields, {
  enums: { status: MaintenanceStatus, category: MaintenanceCategory, urgency: MaintenanceUrgency },
});

const photoIds = z.array(z.string()).max(MAINTENANCE_LIMITS.photos).nullish();
const OpenMaintenanceRequestInput = builder.inputType('OpenMaintenanceRequestInput', {
  fields: (t) => ({
    unitId: t.field({ type: 'UUID', required: true }),
    category: t.field({ type: MaintenanceCategory, required: true }),
    description: t.string({ required: true, description: `What is wrong, 1 to ${MAINTENANCE_LIMITS.description} characters.` }),
    urgency: t.field({ type: MaintenanceUrgency, required: true }),
    mediaIds: t.field({ type: ['UUID'], description: `Photos: media objects the caller may read, at most ${MAINTENANCE_LIMITS.photos}.` }),
  }),
  validate: inputRules({ description: requiredText(MAINTENANCE_LIMITS.description), mediaIds: photoIds }),
});

const ScheduleMaintenanceInput = builder.inputType('ScheduleMaintenanceInput', {
  description: 'The day and the vendor: a person of the directory (vendorPersonId), or vendorName with vendorPhone.',
  fields: (t) => ({
    scheduledOn: t.field({ type: 'Date', required: true }),
    vendorPersonId: t.field({ type: 'UUID' }),
    vendorName: t.string({ description: `1 to ${MAINTENANCE_LIMITS.vendorName} characters.` }),
    vendorPhone: t.string({ description: 'International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped.' }),
  }),
  validate: inputRules({
    vendorName: requiredText(MAINTENANCE_LIMITS.vendorName).nullish(),
    vendorPhone: z.string().overwrite(phoneDigits).regex(E164, { message: 'Must be a phone number in international form: + then 7 to 15 digits.' }).nullish(),
  }),
});

const CompleteMaintenanceInput = builder.inputType('CompleteMaintenanceInput', {
  fields: (t) => ({
    cost: t.field({ type: 'SafeInt', required: true, description: `${AMOUNT_RULE} Net of TVA.` }),
    currency: t.string({ description: "Defaults to the currency of the unit's rent." }),
    chargeTo: t.field({
      type: MaintenanceChargeTo,
      required: true,
      description: `TENANT: a MAINTENANCE invoice of the cost with the org's default TVA, on the unit's live booking, due in ${MAINTENANCE_INVOICE_TERMS_DAYS} days.`,
    }),
  }),
  validate: inputRules({ cost: amount, currency: currencyCode }),
});

const targetHours = count(1, MAX_TARGET_HOURS);
const MaintenanceServiceLevelInput = builder.inputType('MaintenanceServiceLevelInput', {
  fields: (t) => ({
    urgency: t.field({ type: MaintenanceUrgency, required: true }),
    responseHours: t.int({ required: true, description: `1 to ${MAX_TARGET_HOURS}: hours from opening to acceptance or rejection.` }),
    completionHours: t.int({ required: true, description: `1 to ${MAX_TARGET_HOURS}, at least responseHours: hours from opening to DONE.` }),
  }),
  validate: inputRules({ responseHours: targetHours, completionHours: targetHours }),
});

const defaults = maintenanceUrgencies.map((urgency) => `${urgency} ${defaultServiceLevels[urgency].responseHours}h/${defaultServiceLevels[urgency].completionHours}h`).join(', ');
const MaintenanceServiceLevelRef = builder.objectRef<ServiceLevel>('MaintenanceServiceLevel').implement({
  description: `The targets of one urgency, in hours from opening. Defaults (response/completion): ${defaults}.`,
  fields: (t) => ({
    urgency: t.expose('urgency', { type: MaintenanceUrgency }),
    responseHours: t.exposeInt('responseHours'),
    completionHours: t.exposeInt('completionHours'),
  }),
});

const MaintenanceAgeCountRef = builder.objectRef<{ bucket: (typeof maintenanceAgeBuckets)[number]; count: number }>('MaintenanceAgeCount').implement({
  description: 'How many unfinished requests have been open for an age bucket.',
  fields: (t) => ({ bucket: t.expose('bucket', { type: MaintenanceAgeBucket }), count: t.exposeInt('count') }),
});

const MaintenanceReportLineRef = builder.objectRef<MaintenanceReportLine>('MaintenanceReportLine').implement({
  description: 'The unfinished requests of one property and urgency.',
  fields: (t) => ({
    propertyId: t.expose('propertyId', { type: 'UUID' }),
    propertyName: t.exposeString('propertyName'),
    urgency: t.expose('urgency', { type: MaintenanceUrgency }),
    open: t.exposeInt('open', { description: 'OPEN, ACCEPTED, SCHEDULED or IN_PROGRESS.' }),
    overdue: t.exposeInt('overdue'),
    byAge: t.field({
      type: [MaintenanceAgeCountRef],
      description: 'How many by days since opening, every bucket listed.',
      extensions: { listSize: maintenanceAgeBuckets.length },
      resolve: (line) => maintenanceAgeBuckets.map((bucket) => ({ bucket, count: line.byAge[bucket] })),
    }),
  }),
});

const MaintenanceReportRef = builder.objectRef<MaintenanceReport & { after?: string | null }>('MaintenanceReport').implement({
  description: 'Unfinished maintenance requests now, by property, urgency and age.',
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'DateTime' }),
    open: t.exposeInt('open', { description: 'Of the whole report, whichever page this is.' }),
    overdue: t.exposeInt('overdue', { description: 'Of the whole report, whichever page this is.' }),
    lines: t.expose('lines', {
      type: [MaintenanceReportLineRef],
      description: `By property name, the most urgent first within a property: the page asked for (first, after), or every line. ${REPORT_LINES}`,
      extensions: { listSize: REPORT_MAX_LINES },
    }),
    lineCount: t.exposeInt('lineCount', { description: 'Lines of the whole report, every page.' }),
    pageInfo: t.field({ type: builder.pageInfoRef(), description: REPORT_PAGE_INFO, resolve: (report) => pageInfoOf(report, report.after) }),
  }),
});

builder.queryFields((t) => ({
  maintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: idArg,
    resolve: (_, { id }, ctx) => readableMaintenanceRequest(ctx.service(), id),
  }),
  maintenanceRequests: t.connection(
    {
      type: MaintenanceRequestRef,
      description: `Maintenance requests the caller may see, oldest first unless orderBy says otherwise; \`filter: { description: { contains } }\` searches them. ${TOP_PAGES}`,
      args: {
        filter: t.arg({ type: maintenanceQuery.Filter }),
        orderBy: t.arg({ type: [maintenanceQuery.Order], description: ORDER_BY }),
        overdue: t.arg.boolean({ description: 'true: only overdue requests now; false: only those that are not.' }),
      },
      resolve: (_, args, ctx) => connectionOf(args, listMaintenanceRequests(ctx.service(), { ...maintenanceQuery.queryOf(args), overdue: args.overdue })),
    },
    MaintenanceRequestConnection,
  ),
  maintenanceServiceLevels: t.field({
    type: [MaintenanceServiceLevelRef],
    description: "The org's targets per urgency, most urgent last (the defaults where it has set none).",
    resolve: (_, __, ctx) => maintenanceServiceLevels(ctx.service()),
  }),
  maintenanceReport: t.field({
    type: MaintenanceReportRef,
    description: 'Unfinished requests by property, urgency and age, with the overdue ones counted. MANAGER or ADMIN (the org), OWNER (its properties).',
    extensions: { scansRecords: true },
    args: reportPageArgs(t),
    resolve: async (_, { first, after }, ctx) => ({ ...(await maintenanceReport(ctx.service(), { first, after: keyAfter(after) })), after }),
  }),
}));

builder.mutationFields((t) => ({
  openMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'An OPEN request on a unit, by a manager, the property’s owner, or a tenant with a live booking of the unit. Honours an Idempotency-Key header.',
    args: { input: t.arg({ type: OpenMaintenanceRequestInput, required: true }) },
    resolve: (_, { input }, ctx) => openMaintenanceRequest(ctx.service(), input),
  }),
  acceptMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'OPEN -> ACCEPTED. MANAGER or ADMIN.',
    args: idArg,
    resolve: (_, { id }, ctx) => acceptMaintenanceRequest(ctx.service(), id),
  }),
  rejectMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'OPEN -> REJECTED, keeping the reason. MANAGER or ADMIN.',
    args: { ...idArg, reason: t.arg({ type: 'String', required: true, validate: requiredText(MAINTENANCE_LIMITS.reason) }) },
    resolve: (_, { id, reason }, ctx) => rejectMaintenanceRequest(ctx.service(), id, reason),
  }),
  scheduleMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'ACCEPTED -> SCHEDULED, with the day and the vendor. MANAGER or ADMIN.',
    args: { ...idArg, input: t.arg({ type: ScheduleMaintenanceInput, required: true }) },
    resolve: (_, { id, input }, ctx) => scheduleMaintenanceRequest(ctx.service(), id, input),
  }),
  startMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'SCHEDULED -> IN_PROGRESS. MANAGER or ADMIN.',
    args: idArg,
    resolve: (_, { id }, ctx) => startMaintenanceRequest(ctx.service(), id),
  }),
  completeMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'IN_PROGRESS -> DONE, with the cost and who pays it (a cost charged to the TENANT is invoiced). MANAGER or ADMIN.',
    args: { ...idArg, input: t.arg({ type: CompleteMaintenanceInput, required: true }) },
    resolve: (_, { id, input }, ctx) => completeMaintenanceRequest(ctx.service(), id, input),
  }),
  cancelMaintenanceRequest: t.field({
    type: MaintenanceRequestRef,
    description: 'OPEN -> CANCELLED, by whoever opened it.',
    args: idArg,
    resolve: (_, { id }, ctx) => cancelMaintenanceRequest(ctx.service(), id),
  }),
  commentOnMaintenanceRequest: t.field({
    type: MaintenanceCommentRef,
    description: 'A comment on a request, by anyone who may read it.',
    args: { ...idArg, body: t.arg({ type: 'String', required: true, validate: requiredText(MAINTENANCE_LIMITS.comment) }) },
    resolve: (_, { id, body }, ctx) => commentOnMaintenanceRequest(ctx.service(), id, body),
  }),
  setMaintenanceServiceLevel: t.field({
    type: [MaintenanceServiceLevelRef],
    description: "Sets one urgency's targets; requests opened from now on are held to them. MANAGER or ADMIN. Answers every urgency's.",
    args: { input: t.arg({ type: MaintenanceServiceLevelInput, required: true }) },
    resolve: (_, { input }, ctx) => setMaintenanceServiceLevel(ctx.service(), input),
  }),
}));
