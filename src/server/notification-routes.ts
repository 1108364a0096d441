import type { FastifyInstance, FastifyReply } from 'fastify';
import { validate as isUuid } from 'uuid';
import type { Orm } from '../db/orm.js';
import { escapeHtml } from '../domain/people/notification-mail.js';
import { keptMail, unsubscribe, unsubscribeTarget } from '../services/people/notifications.js';

export interface NotificationRoutesOptions {
  orm: Orm;
  /** The HMAC key of unsubscribe links. */
  unsubscribeKey: string;
  /** Whether messages are kept rather than sent (a sandbox without SMTP_URL): the mail page is served. */
  sandboxMail: boolean;
}

/** Messages the sandbox's mail page lists. */
const KEPT_LISTED = 200;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

const html = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(title, body));

/**
 * Pages outside the API, in both languages (the link does not say which the
 * person reads): the unsubscribe link of every email, GET a confirmation
 * form, POST the opt-out (also what mail clients send for RFC 8058's
 * one-click `List-Unsubscribe-Post`); and, in a sandbox without SMTP_URL, the
 * messages kept instead of sent (`/sandbox/mail`, absent elsewhere: 404).
 */
export function registerNotificationRoutes(app: FastifyInstance, { orm, unsubscribeKey, sandboxMail }: NotificationRoutesOptions): void {
  const targetOf = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    return typeof token === 'string' ? unsubscribeTarget(unsubscribeKey, token) : null;
  };
  const notValid = (reply: FastifyReply) => html(reply, 404, 'Lien non valide / Link not valid', '<p>Ce lien de désabonnement n’est pas valide.</p><p>This unsubscribe link is not valid.</p>');

  // One-click clients post a form (`List-Unsubscribe=One-Click`); its content is not needed, the link says who.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
  app.get('/notifications/unsubscribe', async (request, reply) => {
    if (!targetOf(request.query)) return notValid(reply);
    const token = escapeHtml((request.query as { token: string }).token);
    return html(
      reply,
      200,
      'Se désabonner / Unsubscribe',
      `<form method="post" action="/notifications/unsubscribe?token=${token}">
        <p>Ne plus recevoir d’emails de notification ? / Stop receiving notification emails?</p>
        <button type="submit">Se désabonner / Unsubscribe</button></form>`,
    );
  });
  app.post('/notifications/unsubscribe', async (request, reply) => {
    const target = targetOf(request.query);
    if (!target) return notValid(reply);
    const name = await unsubscribe(orm, target.orgId, target.personId);
    if (name === null) return notValid(reply);
    return html(reply, 200, 'Désabonné / Unsubscribed', `<p>${escapeHtml(name)} : vous ne recevrez plus d’emails.</p><p>${escapeHtml(name)}: you will receive no more emails.</p>`);
  });

  if (!sandboxMail) return;
  app.get('/sandbox/mail', async (_request, reply) => {
    const messages = await keptMail(orm, KEPT_LISTED);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${message.sentAt.toISOString().slice(0, 19).replace('T', ' ')}</td><td>${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</td>` +
          `<td>${message.kind}</td><td><a href="/sandbox/mail/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
      )
      .join('');
    return html(
      reply,
      200,
      'Sandbox mail',
      `<h1>Sandbox mail</h1><p>What people would have received (no SMTP_URL: messages are kept, not sent). Newest first.</p>` +
        `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Kind</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  });
  app.get<{ Params: { id: string } }>('/sandbox/mail/:id', async (request, reply) => {
    const [message] = isUuid(request.params.id) ? await keptMail(orm, 1, request.params.id.toLowerCase()) : [];
    if (!message) return html(reply, 404, 'Not found', '<p>No such message.</p>');
    return html(
      reply,
      200,
      message.subject,
      `<p><a href="/sandbox/mail">All messages</a> · <a href="/sandbox/mail/${message.id}/html">HTML part</a></p>` +
        `<p>To: ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;<br>Subject: ${escapeHtml(message.subject)}</p><pre>${escapeHtml(message.text)}</pre>`,
    );
  });
  app.get<{ Params: { id: string } }>('/sandbox/mail/:id/html', async (request, reply) => {
    const [message] = isUuid(request.params.id) ? await keptMail(orm, 1, request.params.id.toLowerCase()) : [];
    if (!message) return html(reply, 404, 'Not found', '<p>No such message.</p>');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(message.html);
  });
}
