import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { print, type ExecutionResult } from 'graphql';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, type Orm } from '../../src/db/orm.js';
import type { Role } from '../../src/domain/roles.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { withDatabase } from '../setup/database.js';
import { contractChecker } from './contract.js';

export const SANDBOX_KEY = 'test-sandbox-signing-key-0123456789abcdef';
export const UPLOAD_KEY = 'test-upload-signing-key-0123456789abcdef';
export const CURSOR_KEY = 'test-cursor-signing-key-0123456789abcdef';
/** The keys every process on one database must share (a service started on DATABASE_URL refuses to make its own up). */
export const SIGNING_KEYS = { SANDBOX_SIGNING_KEY: SANDBOX_KEY, UPLOAD_SIGNING_KEY: UPLOAD_KEY, CURSOR_SIGNING_KEY: CURSOR_KEY };

/**
 * How a service the tests start reaches a test database: directly, or with
 * PGBOUNCER=1 (test/setup/database.ts) through PgBouncer in transaction
 * pooling mode, LISTEN then direct (DATABASE_SESSION_URL).
 */
export function servedThrough(databaseUrl: string): { DATABASE_URL: string; DATABASE_SESSION_URL?: string } {
  const pooler = inject('databasePoolerUrl');
  const server = new URL(inject('databaseServerUrl'));
  const url = new URL(databaseUrl);
  // PgBouncer fronts the test server only, for its user.
  if (!pooler || url.host !== server.host || url.username !== server.username) return { DATABASE_URL: databaseUrl };
  const through = new URL(pooler);
  through.pathname = url.pathname;
  return { DATABASE_URL: through.toString(), DATABASE_SESSION_URL: databaseUrl };
}

export interface Caller {
  userId: string;
  orgId: string;
  roles: Role[];
  token: string;
}

export interface Cast {
  owner: Caller;
  otherOwner: Caller;
  manager: Caller;
  tenant: Caller;
  otherTenant: Caller;
  /** ADMIN and MANAGER of another org: sees nothing of the cast's org. */
  outsider: Caller;
}

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  databaseUrl: string;
  /** A sandbox token for a caller (a fresh user in the given org unless `userId` is given). */
  caller(roles: Role[], options?: { orgId?: string; userId?: string }): Promise<Caller>;
  /** The people the suites act as: one org's owners, manager and tenants, and an admin-manager of another org. */
  cast(): Promise<Cast>;
  /** Runs a typed GraphQL operation over HTTP as the caller. */
  graphql<R, V>(document: TypedDocumentNode<R, V>, variables: V, caller?: Caller | null): Promise<ExecutionResult<R>>;
  /** A REST call under /api/v1 as the caller; its answer is checked against the OpenAPI document. */
  rest(method: InjectOptions['method'], path: string, options?: { caller?: Caller | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** The SQL statements the service runs while `action` runs, with their parameters inlined (ready to EXPLAIN). */
  countStatements(action: () => Promise<unknown>): Promise<string[]>;
  /** Plain SQL against the test database, for asserting what was (not) written. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A whole service on a database of its own, cloned from the migrated template; `logStream` receives its log lines (silent unless env sets LOG_LEVEL). */
export async function startTestApp(env: Record<string, string> = {}, { logStream }: { logStream?: { write(line: string): void } } = {}): Promise<TestApp> {
  const serverUrl = inject('databaseServerUrl');
  const template = inject('templateDatabase');
  const database = `${template}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${template}`);
  await admin.end();

  const databaseUrl = withDatabase(serverUrl, database);
  const served = servedThrough(databaseUrl);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SANDBOX_SIGNING_KEY: SANDBOX_KEY,
    UPLOAD_SIGNING_KEY: UPLOAD_KEY,
    ...served,
    // Suites fire many requests from one token; test/rate-limit.test.ts turns the limiter on.
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  });
  let recording: string[] | undefined;
  const orm: Orm = await openDatabase({
    url: served.DATABASE_URL,
    ...config.database,
    onQuery: (sql, params) => recording?.push(orm.em.getPlatform().formatQuery(sql, [...params])),
  });
  const app = await buildApp({ config, orm, logStream });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const checkContract = contractChecker((await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json());
  const defaultOrg = randomUUID();

  const testApp: TestApp = {
    app,
    orm,
    databaseUrl,
    async caller(roles, options = {}) {
      const orgId = options.orgId ?? defaultOrg;
      const userId = options.userId ?? randomUUID();
      const response = await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles, userId } });
      if (response.statusCode !== 200) throw new Error(`token: ${response.body}`);
      return { userId, orgId, roles, token: response.json().access_token };
    },
    async cast() {
      const owner = await testApp.caller(['OWNER']);
      const inOrg = (roles: Role[]) => testApp.caller(roles, { orgId: owner.orgId });
      return {
        owner,
        otherOwner: await inOrg(['OWNER']),
        manager: await inOrg(['MANAGER']),
        tenant: await inOrg(['TENANT']),
        otherTenant: await inOrg(['TENANT']),
        outsider: await testApp.caller(['ADMIN', 'MANAGER'], { orgId: randomUUID() }),
      };
    },
    async graphql(document, variables, caller) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
        payload: { query: print(document), variables },
      });
      return response.json();
    },
    async rest(method, path, { caller, body, headers = {} } = {}) {
      const response = await app.inject({
        method,
        url: `/api/v1${path}`,
        headers: { ...(caller ? { authorization: `Bearer ${caller.token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      checkContract(String(method), `/api/v1${path}`, response);
      return response;
    },
    async countStatements(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = undefined;
      }
    },
    async sql(text, values) {
      return (await pool.query(text, values)).rows;
    },
    async close() {
      await app.close();
      await orm.close();
      await pool.end();
    },
  };
  return testApp;
}

/** Asserts a REST refusal: the status, problem+json, and the RFC 9457 members with the error code. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  const body = response.json();
  expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String), code });
  return body;
}
