import type { Task } from 'graphile-worker';
import { purgeExpired as purge } from '../../services/sweep.js';
import { type JobSettings, SWEEP_JOB_ATTEMPTS } from '../settings.js';

/** The purge's job: its key collapses the sweep's and a continuation's into one. */
export const purgeJob = { identifier: 'purge_expired', payload: {}, jobKey: 'purge_expired', maxAttempts: SWEEP_JOB_ATTEMPTS };

/**
 * Forgets a batch of each kind of expired row (every org's: idempotency answers, ended rate-limit windows,
 * abandoned uploads, upload windows passed), each batch its own transaction; a full batch enqueues the next job, so a backlog of
 * millions is many short statements, never one past the statement timeout.
 */
export const purgeExpired =
  ({ orm }: JobSettings): Task =>
  async (_payload, helpers) => {
    const run = await purge(orm.em.fork(), new Date());
    if (run.more) await helpers.addJobs([purgeJob]);
  };
