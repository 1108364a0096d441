import { randomUUID } from 'node:crypto';
import { Api, type MediaFact, type User } from './api.js';

/** What one round of data made through a release's API holds, as that release read it back. */
export interface Made {
  properties: { id: string; status: string }[];
  bookings: { id: string; status: string }[];
  invoices: { id: string; status: string; grossAmount: number; paidAmount: number; paidAt: string | null }[];
  verifications: { id: string; status: string; kind: string; documents: number }[];
  media: MediaFact[];
  webhookEndpoints: string[];
}

export const emptyMade = (): Made => ({ properties: [], bookings: [], invoices: [], verifications: [], media: [], webhookEndpoints: [] });

export function merge(into: Made, more: Made): Made {
  for (const key of Object.keys(into) as (keyof Made)[]) (into[key] as unknown[]).push(...(more[key] as unknown[]));
  return into;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The org's people, the same for every release and round. */
export const people = { admin: { id: randomUUID(), role: 'ADMIN' }, manager: { id: randomUUID(), role: 'MANAGER' } } satisfies Record<string, User>;

/**
 * One round of everything the release's API can make: a property with photos,
 * its ownership proof (uploaded, submitted, approved) and publication, an
 * owner's identity check (submitted), two bookings with their invoices, most
 * paid by their tenants, one cancelled; where the release has them, a partial
 * payment and a webhook endpoint.
 */
export async function makeRound(api: Api, round: string): Promise<Made> {
  const made = emptyMade();
  const { admin, manager } = people;
  const owner: User = { id: randomUUID(), role: 'OWNER' };
  const tenants: User[] = [0, 1].map(() => ({ id: randomUUID(), role: 'TENANT' }));

  const { createProperty: property } = await api.gql(
    manager,
    `mutation ($input: CreatePropertyInput!) { createProperty(input: $input) { id } }`,
    { input: { name: `Upgrade ${round}`, type: 'APARTMENT', city: 'Douala', ownerUserId: owner.id } },
  );
  const units: string[] = [];
  for (const label of ['A', 'B']) {
    const { createUnit } = await api.gql(manager, `mutation ($p: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $p, input: $input) { id } }`, {
      p: property.id,
      input: { label, rentAmount: 150_000, rentCurrency: 'XAF' },
    });
    units.push(createUnit.id);
  }
  // Sizes on both sides of a 256 KiB storage chunk.
  for (const bytes of [100, 4096, 262_144, 300_001]) made.media.push(await api.upload(manager, { ownerType: 'PROPERTY', ownerId: property.id }, 'PHOTO', bytes));

  const { createPropertyProof: proof } = await api.gql(manager, `mutation ($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { id } }`, {
    input: { propertyId: property.id, proofType: 'OWNERSHIP' },
  });
  const deed = await api.upload(manager, { ownerType: 'VERIFICATION', ownerId: proof.id }, 'DOCUMENT', 20_000);
  made.media.push(deed);
  await api.gql(manager, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
    id: proof.id,
    input: { mediaObjectId: deed.id, role: 'PROOF_OF_OWNERSHIP' },
  });
  await api.gql(manager, `mutation ($id: UUID!) { submitVerification(id: $id) { id } }`, { id: proof.id });
  await api.gql(admin, `mutation ($id: UUID!) { startVerificationReview(id: $id) { id } }`, { id: proof.id });
  await api.gql(admin, `mutation ($id: UUID!) { approveVerification(id: $id, note: "Deed checked") { id } }`, { id: proof.id });
  await api.gql(manager, `mutation ($id: UUID!) { publishProperty(id: $id) { id } }`, { id: property.id });

  const { createOwnerKyc: kyc } = await api.gql(owner, `mutation { createOwnerKyc { id } }`);
  const passport = await api.upload(owner, { ownerType: 'VERIFICATION', ownerId: kyc.id }, 'DOCUMENT', 9_000);
  made.media.push(passport);
  await api.gql(owner, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
    id: kyc.id,
    input: { mediaObjectId: passport.id, role: 'SELF_ID', documentType: 'PASSPORT' },
  });
  await api.gql(owner, `mutation ($id: UUID!) { submitVerification(id: $id) { id } }`, { id: kyc.id });

  const partial = await api.hasMutation('recordPayment');
  for (const [index, unitId] of units.entries()) {
    const tenant = tenants[index]!;
    const { createBooking: booking } = await api.gql(manager, `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
      input: { unitId, tenantUserId: tenant.id, startDate: day(-180), endDate: day(185), rentAmount: 150_000, rentCurrency: 'XAF' },
    });
    await api.gql(manager, `mutation ($id: UUID!) { confirmBooking(id: $id) { id } }`, { id: booking.id });
    const invoices: string[] = [];
    for (let month = 0; month < (index === 0 ? 6 : 3); month++) {
      const { issueInvoice } = await api.gql(manager, `mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }`, {
        input: { bookingId: booking.id, periodStart: day(-180 + 30 * month), periodEnd: day(-151 + 30 * month), dueDate: day(-170 + 30 * month), netAmount: 100_000 + month, tvaBasisPoints: 1925 },
      });
      invoices.push(issueInvoice.id);
    }
    // Paid out of order, so receipt numbers follow the order of payment, not of issue.
    const paid = index === 0 ? [invoices[2]!, invoices[0]!, invoices[3]!, invoices[1]!] : [invoices[1]!];
    for (const id of paid) await api.gql(tenant, `mutation ($id: UUID!) { payInvoice(id: $id) { id } }`, { id });
    if (index === 0) await api.gql(manager, `mutation ($id: UUID!) { cancelInvoice(id: $id) { id } }`, { id: invoices[4] });
    if (partial) {
      await api.gql(manager, `mutation ($id: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id } }`, {
        id: invoices.at(-1),
        input: { amount: 40_000, method: 'CASH', receivedOn: day(0), reference: `round ${round}` },
      });
    }
    made.bookings.push({ id: booking.id, status: 'ACTIVE' });
    for (const id of invoices) {
      const { invoice } = await api.gql(manager, `query ($id: UUID!) { invoice(id: $id) { id status grossAmount paidAt ${partial ? 'paidAmount' : ''} } }`, { id });
      made.invoices.push({ id, status: invoice.status, grossAmount: invoice.grossAmount, paidAmount: invoice.paidAmount ?? (invoice.status === 'PAID' ? invoice.grossAmount : 0), paidAt: invoice.paidAt });
    }
  }
  if (await api.hasMutation('createWebhookEndpoint')) {
    const { createWebhookEndpoint } = await api.gql(manager, `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`, {
      input: { url: `http://127.0.0.1:9/upgrade/${round}`, eventTypes: ['invoice.paid'] },
    });
    made.webhookEndpoints.push(createWebhookEndpoint.endpoint.id);
  }

  made.properties.push({ id: property.id, status: 'PUBLISHED' });
  for (const record of [proof, kyc]) {
    const { verificationRecord } = await api.gql(manager, `query ($id: UUID!) { verificationRecord(id: $id) { id status kind documents { role } } }`, { id: record.id });
    made.verifications.push({ id: record.id, status: verificationRecord.status, kind: verificationRecord.kind, documents: verificationRecord.documents.length });
  }
  return made;
}

