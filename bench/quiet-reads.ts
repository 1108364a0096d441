/**
 * The quiet org of `npm run bench:tenancy`, in a process of its own (forked by bench/tenancy.ts), so that the
 * noisy load the bench drives never delays its clock: for each phase the parent sends, small reads at a fixed
 * rate whatever the answers' latency (open loop: a slow answer does not hold back the next request), alternating
 * a GraphQL list and a REST list; it answers the phase's latencies' p50 and p99 and its errors.
 */
export interface QuietPhase {
  base: string;
  token: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
}

export interface QuietResult {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The first few errors' descriptions. */
  examples: string[];
  /** The slowest answers: when each was sent (ms into the phase) and its latency (ms): a stall shows as a run of them. */
  slowest: [number, number][];
}

/** A request unanswered after this is an error. */
const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

async function readsAtRate({ base, token, rate, seconds }: QuietPhase): Promise<QuietResult> {
  const reads = [
    () => fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query: '{ properties(first: 5) { edges { node { id name city } } } }' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
    () => fetch(`${base}/api/v1/bookings?limit=10`, { headers: { authorization: token }, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  ];
  const latencies: number[] = [];
  const examples: string[] = [];
  let errors = 0;
  const failed = (description: string) => (errors++, examples.length < 5 && examples.push(description));
  const answered: [number, number][] = [];
  const one = async (read: () => Promise<Response>, sentAt: number) => {
    const started = performance.now();
    try {
      const response = await read();
      const body = await response.text();
      latencies.push(performance.now() - started);
      answered.push([Math.round(sentAt), Math.round(performance.now() - started)]);
      if (!response.ok) failed(`${response.status} ${body.slice(0, 200)}`);
      else if (body.includes('"errors"')) failed(body.slice(0, 200));
    } catch (error) {
      failed(String(error));
    }
  };
  const sent: Promise<void>[] = [];
  const started = performance.now();
  // Each request at its own time from the start: a late timer sends the ones due at once, keeping the rate.
  for (let n = 0; n < rate * seconds; n++) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(one(reads[n % reads.length]!, performance.now() - started));
  }
  await Promise.all(sent);
  latencies.sort((a, b) => a - b);
  const slowest = answered.sort((a, b) => b[1] - a[1]).slice(0, 5);
  return { requests: sent.length, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), errors, examples, slowest };
}

process.on('message', (phase: QuietPhase) => void readsAtRate(phase).then((result) => process.send!(result)));
