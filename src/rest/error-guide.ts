import type { ErrorCode } from '../domain/errors.js';

/** What a client developer needs to know of one error code: when it is answered and what to do about it. */
export interface ErrorGuide {
  when: string;
  action: string;
  /** The `detail` of a typical answer, as the examples of the OpenAPI document show it. */
  example: string;
}

/**
 * One entry per error code (a new code does not compile without its entry), read by the
 * error pages at /api/v1/errors/{CODE} and by the OpenAPI document's error examples.
 */
export const errorGuide: Record<ErrorCode, ErrorGuide> = {
  VALIDATION_FAILED: {
    when: 'The request is malformed or a value breaks a rule: a missing or unknown field, a bad UUID or date, a string out of its length limits, an unknown query parameter, an invalid cursor. `errors` lists each offending field by its path in the request (`label`, `filter.unitId`, `limit`).',
    action: 'Fix the fields named in `errors` and send the request again. Repeating it unchanged gets the same answer.',
    example: 'The request is not valid.',
  },
  QUERY_TOO_COSTLY: {
    when: 'A GraphQL operation may return more records than `GRAPHQL_MAX_COST` allows (page sizes multiply down nested lists). The error carries `extensions.cost` and `extensions.limit`.',
    action: 'Ask for smaller pages (`first`) or fewer nested lists; every accepted answer reports its cost in `extensions.cost`, so a client can tune its pages.',
    example: 'Query cost limit of 100000 exceeded, found 138153.',
  },
  UNAUTHENTICATED: {
    when: 'No `Authorization: Bearer <token>` header, or the token is malformed, expired, issued in the future or signed by an unknown key. The answer carries `WWW-Authenticate: Bearer`.',
    action: 'Get a new access token (from the identity provider; in sandbox mode from `POST /auth/token`) and send the request again with it.',
    example: 'An access token is required: send Authorization: Bearer <token>.',
  },
  FORBIDDEN: {
    when: "The token is valid but its roles do not allow the operation (for example a TENANT paying another tenant's invoice, or a non-ADMIN on /api/v1/admin/...), or an upload address is invalid or expired.",
    action: 'Do not retry with the same token. Use an account with the needed role; for an expired upload address, create the media object again.',
    example: 'Media of type USER belong to the caller: ownerId must be your own user id.',
  },
  NOT_FOUND: {
    when: "No resource with this id exists in the caller's organisation (resources of other organisations are never visible), or no route matches the method and path.",
    action: 'Check the id and the path. Do not retry unchanged.',
    example: 'Invoice 3f0c1e9a-5b7d-4c2e-9a41-0d6f2b8c7e15 was not found.',
  },
  REQUEST_TIMEOUT: {
    when: 'An upload stalled (no bytes for `MEDIA_UPLOAD_IDLE_SECONDS`) or arrived slower than `MEDIA_UPLOAD_MIN_BYTES_PER_SECOND` over a window; nothing of it was kept.',
    action: 'Send the file again to the same upload address, from a faster or steadier connection.',
    example: 'The upload is too slow: 40 bytes arrived in the last 10 s; at least 10240 are needed.',
  },
  CONFLICT: {
    when: "The request collides with existing data or with a concurrent request: overlapping bookings of one unit, a duplicate, a file uploaded twice, a concurrent change to the same record, a request with the same Idempotency-Key that is still running, or a new media object that would take the organisation past its media quota (the detail names the quota and what its media objects hold).",
    action: 'Read the resource again and decide. A request answered "concurrent" or "still in progress" may be retried as it is, after a short wait. For the media quota, delete media objects the organisation no longer needs (`deleteMediaObject`; managers see the usage in `mediaUsage`), or wait for unfinished uploads to expire.',
    example: 'The unit is already booked from 2026-12-01 to 2027-05-31 by a PENDING or ACTIVE booking; booking periods of one unit may not overlap.',
  },
  INVALID_TRANSITION: {
    when: "The resource's current status does not allow the operation: paying a PAID or CANCELLED invoice, terminating a booking that is not ACTIVE, adding a unit to an ARCHIVED property, submitting a verification record that is not DRAFT.",
    action: 'Read the resource to learn its status; the request cannot succeed until the status changes. Do not retry unchanged.',
    example: 'A PAID invoice cannot be paid; only ISSUED or OVERDUE can.',
  },
  PAYLOAD_TOO_LARGE: {
    when: 'The request body is larger than the service accepts (JSON bodies), or an upload is larger than the size declared when the media object was created.',
    action: 'Send a smaller body. For an upload, create a media object that declares the real size.',
    example: 'The upload is larger than the declared 52000 bytes.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    when: 'The request body is not sent as `Content-Type: application/json`, or an upload is not sent with the content type declared for its media object, or its content (sniffed from its first bytes) is not of that type.',
    action: 'Send JSON with `Content-Type: application/json`, or upload the file of the declared type with that content type; for another kind of file, create a media object that declares it.',
    example: 'Send the body as application/json (Content-Type: application/json).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    when: 'An `Idempotency-Key` already used by the caller in the last 24 hours is sent with a different request (another route, path or body) or with other roles.',
    action: 'Use a new key for a new request; reuse a key only to retry exactly the same request.',
    example: 'This Idempotency-Key was already used for a different request, or with other roles.',
  },
  RATE_LIMITED: {
    when: 'The caller (per access token, or per client address without one) sent more requests in the current window than allowed. The answer carries `Retry-After` and the `X-RateLimit-*` headers.',
    action: 'Wait the number of seconds in `Retry-After`, then retry. Spread requests out.',
    example: 'Too many requests: at most 600 per 60 s; retry in 42 seconds.',
  },
  INTERNAL: {
    when: 'An unexpected error in the service. Nothing about its cause is disclosed; the service logs it under the `requestId`.',
    action: 'Retry later (with an Idempotency-Key where the route takes one); if it persists, report the `requestId` to the operators.',
    example: 'An unexpected error occurred.',
  },
  UNAVAILABLE: {
    when: 'The service cannot reach its database, or is shutting down, or every upload slot (of the service, or of the organisation) is taken. The answer carries `Retry-After`.',
    action: 'Wait the number of seconds in `Retry-After`, then retry (with the same Idempotency-Key where the route takes one).',
    example: 'The database is unavailable; try again shortly.',
  },
  INSUFFICIENT_STORAGE: {
    when: 'The database has no room left to store an upload; nothing of it was kept.',
    action: 'Retry later with the same upload address; if it persists, tell the operators (it needs disk space, not a retry loop).',
    example: 'There is no room left to store the upload; nothing was stored.',
  },
};
