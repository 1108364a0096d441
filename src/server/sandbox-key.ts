import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../db/startup-error.js';
import type { Config } from './config.js';

/** Where a sandbox on the embedded database keeps the key it made up. */
export const sandboxKeyFile = (dataDir: string) => path.resolve(dataDir, 'sandbox-signing-key');

/**
 * A sandbox on the embedded database without SANDBOX_SIGNING_KEY signs with a key
 * kept in its DATA_DIR, made up by whichever process needs it first: `npm start`
 * and `npm run seed` (which runs beside it, or before it) then sign and accept the
 * same tokens, and tokens survive a restart. Settings that name a key, or an
 * external database (whose processes must be given their keys), are left as they are.
 */
export async function withSandboxKey(config: Config): Promise<Config> {
  if (config.auth.mode !== 'sandbox' || config.auth.signingKey || config.databaseUrl) return config;
  return { ...config, auth: { ...config.auth, signingKey: await persistedSandboxKey(config.dataDir) } };
}

/** The key kept in `dataDir`, made up and kept there first if there is none. */
export async function persistedSandboxKey(dataDir: string): Promise<string> {
  const file = sandboxKeyFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and linked into place: a process starting at the same moment reads a whole key or makes none.
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const signingKey = (await readFile(file, 'utf8')).trim();
  if (signingKey.length < 32) {
    throw new StartupError(`${file} does not hold a sandbox signing key (32+ characters): delete it to make a new one, or set SANDBOX_SIGNING_KEY.`);
  }
  return signingKey;
}
