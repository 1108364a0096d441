import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { Counter, Histogram } from 'prom-client';
import type { LogFn } from 'pino';
import type { Job, LogLevel, Runner, Task, TaskList, WorkerEvents } from 'graphile-worker';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { lockRetryMessage, type MigrationLockOptions } from '../db/migration-locks.js';
import { migrateJobQueueSchema } from '../db/orm.js';
import { DELIVERIES_DUE, type EventWakeups, NOTIFICATIONS_DUE } from '../services/events/events.js';
import { sendLeaseMs } from '../services/people/notifications.js';
import { JOB_TIME_BUDGET_MS } from '../services/sweep.js';
import { contextOfTraceparent, tracer } from '../services/tracing.js';
import type { JobSettings } from './settings.js';
import { billOrg } from './tasks/bill-org.js';
import { deliverDueWebhooks } from './tasks/deliver-due-webhooks.js';
import { deliverWebhook } from './tasks/deliver-webhook.js';
import { forgetOldEvents } from './tasks/forget-old-events.js';
import { forgetOldNotifications } from './tasks/forget-old-notifications.js';
import { markOverdue } from './tasks/mark-overdue.js';
import { notifyDue } from './tasks/notify-due.js';
import { notifyDates, notifyOrg } from './tasks/notify-org.js';
import { purgeExpired } from './tasks/purge-expired.js';
import { sendNotification } from './tasks/send-notification.js';
import { sweep } from './tasks/sweep.js';

/** The job metrics (src/server/metrics.ts), when metrics are on. */
export interface JobMetrics {
  jobRuns: Counter<'task' | 'outcome'>;
  jobOverruns: Counter<'task'>;
  jobDuration: Histogram<'task'>;
  jobRunnerRestarts: Counter;
}

