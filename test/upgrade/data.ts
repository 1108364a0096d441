import { randomUUID } from 'node:crypto';
import { todayIn } from '../../src/domain/dates.js';
import { Api, type MediaFact, type User } from './api.js';
import { type Schema, schemaOf, type Snapshot, snapshot } from './snapshot.js';

/** What one round of data made through a release's API holds, as that release read it back. */
export interface Made {
  properties: { id: string; status: string }[];
  bookings: { id: string; status: string }[];
  invoices: { id: string; status: string; grossAmount: number; paidAmount: number; paidAt: string | null }[];
  verifications: { id: string; status: string; kind: string; documents: number }[];
  media: MediaFact[];
  webhookEndpoints: string[];
  /** Endpoints deleted: HEAD must not bring them back. */
  deletedWebhookEndpoints: string[];
  /** PDFs made on request (owner statements): HEAD must still make them. */
  pdfs: { what: string; url: string; reader: User }[];
  /** Every record above and the rest the release made, as it read them with every field of its schema. */
  snapshots: Snapshot[];
}

export const emptyMade = (): Made => ({
  properties: [],
  bookings: [],
  invoices: [],
  verifications: [],
  media: [],
  webhookEndpoints: [],
  deletedWebhookEndpoints: [],
  pdfs: [],
  snapshots: [],
});

export function merge(into: Made, more: Made): Made {
  for (const key of Object.keys(into) as (keyof Made)[]) (into[key] as unknown[]).push(...(more[key] as unknown[]));
  return into;
}

/**
 * The business time zone of every release in the run (BUSINESS_TIMEZONE): one
 * whose date is not UTC's while the run lasts, so a date taken from a time in
 * the wrong zone shows (about three hours from either change of date).
 */
export const businessTimeZone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

/** The date `offset` days from today in the business time zone. */
const day = (offset: number) => todayIn(businessTimeZone, new Date(Date.now() + offset * 86_400_000));

/** The contract's largest amount (2^53 - 1 minor units). */
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

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
  const edges = await makeEdgeCases(api, round, made, units[0]!);
  const later = await makeLaterKinds(api, round, made, { owner, tenant: tenants[0]!, unitId: units[0]! });
  for (const record of [proof, kyc, ...edges.verifications, ...later.verifications]) {
    const { verificationRecord } = await api.gql(manager, `query ($id: UUID!) { verificationRecord(id: $id) { id status kind documents { role } } }`, { id: record.id });
    made.verifications.push({ id: record.id, status: verificationRecord.status, kind: verificationRecord.kind, documents: verificationRecord.documents.length });
  }
  await snapshotEverything(api, made, { units: [...units, ...edges.units], tenants: [...tenants, ...edges.tenants], people: [...edges.people, ...later.people], owners: [owner], later });
  return made;
}

/**
 * The rest of what the release's API makes, with values at the contract's
 * edges: non-ASCII names and filenames, a JPEG, amounts of 0 and 2^53 - 1,
 * deposits in another currency, several payments of one invoice (one
 * reversed), and records at each end of their life: a property archived, a
 * unit taken off the market, bookings pending, cancelled, extended and
 * terminated, verifications rejected and waiting for more information, a
 * webhook endpoint rotated and disabled; people and the org's settings.
 */
