import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Content-Security-Policy of every non-HTML answer: JSON needs no scripts, styles, frames or forms. */
const API_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's security headers of every answer, as one object: they do not
 * depend on the request, so helmet's middleware runs once, here, against a
 * response that records them. Set per answer with Fastify's `reply.headers`,
 * they are written with the answer's own headers in one `writeHead`; helmet
 * setting them on the raw response per request made Node handle every header
 * of the answer on its slow path (2 % of a small read's CPU).
 */
export function apiSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: API_CSP }, crossOriginResourcePolicy: { policy: 'same-site' } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (failed?: unknown) => void (error = failed),
  );
  if (error) throw error;
  return headers;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions (`'sha256-...'`) of a page's inline scripts, exactly as a browser hashes them. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of an HTML page we serve (GraphiQL): only its own inline scripts
 * (by hash, so an injected script never runs) and same-origin scripts; editor
 * workers from blob: URLs; inline styles (the editor injects them); images and
 * fonts from data: URLs; requests to this origin only; never framed.
 */
export function htmlPageCsp(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' blob: ${inlineScriptHashes(html).join(' ')}`.trim(),
    "script-src-attr 'none'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
