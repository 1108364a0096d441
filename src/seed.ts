import { randomBytes } from 'node:crypto';
import { openConfiguredDatabase } from './db/database.js';
import { listenTo, notifyThrough } from './db/notifications.js';
import { StartupError } from './db/startup-error.js';
import { demoTokens, seedDemo } from './demo/seed.js';
import { createAuthenticator } from './server/auth.js';
import { EVENT_CHANNEL } from './services/events/events.js';
import { loadConfig } from './server/config.js';
import { persistedSandboxKey } from './server/sandbox-key.js';
import { openMediaStorage } from './storage/media-storage.js';

/**
 * `npm run seed`: the demo org's data, in the database `npm start` uses
 * (same settings, same resolution; the running service's own embedded
 * database when it is up), then a sandbox token per demo user.
 */
async function seed() {
  const config = loadConfig();
  if (config.auth.mode !== 'sandbox') {
    throw new StartupError('The demo seed runs in sandbox mode only: it writes demo data and prints tokens anyone could use.');
  }
  const { orm, embedded } = await openConfiguredDatabase(config, { migrate: true, share: true });
  // Its events wake a running service's jobs at once (the demo's emails), as the service's own writes do.
  const wakeups = listenTo(config.databaseSessionUrl ?? (orm.config.get('clientUrl') as string), EVENT_CHANNEL, () => undefined);
  notifyThrough(orm, wakeups);
  try {
    const orgId = config.auth.orgId;
    const { created } = await seedDemo(orm, {
      orgId,
      storage: await openMediaStorage(config.media.storage),
      media: config.media,
      timeZone: config.timeZone,
    });
    console.log(created ? `Demo data written to org ${orgId}.` : `Demo data already present in org ${orgId}: nothing changed.`);
    // On the embedded database the key is the one `npm start` uses (kept in DATA_DIR). On DATABASE_URL
    // the servers were given theirs: without it here, make one up and tell the user to start them with it.
    const kept = config.auth.signingKey ?? (config.databaseUrl ? undefined : await persistedSandboxKey(config.dataDir));
    const signingKey = kept ?? randomBytes(32).toString('base64url');
    const authenticator = createAuthenticator({ ...config.auth, signingKey }, () => undefined);
    if (!kept) {
      console.log('\nSANDBOX_SIGNING_KEY is not set. These tokens are valid only for a server started with this key:');
      console.log(`  SANDBOX_SIGNING_KEY=${signingKey} npm start`);
    }
    console.log(`\nSandbox tokens (valid ${config.auth.tokenTtl} s), one per demo user:`);
    for (const { name, person, userId, token } of await demoTokens(authenticator, orgId)) {
      console.log(`# ${name}: ${person} (user ${userId})\n${name}_TOKEN=${token}`);
    }
  } finally {
    await wakeups.close();
    await orm.close();
    await embedded?.stop();
  }
}

await seed().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
