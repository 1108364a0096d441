import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Person } from '../../db/entities/person.js';
import { searchKeyOf } from '../../domain/people/people.js';
import { assertCanHandlePersonalData, PERSON_EXPORT_FORMAT, pseudonymOf } from '../../domain/people/personal-data.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { originOf, type PersonEventView, recordEvent } from '../events/events.js';
import { JsonText } from '../json-text.js';
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
  document: JsonText;
}

/** The record as its events show it: no name, contact details or user. */
const eventViewOf = (person: Person): PersonEventView => ({ id: person.id, orgId: person.orgId, erasedAt: person.erasedAt ?? null });

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A table's part of the document: its rows (`from <table> <alias> <where>`, the org and then the person's id or
 * user as values), or the person's own row. `columns` keeps only those; `withheld` are left out of a row unless
 * the person is the request's vendor.
 */
interface Section {
  key: string;
  table: string;
  alias: string;
  where: string;
  by: 'person' | 'user';
  columns?: readonly string[];
  withheld?: readonly string[];
}

/**
 * Everything the org holds about the person, in the document's order: what names their record (notifications,
 * maintenance requests they were the vendor of) and, when they are a user, what names their user (bookings and
 * invoices as the tenant with their payments, maintenance requests they opened and comments they wrote, identity
 * checks and proofs they are the subject of with their documents and history, files they uploaded (their
 * descriptions; the files are read through /media), properties they own and payouts made to them). Of another
 * person's rows nothing; in a request they opened, the vendor's name and phone are another person's and left out.
 */
const SECTIONS: readonly Section[] = [
  { key: 'bookings', table: 'booking', alias: 'b', where: 'where b.org_id = ? and b.tenant_user_id = ?', by: 'user' },
  { key: 'invoices', table: 'invoice', alias: 'i', where: 'where i.org_id = ? and i.tenant_user_id = ?', by: 'user' },
  {
    key: 'payments',
    table: 'payment',
    alias: 'pa',
    where: 'join invoice i on i.org_id = pa.org_id and i.id = pa.invoice_id where pa.org_id = ? and i.tenant_user_id = ?',
    by: 'user',
  },
  { key: 'notifications', table: 'notification', alias: 'n', where: 'where n.org_id = ? and n.person_id = ?', by: 'person' },
  { key: 'maintenanceRequests', table: 'maintenance_request', alias: 'm', where: 'where m.org_id = ? and m.opened_by = ?', by: 'user', withheld: ['vendor_name', 'vendor_phone'] },
  {
    key: 'maintenanceRequestsAsVendor',
    table: 'maintenance_request',
    alias: 'm',
    where: 'where m.org_id = ? and m.vendor_person_id = ?',
    by: 'person',
    columns: ['id', 'property_id', 'unit_id', 'category', 'status', 'scheduled_on', 'vendor_person_id', 'vendor_name', 'vendor_phone', 'scheduled_at', 'started_at', 'completed_at'],
  },
  { key: 'maintenanceComments', table: 'maintenance_comment', alias: 'c', where: 'where c.org_id = ? and c.author_user_id = ?', by: 'user' },
  { key: 'verificationRecords', table: 'verification_record', alias: 'v', where: 'where v.org_id = ? and v.subject_user_id = ?', by: 'user' },
  {
    key: 'verificationDocuments',
    table: 'verification_document',
    alias: 'd',
    where: 'join verification_record v on v.org_id = d.org_id and v.id = d.record_id where d.org_id = ? and v.subject_user_id = ?',
    by: 'user',
  },
  {
    key: 'verificationStatusChanges',
    table: 'verification_status_change',
    alias: 's',
    where: 'join verification_record v on v.org_id = s.org_id and v.id = s.record_id where s.org_id = ? and v.subject_user_id = ?',
    by: 'user',
  },
  { key: 'mediaObjects', table: 'media_object', alias: 'o', where: 'where o.org_id = ? and o.owner_user_id = ?', by: 'user' },
  { key: 'properties', table: 'property', alias: 'pr', where: 'where pr.org_id = ? and pr.owner_user_id = ?', by: 'user' },
  { key: 'ownerPayouts', table: 'owner_payout', alias: 'o', where: 'where o.org_id = ? and o.owner_user_id = ?', by: 'user' },
];