/** Every GET route of the release's REST document, with the ids of what was made, and its GraphQL lists: none may answer 5xx. */
export async function visitEveryRoute(api: Api, made: Made): Promise<number> {
  const { manager } = people;
  const token = await api.token(manager);
  const document = (await (await api.fetch('GET openapi.json', '/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const idFor = (path: string) => {
    if (path.includes('/invoices/')) return made.invoices[0]!.id;
    if (path.includes('/bookings/')) return made.bookings[0]!.id;
    if (path.includes('/units/')) return made.properties[0]!.id;
    if (path.includes('/media/')) return made.media[0]!.id;
    if (/verification|proof|kyc/i.test(path)) return made.verifications[0]!.id;
    return made.properties[0]!.id;
  };
  let visited = 0;
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!operations.get) continue;
    const url = (path.startsWith('/api/v1') || path.startsWith('/media') || path.startsWith('/auth') ? path : `/api/v1${path}`).replace(/\{[^}]+\}/g, () => idFor(path));
    await api.fetch(`GET ${path}`, url, { headers: { authorization: `Bearer ${token}` } });
    visited++;
  }
  for (const query of [
    '{ me { __typename } }',
    '{ properties(first: 50) { totalCount edges { node { id status } } } }',
    '{ bookings(first: 50) { totalCount edges { node { id status } } } }',
    '{ invoices(first: 50) { totalCount edges { node { id status grossAmount paidAt } } } }',
    '{ verificationQueue(first: 50) { totalCount edges { node { id status documents { role } } } } }',
  ]) {
    await api.gql(manager, query, {}, true);
    visited++;
  }
  for (const media of made.media) {
    await api.fetch('GET media content', `/media/${media.id}/content`, { headers: { authorization: `Bearer ${await api.token(media.reader)}` } });
    visited++;
  }
  return visited;
}
