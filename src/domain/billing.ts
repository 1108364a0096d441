/** How often a booking's billing plan invoices its rent; periods follow the calendar (see docs/rent.md). */
export const billingCycles = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'YEARLY'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** How a late fee is computed: a flat amount, or basis points of the late invoice's gross. */
export const lateFeeKinds = ['NONE', 'FLAT', 'PERCENT'] as const;
export type LateFeeKind = (typeof lateFeeKinds)[number];

/** Whether a late invoice is charged one fee, or one per further period it stays unpaid (up to a cap). */
export const lateFeeRecurrences = ['ONCE', 'PER_PERIOD'] as const;
export type LateFeeRecurrence = (typeof lateFeeRecurrences)[number];
