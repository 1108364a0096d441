import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate as isUuid } from 'uuid';
import type { Orm } from '../db/orm.js';
import { isSupportedDate, SUPPORTED_DATES } from '../domain/dates.js';
import { tokenRequired, validationFailed } from '../domain/errors.js';
import { receiptLanguageFor, receiptLanguageParameter } from '../domain/rent/receipt.js';
import { serviceContextFor } from '../services/context.js';
import { ownerStatementPdf } from '../services/rent/owner-statements.js';
import { receiptOf } from '../services/rent/receipts.js';
import type { Authenticator } from './auth.js';

export interface ReceiptRoutesOptions {
  orm: Orm;
  authenticator: Authenticator;
  timeZone: string;
}

/**
 * `GET /api/v1/invoices/{id}/receipt`: a paid rent invoice's receipt as a
 * PDF. Not in the route table, whose routes answer JSON through a GraphQL
 * operation; it runs the same read rule as route 12 (readableInvoice), so
 * whoever may not read the invoice gets the same 404. `lang` (fr, en) picks
 * the language, else Accept-Language, else French. Owner statements come
 * as PDF by the same rules.
 */
export function registerReceiptRoutes(app: FastifyInstance, { orm, authenticator, timeZone }: ReceiptRoutesOptions): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[] | undefined> }>('/invoices/:id/receipt', async (request, reply) => {
    const { actor, id, language } = await pdfRequest(authenticator, request, 'invoice', []);
    const receipt = await receiptOf(serviceContextFor(orm, actor, timeZone), id, language);
    return reply
      .type('application/pdf')
      .header('content-language', language)
      .header('content-disposition', `inline; filename="${language === 'fr' ? 'quittance' : 'receipt'}-${receipt.number}.pdf"`)
      // Private to its readers; its language may come from Accept-Language.
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-language')
      .send(receipt.pdf);
  });

  /** `GET /api/v1/owners/{id}/statement.pdf?from&to`: an owner's statement as a PDF, read as `ownerStatement` reads it. */
  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[] | undefined> }>('/owners/:id/statement.pdf', async (request, reply) => {
    const { actor, id, language, values } = await pdfRequest(authenticator, request, 'owner', ['from', 'to']);
    const [from, to] = values.map((value, index) => {
      const path = index ? 'to' : 'from';
      if (value === undefined || !isSupportedDate(value)) {
        throw validationFailed('The request is not valid.', [{ path, message: `A calendar date YYYY-MM-DD from ${SUPPORTED_DATES.first} to ${SUPPORTED_DATES.last} is required.` }]);
      }
      return value;
    }) as [string, string];
    const pdf = await ownerStatementPdf(serviceContextFor(orm, actor, timeZone), { ownerUserId: id, from, to }, language);
    return reply
      .type('application/pdf')
      .header('content-language', language)
      .header('content-disposition', `inline; filename="${language === 'fr' ? 'releve' : 'statement'}-${from}-${to}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-language')
      .send(pdf);
  });
}


/**
 * What a PDF download asks for: the caller (401 without a token), the id in its path, the language (`lang`,
 * else Accept-Language, else French) and the query parameters `names`, each given at most once; others are refused.
 */
async function pdfRequest(
  authenticator: Authenticator,
  request: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string | string[] | undefined> }>,
  what: string,
  names: readonly string[],
) {
  const actor = await authenticator.authenticate(request.headers.authorization ?? null);
  if (!actor) throw tokenRequired();
  const id = request.params.id.toLowerCase();
  if (!isUuid(id)) throw validationFailed(`The ${what} id is not valid.`, [{ path: 'id', message: 'Invalid UUID' }]);
  const [unknown] = Object.keys(request.query).filter((name) => name !== 'lang' && !names.includes(name));
  if (unknown !== undefined) throw validationFailed('The request is not valid.', [{ path: unknown, message: `Unknown query parameter "${unknown}".` }]);
  const once = (name: string) => {
    const value = request.query[name];
    if (Array.isArray(value)) throw validationFailed('The request is not valid.', [{ path: name, message: 'Give this parameter once.' }]);
    return value;
  };
  const lang = once('lang');
  const language = lang === undefined ? receiptLanguageFor(request.headers['accept-language']) : receiptLanguageParameter(lang);
  return { actor, id, language, values: names.map(once) };
}
