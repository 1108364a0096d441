import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { satisfies } from '../src/node-version.js';
import { root, run } from './helpers/process.js';

const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

/**
 * A Node older than the supported lines: UNSUPPORTED_NODE, or the first `node` on PATH (or /usr/bin)
 * older than 22 (CI installs Node 20 for this; Debian's is 20).
 */
function unsupportedNode(): string | undefined {
  const candidates = [process.env.UNSUPPORTED_NODE, ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'node')), '/usr/bin/node'];
  return candidates.find((candidate) => {
    if (!candidate || !existsSync(candidate)) return false;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim().slice(1);
    return Number(version.split('.')[0]) < 22;
  });
}

describe('the supported Node lines (package.json engines)', () => {
  it('are read as caret ranges', () => {
    expect(engines).toBe('^22.18 || ^24 || ^26');
    for (const version of ['22.18.0', '22.20.1', '24.0.0', '24.21.0', '26.1.0']) expect(satisfies(version, engines)).toBe(true);
    for (const version of ['20.20.2', '22.17.9', '23.11.0', '25.2.1', '27.0.0', '18.20.0']) expect(satisfies(version, engines)).toBe(false);
    expect(() => satisfies('24.0.0', '>=22')).toThrow(/only caret ranges/);
  });

  it('refuse an older Node at start, before anything that needs a newer one loads: one JSON line naming the supported lines, exit 1', async () => {
    const node = unsupportedNode();
    expect(node, 'no Node older than 22 found: set UNSUPPORTED_NODE').toBeDefined();
    const version = execFileSync(node!, ['--version'], { encoding: 'utf8' }).trim().slice(1);
    // Without DATABASE_URL a sandbox would start an embedded database: nothing of that may happen.
    for (const entry of ['src/main.ts', 'src/migrate.ts']) {
      const result = await run([node!, '--import', 'tsx', entry], { DATA_DIR: '/nonexistent/never-created' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('');
      expect(result.stdout.trimEnd().split('\n')).toHaveLength(1);
      expect(result.logs).toEqual([
        expect.objectContaining({ level: 60, msg: `Node ${version} is not supported: run the service on Node ${engines} (package.json "engines").` }),
      ]);
    }
  }, 60_000);
});
