import { createHash } from 'node:crypto';

/** Content-Security-Policy of every non-HTML answer: JSON needs no scripts, styles, frames or forms. */
export const API_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

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
