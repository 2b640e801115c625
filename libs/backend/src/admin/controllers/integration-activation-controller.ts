import { Injectable } from '@nestjs/common';
import type { Request, Response, Router } from 'express';
import { IntegrationActivationService, IntegrationService, IssuedCredentials } from '@mercato/integration';
import { WebApiError } from '@mercato/platform';
import { contextOf, intParam, seeOther, sendHtml, sessionOf, wantsJson } from '../http/admin-http';
import { requireAcl } from '../http/guards';
import { errorMessages } from '../phrases';
import { AdminSessions } from '../session/admin-sessions';
import {
  ActivationMode,
  continueAtApplicationPage,
  credentialsPage,
  loginSuccessPage,
  permissionsPage,
  sentForActivation,
} from '../views/activation-view';
import { INTEGRATIONS_ACL } from './integrations-controller';

/** Where the application sends the pop-up back (the service names the same path). */
export const LOGIN_SUCCESS_PATH = '/admin/integration/loginSuccessCallback';

interface Integration {
  id: number;
  name: string;
  endpoint: string | null;
  identity_link_url: string | null;
  all_resources: boolean;
  resources: string[];
}

/**
 * Activation of spec §3.2 from the grid (Magento's permissions dialog, TokensExchange and
 * tokensDialog): the permissions step, then the service's activation — with a callback URL it
 * POSTs the credentials and the admin continues at the application's sign-in page; without one
 * the four credentials are shown once. Revoke withdraws access.
 */
@Injectable()
export class IntegrationActivationController {
  constructor(
    private readonly integrations: IntegrationService,
    private readonly activation: IntegrationActivationService,
    private readonly sessions: AdminSessions,
  ) {}

  /** success_call_back: no session needed, see loginSuccessPage. */
  mountPublic(router: Router): void {
    router.get('/integration/loginSuccessCallback', (_req, res) => sendHtml(res, loginSuccessPage()));
  }

  mount(router: Router): void {
    const acl = requireAcl(INTEGRATIONS_ACL);
    for (const mode of ['activate', 'reauthorize'] as const) {
      router.get(`/integrations/:id/${mode}`, acl, (req, res) => this.permissions(req, res, mode));
      router.post(`/integrations/:id/${mode}`, acl, (req, res) => this.activate(req, res, mode));
    }
    router.post('/integrations/:id/revoke', acl, (req, res) => this.revoke(req, res));
  }

  private async permissions(req: Request, res: Response, mode: ActivationMode): Promise<void> {
    const integration = await this.load(res, req.params.id);
    if (!integration) return this.back(req, res, 'error', 'This integration no longer exists.');
    sendHtml(res, permissionsPage({ session: sessionOf(res), mode, integration }));
  }

  private async activate(req: Request, res: Response, mode: ActivationMode): Promise<void> {
    const integration = await this.load(res, req.params.id);
    if (!integration) return this.back(req, res, 'error', 'This integration no longer exists.');
    // The script asks only for integrations it saw with both URLs; if they went since, it must
    // not activate here, or the credentials meant to be shown once would go to a JSON answer.
    if (wantsJson(req) && !(integration.endpoint && integration.identity_link_url)) {
      res.status(409).json({ message: 'The integration has changed. Reload the page and try again.' });
      return;
    }
    let result: Awaited<ReturnType<IntegrationActivationService['activate']>>;
    try {
      const ctx = contextOf(res);
      result =
        mode === 'reauthorize'
          ? await this.activation.reauthorize(ctx, integration.id)
          : await this.activation.activate(ctx, integration.id);
    } catch (error) {
      if (!(error instanceof WebApiError) || error.httpStatus >= 500) throw error;
      return this.back(req, res, 'error', errorMessages(error).join(' '));
    }
    if (isCredentials(result)) {
      sendHtml(res, credentialsPage(sessionOf(res), integration.name, result));
      return;
    }
    if (!result.identity_link_url) {
      // A callback but no sign-in page: the application completes the exchange on its own.
      return this.back(req, res, 'notice', sentForActivation(mode, integration.name));
    }
    const link = withAdminReturn(result.identity_link_url, req);
    if (wantsJson(req)) res.json({ identity_link_url: link });
    else sendHtml(res, continueAtApplicationPage(sessionOf(res), mode, integration.name, link));
  }

  private async revoke(req: Request, res: Response): Promise<void> {
    const integration = await this.load(res, req.params.id);
    if (!integration) return this.back(req, res, 'error', 'This integration no longer exists.');
    await this.activation.revoke(contextOf(res), integration.id);
    return this.back(req, res, 'success', `The access of integration '${integration.name}' has been revoked.`);
  }

  private async load(res: Response, rawId: string | string[]): Promise<Integration | null> {
    const id = intParam(rawId);
    if (id === null) return null;
    try {
      return (await this.integrations.get(contextOf(res), id)) as unknown as Integration;
    } catch (error) {
      if (error instanceof WebApiError && error.httpStatus === 404) return null;
      throw error;
    }
  }

  /** To the grid with a message (as JSON for the script, which then goes there itself). */
  private async back(req: Request, res: Response, kind: 'success' | 'notice' | 'error', text: string): Promise<void> {
    if (wantsJson(req)) {
      if (kind === 'error') res.status(400).json({ message: text });
      else {
        await this.sessions.flash(sessionOf(res), kind, text);
        res.json({ redirect: '/admin/integrations' });
      }
      return;
    }
    await this.sessions.flash(sessionOf(res), kind, text);
    seeOther(res, '/admin/integrations');
  }
}

function isCredentials(result: object): result is IssuedCredentials {
  return 'access_token' in result;
}

/**
 * The identity link the service built returns to BASE_URL (the store's address). The
 * administrator is on the admin's own address, which may differ (a proxy, another host name):
 * as Magento's admin does, success_call_back names the admin page the request came from.
 */
function withAdminReturn(identityLink: string, req: Request): string {
  const url = new URL(identityLink);
  url.searchParams.set('success_call_back', adminOrigin(req) + LOGIN_SUCCESS_PATH);
  return url.toString();
}

function adminOrigin(req: Request): string {
  const origin = req.get('Origin');
  if (origin && /^https?:\/\/[^/]+$/i.test(origin)) return origin;
  return `${req.protocol}://${req.get('host')}`;
}
