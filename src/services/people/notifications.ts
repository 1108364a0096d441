import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import { databaseOf } from '../../db/begin.js';
import { orgsWithDue } from '../../db/due-orgs.js';
import { Notification } from '../../db/entities/notification.js';
import { Person } from '../../db/entities/person.js';
import type { Orm } from '../../db/orm.js';
import { todayIn } from '../../domain/dates.js';
import { type AppError, forbidden } from '../../domain/errors.js';
import { retryDelayMs } from '../../domain/events/events.js';
import type { EventType } from '../../domain/events/events.js';
import { type MailFacts, mailOf } from '../../domain/people/notification-mail.js';
import {
  dateOccasion,
  DEFAULT_LEASE_ENDING_NOTICE_DAYS,
  DEFAULT_REMINDER_DAYS_BEFORE_DUE,
  MAX_NOTICE_DAYS,
  eventOccasion,
  isPermanentRefusal,
  type NotificationKind,
  notifyingEvents,
} from '../../domain/people/notifications.js';
import { assertCanEditPerson } from '../../domain/people/people.js';
import { assertNotErased } from '../../domain/people/personal-data.js';
import { hasReceipt, type ReceiptLanguage } from '../../domain/rent/receipt.js';
import { managesOrg } from '../../domain/roles.js';
import { inTransaction, type ServiceContext, serviceContextFor, withinOrgReadScope, withinOrgScope, withinServiceScope } from '../context.js';
import { inIdOrder, newId } from '../ids.js';
import { type Listing, listingByKey } from '../pagination.js';
import { tableOf } from '../rows.js';
import { readablePerson } from './people.js';
import { receiptOf } from '../rent/receipts.js';

/**
 * Email notifications, driven by the outbox (src/services/events/events.ts) through
 * the job queue (src/jobs): a per-org read position turns the events that
 * notify someone into `notification` rows, one per (occasion, person, kind)
 * by a unique key, so an event read twice (a job run again after a crash, two
 * processes) makes no second email; each row is then sent by its own job,
 * claimed under a lease as webhook deliveries are (at least once: a process
 * dying between the server's acceptance and the row's update sends it again,
 * with the same Message-ID). docs/notifications.md.
 */

export interface NotificationSettings {
  /** The mail server; null (a sandbox without SMTP_URL): messages are kept in their rows for the sandbox's mail page. */
  smtpUrl: string | null;
  from: string;
  /** Where the unsubscribe links point. */
  publicBaseUrl: string;
  perOrgPerHour: number;
  /** Emails of one org being sent at once, across every process: a backlog of one org holds no more job slots. */
  sendsPerOrg: number;
  retryBaseMs: number;
  maxAttempts: number;
  /**
   * A send's whole time, however the mail server paces its answers (SMTP_SEND_TIMEOUT_MS): aborted past it and tried
   * again later. The transport's timeouts only measure silence, and a server trickling a reply line every few seconds
   * never falls silent: its sends held job slots every org's background work shares.
   */
  sendTimeoutMs: number;
  /** The HMAC key of unsubscribe links. */
  unsubscribeKey: string;
}

/** Events one job reads at most; a full batch enqueues the org's next. */
const EVENTS_PER_JOB = 500;

/** The transport's timeouts: connecting, the greeting, a silent socket. */
const SMTP_TIMEOUT_MS = 20_000;
/**
 * A claim's lease outlives its send (sendTimeoutMs, after which the send is aborted) by this: time to record the
 * outcome while the row is still the worker's, so a live worker never loses its row to another, which would send it twice.
 */
const LEASE_MARGIN_MS = 20_000;

/** How long a claimed email's lease runs: its send's deadline and the margin to record the outcome. */
export const sendLeaseMs = (settings: Pick<NotificationSettings, 'sendTimeoutMs'>) => settings.sendTimeoutMs + LEASE_MARGIN_MS;

/** A notification to send, and when. */
export interface DueNotification {
  orgId: string;
  id: string;
  runAt: Date;
  attempts: number;
  /** Whether a worker holds it now (due again when its lease ends, should that worker have died). */
  leased?: boolean;
}

/** The SMTP transport of SMTP_URL, made once per process (nodemailer loads with it); null when messages are kept. */
export async function mailTransport(settings: NotificationSettings): Promise<Transporter | null> {
  if (!settings.smtpUrl) return null;
  const { createTransport } = await import('nodemailer');
  return createTransport({ url: settings.smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS / 2, greetingTimeout: SMTP_TIMEOUT_MS / 2, socketTimeout: SMTP_TIMEOUT_MS });
}

