import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { Caller, Database, InputException, REQUIRED_FIELD, ScopeConfig, UserType } from '@mercato/platform';
import { IntegrationStatus } from '../services/integration-status';
import { OauthTokenType } from './oauth-token-type';
import { generateToken } from '../services/credentials';
import { SecretBox } from '../services/secret-box';
import { ConsumerRecord, OauthCredentials, TokenRecord } from './oauth-credentials';
import { OAUTH_MESSAGES as M, OauthException } from './oauth-errors';
import { NonceLedger } from './nonce-ledger';
import { OauthRequest } from './oauth-request';
import { SignatureMethod, verify } from './signature';

const PROTOCOL_PARAMS = ['oauth_consumer_key', 'oauth_signature', 'oauth_signature_method', 'oauth_nonce', 'oauth_timestamp'];
/** Magento's TIME_DEVIATION: how far in the future a timestamp may be. */
const MAX_FUTURE_SECONDS = 600;
const CREDENTIAL_LENGTH = 32;

type Step = 'request' | 'access' | 'resource';

export interface IssuedToken {
  oauth_token: string;
  oauth_token_secret: string;
}

/**
 * The OAuth 1.0a provider (Magento Framework\Oauth\Oauth with Integration's token provider):
 * the request-token and access-token exchanges of the integration handshake, and the check of
 * every signed store call. Checks run in Magento's order with its messages, so clients see the
 * same failure for the same mistake.
 */
@Injectable()
export class OauthServer {
  constructor(
    private readonly ds: Database,
    private readonly credentials: OauthCredentials,
    private readonly box: SecretBox,
    private readonly config: ScopeConfig,
    private readonly nonces: NonceLedger,
  ) {}

  /** `POST /oauth/token/request`: the verifier row becomes a request token. */
  async requestToken(request: OauthRequest): Promise<IssuedToken> {
    const { consumer, method } = await this.validateProtocol(request, 'request', []);
    const expiry = await this.config.getInt('oauth/consumer/expiration_period', 300);
    if (Date.now() - consumer.updatedAt >= expiry * 1000) throw new OauthException(M.consumerExpired);
    await this.checkSignature(request, method, consumer, '');
    const current = await this.credentials.tokenOfConsumer(consumer.id);
    if (!current || current.type !== OauthTokenType.Verifier) throw new OauthException(M.notVerifier);
    return this.advance(current, OauthTokenType.Verifier, OauthTokenType.Request, M.notVerifier);
  }

  /** `POST /oauth/token/access`: the request token and verifier become the access token; the integration turns active. */
  async accessToken(request: OauthRequest): Promise<IssuedToken> {
    const { consumer, method, token } = await this.validateProtocol(request, 'access', ['oauth_token', 'oauth_verifier']);
    const current = token!;
    if (current.consumerId !== consumer.id) throw new OauthException(M.requestTokenConsumer);
    if (current.type !== OauthTokenType.Request) throw new OauthException(M.tokenUsed);
    const verifier = request.get('oauth_verifier')!;
    if (verifier.length !== CREDENTIAL_LENGTH) throw new OauthException(M.verifierLength);
    if (!safeEqual(current.verifier, verifier)) throw new OauthException(M.verifierMismatch);
    await this.checkSignature(request, method, consumer, current.secret);
    return this.advance(current, OauthTokenType.Request, OauthTokenType.Access, M.notRequest);
  }

  /**
   * A signed store call: the caller is the integration holding the access token, with its granted
   * resources while it is active (none otherwise, so the route's ACL answers 401).
   */
  async authenticate(request: OauthRequest): Promise<Caller> {
    const { consumer, method, token } = await this.validateProtocol(request, 'resource', ['oauth_token']);
    const current = token!;
    if (current.consumerId !== consumer.id) throw new OauthException(M.tokenConsumer);
    if (current.type !== OauthTokenType.Access) throw new OauthException(M.notAccess);
    if (current.revoked) throw new OauthException(M.revoked);
    await this.checkSignature(request, method, consumer, current.secret);
    return integrationCaller(consumer);
  }

  /**
   * Magento's `_validateProtocolParams` and what follows it: version, required parameters, token
   * length, signature method, consumer, then timestamp and nonce. Unlike Magento, the nonce is only
   * checked for form here and stored once the signature is verified (checkSignature): a request with
   * a bad signature stores nothing, so unsigned traffic cannot fill `oauth_nonce`.
   */
  private async validateProtocol(
    request: OauthRequest,
    step: Step,
    extra: string[],
  ): Promise<{ consumer: ConsumerRecord; method: SignatureMethod; token: TokenRecord | null }> {
    const version = request.get('oauth_version');
    if (version !== undefined && version !== '1.0') throw OauthException.input(M.version, [version]);
    const missing = [...PROTOCOL_PARAMS, ...extra].filter((name) => !request.get(name));
    if (missing.length) {
      throw InputException.fromEntries(missing.map((fieldName) => ({ message: REQUIRED_FIELD, parameters: { fieldName } })));
    }
    const tokenValue = request.get('oauth_token');
    if (tokenValue !== undefined && tokenValue.length !== CREDENTIAL_LENGTH) throw OauthException.input(M.tokenLength);
    const method = request.get('oauth_signature_method')!;
    if (!(await this.supports(method, step))) throw OauthException.input(M.signatureMethod, [method]);

    const key = request.get('oauth_consumer_key')!;
    if (key.length !== CREDENTIAL_LENGTH) throw new OauthException(M.consumerKeyLength);
    const fresh = step !== 'resource';
    const consumer = await this.credentials.consumerByKey(key, fresh);
    if (!consumer) throw new OauthException(M.consumerUnknown);
    if (method === 'RSA-SHA1' && !consumer.integration?.publicKey) throw OauthException.input(M.signatureMethod, [method]);

    this.checkNonceForm(request.get('oauth_nonce')!, request.get('oauth_timestamp')!, await this.nonceKeepSeconds());
    const token = tokenValue === undefined ? null : await this.credentials.token(tokenValue, fresh);
    if (tokenValue !== undefined && !token) throw new OauthException(M.tokenUnknown);
    return { consumer, method: method as SignatureMethod, token };
  }

