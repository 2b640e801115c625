/**
 * The marketplace API's errors: every 4xx (and the 500) answers `{"code": <int>, "message": "<text>"}`,
 * as Adobe's developer API does. Adobe documents no codes for these cases, so this is our own small,
 * stable set — all of it, in this one table. Clients may rely on the codes; messages may be reworded.
 *
 * | code | HTTP | when |
 * |------|------|------|
 * | 1000 | 400  | the body is not a JSON object |
 * | 1001 | 400  | `grant_type` missing or not `session` |
 * | 1002 | 400  | `expires_in` is not a positive whole number of seconds |
 * | 1003 | 413  | the body is too large |
 * | 1100 | 401  | missing, malformed or wrong HTTP Basic application credentials |
 * | 1101 | 401  | the application is registered for the other environment |
 * | 1110 | 401  | missing, unknown or expired session token (`ust`) |
 * | 1120 | 403  | the session token belongs to another account than the `mage_id` asked for |
 * | 1500 | 500  | internal error (details in the log under the report id) |
 */
export const MarketplaceErrors = {
  INVALID_BODY: { status: 400, code: 1000, message: 'The request body must be a JSON object.' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, code: 1001, message: 'grant_type is required and must be "session".' },
  INVALID_EXPIRES_IN: { status: 400, code: 1002, message: 'expires_in must be a positive whole number of seconds.' },
  BODY_TOO_LARGE: { status: 413, code: 1003, message: 'The request body is too large.' },
  INVALID_CREDENTIALS: { status: 401, code: 1100, message: 'Invalid application ID or secret.' },
  WRONG_ENVIRONMENT: { status: 401, code: 1101, message: 'The application is not registered for this environment.' },
  INVALID_TOKEN: { status: 401, code: 1110, message: 'The session token is missing, invalid or expired.' },
  FORBIDDEN: { status: 403, code: 1120, message: 'The session token does not give access to this account.' },
  INTERNAL: { status: 500, code: 1500, message: 'Internal error.' },
} as const;

export type MarketplaceErrorKind = keyof typeof MarketplaceErrors;

export class MarketplaceError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(
    readonly kind: MarketplaceErrorKind,
    message?: string,
  ) {
    const spec = MarketplaceErrors[kind];
    super(message ?? spec.message);
    this.status = spec.status;
    this.code = spec.code;
  }

  body(): { code: number; message: string } {
    return { code: this.code, message: this.message };
  }
}
