import { assetUrl } from '../assets/static-assets';
import { AdminSession, FlashMessage } from '../session/admin-sessions';
import { formKeyField, messages } from './components';
import { html, SafeHtml } from './html';

export type Section = 'integrations' | 'bulks';

export interface LayoutInput {
  title: string;
  body: SafeHtml;
  session?: AdminSession | null;
  section?: Section;
  /** Messages of this response, shown after the ones left by the previous request. */
  messages?: FlashMessage[];
  /** Tells the browser script which page behaviour to enable (`data-page`). */
  page?: string;
}

const SECTIONS: { id: Section; href: string; label: string }[] = [
  { id: 'integrations', href: '/admin/integrations', label: 'Integrations' },
  { id: 'bulks', href: '/admin/bulks', label: 'Bulk Actions Log' },
];

/**
 * Every admin page: a skip link, the top bar with the main navigation and the signed-in
 * administrator, then `main`. No inline script or style, so the Content-Security-Policy can
 * allow only this origin's files.
 */
export function layout(input: LayoutInput): SafeHtml {
  const s = input.session;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="htmx-config" content='{"includeIndicatorStyles":false,"allowEval":false,"allowScriptTags":false,"historyCacheSize":0}'>
<title>${input.title} · Mercato Admin</title>
<link rel="stylesheet" href="${assetUrl('admin.css')}">
<script src="${assetUrl('htmx.min.js')}" defer></script>
<script src="${assetUrl('admin.js')}" defer></script>
</head>
<body${input.page ? html` data-page="${input.page}"` : ''}>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="topbar">
  <a class="brand" href="/admin">Mercato <span>Admin</span></a>
  ${s ? navigation(s, input.section) : ''}
</header>
<main id="main" tabindex="-1">
${messages(s?.flash ?? [], input.messages)}
${input.body}
</main>
</body>
</html>`;
}

function navigation(session: AdminSession, section?: Section): SafeHtml {
  return html`<nav class="main-nav" aria-label="Main">
      <ul>
        ${SECTIONS.map((x) => html`<li><a href="${x.href}" ${x.id === section ? html` aria-current="page"` : ''}>${x.label}</a></li>`)}
      </ul>
    </nav>
    <div class="account">
      <span class="account-name">Signed in as <strong>${session.username}</strong></span>
      <form method="post" action="/admin/logout">${formKeyField(session)}<button type="submit" class="button-quiet">Sign out</button></form>
    </div>`;
}