async function makeEdgeCases(api: Api, round: string, made: Made, letUnit: string) {
  const { admin, manager } = people;
  const owner: User = { id: randomUUID(), role: 'OWNER' };
  const tenants: User[] = [0, 1].map(() => ({ id: randomUUID(), role: 'TENANT' }));
  const has = async (name: string) => api.hasMutation(name);
  const { createProperty: archived } = await api.gql(manager, `mutation ($input: CreatePropertyInput!) { createProperty(input: $input) { id } }`, {
    input: {
      name: `Résidence « Les Étoiles » ${round} — 雅苑`,
      type: 'VILLA',
      addressLine: 'Rue de l’Hôpital, BP 1234',
      quartier: 'Bonapriso',
      city: 'Yaoundé',
      province: 'Centre',
      latitude: -89.999999,
      longitude: 179.999999,
      amenities: ['piscine', 'générateur', '🅿'],
      ownerUserId: owner.id,
    },
  });
  const { createUnit: dear } = await api.gql(manager, `mutation ($p: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $p, input: $input) { id } }`, {
    p: archived.id,
    input: { label: 'Penthouse Ω', rentAmount: MAX_AMOUNT, rentCurrency: 'EUR', areaSqm: 1_000_000, bedrooms: 0, bathrooms: 12 },
  });
  const { createUnit: idle } = await api.gql(manager, `mutation ($p: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $p, input: $input) { id } }`, {
    p: archived.id,
    input: { label: 'Cave', rentAmount: 0, rentCurrency: 'XAF' },
  });
  await api.gql(manager, `mutation ($id: UUID!) { setUnitStatus(id: $id, status: UNAVAILABLE) { id } }`, { id: idle.id });
  made.media.push(
    await api.upload(manager, { ownerType: 'UNIT', ownerId: dear.id }, 'PHOTO', 7_777, { contentType: 'image/jpeg', filename: 'façade été 北京.jpg' }),
  );

  const booking = async (tenant: User, unitId: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
    (
      await api.gql(manager, `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
        input: { unitId, tenantUserId: tenant.id, startDate: day(from), endDate: day(to), ...extra },
      })
    ).createBooking.id as string;
  const act = (mutation: string, id: string, extra = '') => api.gql(manager, `mutation ($id: UUID!) { ${mutation}(id: $id${extra}) { id } }`, { id });
  // Cancelled while pending, with a deposit in another currency than the rent.
  const cancelled = await booking(tenants[0]!, dear.id, -400, -300, { depositAmount: MAX_AMOUNT, depositCurrency: 'USD' });
  await act('cancelBooking', cancelled);
  // Confirmed, extended, invoiced at the contract's bounds, then terminated.
  const ended = await booking(tenants[1]!, dear.id, -90, 30, { depositAmount: 0, depositCurrency: 'EUR', rentAmount: MAX_AMOUNT, rentCurrency: 'EUR' });
  await act('confirmBooking', ended);
  await api.gql(manager, `mutation ($id: UUID!, $end: Date!) { extendBooking(id: $id, endDate: $end) { id } }`, { id: ended, end: day(60) });
  const issue = async (net: number, tva: number, from: number) =>
    (
      await api.gql(manager, `mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }`, {
        input: { bookingId: ended, periodStart: day(from), periodEnd: day(from + 10), dueDate: day(from + 5), netAmount: net, tvaBasisPoints: tva },
      })
    ).issueInvoice.id as string;
  const largest = await issue(Math.floor(MAX_AMOUNT / 2), 10_000, -90);
  const nothing = await issue(0, 0, -70);
  const several = await issue(1_000_001, 1925, -50);
  await api.gql(tenants[1]!, `mutation ($id: UUID!) { payInvoice(id: $id) { id } }`, { id: nothing });
  if (await has('recordPayment')) {
    const pay = async (id: string, amount: number, method: string, reference: string | null, on: number) =>
      (
        await api.gql(manager, `mutation ($id: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id } }`, {
          id,
          input: { amount, method, receivedOn: day(on), reference },
        })
      ).recordPayment.id as string;
    await pay(largest, MAX_AMOUNT - 1 - 1, 'BANK_TRANSFER', 'Virement n° 0001 — « loyer »', -80);
    const reversed = await pay(several, 500_000, 'CHEQUE', 'Chèque 42', -45);
    await pay(several, 1, 'CASH', null, -44);
    await pay(several, 250_000, 'MOBILE_MONEY', 'MP2411.1530.A12345', -43);
    await api.gql(admin, `mutation ($id: UUID!) { reversePayment(id: $id, reason: "Chèque sans provision") { id } }`, { id: reversed });
    const { invoice } = await api.gql(manager, `query ($id: UUID!) { invoice(id: $id) { grossAmount } }`, { id: several });
    await pay(several, invoice.grossAmount - 250_001, 'CARD', 'carte ****4242', -40);
  } else {
    await api.gql(tenants[1]!, `mutation ($id: UUID!) { payInvoice(id: $id) { id } }`, { id: several });
  }
  await act('terminateBooking', ended);
  for (const id of [largest, nothing, several]) {
    const { invoice } = await api.gql(manager, `query ($id: UUID!) { invoice(id: $id) { status grossAmount paidAt ${(await has('recordPayment')) ? 'paidAmount' : ''} } }`, { id });
    made.invoices.push({ id, status: invoice.status, grossAmount: invoice.grossAmount, paidAmount: invoice.paidAmount ?? (invoice.status === 'PAID' ? invoice.grossAmount : 0), paidAt: invoice.paidAt });
  }
  // Pending (never billed: it starts in a year) on a unit of the published property, with the billing plan where the release has them.
  const pending = await booking(tenants[0]!, letUnit, 400, 800, { rentAmount: 1, rentCurrency: 'XOF' });
  if (await has('setBillingPlan')) {
    await api.gql(manager, `mutation ($id: UUID!, $input: BillingPlanInput!) { setBillingPlan(bookingId: $id, input: $input) { bookingId } }`, {
      id: pending,
      input: { cycle: 'QUARTERLY', dueDay: 28, tvaBasisPoints: 10_000 },
    });
  }
  for (const [id, status] of [[cancelled, 'CANCELLED'], [ended, 'TERMINATED'], [pending, 'PENDING']] as const) made.bookings.push({ id, status });

  // Verifications: one rejected, one waiting for more information.
  const { createPropertyProof: rejected } = await api.gql(manager, `mutation ($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { id } }`, {
    input: { propertyId: archived.id, proofType: 'MANDATE' },
  });
  const mandate = await api.upload(manager, { ownerType: 'VERIFICATION', ownerId: rejected.id }, 'DOCUMENT', 3_333, { filename: 'mandat signé (copie).pdf' });
  made.media.push(mandate);
  await api.gql(manager, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
    id: rejected.id,
    input: { mediaObjectId: mandate.id, role: 'OWNER_MANDATE', certificateRef: 'Réf. 2026/αβγ', certifiedOn: day(-30), certifyingAuthority: 'NOTARY' },
  });
  const ownerId = await api.upload(manager, { ownerType: 'VERIFICATION', ownerId: rejected.id }, 'PHOTO', 2_222, { contentType: 'image/jpeg', filename: 'CNI recto-verso.jpg' });
  made.media.push(ownerId);
  await api.gql(manager, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
    id: rejected.id,
    input: { mediaObjectId: ownerId.id, role: 'OWNER_ID', documentType: 'NATIONAL_ID', expiresOn: day(1) },
  });
  await act('submitVerification', rejected.id);
  await api.gql(admin, `mutation ($id: UUID!) { startVerificationReview(id: $id) { id } }`, { id: rejected.id });
  await api.gql(admin, `mutation ($id: UUID!) { rejectVerification(id: $id, note: "Signature illisible — à refaire") { id } }`, { id: rejected.id });
  const { createOwnerKyc: waiting } = await api.gql(owner, `mutation { createOwnerKyc { id } }`);
  const licence = await api.upload(owner, { ownerType: 'VERIFICATION', ownerId: waiting.id }, 'DOCUMENT', 5_555);
  made.media.push(licence);
  await api.gql(owner, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
    id: waiting.id,
    input: { mediaObjectId: licence.id, role: 'SELF_ID', documentType: 'DRIVER_LICENSE', expiresOn: day(3650) },
  });
  await api.gql(owner, `mutation ($id: UUID!) { submitVerification(id: $id) { id } }`, { id: waiting.id });
  await api.gql(admin, `mutation ($id: UUID!) { requestVerificationInfo(id: $id, note: "Verso manquant") { id } }`, { id: waiting.id });
  await act('archiveProperty', archived.id);
  made.properties.push({ id: archived.id, status: 'ARCHIVED' });

  const madePeople: string[] = [];
  if (await has('createPerson')) {
    for (const [user, input] of [
      [tenants[0]!, { name: 'Ngo Bassa Élodie-Françoise', email: 'Elodie.Ngo+loyer@example.cm', phone: '+237 6 99 00 11 22', language: 'EN', addressLine: 'Carrefour Ndokoti', quartier: 'Akwa', city: 'Douala', province: 'Littoral' }],
      [tenants[1]!, { name: '李小龙 (Bruce)', language: 'FR' }],
    ] as const) {
      const { createPerson } = await api.gql(manager, `mutation ($input: CreatePersonInput!) { createPerson(input: $input) { id } }`, { input: { ...input, userId: user.id } });
      madePeople.push(createPerson.id);
    }
  }
  if (await has('updateOrgProfile')) {
    const settings = {
      legalName: 'SCI Mövenpick & Fils — Société civile',
      addressLine: 'Immeuble « La Pagode », 3e étage',
      quartier: 'Bali',
      city: 'Douala',
      province: 'Littoral',
    };
    const { orgProfile } = await api.gql(manager, '{ orgProfile { legalName } }');
    // Once per org: every round's snapshot reads the same settings, changed at the same time.
    if (orgProfile.legalName !== settings.legalName) {
      await api.gql(manager, `mutation ($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }`, { input: settings });
      // A grace of 0 days past the longest late invoice: no late fee is ever charged, so later reads see the same invoices.
      await api.gql(manager, `mutation ($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { lateFeeKind } }`, {
        input: { defaultTvaBasisPoints: 10_000, invoiceLeadDays: 0, lateFeeKind: 'PERCENT', lateFeeBasisPoints: 10_000, lateFeeGraceDays: 366, lateFeeCapAmount: MAX_AMOUNT, lateFeeFlatAmount: MAX_AMOUNT, lateFeeRecurrence: 'PER_PERIOD' },
      });
    }
  }
  if (await has('rotateWebhookSecret')) {
    const { createWebhookEndpoint } = await api.gql(manager, `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`, {
      input: { url: `http://127.0.0.1:9/rental/${round}/%C3%A9t%C3%A9?token=a%20b&x=1`, description: 'Comptabilité — « tout »', eventTypes: [] },
    });
    const id = createWebhookEndpoint.endpoint.id as string;
    await api.gql(manager, `mutation ($id: UUID!) { rotateWebhookSecret(id: $id, graceHours: 1) { endpoint { id } } }`, { id });
    await act('disableWebhookEndpoint', id);
    made.webhookEndpoints.push(id);
  }
  return { units: [dear.id, idle.id], tenants, people: madePeople, verifications: [rejected, waiting] as { id: string }[] };
}

