import type { FastifyInstance } from 'fastify';
import { validate as isUuid } from 'uuid';
import type { Orm } from '../db/orm.js';
import { tokenRequired, validationFailed } from '../domain/errors.js';
import { receiptLanguageFor, receiptLanguageParameter } from '../domain/receipt.js';
import { serviceContextFor } from '../services/context.js';
import { receiptOf } from '../services/receipts.js';
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
 * the language, else Accept-Language, else French.
 */
export function registerReceiptRoutes(app: FastifyInstance, { orm, authenticator, timeZone }: ReceiptRoutesOptions): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[] | undefined> }>('/invoices/:id/receipt', async (request, reply) => {
    const actor = await authenticator.authenticate(request.headers.authorization ?? null);
    if (!actor) throw tokenRequired();
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw validationFailed('The invoice id is not valid.', [{ path: 'id', message: 'Invalid UUID' }]);
    const { lang, ...others } = request.query;
    const [unknown] = Object.keys(others);
    if (unknown !== undefined) throw validationFailed('The request is not valid.', [{ path: unknown, message: `Unknown query parameter "${unknown}".` }]);
    if (Array.isArray(lang)) throw validationFailed('The request is not valid.', [{ path: 'lang', message: 'Give this parameter once.' }]);
    const language = lang === undefined ? receiptLanguageFor(request.headers['accept-language']) : receiptLanguageParameter(lang);
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
}
