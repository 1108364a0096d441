import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 as OpenAPI } from 'openapi-types';
import { z } from 'zod';
import { errorStatus, errorTitle, isErrorCode, type ErrorCode } from '../domain/errors.js';
import { schema } from '../graphql/schema.js';
import { errorGuide } from '../rest/error-guide.js';
import { openApiDocument, type OtherOperation } from '../rest/openapi.js';
import { errorTypeUrl } from '../rest/problem.js';
import { routes } from '../rest/routes.js';
import { sandboxTokenRequest } from './auth.js';

export const PRODUCT_NAME = 'Rental property service';

/** `lang` and `Accept-Language`, which pick the language of a PDF (French by default). */
const languageParameters = (document: string) => [
  {
    name: 'lang',
    in: 'query' as const,
    required: false,
    description: `The language of the ${document}; without it, the preferred one of \`Accept-Language\`, else French.`,
    schema: { type: 'string' as const, enum: ['fr', 'en'] },
  },
  {
    name: 'Accept-Language',
    in: 'header' as const,
    required: false,
    description: 'Picks the language when `lang` is absent (fr or en; anything else gives French).',
    schema: { type: 'string' as const },
  },
];

/** A PDF answer, inline, in the language it was asked in. */
const pdfAnswer = (document: string, fileNames: string) => ({
  description: `The ${document}.`,
  headers: {
    'Content-Disposition': { description: `\`inline\`, with a file name such as ${fileNames}.`, schema: { type: 'string' as const } },
    'Content-Language': { description: `The language of the ${document}: \`fr\` or \`en\`.`, schema: { type: 'string' as const, enum: ['fr', 'en'] } },
  },
  content: { 'application/pdf': { schema: { type: 'string' as const, contentMediaType: 'application/pdf' } } },
});

const uuidParameter = (description: string): OpenAPI.ParameterObject => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', format: 'uuid' },
});

/** The token request as the route validates it, in the document's JSON Schema dialect (no `$schema` of its own). */
const tokenRequestSchema = Object.fromEntries(
  Object.entries(z.toJSONSchema(sandboxTokenRequest, { io: 'input' })).filter(([key]) => key !== '$schema'),
) as OpenAPI.SchemaObject;