  /**
   * HMAC-SHA1 and HMAC-SHA256 everywhere (the spec names SHA1; Magento 2.4.4+ clients send SHA256).
   * On store calls also PLAINTEXT when `oauth/consumer/allow_plaintext` is on, and RSA-SHA1 for an
   * integration that registered a public key.
   */
  private async supports(method: string, step: Step): Promise<boolean> {
    if (method === 'HMAC-SHA1' || method === 'HMAC-SHA256') return true;
    if (step !== 'resource') return false;
    if (method === 'RSA-SHA1') return true;
    return method === 'PLAINTEXT' && (await this.config.getFlag('oauth/consumer/allow_plaintext'));
  }

  /**
   * The timestamp must not be in the future by more than Magento's 10 minutes, nor older than the
   * time nonces are kept (`oauth/cleanup/expiration_period`, 120 minutes): beyond it a replay could
   * no longer be recognised. (Magento has no lower bound; that lets old requests be replayed.)
   */
  private checkNonceForm(nonce: string, timestamp: string, keepSeconds: number): number {
    const ts = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : 0;
    const now = Math.floor(Date.now() / 1000);
    if (ts <= 0 || ts > now + MAX_FUTURE_SECONDS || ts < now - keepSeconds || nonce.length > 255) {
      throw new OauthException(M.nonceInvalid);
    }
    return ts;
  }

  private async nonceKeepSeconds(): Promise<number> {
    return (await this.config.getInt('oauth/cleanup/expiration_period', 120)) * 60;
  }

  /**
   * Records the nonce of a request whose signature was verified. The insert is the replay check
   * (`ON CONFLICT DO NOTHING`, one statement): of two requests with one nonce only one is stored,
   * and the other is refused.
   */
  private async useNonce(consumerId: number, nonce: string, timestamp: string): Promise<void> {
    const keepSeconds = await this.nonceKeepSeconds();
    const ts = this.checkNonceForm(nonce, timestamp, keepSeconds);
    const now = Math.floor(Date.now() / 1000);
    if (!(await this.nonces.use(consumerId, nonce, ts))) throw new OauthException(M.nonceUsed, [String(consumerId)]);
    const probability = await this.config.getInt('oauth/cleanup/cleanup_probability', 100);
    if (probability > 0 && Math.random() * probability < 1) await this.nonces.purge(now - keepSeconds);
  }

  /** The signature, then (only when it is right) the nonce is used up. */
  private async checkSignature(
    request: OauthRequest,
    method: SignatureMethod,
    consumer: ConsumerRecord,
    tokenSecret: string,
  ): Promise<void> {
    const ok = verify(method, method === 'PLAINTEXT' ? [] : request.baseStrings(), request.get('oauth_signature')!, {
      consumerSecret: consumer.secret,
      tokenSecret,
      publicKey: consumer.integration?.publicKey,
    });
    if (!ok) throw new OauthException(M.signatureInvalid);
    await this.useNonce(consumer.id, request.get('oauth_nonce')!, request.get('oauth_timestamp')!);
  }

  /**
   * Moves the consumer's one token row to the next type with a new token and secret. The update is
   * guarded by the type it expects, so two concurrent exchanges cannot both succeed; reaching
   * `access` activates the integration in the same statement.
   */
  private async advance(current: TokenRecord, from: OauthTokenType, to: OauthTokenType, refused: string): Promise<IssuedToken> {
    const issued = { oauth_token: generateToken(), oauth_token_secret: generateToken() };
    const rows = await this.ds.query(
      `WITH moved AS (
         UPDATE oauth_token SET type = $3::varchar, token = $4, secret = $5, user_type = $6, authorized = ($3::varchar = 'access')
         WHERE entity_id = $1 AND type = $2 RETURNING consumer_id
       ), activated AS (
         UPDATE integration SET status = $7, updated_at = now()
         WHERE $3::varchar = 'access' AND consumer_id IN (SELECT consumer_id FROM moved) RETURNING 1
       )
       SELECT consumer_id FROM moved`,
      [
        current.id,
        from,
        to,
        issued.oauth_token,
        await this.box.seal(issued.oauth_token_secret),
        UserType.Integration,
        IntegrationStatus.Active,
      ],
    );
    if (!rows.length) throw new OauthException(refused);
    return issued;
  }
}

export function integrationCaller(consumer: ConsumerRecord): Caller {
  const integration = consumer.integration;
  if (!integration || integration.status !== IntegrationStatus.Active) {
    return { type: UserType.Integration, id: integration?.id ?? null, resources: new Set() };
  }
  return { type: UserType.Integration, id: integration.id, resources: integration.allResources ? 'all' : new Set(integration.resources) };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
