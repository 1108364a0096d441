/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddVerificationDocumentInput = {
  certificateRef?: string | null | undefined;
  /** Not in the future. */
  certifiedOn?: string | null | undefined;
  certifyingAuthority?: CertifyingAuthority | null | undefined;
  /** Required for SELF_ID and OWNER_ID documents. */
  documentType?: IdentityDocumentType | null | undefined;
  /** After certifiedOn and not past. */
  expiresOn?: string | null | undefined;
  /** An uploaded media object of the same org. */
  mediaObjectId: string;
  role: DocumentRole;
};

/** Conditions on one field; all of those given must hold. */
export type AmountFilter = {
  /** Equal to. */
  eq?: number | null | undefined;
  /** Greater than. */
  gt?: number | null | undefined;
  /** Greater than or equal to. */
  gte?: number | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<number> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Less than. */
  lt?: number | null | undefined;
  /** Less than or equal to. */
  lte?: number | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: number | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<number> | null | undefined;
};

/** Calendar periods: MONTHLY from the 1st, QUARTERLY from Jan/Apr/Jul/Oct 1, SEMIANNUAL from Jan/Jul 1, YEARLY from Jan 1. */
export type BillingCycle =
  | 'MONTHLY'
  | 'QUARTERLY'
  | 'SEMIANNUAL'
  | 'YEARLY';

/** Give exactly one of dueDay and paymentTermsDays. */
export type BillingPlanInput = {
  cycle: BillingCycle;
  /** 1 to 28: due on this day of the period's first month (or on the booking's start, if later). */
  dueDay?: number | null | undefined;
  /** 0 to 366: due this many days after the period starts. */
  paymentTermsDays?: number | null | undefined;
  /** 0 to 10000; defaults to the org's defaultTvaBasisPoints. */
  tvaBasisPoints?: number | null | undefined;
};

/** The fields to change; absent ones keep their value. */
export type BillingPolicyInput = {
  /** 0 to 10000. */
  defaultTvaBasisPoints?: number | null | undefined;
  /** 0 to 366. */
  invoiceLeadDays?: number | null | undefined;
  /** 0 to 10000. */
  lateFeeBasisPoints?: number | null | undefined;
  /** Minor units, 0 to 2^53 - 1. null removes the cap. */
  lateFeeCapAmount?: number | null | undefined;
  /** Minor units, 0 to 2^53 - 1. */
  lateFeeFlatAmount?: number | null | undefined;
  /** 0 to 366. */
  lateFeeGraceDays?: number | null | undefined;
  lateFeeKind?: LateFeeKind | null | undefined;
  lateFeeRecurrence?: LateFeeRecurrence | null | undefined;
  /** 0 to 366. */
  leaseEndingNoticeDays?: number | null | undefined;
  /** 0 to 10000. */
  managementFeeBasisPoints?: number | null | undefined;
  /** 0 to 10000. */
  managementFeeTvaBasisPoints?: number | null | undefined;
  /** 0 to 366. */
  reminderDaysBeforeDue?: number | null | undefined;
};

/** Conditions on Booking rows; all of those given must hold. At most 4 levels of and/or/not and 50 conditions. */
export type BookingFilter = {
  /** Every one of these holds. */
  and?: Array<BookingFilter> | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  endDate?: DateFilter | null | undefined;
  id?: IdFilter | null | undefined;
  /** This does not hold. */
  not?: BookingFilter | null | undefined;
  /** At least one of these holds. */
  or?: Array<BookingFilter> | null | undefined;
  propertyId?: IdFilter | null | undefined;
  rentAmount?: AmountFilter | null | undefined;
  startDate?: DateFilter | null | undefined;
  status?: BookingStatus | null | undefined;
  statusWhere?: BookingStatusFilter | null | undefined;
  /** Tenants may give only their own id. */
  tenantUserId?: string | null | undefined;
  tenantUserIdWhere?: IdFilter | null | undefined;
  unitId?: string | null | undefined;
  unitIdWhere?: IdFilter | null | undefined;
};

export type BookingStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'DRAFT'
  | 'PENDING'
  | 'TERMINATED';

/** Conditions on one field; all of those given must hold. */
export type BookingStatusFilter = {
  /** Equal to. */
  eq?: BookingStatus | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<BookingStatus> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: BookingStatus | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<BookingStatus> | null | undefined;
};

export type CertifyingAuthority =
  | 'MAIRIE'
  | 'NONE'
  | 'NOTARY'
  | 'POLICE';

export type CompleteMaintenanceInput = {
  /** TENANT: a MAINTENANCE invoice of the cost with the org's default TVA, on the unit's live booking, due in 15 days. */
  chargeTo: MaintenanceChargeTo;
  /** Minor units, 0 to 2^53 - 1. Net of TVA. */
  cost: number;
  /** Defaults to the currency of the unit's rent. */
  currency?: string | null | undefined;
};

export type CreateBookingInput = {
  /** Minor units, 0 to 2^53 - 1. */
  depositAmount?: number | null | undefined;
  depositCurrency?: string | null | undefined;
  /** Create a DRAFT (submitted later) instead of a PENDING booking. */
  draft?: boolean | null | undefined;
  /** After startDate; the booking covers [startDate, endDate). */
  endDate: string;
  /** Minor units, 0 to 2^53 - 1. Defaults, with rentCurrency, to the unit's rent. */
  rentAmount?: number | null | undefined;
  rentCurrency?: string | null | undefined;
  startDate: string;
  tenantUserId: string;
  unitId: string;
};

export type CreateMediaObjectInput = {
  /** One of the allowed types (by default JPEG, PNG, WebP images and PDF). */
  contentType: string;
  filename: string;
  kind: MediaKind;
  ownerId: string;
  ownerType: MediaOwnerType;
  /** The exact size of the file, at least 1 byte and at most the configured maximum. */
  sizeBytes: number;
};

export type CreatePersonInput = {
  addressLine?: string | null | undefined;
  city?: string | null | undefined;
  /** An email address, at most 254 characters. */
  email?: string | null | undefined;
  /** Defaults to FR. */
  language?: Language | null | undefined;
  name: string;
  /** International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped. */
  phone?: string | null | undefined;
  province?: string | null | undefined;
  quartier?: string | null | undefined;
  /** The user this person signs in as, if any: at most one person per user. */
  userId?: string | null | undefined;
};

export type CreatePropertyInput = {
  addressLine?: string | null | undefined;
  amenities?: Array<string> | null | undefined;
  city?: string | null | undefined;
  /** -90 to 90. */
  latitude?: number | null | undefined;
  /** -180 to 180. */
  longitude?: number | null | undefined;
  name: string;
  /** Managers may create a property for another owner; defaults to the caller. */
  ownerUserId?: string | null | undefined;
  province?: string | null | undefined;
  quartier?: string | null | undefined;
  type: PropertyType;
};

export type CreatePropertyProofInput = {
  proofType: ProofType;
  propertyId: string;
};

export type CreateUnitInput = {
  /** Floor area in square metres, 1 to 1000000. */
  areaSqm?: number | null | undefined;
  /** 0 to 1000. */
  bathrooms?: number | null | undefined;
  /** 0 to 1000. */
  bedrooms?: number | null | undefined;
  label: string;
  /** Monthly rent. Minor units, 0 to 2^53 - 1. */
  rentAmount?: number | null | undefined;
  /** ISO 4217 code; required with rentAmount. */
  rentCurrency?: string | null | undefined;
};

/** Conditions on one field; all of those given must hold. */
export type DateFilter = {
  /** Equal to. */
  eq?: string | null | undefined;
  /** Greater than. */
  gt?: string | null | undefined;
  /** Greater than or equal to. */
  gte?: string | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<string> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Less than. */
  lt?: string | null | undefined;
  /** Less than or equal to. */
  lte?: string | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: string | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<string> | null | undefined;
};

/** Conditions on one field; all of those given must hold. */
export type DateTimeFilter = {
  /** Equal to. */
  eq?: string | null | undefined;
  /** Greater than. */
  gt?: string | null | undefined;
  /** Greater than or equal to. */
  gte?: string | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<string> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Less than. */
  lt?: string | null | undefined;
  /** Less than or equal to. */
  lte?: string | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: string | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<string> | null | undefined;
};

export type DocumentRole =
  | 'ATTESTATION'
  | 'OTHER'
  | 'OWNER_ID'
  | 'OWNER_MANDATE'
  | 'PROOF_OF_OWNERSHIP'
  | 'SELF_ID';

/** Conditions on one field; all of those given must hold. */
export type FloatFilter = {
  /** Equal to. */
  eq?: number | null | undefined;
  /** Greater than. */
  gt?: number | null | undefined;
  /** Greater than or equal to. */
  gte?: number | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<number> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Less than. */
  lt?: number | null | undefined;
  /** Less than or equal to. */
  lte?: number | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: number | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<number> | null | undefined;
};

/** Conditions on one field; all of those given must hold. */
export type IdFilter = {
  /** Equal to. */
  eq?: string | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<string> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: string | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<string> | null | undefined;
};

export type IdentityDocumentType =
  | 'DRIVER_LICENSE'
  | 'NATIONAL_ID'
  | 'PASSPORT'
  | 'RESIDENCE_PERMIT';

/** Conditions on Invoice rows; all of those given must hold. At most 4 levels of and/or/not and 50 conditions. */
export type InvoiceFilter = {
  /** Every one of these holds. */
  and?: Array<InvoiceFilter> | null | undefined;
  bookingId?: string | null | undefined;
  bookingIdWhere?: IdFilter | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  dueDate?: DateFilter | null | undefined;
  grossAmount?: AmountFilter | null | undefined;
  id?: IdFilter | null | undefined;
  /** This does not hold. */
  not?: InvoiceFilter | null | undefined;
  /** At least one of these holds. */
  or?: Array<InvoiceFilter> | null | undefined;
  paidAt?: DateTimeFilter | null | undefined;
  periodEnd?: DateFilter | null | undefined;
  periodStart?: DateFilter | null | undefined;
  propertyId?: IdFilter | null | undefined;
  status?: InvoiceStatus | null | undefined;
  statusWhere?: InvoiceStatusFilter | null | undefined;
  tenantUserId?: IdFilter | null | undefined;
};

/** RENT for a period, a LATE_FEE charged on a rent invoice, or MAINTENANCE: a repair's cost charged to the tenant. */
export type InvoiceKind =
  | 'LATE_FEE'
  | 'MAINTENANCE'
  | 'RENT';

export type InvoiceStatus =
  | 'CANCELLED'
  | 'ISSUED'
  | 'OVERDUE'
  | 'PAID';

/** Conditions on one field; all of those given must hold. */
export type InvoiceStatusFilter = {
  /** Equal to. */
  eq?: InvoiceStatus | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<InvoiceStatus> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: InvoiceStatus | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<InvoiceStatus> | null | undefined;
};

export type IssueInvoiceInput = {
  bookingId: string;
  dueDate: string;
  /** Minor units, 0 to 2^53 - 1. Defaults to the booking's rent. */
  netAmount?: number | null | undefined;
  /** After periodStart, at most the booking end date. */
  periodEnd: string;
  periodStart: string;
  /** TVA rate, 0 to 10000 basis points; defaults to 0. */
  tvaBasisPoints?: number | null | undefined;
};

/** A language people read: FR (French) or EN (English). */
export type Language =
  | 'EN'
  | 'FR';

/** NONE, a FLAT amount, or PERCENT (basis points) of the gross. */
export type LateFeeKind =
  | 'FLAT'
  | 'NONE'
  | 'PERCENT';

/** ONCE per late invoice, or PER_PERIOD: one more each further billing period it stays unpaid, up to the cap. */
export type LateFeeRecurrence =
  | 'ONCE'
  | 'PER_PERIOD';

/** Days since a request was opened: under 1, 1 to 7, 8 to 30, over 30. */
export type MaintenanceAgeBucket =
  | 'DAYS_1_TO_7'
  | 'DAYS_8_TO_30'
  | 'OVER_30_DAYS'
  | 'UNDER_1_DAY';

export type MaintenanceCategory =
  | 'APPLIANCE'
  | 'ELECTRICAL'
  | 'OTHER'
  | 'PESTS'
  | 'PLUMBING'
  | 'STRUCTURE';

/** Conditions on one field; all of those given must hold. */
export type MaintenanceCategoryFilter = {
  /** Equal to. */
  eq?: MaintenanceCategory | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<MaintenanceCategory> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: MaintenanceCategory | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<MaintenanceCategory> | null | undefined;
};

/** Who pays for the work: the OWNER (on their statement) or the TENANT (a MAINTENANCE invoice). */
export type MaintenanceChargeTo =
  | 'OWNER'
  | 'TENANT';

/** Conditions on MaintenanceRequest rows; all of those given must hold. At most 4 levels of and/or/not and 50 conditions. */
export type MaintenanceRequestFilter = {
  /** Every one of these holds. */
  and?: Array<MaintenanceRequestFilter> | null | undefined;
  category?: MaintenanceCategoryFilter | null | undefined;
  completedAt?: DateTimeFilter | null | undefined;
  completionDueAt?: DateTimeFilter | null | undefined;
  description?: TextFilter | null | undefined;
  id?: IdFilter | null | undefined;
  /** This does not hold. */
  not?: MaintenanceRequestFilter | null | undefined;
  openedAt?: DateTimeFilter | null | undefined;
  openedBy?: IdFilter | null | undefined;
  /** At least one of these holds. */
  or?: Array<MaintenanceRequestFilter> | null | undefined;
  propertyId?: IdFilter | null | undefined;
  responseDueAt?: DateTimeFilter | null | undefined;
  scheduledOn?: DateFilter | null | undefined;
  status?: MaintenanceStatusFilter | null | undefined;
  unitId?: IdFilter | null | undefined;
  urgency?: MaintenanceUrgencyFilter | null | undefined;
};

/** A term of the order of MaintenanceRequest rows. Ties are broken by id. */
export type MaintenanceRequestOrder = {
  direction?: OrderDirection | null | undefined;
  field: MaintenanceRequestOrderField;
};

export type MaintenanceRequestOrderField =
  | 'COMPLETION_DUE_AT'
  | 'ID'
  | 'OPENED_AT';

export type MaintenanceServiceLevelInput = {
  /** 1 to 8784, at least responseHours: hours from opening to DONE. */
  completionHours: number;
  /** 1 to 8784: hours from opening to acceptance or rejection. */
  responseHours: number;
  urgency: MaintenanceUrgency;
};

/** OPEN -> ACCEPTED -> SCHEDULED -> IN_PROGRESS -> DONE; OPEN -> REJECTED (with a reason) or CANCELLED (by whoever opened it). */
export type MaintenanceStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'REJECTED'
  | 'SCHEDULED';

/** Conditions on one field; all of those given must hold. */
export type MaintenanceStatusFilter = {
  /** Equal to. */
  eq?: MaintenanceStatus | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<MaintenanceStatus> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: MaintenanceStatus | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<MaintenanceStatus> | null | undefined;
};

/** How soon it must be answered and done: the org’s service levels give each urgency its targets. */
export type MaintenanceUrgency =
  | 'EMERGENCY'
  | 'LOW'
  | 'NORMAL'
  | 'URGENT';

/** Conditions on one field; all of those given must hold. */
export type MaintenanceUrgencyFilter = {
  /** Equal to. */
  eq?: MaintenanceUrgency | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<MaintenanceUrgency> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: MaintenanceUrgency | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<MaintenanceUrgency> | null | undefined;
};

export type MediaKind =
  | 'DOCUMENT'
  | 'PHOTO';

/** What a media object belongs to: ownerId names a property, a unit, a verification record, or the caller (USER). */
export type MediaOwnerType =
  | 'PROPERTY'
  | 'UNIT'
  | 'USER'
  | 'VERIFICATION';

/** What an email notification is about (docs/notifications.md). */
export type NotificationKind =
  | 'BOOKING_CONFIRMED'
  | 'DUE_REMINDER'
  | 'INVOICE_ISSUED'
  | 'INVOICE_OVERDUE'
  | 'LATE_FEE_CHARGED'
  | 'LEASE_ENDING'
  | 'PAYMENT_RECEIVED'
  | 'VERIFICATION_DECISION';

