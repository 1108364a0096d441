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

export function problem(code: ErrorCode, detail: string, extra: { errors?: FieldIssue[]; requestId?: string } = {}): Problem {
  return {
    type: `/api/v1/docs#error-${code}`,
    title: errorTitle[code],
    status: errorStatus[code],
    detail,
    code,
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    ...(extra.errors?.length ? { errors: extra.errors } : {}),
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
