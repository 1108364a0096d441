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
  /** 0 to 10000. */
  managementFeeBasisPoints?: number | null | undefined;
  /** 0 to 10000. */
  managementFeeTvaBasisPoints?: number | null | undefined;
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
  /** Any of: property.published, property.archived, property.unpublished, unit.created, unit.status_changed, booking.created, booking.submitted, booking.confirmed, booking.cancelled, booking.extended, booking.terminated, invoice.issued, invoice.overdue, invoice.paid, invoice.cancelled, payment.recorded, payment.reversed, verification.submitted, verification.review_started, verification.info_requested, verification.approved, verification.rejected, verification.revoked, media.uploaded, maintenance_request.opened, maintenance_request.accepted, maintenance_request.rejected, maintenance_request.scheduled, maintenance_request.started, maintenance_request.completed, maintenance_request.cancelled, maintenance_comment.created, owner_payout.recorded, webhook_endpoint.disabled. Empty or absent: every type. */
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
}>;


export type RestArrearsCsvQuery = { arrearsReport: { lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, tenantUserId: string, currency: string, days0To30: number, days31To60: number, days61To90: number, over90Days: number, total: number, oldestDueDate: string, invoiceCount: number, tenantName: string | null }> } };

export type RestRentRollCsvQueryVariables = Exact<{
  asOf: string;
}>;


export type RestRentRollCsvQuery = { rentRoll: { lines: Array<{ propertyId: string, propertyName: string, unitId: string, unitLabel: string, unitStatus: UnitStatus, bookingId: string | null, bookingStatus: BookingStatus | null, tenantUserId: string | null, startDate: string | null, endDate: string | null, rentAmount: number | null, rentCurrency: string | null, balance: number, tenantName: string | null }> } };

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

export type TestMediaObjectQueryVariables = Exact<{
  id: string;
}>;


