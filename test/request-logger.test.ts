import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../src/server/request-logger.js';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level, redact: ['*.authorization'] }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { parent, lines, child: vi.spyOn(parent, 'child') };
}

describe("a request's logger", () => {
  it('writes lines at enabled levels with the request id, and makes its child only then', () => {
    const { parent, lines, child } = logger('warn');
    const log = requestLogger(parent, { reqId: 'r-1' }, {});
    log.info({ req: { url: '/graphql' } }, 'incoming request');
    log.debug('details');
    expect(lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.error({ err: new Error('boom'), headers: { authorization: 'Bearer secret' } }, 'request errored');
    log.warn('slow');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'request errored'],
      ['r-1', 'slow'],
    ]);
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it("follows a route's own level, above or below its parent's", () => {
    const quiet = logger('info');
    const silent = requestLogger(quiet.parent, { reqId: 'probe' }, { level: 'silent' });
    silent.info('incoming request');
    silent.fatal('never');
    expect(quiet.lines).toEqual([]);

    const loud = logger('warn');
    const debug = requestLogger(loud.parent, { reqId: 'r-2' }, { level: 'debug' });
    debug.debug('written');
    debug.trace('not written');
    expect(loud.lines.map((line) => [line.reqId, line.msg])).toEqual([['r-2', 'written']]);
  });

  it('makes children that carry its bindings, and takes a new level', () => {
    const { parent, lines } = logger('info');
    const log = requestLogger(parent, { reqId: 'r-3' }, {});
    log.child({ part: 'upload' }).info('stored');
    log.level = 'error';
    log.warn('dropped');
    expect(lines.map((line) => [line.reqId, line.part, line.msg])).toEqual([['r-3', 'upload', 'stored']]);
  });
});
