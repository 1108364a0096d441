import { AppError, notFound, validationFailed } from '../../domain/errors.js';
import { maintenanceRequestsByIds } from '../../services/maintenance/requests.js';
import { mediaByIds } from '../../services/media/media.js';
import { paymentsByIds } from '../../services/rent/payments.js';
import { notificationsByIds } from '../../services/people/notifications.js';
import { peopleByIds } from '../../services/people/people.js';
import { propertiesByIds } from '../../services/portfolio/properties.js';
import { bookingsByIds, invoicesByIds } from '../../services/readable.js';
import { unitsByIds } from '../../services/portfolio/units.js';
import { verificationsByIds } from '../../services/verification/verification.js';
import { webhookDeliveriesByIds, webhookEndpointsByIds } from '../../services/events/webhooks.js';
import type { ServiceContext } from '../../services/context.js';
import { builder } from '../builder.js';
import { loaderFor } from '../connection.js';

/** Most ids one `nodes` field takes (a page's worth of refetches in one request). */
export const MAX_NODE_IDS = 100;

/**
 * Relay's Node: the record types whose `id` is theirs alone. Ids are the REST
 * uuids (SPEC.md: GraphQL ids are the same uuids as REST), unique across
 * every table, so `node(id:)` finds a record by looking its uuid up in each
 * record type; no second, encoded id.
 */
export const NodeRef = builder.interfaceRef<{ id: string }>('Node').implement({
  description: 'A record that `node(id:)` and `nodes(ids:)` fetch again by its id.',
  fields: (t) => ({ id: t.exposeID('id', { description: 'The record’s uuid, the same as in the REST API.' }) }),
  resolveType: (record) => typeOfNode.get(record) ?? null,
});

/** The GraphQL type of each record `node`/`nodes` found: rows are plain objects, so the lookup remembers where it found them. */
const typeOfNode = new WeakMap<object, string>();

const lookups: [string, (ctx: ServiceContext, ids: readonly string[]) => Promise<readonly (object | Error | undefined)[]>][] = [
  ['Property', propertiesByIds],
  ['Unit', unitsByIds],
  ['Booking', (ctx, ids) => bookingsByIds(ctx, ids)],
  ['Invoice', (ctx, ids) => invoicesByIds(ctx, ids)],
  ['Payment', paymentsByIds],
  ['VerificationRecord', verificationsByIds],
  ['MediaObject', mediaByIds],
  ['WebhookEndpoint', webhookEndpointsByIds],
  ['WebhookDelivery', webhookDeliveriesByIds],
  ['Person', peopleByIds],
  ['MaintenanceRequest', (ctx, ids) => maintenanceRequestsByIds(ctx, ids)],
  ['Notification', notificationsByIds],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One query per record type for every id asked in the request; each id answers the record the caller may see, or NOT_FOUND. */
async function nodesByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(object | AppError)[]> {
  const wellFormed = [...new Set(ids.filter((id) => UUID.test(id)))];
  const found = new Map<string, object>();
  if (wellFormed.length) {
    const answers = await Promise.all(lookups.map(async ([type, lookup]) => ({ type, rows: await lookup(ctx, wellFormed) })));
    for (const { type, rows } of answers) {
      rows.forEach((row, index) => {
        if (!row || row instanceof Error || found.has(wellFormed[index]!)) return;
        typeOfNode.set(row, type);
        found.set(wellFormed[index]!, row);
      });
    }
  }
  return ids.map((id) => found.get(id) ?? notFound('Node', id));
}

const load = (ctx: Parameters<typeof loaderFor>[0], id: string) =>
  loaderFor<object>(ctx, 'Query.node', (ids) => nodesByIds(ctx.service(), ids)).load(id.toLowerCase());

/** With `nullIfMissing`, an id not visible to the caller is a null among the answers, not an error beside them. */
const loadOrNull = async (ctx: Parameters<typeof loaderFor>[0], id: string, nullIfMissing: boolean | null | undefined) => {
  if (!nullIfMissing) return load(ctx, id) as Promise<{ id: string }>;
  return (load(ctx, id) as Promise<{ id: string }>).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
};

const nullIfMissingOptions = {
  defaultValue: false,
  description:
    'false (the default): an id not visible to the caller answers null with a NOT_FOUND error, which many clients report as a failed request. true: null without an error, for clients that check the ids they asked (a refetch of records that may have been deleted).',
};

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    nullable: true,
    description: 'The record with this id, of whichever type: null, with a NOT_FOUND error unless `nullIfMissing`, when none is visible to the caller.',
    args: { id: t.arg.id({ required: true }), nullIfMissing: t.arg.boolean(nullIfMissingOptions) },
    resolve: (_, { id, nullIfMissing }, ctx) => loadOrNull(ctx, String(id), nullIfMissing),
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: `The records with these ids (at most ${MAX_NODE_IDS}), in the same order, fetched together: null for each one not visible to the caller, with a NOT_FOUND error (at its index in \`path\`) unless \`nullIfMissing\`. The other records answer either way: an answer with errors is partial, not failed.`,
    args: { ids: t.arg.idList({ required: true }), nullIfMissing: t.arg.boolean(nullIfMissingOptions) },
    resolve: (_, { ids, nullIfMissing }, ctx) => {
      if (ids.length > MAX_NODE_IDS) throw validationFailed(`At most ${MAX_NODE_IDS} ids at once.`, [{ path: 'ids', message: `At most ${MAX_NODE_IDS} ids.` }]);
      return ids.map((id) => loadOrNull(ctx, String(id), nullIfMissing));
    },
  }),
}));