/** The choices to change; absent ones keep their value. */
export type NotificationPreferencesInput = {
  /** true: no email at all; false: emails again (of the kinds not muted). */
  emailOptedOut?: boolean | null | undefined;
  /** The kinds to take no email of (replaces the list). */
  mutedKinds?: Array<NotificationKind> | null | undefined;
};

/** PENDING (to send, or retried after a failure), SENT (the mail server took it), FAILED (refused for good, or every attempt failed), SKIPPED (the person opted out or their address is undeliverable). */
export type NotificationStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT'
  | 'SKIPPED';

export type OpenMaintenanceRequestInput = {
  category: MaintenanceCategory;
  /** What is wrong, 1 to 4000 characters. */
  description: string;
  /** Photos: media objects the caller may read, at most 10. */
  mediaIds?: Array<string> | null | undefined;
  unitId: string;
  urgency: MaintenanceUrgency;
};

export type OrderDirection =
  /** Smallest first; rows without a value last. */
  | 'ASC'
  /** Largest first; rows without a value last. */
  | 'DESC';

/** The fields to change; absent ones keep their value, null clears one. */
export type OrgProfileInput = {
  addressLine?: string | null | undefined;
  city?: string | null | undefined;
  legalName?: string | null | undefined;
  province?: string | null | undefined;
  quartier?: string | null | undefined;
};

export type OwnerStatementInput = {
  from: string;
  /** Defaults to the caller. */
  ownerUserId?: string | null | undefined;
  /** The first day after the period; after from. */
  to: string;
};

/** RENT_COLLECTED: a payment on a rent or late-fee invoice of the owner's properties, on the day received; RENT_REVERSED: that payment taken back, on the day reversed; MAINTENANCE_COST: a maintenance request charged to the owner, on the day completed; PAYOUT: money paid to the owner, on the day paid. */
export type OwnerStatementLineKind =
  | 'MAINTENANCE_COST'
  | 'PAYOUT'
  | 'RENT_COLLECTED'
  | 'RENT_REVERSED';

/** How money was received. ONLINE: the tenant paid the whole balance through payInvoice; LEGACY: an invoice paid before release 0.2.0 recorded payments (method unknown); managers record the others. */
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH'
  | 'CHEQUE'
  | 'LEGACY'
  | 'MOBILE_MONEY'
  | 'ONLINE';

export type PersonFilter = {
  email?: string | null | undefined;
  /** Part of the name, whatever its case and accents. */
  name?: string | null | undefined;
  userId?: string | null | undefined;
};

export type ProofType =
  | 'MANDATE'
  | 'OWNERSHIP';

/** Conditions on Property rows; all of those given must hold. At most 4 levels of and/or/not and 50 conditions. */
export type PropertyFilter = {
  /** Every one of these holds. */
  and?: Array<PropertyFilter> | null | undefined;
  city?: string | null | undefined;
  cityWhere?: TextFilter | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  id?: IdFilter | null | undefined;
  latitude?: FloatFilter | null | undefined;
  longitude?: FloatFilter | null | undefined;
  name?: TextFilter | null | undefined;
  /** This does not hold. */
  not?: PropertyFilter | null | undefined;
  /** At least one of these holds. */
  or?: Array<PropertyFilter> | null | undefined;
  ownerUserId?: string | null | undefined;
  ownerUserIdWhere?: IdFilter | null | undefined;
  quartier?: TextFilter | null | undefined;
  status?: PropertyStatus | null | undefined;
  statusWhere?: PropertyStatusFilter | null | undefined;
  type?: PropertyType | null | undefined;
  typeWhere?: PropertyTypeFilter | null | undefined;
};

export type PropertyStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

/** Conditions on one field; all of those given must hold. */
export type PropertyStatusFilter = {
  /** Equal to. */
  eq?: PropertyStatus | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<PropertyStatus> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: PropertyStatus | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<PropertyStatus> | null | undefined;
};

export type PropertyType =
  | 'APARTMENT'
  | 'COMMERCIAL'
  | 'HOUSE'
  | 'LAND'
  | 'OFFICE'
  | 'STUDIO'
  | 'VILLA';

/** Conditions on one field; all of those given must hold. */
export type PropertyTypeFilter = {
  /** Equal to. */
  eq?: PropertyType | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<PropertyType> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: PropertyType | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<PropertyType> | null | undefined;
};

/** The language of a receipt. */
export type ReceiptLanguage =
  | 'EN'
  | 'FR';

export type RecordOwnerPayoutInput = {
  /** Minor units, 1 or more. */
  amount: number;
  currency: string;
  /** An owner of a property of the org. */
  ownerUserId: string;
  /** The day the money was paid: today or earlier. */
  paidOn: string;
  /** The transfer's reference, e.g. the bank or mobile-money transaction id. */
  reference?: string | null | undefined;
};

export type RecordPaymentInput = {
  /** Minor units, 1 up to the balance of the invoice. */
  amount: number;
  /** CASH, MOBILE_MONEY, BANK_TRANSFER, CARD, CHEQUE: ONLINE is only the tenant paying through payInvoice, LEGACY only invoices paid before release 0.2.0. */
  method: PaymentMethod;
  /** The day the money was received: today or earlier. */
  receivedOn: string;
  /** The payer's or operator's reference, e.g. the mobile-money transaction id. */
  reference?: string | null | undefined;
};

export type Role =
  | 'ADMIN'
  | 'MANAGER'
  | 'OWNER'
  | 'TENANT';

/** The day and the vendor: a person of the directory (vendorPersonId), or vendorName with vendorPhone. */
export type ScheduleMaintenanceInput = {
  scheduledOn: string;
  /** 1 to 200 characters. */
  vendorName?: string | null | undefined;
  vendorPersonId?: string | null | undefined;
  /** International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped. */
  vendorPhone?: string | null | undefined;
};

/** INVOICE charges its gross on its due date; PAYMENT credits money received on its day; PAYMENT_REVERSAL charges a reversed payment back on the day it was reversed. */
export type StatementLineKind =
  | 'INVOICE'
  | 'PAYMENT'
  | 'PAYMENT_REVERSAL';

export type TenantStatementInput = {
  from: string;
  /** Defaults to the caller. */
  tenantUserId?: string | null | undefined;
  /** The first day after the period; after from. */
  to: string;
};

/** Conditions on one field; all of those given must hold. */
export type TextFilter = {
  /** Contains this text, ignoring case and accents. */
  contains?: string | null | undefined;
  /** Equal to. */
  eq?: string | null | undefined;
  /** Equal to one of these (at most 100). */
  in?: Array<string> | null | undefined;
  /** true: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /** Not equal to (a field without a value does not match). */
  ne?: string | null | undefined;
  /** Equal to none of these (at most 100; a field without a value does not match). */
  notIn?: Array<string> | null | undefined;
  /** Starts with this text, ignoring case and accents. */
  startsWith?: string | null | undefined;
};

export type UnitStatus =
  | 'AVAILABLE'
  | 'OCCUPIED'
  | 'UNAVAILABLE';

/** The fields to change; absent ones keep their value, null clears an optional one. */
export type UpdatePersonInput = {
  addressLine?: string | null | undefined;
  city?: string | null | undefined;
  /** An email address, at most 254 characters. */
  email?: string | null | undefined;
  language?: Language | null | undefined;
  name?: string | null | undefined;
  /** International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped. */
  phone?: string | null | undefined;
  province?: string | null | undefined;
  quartier?: string | null | undefined;
  /** Managers only; null detaches the person from its user. */
  userId?: string | null | undefined;
};

export type VerificationKind =
  | 'OWNER_KYC'
  | 'PROPERTY_PROOF';

export type VerificationStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'MORE_INFO_REQUESTED'
  | 'REJECTED'
  | 'REVOKED'
  | 'SUBMITTED'
  | 'UNDER_REVIEW';

export type WebhookEndpointInput = {
  description?: string | null | undefined;
  /** Any of: property.published, property.archived, property.unpublished, unit.created, unit.status_changed, booking.created, booking.submitted, booking.confirmed, booking.cancelled, booking.extended, booking.terminated, invoice.issued, invoice.overdue, invoice.paid, invoice.cancelled, payment.recorded, payment.reversed, verification.submitted, verification.review_started, verification.info_requested, verification.approved, verification.rejected, verification.revoked, media.uploaded, media.deleted, maintenance_request.opened, maintenance_request.accepted, maintenance_request.rejected, maintenance_request.scheduled, maintenance_request.started, maintenance_request.completed, maintenance_request.cancelled, maintenance_comment.created, owner_payout.recorded, person.exported, person.erased, webhook_endpoint.disabled. Empty or absent: every type. */
  eventTypes?: Array<string> | null | undefined;
  /** http(s); private, loopback and link-local addresses are refused. */
  url: string;
};

export type RestCreateUnitMutationVariables = Exact<{
  propertyId: string;
  input: CreateUnitInput;
}>;


export type RestCreateUnitMutation = { createUnit: { id: string, propertyId: string, label: string, areaSqm: number | null, bathrooms: number | null, bedrooms: number | null, rentAmount: number | null, rentCurrency: string | null, status: UnitStatus } };

export type RestArchivePropertyMutationVariables = Exact<{
  id: string;
}>;


export type RestArchivePropertyMutation = { archiveProperty: { id: string, orgId: string, ownerUserId: string, name: string, type: PropertyType, status: PropertyStatus, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, latitude: number | null, longitude: number | null, amenities: Array<string>, createdAt: string } };

export type RestExtendBookingMutationVariables = Exact<{
  id: string;
  endDate: string;
}>;


export type RestExtendBookingMutation = { extendBooking: { id: string, orgId: string, unitId: string, tenantUserId: string, startDate: string, endDate: string, rentAmount: number, rentCurrency: string, depositAmount: number | null, depositCurrency: string | null, status: BookingStatus, createdAt: string, activatedAt: string | null, terminatedAt: string | null } };

export type RestTerminateBookingMutationVariables = Exact<{
  id: string;
}>;


export type RestTerminateBookingMutation = { terminateBooking: { id: string, orgId: string, unitId: string, tenantUserId: string, startDate: string, endDate: string, rentAmount: number, rentCurrency: string, depositAmount: number | null, depositCurrency: string | null, status: BookingStatus, createdAt: string, activatedAt: string | null, terminatedAt: string | null } };

export type RestListBookingsQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestListBookingsQuery = { bookings: { edges: Array<{ node: { id: string, orgId: string, unitId: string, tenantUserId: string, startDate: string, endDate: string, rentAmount: number, rentCurrency: string, depositAmount: number | null, depositCurrency: string | null, status: BookingStatus, createdAt: string, activatedAt: string | null, terminatedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type RestInvoiceQuery = { invoice: { id: string, orgId: string, bookingId: string, tenantUserId: string, currency: string, grossAmount: number, netAmount: number, tvaAmount: number, tvaBasisPoints: number, periodStart: string, periodEnd: string, dueDate: string, status: InvoiceStatus, createdAt: string, paidAt: string | null } | null };

export type RestPayInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type RestPayInvoiceMutation = { payInvoice: { id: string, orgId: string, bookingId: string, tenantUserId: string, currency: string, grossAmount: number, netAmount: number, tvaAmount: number, tvaBasisPoints: number, periodStart: string, periodEnd: string, dueDate: string, status: InvoiceStatus, createdAt: string, paidAt: string | null } };

export type RestAddPropertyProofDocumentMutationVariables = Exact<{
  id: string;
  input: AddVerificationDocumentInput;
}>;


export type RestAddPropertyProofDocumentMutation = { addVerificationDocument: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } };

export type RestSubmitPropertyProofMutationVariables = Exact<{
  id: string;
}>;


export type RestSubmitPropertyProofMutation = { submitVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } };

export type RestApproveVerificationMutationVariables = Exact<{
  id: string;
  note?: string | null | undefined;
}>;


export type RestApproveVerificationMutation = { approveVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } };

export type RestRevokeVerificationMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type RestRevokeVerificationMutation = { revokeVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } };

