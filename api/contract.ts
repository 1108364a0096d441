/**
 * The client contract's tooling (docs/versioning.md):
 *   lint      writes the served OpenAPI document to a temporary file and runs Redocly
 *             (recommended rules, warnings as errors) and Spectral (spectral:oas, fails on warnings);
 *   check     fails on a breaking change of the GraphQL schema or of the OpenAPI document
 *             against the last release's snapshots in api/baseline/, unless the change is
 *             listed in api/baseline/accepted-breaking-changes.json, and on a GraphQL
 *             deprecation whose reason lacks its two dates;
 *   baseline  takes today's schema and document as the release baseline (at a release only).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, printSchema } from 'graphql';
import { schema } from '../src/graphql/schema.js';
import { apiDocument } from '../src/server/api-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const BASELINE_DIR = join(root, 'api', 'baseline');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** The two surfaces as clients see them today: the GraphQL SDL and the served OpenAPI document. */
export const currentContract = () => ({ graphql: `${printSchema(schema)}\n`, openapi: apiDocument() as unknown as Json });

// ---------------------------------------------------------------- lint

/** Runs both linters on a document (the served one unless given); answers whether both passed, and their output. */
export function lintApiDocument(document: unknown = apiDocument()): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    // Both run offline: Redocly's telemetry and update check are off, Spectral's ruleset is built in.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const redocly = spawnSync(bin('redocly'), ['lint', '--config', join(root, 'api', 'redocly.yaml'), file], { env, encoding: 'utf8' });
    const spectral = spawnSync(bin('spectral'), ['lint', '--ruleset', join(root, 'api', 'spectral.yaml'), '--fail-severity', 'warn', file], { env, encoding: 'utf8' });
    return {
      ok: redocly.status === 0 && spectral.status === 0,
      output: `redocly (exit ${redocly.status}):\n${redocly.stdout}${redocly.stderr}\nspectral (exit ${spectral.status}):\n${spectral.stdout}${spectral.stderr}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- breaking changes

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Breaking changes of the GraphQL schema, in graphql-inspector's words. */
export async function breakingGraphQLChanges(before: string, after: string): Promise<string[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking).map((change) => `GraphQL: ${change.message}`);
}

/** GraphQL deprecations whose reason lacks the two dates the policy asks for (deprecated on, removed on or after). */
export function undatedDeprecations(sdl: string): string[] {
  const undated: string[] = [];
  const check = (where: string, reason: string | null | undefined) => {
    if (reason != null && (reason.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []).length < 2) undated.push(`GraphQL: ${where} is deprecated without both dates: "${reason}"`);
  };
  for (const type of Object.values(buildSchema(sdl).getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const argument of 'args' in field ? field.args : []) check(`${type.name}.${field.name}(${argument.name})`, argument.deprecationReason);
      }
    }
  }
  return undated;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Breaking changes of an OpenAPI 3.1 document for a client written against `before`:
 * an operation, success status, success header or parameter gone; a request that was
 * valid now refused (a new required field or parameter, a removed field, a narrower
 * type, enum, format or limit); a response that now lacks a field it had, or gives a
 * type or format the client did not expect. Added operations, optional fields,
 * response fields, error statuses and response enum values are not breaking
 * (clients must ignore what they do not know).
 */
export function breakingOpenApiChanges(before: Json, after: Json): string[] {
  const changes: string[] = [];
  const resolve = (document: Json, value: Json | undefined): Json | undefined => {
    let current = value;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
      let target: Json | undefined = document;
      for (const segment of current.$ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
      current = target;
    }
    return current;
  };
  const oldOf = (value: Json | undefined) => resolve(before, value);
  const newOf = (value: Json | undefined) => resolve(after, value);

  const typesOf = (schema: JsonObject): Set<string> | undefined => {
    if (typeof schema.type === 'string') return new Set([schema.type]);
    if (Array.isArray(schema.type)) return new Set(schema.type.map(String));
    return undefined;
  };
  /** `anyOf: [X, {type: null}]` (a nullable $ref) as X and a nullable flag. */
  const unwrap = (schema: JsonObject, document: 'old' | 'new'): { schema: JsonObject; nullable: boolean } => {
    const options = schema.anyOf;
    const of = document === 'old' ? oldOf : newOf;
    if (Array.isArray(options) && options.length === 2 && options.some((option) => isObject(option) && option.type === 'null')) {
      const other = of(options.find((option) => !(isObject(option) && option.type === 'null')));
      if (isObject(other)) return { schema: other, nullable: true };
    }
    const types = typesOf(schema);
    return { schema, nullable: types?.has('null') ?? false };
  };

  const LOWER = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'];
  const UPPER = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];

  const compare = (at: string, oldRaw: Json | undefined, newRaw: Json | undefined, direction: 'request' | 'response', seen: Set<Json>) => {
    const oldResolved = oldOf(oldRaw);
    const newResolved = newOf(newRaw);
    if (!isObject(oldResolved) || !isObject(newResolved) || seen.has(oldResolved)) return;
    const nextSeen = new Set(seen).add(oldResolved);
    const { schema: o, nullable: oldNullable } = unwrap(oldResolved, 'old');
    const { schema: n, nullable: newNullable } = unwrap(newResolved, 'new');
    if (direction === 'request' && oldNullable && !newNullable) changes.push(`${at}: null is no longer accepted`);
    if (direction === 'response' && !oldNullable && newNullable) changes.push(`${at}: may now be null`);

    const oldTypes = typesOf(o);
    const newTypes = typesOf(n);
    if (oldTypes && newTypes) {
      const [narrower, wider] = direction === 'request' ? [newTypes, oldTypes] : [oldTypes, newTypes];
      const missing = [...wider].filter((type) => type !== 'null' && !narrower.has(type) && !(type === 'integer' && narrower.has('number')));
      if (missing.length) changes.push(`${at}: type ${[...oldTypes].join('|')} became ${[...newTypes].join('|')}`);
    }
    // A new or changed format narrows what a request may send; a dropped or changed one, what a response promises.
    const formatChanged = n.format !== o.format && (direction === 'request' ? n.format !== undefined : o.format !== undefined);
    if (formatChanged) changes.push(`${at}: format ${String(o.format)} became ${String(n.format ?? 'none')}`);

    if (Array.isArray(o.enum) || Array.isArray(n.enum)) {
      const oldValues = Array.isArray(o.enum) ? o.enum : undefined;
      const newValues = Array.isArray(n.enum) ? n.enum : undefined;
      // A request enum that is dropped accepts more (fine); a response enum that is dropped promises less.
      if (direction === 'request' && newValues) {
        if (!oldValues) changes.push(`${at}: now restricted to ${newValues.join(', ')}`);
        else for (const value of oldValues) if (value !== null && !newValues.includes(value)) changes.push(`${at}: value ${String(value)} is no longer accepted`);
      }
      if (direction === 'response' && oldValues && !newValues) changes.push(`${at}: no longer restricted to ${oldValues.join(', ')}`);
    }

    if (direction === 'request') {
      for (const key of LOWER) {
        if (typeof n[key] === 'number' && (typeof o[key] !== 'number' || n[key] > o[key])) changes.push(`${at}: ${key} raised to ${n[key]}`);
      }
      for (const key of UPPER) {
        if (typeof n[key] === 'number' && (typeof o[key] !== 'number' || n[key] < o[key])) changes.push(`${at}: ${key} lowered to ${n[key]}`);
      }
      if (n.pattern !== undefined && n.pattern !== o.pattern) changes.push(`${at}: pattern became ${String(n.pattern)}`);
    }

    const oldProperties = isObject(o.properties) ? o.properties : {};
    const newProperties = isObject(n.properties) ? n.properties : {};
    const oldRequired = new Set(Array.isArray(o.required) ? o.required.map(String) : []);
    const newRequired = new Set(Array.isArray(n.required) ? n.required.map(String) : []);
    for (const name of Object.keys(oldProperties)) {
      if (!(name in newProperties)) {
        changes.push(direction === 'request' ? `${at}.${name}: field no longer accepted` : `${at}.${name}: field removed`);
        continue;
      }
      if (direction === 'response' && oldRequired.has(name) && !newRequired.has(name)) changes.push(`${at}.${name}: no longer always present`);
      compare(`${at}.${name}`, oldProperties[name], newProperties[name], direction, nextSeen);
    }
    if (direction === 'request') {
      for (const name of newRequired) if (!oldRequired.has(name)) changes.push(`${at}.${name}: new required field`);
    }
    if (o.items !== undefined) compare(`${at}[]`, o.items, n.items, direction, nextSeen);
  };

  const keyOf = (parameter: JsonObject) => `${String(parameter.in)} parameter ${String(parameter.name)}`;
  const parametersOf = (operation: JsonObject, of: typeof oldOf) =>
    new Map(
      (Array.isArray(operation.parameters) ? operation.parameters : [])
        .map(of)
        .filter(isObject)
        .map((parameter) => [keyOf(parameter), parameter] as const),
    );
  const mediaOf = (holder: Json | undefined, of: typeof oldOf): JsonObject => {
    const resolved = of(holder);
    return isObject(resolved) && isObject(resolved.content) ? resolved.content : {};
  };

  const oldPaths = isObject(before) && isObject(before.paths) ? before.paths : {};
  const newPaths = isObject(after) && isObject(after.paths) ? after.paths : {};
  for (const [path, oldItem] of Object.entries(oldPaths)) {
    for (const method of METHODS) {
      const oldOperation = isObject(oldItem) ? oldItem[method] : undefined;
      if (!isObject(oldOperation)) continue;
      const name = `OpenAPI: ${method.toUpperCase()} ${path}`;
      const newItem = newPaths[path];
      const newOperation = isObject(newItem) ? newItem[method] : undefined;
      if (!isObject(newOperation)) {
        changes.push(`${name}: operation removed`);
        continue;
      }

      const oldParameters = parametersOf(oldOperation, oldOf);
      const newParameters = parametersOf(newOperation, newOf);
      for (const [key, parameter] of oldParameters) {
        const now = newParameters.get(key);
        if (!now) changes.push(`${name}: ${key} removed`);
        else {
          if (now.required === true && parameter.required !== true) changes.push(`${name}: ${key} became required`);
          compare(`${name}: ${key}`, parameter.schema, now.schema, 'request', new Set());
        }
      }
      for (const [key, parameter] of newParameters) {
        if (!oldParameters.has(key) && parameter.required === true) changes.push(`${name}: new required ${key}`);
      }

      const oldBody = oldOf(oldOperation.requestBody);
      const newBody = newOf(newOperation.requestBody);
      if (isObject(oldBody) && !isObject(newBody)) changes.push(`${name}: request body no longer accepted`);
      if (!isObject(oldBody) && isObject(newBody) && newBody.required === true) changes.push(`${name}: request body now required`);
      if (isObject(oldBody) && isObject(newBody)) {
        if (newBody.required === true && oldBody.required !== true) changes.push(`${name}: request body now required`);
        const newMedia = mediaOf(newBody, newOf);
        for (const [type, media] of Object.entries(mediaOf(oldBody, oldOf))) {
          const now = newMedia[type];
          if (!isObject(now)) changes.push(`${name}: request body ${type} no longer accepted`);
          else if (isObject(media)) compare(`${name}: request body`, media.schema, now.schema, 'request', new Set());
        }
      }

      const oldResponses = isObject(oldOperation.responses) ? oldOperation.responses : {};
      const newResponses = isObject(newOperation.responses) ? newOperation.responses : {};
      for (const [status, oldResponse] of Object.entries(oldResponses)) {
        if (!/^2/.test(status)) continue;
        const newResponse = newOf(newResponses[status]);
        if (!isObject(newResponse)) {
          changes.push(`${name}: success status ${status} removed`);
          continue;
        }
        const oldResolved = oldOf(oldResponse);
        const oldHeaders = isObject(oldResolved) && isObject(oldResolved.headers) ? oldResolved.headers : {};
        const newHeaders = isObject(newResponse.headers) ? newResponse.headers : {};
        for (const header of Object.keys(oldHeaders)) if (!(header in newHeaders)) changes.push(`${name}: ${status} header ${header} removed`);
        const newMedia = mediaOf(newResponse, newOf);
        for (const [type, media] of Object.entries(mediaOf(oldResponse, oldOf))) {
          const now = newMedia[type];
          if (!isObject(now)) changes.push(`${name}: ${status} ${type} body removed`);
          else if (isObject(media)) compare(`${name}: ${status} body`, media.schema, now.schema, 'response', new Set());
        }
      }
    }
  }
  return [...new Set(changes)];
}

interface AcceptedChange {
  change: string;
  reason: string;
}

const readBaseline = (dir: string) => ({
  graphql: readFileSync(join(dir, 'schema.graphql'), 'utf8'),
  openapi: JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8')) as Json,
  accepted: JSON.parse(readFileSync(join(dir, 'accepted-breaking-changes.json'), 'utf8')) as AcceptedChange[],
});

/** The breaking changes of `current` against the baseline in `dir` that are not accepted there. */
export async function unacceptedBreakingChanges(dir: string, current: { graphql: string; openapi: Json }) {
  const baseline = readBaseline(dir);
  const changes = [...(await breakingGraphQLChanges(baseline.graphql, current.graphql)), ...breakingOpenApiChanges(baseline.openapi, current.openapi)];
  const accepted = new Set(baseline.accepted.map((entry) => entry.change));
  return { breaking: changes.filter((change) => !accepted.has(change)), accepted: changes.filter((change) => accepted.has(change)) };
}

export function writeBaseline(dir: string, current: { graphql: string; openapi: Json }): void {
  writeFileSync(join(dir, 'schema.graphql'), current.graphql);
  writeFileSync(join(dir, 'openapi.json'), `${JSON.stringify(current.openapi, null, 2)}\n`);
  writeFileSync(join(dir, 'accepted-breaking-changes.json'), '[]\n');
}

async function main(command: string | undefined): Promise<number> {
  if (command === 'lint') {
    const { ok, output } = lintApiDocument();
    console.log(output);
    return ok ? 0 : 1;
  }
  if (command === 'check') {
    const current = currentContract();
    const { breaking, accepted } = await unacceptedBreakingChanges(BASELINE_DIR, current);
    for (const change of accepted) console.log(`accepted: ${change}`);
    const undated = undatedDeprecations(current.graphql);
    for (const deprecation of undated) console.error(deprecation);
    if (!breaking.length && !undated.length) {
      console.log('No breaking change against api/baseline/.');
      return 0;
    }
    if (breaking.length) console.error(`${breaking.length} breaking change(s) against api/baseline/ (see docs/versioning.md):`);
    for (const change of breaking) console.error(`  ${change}`);
    return 1;
  }
  if (command === 'baseline') {
    writeBaseline(BASELINE_DIR, currentContract());
    console.log('api/baseline/ now holds today\'s schema.graphql and openapi.json.');
    return 0;
  }
  console.error('usage: tsx api/contract.ts lint|check|baseline');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main(process.argv[2]).then((code) => (process.exitCode = code));
}
