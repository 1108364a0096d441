import { randomBytes } from 'node:crypto';
import { openConfiguredDatabase } from './db/database.js';
import { DEMO_ORG_ID, demoTokens, seedDemo } from './demo/seed.js';
import { createAuthenticator } from './server/auth.js';
import { loadConfig } from './server/config.js';
import { postgresMediaStorage } from './storage/media-storage.js';

/**
 * `npm run seed`: the demo org's data, in the database `npm start` uses
 * (same settings, same resolution), then a sandbox token per demo user.
 */
const config = loadConfig();
const { orm, embedded } = await openConfiguredDatabase(config);
try {
  const { created } = await seedDemo(orm, {
    storage: postgresMediaStorage(),
    media: config.media,
    timeZone: config.timeZone,
  });
  console.log(created ? `Demo data written to org ${DEMO_ORG_ID}.` : `Demo data already present in org ${DEMO_ORG_ID}: nothing changed.`);

  if (config.auth.mode !== 'sandbox') {
    console.log('Production mode (AUTH_JWKS_URL): no sandbox tokens; use tokens of your identity provider for the demo users.');
  } else {
    // Without a configured key a server signs with a random one of its own, so the printed
    // tokens would be refused: make one up and tell the user to start the server with it.
    const signingKey = config.auth.signingKey ?? randomBytes(32).toString('base64url');
    const authenticator = createAuthenticator({ ...config.auth, signingKey }, () => undefined);
    if (!config.auth.signingKey) {
      console.log('\nSANDBOX_SIGNING_KEY is not set. These tokens are valid only for a server started with this key:');
      console.log(`  SANDBOX_SIGNING_KEY=${signingKey} npm start`);
    }
    console.log(`\nSandbox tokens (valid ${config.auth.tokenTtl} s), one per demo user:`);
    for (const { name, userId, token } of await demoTokens(authenticator)) {
      console.log(`# ${name} (user ${userId})\n${name}_TOKEN=${token}`);
    }
  }
} finally {
  await orm.close();
  await embedded?.stop();
}
