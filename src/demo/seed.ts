import { Readable } from 'node:stream';
import type { Orm } from '../db/orm.js';
import { Invoice } from '../db/entities/invoice.js';
import { Property } from '../db/entities/property.js';
import type { MediaLimits } from '../domain/media/media.js';
import type { Actor, Role } from '../domain/roles.js';
import { todayIn } from '../domain/dates.js';
import type { VerificationRecord } from '../db/entities/verification.js';
import type { ProofType } from '../domain/verification/verification.js';
import type { Authenticator } from '../server/auth.js';
import { cancelBooking, confirmBooking, createBooking, terminateBooking } from '../services/portfolio/bookings.js';
import { serviceContextFor, withinTenantScope, type ServiceContext } from '../services/context.js';
import { cancelInvoice, issueInvoice } from '../services/rent/invoices.js';
import { createMediaObject, storeUpload } from '../services/media/media.js';
import { commentOnMaintenanceRequest } from '../services/maintenance/comments.js';
import {
  acceptMaintenanceRequest,
  cancelMaintenanceRequest,
  completeMaintenanceRequest,
  openMaintenanceRequest,
  rejectMaintenanceRequest,
  scheduleMaintenanceRequest,
  startMaintenanceRequest,
} from '../services/maintenance/requests.js';
import { createPerson, type CreatePersonInput } from '../services/people/people.js';
import { recordOwnerPayout } from '../services/rent/owner-statements.js';
import { payInvoice, recordPayment, reversePayment } from '../services/rent/payments.js';
import { setBillingPlan, updateBillingPolicy, waiveLateFee } from '../services/rent/billing.js';
import { archiveProperty, createProperty, publishProperty, type CreatePropertyInput } from '../services/portfolio/properties.js';
import { sweep } from '../services/sweep.js';
import { createUnit, type CreateUnitInput } from '../services/portfolio/units.js';
import {
  addVerificationDocument,
  approveVerification,
  createOwnerKyc,
  createPropertyProof,
  rejectVerification,
  requestVerificationInfo,
  revokeVerification,
  startVerificationReview,
  submitVerification,
  type AddDocumentInput,
} from '../services/verification/verification.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { pdfDocument, PNG_IMAGE } from './files.js';

/** Fixed users, so tokens printed by one run keep naming the same people. */
export const DEMO_USERS = {
  owner: '00000000-0000-4000-8000-00000000d001',
  manager: '00000000-0000-4000-8000-00000000d002',
  admin: '00000000-0000-4000-8000-00000000d003',
  tenants: ['00000000-0000-4000-8000-00000000d101', '00000000-0000-4000-8000-00000000d102', '00000000-0000-4000-8000-00000000d103'],
} as const;

/** The demo users as the org's directory knows them, so receipts, statements and reports name them. */
const DEMO_PEOPLE: (CreatePersonInput & { userId: string })[] = [
  { userId: DEMO_USERS.owner, name: 'Marie-Claire Fotso', email: 'mc.fotso@example.cm', phone: '+237699001001', addressLine: 'BP 4021', quartier: 'Bonanjo', city: 'Douala', province: 'Littoral' },
  { userId: DEMO_USERS.manager, name: 'Samuel Eto’o Mbarga', email: 'gestion@example.cm', phone: '+237699001002', city: 'Douala', province: 'Littoral' },
  { userId: DEMO_USERS.admin, name: 'Aïcha Bello', email: 'admin@example.cm', language: 'EN', city: 'Yaoundé', province: 'Centre' },
  { userId: DEMO_USERS.tenants[0], name: 'Élodie Ngo Nyemb', email: 'elodie.ngo@example.cm', phone: '+237677123456', quartier: 'Akwa', city: 'Douala', province: 'Littoral' },
  { userId: DEMO_USERS.tenants[1], name: 'John Tabi Enow', email: 'john.tabi@example.cm', phone: '+237650987654', language: 'EN', city: 'Buea', province: 'Sud-Ouest' },
  { userId: DEMO_USERS.tenants[2], name: 'Ɛbɔŋ Ndjock', phone: '+237691555777', quartier: 'Bastos', city: 'Yaoundé', province: 'Centre' },
];

const personName = (userId: string) => DEMO_PEOPLE.find((person) => person.userId === userId)!.name;