export type RestVerificationQueueQueryVariables = Exact<{
  kind?: VerificationKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestVerificationQueueQuery = { verificationQueue: { edges: Array<{ node: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestMyKycQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestMyKycQuery = { myKyc: { edges: Array<{ node: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestCreateMediaObjectMutationVariables = Exact<{
  input: CreateMediaObjectInput;
}>;


export type RestCreateMediaObjectMutation = { createMediaObject: { uploadUrl: string, media: { id: string, orgId: string, ownerId: string, ownerUserId: string, filename: string, contentType: string, sizeBytes: number, createdAt: string } } };

export type RestArrearsCsvQueryVariables = Exact<{
  asOf: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestArrearsCsvQuery = { arrearsReport: { lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, tenantUserId: string, currency: string, days0To30: number, days31To60: number, days61To90: number, over90Days: number, total: number, oldestDueDate: string, invoiceCount: number, tenantName: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestRentRollCsvQueryVariables = Exact<{
  asOf: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestRentRollCsvQuery = { rentRoll: { lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, unitStatus: UnitStatus, bookingId: string | null, bookingStatus: BookingStatus | null, tenantUserId: string | null, startDate: string | null, endDate: string | null, rentAmount: number | null, rentCurrency: string | null, balance: number, tenantName: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestOwnerStatementCsvQueryVariables = Exact<{
  ownerUserId: string;
  from: string;
  to: string;
}>;


export type RestOwnerStatementCsvQuery = { ownerStatement: { lines: Array<{ currency: string, date: string, kind: OwnerStatementLineKind, amount: number, managementFee: number, managementFeeTva: number, net: number, paymentId: string | null, invoiceId: string | null, propertyId: string | null, propertyName: string | null, unitLabel: string | null, tenantUserId: string | null, tenantName: string | null, maintenanceRequestId: string | null, payoutId: string | null, reference: string | null }> } };

export type RestCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type RestCreatePersonMutation = { createPerson: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, createdAt: string, updatedAt: string } };

export type RestPersonQueryVariables = Exact<{
  id: string;
}>;


export type RestPersonQuery = { person: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, createdAt: string, updatedAt: string } | null };

export type RestExportPersonMutationVariables = Exact<{
  id: string;
}>;


export type RestExportPersonMutation = { exportPerson: { document: unknown } };

export type RestListPeopleQueryVariables = Exact<{
  filter?: PersonFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestListPeopleQuery = { people: { edges: Array<{ node: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, createdAt: string, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestListMaintenanceRequestsQueryVariables = Exact<{
  filter?: MaintenanceRequestFilter | null | undefined;
  overdue?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestListMaintenanceRequestsQuery = { maintenanceRequests: { edges: Array<{ node: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RestOpenMaintenanceRequestMutationVariables = Exact<{
  input: OpenMaintenanceRequestInput;
}>;


export type RestOpenMaintenanceRequestMutation = { openMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestMaintenanceRequestQueryVariables = Exact<{
  id: string;
}>;


export type RestMaintenanceRequestQuery = { maintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } | null };

export type RestAcceptMaintenanceRequestMutationVariables = Exact<{
  id: string;
}>;


export type RestAcceptMaintenanceRequestMutation = { acceptMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestRejectMaintenanceRequestMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type RestRejectMaintenanceRequestMutation = { rejectMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestScheduleMaintenanceRequestMutationVariables = Exact<{
  id: string;
  input: ScheduleMaintenanceInput;
}>;


export type RestScheduleMaintenanceRequestMutation = { scheduleMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestStartMaintenanceRequestMutationVariables = Exact<{
  id: string;
}>;


export type RestStartMaintenanceRequestMutation = { startMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestCompleteMaintenanceRequestMutationVariables = Exact<{
  id: string;
  input: CompleteMaintenanceInput;
}>;


export type RestCompleteMaintenanceRequestMutation = { completeMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestCancelMaintenanceRequestMutationVariables = Exact<{
  id: string;
}>;


export type RestCancelMaintenanceRequestMutation = { cancelMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean } };

export type RestCommentOnMaintenanceRequestMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type RestCommentOnMaintenanceRequestMutation = { commentOnMaintenanceRequest: { id: string, requestId: string, authorUserId: string, body: string, createdAt: string } };

export type RestPropertyFragment = { id: string, orgId: string, ownerUserId: string, name: string, type: PropertyType, status: PropertyStatus, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, latitude: number | null, longitude: number | null, amenities: Array<string>, createdAt: string };

export type RestUnitFragment = { id: string, propertyId: string, label: string, areaSqm: number | null, bathrooms: number | null, bedrooms: number | null, rentAmount: number | null, rentCurrency: string | null, status: UnitStatus };

export type RestBookingFragment = { id: string, orgId: string, unitId: string, tenantUserId: string, startDate: string, endDate: string, rentAmount: number, rentCurrency: string, depositAmount: number | null, depositCurrency: string | null, status: BookingStatus, createdAt: string, activatedAt: string | null, terminatedAt: string | null };

export type RestInvoiceFragment = { id: string, orgId: string, bookingId: string, tenantUserId: string, currency: string, grossAmount: number, netAmount: number, tvaAmount: number, tvaBasisPoints: number, periodStart: string, periodEnd: string, dueDate: string, status: InvoiceStatus, createdAt: string, paidAt: string | null };

export type RestVerificationRecordFragment = { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, certificateRef: string | null, certifiedOn: string | null, expiresOn: string | null }> };

export type RestMediaObjectFragment = { id: string, orgId: string, ownerId: string, ownerUserId: string, filename: string, contentType: string, sizeBytes: number, createdAt: string };

export type RestPersonFragment = { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, createdAt: string, updatedAt: string };

export type RestMaintenanceRequestFragment = { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, scheduledAt: string | null, startedAt: string | null, completedAt: string | null, cancelledAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean };

export type RestMaintenanceCommentFragment = { id: string, requestId: string, authorUserId: string, body: string, createdAt: string };

export type TestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMeQuery = { me: { userId: string, orgId: string, roles: Array<Role> } };

export type TestPortfolioQueryVariables = Exact<{
  first: number;
}>;


export type TestPortfolioQuery = { properties: { totalCount: number, edges: Array<{ node: { id: string, units: { totalCount: number, edges: Array<{ node: { id: string, label: string, property: { id: string, name: string } } }> } } }> } };

export type TestFullGraphQueryVariables = Exact<{
  first: number;
  counts: boolean;
}>;


export type TestFullGraphQuery = { properties: { totalCount?: number, edges: Array<{ node: { id: string, units: { totalCount?: number, edges: Array<{ node: { id: string, bookings: { totalCount?: number, edges: Array<{ node: { id: string, unit: { id: string }, invoices: { totalCount?: number, edges: Array<{ node: { id: string, status: InvoiceStatus, booking: { id: string } } }> } } }> } } }> }, verificationRecords: { totalCount?: number, edges: Array<{ node: { id: string, documents: Array<{ id: string, media: { id: string, filename: string } }>, history: { totalCount?: number, edges: Array<{ node: { toStatus: VerificationStatus } }> } } }> } } }> } };

export type TestSetBillingPlanMutationVariables = Exact<{
  bookingId: string;
  input: BillingPlanInput;
}>;


export type TestSetBillingPlanMutation = { setBillingPlan: { bookingId: string, cycle: BillingCycle, dueDay: number | null, paymentTermsDays: number | null, tvaBasisPoints: number } };

export type TestRemoveBillingPlanMutationVariables = Exact<{
  bookingId: string;
}>;


export type TestRemoveBillingPlanMutation = { removeBillingPlan: { id: string, billingPlan: { cycle: BillingCycle } | null } };

export type TestBookingPlanQueryVariables = Exact<{
  id: string;
}>;


export type TestBookingPlanQuery = { booking: { id: string, billingPlan: { cycle: BillingCycle, dueDay: number | null, tvaBasisPoints: number } | null } | null };

export type TestBillingPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type TestBillingPolicyQuery = { billingPolicy: { defaultTvaBasisPoints: number, invoiceLeadDays: number, lateFeeKind: LateFeeKind, lateFeeGraceDays: number, lateFeeFlatAmount: number, lateFeeBasisPoints: number, lateFeeRecurrence: LateFeeRecurrence, lateFeeCapAmount: number | null, updatedAt: string | null } };

export type TestUpdateBillingPolicyMutationVariables = Exact<{
  input: BillingPolicyInput;
}>;


export type TestUpdateBillingPolicyMutation = { updateBillingPolicy: { defaultTvaBasisPoints: number, invoiceLeadDays: number, lateFeeKind: LateFeeKind, lateFeeGraceDays: number, lateFeeFlatAmount: number, lateFeeBasisPoints: number, lateFeeRecurrence: LateFeeRecurrence, lateFeeCapAmount: number | null } };

export type TestWaiveLateFeeMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestWaiveLateFeeMutation = { waiveLateFee: { id: string, kind: InvoiceKind, status: InvoiceStatus, cancelReason: string | null, lateFeeOf: { id: string } | null } };

export type TestBillingCancelInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestBillingCancelInvoiceMutation = { cancelInvoice: { id: string, status: InvoiceStatus } };

export type TestBillingExtendBookingMutationVariables = Exact<{
  id: string;
  endDate: string;
}>;


export type TestBillingExtendBookingMutation = { extendBooking: { id: string, endDate: string } };

export type TestBookingInvoicesQueryVariables = Exact<{
  id: string;
}>;


export type TestBookingInvoicesQuery = { booking: { invoices: { edges: Array<{ node: { id: string, kind: InvoiceKind, billingPeriodStart: string | null, lateFeeSequence: number | null, periodStart: string, periodEnd: string, dueDate: string, netAmount: number, tvaAmount: number, grossAmount: number, status: InvoiceStatus } }> } } | null };

export type TestBookingQueryVariables = Exact<{
  id: string;
}>;


export type TestBookingQuery = { booking: { id: string, status: BookingStatus, startDate: string, endDate: string, unit: { id: string, label: string, status: UnitStatus, bookings: { totalCount: number, edges: Array<{ node: { id: string } }> } }, invoices: { totalCount: number, edges: Array<{ node: { id: string, status: InvoiceStatus, booking: { id: string } } }> } } | null };

export type TestBookingsQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestBookingsQuery = { bookings: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, tenantUserId: string, status: BookingStatus } }> } };

export type TestUnitBookingsQueryVariables = Exact<{
  id: string;
  status?: BookingStatus | null | undefined;
}>;


export type TestUnitBookingsQuery = { unit: { id: string, status: UnitStatus, bookings: { totalCount: number, edges: Array<{ node: { id: string, status: BookingStatus, unit: { id: string } } }> } } | null };

export type TestExtendBookingMutationVariables = Exact<{
  id: string;
  endDate: string;
}>;


export type TestExtendBookingMutation = { extendBooking: { id: string, endDate: string, status: BookingStatus } };

export type TestArchiveWithBookingsMutationVariables = Exact<{
  id: string;
}>;


export type TestArchiveWithBookingsMutation = { archiveProperty: { id: string, status: PropertyStatus } };

export type TestUnitStatusForBookingMutationVariables = Exact<{
  id: string;
  status: UnitStatus;
}>;


export type TestUnitStatusForBookingMutation = { setUnitStatus: { id: string } };

export type TestEventsExtendMutationVariables = Exact<{
  id: string;
  endDate: string;
}>;


export type TestEventsExtendMutation = { extendBooking: { id: string, endDate: string, status: BookingStatus } };

export type TestEventsPayMutationVariables = Exact<{
  id: string;
}>;


export type TestEventsPayMutation = { payInvoice: { id: string, status: InvoiceStatus } };

export type TestEventsPublishMutationVariables = Exact<{
  id: string;
}>;


export type TestEventsPublishMutation = { publishProperty: { id: string, status: PropertyStatus } };

export type TestEventsArchiveMutationVariables = Exact<{
  id: string;
}>;


export type TestEventsArchiveMutation = { archiveProperty: { id: string, status: PropertyStatus } };

export type TestEventsTwoConfirmsMutationVariables = Exact<{
  a: string;
  b: string;
}>;


export type TestEventsTwoConfirmsMutation = { a: { id: string }, b: { id: string } };

export type TestCreatePropertyMutationVariables = Exact<{
  input: CreatePropertyInput;
}>;


export type TestCreatePropertyMutation = { createProperty: { id: string, orgId: string, ownerUserId: string, name: string, type: PropertyType, status: PropertyStatus, city: string | null, amenities: Array<string>, createdAt: string } };

export type TestCreateUnitMutationVariables = Exact<{
  propertyId: string;
  input: CreateUnitInput;
}>;


export type TestCreateUnitMutation = { createUnit: { id: string, propertyId: string, label: string, status: UnitStatus, rentAmount: number | null, rentCurrency: string | null } };

export type TestCreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type TestCreateBookingMutation = { createBooking: { id: string, orgId: string, unitId: string, tenantUserId: string, startDate: string, endDate: string, rentAmount: number, rentCurrency: string, depositAmount: number | null, depositCurrency: string | null, status: BookingStatus, createdAt: string, activatedAt: string | null, terminatedAt: string | null } };

export type TestSubmitBookingMutationVariables = Exact<{
  id: string;
}>;


export type TestSubmitBookingMutation = { submitBooking: { id: string, status: BookingStatus } };

export type TestConfirmBookingMutationVariables = Exact<{
  id: string;
}>;


export type TestConfirmBookingMutation = { confirmBooking: { id: string, status: BookingStatus, activatedAt: string | null } };

export type TestCancelBookingMutationVariables = Exact<{
  id: string;
}>;


export type TestCancelBookingMutation = { cancelBooking: { id: string, status: BookingStatus } };

export type TestTerminateBookingMutationVariables = Exact<{
  id: string;
}>;


export type TestTerminateBookingMutation = { terminateBooking: { id: string, status: BookingStatus, terminatedAt: string | null } };

export type TestIssueInvoiceMutationVariables = Exact<{
  input: IssueInvoiceInput;
}>;


export type TestIssueInvoiceMutation = { issueInvoice: { id: string, orgId: string, bookingId: string, tenantUserId: string, currency: string, grossAmount: number, netAmount: number, tvaAmount: number, tvaBasisPoints: number, periodStart: string, periodEnd: string, dueDate: string, status: InvoiceStatus, createdAt: string, paidAt: string | null } };

export type TestCreateMediaObjectMutationVariables = Exact<{
  input: CreateMediaObjectInput;
}>;


export type TestCreateMediaObjectMutation = { createMediaObject: { uploadUrl: string, media: { id: string, orgId: string, ownerId: string, ownerType: MediaOwnerType, ownerUserId: string, kind: MediaKind, filename: string, contentType: string, sizeBytes: number, createdAt: string, uploadedAt: string | null } } };

export type TestRecordFragment = { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } };

export type TestCreatePropertyProofMutationVariables = Exact<{
  input: CreatePropertyProofInput;
}>;


export type TestCreatePropertyProofMutation = { createPropertyProof: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestCreateOwnerKycMutationVariables = Exact<{ [key: string]: never; }>;


export type TestCreateOwnerKycMutation = { createOwnerKyc: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestAddDocumentMutationVariables = Exact<{
  id: string;
  input: AddVerificationDocumentInput;
}>;


export type TestAddDocumentMutation = { addVerificationDocument: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestSubmitMutationVariables = Exact<{
  id: string;
}>;


export type TestSubmitMutation = { submitVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestStartReviewMutationVariables = Exact<{
  id: string;
}>;


export type TestStartReviewMutation = { startVerificationReview: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestRequestInfoMutationVariables = Exact<{
  id: string;
  note: string;
}>;


export type TestRequestInfoMutation = { requestVerificationInfo: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestApproveMutationVariables = Exact<{
  id: string;
  note?: string | null | undefined;
}>;


export type TestApproveMutation = { approveVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestRejectMutationVariables = Exact<{
  id: string;
  note: string;
}>;


export type TestRejectMutation = { rejectVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestRevokeMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestRevokeMutation = { revokeVerification: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } };

export type TestDeferredUnitsQueryVariables = Exact<{
  first: number;
}>;


export type TestDeferredUnitsQuery = { properties: { edges: Array<{ node: { id: string, name: string } & ({ units: { edges: Array<{ node: { id: string, label: string } }> } } | { units?: never }) }> } };

export type TestStreamedUnitsQueryVariables = Exact<{
  first: number;
}>;


export type TestStreamedUnitsQuery = { properties: { edges: Array<{ node: { id: string, units: { edges: Array<{ node: { id: string, label: string } }> } } }> } };

export type TestUnitsAtOnceQueryVariables = Exact<{
  first: number;
}>;


export type TestUnitsAtOnceQuery = { properties: { edges: Array<{ node: { id: string, units: { edges: Array<{ node: { id: string, label: string } }> } } }> } };

export type TestStreamFromQueryVariables = Exact<{
  initialCount: number;
}>;


export type TestStreamFromQuery = { properties: { edges: Array<{ node: { units: { edges: Array<{ node: { id: string } }> } } }> } };

export type TestDeferInMutationMutationVariables = Exact<{
  input: CreatePropertyInput;
}>;


export type TestDeferInMutationMutation = { createProperty: { id: string } & ({ name: string } | { name?: never }) };

export type TestBoundedRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestBoundedRecordPaymentMutation = { recordPayment: { id: string } };

export type TestBoundedPaymentsQueryVariables = Exact<{
  id: string;
}>;


export type TestBoundedPaymentsQuery = { invoice: { payments: Array<{ id: string, amount: number }> } | null };

export type TestInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type TestInvoiceQuery = { invoice: { id: string, status: InvoiceStatus, paidAt: string | null, booking: { id: string, unit: { id: string } } } | null };

export type TestInvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
}>;


export type TestInvoicesQuery = { invoices: { totalCount: number, edges: Array<{ node: { id: string, status: InvoiceStatus } }> } };

export type TestPayInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestPayInvoiceMutation = { payInvoice: { id: string, status: InvoiceStatus, paidAt: string | null } };

export type TestCancelInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestCancelInvoiceMutation = { cancelInvoice: { id: string, status: InvoiceStatus } };

export type TestMaintenanceRequestFragment = { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, completedAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean, responseOverdue: boolean, completionOverdue: boolean };

export type TestOpenMaintenanceRequestMutationVariables = Exact<{
  input: OpenMaintenanceRequestInput;
}>;


export type TestOpenMaintenanceRequestMutation = { openMaintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, completedAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean, responseOverdue: boolean, completionOverdue: boolean } };

export type TestAcceptMaintenanceMutationVariables = Exact<{
  id: string;
}>;


export type TestAcceptMaintenanceMutation = { acceptMaintenanceRequest: { id: string, status: MaintenanceStatus, respondedAt: string | null } };

export type TestRejectMaintenanceMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestRejectMaintenanceMutation = { rejectMaintenanceRequest: { id: string, status: MaintenanceStatus, rejectReason: string | null } };

export type TestScheduleMaintenanceMutationVariables = Exact<{
  id: string;
  input: ScheduleMaintenanceInput;
}>;


export type TestScheduleMaintenanceMutation = { scheduleMaintenanceRequest: { id: string, status: MaintenanceStatus, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null } };

export type TestStartMaintenanceMutationVariables = Exact<{
  id: string;
}>;


export type TestStartMaintenanceMutation = { startMaintenanceRequest: { id: string, status: MaintenanceStatus } };

export type TestCompleteMaintenanceMutationVariables = Exact<{
  id: string;
  input: CompleteMaintenanceInput;
}>;


export type TestCompleteMaintenanceMutation = { completeMaintenanceRequest: { id: string, status: MaintenanceStatus, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, invoice: { id: string, kind: InvoiceKind, maintenanceRequestId: string | null, bookingId: string, tenantUserId: string, currency: string, netAmount: number, tvaBasisPoints: number, tvaAmount: number, grossAmount: number, status: InvoiceStatus, dueDate: string } | null } };

export type TestCancelMaintenanceMutationVariables = Exact<{
  id: string;
}>;


export type TestCancelMaintenanceMutation = { cancelMaintenanceRequest: { id: string, status: MaintenanceStatus } };

export type TestCommentMaintenanceMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type TestCommentMaintenanceMutation = { commentOnMaintenanceRequest: { id: string, requestId: string, authorUserId: string, body: string } };

export type TestMaintenanceRequestByIdQueryVariables = Exact<{
  id: string;
}>;


export type TestMaintenanceRequestByIdQuery = { maintenanceRequest: { id: string, orgId: string, propertyId: string, unitId: string, openedBy: string, category: MaintenanceCategory, urgency: MaintenanceUrgency, description: string, mediaIds: Array<string>, status: MaintenanceStatus, rejectReason: string | null, scheduledOn: string | null, vendorPersonId: string | null, vendorName: string | null, vendorPhone: string | null, cost: number | null, costCurrency: string | null, chargeTo: MaintenanceChargeTo | null, openedAt: string, respondedAt: string | null, completedAt: string | null, responseDueAt: string, completionDueAt: string, overdue: boolean, responseOverdue: boolean, completionOverdue: boolean, unit: { id: string, label: string }, comments: { totalCount: number, edges: Array<{ node: { body: string, authorUserId: string } }> } } | null };

export type TestMaintenanceRequestsQueryVariables = Exact<{
  filter?: MaintenanceRequestFilter | null | undefined;
  orderBy?: Array<MaintenanceRequestOrder> | MaintenanceRequestOrder | null | undefined;
  overdue?: boolean | null | undefined;
  first?: number | null | undefined;
}>;


export type TestMaintenanceRequestsQuery = { maintenanceRequests: { totalCount: number, edges: Array<{ node: { id: string, status: MaintenanceStatus, urgency: MaintenanceUrgency, overdue: boolean } }> } };

export type TestMaintenanceNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TestMaintenanceNodeQuery = { node:
    | { __typename: 'Booking', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'MaintenanceRequest', id: string }
    | { __typename: 'MediaObject', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Payment', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Property', id: string }
    | { __typename: 'Unit', id: string }
    | { __typename: 'VerificationRecord', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
   | null };

export type TestMaintenanceLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMaintenanceLevelsQuery = { maintenanceServiceLevels: Array<{ urgency: MaintenanceUrgency, responseHours: number, completionHours: number }> };

export type TestSetMaintenanceLevelMutationVariables = Exact<{
  input: MaintenanceServiceLevelInput;
}>;


export type TestSetMaintenanceLevelMutation = { setMaintenanceServiceLevel: Array<{ urgency: MaintenanceUrgency, responseHours: number, completionHours: number }> };

export type TestMaintenanceReportQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMaintenanceReportQuery = { maintenanceReport: { open: number, overdue: number, lines: Array<{ propertyId: string, propertyName: string, urgency: MaintenanceUrgency, open: number, overdue: number, byAge: Array<{ bucket: MaintenanceAgeBucket, count: number }> }> } };

export type TestMaintenanceTvaMutationVariables = Exact<{
  input: BillingPolicyInput;
}>;


export type TestMaintenanceTvaMutation = { updateBillingPolicy: { defaultTvaBasisPoints: number } };

export type TestMaintenancePublishMutationVariables = Exact<{
  id: string;
}>;


export type TestMaintenancePublishMutation = { publishProperty: { id: string, status: PropertyStatus } };

export type TestMaintenanceVendorMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestMaintenanceVendorMutation = { createPerson: { id: string } };

export type TestMediaUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMediaUsageQuery = { mediaUsage: { bytes: number, objects: number, maxBytes: number, maxObjects: number } };

export type TestDeleteMediaObjectMutationVariables = Exact<{
  id: string;
}>;


export type TestDeleteMediaObjectMutation = { deleteMediaObject: string };

export type TestMediaObjectQueryVariables = Exact<{
  id: string;
}>;


export type TestMediaObjectQuery = { mediaObject: { id: string, kind: MediaKind, uploadedAt: string | null, sha256: string | null } | null };

export type TestNotifyCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestNotifyCreatePersonMutation = { createPerson: { id: string } };

export type TestNotifyUpdatePersonMutationVariables = Exact<{
  id: string;
  input: UpdatePersonInput;
}>;


export type TestNotifyUpdatePersonMutation = { updatePerson: { id: string } };

export type TestNotifyRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestNotifyRecordPaymentMutation = { recordPayment: { id: string } };

export type TestNotifyPreferencesQueryVariables = Exact<{
  id: string;
}>;


export type TestNotifyPreferencesQuery = { person: { notificationPreferences: { emailOptedOut: boolean, mutedKinds: Array<NotificationKind>, emailUndeliverable: boolean, emailUndeliverableReason: string | null } } | null };

export type TestNotifyUpdatePreferencesMutationVariables = Exact<{
  personId: string;
  input: NotificationPreferencesInput;
}>;


export type TestNotifyUpdatePreferencesMutation = { updateNotificationPreferences: { notificationPreferences: { emailOptedOut: boolean, mutedKinds: Array<NotificationKind> } } };

export type TestNotifyLogQueryVariables = Exact<{
  personId?: string | null | undefined;
}>;


export type TestNotifyLogQuery = { notifications: { totalCount: number, edges: Array<{ node: { kind: NotificationKind, status: NotificationStatus, attempts: number, email: string | null, subject: string | null, lastError: string | null, sentAt: string | null, nextAttemptAt: string } }> } };

export type TestNotifyNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TestNotifyNodeQuery = { node:
    | { __typename: 'Booking', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'MaintenanceRequest', id: string }
    | { __typename: 'MediaObject', id: string }
    | { __typename: 'Notification', kind: NotificationKind, status: NotificationStatus, personId: string, email: string | null, id: string }
    | { __typename: 'Payment', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Property', id: string }
    | { __typename: 'Unit', id: string }
    | { __typename: 'VerificationRecord', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
   | null };

export type TestNotifyNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type TestNotifyNodesQuery = { nodes: Array<
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null> };

export type TestNotifyPolicyMutationVariables = Exact<{
  input: BillingPolicyInput;
}>;


export type TestNotifyPolicyMutation = { updateBillingPolicy: { reminderDaysBeforeDue: number, leaseEndingNoticeDays: number } };

export type TestOwnerStatementQueryVariables = Exact<{
  input: OwnerStatementInput;
}>;


export type TestOwnerStatementQuery = { ownerStatement: { ownerUserId: string, ownerName: string | null, ownerAddress: Array<string>, from: string, to: string, managementFeeBasisPoints: number, managementFeeTvaBasisPoints: number, accounts: Array<{ currency: string, openingBalance: number, rentCollected: number, managementFee: number, managementFeeTva: number, maintenanceCosts: number, payouts: number, closingBalance: number, lines: Array<{ currency: string, date: string, kind: OwnerStatementLineKind, amount: number, managementFee: number, managementFeeTva: number, net: number, paymentId: string | null, invoiceId: string | null, propertyId: string | null, propertyName: string | null, unitLabel: string | null, tenantUserId: string | null, tenantName: string | null, maintenanceRequestId: string | null, payoutId: string | null, reference: string | null }> }> } };

export type TestRecordOwnerPayoutMutationVariables = Exact<{
  input: RecordOwnerPayoutInput;
}>;


export type TestRecordOwnerPayoutMutation = { recordOwnerPayout: { id: string, ownerUserId: string, currency: string, amount: number, paidOn: string, reference: string | null, recordedBy: string } };

export type TestOwnerStatementsPolicyMutationVariables = Exact<{
  input: BillingPolicyInput;
}>;


export type TestOwnerStatementsPolicyMutation = { updateBillingPolicy: { managementFeeBasisPoints: number, managementFeeTvaBasisPoints: number } };

export type TestOwnerStatementsPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestOwnerStatementsPaymentMutation = { recordPayment: { id: string } };

export type TestOwnerStatementsReverseMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestOwnerStatementsReverseMutation = { reversePayment: { id: string } };

export type TestOwnerStatementsPersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestOwnerStatementsPersonMutation = { createPerson: { id: string } };

export type TestRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestRecordPaymentMutation = { recordPayment: { id: string, invoiceId: string, amount: number, method: PaymentMethod, reference: string | null, receivedOn: string, recordedBy: string, recordedAt: string, reversedAt: string | null, reversedBy: string | null, reversalReason: string | null, invoice: { id: string, status: InvoiceStatus, paidAt: string | null, paidAmount: number, balance: number } } };

export type TestReversePaymentMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestReversePaymentMutation = { reversePayment: { id: string, reversedAt: string | null, reversedBy: string | null, reversalReason: string | null, invoice: { id: string, status: InvoiceStatus, paidAt: string | null, paidAmount: number, balance: number } } };

export type TestInvoicePaymentsQueryVariables = Exact<{
  id: string;
}>;


export type TestInvoicePaymentsQuery = { invoice: { id: string, status: InvoiceStatus, paidAt: string | null, grossAmount: number, paidAmount: number, balance: number, payments: Array<{ id: string, amount: number, method: PaymentMethod, reference: string | null, receivedOn: string, reversedAt: string | null }> } | null };

export type TestPaymentNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TestPaymentNodeQuery = { node:
    | { __typename: 'Booking', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'MaintenanceRequest', id: string }
    | { __typename: 'MediaObject', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Payment', amount: number, id: string, invoice: { id: string } }
    | { __typename: 'Person', id: string }
    | { __typename: 'Property', id: string }
    | { __typename: 'Unit', id: string }
    | { __typename: 'VerificationRecord', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
   | null };

export type TestPaymentsPayInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestPaymentsPayInvoiceMutation = { payInvoice: { id: string, status: InvoiceStatus, paidAt: string | null } };

export type TestPaymentsCancelInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestPaymentsCancelInvoiceMutation = { cancelInvoice: { id: string, status: InvoiceStatus } };

export type TestPersonFragment = { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null };

export type TestCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestCreatePersonMutation = { createPerson: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null } };

export type TestUpdatePersonMutationVariables = Exact<{
  id: string;
  input: UpdatePersonInput;
}>;


export type TestUpdatePersonMutation = { updatePerson: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null } };

export type TestPersonByIdQueryVariables = Exact<{
  id: string;
}>;


export type TestPersonByIdQuery = { person: { id: string, orgId: string, userId: string | null, name: string, email: string | null, phone: string | null, language: Language, addressLine: string | null, quartier: string | null, city: string | null, province: string | null } | null };

export type TestPersonNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TestPersonNodeQuery = { node:
    | { __typename: 'Booking', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'MaintenanceRequest', id: string }
    | { __typename: 'MediaObject', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Payment', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Property', id: string }
    | { __typename: 'Unit', id: string }
    | { __typename: 'VerificationRecord', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
   | null };

export type TestPeopleQueryVariables = Exact<{
  filter?: PersonFilter | null | undefined;
  first?: number | null | undefined;
}>;


export type TestPeopleQuery = { people: { totalCount: number, edges: Array<{ node: { id: string, name: string } }> } };

export type TestOrgProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type TestOrgProfileQuery = { orgProfile: { legalName: string | null, addressLine: string | null, city: string | null, updatedAt: string | null } };

export type TestUpdateOrgProfileMutationVariables = Exact<{
  input: OrgProfileInput;
}>;


export type TestUpdateOrgProfileMutation = { updateOrgProfile: { legalName: string | null, addressLine: string | null, city: string | null, updatedAt: string | null } };

export type TestBookingsWithPeopleQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type TestBookingsWithPeopleQuery = { bookings: { edges: Array<{ node: { id: string, tenantUserId: string, tenant: { name: string } | null, unit: { property: { owner: { name: string } | null } } } }> } };

export type TestMyBookingsWithTenantQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMyBookingsWithTenantQuery = { bookings: { edges: Array<{ node: { tenant: { name: string } | null } }> } };

export type TestPersistedPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestPersistedPropertiesQuery = { properties: { totalCount: number, edges: Array<{ node: { id: string, name: string } }> } };

export type TestLearntPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestLearntPropertiesQuery = { properties: { edges: Array<{ node: { name: string } }> } };

export type TestPdCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestPdCreatePersonMutation = { createPerson: { id: string } };

export type TestPdUpdatePersonMutationVariables = Exact<{
  id: string;
  input: UpdatePersonInput;
}>;


export type TestPdUpdatePersonMutation = { updatePerson: { id: string } };

export type TestPdPreferencesMutationVariables = Exact<{
  personId: string;
  input: NotificationPreferencesInput;
}>;


export type TestPdPreferencesMutation = { updateNotificationPreferences: { id: string } };

export type TestPdExportMutationVariables = Exact<{
  id: string;
}>;


export type TestPdExportMutation = { exportPerson: { exportedAt: string, document: unknown } };

export type TestPdEraseMutationVariables = Exact<{
  id: string;
}>;


export type TestPdEraseMutation = { erasePerson: { id: string, userId: string | null, name: string, email: string | null, phone: string | null, addressLine: string | null, quartier: string | null, city: string | null, province: string | null, language: Language, erasedAt: string | null, notificationPreferences: { emailOptedOut: boolean, mutedKinds: Array<NotificationKind> } } };

export type TestPdRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestPdRecordPaymentMutation = { recordPayment: { id: string } };

export type TestPdOpenRequestMutationVariables = Exact<{
  input: OpenMaintenanceRequestInput;
}>;


export type TestPdOpenRequestMutation = { openMaintenanceRequest: { id: string } };

export type TestPdAcceptRequestMutationVariables = Exact<{
  id: string;
}>;


export type TestPdAcceptRequestMutation = { acceptMaintenanceRequest: { id: string } };

export type TestPdScheduleRequestMutationVariables = Exact<{
  id: string;
  input: ScheduleMaintenanceInput;
}>;


export type TestPdScheduleRequestMutation = { scheduleMaintenanceRequest: { id: string, vendorName: string | null } };

export type TestPdCommentMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type TestPdCommentMutation = { commentOnMaintenanceRequest: { id: string } };

export type TestPdRentRollQueryVariables = Exact<{
  asOf: string;
}>;


export type TestPdRentRollQuery = { rentRoll: { lines: Array<{ bookingId: string | null, tenantUserId: string | null, tenantName: string | null }> } };

export type TestPdTenantStatementQueryVariables = Exact<{
  input: TenantStatementInput;
}>;


export type TestPdTenantStatementQuery = { tenantStatement: { tenantName: string | null, tenantAddress: Array<string> } };

export type TestPdPersonQueryVariables = Exact<{
  id: string;
}>;


export type TestPdPersonQuery = { person: { id: string, name: string, erasedAt: string | null } | null };

export type TestPdPayoutMutationVariables = Exact<{
  input: RecordOwnerPayoutInput;
}>;


export type TestPdPayoutMutation = { recordOwnerPayout: { id: string } };

export type TestPdInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type TestPdInvoiceQuery = { invoice: { id: string, grossAmount: number, paidAmount: number, status: InvoiceStatus, tenant: { name: string, email: string | null } | null } | null };

export type TestPropertyQueryVariables = Exact<{
  id: string;
}>;


export type TestPropertyQuery = { property: { id: string, name: string, status: PropertyStatus, units: { totalCount: number, edges: Array<{ node: { id: string, label: string, status: UnitStatus, property: { id: string, name: string } } }> } } | null };

export type TestPropertiesQueryVariables = Exact<{
  filter?: PropertyFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestPropertiesQuery = { properties: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, status: PropertyStatus, ownerUserId: string } }> } };

export type TestPublishMutationVariables = Exact<{
  id: string;
}>;


export type TestPublishMutation = { publishProperty: { id: string, status: PropertyStatus } };

export type TestArchiveMutationVariables = Exact<{
  id: string;
}>;


export type TestArchiveMutation = { archiveProperty: { id: string, status: PropertyStatus } };

export type TestSetUnitStatusMutationVariables = Exact<{
  id: string;
  status: UnitStatus;
}>;


export type TestSetUnitStatusMutation = { setUnitStatus: { id: string, status: UnitStatus } };

export type TestUnitQueryVariables = Exact<{
  id: string;
}>;


export type TestUnitQuery = { unit: { id: string, label: string, property: { id: string } } | null };

export type TestReceiptsRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestReceiptsRecordPaymentMutation = { recordPayment: { id: string, invoice: { id: string, status: InvoiceStatus } } };

export type TestReceiptsReversePaymentMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestReceiptsReversePaymentMutation = { reversePayment: { id: string } };

export type TestReceiptsCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestReceiptsCreatePersonMutation = { createPerson: { id: string } };

export type TestReceiptsOrgProfileMutationVariables = Exact<{
  input: OrgProfileInput;
}>;


export type TestReceiptsOrgProfileMutation = { updateOrgProfile: { legalName: string | null } };

export type TestReceiptQueryVariables = Exact<{
  id: string;
  lang?: ReceiptLanguage | null | undefined;
}>;


export type TestReceiptQuery = { invoice: { id: string, status: InvoiceStatus, receipt: { number: number, url: string } | null } | null };

export type TestRentRollPageQueryVariables = Exact<{
  asOf: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestRentRollPageQuery = { rentRoll: { unitCount: number, occupiedUnits: number, lineCount: number, lines: Array<{ unitId: string, propertyName: string, unitLabel: string, balance: number }>, totals: Array<{ currency: string, occupiedUnits: number, rentAmount: number, balance: number }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } } };

export type TestArrearsPageQueryVariables = Exact<{
  asOf: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestArrearsPageQuery = { arrearsReport: { lineCount: number, lines: Array<{ unitId: string, tenantUserId: string, currency: string, total: number }>, totals: Array<{ currency: string, total: number, invoiceCount: number }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } } };

export type TestMaintenanceReportPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestMaintenanceReportPageQuery = { maintenanceReport: { open: number, overdue: number, lineCount: number, lines: Array<{ propertyId: string, urgency: MaintenanceUrgency, open: number, overdue: number, byAge: Array<{ bucket: MaintenanceAgeBucket, count: number }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestTotalsPayoutMutationVariables = Exact<{
  input: RecordOwnerPayoutInput;
}>;


export type TestTotalsPayoutMutation = { recordOwnerPayout: { id: string } };

export type TestTotalsOwnerStatementQueryVariables = Exact<{
  input: OwnerStatementInput;
}>;


export type TestTotalsOwnerStatementQuery = { ownerStatement: { accounts: Array<{ currency: string, openingBalance: number, payouts: number, closingBalance: number, lines: Array<{ amount: number }> }> } };

export type TestTotalsTenantStatementQueryVariables = Exact<{
  input: TenantStatementInput;
}>;


export type TestTotalsTenantStatementQuery = { tenantStatement: { accounts: Array<{ openingBalance: number, closingBalance: number, lines: Array<{ amount: number, balance: number }> }> } };

export type TestTotalsArrearsQueryVariables = Exact<{
  asOf: string;
}>;


export type TestTotalsArrearsQuery = { arrearsReport: { totals: Array<{ currency: string, total: number }> } };

export type TestTotalsRentRollQueryVariables = Exact<{
  asOf: string;
}>;


export type TestTotalsRentRollQuery = { rentRoll: { totals: Array<{ currency: string, balance: number }> } };

export type TestTenantStatementQueryVariables = Exact<{
  input: TenantStatementInput;
}>;


export type TestTenantStatementQuery = { tenantStatement: { tenantUserId: string, tenantName: string | null, tenantAddress: Array<string>, from: string, to: string, accounts: Array<{ currency: string, openingBalance: number, closingBalance: number, lines: Array<{ date: string, kind: StatementLineKind, invoiceId: string, periodStart: string, periodEnd: string, paymentId: string | null, method: PaymentMethod | null, reference: string | null, amount: number, balance: number, invoice: { id: string, grossAmount: number }, payment: { id: string, amount: number } | null }> }> } };

export type TestArrearsReportQueryVariables = Exact<{
  asOf: string;
}>;


export type TestArrearsReportQuery = { arrearsReport: { asOf: string, lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, tenantUserId: string, currency: string, days0To30: number, days31To60: number, days61To90: number, over90Days: number, total: number, oldestDueDate: string, invoiceCount: number, tenantName: string | null }>, totals: Array<{ currency: string, days0To30: number, days31To60: number, days61To90: number, over90Days: number, total: number, invoiceCount: number }> } };

export type TestRentRollQueryVariables = Exact<{
  asOf: string;
}>;


export type TestRentRollQuery = { rentRoll: { asOf: string, unitCount: number, occupiedUnits: number, lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, unitStatus: UnitStatus, bookingId: string | null, bookingStatus: BookingStatus | null, tenantUserId: string | null, startDate: string | null, endDate: string | null, rentAmount: number | null, rentCurrency: string | null, balance: number, tenantName: string | null }>, totals: Array<{ currency: string, occupiedUnits: number, rentAmount: number, balance: number }> } };

export type TestReportsCreatePersonMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type TestReportsCreatePersonMutation = { createPerson: { id: string } };

export type TestReportsRecordPaymentMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestReportsRecordPaymentMutation = { recordPayment: { id: string } };

export type TestReportsReversePaymentMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type TestReportsReversePaymentMutation = { reversePayment: { id: string, reversedAt: string | null } };

export type TestReportsCancelInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type TestReportsCancelInvoiceMutation = { cancelInvoice: { id: string, status: InvoiceStatus } };

export type TestDeleteStoredMediaMutationVariables = Exact<{
  id: string;
}>;


export type TestDeleteStoredMediaMutation = { deleteMediaObject: string };

export type TestDeleteTwoStoredMediaMutationVariables = Exact<{
  id: string;
  other: string;
}>;


export type TestDeleteTwoStoredMediaMutation = { first: string, second: string };

export type TestSeedPortfolioQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSeedPortfolioQuery = { me: { userId: string, orgId: string, roles: Array<Role> }, properties: { totalCount: number, edges: Array<{ node: { name: string, city: string | null, quartier: string | null, status: PropertyStatus, units: { edges: Array<{ node: { label: string, bookings: { edges: Array<{ node: { status: BookingStatus, tenantUserId: string, invoices: { edges: Array<{ node: { status: InvoiceStatus, tvaBasisPoints: number, currency: string, grossAmount: number, netAmount: number, tvaAmount: number } }> } } }> } } }> } } }> } };

export type TestSubscriptionExtendMutationVariables = Exact<{
  id: string;
  endDate: string;
}>;


export type TestSubscriptionExtendMutation = { extendBooking: { id: string } };

export type TestLegacyInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type TestLegacyInvoiceQuery = { invoice: { id: string, status: InvoiceStatus, grossAmount: number, paidAmount: number, balance: number, paidAt: string | null, payments: Array<{ amount: number, method: PaymentMethod, recordedBy: string, receivedOn: string }>, receipt: { number: number } | null } | null };

export type TestRecordLegacyMutationVariables = Exact<{
  invoiceId: string;
  input: RecordPaymentInput;
}>;


export type TestRecordLegacyMutation = { recordPayment: { id: string } };

export type TestVerificationPublishMutationVariables = Exact<{
  id: string;
}>;


export type TestVerificationPublishMutation = { publishProperty: { id: string, status: PropertyStatus } };

export type TestVerificationRecordQueryVariables = Exact<{
  id: string;
}>;


export type TestVerificationRecordQuery = { verificationRecord: { id: string, kind: VerificationKind, proofType: ProofType | null, status: VerificationStatus, orgId: string, propertyId: string | null, subjectUserId: string, assignedTo: string | null, reviewedBy: string | null, reviewNote: string | null, reviewedAt: string | null, submittedAt: string | null, createdAt: string, property: { id: string, name: string } | null, documents: Array<{ id: string, mediaObjectId: string, role: DocumentRole, certificateRef: string | null, certifiedOn: string | null, certifyingAuthority: CertifyingAuthority | null, documentType: IdentityDocumentType | null, expiresOn: string | null, media: { id: string, filename: string } }>, history: { edges: Array<{ node: { fromStatus: VerificationStatus | null, toStatus: VerificationStatus, changedBy: string, changedAt: string, note: string | null } }> } } | null };

export type TestQueueQueryVariables = Exact<{
  kind?: VerificationKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestQueueQuery = { verificationQueue: { totalCount: number, edges: Array<{ node: { id: string, kind: VerificationKind, status: VerificationStatus, submittedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestMyKycQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMyKycQuery = { myKyc: { totalCount: number, edges: Array<{ node: { id: string, status: VerificationStatus, subjectUserId: string } }> } };

export type TestPropertyProofsQueryVariables = Exact<{
  id: string;
}>;


export type TestPropertyProofsQuery = { property: { verificationRecords: { totalCount: number, edges: Array<{ node: { id: string, status: VerificationStatus, documents: Array<{ role: DocumentRole, media: { id: string } }> } }> } } | null };

export type TestPendingMediaMutationVariables = Exact<{
  input: CreateMediaObjectInput;
}>;


export type TestPendingMediaMutation = { createMediaObject: { media: { id: string } } };

export type TestCrashCreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type TestCrashCreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string } } };

export type TestCreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type TestCreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, eventTypes: Array<string>, status: string } } };

export type TestUpdateWebhookEndpointMutationVariables = Exact<{
  id: string;
  input: WebhookEndpointInput;
}>;


export type TestUpdateWebhookEndpointMutation = { updateWebhookEndpoint: { url: string, eventTypes: Array<string> } };

export type TestDeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type TestDeleteWebhookEndpointMutation = { deleteWebhookEndpoint: string };

export type TestWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestWebhookEndpointsQuery = { webhookEndpoints: { edges: Array<{ node: { id: string } }> } };

export type TestRotateWebhookSecretMutationVariables = Exact<{
  id: string;
}>;


export type TestRotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string } };

export type TestDisableWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type TestDisableWebhookEndpointMutation = { disableWebhookEndpoint: { status: string } };

export type TestRedeliverWebhookMutationVariables = Exact<{
  id: string;
}>;


export type TestRedeliverWebhookMutation = { redeliverWebhook: { id: string, status: string } };

export type TestWebhookEndpointQueryVariables = Exact<{
  id: string;
}>;


export type TestWebhookEndpointQuery = { webhookEndpoint: { status: string, disabledReason: string | null, deliveries: { edges: Array<{ node: { id: string, eventId: string, eventType: string, status: string, attempts: number, log: Array<{ attemptedAt: string, durationMs: number, responseStatus: number | null, responseBody: string | null, error: string | null }> } }> } } | null };

export const RestPropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestPropertyFragment, unknown>;
export const RestUnitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUnit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"areaSqm"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestUnitFragment, unknown>;
export const RestBookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestBookingFragment, unknown>;
export const RestInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<RestInvoiceFragment, unknown>;
export const RestVerificationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestVerificationRecordFragment, unknown>;
export const RestMediaObjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMediaObject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestMediaObjectFragment, unknown>;
export const RestPersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestPersonFragment, unknown>;
export const RestMaintenanceRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestMaintenanceRequestFragment, unknown>;
export const RestMaintenanceCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestMaintenanceCommentFragment, unknown>;
export const TestRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRecordFragment, unknown>;
export const TestMaintenanceRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"responseOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"completionOverdue"}}]}}]} as unknown as DocumentNode<TestMaintenanceRequestFragment, unknown>;
export const TestPersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestPersonFragment, unknown>;
export const RestCreateUnitDocument = {"__meta__":{"hash":"e4fc60bca8f5a40ee90331fee1038c14e14299cbfc1733cc64259e4e03c0b45a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUnit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUnit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"areaSqm"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestCreateUnitMutation, RestCreateUnitMutationVariables>;
export const RestArchivePropertyDocument = {"__meta__":{"hash":"3b75c6354312af637843f23323fce17baf2d53f9327ab56c83b04cc5960563a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestArchiveProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProperty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestArchivePropertyMutation, RestArchivePropertyMutationVariables>;
export const RestExtendBookingDocument = {"__meta__":{"hash":"3fa72b038dcb68d37606611e7773dc154c4148a4642ee96eef1fb50cdcec0d2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestExtendBookingMutation, RestExtendBookingMutationVariables>;
export const RestTerminateBookingDocument = {"__meta__":{"hash":"1973c0c9584ce7e6d333824bde98f70f448bfb37059c11283689bbdc8f692ad7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTerminateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestTerminateBookingMutation, RestTerminateBookingMutationVariables>;
export const RestListBookingsDocument = {"__meta__":{"hash":"d7f9a41283012b5b3d81d2fbe24055eb187cc44e40f2eabd3196cf785b6006fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestListBookingsQuery, RestListBookingsQueryVariables>;
export const RestInvoiceDocument = {"__meta__":{"hash":"a7175742f2652732f55ba27f5241b615c795a6da2899859faef4bd9b1cd00264"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<RestInvoiceQuery, RestInvoiceQueryVariables>;
export const RestPayInvoiceDocument = {"__meta__":{"hash":"3229528c9852e34d664566bc285b5c95641d31ce522552785bc02a262531e96c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<RestPayInvoiceMutation, RestPayInvoiceMutationVariables>;
export const RestAddPropertyProofDocumentDocument = {"__meta__":{"hash":"f0005c1d2c58be452a0604518fb07291c3ca438978234efb319cec0253d940d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddPropertyProofDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVerificationDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVerificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PROPERTY_PROOF"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestAddPropertyProofDocumentMutation, RestAddPropertyProofDocumentMutationVariables>;
export const RestSubmitPropertyProofDocument = {"__meta__":{"hash":"7a60c35967cbebd332f8bf9079d42212a0ca830c6ab19fd8989eb726a6a77051"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitPropertyProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PROPERTY_PROOF"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestSubmitPropertyProofMutation, RestSubmitPropertyProofMutationVariables>;
export const RestApproveVerificationDocument = {"__meta__":{"hash":"58e70b2f84e202a329cb4eb8fe0abb3986de8807e8ba739995a2a2e25e9c38a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestApproveVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestApproveVerificationMutation, RestApproveVerificationMutationVariables>;
export const RestRevokeVerificationDocument = {"__meta__":{"hash":"d4576d1d41d797c4a8ac6e76f58eaec47d22fd732aa986648b99128e8918d405"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestRevokeVerificationMutation, RestRevokeVerificationMutationVariables>;
export const RestVerificationQueueDocument = {"__meta__":{"hash":"f84815564532db042adc56eabb14708da11094f11646d915a5db5f517175cbbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestVerificationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestVerificationQueueQuery, RestVerificationQueueQueryVariables>;
export const RestMyKycDocument = {"__meta__":{"hash":"098daafe4ec780fa084f0e773710675f2c89a3aec9c6b9e58b8d06d2af584bea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestMyKycQuery, RestMyKycQueryVariables>;
export const RestCreateMediaObjectDocument = {"__meta__":{"hash":"fe53975a098802f39dd3b65c410759f41cba2186c565b22396e58bf4f6b07cb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMediaObject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMediaObject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestCreateMediaObjectMutation, RestCreateMediaObjectMutationVariables>;
export const RestArrearsCsvDocument = {"__meta__":{"hash":"86ef46d3f22ef1477d0972627c1ab8a70876dcf381fb2e73977ad07f1bd8e566"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestArrearsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"oldestDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<RestArrearsCsvQuery, RestArrearsCsvQueryVariables>;
export const RestRentRollCsvDocument = {"__meta__":{"hash":"8fa1abb770b574243183e694d79b9213f5db414cf6cd19d01a9111ccbdbf2aef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRentRollCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"unitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<RestRentRollCsvQuery, RestRentRollCsvQueryVariables>;
export const RestOwnerStatementCsvDocument = {"__meta__":{"hash":"49e1d3368114762e307f5ca72600500a30db8e6a5ec852817f9e1ed0eae7b129"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOwnerStatementCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ownerUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerUserId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"payoutId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]} as unknown as DocumentNode<RestOwnerStatementCsvQuery, RestOwnerStatementCsvQueryVariables>;
export const RestCreatePersonDocument = {"__meta__":{"hash":"557868eefec6978cac2875c9e133891c16860f650d1d0d93247a5068ba291557"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestCreatePersonMutation, RestCreatePersonMutationVariables>;
export const RestPersonDocument = {"__meta__":{"hash":"19e47bf57ad0dc14ff24b5dc1f4713a2665d227a8432a7ddd5947587396b3eaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestPersonQuery, RestPersonQueryVariables>;
export const RestExportPersonDocument = {"__meta__":{"hash":"0c785274e6ed5edf4948dda237c56268052597d546c16282a35991a798503008"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestExportPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<RestExportPersonMutation, RestExportPersonMutationVariables>;
export const RestListPeopleDocument = {"__meta__":{"hash":"5db17fea4d46cf4e0144488bc914f751a60d3e12d24c9052eb5fa04716ac8fb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestListPeopleQuery, RestListPeopleQueryVariables>;
export const RestListMaintenanceRequestsDocument = {"__meta__":{"hash":"b9cf20205d183e4c96d32a691645053f22fb50db23e74c0b6bc11ec8bb26af9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListMaintenanceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestListMaintenanceRequestsQuery, RestListMaintenanceRequestsQueryVariables>;
export const RestOpenMaintenanceRequestDocument = {"__meta__":{"hash":"df61b69d4bf2052f614a9cf00615a1fffa62aaab28eafbca4c1d2e6c4e39c19a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestOpenMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenMaintenanceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestOpenMaintenanceRequestMutation, RestOpenMaintenanceRequestMutationVariables>;
export const RestMaintenanceRequestDocument = {"__meta__":{"hash":"4c515386765e3c049f80de0ba666f0214f06c7bdbdbca00e469bd2e0d0f834b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestMaintenanceRequestQuery, RestMaintenanceRequestQueryVariables>;
export const RestAcceptMaintenanceRequestDocument = {"__meta__":{"hash":"c653f084e23d032be74418c55752351c8264c4aba0bd0a9c6869b30a8e08773b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAcceptMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestAcceptMaintenanceRequestMutation, RestAcceptMaintenanceRequestMutationVariables>;
export const RestRejectMaintenanceRequestDocument = {"__meta__":{"hash":"e637ecb99e7465c5fda8fc940e07fd6a463448f615dc2ea7afff2d6f49ea35f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRejectMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestRejectMaintenanceRequestMutation, RestRejectMaintenanceRequestMutationVariables>;
export const RestScheduleMaintenanceRequestDocument = {"__meta__":{"hash":"23e8d974f5c1e484519d970306e5ba6386b0b4d18442052621d147943cd7a212"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestScheduleMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestScheduleMaintenanceRequestMutation, RestScheduleMaintenanceRequestMutationVariables>;
export const RestStartMaintenanceRequestDocument = {"__meta__":{"hash":"3d3311024d31443e3cb9388224acf736ae7b2d3990c56238fc21f555c0b93923"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestStartMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestStartMaintenanceRequestMutation, RestStartMaintenanceRequestMutationVariables>;
export const RestCompleteMaintenanceRequestDocument = {"__meta__":{"hash":"4feab98bd41ef83ad03e90d5640e29b1ce34d16f7626a942dade0596a7223508"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCompleteMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestCompleteMaintenanceRequestMutation, RestCompleteMaintenanceRequestMutationVariables>;
export const RestCancelMaintenanceRequestDocument = {"__meta__":{"hash":"7bafdcb1e5c87ce5f258a933922bf381c0fa8bf584efb00bc0bc1d5cd2aea9a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCancelMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestCancelMaintenanceRequestMutation, RestCancelMaintenanceRequestMutationVariables>;
export const RestCommentOnMaintenanceRequestDocument = {"__meta__":{"hash":"938dc13c46fe2d6b31c564b842beb8f7ad121cd0bdc4e4b274f8ecdda7fbb50c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCommentOnMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceComment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestCommentOnMaintenanceRequestMutation, RestCommentOnMaintenanceRequestMutationVariables>;
export const TestMeDocument = {"__meta__":{"hash":"c8fd0c1f1767a71a8d16177a90738987b9f968ecd152b5720b352ca390dd3813"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<TestMeQuery, TestMeQueryVariables>;
export const TestPortfolioDocument = {"__meta__":{"hash":"b9b1fb9c1c5973a5f4894f3cd01a8213bd35e2fa6d34ea4473d8aa986673bd88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPortfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPortfolioQuery, TestPortfolioQueryVariables>;
export const TestFullGraphDocument = {"__meta__":{"hash":"4176ed3cb1efe9fe0f70b682cbee2360d51be5757380559bd13bc047ecc21ac7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFullGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toStatus"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestFullGraphQuery, TestFullGraphQueryVariables>;
export const TestSetBillingPlanDocument = {"__meta__":{"hash":"0490739e01a993bcb5ae695b5e9657cb9773a91a842fa31110e98fc0f4641e5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetBillingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBillingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"dueDay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestSetBillingPlanMutation, TestSetBillingPlanMutationVariables>;
export const TestRemoveBillingPlanDocument = {"__meta__":{"hash":"906ee1e1eeb7333fd6cdfa268c29e623ea3ac37afd869e0253add230ad0c8b32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRemoveBillingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBillingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycle"}}]}}]}}]}}]} as unknown as DocumentNode<TestRemoveBillingPlanMutation, TestRemoveBillingPlanMutationVariables>;
export const TestBookingPlanDocument = {"__meta__":{"hash":"481594c3aef14bc8c8a39cdd5c3a51e7ca856506a45f84dcc78a9f43464b5cc5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"dueDay"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingPlanQuery, TestBookingPlanQueryVariables>;
export const TestBillingPolicyDocument = {"__meta__":{"hash":"ae49fb675d2ce244d8adb7c630dcaf5972766609602fd1f253037b18da73ae98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBillingPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLeadDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeFlatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeRecurrence"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCapAmount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestBillingPolicyQuery, TestBillingPolicyQueryVariables>;
export const TestUpdateBillingPolicyDocument = {"__meta__":{"hash":"76be61cad72326ed508040c342ca968bcd72a966396254a3d3e81aae24e76afd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateBillingPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLeadDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeFlatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeRecurrence"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCapAmount"}}]}}]}}]} as unknown as DocumentNode<TestUpdateBillingPolicyMutation, TestUpdateBillingPolicyMutationVariables>;
export const TestWaiveLateFeeDocument = {"__meta__":{"hash":"801df017e069c144a254fd83a035fb27e1f99a2424d14978ba72ec6ca0331238"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWaiveLateFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveLateFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestWaiveLateFeeMutation, TestWaiveLateFeeMutationVariables>;
export const TestBillingCancelInvoiceDocument = {"__meta__":{"hash":"061a2df30417e8fe48dc000d93c5132eedd666308300d96a89ca17fcacdfe581"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBillingCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestBillingCancelInvoiceMutation, TestBillingCancelInvoiceMutationVariables>;
export const TestBillingExtendBookingDocument = {"__meta__":{"hash":"63f05126dedd1ce303956100ee2ecb86921d7d687e2f22fc32bbc7e6bba327e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBillingExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<TestBillingExtendBookingMutation, TestBillingExtendBookingMutationVariables>;
export const TestBookingInvoicesDocument = {"__meta__":{"hash":"9f0db88371fff246f18bdf0744286b8e8f4b3de796549de0323d0a3d1fc965c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeSequence"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingInvoicesQuery, TestBookingInvoicesQueryVariables>;
export const TestBookingDocument = {"__meta__":{"hash":"2a5a362458684ae3984e0f6cc8c11067eeea6d059eaeee6a7c393d10da01468b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingQuery, TestBookingQueryVariables>;
export const TestBookingsDocument = {"__meta__":{"hash":"14c33bb3e1e6bfa8df8a9e59bdf3fea60b5aabe1d00ebc121321cb6aded19568"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingsQuery, TestBookingsQueryVariables>;
export const TestUnitBookingsDocument = {"__meta__":{"hash":"9614d1a59b272871e84aea7c241c8bd130a936c874ea466a2487f204d9dab126"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestUnitBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestUnitBookingsQuery, TestUnitBookingsQueryVariables>;
export const TestExtendBookingDocument = {"__meta__":{"hash":"6ea857b66a5b49c660d81ee5cc0a0e09a7659cdead4a7387ff47921b8b28a3fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestExtendBookingMutation, TestExtendBookingMutationVariables>;
export const TestArchiveWithBookingsDocument = {"__meta__":{"hash":"ced8b91850f393940673ff8ee574dc77715d6b6c4e092df4fce385bd4e15c0d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestArchiveWithBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestArchiveWithBookingsMutation, TestArchiveWithBookingsMutationVariables>;
export const TestUnitStatusForBookingDocument = {"__meta__":{"hash":"4035ed8dbc12a623459d91655346be40806b9fffef08c452b7c24ba696ea150d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUnitStatusForBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestUnitStatusForBookingMutation, TestUnitStatusForBookingMutationVariables>;
export const TestEventsExtendDocument = {"__meta__":{"hash":"0f63d34d153930c741ad1252f7cfc0f5f719ffa4183668dfe5bfc5cf6b6ffdf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsExtendMutation, TestEventsExtendMutationVariables>;
export const TestEventsPayDocument = {"__meta__":{"hash":"3134de62ec72c26d741840a4c94fab33d5cb747bfb1c83c5a63be9fe63af6eea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsPayMutation, TestEventsPayMutationVariables>;
export const TestEventsPublishDocument = {"__meta__":{"hash":"237cf0f0b664eecab5622621af3e3d2f94954bf0b4699ea8c9e677f72536b011"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsPublishMutation, TestEventsPublishMutationVariables>;
export const TestEventsArchiveDocument = {"__meta__":{"hash":"b367a292f30333b91463fa49c83e0d6c83817d2fa66158c5997826db5ab1e392"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsArchiveMutation, TestEventsArchiveMutationVariables>;
export const TestEventsTwoConfirmsDocument = {"__meta__":{"hash":"4cf7ccf609c5df8f166c618e618b3ea084f96202182d600ac31c12cd83480e4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsTwoConfirms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestEventsTwoConfirmsMutation, TestEventsTwoConfirmsMutationVariables>;
export const TestCreatePropertyDocument = {"__meta__":{"hash":"24b877da094864b31eac59de913d9fe7e946d3392f45dc18cfb9009f3b201659"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TestCreatePropertyMutation, TestCreatePropertyMutationVariables>;
export const TestCreateUnitDocument = {"__meta__":{"hash":"66c8e1296b8d439af5c02d146ecefd2ed5e1aa0150d44d99f03cac46fca2fa7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}}]}}]}}]} as unknown as DocumentNode<TestCreateUnitMutation, TestCreateUnitMutationVariables>;
export const TestCreateBookingDocument = {"__meta__":{"hash":"b833d8298ec1a0903387e67fd71d940d451e647c8dbbd7ac635798e1b36475a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]}}]} as unknown as DocumentNode<TestCreateBookingMutation, TestCreateBookingMutationVariables>;
export const TestSubmitBookingDocument = {"__meta__":{"hash":"1ce13cc78fb7a7eccb6a71a9293f81aa990b899c371027c67f8630d4762f6b8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubmitBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestSubmitBookingMutation, TestSubmitBookingMutationVariables>;
export const TestConfirmBookingDocument = {"__meta__":{"hash":"68907c91056f7dd0b6bfab60c76d940f24c2ac8fb9a1c4c6763247b8f354883e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConfirmBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]}}]} as unknown as DocumentNode<TestConfirmBookingMutation, TestConfirmBookingMutationVariables>;
export const TestCancelBookingDocument = {"__meta__":{"hash":"6f3ed25893051fb8e303ac72fd0af12b2f29152d46884506721a90317867cd22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelBookingMutation, TestCancelBookingMutationVariables>;
export const TestTerminateBookingDocument = {"__meta__":{"hash":"96f73049fa97309e79487e54fc90a2f799026f96a6936b3032aa8c63deb822d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestTerminateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]}}]} as unknown as DocumentNode<TestTerminateBookingMutation, TestTerminateBookingMutationVariables>;
export const TestIssueInvoiceDocument = {"__meta__":{"hash":"e8dcf4eb92268d6b383276b25684f309af0a7a2e71e5950603a92aca95108580"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIssueInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestIssueInvoiceMutation, TestIssueInvoiceMutationVariables>;
export const TestCreateMediaObjectDocument = {"__meta__":{"hash":"05dfa4d868926c39f3eb6ffc141b3118c1dec83254112bb8322c1d3c43f37091"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}}]}}]}}]} as unknown as DocumentNode<TestCreateMediaObjectMutation, TestCreateMediaObjectMutationVariables>;
export const TestCreatePropertyProofDocument = {"__meta__":{"hash":"7ee58b3bc3aae1e7ccff8a18bf644b33196489d9783e0b64ed1d76d8dea0ae80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreatePropertyProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyProofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPropertyProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreatePropertyProofMutation, TestCreatePropertyProofMutationVariables>;
export const TestCreateOwnerKycDocument = {"__meta__":{"hash":"78654b7eb92763b407124557aeccd9dfd59af2cbbb0f8d4f2c5a4e308ccd9433"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateOwnerKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOwnerKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateOwnerKycMutation, TestCreateOwnerKycMutationVariables>;
export const TestAddDocumentDocument = {"__meta__":{"hash":"9009409a9270392198eee01bacee868dd07d31ace3070d50c85c28c500291d91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAddDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVerificationDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVerificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAddDocumentMutation, TestAddDocumentMutationVariables>;
export const TestSubmitDocument = {"__meta__":{"hash":"3ad4f60cee36c28b23e266bda51eba560c054f253fa300b322043ac2fc200cf4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSubmitMutation, TestSubmitMutationVariables>;
export const TestStartReviewDocument = {"__meta__":{"hash":"7bfd789e74935583e3f7ce704f92c5bba7d47075c28c2ae100c7d2d8884be8d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestStartReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startVerificationReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestStartReviewMutation, TestStartReviewMutationVariables>;
export const TestRequestInfoDocument = {"__meta__":{"hash":"ee9a21e30bd2029cdd16da5521789adede9c11e0db19648cbf9101d6913b2632"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRequestInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVerificationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRequestInfoMutation, TestRequestInfoMutationVariables>;
export const TestApproveDocument = {"__meta__":{"hash":"2ed004be61c8ad73cab0a718b3e2d5c0c37a15f61a622825859fc594dddd5569"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestApproveMutation, TestApproveMutationVariables>;
export const TestRejectDocument = {"__meta__":{"hash":"bc948468d7b963bc344de764fa2465d8ea19276cbaf27499d57fbb3debc5b05d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRejectMutation, TestRejectMutationVariables>;
export const TestRevokeDocument = {"__meta__":{"hash":"2284f95d7dd513095ff2d53c891fbf94da383b0c19cb61833b2a4a3631aae47c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRevokeMutation, TestRevokeMutationVariables>;
export const TestDeferredUnitsDocument = {"__meta__":{"hash":"b8a78ad5a87c98e33c4d68e6bfb3526869a9b04f4d7b79592193bd417ce0174d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestDeferredUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"units","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestDeferredUnitsQuery, TestDeferredUnitsQueryVariables>;
export const TestStreamedUnitsDocument = {"__meta__":{"hash":"a83f67d09ad4e33fdd61c8096b35fad66b690edec9035d3df87bfd9b1d3b43c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestStreamedUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"initialCount"},"value":{"kind":"IntValue","value":"1"}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestStreamedUnitsQuery, TestStreamedUnitsQueryVariables>;
export const TestUnitsAtOnceDocument = {"__meta__":{"hash":"57abef2424f49c60967fe89f475d9e288792563b56b8315a75d93a60cb942763"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestUnitsAtOnce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestUnitsAtOnceQuery, TestUnitsAtOnceQueryVariables>;
export const TestStreamFromDocument = {"__meta__":{"hash":"fed5997596f59d977068446787ef3d66faace5925c6b77eea58dc1462b092211"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestStreamFrom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"initialCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"initialCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"initialCount"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestStreamFromQuery, TestStreamFromQueryVariables>;
export const TestDeferInMutationDocument = {"__meta__":{"hash":"56d3ae92f9b697921e40bff2836e3d403b470f2415f3589591f624ffd98cdddf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeferInMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TestDeferInMutationMutation, TestDeferInMutationMutationVariables>;
export const TestBoundedRecordPaymentDocument = {"__meta__":{"hash":"b94a984495ea05b6c99f30020de9ee7241ce338356605a361a2539288e2c4540"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBoundedRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestBoundedRecordPaymentMutation, TestBoundedRecordPaymentMutationVariables>;
export const TestBoundedPaymentsDocument = {"__meta__":{"hash":"08c1b360c1e9641f178c3dfd35db108c2bc463a6f7179baa6661f8fb1a76fea6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBoundedPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<TestBoundedPaymentsQuery, TestBoundedPaymentsQueryVariables>;
export const TestInvoiceDocument = {"__meta__":{"hash":"670577ab3958af3a0ac812116cd3c2ba6f046f6cd6830072c7a1b10b35075dae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoiceQuery, TestInvoiceQueryVariables>;
export const TestInvoicesDocument = {"__meta__":{"hash":"c95a040468eb5cedd5d7d373dda268506fa81d5055220269c67fa1d1e7877458"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoicesQuery, TestInvoicesQueryVariables>;
export const TestPayInvoiceDocument = {"__meta__":{"hash":"cee47043552a5fa4264aea7078957b64962f64a7676b5fd78bb5229ecb6c4662"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestPayInvoiceMutation, TestPayInvoiceMutationVariables>;
export const TestCancelInvoiceDocument = {"__meta__":{"hash":"62dc66e57fe9535c7ddd4aaa549a47b706c0210379172cc084332fa4da5bae01"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelInvoiceMutation, TestCancelInvoiceMutationVariables>;
export const TestOpenMaintenanceRequestDocument = {"__meta__":{"hash":"08ca85d00e0734e2bad862926510612c572d6c155d68efe7865fe7a6b65b921f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOpenMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenMaintenanceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"responseOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"completionOverdue"}}]}}]} as unknown as DocumentNode<TestOpenMaintenanceRequestMutation, TestOpenMaintenanceRequestMutationVariables>;
export const TestAcceptMaintenanceDocument = {"__meta__":{"hash":"d695c1ba0fc2366e464cf8edc577e02db4d529135b24592a2180759321108ce1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAcceptMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]}}]} as unknown as DocumentNode<TestAcceptMaintenanceMutation, TestAcceptMaintenanceMutationVariables>;
export const TestRejectMaintenanceDocument = {"__meta__":{"hash":"fcaa7c01727d2689b2ce1f9de89890013e0f239f28018e08a40b6adf0299b504"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRejectMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<TestRejectMaintenanceMutation, TestRejectMaintenanceMutationVariables>;
export const TestScheduleMaintenanceDocument = {"__meta__":{"hash":"6dfde5e7a0bd68477e81d794d25130ad8ba5e3803645927e057037a25c602336"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestScheduleMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}}]}}]}}]} as unknown as DocumentNode<TestScheduleMaintenanceMutation, TestScheduleMaintenanceMutationVariables>;
export const TestStartMaintenanceDocument = {"__meta__":{"hash":"b9be8f11dc722b711a2b158b5598ccce08fdc51d442474e8aae3c259b3ecd118"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestStartMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestStartMaintenanceMutation, TestStartMaintenanceMutationVariables>;
export const TestCompleteMaintenanceDocument = {"__meta__":{"hash":"c0b827b4bd95575e3a469e8b20585a3f5769af234aa9629989f41fb7b0a6c8a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCompleteMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]}}]} as unknown as DocumentNode<TestCompleteMaintenanceMutation, TestCompleteMaintenanceMutationVariables>;
export const TestCancelMaintenanceDocument = {"__meta__":{"hash":"5199eaea545e2172d3f99d4cfd1eee1768e6c0fd1e46e72b11ca725f77fb568b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelMaintenanceMutation, TestCancelMaintenanceMutationVariables>;
export const TestCommentMaintenanceDocument = {"__meta__":{"hash":"068e7aadaa7ee31dce6480c5e082dee3d12d3cf82af478794ba48cfa829ebac0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCommentMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<TestCommentMaintenanceMutation, TestCommentMaintenanceMutationVariables>;
export const TestMaintenanceRequestByIdDocument = {"__meta__":{"hash":"83261c65f425fb174dc0c4f547590394df0303467e4b88010b94983859a4fa2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceRequestById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMaintenanceRequest"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"responseOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"completionOverdue"}}]}}]} as unknown as DocumentNode<TestMaintenanceRequestByIdQuery, TestMaintenanceRequestByIdQueryVariables>;
export const TestMaintenanceRequestsDocument = {"__meta__":{"hash":"c433efea399627a85f8008049bfafb656775a95123b3162cb5c20c8f0e542b7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestOrder"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceRequestsQuery, TestMaintenanceRequestsQueryVariables>;
export const TestMaintenanceNodeDocument = {"__meta__":{"hash":"9e9039b137ff56d24fe2e8d2f56def02849dd53acce509cb1719f011c058a42d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceNodeQuery, TestMaintenanceNodeQueryVariables>;
export const TestMaintenanceLevelsDocument = {"__meta__":{"hash":"e657f45294501e9bf8b4bf3bcd76aed1f49a795524e397ef2b3e91a7f664059a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceServiceLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"completionHours"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceLevelsQuery, TestMaintenanceLevelsQueryVariables>;
export const TestSetMaintenanceLevelDocument = {"__meta__":{"hash":"e9197b4f6eb243a0dc1b9d53d5c457d866e537fa98fa7acb59990d5edeee6291"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetMaintenanceLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceServiceLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMaintenanceServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"completionHours"}}]}}]}}]} as unknown as DocumentNode<TestSetMaintenanceLevelMutation, TestSetMaintenanceLevelMutationVariables>;
export const TestMaintenanceReportDocument = {"__meta__":{"hash":"d95d2fc26e86a78e200899a131d54909370c9f22be1167f9223270a83c54ce69"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"byAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceReportQuery, TestMaintenanceReportQueryVariables>;
export const TestMaintenanceTvaDocument = {"__meta__":{"hash":"426f72ffbf842da976fdf6147c21ce6e73c98f390eb57e291e3cc88f9de42681"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenanceTva"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceTvaMutation, TestMaintenanceTvaMutationVariables>;
export const TestMaintenancePublishDocument = {"__meta__":{"hash":"08637f2eaabf3ef061ecea60176b2b80fe81401c239d11dcd63fa47f86226202"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenancePublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestMaintenancePublishMutation, TestMaintenancePublishMutationVariables>;
export const TestMaintenanceVendorDocument = {"__meta__":{"hash":"8733f11ab16fa7ea104a2a1ae50264f511cf617b62884af748967c62aec03fab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenanceVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceVendorMutation, TestMaintenanceVendorMutationVariables>;
export const TestMediaUsageDocument = {"__meta__":{"hash":"faf53685dae3f8f1b8dd166f9f9d38b1d3c5d6d43c3a1dac40c9528db36fa54c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMediaUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxObjects"}}]}}]}}]} as unknown as DocumentNode<TestMediaUsageQuery, TestMediaUsageQueryVariables>;
export const TestDeleteMediaObjectDocument = {"__meta__":{"hash":"f427a5d857b6dcce2b47560a40b5f8a9b490ddcd629379d18d872dbc06a23248"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TestDeleteMediaObjectMutation, TestDeleteMediaObjectMutationVariables>;
export const TestMediaObjectDocument = {"__meta__":{"hash":"aecdbdc840b001ef324792ffb730e2e975001f5079614fed39f3ef0e9d82391d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]} as unknown as DocumentNode<TestMediaObjectQuery, TestMediaObjectQueryVariables>;
export const TestNotifyCreatePersonDocument = {"__meta__":{"hash":"0c08f82da623a73e77d658d3934f1ff69eaabb87c6996619164a45d4e8fafadf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestNotifyCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestNotifyCreatePersonMutation, TestNotifyCreatePersonMutationVariables>;
export const TestNotifyUpdatePersonDocument = {"__meta__":{"hash":"d5ae297092d673d3c2d2d610fe4e892d9087be5cf19ddbb9f700fb856c4e5237"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestNotifyUpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestNotifyUpdatePersonMutation, TestNotifyUpdatePersonMutationVariables>;
export const TestNotifyRecordPaymentDocument = {"__meta__":{"hash":"be10ee84cc77575d8b846d8ef6da7d689cfb0fef79ddfce5f0b0e668e43fdab3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestNotifyRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestNotifyRecordPaymentMutation, TestNotifyRecordPaymentMutationVariables>;
export const TestNotifyPreferencesDocument = {"__meta__":{"hash":"312953608bbb3975525f9d4c07e7c90074ad11895a705663adad3152aeef6ae3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotifyPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOptedOut"}},{"kind":"Field","name":{"kind":"Name","value":"mutedKinds"}},{"kind":"Field","name":{"kind":"Name","value":"emailUndeliverable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUndeliverableReason"}}]}}]}}]}}]} as unknown as DocumentNode<TestNotifyPreferencesQuery, TestNotifyPreferencesQueryVariables>;
export const TestNotifyUpdatePreferencesDocument = {"__meta__":{"hash":"5af5b602d38cf8348205a3dffeded9fd9b31432d519ebb70affb07e5e1c10685"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestNotifyUpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOptedOut"}},{"kind":"Field","name":{"kind":"Name","value":"mutedKinds"}}]}}]}}]}}]} as unknown as DocumentNode<TestNotifyUpdatePreferencesMutation, TestNotifyUpdatePreferencesMutationVariables>;
export const TestNotifyLogDocument = {"__meta__":{"hash":"d21fff4cebf556b8bb5822be341b0accaa9def97f1e4dc77c8b92b01d33fce13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotifyLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestNotifyLogQuery, TestNotifyLogQueryVariables>;
export const TestNotifyNodeDocument = {"__meta__":{"hash":"f8ec361cb246bb9c00fedac57ef2032b640c9a60944235d0906b4bc445dbed05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotifyNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TestNotifyNodeQuery, TestNotifyNodeQueryVariables>;
export const TestNotifyNodesDocument = {"__meta__":{"hash":"a7708585ce1fdc807e77935216fd7d7c94c3da190037802586e70671e8b77ea1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotifyNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"nullIfMissing"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestNotifyNodesQuery, TestNotifyNodesQueryVariables>;
export const TestNotifyPolicyDocument = {"__meta__":{"hash":"f0dc28a79cd7e2123704583581722c397e8b23d92a5b128a1c963d21df0d5f09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestNotifyPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"leaseEndingNoticeDays"}}]}}]}}]} as unknown as DocumentNode<TestNotifyPolicyMutation, TestNotifyPolicyMutationVariables>;
export const TestOwnerStatementDocument = {"__meta__":{"hash":"1b7537276f48917dec80c5727fc6164dc1fd92498e4157610f4f9ad87afd8b2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOwnerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"rentCollected"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceCosts"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"payoutId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementQuery, TestOwnerStatementQueryVariables>;
export const TestRecordOwnerPayoutDocument = {"__meta__":{"hash":"3af6dc00124606893be464f6a0f7a708fb53deeb3a64dd1698fce812638b5e6f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordOwnerPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOwnerPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOwnerPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}}]}}]}}]} as unknown as DocumentNode<TestRecordOwnerPayoutMutation, TestRecordOwnerPayoutMutationVariables>;
export const TestOwnerStatementsPolicyDocument = {"__meta__":{"hash":"0a18fd5d1e2411c029b324b2c2336c3256d833df8a08e91c8b35c7a354c8d119"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managementFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPolicyMutation, TestOwnerStatementsPolicyMutationVariables>;
export const TestOwnerStatementsPaymentDocument = {"__meta__":{"hash":"5141b636bac573e0f509ec69788dd01c5a23603e71eb046b0f474a44e045bf8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPaymentMutation, TestOwnerStatementsPaymentMutationVariables>;
export const TestOwnerStatementsReverseDocument = {"__meta__":{"hash":"e381b6dcca56d9121959e6d98485cf7bf7896306de9a493c12a7b2e1570f4608"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsReverse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsReverseMutation, TestOwnerStatementsReverseMutationVariables>;
export const TestOwnerStatementsPersonDocument = {"__meta__":{"hash":"6094d96710d8f2cc3af8d05ea0e2a68907245c681a74f16508c8f7a4b48d370b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPersonMutation, TestOwnerStatementsPersonMutationVariables>;
export const TestRecordPaymentDocument = {"__meta__":{"hash":"6ed3a79018722f5bef28da9ad5631ef171ac68623eb278621f6f09331887f634"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestRecordPaymentMutation, TestRecordPaymentMutationVariables>;
export const TestReversePaymentDocument = {"__meta__":{"hash":"f82f758211b8a10b0dc7be0fcd92299ab4b533382baf05d84c696f95a0e1ec02"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestReversePaymentMutation, TestReversePaymentMutationVariables>;
export const TestInvoicePaymentsDocument = {"__meta__":{"hash":"5fffc8405daef00d5285001fd775fec55c8809bc8e391d14ca8e38da78572cf1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoicePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoicePaymentsQuery, TestInvoicePaymentsQueryVariables>;
export const TestPaymentNodeDocument = {"__meta__":{"hash":"f0ffd6d3ccf1f6987d3fe3ede212706b9db4284da85f68461b925c8ae525084a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPaymentNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPaymentNodeQuery, TestPaymentNodeQueryVariables>;
export const TestPaymentsPayInvoiceDocument = {"__meta__":{"hash":"91c4b8adf268660759b3d7aea5a155c92fc9b1bf4904080d5a3dd11da582e4f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPaymentsPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestPaymentsPayInvoiceMutation, TestPaymentsPayInvoiceMutationVariables>;
export const TestPaymentsCancelInvoiceDocument = {"__meta__":{"hash":"1403d613a3e17215185ced1155156b160f6b454594f8321e8c001ebf7024a559"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPaymentsCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestPaymentsCancelInvoiceMutation, TestPaymentsCancelInvoiceMutationVariables>;
export const TestCreatePersonDocument = {"__meta__":{"hash":"cdf5291be5ba3f4ca579efa0cdfbb321f606579fbd95fe2bce2f99c2f9a34a2e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestCreatePersonMutation, TestCreatePersonMutationVariables>;
export const TestUpdatePersonDocument = {"__meta__":{"hash":"1ab3f072aca8c13b50e0550b43cf766007ea85e27bc739ed369298af0a807e16"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestUpdatePersonMutation, TestUpdatePersonMutationVariables>;
export const TestPersonByIdDocument = {"__meta__":{"hash":"e0e9c70d49ac9c6069377d514880731df09d5164cba50cd07f4397f25a734b6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPersonById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestPersonByIdQuery, TestPersonByIdQueryVariables>;
export const TestPersonNodeDocument = {"__meta__":{"hash":"33ecfe499e20c1ec299c527937b343d7ec0ebf2a881c8655158673faddb821fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPersonNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPersonNodeQuery, TestPersonNodeQueryVariables>;
export const TestPeopleDocument = {"__meta__":{"hash":"8cc81df506959c7ee1176500f0929f961b956d0783ace17648e66b37e2d2ff71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPeopleQuery, TestPeopleQueryVariables>;
export const TestOrgProfileDocument = {"__meta__":{"hash":"2eea11e571bcde23e1d245ee57c4e3eff932defef3d322a1dee37ee982e4bf17"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOrgProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestOrgProfileQuery, TestOrgProfileQueryVariables>;
export const TestUpdateOrgProfileDocument = {"__meta__":{"hash":"4611d9a3f1dcc2db473fa746af5e0728f84000d135e0f50db2f7d96a2e4010f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateOrgProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestUpdateOrgProfileMutation, TestUpdateOrgProfileMutationVariables>;
export const TestBookingsWithPeopleDocument = {"__meta__":{"hash":"f994056c6bec054464e53fdd6f5bb48592a0a4308d591b0bdb0cc795ad353b57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingsWithPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingsWithPeopleQuery, TestBookingsWithPeopleQueryVariables>;
export const TestMyBookingsWithTenantDocument = {"__meta__":{"hash":"45eaf45e46a53fc408bb93f68b048bc94012ee481c29bd1770d9e5d4eb6593ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMyBookingsWithTenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMyBookingsWithTenantQuery, TestMyBookingsWithTenantQueryVariables>;
export const TestPersistedPropertiesDocument = {"__meta__":{"hash":"182c03db91c939564aa39115d10b8a128efb312fd21c47b458b0bf4bd2355046"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPersistedProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPersistedPropertiesQuery, TestPersistedPropertiesQueryVariables>;
export const TestLearntPropertiesDocument = {"__meta__":{"hash":"d8e4460d182c5da428ae40ca225fe1a2ee080a82870f46fb87e20894bb1c2704"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestLearntProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestLearntPropertiesQuery, TestLearntPropertiesQueryVariables>;
export const TestPdCreatePersonDocument = {"__meta__":{"hash":"5d3c38c32a6001ea9298f2e39738d6b7f3fe5a0e6e7a995ccee6c5664b2e33b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdCreatePersonMutation, TestPdCreatePersonMutationVariables>;
export const TestPdUpdatePersonDocument = {"__meta__":{"hash":"274ca3ac3561f239700f1fba7d8ff3b57576c79ac1306307db1de4b706490c7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdUpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdUpdatePersonMutation, TestPdUpdatePersonMutationVariables>;
export const TestPdPreferencesDocument = {"__meta__":{"hash":"904586168a1df9f97325175233578533d01f3dea7732354869235a58576e4bfb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdPreferencesMutation, TestPdPreferencesMutationVariables>;
export const TestPdExportDocument = {"__meta__":{"hash":"033308dfc5fd23df33dcd1a923d94891a2d01ba7365607cb9084e4b286004874"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<TestPdExportMutation, TestPdExportMutationVariables>;
export const TestPdEraseDocument = {"__meta__":{"hash":"9fccb2b06045001ac58a78a38533bb6c86f02d3947eeafc2218cd082532ef2bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdErase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOptedOut"}},{"kind":"Field","name":{"kind":"Name","value":"mutedKinds"}}]}}]}}]}}]} as unknown as DocumentNode<TestPdEraseMutation, TestPdEraseMutationVariables>;
export const TestPdRecordPaymentDocument = {"__meta__":{"hash":"9e1c10d2722ecf810cc803babed8c4ff23bceeb6d3b09fa3570c98f9b35d26b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdRecordPaymentMutation, TestPdRecordPaymentMutationVariables>;
export const TestPdOpenRequestDocument = {"__meta__":{"hash":"d55c4a23e4923b727ff8c9f59e56a7d7828faeb394576c885a6157fa82a1e50a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdOpenRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenMaintenanceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdOpenRequestMutation, TestPdOpenRequestMutationVariables>;
export const TestPdAcceptRequestDocument = {"__meta__":{"hash":"c13bc1b0eb2be625a00e4a820f65ea846887598a60e21bd7ecad4bc20dfede63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdAcceptRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdAcceptRequestMutation, TestPdAcceptRequestMutationVariables>;
export const TestPdScheduleRequestDocument = {"__meta__":{"hash":"97dae279ab31174ac971b7d7a5d6ff5be0b91c8c9d3c712306db814159e9cdf8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdScheduleRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}}]}}]}}]} as unknown as DocumentNode<TestPdScheduleRequestMutation, TestPdScheduleRequestMutationVariables>;
export const TestPdCommentDocument = {"__meta__":{"hash":"f8b0928c7873e6d342e2d8604f5388dc7a06deb1f450c7e89644945c8792d0b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdCommentMutation, TestPdCommentMutationVariables>;
export const TestPdRentRollDocument = {"__meta__":{"hash":"202b03942b06961f0e0852e195df7c5976a98313d3abde97c9cc28037212940f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPdRentRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}}]}}]}}]} as unknown as DocumentNode<TestPdRentRollQuery, TestPdRentRollQueryVariables>;
export const TestPdTenantStatementDocument = {"__meta__":{"hash":"7bd189f0c258d6d8fb68f320d71e8aaafa78495566e5327600f92278334e8f25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPdTenantStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantAddress"}}]}}]}}]} as unknown as DocumentNode<TestPdTenantStatementQuery, TestPdTenantStatementQueryVariables>;
export const TestPdPersonDocument = {"__meta__":{"hash":"8bd5484386af0cefab8bd7223a01eb20b2e31914cbfb617f5e28845bbea0b72c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPdPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}}]}}]}}]} as unknown as DocumentNode<TestPdPersonQuery, TestPdPersonQueryVariables>;
export const TestPdPayoutDocument = {"__meta__":{"hash":"d37e2f60b8b701a39ac0889bc02b73faf7acbd9249ad26bc238f3804df672a66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPdPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOwnerPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOwnerPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPdPayoutMutation, TestPdPayoutMutationVariables>;
export const TestPdInvoiceDocument = {"__meta__":{"hash":"ef6f992e21c53ccdf1e6c704b160ecfd3ebf3ac5dcb33a3e6e319e9af07f6af9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPdInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TestPdInvoiceQuery, TestPdInvoiceQueryVariables>;
export const TestPropertyDocument = {"__meta__":{"hash":"14714605a324553ee0e12b42fb499a9c2cb53f54418b20e34f521c0f6177b2fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertyQuery, TestPropertyQueryVariables>;
export const TestPropertiesDocument = {"__meta__":{"hash":"a3f0809635f4ca7f21d3a5319502a0a54293ebfe8bff996b52754800e7123405"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertiesQuery, TestPropertiesQueryVariables>;
export const TestPublishDocument = {"__meta__":{"hash":"7daa1b0217685460e8eafa0fb778d944b8a7257b97d44a824aa473c61554a1a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestPublishMutation, TestPublishMutationVariables>;
export const TestArchiveDocument = {"__meta__":{"hash":"73a1b169a801acbf50cae35b86e90bd874d16dbd432a4e6ebc9bb19acfd66003"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestArchiveMutation, TestArchiveMutationVariables>;
export const TestSetUnitStatusDocument = {"__meta__":{"hash":"9edbaa81965e342ef2b8e023f2b6e9de916568bf6eade59a9e22aaf762d1ba54"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetUnitStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestSetUnitStatusMutation, TestSetUnitStatusMutationVariables>;
export const TestUnitDocument = {"__meta__":{"hash":"1a2e4e538515c08ab29f649ca31224db05707e533e049532acbc6aa62e74aac1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestUnitQuery, TestUnitQueryVariables>;
export const TestReceiptsRecordPaymentDocument = {"__meta__":{"hash":"951a4d200f088ace4d5ceb3b8a3e12ea8da38497036f36e9b5fdbb6837fcb811"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TestReceiptsRecordPaymentMutation, TestReceiptsRecordPaymentMutationVariables>;
export const TestReceiptsReversePaymentDocument = {"__meta__":{"hash":"51af7a83782f427c6f0e5267fa001b549582dff5a8a39347bf94fda03f20df40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsReversePaymentMutation, TestReceiptsReversePaymentMutationVariables>;
export const TestReceiptsCreatePersonDocument = {"__meta__":{"hash":"8ebcc64445a018823dcfa06fe056359a551061ff3271e5c218636fc97dbfff48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsCreatePersonMutation, TestReceiptsCreatePersonMutationVariables>;
export const TestReceiptsOrgProfileDocument = {"__meta__":{"hash":"de1fbadf6a2ddea72a06be273460e03e97a820907c3dbb05301e2fffa28b433d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsOrgProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsOrgProfileMutation, TestReceiptsOrgProfileMutationVariables>;
export const TestReceiptDocument = {"__meta__":{"hash":"6b75b56d6c891ea0244b8fe8d79959ec787d3acc6563fd9775edefa7da3268ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<TestReceiptQuery, TestReceiptQueryVariables>;
export const TestRentRollPageDocument = {"__meta__":{"hash":"4ec24a2eec6923105970a5285370cedaca0ae3c62f4ee64854125b99608f0228"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRentRollPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestRentRollPageQuery, TestRentRollPageQueryVariables>;
export const TestArrearsPageDocument = {"__meta__":{"hash":"e7a1f7acd4f4215e67e33d378da8b04f8fff43e19a743675df756407dafcc00d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestArrearsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestArrearsPageQuery, TestArrearsPageQueryVariables>;
export const TestMaintenanceReportPageDocument = {"__meta__":{"hash":"32695f230ac548d577f8838a2bfaa7eb4ac45cd902d9a4383b5122aac43df32e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceReportPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"byAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceReportPageQuery, TestMaintenanceReportPageQueryVariables>;
export const TestTotalsPayoutDocument = {"__meta__":{"hash":"4a9d0b48858ea4a4a4bae31de1f5f669998a0d7bce40e2e9a587a93faf9c5e3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestTotalsPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOwnerPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOwnerPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestTotalsPayoutMutation, TestTotalsPayoutMutationVariables>;
export const TestTotalsOwnerStatementDocument = {"__meta__":{"hash":"e3047c6a74336bb680aa52f7aecfce8a53187ba8edcee3d15acd3ed15d78d8c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTotalsOwnerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestTotalsOwnerStatementQuery, TestTotalsOwnerStatementQueryVariables>;
export const TestTotalsTenantStatementDocument = {"__meta__":{"hash":"ea813db16b89bffe21048e6d6658a386a8098002bff148a05f40c78339fa27b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTotalsTenantStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestTotalsTenantStatementQuery, TestTotalsTenantStatementQueryVariables>;
export const TestTotalsArrearsDocument = {"__meta__":{"hash":"a1642451940bfe2d066b43a9175f1d10dfe0c3fbe62c1557b29ceb16b8dbe116"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTotalsArrears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<TestTotalsArrearsQuery, TestTotalsArrearsQueryVariables>;
export const TestTotalsRentRollDocument = {"__meta__":{"hash":"6fe937d35a1255aa3e210ccaca3a4891acd3e3ba31bd30c257eac9150656ad09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTotalsRentRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestTotalsRentRollQuery, TestTotalsRentRollQueryVariables>;
export const TestTenantStatementDocument = {"__meta__":{"hash":"38981fce63518159915f1f954ca378881aa11f0b61dcd71e1b7e7bbbc10da64f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTenantStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantAddress"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestTenantStatementQuery, TestTenantStatementQueryVariables>;
export const TestArrearsReportDocument = {"__meta__":{"hash":"b5325c8a3511528347387ff8db9fc1c0ea0b1699c2fbe1bae06630ed6b704b59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestArrearsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"oldestDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestArrearsReportQuery, TestArrearsReportQueryVariables>;
export const TestRentRollDocument = {"__meta__":{"hash":"74848e3f21831e2b7c99cc4cc0d3c90030428ce0eb12882ad7bae21269f36e1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRentRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"unitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestRentRollQuery, TestRentRollQueryVariables>;
export const TestReportsCreatePersonDocument = {"__meta__":{"hash":"3f267ea41de61c93e0c3f8ba405f78552304c0d1f61265f0a4fc19369805d4d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReportsCreatePersonMutation, TestReportsCreatePersonMutationVariables>;
export const TestReportsRecordPaymentDocument = {"__meta__":{"hash":"8962d8d766d2ba62ce0fc1724cd4b42d24efc6e5e5d4241df008574611e07a37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReportsRecordPaymentMutation, TestReportsRecordPaymentMutationVariables>;
export const TestReportsReversePaymentDocument = {"__meta__":{"hash":"8ef3e73c57991ec4406245c2d04cac9f54fa7422e8d909916bc736924c341960"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}}]}}]}}]} as unknown as DocumentNode<TestReportsReversePaymentMutation, TestReportsReversePaymentMutationVariables>;
export const TestReportsCancelInvoiceDocument = {"__meta__":{"hash":"9c3bf29e55b1c3802d123dc6ff418c55e41d0cbeccbca70f01656dd59b43bd18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestReportsCancelInvoiceMutation, TestReportsCancelInvoiceMutationVariables>;
export const TestDeleteStoredMediaDocument = {"__meta__":{"hash":"f9018431f4255fd2465d9ac17c0249fd605a2d7ccae765d064da12f4d2ec276e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteStoredMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TestDeleteStoredMediaMutation, TestDeleteStoredMediaMutationVariables>;
export const TestDeleteTwoStoredMediaDocument = {"__meta__":{"hash":"e98f935170d59ce36093c368b92459df183e3ac5380b53c78eae349f81371e23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteTwoStoredMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"other"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"deleteMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"deleteMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"other"}}}]}]}}]} as unknown as DocumentNode<TestDeleteTwoStoredMediaMutation, TestDeleteTwoStoredMediaMutationVariables>;
export const TestSeedPortfolioDocument = {"__meta__":{"hash":"24629f14f6c8da55ae60d0080518785e1d876dd1c11ff2e03950190a211440aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSeedPortfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSeedPortfolioQuery, TestSeedPortfolioQueryVariables>;
export const TestSubscriptionExtendDocument = {"__meta__":{"hash":"93b1bd3b90693b05d34cd8e86da791fa0495be298f060c1f361120015562e051"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubscriptionExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionExtendMutation, TestSubscriptionExtendMutationVariables>;
export const TestLegacyInvoiceDocument = {"__meta__":{"hash":"e651d6888ce801b7c2d5b32af3dcb0d96d654191f54f28783c395c535eff4996"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestLegacyInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<TestLegacyInvoiceQuery, TestLegacyInvoiceQueryVariables>;
export const TestRecordLegacyDocument = {"__meta__":{"hash":"7a48c46b44a65e7cbfdef153f20bb48cb78d2896c13b47a7a355b62c7902bb8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordLegacy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestRecordLegacyMutation, TestRecordLegacyMutationVariables>;
export const TestVerificationPublishDocument = {"__meta__":{"hash":"5170fc070ba76078caa696efe0f8f72be00650c4bbf47641df5612cc23ff2f13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestVerificationPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestVerificationPublishMutation, TestVerificationPublishMutationVariables>;
export const TestVerificationRecordDocument = {"__meta__":{"hash":"0ec73028da09fc7a6c6111b19c527885a3cf6e1fa44a9bb926c38c3956b1714d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestVerificationRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestVerificationRecordQuery, TestVerificationRecordQueryVariables>;
export const TestQueueDocument = {"__meta__":{"hash":"090e1d5297c7eda15af918102629bebdbc939dca4f9d9b8d29aaf1685e4df83a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestQueueQuery, TestQueueQueryVariables>;
export const TestMyKycDocument = {"__meta__":{"hash":"8ac27692e8c9f1f3198187f1fa18e640d7b2f0725365f7c9ec1aed94e20569df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMyKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMyKycQuery, TestMyKycQueryVariables>;
export const TestPropertyProofsDocument = {"__meta__":{"hash":"6cc246eba9f01e606d96550819e74c5ea9325eac836f9d5545d21ca90689b8c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPropertyProofs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertyProofsQuery, TestPropertyProofsQueryVariables>;
export const TestPendingMediaDocument = {"__meta__":{"hash":"b9ccf2a230856baac838dcd51e331bdabb9afa9a59bf41f99054d427f1e159c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPendingMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestPendingMediaMutation, TestPendingMediaMutationVariables>;
export const TestCrashCreateWebhookEndpointDocument = {"__meta__":{"hash":"9ca40c7df89e88810e0efa4170993e9a1344ef384ea3d6dc15ee10ddd2401a12"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCrashCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestCrashCreateWebhookEndpointMutation, TestCrashCreateWebhookEndpointMutationVariables>;
export const TestCreateWebhookEndpointDocument = {"__meta__":{"hash":"e760a531e1306468e425eb24b265d9b2e7ffc165fd067220770c6fa066f03133"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateWebhookEndpointMutation, TestCreateWebhookEndpointMutationVariables>;
export const TestUpdateWebhookEndpointDocument = {"__meta__":{"hash":"bdb813f234fa32103eb655c00826a701fea1169b16fef5b55f872a2e1b9c8976"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}}]}}]}}]} as unknown as DocumentNode<TestUpdateWebhookEndpointMutation, TestUpdateWebhookEndpointMutationVariables>;
export const TestDeleteWebhookEndpointDocument = {"__meta__":{"hash":"cf5701beeaaa927fad1f479c24aeb8399d59138097ca1f3d57861f339ca41fd1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TestDeleteWebhookEndpointMutation, TestDeleteWebhookEndpointMutationVariables>;
export const TestWebhookEndpointsDocument = {"__meta__":{"hash":"b86ba5d74874fb0eb0cec08b7f8ef35b294603687e3ec413e70186b67a4ba66c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhookEndpointsQuery, TestWebhookEndpointsQueryVariables>;
export const TestRotateWebhookSecretDocument = {"__meta__":{"hash":"ff51bbf12b6741a64fbf618ad44d61e17817f703c05589ce83f0c4b933eb4923"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<TestRotateWebhookSecretMutation, TestRotateWebhookSecretMutationVariables>;
export const TestDisableWebhookEndpointDocument = {"__meta__":{"hash":"1be1e377a57ff14873ea010456336aa22578698aca5f01e58e541490fca68f68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDisableWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestDisableWebhookEndpointMutation, TestDisableWebhookEndpointMutationVariables>;
export const TestRedeliverWebhookDocument = {"__meta__":{"hash":"65c525972c80b055d3fab7b3e50cf123af439edaa8215ff1344646559ae2b246"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestRedeliverWebhookMutation, TestRedeliverWebhookMutationVariables>;
export const TestWebhookEndpointDocument = {"__meta__":{"hash":"00ad657c1e27442d46bad85ec84c1104d64adb034a8195b61cde8c227378145b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhookEndpointQuery, TestWebhookEndpointQueryVariables>;