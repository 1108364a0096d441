import type { Task } from 'graphile-worker';
import { purgeExpired as purge } from '../../services/sweep.js';
import type { JobSettings } from '../settings.js';

/** Forgets expired idempotency answers and ended rate-limit windows (every org's). */
export const purgeExpired =
  ({ orm }: JobSettings): Task =>
  async () => {
    await purge(orm.em.fork(), new Date());
  };
