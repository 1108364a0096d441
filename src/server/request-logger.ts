import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger (Fastify's `request.log`) that makes its pino child,
 * which carries the request id, only when a line is to be written. Fastify
 * makes a child per request; pino serialises and redacts the child's bindings
 * as it makes it, with the redaction's wildcard paths, which cost a small read
 * 2 % of its CPU, for lines that at the usual `warn` level are never written.
 */
class RequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether a line at `level` would be written, by the child's level (a route's own, or its parent's). */
  #writes(level: Level): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    const values = this.parent.levels.values;
    const threshold = this.options.level ?? this.parent.level;
    return threshold !== 'silent' && values[level]! >= values[threshold]!;
  }

  #line(level: Level, args: unknown[]) {
    if (this.#writes(level)) (this.#made()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  static {
    // fatal, error, warn, info, debug and trace: one method each, on the prototype, so a request makes no closures.
    for (const level of LEVELS) {
      Object.defineProperty(RequestLogger.prototype, level, {
        value(this: RequestLogger, ...args: unknown[]) {
          this.#line(level, args);
        },
      });
    }
  }

  silent() {}

  isLevelEnabled(level: string): boolean {
    return this.#writes(level as Level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, its pino child made on its first written line. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