/** Who each printed token stands for. */
const DEMO_ROLES: { name: string; person: string; userId: string; roles: Role[] }[] = [
  { name: 'OWNER', person: personName(DEMO_USERS.owner), userId: DEMO_USERS.owner, roles: ['OWNER'] },
  { name: 'MANAGER', person: personName(DEMO_USERS.manager), userId: DEMO_USERS.manager, roles: ['MANAGER'] },
  { name: 'ADMIN', person: personName(DEMO_USERS.admin), userId: DEMO_USERS.admin, roles: ['ADMIN'] },
  ...DEMO_USERS.tenants.map((userId, index) => ({ name: `TENANT_${index + 1}`, person: personName(userId), userId, roles: ['TENANT'] as Role[] })),
];

export interface SeedOptions {
  /** The demo organisation (SANDBOX_ORG_ID: GraphiQL's sandbox token acts in it). */
  orgId: string;
  storage: MediaStorage;
  media: MediaLimits;
  timeZone: string;
}

export interface SeedResult {
  /** False when the demo data was there already and nothing was written. */
  created: boolean;
}

/** Any constant: two seeds started together must not both write the demo data. */
const SEED_LOCK = 727_369_002;
const TVA_CAMEROON = 1925;

function shiftDate(date: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day + days)).toISOString().slice(0, 10);
}

/** First day of the month `months` away from the month of `date`. */
const monthStart = (date: string, months: number) => shiftDate(`${date.slice(0, 8)}01`, { months });

/**
 * Fills the demo org with a realistic portfolio in Cameroon through the
 * service functions, as the users would have built it request by request.
 * Everything is written in one transaction under row-level security, like a
 * request: a failure leaves nothing behind. Idempotent: when the demo owner
 * already has properties, nothing is written (so a second run neither fails
 * nor duplicates, and the demo keeps whatever users changed since).
 */
export async function seedDemo(orm: Orm, options: SeedOptions): Promise<SeedResult> {
  const actor = (userId: string, roles: Role[]): Actor => ({ orgId: options.orgId, userId, roles });
  const base = serviceContextFor(orm, actor(DEMO_USERS.manager, ['MANAGER']), options.timeZone);
  return withinTenantScope(base, async (scoped) => {
    await scoped.em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await scoped.em.count(Property, { ownerUserId: DEMO_USERS.owner })) > 0) return { created: false };
    // Every actor shares the scope's transaction; each acts with its own rights.
    const as = (userId: string, roles: Role[]): ServiceContext => ({ ...scoped, actor: actor(userId, roles) });
    for (const person of DEMO_PEOPLE) await createPerson(scoped, person);
    await new DemoBuilder(
      {
        owner: as(DEMO_USERS.owner, ['OWNER']),
        manager: scoped,
        admin: as(DEMO_USERS.admin, ['ADMIN']),
        tenants: DEMO_USERS.tenants.map((id) => as(id, ['TENANT'])),
      },
      options,
    ).build();
    // What the server's sweep would do on start: ISSUED invoices past due are stored OVERDUE (RLS limits it to this org).
    // The villa's plan as the sweep ran it since the booking began, on the 25th of each month: each month's invoice
    // made 10 days ahead, and a late fee on each left unpaid past the grace period.
    const today = todayIn(options.timeZone);
    for (let months = -7; months < 0; months++) {
      await sweep(scoped.em, options.timeZone, new Date(`${shiftDate(monthStart(today, months), { days: 24 })}T12:00:00Z`));
    }
    await sweep(scoped.em, options.timeZone);
    // Last month's rent paid since; the manager waives the first fee (the tenant had been away).
    const villaRent = await scoped.em.find(Invoice, { kind: 'RENT', billingPeriodStart: { $ne: null } }, { orderBy: { periodStart: 'asc' } });
    const lastMonth = villaRent.find((invoice) => invoice.periodStart === monthStart(today, -1));
    if (lastMonth) await payInvoice(as(DEMO_USERS.tenants[2], ['TENANT']), lastMonth.id);
    const [fee] = await scoped.em.find(Invoice, { kind: 'LATE_FEE' }, { orderBy: { periodStart: 'asc', id: 'asc' }, limit: 1 });
    if (fee) await waiveLateFee(scoped, fee.id, 'Locataire en déplacement : pénalité levée.');
    return { created: true };
  });
}