export type TestMediaObjectQuery = { mediaObject: { id: string, kind: MediaKind, uploadedAt: string | null, sha256: string | null } | null };

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
export const RestCreateUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUnit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUnit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"areaSqm"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestCreateUnitMutation, RestCreateUnitMutationVariables>;
export const RestArchivePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestArchiveProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProperty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestArchivePropertyMutation, RestArchivePropertyMutationVariables>;
export const RestExtendBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestExtendBookingMutation, RestExtendBookingMutationVariables>;
export const RestTerminateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTerminateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestTerminateBookingMutation, RestTerminateBookingMutationVariables>;
export const RestListBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestBooking"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]} as unknown as DocumentNode<RestListBookingsQuery, RestListBookingsQueryVariables>;
export const RestInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<RestInvoiceQuery, RestInvoiceQueryVariables>;
export const RestPayInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<RestPayInvoiceMutation, RestPayInvoiceMutationVariables>;
export const RestAddPropertyProofDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddPropertyProofDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVerificationDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVerificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PROPERTY_PROOF"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestAddPropertyProofDocumentMutation, RestAddPropertyProofDocumentMutationVariables>;
export const RestSubmitPropertyProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitPropertyProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PROPERTY_PROOF"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestSubmitPropertyProofMutation, RestSubmitPropertyProofMutationVariables>;
export const RestApproveVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestApproveVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestApproveVerificationMutation, RestApproveVerificationMutationVariables>;
export const RestRevokeVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestRevokeVerificationMutation, RestRevokeVerificationMutationVariables>;
export const RestVerificationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestVerificationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestVerificationQueueQuery, RestVerificationQueueQueryVariables>;
export const RestMyKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestVerificationRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestVerificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RestMyKycQuery, RestMyKycQueryVariables>;
export const RestCreateMediaObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMediaObject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMediaObject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestCreateMediaObjectMutation, RestCreateMediaObjectMutationVariables>;
export const RestArrearsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestArrearsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"oldestDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}}]}}]}}]} as unknown as DocumentNode<RestArrearsCsvQuery, RestArrearsCsvQueryVariables>;
export const RestRentRollCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRentRollCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"unitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}}]}}]}}]} as unknown as DocumentNode<RestRentRollCsvQuery, RestRentRollCsvQueryVariables>;
export const RestOwnerStatementCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOwnerStatementCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ownerUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerUserId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"payoutId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]} as unknown as DocumentNode<RestOwnerStatementCsvQuery, RestOwnerStatementCsvQueryVariables>;
export const RestCreatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestCreatePersonMutation, RestCreatePersonMutationVariables>;
export const RestPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestPersonQuery, RestPersonQueryVariables>;
export const RestListPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPerson"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestListPeopleQuery, RestListPeopleQueryVariables>;
export const RestListMaintenanceRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListMaintenanceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestListMaintenanceRequestsQuery, RestListMaintenanceRequestsQueryVariables>;
export const RestOpenMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestOpenMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenMaintenanceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestOpenMaintenanceRequestMutation, RestOpenMaintenanceRequestMutationVariables>;
export const RestMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestMaintenanceRequestQuery, RestMaintenanceRequestQueryVariables>;
export const RestAcceptMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAcceptMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestAcceptMaintenanceRequestMutation, RestAcceptMaintenanceRequestMutationVariables>;
export const RestRejectMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRejectMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestRejectMaintenanceRequestMutation, RestRejectMaintenanceRequestMutationVariables>;
export const RestScheduleMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestScheduleMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestScheduleMaintenanceRequestMutation, RestScheduleMaintenanceRequestMutationVariables>;
export const RestStartMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestStartMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestStartMaintenanceRequestMutation, RestStartMaintenanceRequestMutationVariables>;
export const RestCompleteMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCompleteMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestCompleteMaintenanceRequestMutation, RestCompleteMaintenanceRequestMutationVariables>;
export const RestCancelMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCancelMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<RestCancelMaintenanceRequestMutation, RestCancelMaintenanceRequestMutationVariables>;
export const RestCommentOnMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCommentOnMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMaintenanceComment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMaintenanceComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestCommentOnMaintenanceRequestMutation, RestCommentOnMaintenanceRequestMutationVariables>;
export const TestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<TestMeQuery, TestMeQueryVariables>;
export const TestPortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPortfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPortfolioQuery, TestPortfolioQueryVariables>;
export const TestFullGraphDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFullGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toStatus"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestFullGraphQuery, TestFullGraphQueryVariables>;
export const TestSetBillingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetBillingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBillingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"dueDay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestSetBillingPlanMutation, TestSetBillingPlanMutationVariables>;
export const TestRemoveBillingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRemoveBillingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBillingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycle"}}]}}]}}]}}]} as unknown as DocumentNode<TestRemoveBillingPlanMutation, TestRemoveBillingPlanMutationVariables>;
export const TestBookingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"dueDay"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingPlanQuery, TestBookingPlanQueryVariables>;
export const TestBillingPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBillingPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLeadDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeFlatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeRecurrence"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCapAmount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestBillingPolicyQuery, TestBillingPolicyQueryVariables>;
export const TestUpdateBillingPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateBillingPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLeadDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeFlatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeRecurrence"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCapAmount"}}]}}]}}]} as unknown as DocumentNode<TestUpdateBillingPolicyMutation, TestUpdateBillingPolicyMutationVariables>;
export const TestWaiveLateFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWaiveLateFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveLateFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestWaiveLateFeeMutation, TestWaiveLateFeeMutationVariables>;
export const TestBillingCancelInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBillingCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestBillingCancelInvoiceMutation, TestBillingCancelInvoiceMutationVariables>;
export const TestBillingExtendBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBillingExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<TestBillingExtendBookingMutation, TestBillingExtendBookingMutationVariables>;
export const TestBookingInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeSequence"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingInvoicesQuery, TestBookingInvoicesQueryVariables>;
export const TestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingQuery, TestBookingQueryVariables>;
export const TestBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingsQuery, TestBookingsQueryVariables>;
export const TestUnitBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestUnitBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestUnitBookingsQuery, TestUnitBookingsQueryVariables>;
export const TestExtendBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestExtendBookingMutation, TestExtendBookingMutationVariables>;
export const TestArchiveWithBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestArchiveWithBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestArchiveWithBookingsMutation, TestArchiveWithBookingsMutationVariables>;
export const TestUnitStatusForBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUnitStatusForBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestUnitStatusForBookingMutation, TestUnitStatusForBookingMutationVariables>;
export const TestEventsExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsExtendMutation, TestEventsExtendMutationVariables>;
export const TestEventsPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsPayMutation, TestEventsPayMutationVariables>;
export const TestEventsPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsPublishMutation, TestEventsPublishMutationVariables>;
export const TestEventsArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestEventsArchiveMutation, TestEventsArchiveMutationVariables>;
export const TestEventsTwoConfirmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEventsTwoConfirms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestEventsTwoConfirmsMutation, TestEventsTwoConfirmsMutationVariables>;
export const TestCreatePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TestCreatePropertyMutation, TestCreatePropertyMutationVariables>;
export const TestCreateUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}}]}}]}}]} as unknown as DocumentNode<TestCreateUnitMutation, TestCreateUnitMutationVariables>;
export const TestCreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]}}]} as unknown as DocumentNode<TestCreateBookingMutation, TestCreateBookingMutationVariables>;
export const TestSubmitBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubmitBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestSubmitBookingMutation, TestSubmitBookingMutationVariables>;
export const TestConfirmBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConfirmBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]}}]} as unknown as DocumentNode<TestConfirmBookingMutation, TestConfirmBookingMutationVariables>;
export const TestCancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelBookingMutation, TestCancelBookingMutationVariables>;
export const TestTerminateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestTerminateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"terminatedAt"}}]}}]}}]} as unknown as DocumentNode<TestTerminateBookingMutation, TestTerminateBookingMutationVariables>;
export const TestIssueInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIssueInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestIssueInvoiceMutation, TestIssueInvoiceMutationVariables>;
export const TestCreateMediaObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}}]}}]}}]} as unknown as DocumentNode<TestCreateMediaObjectMutation, TestCreateMediaObjectMutationVariables>;
export const TestCreatePropertyProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreatePropertyProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyProofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPropertyProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreatePropertyProofMutation, TestCreatePropertyProofMutationVariables>;
export const TestCreateOwnerKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateOwnerKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOwnerKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateOwnerKycMutation, TestCreateOwnerKycMutationVariables>;
export const TestAddDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAddDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVerificationDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVerificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAddDocumentMutation, TestAddDocumentMutationVariables>;
export const TestSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSubmitMutation, TestSubmitMutationVariables>;
export const TestStartReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestStartReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startVerificationReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestStartReviewMutation, TestStartReviewMutationVariables>;
export const TestRequestInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRequestInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVerificationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRequestInfoMutation, TestRequestInfoMutationVariables>;
export const TestApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestApproveMutation, TestApproveMutationVariables>;
export const TestRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRejectMutation, TestRejectMutationVariables>;
export const TestRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRevokeMutation, TestRevokeMutationVariables>;
export const TestInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoiceQuery, TestInvoiceQueryVariables>;
export const TestInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoicesQuery, TestInvoicesQueryVariables>;
export const TestPayInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestPayInvoiceMutation, TestPayInvoiceMutationVariables>;
export const TestCancelInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelInvoiceMutation, TestCancelInvoiceMutationVariables>;
export const TestOpenMaintenanceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOpenMaintenanceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenMaintenanceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMaintenanceRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"responseOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"completionOverdue"}}]}}]} as unknown as DocumentNode<TestOpenMaintenanceRequestMutation, TestOpenMaintenanceRequestMutationVariables>;
export const TestAcceptMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAcceptMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]}}]} as unknown as DocumentNode<TestAcceptMaintenanceMutation, TestAcceptMaintenanceMutationVariables>;
export const TestRejectMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRejectMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<TestRejectMaintenanceMutation, TestRejectMaintenanceMutationVariables>;
export const TestScheduleMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestScheduleMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}}]}}]}}]} as unknown as DocumentNode<TestScheduleMaintenanceMutation, TestScheduleMaintenanceMutationVariables>;
export const TestStartMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestStartMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestStartMaintenanceMutation, TestStartMaintenanceMutationVariables>;
export const TestCompleteMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCompleteMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteMaintenanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]}}]} as unknown as DocumentNode<TestCompleteMaintenanceMutation, TestCompleteMaintenanceMutationVariables>;
export const TestCancelMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestCancelMaintenanceMutation, TestCancelMaintenanceMutationVariables>;
export const TestCommentMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCommentMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnMaintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<TestCommentMaintenanceMutation, TestCommentMaintenanceMutationVariables>;
export const TestMaintenanceRequestByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceRequestById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMaintenanceRequest"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMaintenanceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledOn"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeTo"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"completionDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"responseOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"completionOverdue"}}]}}]} as unknown as DocumentNode<TestMaintenanceRequestByIdQuery, TestMaintenanceRequestByIdQueryVariables>;
export const TestMaintenanceRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceRequestOrder"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceRequestsQuery, TestMaintenanceRequestsQueryVariables>;
export const TestMaintenanceNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceNodeQuery, TestMaintenanceNodeQueryVariables>;
export const TestMaintenanceLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceServiceLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"completionHours"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceLevelsQuery, TestMaintenanceLevelsQueryVariables>;
export const TestSetMaintenanceLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetMaintenanceLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaintenanceServiceLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMaintenanceServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"completionHours"}}]}}]}}]} as unknown as DocumentNode<TestSetMaintenanceLevelMutation, TestSetMaintenanceLevelMutationVariables>;
export const TestMaintenanceReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMaintenanceReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"byAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceReportQuery, TestMaintenanceReportQueryVariables>;
export const TestMaintenanceTvaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenanceTva"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceTvaMutation, TestMaintenanceTvaMutationVariables>;
export const TestMaintenancePublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenancePublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestMaintenancePublishMutation, TestMaintenancePublishMutationVariables>;
export const TestMaintenanceVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMaintenanceVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMaintenanceVendorMutation, TestMaintenanceVendorMutationVariables>;
export const TestMediaObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMediaObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]} as unknown as DocumentNode<TestMediaObjectQuery, TestMediaObjectQueryVariables>;
export const TestOwnerStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOwnerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"rentCollected"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceCosts"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"managementFee"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTva"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"payoutId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementQuery, TestOwnerStatementQueryVariables>;
export const TestRecordOwnerPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordOwnerPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOwnerPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOwnerPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}}]}}]}}]} as unknown as DocumentNode<TestRecordOwnerPayoutMutation, TestRecordOwnerPayoutMutationVariables>;
export const TestOwnerStatementsPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managementFeeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"managementFeeTvaBasisPoints"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPolicyMutation, TestOwnerStatementsPolicyMutationVariables>;
export const TestOwnerStatementsPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPaymentMutation, TestOwnerStatementsPaymentMutationVariables>;
export const TestOwnerStatementsReverseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsReverse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsReverseMutation, TestOwnerStatementsReverseMutationVariables>;
export const TestOwnerStatementsPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOwnerStatementsPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOwnerStatementsPersonMutation, TestOwnerStatementsPersonMutationVariables>;
export const TestRecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestRecordPaymentMutation, TestRecordPaymentMutationVariables>;
export const TestReversePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestReversePaymentMutation, TestReversePaymentMutationVariables>;
export const TestInvoicePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInvoicePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestInvoicePaymentsQuery, TestInvoicePaymentsQueryVariables>;
export const TestPaymentNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPaymentNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPaymentNodeQuery, TestPaymentNodeQueryVariables>;
export const TestPaymentsPayInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPaymentsPayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<TestPaymentsPayInvoiceMutation, TestPaymentsPayInvoiceMutationVariables>;
export const TestPaymentsCancelInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPaymentsCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestPaymentsCancelInvoiceMutation, TestPaymentsCancelInvoiceMutationVariables>;
export const TestCreatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestCreatePersonMutation, TestCreatePersonMutationVariables>;
export const TestUpdatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestUpdatePersonMutation, TestUpdatePersonMutationVariables>;
export const TestPersonByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPersonById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TestPersonByIdQuery, TestPersonByIdQueryVariables>;
export const TestPersonNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPersonNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestPersonNodeQuery, TestPersonNodeQueryVariables>;
export const TestPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPeopleQuery, TestPeopleQueryVariables>;
export const TestOrgProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOrgProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestOrgProfileQuery, TestOrgProfileQueryVariables>;
export const TestUpdateOrgProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateOrgProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TestUpdateOrgProfileMutation, TestUpdateOrgProfileMutationVariables>;
export const TestBookingsWithPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingsWithPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestBookingsWithPeopleQuery, TestBookingsWithPeopleQueryVariables>;
export const TestMyBookingsWithTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMyBookingsWithTenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMyBookingsWithTenantQuery, TestMyBookingsWithTenantQueryVariables>;
export const TestPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertyQuery, TestPropertyQueryVariables>;
export const TestPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertiesQuery, TestPropertiesQueryVariables>;
export const TestPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestPublishMutation, TestPublishMutationVariables>;
export const TestArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestArchiveMutation, TestArchiveMutationVariables>;
export const TestSetUnitStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetUnitStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestSetUnitStatusMutation, TestSetUnitStatusMutationVariables>;
export const TestUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestUnitQuery, TestUnitQueryVariables>;
export const TestReceiptsRecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TestReceiptsRecordPaymentMutation, TestReceiptsRecordPaymentMutationVariables>;
export const TestReceiptsReversePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsReversePaymentMutation, TestReceiptsReversePaymentMutationVariables>;
export const TestReceiptsCreatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsCreatePersonMutation, TestReceiptsCreatePersonMutationVariables>;
export const TestReceiptsOrgProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReceiptsOrgProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]} as unknown as DocumentNode<TestReceiptsOrgProfileMutation, TestReceiptsOrgProfileMutationVariables>;
export const TestReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<TestReceiptQuery, TestReceiptQueryVariables>;
export const TestTenantStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTenantStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantAddress"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestTenantStatementQuery, TestTenantStatementQueryVariables>;
export const TestArrearsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestArrearsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrearsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"oldestDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90Days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestArrearsReportQuery, TestArrearsReportQueryVariables>;
export const TestRentRollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRentRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"unitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"rentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TestRentRollQuery, TestRentRollQueryVariables>;
export const TestReportsCreatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReportsCreatePersonMutation, TestReportsCreatePersonMutationVariables>;
export const TestReportsRecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestReportsRecordPaymentMutation, TestReportsRecordPaymentMutationVariables>;
export const TestReportsReversePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}}]}}]}}]} as unknown as DocumentNode<TestReportsReversePaymentMutation, TestReportsReversePaymentMutationVariables>;
export const TestReportsCancelInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportsCancelInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestReportsCancelInvoiceMutation, TestReportsCancelInvoiceMutationVariables>;
export const TestSeedPortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSeedPortfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"quartier"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tenantUserId"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tvaBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tvaAmount"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSeedPortfolioQuery, TestSeedPortfolioQueryVariables>;
export const TestSubscriptionExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubscriptionExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionExtendMutation, TestSubscriptionExtendMutationVariables>;
export const TestLegacyInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestLegacyInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<TestLegacyInvoiceQuery, TestLegacyInvoiceQueryVariables>;
export const TestRecordLegacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRecordLegacy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestRecordLegacyMutation, TestRecordLegacyMutationVariables>;
export const TestVerificationPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestVerificationPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestVerificationPublishMutation, TestVerificationPublishMutationVariables>;
export const TestVerificationRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestVerificationRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRecord"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"proofType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRef"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifyingAuthority"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestVerificationRecordQuery, TestVerificationRecordQueryVariables>;
export const TestQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestQueueQuery, TestQueueQueryVariables>;
export const TestMyKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMyKyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMyKycQuery, TestMyKycQueryVariables>;
export const TestPropertyProofsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPropertyProofs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPropertyProofsQuery, TestPropertyProofsQueryVariables>;
export const TestPendingMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPendingMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMediaObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMediaObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestPendingMediaMutation, TestPendingMediaMutationVariables>;
export const TestCrashCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCrashCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestCrashCreateWebhookEndpointMutation, TestCrashCreateWebhookEndpointMutationVariables>;
export const TestCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateWebhookEndpointMutation, TestCreateWebhookEndpointMutationVariables>;
export const TestUpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}}]}}]}}]} as unknown as DocumentNode<TestUpdateWebhookEndpointMutation, TestUpdateWebhookEndpointMutationVariables>;
export const TestDeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TestDeleteWebhookEndpointMutation, TestDeleteWebhookEndpointMutationVariables>;
export const TestWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhookEndpointsQuery, TestWebhookEndpointsQueryVariables>;
export const TestRotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<TestRotateWebhookSecretMutation, TestRotateWebhookSecretMutationVariables>;
export const TestDisableWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDisableWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestDisableWebhookEndpointMutation, TestDisableWebhookEndpointMutationVariables>;
export const TestRedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestRedeliverWebhookMutation, TestRedeliverWebhookMutationVariables>;
export const TestWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhookEndpointQuery, TestWebhookEndpointQueryVariables>;