/** The key of unsubscribe links, derived from a secret every process shares (CURSOR_SIGNING_KEY, or a sandbox's own). */
export const unsubscribeKeyOf = (secret: string) => createHmac('sha256', secret).update('unsubscribe links').digest('base64url');

const signatureOf = (key: string, orgId: string, personId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${orgId}:${personId}`).digest('base64url');

/** The token of a person's unsubscribe link: who, and the service's signature of it (no expiry: a link in an old email still works). */
export const unsubscribeToken = (key: string, orgId: string, personId: string) => `${orgId}.${personId}.${signatureOf(key, orgId, personId)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The person a token names, when the service signed it. */
export function unsubscribeTarget(key: string, token: string): { orgId: string; personId: string } | null {
  const [orgId, personId, signature, ...rest] = token.split('.');
  if (rest.length || !orgId || !personId || !signature || !UUID.test(orgId) || !UUID.test(personId)) return null;
  const expected = Buffer.from(signatureOf(key, orgId, personId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { orgId, personId } : null;
}

export const unsubscribeUrlOf = (settings: NotificationSettings, orgId: string, personId: string) =>
  `${settings.publicBaseUrl}/notifications/unsubscribe?token=${unsubscribeToken(settings.unsubscribeKey, orgId, personId)}`;

/**
 * Opts the person out of every email (the link's POST); answers their name, or null for a person no longer there.
 * An erased person gets no email anyway and no longer changes (docs/people.md): their link answers, changing nothing.
 * A person already opted out is only read: the same link posted again and again (it never expires) writes nothing
 * and waits on no row lock, where each post wrote a new version of the row, one after another, holding the org's
 * connections.
 */
export async function unsubscribe(orm: Orm, orgId: string, personId: string): Promise<string | null> {
  return withinOrgScope(orm.em.fork(), orgId, async (em) => {
    const [person] = await em.execute<{ name: string; changes: boolean }[]>(
      'select name, email_opted_out_at is null and erased_at is null as changes from person where org_id = ? and id = ?',
      [orgId, personId],
    );
    if (!person?.changes) return person?.name ?? null;
    const [opted] = await em.execute<{ name: string }[]>(
      `update person set email_opted_out_at = coalesce(email_opted_out_at, ?::timestamptz)
        where org_id = ? and id = ? and erased_at is null returning name`,
      [new Date(), orgId, personId],
    );
    return opted?.name ?? person.name;
  });
}

/**
 * Locks the org's notification cursor row for the transaction (made at 0 for an org without one): the org's reading
 * and sending lock. Answers its read position, and whether its sends wait for the hourly limit now (until when).
 */
const lockOrg = (em: EntityManager, orgId: string) =>
  em.execute<{ last_event_id: string; resume_at: Date | null }[]>(
    `insert into notification_cursor (org_id, last_event_id) values (?, 0)
       on conflict (org_id) do update set last_event_id = notification_cursor.last_event_id
     returning last_event_id::text, case when sends_resume_at > ?::timestamptz then sends_resume_at end as resume_at`,
    // The time as a value: Citus takes no function but immutable ones in RETURNING (now() is stable).
    [orgId, new Date()],
  );

interface Wanted {
  kind: NotificationKind;
  occasion: string;
  eventId: string | null;
  subjectId: string;
  userId: string;
}

/**
 * Writes the rows of what is wanted for the people (users) who take email
 * of that kind; an occasion already written for the person and kind is
 * skipped (the unique key). Answers the rows made.
 */
async function writeNotifications(em: EntityManager, orgId: string, wanted: readonly Wanted[]): Promise<DueNotification[]> {
  if (!wanted.length) return [];
  const people = await em.execute<{ id: string; user_id: string; muted_notifications: NotificationKind[] }[]>(
    `select id, user_id, muted_notifications from person
      where org_id = ? and user_id in (?) and email is not null and email_opted_out_at is null and email_undeliverable_at is null`,
    [orgId, [...new Set(wanted.map((one) => one.userId))]],
  );
  const rows = wanted.flatMap((one) =>
    people
      .filter((person) => person.user_id === one.userId && !person.muted_notifications.includes(one.kind))
      .map((person) => [orgId, newId(), person.id, one.kind, one.occasion, one.eventId, one.subjectId]),
  );
  if (!rows.length) return [];
  const made = await em.execute<{ id: string; next_attempt_at: Date }[]>(
    `insert into notification (org_id, id, person_id, kind, occasion, event_id, subject_id)
     values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
     on conflict (org_id, occasion, person_id, kind) do nothing returning id, next_attempt_at`,
    rows.flat(),
  );
  return made.map((row) => ({ orgId, id: row.id, runAt: new Date(row.next_attempt_at), attempts: 0 }));
}

/** The orgs whose events the notifications have not read yet (a plain read across orgs). */
export async function orgsWithUnreadEvents(em: EntityManager): Promise<string[]> {
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string }[]>(
      `select c.org_id from event_counter c left join notification_cursor n on n.org_id = c.org_id
        where c.last_id > coalesce(n.last_event_id, 0)`,
    ),
  );
  return rows.map((row) => row.org_id).sort();
}

/**
 * Reads an org's next events after its position and writes the notifications
 * they make, moving the position in the same transaction (the cursor row is
 * locked meanwhile: one reader per org at a time). Answers the rows made and
 * whether more events wait.
 */
export async function readEvents(orm: Orm, orgId: string): Promise<{ made: DueNotification[]; more: boolean }> {
  return withinOrgScope(orm.em.fork(), orgId, async (em) => {
    const [cursor] = await lockOrg(em, orgId);
    const events = await em.execute<{ id: string; type: EventType; subject_id: string; user_id: string | null }[]>(
      // By the column (event.id), not the text it is answered as: '10' < '9' would skip events for good.
      'select id::text as id, type, subject_id, user_id from event where org_id = ? and id > ? order by event.id limit ?',
      [orgId, cursor!.last_event_id, EVENTS_PER_JOB],
    );
    if (!events.length) return { made: [], more: false };
    const notifying = events.filter((event) => notifyingEvents[event.type] && event.user_id);
    const invoiceIds = notifying.filter((event) => event.type === 'invoice.issued').map((event) => event.subject_id);
    const lateFees = new Set(
      invoiceIds.length
        ? (await em.execute<{ id: string }[]>(`select id from invoice where org_id = ? and id in (?) and kind = 'LATE_FEE'`, [orgId, invoiceIds])).map((row) => row.id)
        : [],
    );
    const made = await writeNotifications(
      em,
      orgId,
      notifying.map((event) => ({
        kind: lateFees.has(event.subject_id) ? 'LATE_FEE_CHARGED' : notifyingEvents[event.type]!,
        occasion: eventOccasion(event.id),
        eventId: event.id,
        subjectId: event.subject_id,
        userId: event.user_id!,
      })),
    );
    await em.execute('update notification_cursor set last_event_id = ? where org_id = ?', [events.at(-1)!.id, orgId]);
    return { made, more: events.length === EVENTS_PER_JOB };
  });
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const NOTICE_WINDOWS = `
  with policy as (
    select coalesce(max(reminder_days_before_due), ${DEFAULT_REMINDER_DAYS_BEFORE_DUE}) as reminder,
           coalesce(max(lease_ending_notice_days), ${DEFAULT_LEASE_ENDING_NOTICE_DAYS}) as lease
      from billing_policy where org_id = ?
  )`;

/** Where an org's dated notices go on: after this notice (its kind, then its row's id). */
export interface NoticePlace {
  kind: 'DUE_REMINDER' | 'LEASE_ENDING';
  id: string;
}

/**
 * The org's dated notices due today (the policy's N days): a reminder for
 * each ISSUED invoice due within `reminderDaysBeforeDue` days, a notice for
 * each ACTIVE lease ending within `leaseEndingNoticeDays`. Keyed by the row
 * and its date, so each is written once, on the first sweep inside its window.
 * At most `limit` notices, in the order of their kind and row, after `after`:
 * `next` is where the following call goes on (null: none left). An org of
 * ten thousand annual leases and a 366-day notice period is many small
 * transactions, not one statement of tens of seconds (40,000 notices took 40 s).
 */
export async function writeDatedNotices(
  orm: Orm,
  orgId: string,
  timeZone: string,
  now: Date,
  { limit, after }: { limit: number; after?: NoticePlace | null },
): Promise<{ made: DueNotification[]; next: NoticePlace | null }> {
  const today = todayIn(timeZone, now);
  return withinOrgScope(orm.em.fork(), orgId, async (em) => {
    const due = await em.execute<{ id: string; user_id: string; date: string; kind: NoticePlace['kind'] }[]>(
      `${NOTICE_WINDOWS}
       select * from (
         select i.id, i.tenant_user_id as user_id, i.due_date::text as date, 'DUE_REMINDER' as kind from invoice i, policy
          where i.org_id = ? and i.status = 'ISSUED' and i.due_date > ?::date and i.due_date <= ?::date + policy.reminder
         union all
         select b.id, b.tenant_user_id, b.end_date::text, 'LEASE_ENDING' from booking b, policy
          where b.org_id = ? and b.status = 'ACTIVE' and b.end_date > ?::date and b.end_date <= ?::date + policy.lease
       ) notice
       where (?::text is null or (kind, id) > (?::text, ?::uuid))
       order by kind, id limit ?`,
      [orgId, orgId, today, today, orgId, today, today, after?.kind ?? null, after?.kind ?? null, after?.id ?? null, limit],
    );
    const made = await writeNotifications(
      em,
      orgId,
      due.map((row) => ({ kind: row.kind, occasion: dateOccasion(row.id, row.date), eventId: null, subjectId: row.id, userId: row.user_id })),
    );
    const last = due.at(-1);
    return { made, next: due.length === limit && last ? { kind: last.kind, id: last.id } : null };
  });
}

/** The orgs with a dated notice in its window today (a plain read across orgs: the sweep's). */
export async function orgsWithDatedNotices(em: EntityManager, timeZone: string, now: Date): Promise<string[]> {
  const today = todayIn(timeZone, now);
  // The longest window any policy allows bounds the scan (invoices due, leases ending, in the next year, not every one
  // ahead: an org's invoices due in 2199 were all read at every sweep); each org's own is applied by writeDatedNotices.
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string }[]>(
      `select i.org_id from invoice i left join billing_policy p on p.org_id = i.org_id
        where i.status = 'ISSUED' and i.due_date > ?::date and i.due_date <= ?::date + ${MAX_NOTICE_DAYS}
          and i.due_date <= ?::date + coalesce(p.reminder_days_before_due, ${DEFAULT_REMINDER_DAYS_BEFORE_DUE})
       union
       select b.org_id from booking b left join billing_policy p on p.org_id = b.org_id
        where b.status = 'ACTIVE' and b.end_date > ?::date and b.end_date <= ?::date + ${MAX_NOTICE_DAYS}
          and b.end_date <= ?::date + coalesce(p.lease_ending_notice_days, ${DEFAULT_LEASE_ENDING_NOTICE_DAYS})`,
      [today, today, today, today, today, today],
    ),
  );
  return rows.map((row) => row.org_id).sort();
}

/**
 * What the delivery log forgets (two values: the cutoff, and its day): a row
 * finished (SENT, FAILED, SKIPPED) and written before the cutoff; a dated
 * notice only once the date it announced is before the cutoff too, so that
 * a retention shorter than a notice period never lets the sweep find it
 * missing while its date is ahead and write it, and send it, again. (An
 * event's row is never written again: the read position only moves on.)
 */
const FORGETTABLE = `status <> 'PENDING' and created_at < ?
  and case when event_id is null then right(occasion, 10)::date < ?::date else true end`;

const forgettableValues = (retentionDays: number, now: Date) => {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return [cutoff, cutoff.toISOString().slice(0, 10)];
};

/** The orgs whose delivery log holds rows older than the retention (a plain read across orgs); each is purged by forgetOldNotifications. */
export async function orgsWithOldNotifications(em: EntityManager, retentionDays: number, now = new Date()): Promise<string[]> {
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string }[]>(`select distinct org_id from notification where ${FORGETTABLE}`, forgettableValues(retentionDays, now)),
  );
  return rows.map((row) => row.org_id).sort();
}

