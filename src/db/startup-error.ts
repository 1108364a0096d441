/**
 * A reason the service cannot start that its message tells completely
 * (configuration, a data directory in use, an unmigrated database): shown as
 * one line, without a stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
