import { JSONResolver } from 'graphql-scalars';
import { eventTypes } from '../../domain/events/events.js';
import type { StoredEvent } from '../../services/events/events.js';
import { builder } from '../builder.js';

builder.addScalarType('JSON', JSONResolver, { description: 'Any JSON value.' });

export const EventRef = builder.objectRef<StoredEvent>('Event').implement({
  description: `A state change of the org, as written in the same transaction as the change. Types: ${eventTypes.join(', ')}.`,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Orders the events of the org; give it as `after` to resume just after this event.' }),
    type: t.exposeString('type'),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    actorUserId: t.expose('actorUserId', { type: 'UUID', nullable: true, description: 'Null for changes made by the service itself (the overdue sweep) or through a signed upload address.' }),
    data: t.expose('data', { type: 'JSON', description: 'The subject after the change, in its REST shape.' }),
  }),
});

builder.subscriptionType({ description: 'Streams over Server-Sent Events (GraphQL over SSE); each resumes after the last event id it was given.' });

builder.subscriptionField('events', (t) =>
  t.field({
    type: EventRef,
    description:
      'The events of the rows the caller may read, as they commit (over Server-Sent Events, GraphQL over SSE). With `after`, first every later event: a subscriber resuming from the last id it saw misses none.',
    args: {
      types: t.arg.stringList({ description: 'Only events of these types.' }),
      after: t.arg.string({ description: 'The id of the last event already seen.' }),
    },
    // Refused here, before the stream starts, when over a cap or given a bad argument: the answer is that error.
    subscribe: (_, { types, after }, ctx) => ctx.events.subscribe({ actor: ctx.service().actor, credential: ctx.credential()!, after, types }),
    resolve: (event) => event,
  }),
);
