import { errorStatus, errorTitle, type ErrorCode, type FieldIssue } from '../domain/errors.js';

/** An RFC 9457 problem document, the body of every REST error. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  requestId?: string;
  errors?: FieldIssue[];
}

/** The `type` of a problem: the page that explains its code (served by the API docs), relative to the service's origin. */
export const errorTypeUrl = (code: ErrorCode) => `/api/v1/errors/${code}`;

export function problem(code: ErrorCode, detail: string, extra: { errors?: FieldIssue[]; requestId?: string } = {}): Problem {
  return {
    type: errorTypeUrl(code),
    title: errorTitle[code],
    status: errorStatus[code],
    detail,
    code,
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    ...(extra.errors?.length ? { errors: extra.errors } : {}),
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
