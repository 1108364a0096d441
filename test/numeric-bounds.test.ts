import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ExecutionResult, getNamedType, isInputObjectType, isObjectType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../src/graphql/connection.js';
import { schema } from '../src/graphql/schema.js';
import { MAX_TARGET_HOURS } from '../src/domain/maintenance/service-levels.js';
import { REPORT_MAX_LINES } from '../src/domain/rent/reports.js';
import { SEARCH_LIMITS } from '../src/services/portfolio/search.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { CreateBookingDoc, CreateKycDoc, createProperty, createUnit } from './helpers/fixtures.js';

/**
 * Every numeric input of the schema has a documented range: a value just
 * below it and one just above it are each answered VALIDATION_FAILED naming
 * the field, on GraphQL and on the REST routes that take the field, and the
 * bounds themselves pass.
 */

const MEDIA_MAX_BYTES = 1000;
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

let t: TestApp;
let manager: Caller;
let owner: Caller;
let admin: Caller;
const ids = { property: '', unit: '', booking: '', endpoint: '', record: '', request: '' };

beforeAll(async () => {
  t = await startTestApp({ MEDIA_MAX_BYTES: String(MEDIA_MAX_BYTES), WEBHOOK_DELIVERY_ENABLED: 'false' });
  const cast = await t.cast();
  ({ manager, owner } = cast);
  admin = await t.caller(['ADMIN', 'OWNER'], { orgId: owner.orgId });
  ids.property = await createProperty(t, owner);
  ids.unit = await createUnit(t, owner, ids.property);
  const booking = await t.graphql(CreateBookingDoc, { input: { unitId: ids.unit, tenantUserId: cast.tenant.userId, startDate: '2040-01-01', endDate: '2040-02-01' } }, manager);
  ids.booking = booking.data!.createBooking.id;
  const endpoint = await send('mutation { createWebhookEndpoint(input: {url: "http://93.184.216.34/hooks"}) { endpoint { id } } }', {}, manager);
  ids.endpoint = (endpoint.data as { createWebhookEndpoint: { endpoint: { id: string } } }).createWebhookEndpoint.endpoint.id;
  ids.record = (await t.graphql(CreateKycDoc, {}, admin)).data!.createOwnerKyc.id;
  const opened = await send(
    'mutation($unitId: UUID!) { openMaintenanceRequest(input: {unitId: $unitId, category: PLUMBING, description: "A leaking tap", urgency: LOW}) { id } }',
    { unitId: ids.unit },
    manager,
  );
  ids.request = (opened.data as { openMaintenanceRequest: { id: string } }).openMaintenanceRequest.id;
});
afterAll(() => t.close());

const send = (text: string, variables: Record<string, unknown>, caller: Caller) =>
  t.graphql(parse(text) as TypedDocumentNode<unknown, Record<string, unknown>>, variables, caller);

/** The input paths an answer names: its rule issues, and the paths graphql-js names in its type errors. */
function pathsNamed({ errors = [] }: ExecutionResult<unknown>): string[] {
  return errors.flatMap((error) => {
    const issues = (error.extensions?.errors ?? []) as { path: string }[];
    if (issues.length) return issues.map((issue) => issue.path);
    return [/ at "([^"]+)"/.exec(error.message)?.[1] ?? /^Variable "\$(\w+)"/.exec(error.message)?.[1] ?? error.message];
  });
}

interface NumericInput {
  /** `Type.field` of an input object, `Type.field(argument)` of an argument. */
  name: string;
  min: number;
  max: number;
  /** How far past a bound the refused values are: 1, or less for a Float. */
  step?: number;
  /** The operation giving `$value` to the input, and who sends it. */
  text: string;
  variables?: (value: number) => Record<string, unknown>;
  caller?: () => Caller;
  /** The path the refusal names. */
  path: string;
}

const input = (type: string, field: string, min: number, max: number, mutation: string, rest: string, step = 1): NumericInput => ({
  name: `${type}.${field}`,
  min,
  max,
  step,
  text: `mutation($input: ${type}!) { ${mutation} }`,
  variables: (value) => ({ input: JSON.parse(rest.replace('$value', String(value))) }),
  path: `input.${field}`,
});

