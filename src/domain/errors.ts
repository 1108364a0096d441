/**
 * The service's error model (SPEC.md section 5). Every refusal anywhere in the
 * code is an AppError carrying one of these codes; the GraphQL layer exposes
 * the code as `extensions.code` and the REST layer turns it into problem+json
 * with the status below.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  QUERY_TOO_COSTLY: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorTitle: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Validation failed',
  QUERY_TOO_COSTLY: 'Query too costly',
  UNAUTHENTICATED: 'Authentication required',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  REQUEST_TIMEOUT: 'Request timeout',
  CONFLICT: 'Conflict',
  INVALID_TRANSITION: 'Invalid state transition',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  IDEMPOTENCY_KEY_REUSED: 'Idempotency key reused',
  RATE_LIMITED: 'Too many requests',
  INTERNAL: 'Internal error',
  UNAVAILABLE: 'Service unavailable',
  INSUFFICIENT_STORAGE: 'Insufficient storage',
};

/** The seconds a client is told to wait (Retry-After) before trying again while the service is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** The headers that go with an error code on every surface (GraphQL over HTTP, REST, the file routes). */
export function errorHeaders(code: ErrorCode): Record<string, string> {
  if (code === 'UNAUTHENTICATED') return { 'WWW-Authenticate': 'Bearer' };
  if (code === 'UNAVAILABLE') return { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  return {};
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];

  constructor(code: ErrorCode, message: string, issues: FieldIssue[] = []) {
    // An answer, not a fault: no stack is captured (a flood of junk tokens spent a tenth of the process on them).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const validationFailed = (message: string, issues: FieldIssue[] = []) =>
  new AppError('VALIDATION_FAILED', message, issues);
export const notFound = (what: string, id: string) =>
  new AppError('NOT_FOUND', `${what} ${id} was not found.`);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const tokenRequired = () => new AppError('UNAUTHENTICATED', 'An access token is required: send Authorization: Bearer <token>.');
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const invalidTransition = (message: string) => new AppError('INVALID_TRANSITION', message);
