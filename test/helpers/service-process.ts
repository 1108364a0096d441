import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A real service process (`node --import tsx src/main.ts`) and the address it listens on. */
export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  logLines: string[];
  stop(): Promise<void>;
}

/**
 * Starts the service as operators run it, in a plain environment (not the
 * test runner's NODE_OPTIONS and hooks) plus `env`, on a free port, and
 * resolves once it logs where its surfaces are.
 */
export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const logLines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start: ${stderr}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logLines.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; address?: string; graphql?: string };
        // Ready once it has said where its surfaces are (the line after 'listening').
        if (entry.graphql) {
          clearTimeout(timer);
          resolve(entry.graphql.replace(/\/graphql$/, ''));
        }
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited ${code}: ${stderr}${logLines.join('\n')}`));
    });
  });
  return {
    child,
    url,
    logLines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
