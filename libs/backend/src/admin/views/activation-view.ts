import type { IssuedCredentials } from '@mercato/integration';
import { AdminSession } from '../session/admin-sessions';
import { field, formKeyField, pageHeader } from './components';
import { html, SafeHtml } from './html';
import { layout } from './layout';

export type ActivationMode = 'activate' | 'reauthorize';

export interface PermissionsInput {
  session: AdminSession;
  mode: ActivationMode;
  integration: {
    id: number;
    name: string;
    endpoint: string | null;
    identity_link_url: string | null;
    all_resources: boolean;
    resources: string[];
  };
}

/** Magento's notices once the callback POST went out. */
export function sentForActivation(mode: ActivationMode, name: string): string {
  return mode === 'reauthorize'
    ? `Integration '${name}' has been sent for re-authorization.`
    : `Integration '${name}' has been sent for activation.`;
}

export const SIGN_IN_AT_APPLICATION = 'Please setup or sign in into your 3rd party account to complete setup of this integration.';

/**
 * The permissions step (Magento's permissions dialog): what the integration may access, and
 * Allow (or Reauthorize). With a callback and an identity link the script takes the click over:
 * it opens the pop-up, posts, and sends the pop-up to the application's sign-in page.
 */
export function permissionsPage(input: PermissionsInput): SafeHtml {
  const i = input.integration;
  const handshake = !!(i.endpoint && i.identity_link_url);
  const verb = input.mode === 'reauthorize' ? 'Reauthorize' : 'Allow';
  return layout({
    title: `${verb} ${i.name}`,
    session: input.session,
    section: 'integrations',
    body: html`${pageHeader(html`${input.mode === 'reauthorize' ? 'Reauthorize' : 'Activate'} “${i.name}”`)}
      <section class="panel" aria-labelledby="permissions-heading">
        <h2 id="permissions-heading">API permissions</h2>
        <p>The integration you selected asks you to approve access to the following:</p>
        ${
          i.all_resources
            ? html`<p><strong>All resources</strong> of the store’s web API.</p>`
            : i.resources.length
              ? html`<ul>
                  ${i.resources.map((r) => html`<li><code>${r}</code></li>`)}
                </ul>`
              : html`<p><strong>No resources.</strong> It can sign calls but reach no protected route.</p>`
        }
        ${
          i.endpoint
            ? html`<p class="lead">
                Its consumer key and secret are sent to <code>${i.endpoint}</code>${
                  i.identity_link_url ? html`, then its sign-in page opens in a pop-up window` : ''
                }.
              </p>`
            : html`<p class="lead">It has no callback URL: its tokens are shown to you on the next page, once.</p>`
        }
        <div id="activation-error" class="message message-error" role="alert" tabindex="-1" hidden></div>
        <form
          method="post"
          action="/admin/integrations/${i.id}/${input.mode}"
          ${handshake ? html` data-handshake="1"` : ''}
          data-return-to="/admin/integrations"
        >
          ${formKeyField(input.session)}
          <div class="form-actions">
            <button type="submit" class="button-primary">${verb}</button>
            <a class="button" href="/admin/integrations">Cancel</a>
          </div>
        </form>
        <div id="activation-waiting" class="message message-notice" role="status" tabindex="-1" hidden>
          <p>${sentForActivation(input.mode, i.name)}</p>
          <p>${SIGN_IN_AT_APPLICATION}</p>
          <p>
            This page returns to the integrations once you are done in the pop-up window.
            <a href="/admin/integrations">Back to integrations</a>
          </p>
        </div>
      </section>`,
  });
}

/** Without the script (or with pop-ups blocked): the sign-in page as a link, in this window. */
export function continueAtApplicationPage(session: AdminSession, mode: ActivationMode, name: string, identityLink: string): SafeHtml {
  return layout({
    title: 'Sign in at the application',
    session,
    section: 'integrations',
    messages: [{ kind: 'notice', text: sentForActivation(mode, name) }],
    body: html`${pageHeader(html`Finish activating “${name}”`)}
      <div class="panel">
        <p>${SIGN_IN_AT_APPLICATION}</p>
        <p><a class="button button-primary" href="${identityLink}">Continue to the application’s sign-in page</a></p>
        <p class="lead">When you are done there, the application sends you back to the integrations.</p>
      </div>`,
  });
}

/** An integration without a callback URL: its four credentials, this once. */
export function credentialsPage(session: AdminSession, name: string, credentials: IssuedCredentials): SafeHtml {
  const item = (id: string, label: string, value: string) =>
    field({ id, name: id, label, value, readonly: true, autocomplete: 'off', copyable: true });
  return layout({
    title: `Integration tokens for ${name}`,
    session,
    section: 'integrations',
    messages: [{ kind: 'success', text: `The integration '${name}' is active.` }],
    body: html`${pageHeader(html`Integration tokens for “${name}”`)}
      <div class="panel">
        <p class="message message-notice">
          Copy these credentials now and keep them safe: they are shown only this once. Reauthorize the integration to get new ones.
        </p>
        <div class="credentials">
          ${item('consumer-key', 'Consumer Key', credentials.consumer_key)}
          ${item('consumer-secret', 'Consumer Secret', credentials.consumer_secret)}
          ${item('access-token', 'Access Token', credentials.access_token)}
          ${item('access-token-secret', 'Access Token Secret', credentials.access_token_secret)}
        </div>
        <div class="form-actions"><a class="button button-primary" href="/admin/integrations">Done</a></div>
      </div>`,
  });
}

/**
 * success_call_back: the application sends the pop-up here after its sign-in. Reachable without a
 * session (a cross-site navigation carries no SameSite=Strict cookie); it only tells the admin
 * page and closes itself.
 */
export function loginSuccessPage(): SafeHtml {
  return layout({
    title: 'Sign-in complete',
    page: 'integration-login-success',
    body: html`<div class="panel">
      <h1>Sign-in complete</h1>
      <p>The application has finished its part. This window closes by itself.</p>
      <p><a href="/admin/integrations">Return to the integrations</a></p>
    </div>`,
  });
}
