export { Property } from './property.js';
export { Unit } from './unit.js';
export { MediaObject } from './media-object.js';
export { VerificationDocument, VerificationRecord, VerificationStatusChange } from './verification.js';
