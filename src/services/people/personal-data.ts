import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Person } from '../../db/entities/person.js';
import { searchKeyOf } from '../../domain/people/people.js';
import { assertCanHandlePersonalData, PERSON_EXPORT_FORMAT, pseudonymOf } from '../../domain/people/personal-data.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { originOf, type PersonEventView, recordEvent } from '../events/events.js';
import { readablePerson } from './people.js';

/**
 * A person's own data (docs/people.md, "Personal data"): ADMIN exports
 * everything the org holds about someone as one JSON document, or erases
 * them: contact details gone, the name replaced by a pseudonym, the
 * financial records (bookings, invoices, payments) kept as they are, since
 * tax records must be. Each is one transaction that records its event
 * (`person.exported`, `person.erased`), which says which record and nothing
 * of the person.
 */

export interface PersonExport {
  exportedAt: Date;
  /** The document: `format`, the person and every row that concerns them, table by table. */
  document: Record<string, unknown>;
}

/** The record as its events show it: no name, contact details or user. */
const eventViewOf = (person: Person): PersonEventView => ({ id: person.id, orgId: person.orgId, erasedAt: person.erasedAt ?? null });

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Rows as the database holds them, every column (`to_jsonb` of the row), named
 * as the API names fields (camelCase), in the order they were made. A column
 * added later is exported without anyone remembering to add it here.
 */
async function rowsOf(em: EntityManager, sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const rows = await em.execute<{ row: Record<string, unknown> }[]>(sql, values);
  return rows.map(({ row }) => Object.fromEntries(Object.entries(row).map(([column, value]) => [camelCase(column), value])));
}

/**
 * Everything the org holds about the person, table by table: what names
 * their record (notifications, maintenance requests they were the vendor
 * of) and, when they are a user, what names their user (bookings and
 * invoices as the tenant with their payments, maintenance requests they
 * opened and comments they wrote, identity checks and proofs they are the
 * subject of with their documents and history, files they uploaded (their
 * descriptions; the files are read through /media), properties they own and
 * payouts made to them). Of another person's rows nothing; in a request they
 * opened, the vendor's name and phone are another person's and left out.
 */
async function documentOf(em: EntityManager, person: Person, exportedAt: Date): Promise<Record<string, unknown>> {
  const { orgId, id, userId } = person;
  const byUser = (sql: string) => (userId ? rowsOf(em, sql, [orgId, userId]) : Promise.resolve([]));
  // One statement at a time: they share the transaction's connection.
  const [personRow] = await rowsOf(em, 'select to_jsonb(p) as row from person p where p.org_id = ? and p.id = ?', [orgId, id]);
  const notifications = await rowsOf(em, 'select to_jsonb(n) as row from notification n where n.org_id = ? and n.person_id = ? order by n.id', [orgId, id]);
  const maintenanceRequestsAsVendor = await rowsOf(
    em,
    `select jsonb_build_object('id', m.id, 'property_id', m.property_id, 'unit_id', m.unit_id, 'category', m.category, 'status', m.status,
              'scheduled_on', m.scheduled_on, 'vendor_person_id', m.vendor_person_id, 'vendor_name', m.vendor_name, 'vendor_phone', m.vendor_phone,
              'scheduled_at', m.scheduled_at, 'started_at', m.started_at, 'completed_at', m.completed_at) as row
       from maintenance_request m where m.org_id = ? and m.vendor_person_id = ? order by m.id`,
    [orgId, id],
  );
  const bookings = await byUser('select to_jsonb(b) as row from booking b where b.org_id = ? and b.tenant_user_id = ? order by b.id');
  const invoices = await byUser('select to_jsonb(i) as row from invoice i where i.org_id = ? and i.tenant_user_id = ? order by i.id');
  const payments = await byUser(
    `select to_jsonb(pa) as row from payment pa join invoice i on i.org_id = pa.org_id and i.id = pa.invoice_id
      where pa.org_id = ? and i.tenant_user_id = ? order by pa.id`,
  );
  const maintenanceRequests = userId
    ? await rowsOf(
        em,
        `select case when m.vendor_person_id is distinct from ? then to_jsonb(m) - 'vendor_name' - 'vendor_phone' else to_jsonb(m) end as row
           from maintenance_request m where m.org_id = ? and m.opened_by = ? order by m.id`,
        [id, orgId, userId],
      )
    : [];
  const maintenanceComments = await byUser('select to_jsonb(c) as row from maintenance_comment c where c.org_id = ? and c.author_user_id = ? order by c.id');
  const verificationRecords = await byUser('select to_jsonb(v) as row from verification_record v where v.org_id = ? and v.subject_user_id = ? order by v.id');
  const verificationDocuments = await byUser(
    `select to_jsonb(d) as row from verification_document d join verification_record v on v.org_id = d.org_id and v.id = d.record_id
      where d.org_id = ? and v.subject_user_id = ? order by d.id`,
  );
  const verificationStatusChanges = await byUser(
    `select to_jsonb(s) as row from verification_status_change s join verification_record v on v.org_id = s.org_id and v.id = s.record_id
      where s.org_id = ? and v.subject_user_id = ? order by s.id`,
  );
  const mediaObjects = await byUser('select to_jsonb(o) as row from media_object o where o.org_id = ? and o.owner_user_id = ? order by o.id');
  const properties = await byUser('select to_jsonb(pr) as row from property pr where pr.org_id = ? and pr.owner_user_id = ? order by pr.id');
  const ownerPayouts = await byUser('select to_jsonb(o) as row from owner_payout o where o.org_id = ? and o.owner_user_id = ? order by o.id');
  return {
    format: PERSON_EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    orgId,
    person: personRow,
    bookings,
    invoices,
    payments,
    notifications,
    maintenanceRequests,
    maintenanceRequestsAsVendor,
    maintenanceComments,
    verificationRecords,
    verificationDocuments,
    verificationStatusChanges,
    mediaObjects,
    properties,
    ownerPayouts,
  };
}