/** The routes app.ts, media-routes.ts and receipt-routes.ts (receipts, owner statements as PDF) register outside the route table, described for client developers. */
const otherOperations: OtherOperation[] = [
  {
    method: 'post',
    path: '/auth/token',
    refusals: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INTERNAL'],
    operation: {
      operationId: 'issueSandboxToken',
      summary: 'Issue a sandbox access token (sandbox mode only)',
      description:
        'Sandbox mode only: the service signs a short-lived JWT for any organisation and roles, for trying the API. ' +
        'In production mode (AUTH_JWKS_URL set) this route does not exist (404) and tokens come from the identity provider. Not rate limited.',
      security: [],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: tokenRequestSchema } },
      },
      responses: {
        200: {
          description: 'The token: send it as `Authorization: Bearer <access_token>`.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['access_token', 'token_type', 'expires_in'],
                properties: {
                  access_token: { type: 'string', description: 'A JWT (HS256).' },
                  token_type: { type: 'string', enum: ['Bearer'] },
                  expires_in: { type: 'integer', minimum: 1, description: 'Seconds until the token expires.' },
                },
              },
            },
          },
        },
        404: { description: 'Production mode: there are no sandbox tokens.' },
      },
    },
  },
  {
    method: 'put',
    path: '/media/{id}/upload',
    refusals: ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_TIMEOUT', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE', 'INSUFFICIENT_STORAGE'],
    operation: {
      operationId: 'uploadMediaContent',
      summary: "Upload a media object's file to its signed address",
      description:
        'Use the `uploadUrl` that `POST /api/v1/media` returned, as it is: the address carries its own authorisation ' +
        '(`org`, `expires`, `signature`), so no bearer token is sent. The body is the raw file (not JSON, not multipart), ' +
        'sent with the content type and exactly the size declared when the media object was created, and of that type (its first ' +
        'bytes are sniffed). A file is uploaded once. An upload that stalls or arrives slower than the service\'s minimum rate is ' +
        'cut (408); an organisation has a bounded number of uploads in progress at once (503 with `Retry-After` past it).',
      security: [],
      parameters: [
        uuidParameter('The media object id.'),
        { name: 'org', in: 'query', required: true, description: 'Part of the signed address.', schema: { type: 'string', format: 'uuid' } },
        { name: 'expires', in: 'query', required: true, description: 'Part of the signed address: its expiry, in seconds since 1970.', schema: { type: 'string', pattern: '^[0-9]{1,12}$' } },
        { name: 'signature', in: 'query', required: true, description: 'Part of the signed address.', schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        description: 'The file, with the declared `Content-Type` and `Content-Length`.',
        content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
      responses: {
        200: {
          description: 'Stored.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'sizeBytes', 'uploadedAt'],
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  sizeBytes: { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
                  uploadedAt: { type: 'string', format: 'date-time' },
                },
              },
            },
          },
        },
      },
    },
  },
  {
    method: 'get',
    path: '/media/{id}/content',
    refusals: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'],
    operation: {
      operationId: 'getMediaContent',
      summary: "Download a media object's file",
      description:
        'Answers the uploaded file as an attachment, with the content type it was uploaded with. NOT_FOUND until the file is uploaded. ' +
        'Where files are kept in an S3 bucket (`MEDIA_STORAGE=s3`), the answer is instead a 302 redirect to a presigned address of the file ' +
        'that is valid for 60 seconds and answers with the same content type and disposition; follow it without the bearer token.',
      parameters: [uuidParameter('The media object id.')],
      responses: {
        200: {
          description: 'The file.',
          headers: {
            'Content-Disposition': { description: '`attachment` with the original file name.', schema: { type: 'string' } },
          },
          content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
        302: {
          description: 'Files in an S3 bucket: the file is at the presigned address in `Location`.',
          headers: {
            Location: { description: 'A presigned GET address of the file, valid for 60 seconds.', schema: { type: 'string', format: 'uri' } },
          },
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/invoices/{id}/receipt',
    refusals: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'],
    operation: {
      operationId: 'getInvoiceReceipt',
      summary: 'Download the receipt (quittance de loyer) of a paid rent invoice',
      description:
        'The PDF receipt of a PAID rent invoice: landlord (the property owner and the managing org), tenant, property address and unit, ' +
        'period, net, TVA and gross, the payments with their method and reference, and the receipt number (sequential per org, without gaps). ' +
        'Read by whoever may read the invoice (`GET /api/v1/invoices/{id}`): the same 404 for anyone else. ' +
        'CONFLICT (409) while the invoice is not paid (a receipt exists once it is paid in full; after a payment is reversed, until it is paid again, with the same number); ' +
        'NOT_FOUND (404) for a late-fee invoice, which has no receipt. GraphQL gives its address as `Invoice.receipt { number url }`.',
      parameters: [
        uuidParameter('The invoice id.'),
        ...languageParameters('receipt'),
      ],
      responses: { 200: pdfAnswer('receipt', '`quittance-42.pdf` or `receipt-42.pdf`') },
    },
  },
  {
    method: 'get',
    path: '/api/v1/owners/{id}/statement.pdf',
    refusals: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'],
    operation: {
      operationId: 'getOwnerStatementPdf',
      summary: "Download an owner's statement over [from, to) as a PDF",
      description:
        "The PDF of `ownerStatement`: per currency the opening balance, rent collected, the management fee and its TVA, maintenance charged to the owner, " +
        'payouts and the closing balance, then every line. An OWNER reads its own, MANAGER and ADMIN any owner\'s; anyone else is FORBIDDEN (403). ' +
        'The CSV of its lines is `GET /api/v1/owners/{id}/statement.csv`.',
      parameters: [
        uuidParameter("The owner's user id."),
        { name: 'from', in: 'query', required: true, description: 'The first day of the period.', schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: true, description: 'The first day after the period; after from.', schema: { type: 'string', format: 'date' } },
        ...languageParameters('statement'),
      ],
      responses: { 200: pdfAnswer('statement', '`releve-2027-01-01-2027-02-01.pdf` or `statement-….pdf`') },
    },
  },
];

const TOKEN_HINT =
  'A JWT, pasted without the word "Bearer". In production mode it comes from the identity provider (claims `sub`, `org_id`, `roles`). ' +
  'In sandbox mode, get one from `POST /auth/token` with `{"orgId": "<uuid>", "roles": ["MANAGER"]}` and paste its `access_token`.';

/** The document served at /api/v1/openapi.json (also written by `npm run lint:api` and the API baseline, without a server). */
export const apiDocument = () => openApiDocument(schema, routes, otherOperations, { tokenHint: TOKEN_HINT });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** Guide text: HTML-escaped, `code` spans kept. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f2f2f2;padding:0 .2em}dt{font-weight:600;margin-top:1rem}</style>
</head><body>${body}</body></html>`;
}

function errorPage(code: ErrorCode): string {
  const guide = errorGuide[code];
  return page(
    `${code}: ${errorTitle[code]} · ${PRODUCT_NAME} API`,
    `<p><a href="/api/v1/errors">All error codes</a> · <a href="/api/v1/docs">API reference</a></p>
<h1 id="${code}"><code>${code}</code>: ${escapeHtml(errorTitle[code])}</h1>
<dl><dt>HTTP status</dt><dd>${errorStatus[code]}</dd>
<dt>When it happens</dt><dd>${prose(guide.when)}</dd>
<dt>What to do</dt><dd>${prose(guide.action)}</dd>
<dt>Example detail</dt><dd>${prose(guide.example)}</dd></dl>
<p>REST answers it as <code>application/problem+json</code> with <code>"code": "${code}"</code> and <code>"type": "${errorTypeUrl(code)}"</code>; GraphQL as an error with <code>extensions.code</code> <code>${code}</code>.</p>`,
  );
}

function errorIndex(): string {
  const rows = (Object.keys(errorStatus) as ErrorCode[])
    .map((code) => `<tr><td><a href="${errorTypeUrl(code)}"><code>${code}</code></a></td><td>${errorStatus[code]}</td><td>${escapeHtml(errorTitle[code])}</td></tr>`)
    .join('\n');
  return page(
    `Error codes · ${PRODUCT_NAME} API`,
    `<p><a href="/api/v1/docs">API reference</a></p><h1>Error codes</h1>
<p>Every REST error is an RFC 9457 problem whose <code>type</code> links to the page of its code.</p>
<table><thead><tr><th>Code</th><th>Status</th><th>Title</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}

/**
 * The REST surface's OpenAPI 3.1 document at /api/v1/openapi.json, derived
 * from the route table, its reference page at /api/v1/docs (Swagger UI,
 * served from the package's own files, no CDN), and a page per error code at
 * /api/v1/errors/{CODE}, where every problem's `type` points.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Built on the first request for it, not at start: a process that only serves the API never
  // holds it. The plugins are handed the object now and read it only when asked, after it is filled.
  const document = {} as OpenAPI.Document;
  const built = () => ('openapi' in document ? document : Object.assign(document, apiDocument()));
  // Serialised once: 50 pipelined requests for it on each of 2,000 anonymous connections, each answer serialised anew
  // and held until the client read the ones before it, took the process from 160 MB to 2.6 GB and stalled it for 20 s.
  let serialised: Buffer | undefined;
  app.get('/api/v1/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send((serialised ??= Buffer.from(JSON.stringify(built())))),
  );
  app.get('/api/v1/errors', async (_request, reply) => reply.type('text/html; charset=utf-8').send(errorIndex()));
  app.get<{ Params: { code: string } }>('/api/v1/errors/:code', async (request, reply) => {
    const { code } = request.params;
    if (!isErrorCode(code)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(errorPage(code));
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    // The product's name as the page title; no Swagger UI top bar (its box loads any URL's document into this page).
    theme: { title: `${PRODUCT_NAME} API reference`, css: [{ filename: 'theme.css', content: '.swagger-ui .topbar { display: none }' }] },
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    uiHooks: { onRequest: async () => void built() },
  });
}
