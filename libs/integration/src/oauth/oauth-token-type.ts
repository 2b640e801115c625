/**
 * Where an integration's one token row stands in the handshake. As in Magento, a consumer has
 * exactly one `oauth_token` row, which moves verifier → request → access; re-authorizing deletes it
 * and starts again.
 */
export enum OauthTokenType {
  Verifier = 'verifier',
  Request = 'request',
  Access = 'access',
}