/**
 * Forgets up to `limit` of an org's finished notifications older than the
 * retention (NOTIFICATION_RETENTION_DAYS), oldest first, in one statement
 * on the org's rows; pending ones stay whatever their age. Answers how many;
 * `limit` of them means there may be more.
 */
export async function forgetOldNotifications(em: EntityManager, orgId: string, retentionDays: number, now: Date, limit: number): Promise<number> {
  const rows = await em.execute<{ count: string }[]>(
    `with gone as (
       delete from notification where org_id = ? and id in (select id from notification where org_id = ? and ${FORGETTABLE} order by id limit ?) returning 1
     ) select count(*)::text as count from gone`,
    [orgId, orgId, ...forgettableValues(retentionDays, now), limit],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * An org's (`org`: the SQL naming it) first notifications due now, up to `perOrg` (a parameter after the org's): its
 * few leased rows first (due again when their lease ends), then its first due ones, each part an ordered walk of its
 * own index (notification_org_sending_idx, _org_due_idx): ranking a backlog of 100,000 rows took 130 ms a send.
 */
const orgDueNotifications = (org: string) => {
  // Of the org, not of each row: an org past its hourly limit is passed over at once, not row by row through its backlog.
  const held = `not exists (select 1 from notification_cursor c where c.org_id = ${org} and c.sends_resume_at > now())`;
  return `select * from (
       (select n.org_id, n.id, n.attempts, n.locked_until as run_at, true as leased from notification n
         where n.org_id = ${org} and n.status = 'PENDING' and n.locked_until >= now() and n.next_attempt_at <= now() and ${held}
         order by n.locked_until limit ?)
       union all
       (select n.org_id, n.id, n.attempts, n.next_attempt_at, false from notification n
         where n.org_id = ${org} and n.status = 'PENDING' and n.next_attempt_at <= now() and (n.locked_until is null or n.locked_until < now()) and ${held}
         order by n.next_attempt_at, n.id limit ?)
     ) org_due order by leased desc, run_at limit ?`;
};

/**
 * Notifications due now, earliest first, each org's only up to its share of
 * sends at once (`perOrg`): those being sent (due again when their lease ends,
 * should their worker have died) take the first places, then the next due.
 * An org waiting for its hourly limit has none. Every org's (what the jobs
 * catch up with after a lost wake-up or a crash), or one org's (`orgId`:
 * what a send's end, or reading its events, adds). A plain read.
 */
export async function dueNotifications(em: EntityManager, limit: number, perOrg: number, orgId?: string): Promise<DueNotification[]> {
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string; id: string; attempts: number; run_at: Date; leased: boolean }[]>(
      orgId
        ? orgDueNotifications('?')
        : // Each org with notifications due, then its first by orgDueNotifications: ranking every org's pending rows at
          // once made one org's backlog (a million, past its hourly limit) every org's wait, then a statement timeout.
          `select due.* from (${orgsWithDue('notification', databaseOf(em.getConnection().getKnex().client).citus !== false)}) o
             cross join lateral (${orgDueNotifications('o.org_id')}) due
            order by run_at limit ?`,
      orgId ? [orgId, orgId, perOrg, orgId, orgId, perOrg, Math.min(perOrg, limit)] : [perOrg, perOrg, perOrg, limit],
    ),
  );
  return rows.map((row) => ({ orgId: row.org_id, id: row.id, runAt: new Date(row.run_at), attempts: row.attempts, leased: row.leased }));
}

