import { pino } from 'pino';
import { openConfiguredDatabase } from './db/database.js';
import { StartupError } from './db/startup-error.js';
import { loadConfig } from './server/config.js';
import { importLegacyMedia } from './services/media/legacy-media.js';
import { openMediaStorage } from './storage/media-storage.js';

/**
 * `npm run media:import`: copies the files release 0.1.0 kept in its media
 * directory (MEDIA_DIR, else DATA_DIR/media) into the configured storage, each
 * checked against its declared size and read back by SHA-256 (services/media/legacy-media.ts).
 * Safe to run again, and while the service serves. One JSON line per file,
 * then the report; exit code 1 when a file was refused.
 */
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
try {
  const config = loadConfig();
  const { orm, embedded } = await openConfiguredDatabase(config, { migrate: false, share: true });
  try {
    const storage = await openMediaStorage(config.media.storage);
    const report = await importLegacyMedia(orm, storage, config.media.legacyDir, (file, outcome, detail) => {
      if (outcome === 'refused') log.error({ file, reason: detail }, 'media file refused');
      else log.info({ file, outcome, ...(detail ? { sha256: detail } : {}) }, `media file ${outcome}`);
    });
    const { imported, refused, withoutMediaObject, ...counts } = report;
    log[refused.length ? 'error' : 'info'](
      { ...counts, imported: imported.length, importedBytes: imported.reduce((sum, file) => sum + file.bytes, 0), withoutMediaObject, refused },
      refused.length ? `media import: ${refused.length} file(s) refused, see "refused"` : 'media import complete',
    );
    if (refused.length) process.exitCode = 1;
  } finally {
    await orm.close();
    await embedded?.stop();
  }
} catch (error) {
  if (error instanceof StartupError) log.fatal(`media import failed: ${error.message}`);
  else log.fatal({ err: error }, `media import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
