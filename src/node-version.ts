import { readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Refuses a Node line the service does not support (package.json "engines"),
 * with one JSON line naming the supported ones and exit code 1. Entry points
 * call it before they load anything else: a dependency that needs a newer
 * Node would otherwise fail with a stack, or not at all until it is used.
 * Written for every Node: no dependency, nothing newer than Node 18 has.
 */
export function refuseUnsupportedNode(version: string = process.versions.node): void {
  const engines = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node;
  if (satisfies(version, engines)) return;
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    msg: `Node ${version} is not supported: run the service on Node ${engines} (package.json "engines").`,
  };
  // Written at once: exit would drop what a pipe had not taken yet.
  writeSync(process.stdout.fd, `${JSON.stringify(line)}\n`);
  process.exit(1);
}

/** `version` is in one of the caret ranges (`^22.18 || ^24`) of `range`, the only form package.json uses. */
export function satisfies(version: string, range: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return range.split('||').some((alternative) => {
    const caret = /^\^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(alternative.trim());
    if (!caret) throw new Error(`package.json engines.node: only caret ranges are understood, not "${alternative.trim()}"`);
    const [least, leastMinor = 0, leastPatch = 0] = caret.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
    if (major !== least) return false;
    return minor > leastMinor || (minor === leastMinor && patch >= leastPatch);
  });
}
