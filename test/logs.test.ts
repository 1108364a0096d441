import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { CreatePropertyDoc } from './helpers/fixtures.js';

describe('log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('are JSON, and none are written for health probes', async () => {
    const before = lines.length;
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
    expect(lines.slice(before)).toEqual([]);

    await t.graphql(CreatePropertyDoc, { input: { name: 'Logged', type: 'HOUSE', city: 'Bamenda' } }, await t.caller(['OWNER']));
    const written = lines.slice(before).map((line) => JSON.parse(line) as { msg: string });
    expect(written.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it("carry the request's id", async () => {
    const before = lines.length;
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-request-id': 'trace-me-42' }, payload: { query: '{ __typename }' } });
    const written = lines.slice(before).map((line) => JSON.parse(line) as { msg: string; reqId: string });
    expect(written.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'trace-me-42'],
      ['request completed', 'trace-me-42'],
    ]);
  });
});