export interface JobRunnerOptions extends JobSettings {
  /** The database the tasks' ORM uses (the same role: it reads every org outside a tenant scope). */
  databaseUrl: string;
  /** Seconds between sweeps (cron, whole minutes); 0: this process runs no sweep jobs. */
  sweepInterval: number;
  /** Whether this process delivers webhooks. */
  deliverWebhooks: boolean;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** How often the runner looks for jobs come due without a notification (a retry's time). */
  pollMs: number;
  log: Log;
  /** How long graphile-worker's migration at start waits for a lock, and how often it is tried (MIGRATION_LOCK_TIMEOUT_MS, MIGRATION_LOCK_ATTEMPTS). */
  migrationLocks: MigrationLockOptions;
  wakeups: EventWakeups;
  metrics?: JobMetrics;
}

/** The service's logger (pino's, as Fastify gives it). */
type Log = Record<'error' | 'warn' | 'info' | 'debug', LogFn>;

/** How long stopping waits for running jobs: within Fastify's 10 s for a close hook. */
const STOP_WAIT_MS = 8000;

/** Waits before trying again to start the runner when the database refused (down, not migrated). */
const RESTART_MS = 10_000;

/** Waits before starting again a runner that stopped on a failure (a database down makes the start fail: then RESTART_MS). */
const AFTER_FAILURE_MS = 1000;

/** What a process's background jobs are doing: readiness reports it (`/readyz`). */
export type JobsState = 'starting' | 'running' | 'restarting' | 'stopped';

/**
 * The cron pattern of a sweep every `seconds` (graphile-worker's crontab
 * counts minutes): every n minutes within the hour, or every n hours past an hour.
 */
export function sweepSchedule(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

/** graphile-worker's log lines through the service's logger (JSON lines); its per-job failure lines are the runner's own (see below). */
function logThrough(log: Log) {
  return (scope: { label?: string; taskIdentifier?: string; jobId?: string }) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { jobs: scope.label, task: scope.taskIdentifier, jobId: scope.jobId, ...(meta as object) };
    if (level === 'error' && !scope.jobId) log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  };
}

/**
 * A task whose every run is a span, in the trace its job carries when it
 * carries one (`traceparent` in the payload: the operation that made a
 * webhook delivery, the sweep that asked for an org's job). The span is the
 * API's no-op one while tracing is off.
 */
function traced(identifier: string, task: Task): Task {
  return (payload, helpers) => {
    const { orgId, traceparent } = (payload ?? {}) as { orgId?: unknown; traceparent?: unknown };
    const attributes = {
      'job.task': identifier,
      'job.id': helpers.job.id,
      'job.attempt': helpers.job.attempts,
      'job.max_attempts': helpers.job.max_attempts,
      ...(typeof orgId === 'string' ? { 'org.id': orgId } : {}),
    };
    const parent = contextOfTraceparent(typeof traceparent === 'string' ? traceparent : null);
    return tracer.startActiveSpan(`job ${identifier}`, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
      try {
        return await task(payload, helpers);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    });
  };
}

/**
 * The service's background work as graphile-worker jobs in this process, in
 * library mode: the sweep's cron and its per-org jobs, and webhook
 * delivery. Starts in the background (never awaited by start-up: a backlog
 * is jobs waiting, not a slower start) and returns at once; `stop` lets
 * running jobs finish. Failures and overruns are counted and logged.
 */
export function startJobs(options: JobRunnerOptions): { state(): JobsState; stop(): Promise<void> } {
  const { log, metrics } = options;
  const stopping = new AbortController();
  let runner: Runner | undefined;
  let state: JobsState = 'starting';
  let retry: NodeJS.Timeout | undefined;
  let bridges: Promise<void>[] = [];
  // Ends the current runner's bridges from notifications to jobs when it stopped on its own (`stopping` ends them at stop).
  let bridging = new AbortController();
  // The worker pools this process started: a pool that died holds its jobs locked (graphile-worker frees them after
  // 4 hours); they are given back when the runner starts again.
  const pools = new Set<string>();

  const tasks: TaskList = {};
  if (options.sweepInterval > 0) {
    Object.assign(tasks, {
      sweep: sweep(options),
      bill_org: billOrg(options),
      mark_overdue: markOverdue(options),
      forget_old_events: forgetOldEvents(options),
      forget_old_notifications: forgetOldNotifications(options),
      purge_expired: purgeExpired(options),
    });
  }
  if (options.deliverWebhooks) Object.assign(tasks, { deliver_due_webhooks: deliverDueWebhooks(options), deliver_webhook: deliverWebhook(options) });
  if (options.notifications) {
    Object.assign(tasks, { notify_due: notifyDue(options), notify_org: notifyOrg(options), notify_dates: notifyDates(options), send_notification: sendNotification(options) });
  }
  for (const [identifier, task] of Object.entries(tasks)) tasks[identifier] = traced(identifier, task!);

  const budgetOf = (task: string) =>
    (task === 'deliver_webhook' ? options.webhooks.timeoutMs * 2 : task === 'send_notification' && options.notifications ? sendLeaseMs(options.notifications) : 0) + JOB_TIME_BUDGET_MS;
  const started = new Map<string, number>();
  const events: WorkerEvents = new EventEmitter();
  const about = (job: Job) => ({ task: job.task_identifier, jobId: job.id, attempt: job.attempts, maxAttempts: job.max_attempts, payload: job.payload });
  events.on('pool:create', ({ workerPool }) => pools.add(workerPool.id));
  events.on('job:start', ({ job }) => started.set(job.id, performance.now()));
  events.on('job:success', ({ job }) => metrics?.jobRuns.inc({ task: job.task_identifier, outcome: 'succeeded' }));
  events.on('job:error', ({ job, error }) => {
    metrics?.jobRuns.inc({ task: job.task_identifier, outcome: 'failed' });
    log.error({ ...about(job), err: error }, 'job failed');
  });
  events.on('job:failed', ({ job, error }) => {
    metrics?.jobRuns.inc({ task: job.task_identifier, outcome: 'given_up' });
    log.error({ ...about(job), err: error }, 'job failed for the last time');
  });
  events.on('job:complete', ({ job }) => {
    const since = started.get(job.id);
    started.delete(job.id);
    if (since === undefined) return;
    const ms = performance.now() - since;
    metrics?.jobDuration.observe({ task: job.task_identifier }, ms / 1000);
    if (ms > budgetOf(job.task_identifier)) {
      metrics?.jobOverruns.inc({ task: job.task_identifier });
      log.warn({ ...about(job), durationMs: Math.round(ms), budgetMs: budgetOf(job.task_identifier) }, 'job overran its time budget');
    }
  });

  /**
   * A runner that stopped on its own (graphile-worker shuts its pool down when it
   * cannot record a job's end: a dropped connection, a deadlock; graphile/worker#636)
   * is started again: the process never goes on serving with no background work.
   * The dead pool's jobs are unlocked first, so they run again at once (each
   * task is safe to run twice: docs/configuration.md, "Background jobs").
   */
  const restart = async (stopped: Runner, reason: string, cutShort = false) => {
    if (stopping.signal.aborted || runner !== stopped) return;
    runner = undefined;
    state = 'restarting';
    metrics?.jobRunnerRestarts.inc();
    log.error({ reason }, 'background jobs stopped on a failure; starting them again');
    bridging.abort();
    await Promise.all(bridges);
    if (cutShort) await Promise.race([stopped.kill('restarting after a failure').catch(() => undefined), delay(STOP_WAIT_MS, undefined, { ref: false })]);
    startLater(AFTER_FAILURE_MS);
  };
  const startLater = (ms: number) => {
    if (!stopping.signal.aborted) retry = setTimeout(() => (starting = start()), ms);
  };
  // A pool that cannot record a job's end shuts itself down (then the runner's promise settles: restart), but may
  // never finish (its batcher holds back the rest): one still running STOP_WAIT_MS later is cut short.
  events.on('pool:fatalError', ({ error }) => {
    const current = runner;
    if (!current) return;
    state = 'restarting';
    setTimeout(() => void restart(current, error instanceof Error ? error.message : String(error), true), STOP_WAIT_MS).unref();
  });

  /** Gives back the jobs this process's pools still hold: graphile-worker would leave them locked for 4 hours. */
  const unlockPools = async () => {
    if (!pools.size) return;
    const { Logger, makeWorkerUtils } = await import('graphile-worker');
    const utils = await makeWorkerUtils({ connectionString: options.databaseUrl, logger: new Logger(logThrough(log)) });
    try {
      await utils.forceUnlockWorkers([...pools]);
    } finally {
      await utils.release();
    }
    pools.clear();
  };

  const start = async () => {
    const { Logger, parseCronItems, run } = await import('graphile-worker');
    const crontab = [
      ...(tasks.sweep ? [{ task: 'sweep', match: sweepSchedule(options.sweepInterval), options: { backfillPeriod: 0, maxAttempts: 1, jobKey: 'sweep' } }] : []),
      ...(tasks.deliver_webhook
        ? [{ task: 'deliver_due_webhooks', match: '* * * * *', options: { backfillPeriod: 0, maxAttempts: 1, jobKey: 'deliver_due_webhooks' } }]
        : []),
      ...(tasks.notify_due ? [{ task: 'notify_due', match: '* * * * *', options: { backfillPeriod: 0, maxAttempts: 1, jobKey: 'notify_due' } }] : []),
    ];
    try {
      // graphile-worker's start (run, makeWorkerUtils) migrates its schema first, waiting for any lock as long as it takes:
      // in a rolling upgrade a long transaction of the release still serving would hold this start for as long, and
      // queue that release's job queries behind the migration. Bounded here first; they then find nothing to do.
      await migrateJobQueueSchema(options.databaseUrl, {
        ...options.migrationLocks,
        signal: stopping.signal,
        onLockRetry: (retry) => log.warn(retry, `background jobs: ${lockRetryMessage(retry)}`),
      });
      await unlockPools();
      runner = await run({
        connectionString: options.databaseUrl,
        maxPoolSize: options.concurrency + 2,
        concurrency: options.concurrency,
        pollInterval: options.pollMs,
        noHandleSignals: true,
        // Jobs' ends recorded in batches, which graphile-worker retries with backoff when the database goes away (a
        // failover, killed connections); recorded one by one, a failure to record a failed job is an unhandled
        // rejection that stops the process.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
        taskList: tasks,
        parsedCronItems: parseCronItems(crontab),
        logger: new Logger(logThrough(log)),
        events,
      });
    } catch (error) {
      if (stopping.signal.aborted) return;
      state = 'restarting';
      log.error({ err: error }, `background jobs did not start (${error instanceof Error ? error.message : String(error)}); trying again in ${RESTART_MS / 1000} s`);
      startLater(RESTART_MS);
      return;
    }
    if (stopping.signal.aborted) {
      // Stopped while starting: stop() has nothing left to stop.
      await runner.stop();
      runner = undefined;
      return;
    }
    const current = runner;
    void current.promise.then(
      () => restart(current, 'the runner stopped'),
      (error: unknown) => restart(current, error instanceof Error ? error.message : String(error)),
    );
    state = 'running';
    // Work already due when the process starts is not left to the next minute's cron.
    if (tasks.sweep) await runner.addJob('sweep', {}, { jobKey: 'sweep', maxAttempts: 1 }).catch(() => undefined);
    for (const task of ['deliver_due_webhooks', 'notify_due'].filter((name) => tasks[name])) {
      await runner.addJob(task, {}, { jobKey: task }).catch(() => undefined);
    }
    // An event that made deliveries, or may notify someone, wakes this process (its notification): the work becomes jobs at once.
    bridging = new AbortController();
    const signal = AbortSignal.any([stopping.signal, bridging.signal]);
    const wakeUp = (word: string, task: string) => (async () => {
      while (!signal.aborted) {
        await options.wakeups.next(word, 86_400_000, signal);
        if (signal.aborted) break;
        await current.addJob(task, {}, { jobKey: task }).catch((error: unknown) => log.warn({ err: error, task }, 'cannot enqueue a job'));
      }
    })();
    bridges = [
      ...(tasks.deliver_webhook ? [wakeUp(DELIVERIES_DUE, 'deliver_due_webhooks')] : []),
      ...(tasks.notify_due ? [wakeUp(NOTIFICATIONS_DUE, 'notify_due')] : []),
    ];
    log.info({ tasks: Object.keys(tasks), concurrency: options.concurrency }, 'background jobs started');
  };
  let starting = start();

  return {
    state: () => state,
    async stop() {
      stopping.abort();
      state = 'stopped';
      clearTimeout(retry);
      await starting;
      await Promise.all(bridges);
      if (!runner) return;
      // Running jobs may finish, within the server's close: a job cut short commits nothing and runs again elsewhere or later.
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([
        runner.stop().then(() => true, () => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (stopped) return;
      log.warn(`background jobs still running after ${STOP_WAIT_MS / 1000} s at shutdown: left to be run again`);
      // Cut short, so that nothing of the job queue outlives the database's pool (a job cut short commits nothing).
      await runner.kill('shutdown').catch(() => undefined);
      // Once a graceful stop has begun, kill() releases nothing (its pool is no longer active): the jobs still running
      // would stay locked for 4 hours, and their orgs' queues with them. Given back, they run again elsewhere or later.
      await unlockPools().catch((error: unknown) => log.warn({ err: error }, 'cannot give back the jobs still running at shutdown'));
    },
  };
}
