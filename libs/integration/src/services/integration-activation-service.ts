import { Inject, Injectable } from '@nestjs/common';
import { OauthCredentials } from '../oauth/oauth-credentials';
import {
  APP_CONFIG,
  AppConfig,
  Database,
  LocalizedException,
  logger,
  NoSuchEntityException,
  RequestContext,
  ScopeConfig,
  UserType,
} from '@mercato/platform';
import { IntegrationStatus } from './integration-status';
import { OauthTokenType } from '../oauth/oauth-token-type';
import { generateToken } from './credentials';
import { SecretBox } from './secret-box';
import { checkDestination, postForm, RefusedDestination } from './outbound-address';

/**
 * Magento's message for a callback POST that could not be made. It is the only one the caller sees,
 * whatever went wrong (refused address, refused connection, timeout): naming the cause would let
 * the callback URL probe which hosts and ports answer inside the store's network.
 */
const POST_FAILED = 'The attempt to post data to consumer failed due to an unexpected error. Please try again later.';

/** Where the application sends the administrator back after its login page (identity link). */
const LOGIN_SUCCESS_PATH = '/admin/integration/loginSuccessCallback';

export interface IssuedCredentials {
  consumer_key: string;
  consumer_secret: string;
  access_token: string;
  access_token_secret: string;
}

export interface HandshakeStarted {
  /** The application's login page, with `oauth_consumer_key` and `success_call_back`; null when none is set. */
  identity_link_url: string | null;
  oauth_consumer_key: string;
}

interface IntegrationKeys {
  integration_id: number;
  name: string;
  endpoint: string | null;
  identity_link_url: string | null;
  status: number;
  consumer_id: number;
  key: string;
  secret: string;
}

/**
 * Activation, revocation and re-authorisation of integrations (Magento's OauthService and the
 * admin TokensExchange controller). With a callback URL, activation hands the application its
 * consumer credentials and a verifier, and the application completes the OAuth handshake itself;
 * without one, the access token is issued at once.
 */
@Injectable()
export class IntegrationActivationService {
  constructor(
    private readonly ds: Database,
    private readonly box: SecretBox,
    private readonly config: ScopeConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly credentials: OauthCredentials,
  ) {}

  async activate(_ctx: RequestContext, id: number): Promise<HandshakeStarted | IssuedCredentials> {
    const integration = await this.load(id);
    if (integration.status === IntegrationStatus.Active) {
      throw new LocalizedException('The integration "%1" is already active. Reauthorize it to issue new tokens.', [integration.name]);
    }
    return integration.endpoint ? this.startHandshake(integration) : this.issueAccessToken(integration);
  }

  /** The merchant withdraws access: the access token stops working and the integration is inactive. */
  async revoke(_ctx: RequestContext, id: number): Promise<boolean> {
    const integration = await this.load(id);
    await this.ds.query(
      `WITH revoked AS (UPDATE oauth_token SET revoked = true WHERE consumer_id = $1)
       UPDATE integration SET status = $2, updated_at = now() WHERE integration_id = $3`,
      [integration.consumer_id, IntegrationStatus.Inactive, id],
    );
    this.credentials.invalidate();
    return true;
  }

  /** Discards the token chain and activates again: new tokens, through the handshake when there is a callback URL. */
  async reauthorize(ctx: RequestContext, id: number): Promise<HandshakeStarted | IssuedCredentials> {
    const integration = await this.load(id);
    await this.ds.query(
      `WITH gone AS (DELETE FROM oauth_token WHERE consumer_id = $1)
       UPDATE integration SET status = $2, updated_at = now() WHERE integration_id = $3`,
      [integration.consumer_id, IntegrationStatus.Inactive, id],
    );
    this.credentials.invalidate();
    return this.activate(ctx, id);
  }

