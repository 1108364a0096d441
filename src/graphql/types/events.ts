import { JSONResolver } from 'graphql-scalars';
import { Repeater } from 'graphql-yoga';
import { eventTypes } from '../../domain/events.js';
import { eventStream, type StoredEvent } from '../../services/events.js';
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
    subscribe: (_, { types, after }, ctx) => {
      const service = ctx.service();
      // Ends the stream's wait as soon as the client goes away (a generator would only notice at its next event).
      return new Repeater<StoredEvent>(async (push, stop) => {
        const controller = new AbortController();
        void stop.then(() => controller.abort());
        const signal = AbortSignal.any([controller.signal, ctx.events.closed]);
        try {
          for await (const event of eventStream(service, ctx.events, { after, types, signal })) await push(event);
          stop();
        } catch (error) {
          stop(error);
        }
      });
    },
    resolve: (event) => event,
  }),
);