/** Sandbox tokens for the demo users, one per role. */
export async function demoTokens(authenticator: Authenticator, orgId: string): Promise<{ name: string; person: string; userId: string; token: string }[]> {
  const issue = authenticator.issueSandboxToken;
  if (!issue) return [];
  return Promise.all(
    DEMO_ROLES.map(async ({ name, person, userId, roles }) => ({
      name,
      person,
      userId,
      token: (await issue({ orgId, userId, roles })).access_token,
    })),
  );
}

interface Actors {
  owner: ServiceContext;
  manager: ServiceContext;
  admin: ServiceContext;
  tenants: ServiceContext[];
}

/** Where a record is taken (REVOKED follows publishing, so it is done by hand). */
type Review = 'DRAFT' | 'SUBMITTED' | 'UNDER_REVIEW' | 'MORE_INFO_REQUESTED' | 'APPROVED' | 'REJECTED';

class DemoBuilder {
  private readonly today: string;

  constructor(
    private readonly actors: Actors,
    private readonly options: SeedOptions,
  ) {
    this.today = todayIn(options.timeZone);
  }

  private tenant(index: number): ServiceContext {
    return this.actors.tenants[index]!;
  }

  /** A media object created by `ctx` and its file stored, as a client's create + PUT would. */
  private async upload(
    ctx: ServiceContext,
    owner: { ownerType: 'PROPERTY' | 'VERIFICATION'; ownerId: string },
    file: { filename: string; bytes: Buffer; contentType: string; kind: 'PHOTO' | 'DOCUMENT' },
  ): Promise<string> {
    const media = await createMediaObject(
      ctx,
      { ...owner, filename: file.filename, contentType: file.contentType, kind: file.kind, sizeBytes: file.bytes.length },
      this.options.media,
    );
    await storeUpload(ctx.em, this.options.storage, {
      orgId: media.orgId,
      id: media.id,
      contentType: file.contentType,
      contentLength: file.bytes.length,
      body: Readable.from([file.bytes]),
      pace: { idleMs: 10_000, minBytesPerSecond: 0, rateWindowMs: 10_000 },
    });
    return media.id;
  }

  private async property(input: CreatePropertyInput, units: CreateUnitInput[]) {
    const property = await createProperty(this.actors.owner, { ...input, ownerUserId: DEMO_USERS.owner });
    const unitIds: string[] = [];
    for (const unit of units) unitIds.push((await createUnit(this.actors.owner, property.id, unit)).id);
    const photoId = await this.upload(this.actors.owner, { ownerType: 'PROPERTY', ownerId: property.id }, {
      filename: `${input.name}.png`,
      bytes: PNG_IMAGE,
      contentType: 'image/png',
      kind: 'PHOTO',
    });
    return { id: property.id, unitIds, photoId };
  }

  /** Adds a real document of the given role to a record, uploaded by `ctx` (its subject). */
  private async document(ctx: ServiceContext, record: VerificationRecord, input: Omit<AddDocumentInput, 'mediaObjectId'>, title: string) {
    const isId = input.role === 'SELF_ID' || input.role === 'OWNER_ID';
    const mediaObjectId = await this.upload(ctx, { ownerType: 'VERIFICATION', ownerId: record.id }, {
      filename: isId ? `${input.role.toLowerCase()}.png` : `${input.role.toLowerCase()}.pdf`,
      bytes: isId ? PNG_IMAGE : pdfDocument(title),
      contentType: isId ? 'image/png' : 'application/pdf',
      kind: 'DOCUMENT',
    });
    await addVerificationDocument(ctx, record.id, { ...input, mediaObjectId });
  }

  /** Walks a record from DRAFT to `target` the way its subject and an admin would. */
  private async review(record: VerificationRecord, target: Review, notes: { info?: string; reject?: string } = {}) {
    const { owner, admin } = this.actors;
    if (target === 'DRAFT') return;
    const subject = record.subjectUserId === DEMO_USERS.owner ? owner : this.actors.tenants.find((t) => t.actor.userId === record.subjectUserId)!;
    await submitVerification(subject, record.id);
    if (target === 'SUBMITTED') return;
    if (target === 'REJECTED') return void (await rejectVerification(admin, record.id, notes.reject ?? 'Document illisible.'));
    await startVerificationReview(admin, record.id);
    if (target === 'UNDER_REVIEW') return;
    if (target === 'MORE_INFO_REQUESTED') {
      return void (await requestVerificationInfo(admin, record.id, notes.info ?? 'Merci de fournir une copie certifiée.'));
    }
    await approveVerification(admin, record.id, 'Documents conformes.');
  }

