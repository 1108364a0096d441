/**
 * The service's entry point (`npm start`, `dist/main.js`): refuses a Node line
 * it does not support before loading anything that needs a newer one, then
 * starts the service (serve.ts).
 */
import { refuseUnsupportedNode } from './node-version.js';

refuseUnsupportedNode();
await import('./serve.js');
