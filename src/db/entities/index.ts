export { Property } from './property.js';
export { Unit } from './unit.js';
export { Booking } from './booking.js';
export { Invoice } from './invoice.js';
export { IdempotencyKey } from './idempotency-key.js';
export { MediaObject } from './media-object.js';
export { VerificationDocument, VerificationRecord, VerificationStatusChange } from './verification.js';
export { BillingPlan, BillingPolicy } from './billing.js';
export { Payment } from './payment.js';