  /** A property proof with the documents its type needs, taken to `target`. */
  private async proof(propertyId: string, proofType: ProofType, target: Review, notes?: Parameters<DemoBuilder['review']>[2]) {
    const { owner } = this.actors;
    const record = await createPropertyProof(owner, { propertyId, proofType });
    const certified = { certifiedOn: shiftDate(this.today, { months: -2 }), certifyingAuthority: 'NOTARY' as const };
    if (target !== 'DRAFT') {
      if (proofType === 'OWNERSHIP') {
        await this.document(owner, record, { role: 'PROOF_OF_OWNERSHIP', certificateRef: `TF-${propertyId.slice(-6)}`, ...certified }, 'Titre foncier');
      } else {
        await this.document(owner, record, { role: 'OWNER_MANDATE', certificateRef: `MD-${propertyId.slice(-6)}`, ...certified }, 'Mandat de gestion');
        await this.document(owner, record, { role: 'OWNER_ID', documentType: 'NATIONAL_ID' }, "Carte nationale d'identite");
      }
    }
    await this.review(record, target, notes);
    return record.id;
  }

  /** The subject's own identity check, taken to `target`. */
  private async kyc(subject: ServiceContext, target: Review) {
    const record = await createOwnerKyc(subject);
    if (target !== 'DRAFT') {
      await this.document(subject, record, {
        role: 'SELF_ID',
        documentType: 'NATIONAL_ID',
        certifiedOn: shiftDate(this.today, { months: -1 }),
        certifyingAuthority: 'POLICE',
        expiresOn: shiftDate(this.today, { months: 60 }),
      }, "Carte nationale d'identite");
    }
    await this.review(record, target);
  }

  /** A monthly rent invoice with Cameroon's TVA, for the month `month` away from this one. */
  private async invoice(bookingId: string, month: number, dueDate = shiftDate(monthStart(this.today, month), { days: 5 })) {
    const periodStart = monthStart(this.today, month);
    return issueInvoice(this.actors.manager, {
      bookingId,
      periodStart,
      periodEnd: monthStart(this.today, month + 1),
      dueDate,
      tvaBasisPoints: TVA_CAMEROON,
    });
  }

  private async booking(unitId: string, tenant: number, from: number, to: number, draft = false) {
    return createBooking(this.actors.manager, {
      unitId,
      tenantUserId: DEMO_USERS.tenants[tenant]!,
      startDate: monthStart(this.today, from),
      endDate: monthStart(this.today, to),
      draft,
    });
  }