interface Claimed {
  id: string;
  /** Whether the person still takes this email (address known and deliverable, not opted out, kind not muted). */
  wanted: boolean;
  kind: NotificationKind;
  subject_id: string;
  attempts: number;
  locked_until: Date;
  person_id: string;
  name: string;
  email: string;
  language: 'FR' | 'EN';
}

type Claim = { claimed: Claimed } | { later: Date; attempts: number } | { done: true } | { waiting: true };

/**
 * Claims one notification when it is due and the org's hour allows it: the
 * org's lock (its cursor row) is held while the hour's sends and leases are
 * counted, so two processes never both take the org's last slot. Over the
 * limit, the row waits for the hour's oldest send to leave the window, a send
 * still under way counting as sent now (deferred, never dropped; a send that
 * then fails frees its slot sooner, and the row keeps its time). A person who opted out, muted the kind, or
 * whose address was refused since the row was written is SKIPPED.
 */
async function claim(orm: Orm, orgId: string, id: string, settings: NotificationSettings): Promise<Claim> {
  const { perOrgPerHour, sendsPerOrg } = settings;
  return withinOrgScope(orm.em.fork(), orgId, async (em) => {
    const [org] = await lockOrg(em, orgId);
    const [row] = await em.execute<{ status: string; attempts: number; due: boolean; run_at: Date; sending: number }[]>(
      `select status, attempts, next_attempt_at <= now() and (locked_until is null or locked_until < now()) as due,
              greatest(next_attempt_at, coalesce(locked_until, next_attempt_at)) as run_at,
              (select count(*)::int from notification l where l.org_id = n.org_id and l.status = 'PENDING' and l.locked_until >= now()) as sending
         from notification n where org_id = ? and id = ?`,
      [orgId, id],
    );
    if (row?.status !== 'PENDING') return { done: true };
    if (!row.due) return { later: new Date(row.run_at), attempts: row.attempts };
    // The org's share is being sent: this one waits, without a job, for one of them to end (which adds the org's next).
    if (row.sending >= sendsPerOrg) return { waiting: true };
    if (org!.resume_at) {
      await em.execute('update notification set next_attempt_at = ? where org_id = ? and id = ?', [org!.resume_at, orgId, id]);
      return { later: new Date(org!.resume_at), attempts: row.attempts };
    }
    // The hour's sends: those sent in the last hour, and those being sent (claimed, lease running), which count
    // as sent now. Past the limit, the row waits until enough of them leave the window for one more.
    const [hour] = await em.execute<{ used: number; frees: Date | null }[]>(
      `with hour as (
         select coalesce(sent_at, now()) as at from notification
          where org_id = ? and (sent_at > now() - interval '1 hour' or (status = 'PENDING' and locked_until > now()))
       )
       select (select count(*)::int from hour) as used,
              (select at + interval '1 hour' from hour order by at offset greatest((select count(*) from hour) - ?, 0) limit 1) as frees`,
      [orgId, perOrgPerHour],
    );
    if (hour!.used >= perOrgPerHour) {
      // The org waits as a whole: its other due emails get no jobs meanwhile (dueNotifications), so an org past its
      // limit with a backlog of thousands has only the jobs that found it so, each run again when a slot frees.
      const at = new Date(hour!.frees!);
      await em.execute('update notification_cursor set sends_resume_at = ? where org_id = ?', [at, orgId]);
      await em.execute('update notification set next_attempt_at = ? where org_id = ? and id = ?', [at, orgId, id]);
      return { later: at, attempts: row.attempts };
    }
    const [claimed] = await em.execute<Claimed[]>(
      `with claimed as (
         update notification set attempts = attempts + 1, locked_until = now() + ? * interval '1 millisecond'
          where org_id = ? and id = ? returning org_id, id, kind, subject_id, attempts, locked_until, person_id
       )
       select claimed.*, p.name, p.email, p.language,
              p.email is not null and p.email_opted_out_at is null and p.email_undeliverable_at is null
                and not (claimed.kind = any (p.muted_notifications)) as wanted
         from claimed join person p on p.org_id = claimed.org_id and p.id = claimed.person_id`,
      [sendLeaseMs(settings), orgId, id],
    );
    if (!claimed?.wanted) {
      await em.execute(`update notification set status = 'SKIPPED', locked_until = null where org_id = ? and id = ?`, [orgId, id]);
      return { done: true };
    }
    return { claimed: claimed! };
  });
}

