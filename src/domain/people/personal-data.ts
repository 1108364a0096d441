import { createHash } from 'node:crypto';
import { conflict, forbidden } from '../errors.js';
import { type Actor, hasRole } from '../roles.js';

/**
 * A person's own data: exporting all the org holds about them, and erasing
 * them (docs/people.md, "Personal data"). Pure rules; the service is
 * src/services/people/personal-data.ts.
 */

/** What an export document says it is, so that a later shape can be told apart. */
export const PERSON_EXPORT_FORMAT = 'rental.person-export/1';

/** Only administrators export or erase a person: both concern everything the org holds about them. */
export function assertCanHandlePersonalData(actor: Actor): void {
  if (!hasRole(actor, 'ADMIN')) throw forbidden('Only administrators export or erase a person.');
}

/**
 * The name an erased person keeps, on their record and so on every receipt,
 * statement and report that names them: "Personne effacée" and six hex
 * digits of a hash of their record's id. The same for the same person (so
 * the documents of one erased person can be told from another's), and it
 * says nothing of the name it replaces.
 */
export function pseudonymOf(personId: string): string {
  const digest = createHash('sha256').update(`erased-person:${personId}`).digest('hex');
  return `Personne effacée ${digest.slice(0, 6).toUpperCase()}`;
}

/** An erased person's record no longer changes: its contact details are gone for good, its pseudonym stays. */
export function assertNotErased(person: { id: string; erasedAt?: Date | null }): void {
  if (person.erasedAt) throw conflict(`Person ${person.id} was erased: the record keeps a pseudonym and no longer changes.`);
}
