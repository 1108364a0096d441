import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A client of one running release, through its public API only (GraphQL, the
 * upload address, REST, the file routes), counting every answer of 500 or more.
 */
export class Api {
  readonly serverErrors: string[] = [];
  private readonly tokens = new Map<string, string>();
  private mutations?: Set<string>;

  constructor(
    readonly base: string,
    readonly orgId: string,
  ) {}

  async fetch(what: string, url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.base), { redirect: 'manual', ...init });
    if (response.status >= 500) this.serverErrors.push(`${what}: ${response.status} ${await response.clone().text()}`);
    return response;
  }

  async token(user: User): Promise<string> {
    let token = this.tokens.get(user.id);
    if (!token) {
      const response = await this.fetch('POST /auth/token', '/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId: this.orgId, roles: [user.role], userId: user.id }),
      });
      if (!response.ok) throw new Error(`token for ${user.role}: ${response.status} ${await response.text()}`);
      token = ((await response.json()) as { access_token: string }).access_token;
      this.tokens.set(user.id, token);
    }
    return token;
  }

  /** Runs a GraphQL operation as `user`; throws on any error unless `allowErrors`. Answers are of several releases' schemas, checked by value. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async gql<T = Record<string, any>>(user: User, query: string, variables: Record<string, unknown> = {}, allowErrors = false): Promise<T> {
    const response = await this.fetch(`GraphQL ${query.replace(/\s+/g, ' ').slice(0, 60)}`, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.token(user)}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    if (body.errors?.length && !allowErrors) throw new Error(`${query.trim().split('\n')[0]}: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }

  async hasMutation(name: string): Promise<boolean> {
    if (!this.mutations) {
      const admin: User = { id: randomUUID(), role: 'ADMIN' };
      const data = await this.gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>(admin, '{ __schema { mutationType { fields { name } } } }');
      this.mutations = new Set(data.__schema.mutationType.fields.map((field) => field.name));
    }
    return this.mutations.has(name);
  }

  /** Creates a media object and PUTs `bytes` random bytes to its upload address (a PNG photo or a PDF document unless `contentType`). */
  async upload(
    user: User,
    owner: { ownerType: string; ownerId: string },
    kind: 'PHOTO' | 'DOCUMENT',
    bytes: number,
    { contentType = kind === 'PHOTO' ? 'image/png' : 'application/pdf', filename = `${kind.toLowerCase()}-${bytes}.${contentType.split('/')[1]}` } = {},
  ): Promise<MediaFact> {
    const content = fileContent(contentType, bytes);
    const { createMediaObject } = await this.gql(
      user,
      `mutation ($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { uploadUrl media { id } } }`,
      { input: { ...owner, kind, contentType, filename, sizeBytes: bytes } },
    );
    // Signed for PUBLIC_BASE_URL (localhost:PORT, and PORT=0 here): the path and query are the address.
    const { pathname, search } = new URL(createMediaObject.uploadUrl);
    const response = await this.fetch('PUT upload', pathname + search, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(content) });
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return { id: createMediaObject.media.id, sha256: sha256(content), bytes, contentType, reader: user };
  }
}

export interface User {
  id: string;
  role: 'ADMIN' | 'MANAGER' | 'OWNER' | 'TENANT';
}

export interface MediaFact {
  id: string;
  sha256: string;
  bytes: number;
  contentType: string;
  /** Who may read it back. */
  reader: User;
}

export const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/** A whole 1x1 PNG: releases that sniff content (0.2.0 on) must recognise the start of every photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The start of a JPEG (SOI, then a JFIF APP0 segment), as content sniffing recognises it. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

/** Random bytes behind a recognisable start of their type (at least 100 bytes). */
function fileContent(contentType: string, bytes: number): Buffer {
  const head = { 'image/png': PNG, 'image/jpeg': JPEG }[contentType] ?? Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}
