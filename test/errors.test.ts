import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/domain/errors.js';
import { toPublicError } from '../src/graphql/errors.js';

/** The code a client sees for an error, and what was logged. */
function publicFor(error: unknown) {
  const logged: string[] = [];
  const answer = toPublicError(error, { error: (_details, message) => logged.push(message) });
  return { code: answer.extensions.code, message: answer.message, logged };
}

describe('toPublicError, the one mapping of errors to what clients see', () => {
  it('keeps a product error with its code and message, logging nothing', () => {
    const error = new GraphQLError('wrapped', { originalError: new AppError('CONFLICT', 'The unit is already booked.') });
    expect(publicFor(error)).toEqual({ code: 'CONFLICT', message: 'The unit is already booked.', logged: [] });
  });

  it('answers what graphql-js refuses in a request (no path) as VALIDATION_FAILED', () => {
    expect(publicFor(new GraphQLError('Cannot query field "nope" on type "Query".')).code).toBe('VALIDATION_FAILED');
  });

  it('answers a resolver giving null for a non-null field as INTERNAL, and logs it', () => {
    const error = new GraphQLError('Cannot return null for non-nullable field Invoice.status.', { path: ['invoice', 'status'] });
    expect(publicFor(error)).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred.', logged: ['a resolver answered null where the schema promises a value'] });
  });

  it('answers a lost database as UNAVAILABLE and anything else as INTERNAL, both logged, no detail leaked', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(publicFor(new GraphQLError('x', { originalError: lost }))).toMatchObject({ code: 'UNAVAILABLE', logged: ['database unavailable'] });
    const bug = publicFor(new GraphQLError('x', { originalError: new TypeError('secret.internal is undefined') }));
    expect(bug).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred.', logged: ['unexpected error'] });
  });
});