/** Column types whose `to_jsonb` text (a JSON string or boolean) is what JavaScript writes back after parsing it. */
const TEXT_TYPES = new Set(['uuid', 'text', 'character varying', 'date', 'timestamp with time zone', 'timestamp without time zone', 'boolean', 'tsvector']);

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A column's value as the JSON text the parsed row was written back as; the rarer types through the migration's functions. */
function valueText(column: string, type: string): string {
  if (TEXT_TYPES.has(type)) return `coalesce(to_jsonb(${column})::text, 'null')`;
  if (type === 'smallint' || type === 'integer') return `coalesce(${column}::text, 'null')`;
  if (type === 'bigint') {
    return `coalesce(case when ${column} between -9007199254740991 and 9007199254740991 then ${column}::text else public.javascript_number(${column}) end, 'null')`;
  }
  return `coalesce(public.javascript_json(to_jsonb(${column})), 'null')`;
}

/**
 * SQL writing a row as the service once did from `to_jsonb` of it, parsed: its columns (name: type, in the
 * order `to_jsonb` gives them, which the catalog's jsonb_object_agg gave and pg parsed) named as the API names
 * fields, one key per name as an object keeps it (Object.fromEntries), compact.
 */
function rowText(alias: string, columns: Record<string, string>, keep: (column: string) => boolean): string {
  const fields = Object.entries(Object.fromEntries(Object.keys(columns).filter(keep).map((column) => [camelCase(column), column])));
  if (!fields.length) return `'{}'`;
  return (
    fields.map(([key, column], i) => `${sqlString(`${i ? ',' : '{'}${JSON.stringify(key)}:`)} || ${valueText(`${alias}."${column.replaceAll('"', '""')}"`, columns[column]!)}`).join(' || ') +
    ` || '}'`
  );
}

/**
 * The document as JSON text, written by PostgreSQL: one statement per table, each naming the org (one shard on
 * Citus), whose rows come back as one JSON array's text, in id order. The text is the one the service wrote
 * before from the rows' parsed `to_jsonb` (same keys, values and order), and Node handles it only as a string:
 * parsing and writing back a tenant's 24,000 invoices held the event loop for some 0.3 s (docs/performance.md).
 * Every column is exported, as the catalog lists them: a column added later needs nothing here.
 */
async function documentOf(em: EntityManager, person: Person, exportedAt: Date): Promise<JsonText> {
  const { orgId, id, userId } = person;
  const tables = ['person', ...new Set(SECTIONS.map((section) => section.table))];
  const catalog = await em.execute<{ name: string; columns: Record<string, string> }[]>(
    `select c.relname as name, jsonb_object_agg(a.attname, format_type(a.atttypid, null)) as columns
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where a.attrelid = any(string_to_array(?, ',')::regclass[]) and a.attnum > 0 and not a.attisdropped
      group by c.relname`,
    [tables.join(',')],
  );
  const columnsOf = (table: string) => catalog.find((entry) => entry.name === table)!.columns;
  const all = () => true;
  // One statement at a time: they share the transaction's connection.
  const [personRow] = await em.execute<{ text: string }[]>(`select ${rowText('p', columnsOf('person'), all)} as text from person p where p.org_id = ? and p.id = ?`, [
    orgId,
    id,
  ]);
  const head = JSON.stringify({ format: PERSON_EXPORT_FORMAT, exportedAt: exportedAt.toISOString(), orgId });
  const parts = [head.slice(0, -1), ',"person":', personRow!.text];
  for (const section of SECTIONS) {
    parts.push(`,${JSON.stringify(section.key)}:`);
    if (section.by === 'user' && !userId) {
      parts.push('[]');
      continue;
    }
    const { alias, withheld = [] } = section;
    const columns = columnsOf(section.table);
    const kept = section.columns ? (column: string) => section.columns!.includes(column) : all;
    const values: unknown[] = [orgId, section.by === 'user' ? userId : id];
    let row = rowText(alias, columns, kept);
    if (withheld.length) {
      row = `case when ${alias}.vendor_person_id is distinct from ? then ${rowText(alias, columns, (column) => kept(column) && !withheld.includes(column))} else ${row} end`;
      values.unshift(id);
    }
    const [rows] = await em.execute<{ text: string }[]>(
      `select coalesce('[' || string_agg(${row}, ',' order by ${alias}.id) || ']', '[]') as text from ${section.table} ${alias} ${section.where}`,
      values,
    );
    parts.push(rows!.text);
  }
  parts.push('}');
  return new JsonText(parts.join(''));
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