const connections: [string, string, () => Record<string, unknown>, () => Caller][] = [
  ['Query.properties', 'query($value: Int) { properties(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['Query.bookings', 'query($value: Int) { bookings(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['Query.invoices', 'query($value: Int) { invoices(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['Query.myKyc', 'query($value: Int) { myKyc(FIRST: $value) { edges { cursor } } }', () => ({}), () => admin],
  ['Query.verificationQueue', 'query($value: Int) { verificationQueue(FIRST: $value) { edges { cursor } } }', () => ({}), () => admin],
  ['Property.units', 'query($value: Int, $id: UUID!) { property(id: $id) { units(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.property }), () => owner],
  ['Property.verificationRecords', 'query($value: Int, $id: UUID!) { property(id: $id) { verificationRecords(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.property }), () => owner],
  ['Unit.bookings', 'query($value: Int, $id: UUID!) { unit(id: $id) { bookings(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.unit }), () => manager],
  ['Booking.invoices', 'query($value: Int, $id: UUID!) { booking(id: $id) { invoices(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.booking }), () => manager],
  ['VerificationRecord.history', 'query($value: Int, $id: UUID!) { verificationRecord(id: $id) { history(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.record }), () => admin],
  ['Query.webhookEndpoints', 'query($value: Int) { webhookEndpoints(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['Query.people', 'query($value: Int) { people(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['Query.maintenanceRequests', 'query($value: Int) { maintenanceRequests(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['MaintenanceRequest.comments', 'query($value: Int, $id: ID!) { node(id: $id) { ... on MaintenanceRequest { comments(FIRST: $value) { edges { cursor } } } } }', () => ({ id: ids.request }), () => manager],
  ['Query.notifications', 'query($value: Int) { notifications(FIRST: $value) { edges { cursor } } }', () => ({}), () => manager],
  ['WebhookEndpoint.deliveries', 'query($value: Int, $id: UUID!) { webhookEndpoint(id: $id) { deliveries(FIRST: $value) { edges { cursor } } } }', () => ({ id: ids.endpoint }), () => manager],
];

const uuid = randomUUID();
const numericInputs: NumericInput[] = [
  ...(
    [
      ['dueDay', 1, 28],
      ['paymentTermsDays', 0, 366],
      ['tvaBasisPoints', 0, 10_000],
    ] as const
  ).map(([field, min, max]) => {
    const rest = field === 'tvaBasisPoints' ? '"dueDay": 1, ' : '';
    return input('BillingPlanInput', field, min, max, `setBillingPlan(bookingId: "${uuid}", input: $input) { cycle }`, `{ "cycle": "MONTHLY", ${rest}"${field}": $value }`);
  }),
  ...(
    [
      ['defaultTvaBasisPoints', 0, 10_000],
      ['invoiceLeadDays', 0, 366],
      ['lateFeeBasisPoints', 0, 10_000],
      ['lateFeeGraceDays', 0, 366],
      ['lateFeeCapAmount', 0, MAX_AMOUNT],
      ['lateFeeFlatAmount', 0, MAX_AMOUNT],
      ['reminderDaysBeforeDue', 0, 366],
      ['leaseEndingNoticeDays', 0, 366],
      ['managementFeeBasisPoints', 0, 10_000],
      ['managementFeeTvaBasisPoints', 0, 10_000],
    ] as const
  ).map(([field, min, max]) => input('BillingPolicyInput', field, min, max, 'updateBillingPolicy(input: $input) { invoiceLeadDays }', `{ "${field}": $value }`)),
  ...(['rentAmount', 'depositAmount'] as const).map((field) =>
    input(
      'CreateBookingInput',
      field,
      0,
      MAX_AMOUNT,
      'createBooking(input: $input) { id }',
      `{ "unitId": "${uuid}", "tenantUserId": "${uuid}", "startDate": "2041-01-01", "endDate": "2041-02-01", "${field}": $value, "${field.replace('Amount', 'Currency')}": "XAF" }`,
    ),
  ),
  input(
    'CreateMediaObjectInput',
    'sizeBytes',
    1,
    MEDIA_MAX_BYTES,
    'createMediaObject(input: $input) { uploadUrl }',
    `{ "filename": "a.pdf", "contentType": "application/pdf", "ownerId": "${uuid}", "ownerType": "USER", "kind": "DOCUMENT", "sizeBytes": $value }`,
  ),
  input('CreatePropertyInput', 'latitude', -90, 90, 'createProperty(input: $input) { id }', '{ "name": "Bounds", "type": "HOUSE", "latitude": $value }', 0.000001),
  input('CreatePropertyInput', 'longitude', -180, 180, 'createProperty(input: $input) { id }', '{ "name": "Bounds", "type": "HOUSE", "longitude": $value }', 0.000001),
  ...(
    [
      ['latitude', -90, 90],
      ['longitude', -180, 180],
      ['radiusKm', 0.000001, SEARCH_LIMITS.maxRadiusKm],
    ] as const
  ).map(([field, min, max]): NumericInput => ({
    name: `NearInput.${field}`,
    min,
    max,
    step: 0.000001,
    text: 'query($near: NearInput) { properties(near: $near) { edges { cursor } } }',
    variables: (value) => ({ near: { latitude: 4, longitude: 9.7, radiusKm: 5, [field]: value } }),
    path: `near.${field}`,
  })),
  ...(
    [
      ['areaSqm', 1, 1_000_000],
      ['bathrooms', 0, 1000],
      ['bedrooms', 0, 1000],
      ['rentAmount', 0, MAX_AMOUNT],
    ] as const
  ).map(([field, min, max]) =>
    input('CreateUnitInput', field, min, max, `createUnit(propertyId: "${uuid}", input: $input) { id }`, `{ "label": "B1", "rentCurrency": "XAF", "${field}": $value }`),
  ),
  ...(
    [
      ['netAmount', 0, MAX_AMOUNT],
      ['tvaBasisPoints', 0, 10_000],
    ] as const
  ).map(([field, min, max]) =>
    input(
      'IssueInvoiceInput',
      field,
      min,
      max,
      'issueInvoice(input: $input) { id }',
      `{ "bookingId": "${uuid}", "periodStart": "2041-01-01", "periodEnd": "2041-02-01", "dueDate": "2041-01-05", "${field}": $value }`,
    ),
  ),
  input(
    'RecordOwnerPayoutInput',
    'amount',
    1,
    MAX_AMOUNT,
    'recordOwnerPayout(input: $input) { id }',
    `{ "ownerUserId": "${uuid}", "currency": "XAF", "paidOn": "2040-01-01", "amount": $value }`,
  ),
  input('CompleteMaintenanceInput', 'cost', 0, MAX_AMOUNT, `completeMaintenanceRequest(id: "${uuid}", input: $input) { id }`, '{ "chargeTo": "OWNER", "cost": $value }'),
  ...(['responseHours', 'completionHours'] as const).map((field) =>
    input(
      'MaintenanceServiceLevelInput',
      field,
      1,
      MAX_TARGET_HOURS,
      'setMaintenanceServiceLevel(input: $input) { urgency }',
      `{ "urgency": "LOW", "responseHours": ${field === 'responseHours' ? '$value' : '1'}, "completionHours": ${field === 'completionHours' ? '$value' : String(MAX_TARGET_HOURS)} }`,
    ),
  ),
  // At most the invoice's balance (payments.test.ts); here the most any amount can be.
  input('RecordPaymentInput', 'amount', 1, MAX_AMOUNT, `recordPayment(invoiceId: "${uuid}", input: $input) { id }`, '{ "method": "CASH", "receivedOn": "2040-01-01", "amount": $value }'),
  {
    name: 'Mutation.rotateWebhookSecret(graceHours)',
    min: 0,
    max: 168,
    text: 'mutation($value: Int, $id: UUID!) { rotateWebhookSecret(id: $id, graceHours: $value) { secret } }',
    variables: (value) => ({ value, id: ids.endpoint }),
    path: 'graceHours',
  },
  ...(
    [
      ['rentRoll', 'rentRoll(asOf: "2026-01-01", first: $value)'],
      ['arrearsReport', 'arrearsReport(asOf: "2026-01-01", first: $value)'],
      ['maintenanceReport', 'maintenanceReport(first: $value)'],
    ] as const
  ).map(([report, field]): NumericInput => ({
    name: `Query.${report}(first)`,
    min: 1,
    max: REPORT_MAX_LINES,
    text: `query($value: Int) { ${field} { lineCount } }`,
    path: 'first',
  })),
  ...connections.flatMap(([name, text, variables, caller]) =>
    ['first', 'last'].map((argument) => ({
      name: `${name}(${argument})`,
      min: 0,
      max: PAGE_SIZE.maxSize,
      text: text.replace('FIRST', argument),
      variables: (value: number) => ({ value, ...variables() }),
      caller,
      path: argument,
    })),
  ),
];

const OPERATOR_FILTERS = new Set(['AmountFilter', 'IntFilter', 'FloatFilter']);

describe('numeric inputs', () => {
  it('the table holds every Int, Float and SafeInt input of the schema', () => {
    const numeric = new Set(['Int', 'Float', 'SafeInt']);
    const found: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      // A list filter's operator values (AmountFilter.gte, IntFilter.in, ...) are compared, never stored: their scalar bounds them.
      if (isInputObjectType(type) && !OPERATOR_FILTERS.has(type.name)) {
        for (const field of Object.values(type.getFields())) if (numeric.has(getNamedType(field.type).name)) found.push(`${type.name}.${field.name}`);
      } else if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) if (numeric.has(getNamedType(arg.type).name)) found.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(numericInputs.map((entry) => entry.name).sort()).toEqual(found.sort());
  });

  it('each documents its range in its description', () => {
    const undocumented = numericInputs.filter(({ name }) => {
      const [, type, field, arg] = /^(\w+)\.(\w+)(?:\((\w+)\))?$/.exec(name)!;
      const holder = schema.getType(type!) as { getFields(): Record<string, { description?: string | null; args?: readonly { name: string; description?: string | null }[] }> };
      const described = arg ? holder.getFields()[field!]!.args!.find((entry) => entry.name === arg) : holder.getFields()[field!];
      return !/\d/.test(described?.description ?? '');
    });
    expect(undocumented.map((entry) => entry.name)).toEqual([]);
  });

  for (const entry of numericInputs) {
    const step = entry.step ?? 1;
    it(`${entry.name}: ${entry.min} to ${entry.max}; one step outside is refused naming ${entry.path}`, async () => {
      const answer = (value: number) => send(entry.text, entry.variables?.(value) ?? { value }, (entry.caller ?? (() => manager))());
      for (const value of [entry.min - step, entry.max + step]) {
        const refused = await answer(value);
        expect(refused.errors?.[0]?.extensions?.code, `${value}: ${JSON.stringify(refused.errors)}`).toBe('VALIDATION_FAILED');
        expect(pathsNamed(refused), String(value)).toContain(entry.path);
      }
      // The bounds themselves pass the field's check (the operation may still be refused for another reason).
      for (const value of [entry.min, entry.max]) expect(pathsNamed(await answer(value)), String(value)).not.toContain(entry.path);
    });
  }
});

describe('numeric inputs on REST', () => {
  const units = (field: string, value: number) => t.rest('POST', `/properties/${ids.property}/units`, {
      caller: owner,
      body: { label: `${field} ${value}`, [field]: value, ...(field === 'rentAmount' ? { rentCurrency: 'XAF' } : {}) },
    });
  const media = (value: number) =>
    t.rest('POST', '/media', { caller: owner, body: { filename: 'a.pdf', contentType: 'application/pdf', ownerId: owner.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: value } });
  const rows: [string, number, number, (value: number) => ReturnType<TestApp['rest']>, string][] = [
    ['POST /properties/{id}/units areaSqm', 1, 1_000_000, (value) => units('areaSqm', value), 'areaSqm'],
    ['POST /properties/{id}/units bathrooms', 0, 1000, (value) => units('bathrooms', value), 'bathrooms'],
    ['POST /properties/{id}/units bedrooms', 0, 1000, (value) => units('bedrooms', value), 'bedrooms'],
    ['POST /properties/{id}/units rentAmount', 0, MAX_AMOUNT, (value) => units('rentAmount', value), 'rentAmount'],
    ['POST /media sizeBytes', 1, MEDIA_MAX_BYTES, media, 'sizeBytes'],
    ['GET /bookings limit', 1, PAGE_SIZE.maxSize, (value) => t.rest('GET', `/bookings?limit=${value}`, { caller: manager }), 'limit'],
    ['GET /admin/verification/queue limit', 1, PAGE_SIZE.maxSize, (value) => t.rest('GET', `/admin/verification/queue?limit=${value}`, { caller: admin }), 'limit'],
    ['GET /verification/kyc/mine limit', 1, PAGE_SIZE.maxSize, (value) => t.rest('GET', `/verification/kyc/mine?limit=${value}`, { caller: admin }), 'limit'],
  ];
  for (const [name, min, max, request, path] of rows) {
    it(`${name}: ${min} to ${max}; one outside is refused naming ${path}`, async () => {
      for (const value of [min - 1, max + 1]) {
        const problem = expectProblem(await request(value), 400, 'VALIDATION_FAILED');
        expect((problem.errors as { path: string }[]).map((issue) => issue.path), String(value)).toContain(path);
      }
      for (const value of [min, max]) {
        const response = await request(value);
        expect(response.statusCode, `${value}: ${response.body}`).toBeLessThan(300);
      }
    });
  }
});