interface Content {
  facts: MailFacts;
  attachment?: { filename: string; content: Buffer };
}

/** What the email says, read from its subject's rows now; null when the subject is gone. */
async function contentOf(orm: Orm, orgId: string, claimed: Claimed, language: ReceiptLanguage, timeZone: string): Promise<Content | null> {
  const em = orm.em.fork();
  const { kind, subject_id: subjectId } = claimed;
  if (kind === 'BOOKING_CONFIRMED' || kind === 'LEASE_ENDING') {
    const [booking] = await withinOrgReadScope(em, orgId, (scoped) =>
      scoped.execute<{ property_name: string; unit_label: string; start_date: string; end_date: string }[]>(
        `select pr.name as property_name, u.label as unit_label, b.start_date::text as start_date, b.end_date::text as end_date
           from booking b join unit u on u.org_id = b.org_id and u.id = b.unit_id join property pr on pr.org_id = b.org_id and pr.id = b.property_id
          where b.org_id = ? and b.id = ?`,
        [orgId, subjectId],
      ),
    );
    if (!booking) return null;
    const facts = { propertyName: booking.property_name, unitLabel: booking.unit_label, startDate: booking.start_date, endDate: booking.end_date };
    return kind === 'LEASE_ENDING'
      ? { facts: { kind, booking: facts, days: daysBetween(todayIn(timeZone), booking.end_date) } }
      : { facts: { kind, booking: facts } };
  }
  if (kind === 'VERIFICATION_DECISION') {
    const [record] = await withinOrgReadScope(em, orgId, (scoped) =>
      scoped.execute<{ status: string; review_note: string | null; property_name: string | null }[]>(
        `select v.status, v.review_note, pr.name as property_name
           from verification_record v left join property pr on pr.org_id = v.org_id and pr.id = v.property_id
          where v.org_id = ? and v.id = ?`,
        [orgId, subjectId],
      ),
    );
    if (!record) return null;
    return { facts: { kind, approved: record.status === 'APPROVED', note: record.review_note, propertyName: record.property_name } };
  }
  const [invoice] = await withinOrgReadScope(em, orgId, (scoped) =>
    scoped.execute<{ gross_amount: string; currency: string; due_date: string; period_start: string; kind: 'RENT' | 'LATE_FEE'; status: 'PAID'; receipt_number: string | null; property_name: string; unit_label: string; tenant_user_id: string }[]>(
      `select i.gross_amount, i.currency, i.due_date::text as due_date, i.period_start::text as period_start, i.kind, i.status, i.receipt_number,
              i.tenant_user_id, pr.name as property_name, u.label as unit_label
         from invoice i join booking b on b.org_id = i.org_id and b.id = i.booking_id
         join unit u on u.org_id = b.org_id and u.id = b.unit_id join property pr on pr.org_id = i.org_id and pr.id = i.property_id
        where i.org_id = ? and i.id = ?`,
      [orgId, subjectId],
    ),
  );
  if (!invoice) return null;
  const facts = {
    grossAmount: Number(invoice.gross_amount),
    currency: invoice.currency,
    dueDate: invoice.due_date,
    periodStart: invoice.period_start,
    propertyName: invoice.property_name,
    unitLabel: invoice.unit_label,
  };
  switch (kind) {
    case 'DUE_REMINDER':
      return { facts: { kind, invoice: facts, days: daysBetween(todayIn(timeZone), invoice.due_date) } };
    case 'PAYMENT_RECEIVED': {
      const receiptNumber = invoice.receipt_number === null ? null : Number(invoice.receipt_number);
      if (!hasReceipt({ kind: invoice.kind, status: invoice.status, receiptNumber })) return { facts: { kind, invoice: facts, receiptNumber: null } };
      // The tenant's own receipt, as the tenant reads it (the receipt route's rule).
      const tenant = { userId: invoice.tenant_user_id, orgId, roles: ['TENANT' as const] };
      const receipt = await receiptOf(serviceContextFor(orm, tenant, timeZone), subjectId, language);
      return {
        facts: { kind, invoice: facts, receiptNumber },
        attachment: { filename: `${language === 'fr' ? 'quittance' : 'receipt'}-${receipt.number}.pdf`, content: receipt.pdf },
      };
    }
    default:
      return { facts: { kind, invoice: facts } as MailFacts };
  }
}

