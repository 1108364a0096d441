/**
 * `npm run migrate`'s entry point (`dist/migrate.js`): refuses a Node line the
 * service does not support before loading anything, then migrates (run-migrations.ts).
 */
import { refuseUnsupportedNode } from './node-version.js';

refuseUnsupportedNode();
await import('./run-migrations.js');
