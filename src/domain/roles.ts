/** Who is calling: the verified claims of the access token. */
export const roles = ['TENANT', 'OWNER', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

export interface Actor {
  userId: string;
  orgId: string;
  roles: readonly Role[];
}

export const hasRole = (actor: Actor, ...wanted: Role[]) => wanted.some((role) => actor.roles.includes(role));

/** MANAGER and ADMIN act on every property of their org. */
export const managesOrg = (actor: Actor) => hasRole(actor, 'MANAGER', 'ADMIN');
