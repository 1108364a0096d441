/** How money recorded against an invoice was received. */
export const paymentMethods = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE', 'ONLINE'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What a manager may record; ONLINE is only the tenant paying in full through the API (route 13). */
export const recordablePaymentMethods = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE'] as const satisfies readonly PaymentMethod[];
