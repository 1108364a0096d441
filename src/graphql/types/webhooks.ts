import { eventTypes } from '../../domain/events/events.js';
import { MAX_DELIVERY_ATTEMPTS, MAX_ROTATION_GRACE_HOURS } from '../../domain/events/webhooks.js';
import type { WebhookEndpointView } from '../../services/events/events.js';
import {
  attemptsOf,
  createWebhookEndpoint,
  DEFAULT_ROTATION_GRACE_HOURS,
  deleteWebhookEndpoint,
  deliveriesOfEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
  webhookEndpoint,
  webhookEndpoints,
  type WebhookAttemptView,
  type WebhookDeliveryView,
} from '../../services/events/webhooks.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { childListing, connectionOf } from '../connection.js';
import { NodeRef } from './node.js';
import { count } from './validators.js';

const WebhookAttemptRef = builder.objectRef<WebhookAttemptView>('WebhookAttempt').implement({
  description: 'One HTTP call of a delivery.',
  fields: (t) => ({
    attemptedAt: t.expose('attemptedAt', { type: 'DateTime' }),
    durationMs: t.exposeInt('durationMs'),
    responseStatus: t.exposeInt('responseStatus', { nullable: true, description: 'Null when no answer came (refused, timed out).' }),
    responseBody: t.exposeString('responseBody', { nullable: true, description: 'The first KiB of the answer.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const WebhookDeliveryRef = builder.objectRef<WebhookDeliveryView>('WebhookDelivery');
const WebhookDeliveryConnection = builder.connectionObject(
  { type: WebhookDeliveryRef, name: 'WebhookDeliveryConnection', description: 'A page of deliveries, with its cursors and the size of the whole list.' },
  { name: 'WebhookDeliveryEdge', description: 'A delivery in a page, with its cursor.' },
);
WebhookDeliveryRef.implement({
  description: 'An event on its way to an endpoint: retried with backoff until the receiver answers 2xx.',
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    eventId: t.exposeString('eventId'),
    eventType: t.exposeString('eventType'),
    status: t.exposeString('status', { description: 'PENDING, SUCCEEDED or FAILED (every attempt failed).' }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    log: t.field({
      type: [WebhookAttemptRef],
      description: `Each attempt, oldest first: at most WEBHOOK_MAX_ATTEMPTS (${MAX_DELIVERY_ATTEMPTS} at most), a redelivery being a delivery of its own.`,
      // Counted at its bound by the operation's cost (src/graphql/limits.ts).
      extensions: { listSize: MAX_DELIVERY_ATTEMPTS },
      resolve: (delivery, _, ctx) => attemptsOf(ctx.service(), delivery.id),
    }),
  }),
});

const WebhookEndpointRef = builder.objectRef<WebhookEndpointView>('WebhookEndpoint');
const WebhookEndpointConnection = builder.connectionObject(
  { type: WebhookEndpointRef, name: 'WebhookEndpointConnection', description: 'A page of webhook endpoints, with its cursors and the size of the whole list.' },
  { name: 'WebhookEndpointEdge', description: 'An endpoint in a page, with its cursor.' },
);
WebhookEndpointRef.implement({
  description: 'A URL of an integrator that receives the org\'s events, signed per the Standard Webhooks specification.',
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    description: t.exposeString('description', { nullable: true }),
    eventTypes: t.exposeStringList('eventTypes', { description: 'The event types sent; empty means every type.' }),
    status: t.exposeString('status', { description: 'ENABLED or DISABLED (by a manager, or after failing for days).' }),
    disabledReason: t.exposeString('disabledReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.connection(
      {
        type: WebhookDeliveryRef,
        description: 'The deliveries to this endpoint, newest first.',
        resolve: (endpoint, args, ctx, info) =>
          connectionOf(args, childListing(ctx, info, 'WebhookEndpoint.deliveries', endpoint.id, () => deliveriesOfEndpoints(ctx.service()))),
      },
      WebhookDeliveryConnection,
    ),
  }),
});

const WebhookEndpointWithSecretRef = builder.objectRef<{ endpoint: WebhookEndpointView; secret: string }>('WebhookEndpointWithSecret').implement({
  description: 'An endpoint just created or given a new secret, with that secret: the only answer that shows it.',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpointRef, resolve: (created) => created.endpoint }),
    secret: t.exposeString('secret', { description: 'The whsec_ signing secret. Shown only here: keep it.' }),
  }),
});