  /**
   * Creates the verifier token, restarts the consumer key's expiry clock, and POSTs the credentials
   * to the callback URL (form-encoded, short timeout, no redirects; its answer is ignored, as in
   * Magento). If the POST cannot be made, the verifier is withdrawn: nothing stays half-activated.
   */
  private async startHandshake(integration: IntegrationKeys): Promise<HandshakeStarted> {
    // Checked before anything is written: a refused URL leaves no verifier behind.
    const identityLink = await this.identityLink(integration);
    const verifier = generateToken();
    const token = generateToken();
    await this.ds.query(
      `WITH touched AS (UPDATE oauth_consumer SET updated_at = now() WHERE entity_id = $1)
       INSERT INTO oauth_token (consumer_id, type, token, secret, verifier, callback_url, user_type)
       VALUES ($1, $2, $3, $4, $5, 'oob', $6)
       ON CONFLICT (consumer_id) DO UPDATE SET type = EXCLUDED.type, token = EXCLUDED.token, secret = EXCLUDED.secret,
         verifier = EXCLUDED.verifier, revoked = false, authorized = false, created_at = now()`,
      [integration.consumer_id, OauthTokenType.Verifier, token, await this.box.seal(generateToken()), verifier, UserType.Integration],
    );
    try {
      await this.postToConsumer(integration.endpoint!, {
        oauth_consumer_key: integration.key,
        oauth_consumer_secret: await this.box.open(integration.secret),
        store_base_url: this.app.baseUrl.replace(/\/*$/, '/'),
        oauth_verifier: verifier,
      });
    } catch (error) {
      await this.ds.query(`DELETE FROM oauth_token WHERE consumer_id = $1 AND token = $2`, [integration.consumer_id, token]);
      // The cause goes to the log only (never the URL's answer, which may carry anything).
      logger.warn('integration callback POST failed', { integration: integration.integration_id, reason: describe(error) });
      throw new LocalizedException(POST_FAILED);
    }
    return { identity_link_url: identityLink, oauth_consumer_key: integration.key };
  }

  private async postToConsumer(endpoint: string, fields: Record<string, string>): Promise<void> {
    const seconds = await this.config.getInt('oauth/consumer/post_timeout', 5);
    // Resolved and checked here, and the connection pinned to the checked address.
    const destination = await checkDestination(endpoint, this.app.integrationCallbackAllowedHosts);
    await postForm(endpoint, destination, fields, seconds * 1000);
  }

  /**
   * The application's login page for the administrator's browser. The store never requests it, but
   * it is held to the callback's rule: an integration must not send the administrator's browser
   * (with the consumer key) to an address inside the store's network either.
   */
  private async identityLink(integration: IntegrationKeys): Promise<string | null> {
    if (!integration.identity_link_url) return null;
    try {
      await checkDestination(integration.identity_link_url, this.app.integrationCallbackAllowedHosts);
    } catch (error) {
      // A name the store cannot resolve points nowhere in its network; only the browser resolves it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOTFOUND') {
        logger.warn('integration identity link refused', { integration: integration.integration_id, reason: describe(error) });
        throw new LocalizedException(POST_FAILED);
      }
    }
    const query = new URLSearchParams({
      oauth_consumer_key: integration.key,
      success_call_back: this.app.baseUrl.replace(/\/+$/, '') + LOGIN_SUCCESS_PATH,
    });
    return integration.identity_link_url + (integration.identity_link_url.includes('?') ? '&' : '?') + query.toString();
  }

  /** No callback URL: the verifier, request and access steps happen at once (Magento createAccessToken). */
  private async issueAccessToken(integration: IntegrationKeys): Promise<IssuedCredentials> {
    const access = { token: generateToken(), secret: generateToken() };
    await this.ds.query(
      `WITH issued AS (
         INSERT INTO oauth_token (consumer_id, type, token, secret, verifier, callback_url, user_type, authorized)
         VALUES ($1, $2, $3, $4, $5, 'oob', $6, true)
         ON CONFLICT (consumer_id) DO UPDATE SET type = EXCLUDED.type, token = EXCLUDED.token, secret = EXCLUDED.secret,
           verifier = EXCLUDED.verifier, revoked = false, authorized = true, created_at = now()
         RETURNING consumer_id
       )
       UPDATE integration SET status = $7, updated_at = now() WHERE consumer_id IN (SELECT consumer_id FROM issued)`,
      [
        integration.consumer_id,
        OauthTokenType.Access,
        access.token,
        await this.box.seal(access.secret),
        generateToken(),
        UserType.Integration,
        IntegrationStatus.Active,
      ],
    );
    return {
      consumer_key: integration.key,
      consumer_secret: await this.box.open(integration.secret),
      access_token: access.token,
      access_token_secret: access.secret,
    };
  }

  private async load(id: number): Promise<IntegrationKeys> {
    const [row]: IntegrationKeys[] = await this.ds.query(
      `SELECT i.integration_id, i.name, i.endpoint, i.identity_link_url, i.status, i.consumer_id, c.key, c.secret
       FROM integration i JOIN oauth_consumer c ON c.entity_id = i.consumer_id WHERE i.integration_id = $1`,
      [id],
    );
    if (!row) throw NoSuchEntityException.singleField('integrationId', id);
    return row;
  }
}

/** For the log: the failure's kind, never an answer's content. */
function describe(error: unknown): string {
  const e = error as Error & { code?: string };
  if (e instanceof RefusedDestination) return `refused destination (${e.message})`;
  return e?.code ?? e?.message ?? String(error);
}