/** When a notification wants its next attempt, and how many it has had. */
export interface NextAttempt {
  at: Date;
  attempts: number;
}

/**
 * One notification's attempt, when it is due (a send job): claims it,
 * writes the email and hands it to the mail server (or keeps it, in a
 * sandbox without one), then records the outcome while the lease is still
 * this worker's. A 5xx refusal marks the person's address undeliverable and
 * the row FAILED; any other failure (server down, 4xx) is tried again after
 * NOTIFICATION_RETRY_BASE_MS backoff, up to NOTIFICATION_MAX_ATTEMPTS.
 * Answers when to try again (null: sent, skipped or given up).
 */
export async function attemptNotification(
  orm: Orm,
  orgId: string,
  id: string,
  settings: NotificationSettings,
  transport: Transporter | null,
  timeZone: string,
): Promise<NextAttempt | null> {
  const outcome = await claim(orm, orgId, id, settings);
  if ('done' in outcome || 'waiting' in outcome) return null;
  if ('later' in outcome) return { at: outcome.later, attempts: outcome.attempts };
  const { claimed } = outcome;
  const language: ReceiptLanguage = claimed.language === 'EN' ? 'en' : 'fr';
  let content: Content | null;
  let error: { message: string; responseCode?: number } | null = null;
  let mail: ReturnType<typeof mailOf> | null = null;
  try {
    content = await contentOf(orm, orgId, claimed, language, timeZone);
  } catch (failure) {
    content = null;
    error = { message: (failure as Error).message };
  }
  if (content) {
    const unsubscribeUrl = unsubscribeUrlOf(settings, orgId, claimed.person_id);
    mail = mailOf(content.facts, { language, recipientName: claimed.name, unsubscribeUrl });
    try {
      await transport?.sendMail({
        from: settings.from,
        to: { name: claimed.name, address: claimed.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same on every attempt: a mailbox that got it twice (a worker died after the server accepted it) shows it once.
        messageId: `<${orgId}.${claimed.id}@notifications.rental>`,
        headers: {
          'Content-Language': language,
          // RFC 8058 one-click unsubscribe: mail clients POST to the link.
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: content.attachment ? [{ ...content.attachment, contentType: 'application/pdf' }] : [],
        signal: AbortSignal.timeout(settings.sendTimeoutMs),
      });
    } catch (failure) {
      error = { message: (failure as Error).message, responseCode: (failure as { responseCode?: number }).responseCode };
    }
  }
  const sent = mail !== null && error === null;
  const refused = error !== null && isPermanentRefusal(error.responseCode);
  const gone = content === null && error === null;
  const givenUp = !sent && (refused || gone || claimed.attempts >= settings.maxAttempts);
  const retryAt = new Date(Date.now() + retryDelayMs(claimed.attempts, settings.retryBaseMs));
  return withinOrgScope(orm.em.fork(), orgId, async (em) => {
    // Only while the lease is still this worker's: after it expired another worker owns the row.
    const [updated] = await em.execute<{ id: string }[]>(
      `update notification set status = ?, next_attempt_at = ?, locked_until = null, last_error = ?, email = ?, subject = ?,
              sent_at = ?, text_body = ?, html_body = ?
        where org_id = ? and id = ? and locked_until = ? returning id`,
      [
        sent ? 'SENT' : gone ? 'SKIPPED' : givenUp ? 'FAILED' : 'PENDING',
        retryAt,
        error?.message.slice(0, 1000) ?? null,
        claimed.email,
        mail?.subject ?? null,
        sent ? new Date() : null,
        sent && !transport ? mail!.text : null,
        sent && !transport ? mail!.html : null,
        orgId,
        claimed.id,
        new Date(claimed.locked_until),
      ],
    );
    if (updated && refused) {
      await em.execute(
        `update person set email_undeliverable_at = ?, email_undeliverable_reason = ? where org_id = ? and id = ? and email = ?`,
        [new Date(), error!.message.slice(0, 1000), orgId, claimed.person_id, claimed.email],
      );
    }
    return updated && !sent && !givenUp ? { at: retryAt, attempts: claimed.attempts } : null;
  });
}

export interface NotificationPreferencesInput {
  emailOptedOut?: boolean | null;
  mutedKinds?: readonly NotificationKind[] | null;
}

/** A person's choices: no email at all, or none of some kinds. Their own, or anyone's for managers; an erased person's no one's (they get none). */
export function updateNotificationPreferences(ctx: ServiceContext, personId: string, input: NotificationPreferencesInput): Promise<Person> {
  return inTransaction(ctx, async (em) => {
    await readablePerson({ ...ctx, em }, personId);
    const person = await em.findOneOrFail(Person, { id: personId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    assertCanEditPerson(ctx.actor, person, {});
    assertNotErased(person);
    em.assign(person, {
      ...(typeof input.emailOptedOut === 'boolean' ? { emailOptedOutAt: input.emailOptedOut ? (person.emailOptedOutAt ?? new Date()) : null } : {}),
      ...(input.mutedKinds ? { mutedNotifications: [...new Set(input.mutedKinds)] } : {}),
      updatedAt: new Date(),
    });
    return person;
  });
}

/**
 * The delivery log, oldest first (ask `last` for the newest): managers read
 * the org's, or one person's; anyone else only their own person's.
 */
export async function listNotifications(ctx: ServiceContext, personId: string | null): Promise<Listing<Notification>> {
  const { actor, em } = ctx;
  if (managesOrg(actor)) return listingByKey(em, Notification, actor.orgId, personId ? { personId } : {});
  const own = await em.findOne(Person, { userId: actor.userId });
  if (personId && personId !== own?.id) throw forbidden('Only managers read the notifications of other people.');
  // Someone the directory does not know has had no email: their own log is empty, not forbidden.
  return listingByKey(em, Notification, actor.orgId, own ? { personId: own.id } : { id: { $in: [] } });
}

/**
 * Batch read for `node`: each id's notification as the delivery log shows
 * it (managers the org's, anyone else their own person's), or NOT_FOUND when
 * hidden or absent. One statement, whoever asks.
 */
export async function notificationsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(Notification | AppError)[]> {
  if (!ids.length) return [];
  const { actor, em } = ctx;
  const own = managesOrg(actor) ? '' : ' and exists (select 1 from person p where p.org_id = n.org_id and p.id = n.person_id and p.user_id = ?)';
  const rows = await em.execute<Record<string, unknown>[]>(`select n.* from notification n where n.org_id = ? and n.id in (?)${own}`, [
    actor.orgId,
    [...ids],
    ...(own ? [actor.userId] : []),
  ]);
  return inIdOrder(ids, rows.map(tableOf(em, Notification).read), 'Notification');
}

/** A message kept by a sandbox without SMTP_URL (its mail page). */
export interface KeptMail {
  id: string;
  kind: NotificationKind;
  name: string;
  email: string;
  subject: string;
  sentAt: Date;
  text: string;
  html: string;
}

/** The sandbox's kept messages, every org's, newest first. */
export async function keptMail(orm: Orm, limit: number, id?: string): Promise<KeptMail[]> {
  const rows = await withinServiceScope(orm.em.fork(), (em) =>
    em.execute<{ id: string; kind: NotificationKind; name: string; email: string; subject: string; sent_at: Date; text_body: string; html_body: string }[]>(
      `select n.id, n.kind, p.name, n.email, n.subject, n.sent_at, n.text_body, n.html_body
         from notification n join person p on p.org_id = n.org_id and p.id = n.person_id
        where n.text_body is not null${id ? ' and n.id = ?' : ''} order by n.sent_at desc limit ?`,
      [...(id ? [id] : []), limit],
    ),
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, name: row.name, email: row.email, subject: row.subject, sentAt: new Date(row.sent_at), text: row.text_body, html: row.html_body }));
}