/**
 * What 0.3.0 added, where the release has it, at the edges of the contract: the
 * people of the round (the owner, a vendor without an account, one erased) with
 * their notification preferences and the emails written for them; the org's
 * maintenance targets and a request in every state, with photos and comments,
 * the finished ones charged to the tenant and to the owner; an owner payout;
 * bookings left in draft and submitted, a billing plan removed, a verification
 * revoked; webhook endpoints updated, re-enabled and deleted, and a delivery sent
 * again.
 */
async function makeLaterKinds(
  api: Api,
  round: string,
  made: Made,
  { owner, tenant, unitId }: { owner: User; tenant: User; unitId: string },
) {
  const { admin, manager } = people;
  const has = async (name: string) => api.hasMutation(name);
  const later = { people: [] as string[], notified: [] as string[], maintenance: [] as string[], verifications: [] as { id: string }[], serviceLevels: false, payouts: false };
  const gql = (user: User, query: string, variables: Record<string, unknown> = {}) => api.gql(user, query, variables);

  const webhooks = await has('redeliverWebhook');
  if (webhooks) {
    const endpoint = async (input: Record<string, unknown>) =>
      (await gql(manager, `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`, { input })).createWebhookEndpoint.endpoint.id as string;
    const updated = made.webhookEndpoints[0]!;
    await gql(manager, `mutation ($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }`, {
      id: updated,
      input: { url: `http://127.0.0.1:9/upgrade/${round}/updated`, description: 'Mise à jour', eventTypes: ['invoice.paid', 'booking.created', 'booking.submitted', 'verification.revoked'] },
    });
    const reenabled = await endpoint({ url: `http://127.0.0.1:9/upgrade/${round}/again`, eventTypes: ['booking.confirmed'] });
    await gql(manager, `mutation ($id: UUID!) { disableWebhookEndpoint(id: $id) { id } }`, { id: reenabled });
    await gql(manager, `mutation ($id: UUID!) { enableWebhookEndpoint(id: $id) { id } }`, { id: reenabled });
    const deleted = await endpoint({ url: `http://127.0.0.1:9/upgrade/${round}/deleted` });
    await gql(manager, `mutation ($id: UUID!) { deleteWebhookEndpoint(id: $id) }`, { id: deleted });
    made.webhookEndpoints.push(reenabled);
    made.deletedWebhookEndpoints.push(deleted);
  }


  if (await has('updateNotificationPreferences')) {
    const person = async (input: Record<string, unknown>) => (await gql(manager, `mutation ($input: CreatePersonInput!) { createPerson(input: $input) { id } }`, { input })).createPerson.id as string;
    const ownerPerson = await person({ name: `Propriétaire ${round}`, userId: owner.id, email: `owner.${round}@example.cm`, language: 'FR' });
    await gql(manager, `mutation ($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }`, {
      id: ownerPerson,
      input: { name: `Mme Ndjock-Ébogo ${round} 🏠`, phone: '+237 2 33 42 00 00', addressLine: 'B.P. 15 000', city: 'Kribi', province: 'Sud', quartier: 'Mpangou', language: 'EN' },
    });
    await gql(manager, `mutation ($id: UUID!, $input: NotificationPreferencesInput!) { updateNotificationPreferences(personId: $id, input: $input) { id } }`, {
      id: ownerPerson,
      input: { emailOptedOut: true, mutedKinds: [] },
    });
    // The tenant of the round's first booking: emails for what happens to them, some kinds muted.
    const tenantPerson = await person({ name: `Locataire ${round}`, userId: tenant.id, email: `tenant.${round}@example.cm`, language: 'EN' });
    await gql(manager, `mutation ($id: UUID!, $input: NotificationPreferencesInput!) { updateNotificationPreferences(personId: $id, input: $input) { id } }`, {
      id: tenantPerson,
      input: { mutedKinds: ['DUE_REMINDER', 'LEASE_ENDING', 'INVOICE_OVERDUE'] },
    });
    const vendor = await person({ name: 'Plomberie « Au Robinet d’Or »', phone: '+237 6 70 00 00 00', language: 'FR' });
    const erased = await person({ name: 'À effacer', email: `erase.${round}@example.cm`, phone: '+237 6 11 11 11 11', addressLine: 'Rue 1.234' });
    await gql(admin, `mutation ($id: UUID!) { erasePerson(id: $id) { id } }`, { id: erased });
    // An export is a read, but leaves its event (person.exported).
    await gql(admin, `mutation ($id: UUID!) { exportPerson(id: $id) { exportedAt } }`, { id: tenantPerson });
    later.people.push(ownerPerson, tenantPerson, vendor, erased);
    later.notified.push(tenantPerson);

    // Maintenance: the org's targets once (every round reads the same), then a request in each state.
    const targets = [
      { urgency: 'LOW', responseHours: 8784, completionHours: 8784 },
      { urgency: 'NORMAL', responseHours: 1000, completionHours: 5000 },
      { urgency: 'URGENT', responseHours: 500, completionHours: 500 },
      { urgency: 'EMERGENCY', responseHours: 100, completionHours: 200 },
    ];
    const { maintenanceServiceLevels } = await gql(manager, '{ maintenanceServiceLevels { urgency responseHours completionHours } }');
    if (!targets.every((target) => maintenanceServiceLevels.some((level: typeof target) => JSON.stringify(level) === JSON.stringify(target)))) {
      for (const input of targets) await gql(manager, `mutation ($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency } }`, { input });
    }
    later.serviceLevels = true;
    const photos: string[] = [];
    for (const [bytes, options] of [[1_234, { contentType: 'image/jpeg', filename: 'fuite sous l’évier.jpg' }], [65_537, {}]] as const) {
      const photo = await api.upload(tenant, { ownerType: 'USER', ownerId: tenant.id }, 'PHOTO', bytes, options);
      made.media.push(photo);
      photos.push(photo.id);
    }
    const open = async (urgency: string, category: string, description: string, mediaIds: string[] = []) =>
      (await gql(tenant, `mutation ($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }`, { input: { unitId, urgency, category, description, mediaIds } }))
        .openMaintenanceRequest.id as string;
    const move = (mutation: string, id: string, extra = '', variables: Record<string, unknown> = {}) =>
      gql(manager, `mutation ($id: UUID!${Object.keys(variables).map((name) => `, $${name}: ${name === 'input' ? { scheduleMaintenanceRequest: 'ScheduleMaintenanceInput!', completeMaintenanceRequest: 'CompleteMaintenanceInput!' }[mutation] : 'String!'}`).join('')}) { ${mutation}(id: $id${extra}) { id } }`, { id, ...variables });
    const comment = (user: User, id: string, body: string) => gql(user, `mutation ($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }`, { id, body });
    // 4,000 bytes of UTF-8: a release's embedded database made without a locale is SQL_ASCII, where the limit of 4,000 characters counts bytes.
    const problem = `Fuite d’eau — ${round}\nL’eau coule « partout » 💧`;
    const stillOpen = await open('EMERGENCY', 'PLUMBING', problem.padEnd(4000 - Buffer.byteLength(problem) + problem.length, '.'), photos);
    await comment(tenant, stillOpen, 'Photos jointes.');
    await comment(manager, stillOpen, 'Nous passons demain. '.repeat(190));
    const accepted = await open('LOW', 'PESTS', 'Fourmis');
    await move('acceptMaintenanceRequest', accepted);
    const rejected = await open('NORMAL', 'OTHER', 'Peinture');
    await move('rejectMaintenanceRequest', rejected, ', reason: $reason', { reason: 'À la charge du locataire — voir le bail, art. 7' });
    const cancelled = await open('URGENT', 'ELECTRICAL', 'Plus de courant');
    await gql(tenant, `mutation ($id: UUID!) { cancelMaintenanceRequest(id: $id) { id } }`, { id: cancelled });
    const scheduled = await open('NORMAL', 'APPLIANCE', 'Frigo');
    await move('acceptMaintenanceRequest', scheduled);
    await move('scheduleMaintenanceRequest', scheduled, ', input: $input', { input: { scheduledOn: day(7), vendorPersonId: vendor } });
    const started = await open('URGENT', 'STRUCTURE', 'Fissure');
    await move('acceptMaintenanceRequest', started);
    await move('scheduleMaintenanceRequest', started, ', input: $input', { input: { scheduledOn: day(0), vendorName: 'M. Ébogo — maçon', vendorPhone: '+237699000000' } });
    await move('startMaintenanceRequest', started);
    await comment(tenant, started, 'Merci !');
    const done: string[] = [];
    // The owner's EUR balance ends at -(2^53 - 1) with the payout below: one more and its statement fails (INTERNAL, as 0.3.0 does).
    for (const [chargeTo, cost, currency] of [['TENANT', 75_000, 'XAF'], ['OWNER', MAX_AMOUNT - 1, 'EUR'], ['OWNER', 0, null]] as const) {
      const id = await open('LOW', 'APPLIANCE', `Chauffe-eau ${chargeTo} ${cost}`);
      await move('acceptMaintenanceRequest', id);
      await move('scheduleMaintenanceRequest', id, ', input: $input', { input: { scheduledOn: day(-1), vendorName: 'Ets. Ébénézer', vendorPhone: '+237233000000' } });
      await move('startMaintenanceRequest', id);
      await move('completeMaintenanceRequest', id, ', input: $input', { input: { chargeTo, cost, currency } });
      done.push(id);
    }
    later.maintenance.push(stillOpen, accepted, rejected, cancelled, scheduled, started, ...done);
    // The tenant's charge is an invoice of its own.
    const { maintenanceRequest } = await gql(manager, `query ($id: UUID!) { maintenanceRequest(id: $id) { invoice { id status grossAmount paidAt paidAmount } } }`, { id: done[0] });
    if (maintenanceRequest.invoice) made.invoices.push({ ...maintenanceRequest.invoice, paidAmount: maintenanceRequest.invoice.paidAmount });
  }

  if (await has('recordOwnerPayout')) {
    for (const [amount, currency, reference] of [[MAX_AMOUNT, 'XAF', 'Virement « juin » n° 7'], [1, 'EUR', null]] as const) {
      await gql(manager, `mutation ($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }`, { input: { ownerUserId: owner.id, amount, currency, paidOn: day(-1), reference } });
    }
    later.payouts = true;
    made.pdfs.push({ what: `owner statement of ${owner.id}`, url: `/api/v1/owners/${owner.id}/statement.pdf?from=${day(-500)}&to=${day(1)}&lang=en`, reader: manager });
  }

  if (await has('submitBooking')) {
    const draft = async (from: number) =>
      (await gql(manager, `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, { input: { unitId, tenantUserId: tenant.id, startDate: day(from), endDate: day(from + 30), draft: true } }))
        .createBooking.id as string;
    const kept = await draft(900);
    const submitted = await draft(1000);
    await gql(manager, `mutation ($id: UUID!) { submitBooking(id: $id) { id } }`, { id: submitted });
    made.bookings.push({ id: kept, status: 'DRAFT' }, { id: submitted, status: 'PENDING' });
    if (await has('removeBillingPlan')) {
      await gql(manager, `mutation ($id: UUID!, $input: BillingPlanInput!) { setBillingPlan(bookingId: $id, input: $input) { bookingId } }`, { id: submitted, input: { cycle: 'MONTHLY', dueDay: 1 } });
      await gql(manager, `mutation ($id: UUID!) { removeBillingPlan(bookingId: $id) { id } }`, { id: submitted });
    }
  }
  if (await has('revokeVerification')) {
    // Another owner's identity, approved then revoked (revoking a property's proof would unpublish it).
    const revokedOwner: User = { id: randomUUID(), role: 'OWNER' };
    const { createOwnerKyc: proof } = await gql(revokedOwner, `mutation { createOwnerKyc { id } }`);
    const identity = await api.upload(revokedOwner, { ownerType: 'VERIFICATION', ownerId: proof.id }, 'DOCUMENT', 1_500);
    made.media.push(identity);
    await gql(revokedOwner, `mutation ($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }`, {
      id: proof.id,
      input: { mediaObjectId: identity.id, role: 'SELF_ID', documentType: 'PASSPORT', expiresOn: day(400) },
    });
    await gql(revokedOwner, `mutation ($id: UUID!) { submitVerification(id: $id) { id } }`, { id: proof.id });
    await gql(admin, `mutation ($id: UUID!) { startVerificationReview(id: $id) { id } }`, { id: proof.id });
    await gql(admin, `mutation ($id: UUID!) { approveVerification(id: $id, note: "OK") { id } }`, { id: proof.id });
    await gql(admin, `mutation ($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { id } }`, { id: proof.id, reason: 'Passeport déclaré volé — révoqué' });
    later.verifications.push(proof);
  }

  if (webhooks) {
    // One delivery of what the round did, sent again.
    const { webhookEndpoint } = await gql(manager, `query ($id: UUID!) { webhookEndpoint(id: $id) { deliveries(first: 1) { edges { node { id } } } } }`, { id: made.webhookEndpoints[0] });
    await gql(manager, `mutation ($id: UUID!) { redeliverWebhook(deliveryId: $id) { id } }`, { id: webhookEndpoint.deliveries.edges[0].node.id });
  }
  return later;
}

/** Every record of the round, and the org's settings and the tenants' and owners' statements, read back by the release with every field it has. */
async function snapshotEverything(
  api: Api,
  made: Made,
  more: { units: string[]; tenants: User[]; people: string[]; owners: User[]; later: Awaited<ReturnType<typeof makeLaterKinds>> },
) {
  const { manager } = people;
  const schema: Schema = await schemaOf(api, manager);
  const take = async (what: string, root: string, type: string, connections: Record<string, string> = {}, reader: User = manager) =>
    made.snapshots.push(await snapshot(api, schema, reader, what, root, type, connections));
  const byId = (field: string, type: string, ids: readonly string[], connections: Record<string, string> = {}) =>
    Promise.all(ids.map((id) => take(`${field} ${id}`, `${field}(id: "${id}")`, type, connections)));
  await byId('property', 'Property', made.properties.map((property) => property.id));
  await byId('unit', 'Unit', more.units);
  await byId('booking', 'Booking', made.bookings.map((booking) => booking.id));
  await byId('invoice', 'Invoice', made.invoices.map((invoice) => invoice.id));
  await byId('verificationRecord', 'VerificationRecord', made.verifications.map((record) => record.id), { history: 'first: 500' });
  await byId('mediaObject', 'MediaObject', made.media.map((media) => media.id));
  if (schema.WebhookEndpoint) {
    // Newest first, and later rounds' events add deliveries: the oldest, as many as there are now.
    for (const id of made.webhookEndpoints) {
      const { webhookEndpoint } = await api.gql(manager, `query ($id: UUID!) { webhookEndpoint(id: $id) { deliveries { totalCount } } }`, { id });
      const count = webhookEndpoint.deliveries?.totalCount as number | undefined;
      made.snapshots.push({ ...(await snapshot(api, schema, manager, `webhookEndpoint ${id}`, `webhookEndpoint(id: "${id}")`, 'WebhookEndpoint', count ? { deliveries: `last: ${count}` } : {})), grows: true });
    }
  }
  if (schema.Person) await byId('person', 'Person', more.people);
  for (const [field, type] of [['billingPolicy', 'BillingPolicy'], ['orgProfile', 'OrgProfile']] as const) if (schema[type]) await take(field, field, type);
  if (schema.TenantStatement) {
    for (const tenant of more.tenants) await take(`tenantStatement ${tenant.id}`, `tenantStatement(input: { tenantUserId: "${tenant.id}", from: "${day(-500)}", to: "${day(0)}" })`, 'TenantStatement');
  }
  if (more.later.maintenance.length) {
    await byId('maintenanceRequest', 'MaintenanceRequest', more.later.maintenance, { comments: 'first: 500' });
    await take('maintenanceServiceLevels', 'maintenanceServiceLevels', 'MaintenanceServiceLevel');
  }
  // The round's owner sees only its own properties: reports no later round changes.
  for (const owner of more.owners) {
    if (more.later.payouts) await take(`ownerStatement ${owner.id}`, `ownerStatement(input: { ownerUserId: "${owner.id}", from: "${day(-500)}", to: "${day(1)}" })`, 'OwnerStatement');
    if (schema.RentRoll) await take(`rentRoll of ${owner.id}`, `rentRoll(asOf: "${day(0)}")`, 'RentRoll', {}, owner);
    if (schema.ArrearsReport) await take(`arrearsReport of ${owner.id}`, `arrearsReport(asOf: "${day(0)}")`, 'ArrearsReport', {}, owner);
  }
  for (const personId of more.later.notified) {
    // Sent by the outbox in the background: read once every one is settled, in the order written (later ones come after).
    const settledCount = async () => {
      const { notifications } = await api.gql(manager, `query ($id: UUID!) { notifications(personId: $id, first: 500) { edges { node { status } } } }`, { id: personId });
      const statuses = notifications.edges.map((edge: { node: { status: string } }) => edge.node.status);
      return statuses.includes('PENDING') ? null : statuses.length;
    };
    let count = await settledCount();
    for (const started = Date.now(); count === null && Date.now() - started < 60_000; count = await settledCount()) await new Promise((resolve) => setTimeout(resolve, 250));
    if (count) made.snapshots.push({ ...(await snapshot(api, schema, manager, `notifications of ${personId}`, `notifications(personId: "${personId}", first: ${count})`, 'NotificationConnection')), grows: true });
  }
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
