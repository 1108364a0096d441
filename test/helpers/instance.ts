import type { FastifyInstance } from 'fastify';
import { openDatabase, type Orm } from '../../src/db/orm.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { SIGNING_KEYS, servedThrough } from './app.js';

/** Another service instance on an existing test database (another process would behave alike), listening on a free port. */
export interface Instance {
  app: FastifyInstance;
  orm: Orm;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  env = { LOG_LEVEL: process.env.INSTANCE_LOG ?? 'silent', ...env };
  const config = loadConfig({ ...SIGNING_KEYS, ...servedThrough(databaseUrl), RATE_LIMIT_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0', ...env });
  const orm = await openDatabase({ url: config.databaseUrl!, ...config.database });
  const app = await buildApp({ config, orm });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    orm,
    baseUrl,
    async close() {
      await app.close();
      await orm.close();
    },
  };
}
