import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A plain environment, as an operator's shell would give: not the test runner's (its NODE_OPTIONS and hooks are not the service's). */
export const plainEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...env });

/**
 * What the `npm start` processes of a test over one database share: any free port on loopback, info logs, signing
 * keys of their own (processes given one call's keys take each other's tokens), no rate limit in the way, and none of
 * the background work that searches across orgs (the sweep, webhook deliveries). `env` adds to it or overrides it.
 */
export function serviceEnv(databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SANDBOX_SIGNING_KEY: randomBytes(32).toString('base64url'),
    UPLOAD_SIGNING_KEY: randomBytes(32).toString('base64url'),
    CURSOR_SIGNING_KEY: randomBytes(32).toString('base64url'),
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ADDRESS_MAX: '1000000',
    // Suites send many documents of their own making; test/new-documents.test.ts checks the budget.
    GRAPHQL_NEW_DOCUMENT_MS: '60000',
    SWEEP_INTERVAL_SECONDS: '0',
    WEBHOOK_DELIVERY_ENABLED: 'false',
    ...env,
  };
}

/**
 * On Citus, every API request must stay on one shard group: with this, a statement that fans out to several shards
 * fails its request (and the test with it). node-postgres passes PGOPTIONS to the server.
 */
export const ONE_SHARD_GROUP_ONLY = { PGOPTIONS: '-c citus.multi_task_query_log_level=error' };

export interface LogLine {
  level?: number;
  msg?: string;
  pid?: number;
  address?: string;
  [key: string]: unknown;
}

export interface RunningService {
  /** The process that was spawned (npm, for `npm start`). */
  child: ChildProcess;
  /** The service's own pid, from its log lines. */
  pid: number;
  address: string;
  /** Every JSON log line so far (and later ones as they come). */
  logs: LogLine[];
  /** Lines on stdout that are not JSON (npm's banner, or anything else). */
  otherLines: string[];
  /** Resolves with the exit code of `child`. */
  exited: Promise<number | null>;
  /** Resolves when a log line with this message arrives (or has already). */
  logged(msg: string): Promise<LogLine>;
}

/**
 * Spawns a command that runs the service (by default exactly the README's `npm start`)
 * and resolves once it logs "listening".
 */
export function startService(
  env: Record<string, string>,
  command: string[] = ['npm', 'start'],
  /** In a process group of its own, as a terminal's foreground job (its pid is the group's id). */
  { ownGroup = false }: { ownGroup?: boolean } = {},
): Promise<RunningService> {
  const child = spawn(command[0]!, command.slice(1), { cwd: root, env: plainEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: ownGroup });
  // 'close', not 'exit': the process may have ended before its last lines were read from the pipe.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const logs: LogLine[] = [];
  const otherLines: string[] = [];
  const waiting: { msg: string; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      otherLines.push(text);
      return;
    }
    logs.push(line);
    for (const waiter of waiting.filter((w) => w.msg === line.msg)) waiter.resolve(line);
  });
  const logged = (msg: string) =>
    new Promise<LogLine>((resolve) => {
      const seen = logs.find((line) => line.msg === msg);
      if (seen) resolve(seen);
      else waiting.push({ msg, resolve });
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start: ${stderr}`)), 60_000);
    void exited.then((code) => reject(new Error(`service exited ${code}: ${JSON.stringify(logs)} ${stderr}`)));
    void logged('listening').then((line) => {
      clearTimeout(timer);
      resolve({ child, pid: line.pid!, address: line.address!, logs, otherLines, exited, logged });
    });
  });
}

/** Runs a command to its end: exit code, JSON log lines, and the raw output. */
export function run(command: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; logs: LogLine[] }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env: plainEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('close', (code) => {
      const logs = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
      resolve({ code, stdout, stderr, logs });
    });
  });
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (bounded) until the process is gone. */
export async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200 && isAlive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return !isAlive(pid);
}
