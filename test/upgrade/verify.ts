import { todayIn } from '../../src/domain/dates.js';
import { type Api, sha256 } from './api.js';
import { businessTimeZone, type Made, people } from './data.js';
import { compareWithHead } from './snapshot.js';

/**
 * Reads everything a release made back through HEAD's API and lists every
 * difference: records and their states, each invoice's ledger (a PAID invoice
 * owes nothing and has its receipt, numbered in the order invoices were paid,
 * and the PDF downloads), every file byte for byte.
 */
export async function verifyWithHead(head: Api, made: Made): Promise<string[]> {
  const problems: string[] = [];
  const { manager } = people;
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };

  for (const property of made.properties) {
    const { property: read } = await head.gql(manager, `query ($id: UUID!) { property(id: $id) { status } }`, { id: property.id });
    expect(`property ${property.id} status`, read?.status, property.status);
  }
  for (const booking of made.bookings) {
    const { booking: read } = await head.gql(manager, `query ($id: UUID!) { booking(id: $id) { status } }`, { id: booking.id });
    expect(`booking ${booking.id} status`, read?.status, booking.status);
  }
  for (const record of made.verifications) {
    const { verificationRecord: read } = await head.gql(manager, `query ($id: UUID!) { verificationRecord(id: $id) { status kind documents { role } } }`, { id: record.id });
    expect(`verification ${record.id}`, [read?.status, read?.kind, read?.documents.length], [record.status, record.kind, record.documents]);
  }

  const paid: { id: string; paidAt: string; number: number }[] = [];
  for (const invoice of made.invoices) {
    const { invoice: read } = await head.gql(
      manager,
      `query ($id: UUID!) { invoice(id: $id) { status grossAmount paidAmount balance paidAt receipt { number } payments { amount method receivedOn reversedAt } } }`,
      { id: invoice.id },
    );
    expect(`invoice ${invoice.id} status`, read.status, invoice.status);
    expect(`invoice ${invoice.id} paidAt`, read.paidAt, invoice.paidAt);
    expect(`invoice ${invoice.id} paid amount`, read.paidAmount, invoice.paidAmount);
    expect(`invoice ${invoice.id} balance`, read.balance, invoice.grossAmount - invoice.paidAmount);
    const live = read.payments.filter((payment: { reversedAt: string | null }) => !payment.reversedAt);
    expect(`invoice ${invoice.id} payments`, live.reduce((sum: number, payment: { amount: number }) => sum + payment.amount, 0), invoice.paidAmount);
    // Paid before the ledger: received on the business day it was paid, as a payment through payInvoice is.
    for (const payment of read.payments.filter((payment: { method: string }) => payment.method === 'LEGACY')) {
      expect(`invoice ${invoice.id} LEGACY payment received on`, payment.receivedOn, todayIn(businessTimeZone, new Date(invoice.paidAt!)));
    }
    if (invoice.status !== 'PAID') continue;
    if (!read.receipt) {
      problems.push(`invoice ${invoice.id}: PAID without a receipt`);
      continue;
    }
    paid.push({ id: invoice.id, paidAt: invoice.paidAt!, number: read.receipt.number });
    const pdf = await head.fetch('GET receipt', `/api/v1/invoices/${invoice.id}/receipt?lang=en`, { headers: { authorization: `Bearer ${await head.token(manager)}` } });
    const body = Buffer.from(await pdf.arrayBuffer());
    if (pdf.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') problems.push(`invoice ${invoice.id}: receipt answered ${pdf.status}`);
  }
  // Receipt numbers: distinct, and in the order the invoices were paid.
  paid.sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  expect('receipt numbers in the order of payment', paid.map((invoice) => invoice.number), [...paid.map((invoice) => invoice.number)].sort((a, b) => a - b));
  expect('receipt numbers distinct', new Set(paid.map((invoice) => invoice.number)).size, paid.length);

  for (const media of made.media) {
    const response = await head.fetch('GET media content', `/media/${media.id}/content`, { headers: { authorization: `Bearer ${await head.token(media.reader)}` } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) problems.push(`media ${media.id}: ${response.status} ${body.toString().slice(0, 300)}`);
    else expect(`media ${media.id} content (${media.bytes} bytes)`, [body.length, sha256(body)], [media.bytes, media.sha256]);
  }

  if (made.webhookEndpoints.length) {
    const { webhookEndpoints } = await head.gql(manager, '{ webhookEndpoints(first: 500) { edges { node { id } } } }');
    const present = new Set(webhookEndpoints.edges.map((edge: { node: { id: string } }) => edge.node.id));
    for (const id of made.webhookEndpoints) if (!present.has(id)) problems.push(`webhook endpoint ${id} is gone`);
    for (const id of made.deletedWebhookEndpoints) if (present.has(id)) problems.push(`webhook endpoint ${id} was deleted, and is back`);
  }
  for (const pdf of made.pdfs) {
    const response = await head.fetch(`GET ${pdf.what}`, pdf.url, { headers: { authorization: `Bearer ${await head.token(pdf.reader)}` } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') problems.push(`${pdf.what}: the PDF answered ${response.status} ${body.toString().slice(0, 300)}`);
  }
  problems.push(
    ...(await compareWithHead(
      head,
      made.snapshots,
      (taken, path, before, after) =>
        // A file a 0.1.0 process kept on disk gets its checksum when imported.
        (taken.type === 'MediaObject' && path.endsWith('.sha256') && before === null) ||
        // Lists that later records join (webhook deliveries, emails) count them.
        (taken.grows === true && path.endsWith('.totalCount') && (after as number) > (before as number)),
    )),
  );
  return problems;
}
