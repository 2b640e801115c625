import { FlashMessage } from '../session/admin-sessions';
import { field } from './components';
import { html, SafeHtml } from './html';
import { layout } from './layout';

export interface SignInInput {
  formKey: string;
  username?: string;
  /** Where to go once signed in (a path under /admin). */
  next?: string;
  errors?: string[];
  notices?: FlashMessage[];
}

export function signInPage(input: SignInInput): SafeHtml {
  const messages: FlashMessage[] = [...(input.notices ?? []), ...(input.errors ?? []).map((text) => ({ kind: 'error' as const, text }))];
  return layout({
    title: 'Sign in',
    messages,
    body: html`<div class="sign-in panel">
      <h1>Sign in</h1>
      <p class="lead">Sign in with your administrator account.</p>
      <form method="post" action="/admin/login" novalidate>
        <input type="hidden" name="form_key" value="${input.formKey}" />
        ${input.next ? html`<input type="hidden" name="next" value="${input.next}" />` : ''}
        ${field({
          id: 'username',
          name: 'username',
          label: 'User Name',
          value: input.username,
          required: true,
          autocomplete: 'username',
          autofocus: !input.username,
        })}
        ${field({
          id: 'password',
          name: 'password',
          label: 'Password',
          type: 'password',
          required: true,
          autocomplete: 'current-password',
          autofocus: !!input.username,
        })}
        <button type="submit" class="button-primary">Sign in</button>
      </form>
    </div>`,
  });
}