const WebhookEndpointInput = builder.inputType('WebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'http(s); private, loopback and link-local addresses are refused.' }),
    eventTypes: t.stringList({ description: `Any of: ${eventTypes.join(', ')}. Empty or absent: every type.` }),
    description: t.string(),
  }),
});

const endpointId = builder.args((t) => ({ id: t.field({ type: 'UUID', required: true }) }));

builder.queryFields((t) => ({
  webhookEndpoint: t.field({
    type: WebhookEndpointRef,
    nullable: true,
    description: `Managers and admins. ${NULL_WHEN_MISSING}`,
    args: endpointId,
    resolve: (_, { id }, ctx) => webhookEndpoint(ctx.service(), id),
  }),
  webhookEndpoints: t.connection(
    {
      type: WebhookEndpointRef,
      description: 'Managers and admins: the org\'s endpoints, oldest first.',
      resolve: (_, args, ctx) => connectionOf(args, webhookEndpoints(ctx.service())),
    },
    WebhookEndpointConnection,
  ),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointWithSecretRef,
    description:
      'Managers and admins: a new endpoint, with its signing secret (shown once). An org has at most WEBHOOK_ENDPOINTS_PER_ORG endpoints (20 by default); past that, CONFLICT.',
    args: { input: t.arg({ type: WebhookEndpointInput, required: true }) },
    resolve: (_, { input }, ctx) => createWebhookEndpoint(ctx.service(), input, ctx.webhooks),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    args: { id: t.arg({ type: 'UUID', required: true }), input: t.arg({ type: WebhookEndpointInput, required: true }) },
    resolve: (_, { id, input }, ctx) => updateWebhookEndpoint(ctx.service(), id, input, ctx.webhooks),
  }),
  disableWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: 'No new deliveries; pending ones wait until the endpoint is enabled again.',
    args: endpointId,
    resolve: (_, { id }, ctx) => setWebhookEndpointEnabled(ctx.service(), id, false),
  }),
  enableWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    args: endpointId,
    resolve: (_, { id }, ctx) => setWebhookEndpointEnabled(ctx.service(), id, true),
  }),
  deleteWebhookEndpoint: t.field({
    type: 'UUID',
    description: 'Deletes the endpoint with its deliveries; answers its id.',
    args: endpointId,
    resolve: (_, { id }, ctx) => deleteWebhookEndpoint(ctx.service(), id),
  }),
  rotateWebhookSecret: t.field({
    type: WebhookEndpointWithSecretRef,
    description: 'A new secret; the previous one keeps signing too (a second signature) for `graceHours`.',
    args: {
      id: t.arg({ type: 'UUID', required: true }),
      graceHours: t.arg.int({
        description: `0 to ${MAX_ROTATION_GRACE_HOURS} (a week); ${DEFAULT_ROTATION_GRACE_HOURS} by default. 0 stops the previous secret at once.`,
        validate: count(0, MAX_ROTATION_GRACE_HOURS),
      }),
    },
    resolve: (_, { id, graceHours }, ctx) => rotateWebhookSecret(ctx.service(), id, graceHours ?? undefined),
  }),
  redeliverWebhook: t.field({
    type: WebhookDeliveryRef,
    description: "Sends a delivery's event again now, as a new delivery with the same webhook-id.",
    args: { deliveryId: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { deliveryId }, ctx) => redeliverWebhook(ctx.service(), deliveryId),
  }),
}));