  async build(): Promise<void> {
    const { owner, manager } = this.actors;
    const xaf = (rentAmount: number) => ({ rentAmount, rentCurrency: 'XAF' });

    // Douala.
    const akwa = await this.property(
      {
        name: 'Résidence Les Palmiers', type: 'APARTMENT', addressLine: 'Rue Joss, 12', quartier: 'Akwa', city: 'Douala', province: 'Littoral',
        latitude: 4.0483, longitude: 9.6953, amenities: ['eau chaude', 'climatisation', 'groupe électrogène', 'gardiennage'],
      },
      [
        { label: 'A1', areaSqm: 85, bedrooms: 2, bathrooms: 1, ...xaf(250_000) },
        { label: 'A2', areaSqm: 110, bedrooms: 3, bathrooms: 2, ...xaf(350_000) },
        { label: 'B1', areaSqm: 55, bedrooms: 1, bathrooms: 1, ...xaf(180_000) },
      ],
    );
    const bonapriso = await this.property(
      {
        name: 'Villa Bonapriso', type: 'VILLA', addressLine: 'Rue Njo-Njo', quartier: 'Bonapriso', city: 'Douala', province: 'Littoral',
        latitude: 4.0325, longitude: 9.6941, amenities: ['piscine', 'jardin', 'parking', 'gardiennage'],
      },
      [{ label: 'Villa', areaSqm: 320, bedrooms: 4, bathrooms: 3, ...xaf(1_200_000) }],
    );
    const bonanjo = await this.property(
      {
        name: 'Immeuble Bonanjo Affaires', type: 'OFFICE', addressLine: 'Boulevard de la Liberté', quartier: 'Bonanjo', city: 'Douala',
        province: 'Littoral', latitude: 4.0435, longitude: 9.6879, amenities: ['ascenseur', 'fibre optique', 'parking'],
      },
      [
        { label: 'Bureau 101', areaSqm: 60, bathrooms: 1, ...xaf(450_000) },
        { label: 'Bureau 102', areaSqm: 75, bathrooms: 1, ...xaf(520_000) },
      ],
    );
    const bali = await this.property(
      { name: 'Studios Bali', type: 'STUDIO', quartier: 'Bali', city: 'Douala', province: 'Littoral', amenities: ['meublé', 'wifi'] },
      [
        { label: 'S1', areaSqm: 25, bedrooms: 0, bathrooms: 1, ...xaf(120_000) },
        { label: 'S2', areaSqm: 25, bedrooms: 0, bathrooms: 1, ...xaf(120_000) },
      ],
    );
    // Yaoundé.
    const bastos = await this.property(
      {
        name: 'Résidence Bastos', type: 'APARTMENT', addressLine: 'Rue des Ambassades', quartier: 'Bastos', city: 'Yaoundé', province: 'Centre',
        latitude: 3.8919, longitude: 11.5106, amenities: ['climatisation', 'groupe électrogène', 'forage'],
      },
      [
        { label: '1A', areaSqm: 95, bedrooms: 2, bathrooms: 2, ...xaf(400_000) },
        { label: '1B', areaSqm: 95, bedrooms: 2, bathrooms: 2, ...xaf(400_000) },
      ],
    );
    const mvogMbi = await this.property(
      { name: 'Maison Mvog-Mbi', type: 'HOUSE', quartier: 'Mvog-Mbi', city: 'Yaoundé', province: 'Centre', amenities: ['cour', 'forage'] },
      [{ label: 'Maison', areaSqm: 140, bedrooms: 3, bathrooms: 2, ...xaf(200_000) }],
    );
    const essos = await this.property(
      { name: 'Local commercial Essos', type: 'COMMERCIAL', quartier: 'Essos', city: 'Yaoundé', province: 'Centre', amenities: ['vitrine'] },
      [{ label: 'Boutique', areaSqm: 40, bathrooms: 1, ...xaf(300_000) }],
    );
    // Kribi.
    const kribiVilla = await this.property(
      {
        name: 'Villa Kribi Plage', type: 'VILLA', quartier: 'Mpalla', city: 'Kribi', province: 'Sud', latitude: 2.9167, longitude: 9.9,
        amenities: ['vue mer', 'accès plage', 'terrasse'],
      },
      [{ label: 'Villa', areaSqm: 250, bedrooms: 4, bathrooms: 3, ...xaf(900_000) }],
    );
    const kribiLand = await this.property(
      { name: 'Terrain Grand Batanga', type: 'LAND', quartier: 'Grand Batanga', city: 'Kribi', province: 'Sud' },
      [],
    );

    // Proofs, one per state, and the properties an approved proof lets out.
    await this.proof(akwa.id, 'OWNERSHIP', 'APPROVED');
    await this.proof(bonapriso.id, 'OWNERSHIP', 'APPROVED');
    await this.proof(bonanjo.id, 'MANDATE', 'APPROVED');
    await this.proof(bastos.id, 'MANDATE', 'APPROVED');
    await this.proof(kribiVilla.id, 'OWNERSHIP', 'APPROVED');
    for (const { id } of [akwa, bonapriso, bonanjo, bastos, kribiVilla]) await publishProperty(owner, id);
    await this.proof(bali.id, 'OWNERSHIP', 'UNDER_REVIEW');
    // Published, then its proof revoked: back to DRAFT, and a new proof waits for the owner.
    const contested = await this.proof(mvogMbi.id, 'OWNERSHIP', 'APPROVED');
    await publishProperty(owner, mvogMbi.id);
    await revokeVerification(this.actors.admin, contested, 'Le titre foncier fait l’objet d’un litige.');
    await this.proof(mvogMbi.id, 'OWNERSHIP', 'MORE_INFO_REQUESTED', { info: 'Merci de joindre le plan cadastral.' });
    await this.proof(essos.id, 'OWNERSHIP', 'REJECTED', { reject: 'Le titre ne correspond pas à l’adresse.' });
    await this.proof(essos.id, 'MANDATE', 'SUBMITTED');
    await this.proof(kribiLand.id, 'OWNERSHIP', 'DRAFT');

    // Identity checks.
    await this.kyc(owner, 'APPROVED');
    await this.kyc(this.tenant(0), 'MORE_INFO_REQUESTED');
    await this.kyc(this.tenant(1), 'SUBMITTED');
    await this.kyc(this.tenant(2), 'DRAFT');

    // The org's billing policy: TVA at 19.25 % by default, invoices made 10 days ahead, 5 % late fees per period past 5 days' grace, capped.
    await updateBillingPolicy(manager, {
      defaultTvaBasisPoints: TVA_CAMEROON,
      invoiceLeadDays: 10,
      lateFeeKind: 'PERCENT',
      lateFeeBasisPoints: 500,
      lateFeeGraceDays: 5,
      lateFeeRecurrence: 'PER_PERIOD',
      lateFeeCapAmount: 60_000,
      // The org keeps 8 % of the rent it collects for owners, plus TVA on that fee (docs/owner-statements.md).
      managementFeeBasisPoints: 800,
      managementFeeTvaBasisPoints: TVA_CAMEROON,
    });

    // Bookings in every state, and their invoices.
    const [a1, a2, b1] = akwa.unitIds as [string, string, string];
    const running = await this.booking(a1, 0, -3, 9);
    await confirmBooking(manager, running.id);
    for (const month of [-3, -2]) await payInvoice(this.tenant(0), (await this.invoice(running.id, month)).id);
    // OVERDUE (due date past), half paid by mobile money.
    const late = await this.invoice(running.id, -1);
    await recordPayment(manager, late.id, { amount: Math.floor(late.grossAmount / 2), method: 'MOBILE_MONEY', reference: 'MP251104.0932.A10001', receivedOn: this.today });
    await this.invoice(running.id, 0, shiftDate(this.today, { days: 10 })); // ISSUED
    await cancelInvoice(manager, (await this.invoice(running.id, 1)).id);

    const pending = await this.booking(a2, 1, 1, 13);
    await this.invoice(pending.id, 1);
    await this.booking(b1, 2, 1, 7, true); // DRAFT

    // Billed by its plan, due on the 5th: seedDemoData runs the sweep over its past months.
    const villa = await this.booking(bonapriso.unitIds[0]!, 2, -6, 6);
    await confirmBooking(manager, villa.id);
    await setBillingPlan(manager, villa.id, { cycle: 'MONTHLY', dueDay: 5 });

    const [office101, office102] = bonanjo.unitIds as [string, string];
    await cancelBooking(manager, (await this.booking(office101, 1, 1, 13)).id);
    const office = await this.booking(office102, 0, -1, 11);
    await confirmBooking(manager, office.id);
    // Paid by a cheque that bounced: the admin reverses the payment and the invoice is open again (its receipt number kept).
    const officeRent = await this.invoice(office.id, -1);
    const cheque = await recordPayment(manager, officeRent.id, { amount: officeRent.grossAmount, method: 'CHEQUE', reference: 'CHQ 0042 Afriland', receivedOn: this.today });
    await reversePayment(this.actors.admin, cheque.id, 'Chèque rejeté : provision insuffisante.');
    // The owner was paid out part of what was collected for them: their statement carries the rest.
    await recordOwnerPayout(manager, { ownerUserId: DEMO_USERS.owner, currency: 'XAF', amount: 250_000, paidOn: this.today, reference: 'VIR-FOTSO-001' });

    // Terminated early: the invoice of a period not yet started is cancelled with it.
    const ended = await this.booking(bastos.unitIds[0]!, 1, -12, 12);
    await confirmBooking(manager, ended.id);
    await payInvoice(this.tenant(1), (await this.invoice(ended.id, -1)).id);
    await this.invoice(ended.id, 1);
    await terminateBooking(manager, ended.id);

    // A seasonal let that ended, then the property archived.
    const season = await this.booking(kribiVilla.unitIds[0]!, 2, -8, -5);
    await confirmBooking(manager, season.id);
    await payInvoice(this.tenant(2), (await this.invoice(season.id, -8)).id);
    await terminateBooking(manager, season.id);
    await archiveProperty(owner, kribiVilla.id);

    await this.maintenance({ a1, a2, villa: bonapriso.unitIds[0]!, office101, office102, bastos: bastos.unitIds[1]!, photoId: akwa.photoId });
  }

