/**
 * The role requests switch to for row-level security (DATABASE_TENANT_ROLE).
 * Roles belong to the whole PostgreSQL server (cluster), not to one
 * database: deployments that share a server each need a name of their own.
 */
export const DEFAULT_TENANT_ROLE = 'rental_tenant';

/** A name written into SQL as it is: a lower-case identifier, which needs no quoting. */
export const TENANT_ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
