import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate as isUuid } from 'uuid';
import { OrgTurns } from '../db/admission.js';
import type { Orm } from '../db/orm.js';
import { isSupportedDate, SUPPORTED_DATES } from '../domain/dates.js';
import type { Actor } from '../domain/roles.js';
import { AppError, tokenRequired, validationFailed } from '../domain/errors.js';
import type { Foreground } from '../graphql/foreground.js';
import { receiptLanguageFor, receiptLanguageParameter } from '../domain/rent/receipt.js';
import { serviceContextFor } from '../services/context.js';
import { ownerStatementPdf } from '../services/rent/owner-statements.js';
import { receiptOf } from '../services/rent/receipts.js';
import type { Authenticator } from './auth.js';

export interface ReceiptRoutesOptions {
  orm: Orm;
  authenticator: Authenticator;
  timeZone: string;
  /** The requests a PDF's layout gives precedence to (as costly operations do: src/graphql/foreground.ts). */
  foreground: Foreground;
}

/**
 * `GET /api/v1/invoices/{id}/receipt`: a paid rent invoice's receipt as a
 * PDF. Not in the route table, whose routes answer JSON through a GraphQL
 * operation; it runs the same read rule as route 12 (readableInvoice), so
 * whoever may not read the invoice gets the same 404. `lang` (fr, en) picks
 * the language, else Accept-Language, else French. Owner statements come
 * as PDF by the same rules.
 */
export function registerReceiptRoutes(app: FastifyInstance, { orm, authenticator, timeZone, foreground }: ReceiptRoutesOptions): void {
  /**
   * A PDF is laid out in the process's one event loop (about 2.5 ms a statement line): one org's PDFs are laid out
   * one at a time in a process, the next waiting its turn (outside any transaction, within the org's share of
   * requests), and each gives the other requests precedence between its steps. Eight of an org's long statements
   * at once held every other org's small reads for seconds (test/heavy-requests.test.ts).
   */
  const turns = new OrgTurns({ perOrg: 1, queuePerOrg: Number.POSITIVE_INFINITY, waitingFor: "the organisation's PDF to be laid out" });
  const giveWay = () => foreground.precedence() ?? setImmediate();
  const inTurn = async <T>(request: FastifyRequest, reply: FastifyReply, actor: Actor, work: (giveWay: () => Promise<unknown>) => Promise<T>): Promise<T> => {
    const left = new AbortController();
    reply.raw.once('close', () => left.abort());
    // Out of the foreground: the other requests go first, not this one.
    foreground.end(request.raw);
    await turns.take(actor.orgId, left.signal);
    try {
      return await work(giveWay);
    } finally {
      turns.giveBack(actor.orgId);
    }
  };

  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[] | undefined> }>('/invoices/:id/receipt', async (request, reply) => {
    const { actor, id, language } = await pdfRequest(authenticator, request, 'invoice', []);
    const receipt = await inTurn(request, reply, actor, () => receiptOf(serviceContextFor(orm, actor, timeZone), id, language));
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
    const pdf = await inTurn(request, reply, actor, (turn) =>
      ownerStatementPdf(serviceContextFor(orm, actor, timeZone), { ownerUserId: id, from, to }, language, turn).catch(namingParameters),
    );
    return reply
      .type('application/pdf')
      .header('content-language', language)
      .header('content-disposition', `inline; filename="${language === 'fr' ? 'releve' : 'statement'}-${from}-${to}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-language')
      .send(pdf);
  });
}


/** The statement's refusals name the fields of its input (`input.to`): here they are the route's query parameters (`to`). */
function namingParameters(error: unknown): never {
  if (!(error instanceof AppError)) throw error;
  throw new AppError(error.code, error.message, error.issues.map((issue) => ({ ...issue, path: issue.path.replace(/^input\./, '') })));
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
