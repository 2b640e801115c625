import { ErrorParameters, InputException, renderPhrase, WebApiError } from '@mercato/platform';

/**
 * An OAuth failure as Magento raises it: `Framework\Oauth\Exception` is 401, `OauthInputException`
 * 400. On the store API it renders as Magento's JSON envelope (message with placeholders plus
 * parameters); the token endpoints render it as `oauth_problem=<rendered text>`.
 */
export class OauthException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters, httpStatus = 401) {
    super(httpStatus, message, parameters);
  }

  static input(message: string, parameters?: ErrorParameters): OauthException {
    return new OauthException(message, parameters, 400);
  }
}

export const OAUTH_MESSAGES = {
  version: 'The "%1" Oauth version isn\'t supported.',
  tokenLength: 'The token length is invalid. Check the length and try again.',
  signatureMethod: 'Signature method %1 is not supported',
  consumerKeyLength: 'Consumer key is not the correct length',
  consumerUnknown: 'A consumer having the specified key does not exist',
  nonceInvalid: 'An error occurred validating the nonce',
  nonceUsed: 'The nonce is already being used by the consumer with ID %1',
  consumerExpired: 'Consumer key has expired',
  tokenUnknown: 'Specified token does not exist',
  requestTokenConsumer: 'Request token is not associated with the specified consumer',
  tokenUsed: 'Token is already being used',
  verifierInvalid: 'Verifier is invalid',
  verifierLength: 'Verifier is not the correct length',
  verifierMismatch: 'Token verifier and verifier token do not match',
  signatureInvalid: 'The signature is invalid. Verify and try again.',
  notVerifier: 'Cannot create request token because consumer token is not a verifier token',
  notRequest: 'Cannot get access token because consumer token is not a request token',
  tokenConsumer: 'Token is not associated with the specified consumer',
  notAccess: 'Token is not an access token',
  revoked: 'Access token has been revoked',
} as const;

/** A message with its %1 / %name placeholders filled, as Magento renders a phrase. */
export function renderMessage(error: WebApiError): string {
  return renderPhrase(error.message, error.parameters);
}

/**
 * The `oauth_problem` text of a failure. Several missing parameters read as Magento's
 * OauthInputException does: each message without its final period, joined by ", ".
 */
export function problemText(error: WebApiError): string {
  if (error instanceof InputException && error.errors?.length) {
    return error.errors.map((e) => renderMessage(new InputException(e.message, e.parameters)).replace(/\.$/, '')).join(', ');
  }
  return renderMessage(error);
}