/** Everything the org holds about a person, as one JSON document; ADMIN only, logged as `person.exported`. */
export function exportPerson(ctx: ServiceContext, id: string): Promise<PersonExport> {
  assertCanHandlePersonalData(ctx.actor);
  return inTransaction(ctx, async (em) => {
    const person = await readablePerson({ ...ctx, em }, id);
    const exportedAt = new Date();
    const document = await documentOf(em, person, exportedAt);
    await recordEvent(em, originOf(ctx), { type: 'person.exported', subject: eventViewOf(person) });
    return { exportedAt, document };
  });
}

/**
 * Erases a person, ADMIN only, in one transaction: their contact details and
 * notification preferences go, their name becomes their pseudonym (so
 * receipts, statements and reports, which name people through their user,
 * print it), their unsent emails are dropped and the delivery log keeps no
 * address or message of theirs; where they were a maintenance vendor, the
 * copies of their name and phone go too. Bookings, invoices and payments stay
 * as they are, and so does the user id that names them. Logged as
 * `person.erased`. A second erasure changes nothing and logs nothing.
 */
export function erasePerson(ctx: ServiceContext, id: string): Promise<Person> {
  assertCanHandlePersonalData(ctx.actor);
  return inTransaction(ctx, async (em) => {
    await readablePerson({ ...ctx, em }, id);
    const person = await em.findOneOrFail(Person, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (person.erasedAt) return person;
    const now = new Date();
    const pseudonym = pseudonymOf(person.id);
    em.assign(person, {
      name: pseudonym,
      nameKey: searchKeyOf(pseudonym),
      email: null,
      phone: null,
      addressLine: null,
      quartier: null,
      city: null,
      province: null,
      emailOptedOutAt: null,
      mutedNotifications: [],
      emailUndeliverableAt: null,
      emailUndeliverableReason: null,
      erasedAt: now,
      updatedAt: now,
    });
    const { orgId } = person;
    // Unsent ones, those being sent included: a worker's record of its attempt then finds no row to write the address back to.
    await em.execute(`delete from notification where org_id = ? and person_id = ? and status = 'PENDING'`, [orgId, id]);
    // What went out stays in the log (its kind, subject line and time), without the address, the message or the server's answer.
    await em.execute('update notification set email = null, text_body = null, html_body = null, last_error = null where org_id = ? and person_id = ?', [orgId, id]);
    await em.execute('update maintenance_request set vendor_name = ?, vendor_phone = null where org_id = ? and vendor_person_id = ?', [pseudonym, orgId, id]);
    await recordEvent(em, originOf(ctx), { type: 'person.erased', subject: eventViewOf(person) });
    return person;
  });
}
