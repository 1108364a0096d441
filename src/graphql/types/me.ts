import { roles } from '../../domain/roles.js';
import type { Actor } from '../../domain/roles.js';
import { builder } from '../builder.js';

export const Role = builder.enumType('Role', { values: roles });

const Viewer = builder.objectRef<Actor>('Viewer').implement({
  description: 'The caller, as its access token says.',
  fields: (t) => ({
    userId: t.expose('userId', { type: 'UUID' }),
    orgId: t.expose('orgId', { type: 'UUID' }),
    roles: t.expose('roles', { type: [Role] }),
  }),
});

builder.queryField('me', (t) => t.field({ type: Viewer, resolve: (_, __, ctx) => ctx.service().actor }));
