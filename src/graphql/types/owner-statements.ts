import { z } from 'zod';
import type { OwnerPayout } from '../../db/entities/owner-payout.js';
import { ownerStatementLineKinds } from '../../domain/rent/owner-statements.js';
import { STATEMENT_MAX_LINES } from '../../domain/rent/reports.js';
import {
  ownerStatement,
  type OwnerStatement,
  type OwnerStatementAccount,
  type OwnerStatementLine,
  recordOwnerPayout,
} from '../../services/rent/owner-statements.js';
import { builder } from '../builder.js';
import { currencyCode, inputRules, optionalText } from './validators.js';

const SIGNED = 'Signed minor units: positive is held for the owner, negative is taken off.';
const LINES = `At most ${STATEMENT_MAX_LINES} in a statement (VALIDATION_FAILED on input.to past that: ask for a shorter period).`;

const OwnerStatementLineKind = builder.enumType('OwnerStatementLineKind', {
  values: ownerStatementLineKinds,
  description:
    "RENT_COLLECTED: a payment on a rent or late-fee invoice of the owner's properties, on the day received; RENT_REVERSED: that payment taken back, on the day reversed; " +
    'MAINTENANCE_COST: a maintenance request charged to the owner, on the day completed; PAYOUT: money paid to the owner, on the day paid.',
});

const OwnerStatementLineRef = builder.objectRef<OwnerStatementLine>('OwnerStatementLine').implement({
  description: "One entry of an owner's statement: net = amount - managementFee - managementFeeTva.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    date: t.expose('date', { type: 'Date' }),
    kind: t.expose('kind', { type: OwnerStatementLineKind }),
    amount: t.expose('amount', { type: 'SafeInt', description: SIGNED }),
    managementFee: t.expose('managementFee', {
      type: 'SafeInt',
      description: "Rent lines: round_half_up(|amount| x the policy's managementFeeBasisPoints / 10000), with the amount's sign; 0 on other lines.",
    }),
    managementFeeTva: t.expose('managementFeeTva', { type: 'SafeInt', description: "The TVA on the fee, by the invoices' rule, with its sign." }),
    net: t.expose('net', { type: 'SafeInt', description: `What the line leaves the owner. ${SIGNED}` }),
    paymentId: t.expose('paymentId', { type: 'UUID', nullable: true, description: 'Rent lines: the payment.' }),
    invoiceId: t.expose('invoiceId', { type: 'UUID', nullable: true, description: 'Rent lines: the invoice it paid.' }),
    propertyId: t.expose('propertyId', { type: 'UUID', nullable: true, description: 'Rent and maintenance lines: the property.' }),
    propertyName: t.exposeString('propertyName', { nullable: true }),
    unitLabel: t.exposeString('unitLabel', { nullable: true }),
    tenantUserId: t.expose('tenantUserId', { type: 'UUID', nullable: true, description: 'Rent lines: the tenant who paid.' }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: "The tenant's name in the directory, when it knows them." }),
    maintenanceRequestId: t.expose('maintenanceRequestId', { type: 'UUID', nullable: true, description: 'MAINTENANCE_COST: the request.' }),
    payoutId: t.expose('payoutId', { type: 'UUID', nullable: true, description: 'PAYOUT: the payout.' }),
    reference: t.exposeString('reference', { nullable: true, description: "The payment's or the payout's reference." }),
  }),
});

const OwnerStatementAccountRef = builder.objectRef<OwnerStatementAccount>('OwnerStatementAccount').implement({
  description:
    "An owner's statement in one currency. Each total is the sum of its lines' column; closingBalance = openingBalance + rentCollected - managementFee - managementFeeTva + maintenanceCosts + payouts.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    openingBalance: t.expose('openingBalance', { type: 'SafeInt', description: `Due to the owner before the period starts (the sum of every earlier line's net). ${SIGNED}` }),
    rentCollected: t.expose('rentCollected', { type: 'SafeInt', description: 'Rent collected less reversals.' }),
    managementFee: t.expose('managementFee', { type: 'SafeInt', description: "The org's fee on the rent collected." }),
    managementFeeTva: t.expose('managementFeeTva', { type: 'SafeInt', description: 'The TVA on the fee.' }),
    maintenanceCosts: t.expose('maintenanceCosts', { type: 'SafeInt', description: 'Maintenance charged to the owner (0 or negative).' }),
    payouts: t.expose('payouts', { type: 'SafeInt', description: 'Paid to the owner (0 or negative).' }),
    closingBalance: t.expose('closingBalance', { type: 'SafeInt', description: `Due to the owner at the end of the period. ${SIGNED}` }),
    lines: t.expose('lines', {
      type: [OwnerStatementLineRef],
      description: `Oldest first; on one day collections, reversals, costs, then payouts. ${LINES}`,
      // Counted at its bound by the operation's cost (src/graphql/limits.ts): a statement is a costly operation.
      extensions: { listSize: STATEMENT_MAX_LINES },
    }),
  }),
});

