import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * The queue in front of the connection pool (src/db/admission.ts): load past
 * the pool waits its turn instead of failing on the pool's acquire timeout;
 * only a full queue is refused, at once, with 503 and Retry-After.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('waiting for a database connection', () => {
  it('answers every one of many concurrent requests on a one-connection pool, however long the queue takes in all', async () => {
    // The acquire timeout bounds a stalled pool, not a turn: the last of these waits several times as long.
    // Nothing in the background (sweep, webhook worker) takes the connection: only these requests queue for it.
    t = await startTestApp({ DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '250', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const caller = await t.caller(['OWNER']);
    const request = (n: number) =>
      n % 2
        ? t!.rest('GET', '/bookings', { caller })
        : t!.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ properties(first: 5) { totalCount } }' } });
    // Warm: the first of each compiles its operation.
    await Promise.all([request(0), request(1)]);
    // Six statements among them hold the connection for 100 ms each, well under the timeout each, so the queue
    // keeps moving but takes well past the pool's timeout in all, however fast the requests are answered
    // (400 of them alone once took less than two timeouts, and the test proved nothing).
    const started = Date.now();
    const holders: Promise<unknown>[] = [];
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, n) => {
        if (n % 67 === 0) holders.push(t!.orm.em.fork().execute('select pg_sleep(0.1)'));
        return request(n);
      }),
    );
    await Promise.all(holders);
    expect(Date.now() - started).toBeGreaterThan(2 * 250);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.body.includes('"errors"'))).toEqual([]);
  });

  it('refuses requests past DB_QUEUE_MAX at once with 503 and Retry-After, and serves those queued', async () => {
    // No sweep at start: it holds a connection while it takes a second one, which a one-connection pool cannot give;
    // no webhook worker, whose poll would take a place in the queue.
    t = await startTestApp({ DB_POOL_MAX: '1', DB_QUEUE_MAX: '2', DB_ACQUIRE_TIMEOUT_MS: '10000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const caller = await t.caller(['OWNER']);
    // The only connection is busy for a second.
    const holder = t.orm.em.fork().execute('select pg_sleep(1)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const timed = (request: Promise<{ statusCode: number }>) => request.then((answer) => ({ answer, ms: Date.now() - started }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => timed(t!.rest('GET', '/bookings', { caller }))));
    await holder;

    const refused = answers.filter(({ answer }) => answer.statusCode === 503);
    const served = answers.filter(({ answer }) => answer.statusCode === 200);
    expect([refused.length, served.length]).toEqual([3, 2]);
    for (const { answer, ms } of refused) {
      const response = answer as Awaited<ReturnType<TestApp['rest']>>;
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
      // Refused without waiting for the busy connection.
      expect(ms).toBeLessThan(700);
    }
    for (const { ms } of served) expect(ms).toBeGreaterThan(700);

    const graphql = t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ properties(first: 1) { totalCount } }' } });
    expect((await graphql).json().errors).toBeUndefined();
  });
});
