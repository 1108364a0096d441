/**
 * The service's entry point (`npm start`, `dist/main.js`): refuses a Node line
 * it does not support before loading anything that needs a newer one, starts
 * tracing when the OTEL_* variables ask for it (before the modules it patches
 * load), then starts the service (serve.ts).
 */
import { refuseUnsupportedNode } from './node-version.js';

refuseUnsupportedNode();
await (await import('./server/tracing.js')).startTracing();
await import('./serve.js');
