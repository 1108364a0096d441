/**
 * The requests this process is working on that are not costly operations
 * (counted from their arrival to their answer, not while they wait for their
 * org's turn). A costly operation gives them precedence: at each step (before
 * it runs, before each batched read, before its answer is serialised) it
 * waits until none is being worked on, at most `patienceMs`
 * (COSTLY_OPERATION_PATIENCE_MS; 0: no wait). The event loop runs one thing at
 * a time, in arrival order: without this, another org's small read waits
 * behind every stretch of the thousands of nodes a costly answer builds
 * (`npm run bench:tenancy`, heavy reads); with it, behind one at most. Under a
 * steady foreground, a costly operation is slowed, never stopped.
 */
export class Foreground {
  private readonly running = new Set<object>();
  private waiting = new Set<() => void>();

  /** `patienceMs`: how long a costly operation waits, at each of its steps, before it goes on anyway. */
  constructor(private readonly patienceMs: number) {}

  /** `work` (a request) is being worked on. */
  begin(work: object): void {
    this.running.add(work);
  }

  /** `work` is answered, waits, or turned out costly: it no longer holds costly operations back. */
  end(work: object): void {
    if (!this.running.delete(work) || this.running.size) return;
    const waiting = this.waiting;
    this.waiting = new Set();
    for (const resume of waiting) resume();
  }

  /** Resolves once no foreground work is being worked on, or after `patienceMs`. */
  precedence(): Promise<void> | undefined {
    if (!this.running.size || !this.patienceMs) return undefined;
    return new Promise((resolve) => {
      const resume = () => {
        clearTimeout(patience);
        this.waiting.delete(resume);
        resolve();
      };
      const patience = setTimeout(resume, this.patienceMs);
      this.waiting.add(resume);
    });
  }
}

/** The foreground each costly operation's context gives precedence to. */
const costlyContexts = new WeakMap<object, Foreground>();

/** `ctx`'s operation is costly: its steps give `foreground` precedence. */
export const treatedAsCostly = (ctx: object, foreground: Foreground): void => void costlyContexts.set(ctx, foreground);

/** At a step of `ctx`'s operation: if it is costly, the foreground's turn first (see Foreground). */
export const precedenceForForeground = (ctx: object): Promise<void> | undefined => costlyContexts.get(ctx)?.precedence();