const OwnerStatementRef = builder.objectRef<OwnerStatement>('OwnerStatement').implement({
  description: "What the org collected for an owner over [from, to), what it kept and what it paid out, one account per currency.",
  fields: (t) => ({
    ownerUserId: t.expose('ownerUserId', { type: 'UUID' }),
    ownerName: t.exposeString('ownerName', { nullable: true, description: "The owner's name in the directory; null when it knows no one for this user." }),
    ownerAddress: t.exposeStringList('ownerAddress', { description: "The owner's address lines in the directory, those known." }),
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date', description: 'The first day after the period (half-open).' }),
    managementFeeBasisPoints: t.exposeInt('managementFeeBasisPoints', { description: "The billing policy's fee rate the statement applies (its rate when read)." }),
    managementFeeTvaBasisPoints: t.exposeInt('managementFeeTvaBasisPoints', { description: "The billing policy's TVA rate on the fee." }),
    accounts: t.expose('accounts', { type: [OwnerStatementAccountRef], description: 'Currencies with a line in the period or an opening balance, in code order.' }),
    lines: t.field({
      type: [OwnerStatementLineRef],
      description: `Every account's lines, by currency then date (the CSV's rows). ${LINES}`,
      extensions: { listSize: STATEMENT_MAX_LINES },
      resolve: (statement) => statement.accounts.flatMap((account) => account.lines),
    }),
  }),
});

const OwnerPayoutRef = builder.objectRef<OwnerPayout>('OwnerPayout').implement({
  description: 'Money the org paid an owner; it comes off the owner statement on the day paid.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID' }),
    ownerUserId: t.expose('ownerUserId', { type: 'UUID' }),
    currency: t.exposeString('currency'),
    amount: t.expose('amount', { type: 'SafeInt' }),
    paidOn: t.expose('paidOn', { type: 'Date' }),
    reference: t.exposeString('reference', { nullable: true }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    recordedBy: t.expose('recordedBy', { type: 'UUID' }),
  }),
});

const OwnerStatementInput = builder.inputType('OwnerStatementInput', {
  fields: (t) => ({
    ownerUserId: t.field({ type: 'UUID', description: 'Defaults to the caller.' }),
    from: t.field({ type: 'Date', required: true }),
    to: t.field({ type: 'Date', required: true, description: 'The first day after the period; after from.' }),
  }),
});

const RecordOwnerPayoutInput = builder.inputType('RecordOwnerPayoutInput', {
  fields: (t) => ({
    ownerUserId: t.field({ type: 'UUID', required: true, description: 'An owner of a property of the org.' }),
    currency: t.string({ required: true }),
    amount: t.field({ type: 'SafeInt', required: true, description: 'Minor units, 1 or more.' }),
    paidOn: t.field({ type: 'Date', required: true, description: 'The day the money was paid: today or earlier.' }),
    reference: t.string({ description: "The transfer's reference, e.g. the bank or mobile-money transaction id." }),
  }),
  validate: inputRules({ currency: currencyCode, amount: z.number().int().min(1), reference: optionalText(200) }),
});

builder.queryFields((t) => ({
  ownerStatement: t.field({
    type: OwnerStatementRef,
    description: "An owner's statement: an OWNER reads its own, MANAGER and ADMIN any owner's; TENANT is FORBIDDEN.",
    args: { input: t.arg({ type: OwnerStatementInput, required: true }) },
    resolve: (_, { input }, ctx) => ownerStatement(ctx.service(), input),
  }),
}));

builder.mutationFields((t) => ({
  recordOwnerPayout: t.field({
    type: OwnerPayoutRef,
    description: 'MANAGER or ADMIN: a payout made to an owner, taken off its statement balance. Honours an Idempotency-Key header.',
    args: { input: t.arg({ type: RecordOwnerPayoutInput, required: true }) },
    resolve: (_, { input }, ctx) => recordOwnerPayout(ctx.service(), input),
  }),
}));