  /** Maintenance requests in every state: opened by tenants, the owner and the manager, one charged to its tenant. */
  private async maintenance(units: Record<'a1' | 'a2' | 'villa' | 'office101' | 'office102' | 'bastos' | 'photoId', string>) {
    const { owner, manager } = this.actors;
    const plumber = await createPerson(manager, { name: 'Plomberie Nkongmondo', phone: '+237699442211', city: 'Douala', province: 'Littoral' });
    const open = (ctx: ServiceContext, unitId: string, fields: Pick<Parameters<typeof openMaintenanceRequest>[1], 'category' | 'urgency' | 'description'>, mediaIds: string[] = []) =>
      openMaintenanceRequest(ctx, { unitId, ...fields, mediaIds });
    const soon = shiftDate(this.today, { days: 2 });

    // DONE, charged to the tenant: a MAINTENANCE invoice with TVA.
    const sink = await open(this.tenant(0), units.a1, { category: 'PLUMBING', urgency: 'URGENT', description: 'Fuite sous l’évier de la cuisine, l’eau coule dans le placard.' });
    await commentOnMaintenanceRequest(manager, sink.id, 'Le plombier passe demain matin.');
    await acceptMaintenanceRequest(manager, sink.id);
    await scheduleMaintenanceRequest(manager, sink.id, { scheduledOn: this.today, vendorPersonId: plumber.id });
    await startMaintenanceRequest(manager, sink.id);
    await completeMaintenanceRequest(manager, sink.id, { cost: 35_000, chargeTo: 'TENANT' });
    // SCHEDULED, with a vendor outside the directory.
    const socket = await open(this.tenant(0), units.a1, { category: 'ELECTRICAL', urgency: 'NORMAL', description: 'La prise du salon ne fonctionne plus.' });
    await acceptMaintenanceRequest(manager, socket.id);
    await scheduleMaintenanceRequest(manager, socket.id, { scheduledOn: soon, vendorName: 'Élec Services Akwa', vendorPhone: '+237677889900' });
    // OPEN, with the building's photo and a conversation.
    const air = await open(owner, units.a2, { category: 'APPLIANCE', urgency: 'LOW', description: 'Climatiseur de la chambre bruyant, à réviser avant l’arrivée du locataire.' }, [units.photoId]);
    await commentOnMaintenanceRequest(owner, air.id, 'Le contrat d’entretien couvre-t-il cette révision ?');
    await commentOnMaintenanceRequest(manager, air.id, 'Oui, je demande un passage au prestataire.');
    // IN_PROGRESS and EMERGENCY; ACCEPTED; DONE at the owner's charge.
    const ceiling = await open(manager, units.office102, { category: 'STRUCTURE', urgency: 'EMERGENCY', description: 'Infiltration d’eau au plafond du bureau après l’orage.' });
    await acceptMaintenanceRequest(manager, ceiling.id);
    await scheduleMaintenanceRequest(manager, ceiling.id, { scheduledOn: this.today, vendorName: 'BTP Littoral', vendorPhone: '+237655001122' });
    await startMaintenanceRequest(manager, ceiling.id);
    await acceptMaintenanceRequest(manager, (await open(this.tenant(2), units.villa, { category: 'PESTS', urgency: 'NORMAL', description: 'Termites dans la boiserie de la terrasse.' })).id);
    const lock = await open(manager, units.office101, { category: 'OTHER', urgency: 'LOW', description: 'Serrure de la porte d’entrée à remplacer.' });
    await acceptMaintenanceRequest(manager, lock.id);
    await scheduleMaintenanceRequest(manager, lock.id, { scheduledOn: this.today, vendorName: 'Serrurerie Bonanjo', vendorPhone: '+237699330044' });
    await startMaintenanceRequest(manager, lock.id);
    await completeMaintenanceRequest(manager, lock.id, { cost: 80_000, chargeTo: 'OWNER' });
    // REJECTED; CANCELLED by the tenant who opened it.
    await rejectMaintenanceRequest(manager, (await open(owner, units.bastos, { category: 'PESTS', urgency: 'LOW', description: 'Traitement anti-moustiques de la cour.' })).id, 'Pris en charge par le syndic de la résidence.');
    await cancelMaintenanceRequest(this.tenant(1), (await open(this.tenant(1), units.a2, { category: 'PLUMBING', urgency: 'NORMAL', description: 'Chasse d’eau qui fuit.' })).id);
  }
}
