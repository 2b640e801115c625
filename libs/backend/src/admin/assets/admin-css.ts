/**
 * The admin pages' style sheet, served as /admin/static/admin.css. Kept in a module (not a file
 * beside it) so that the build, which ships only compiled code, carries it. Colours meet WCAG AA
 * contrast; every focusable element shows a focus ring; below 40rem tables turn into stacked
 * cards and the top bar wraps, so the pages work on a phone.
 */
export const ADMIN_CSS = String.raw`
:root {
  --ink: #1f2328;
  --muted: #57606a;
  --line: #d0d7de;
  --bg: #f4f5f7;
  --panel: #ffffff;
  --bar: #2b2623;
  --accent: #ad3d0b;
  --accent-dark: #8a2f07;
  --focus: #1f6feb;
  --ok: #116329;
  --ok-bg: #dafbe1;
  --warn: #7d4e00;
  --warn-bg: #fff8c5;
  --bad: #a40e26;
  --bad-bg: #ffebe9;
  --open: #8c959f;
  --radius: 6px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink);
  background: var(--bg);
}
a { color: #0b57d0; }
a:hover { color: #08419c; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
main:focus { outline: none; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875em; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
p { margin: 0 0 0.75rem; }
[hidden] { display: none !important; }

.skip-link {
  position: absolute; left: 0.5rem; top: -3rem; z-index: 10;
  background: var(--panel); color: var(--ink); padding: 0.5rem 1rem; border-radius: var(--radius);
}
.skip-link:focus { top: 0.5rem; }

.topbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem;
  background: var(--bar); color: #fff; padding: 0.6rem 1.25rem;
}
.brand { color: #fff; text-decoration: none; font-weight: 700; font-size: 1.1rem; letter-spacing: 0.02em; }
.brand span { color: #f4a261; font-weight: 600; }
.brand:hover { color: #fff; }
.main-nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; }
.main-nav a {
  display: block; color: #e8e4e1; text-decoration: none; padding: 0.4rem 0.75rem; border-radius: var(--radius);
}
.main-nav a:hover { background: rgba(255, 255, 255, 0.1); color: #fff; }
.main-nav a[aria-current="page"] { background: rgba(255, 255, 255, 0.16); color: #fff; font-weight: 600; }
.account { margin-left: auto; display: flex; align-items: center; gap: 0.75rem; font-size: 0.9rem; color: #e8e4e1; }
.account form { margin: 0; }
.topbar .button-quiet { color: #fff; border-color: rgba(255, 255, 255, 0.5); background: transparent; }
.topbar .button-quiet:hover { background: rgba(255, 255, 255, 0.1); }

main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
.page-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-bottom: 1.25rem; }
.page-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 1.25rem; margin-bottom: 1.25rem; }
.panel > h2:first-of-type { margin-top: 0; }
.lead { color: var(--muted); }

.messages { display: grid; gap: 0.5rem; margin-bottom: 1.25rem; }
.message { padding: 0.75rem 1rem; border-radius: var(--radius); border-left: 4px solid; }
.message-success { background: var(--ok-bg); border-color: var(--ok); color: #0a3d1b; }
.message-notice { background: var(--warn-bg); border-color: #bf8700; color: #4d3000; }
.message-error { background: var(--bad-bg); border-color: var(--bad); color: #6e0a1b; }

button, .button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem;
  min-height: 2.5rem; padding: 0.45rem 1rem; border-radius: var(--radius);
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
  border: 1px solid var(--line); background: var(--panel); color: var(--ink);
}
button:hover, .button:hover { background: #eef0f3; color: var(--ink); }
.button-primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.button-primary:hover { background: var(--accent-dark); border-color: var(--accent-dark); color: #fff; }
.button-danger { color: var(--bad); border-color: #e3a4ab; }
.button-danger:hover { background: var(--bad-bg); color: var(--bad); }
.button-small { min-height: 2.25rem; padding: 0.25rem 0.7rem; font-size: 0.875rem; }
.button-quiet { font-weight: 500; }
.inline-form { display: inline; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }

.field { margin-bottom: 1rem; max-width: 36rem; }
label, legend { display: block; font-weight: 600; margin-bottom: 0.3rem; }
input[type="text"], input[type="email"], input[type="url"], input[type="password"] {
  width: 100%; min-height: 2.6rem; padding: 0.5rem 0.7rem; font: inherit; color: var(--ink);
  border: 1px solid #8c959f; border-radius: var(--radius); background: #fff;
}
input[readonly] { background: #f6f8fa; }
.field-invalid input { border-color: var(--bad); }
.hint { color: var(--muted); font-size: 0.875rem; margin: 0.3rem 0 0; }
.field-error { color: var(--bad); font-size: 0.9rem; font-weight: 600; margin: 0.3rem 0 0; }
.required { color: var(--bad); }
fieldset { border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem 1rem 1rem; margin: 0 0 1rem; min-width: 0; }
.choice { display: flex; align-items: flex-start; gap: 0.5rem; font-weight: 400; margin: 0.35rem 0; }
.choice input { width: 1.15rem; height: 1.15rem; margin: 0.2rem 0 0; flex: none; }
.form-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1.25rem; }

.resource-tree { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); align-items: start; }
.resource-tree fieldset { margin: 0; background: #fafbfc; }
.resource-tree legend { font-weight: 400; margin: 0; padding: 0 0.25rem; max-width: 100%; overflow-wrap: anywhere; }
.resource-tree legend .choice { font-weight: 600; margin: 0; }
.resource-tree ul { list-style: none; margin: 0.25rem 0 0; padding: 0 0 0 1.6rem; }

.table-wrap { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); overflow-x: auto; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; padding: 0.75rem 1rem; font-weight: 600; color: var(--muted); }
th, td { text-align: left; padding: 0.65rem 1rem; border-top: 1px solid var(--line); vertical-align: top; }
thead th { background: #f6f8fa; font-size: 0.875rem; color: var(--muted); border-top: 0; white-space: nowrap; }
tbody tr:hover { background: #fafbfc; }
td.numeric, th.numeric { text-align: right; }
.empty { padding: 2rem 1rem; text-align: center; color: var(--muted); }
.secondary { display: block; color: var(--muted); font-size: 0.85rem; }

.badge { display: inline-block; padding: 0.1rem 0.55rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; white-space: nowrap; }
.badge-ok { background: var(--ok-bg); color: var(--ok); }
.badge-warn { background: var(--warn-bg); color: var(--warn); }
.badge-bad { background: var(--bad-bg); color: var(--bad); }
.badge-muted { background: #eaeef2; color: #424a53; }
.badge-open { background: #ddf4ff; color: #0a3069; }

.progress { min-width: 12rem; }
.progress-bar {
  display: block; width: 100%; height: 0.5rem; border-radius: 999px; background: #eaeef2; margin: 0.35rem 0 0.25rem; overflow: hidden;
}
.progress-bar .seg-complete { fill: #2da44e; }
.progress-bar .seg-failed { fill: #cf222e; }
.progress-bar .seg-rejected { fill: #9a6700; }
.progress-counts { font-size: 0.85rem; color: var(--muted); }

.summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.75rem 1.5rem; margin: 0; }
.summary dt { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
.summary dd { margin: 0.1rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
.filters { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0 0 0.75rem; padding: 0; list-style: none; }
.filters a {
  display: inline-block; padding: 0.3rem 0.8rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none;
  color: var(--ink); background: var(--panel);
}
.filters a[aria-current="true"] { background: var(--ink); border-color: var(--ink); color: #fff; }
pre.json {
  background: #f6f8fa; border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem 1rem; overflow-x: auto;
  font-size: 0.85rem; margin: 0;
}

.pager { display: flex; justify-content: space-between; align-items: center; gap: 1rem; margin-top: 1rem; }
.credentials { display: grid; gap: 0.25rem; }
.credentials .field { max-width: 100%; }
.credentials input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.sign-in { max-width: 24rem; margin: 3rem auto; }
.sign-in h1 { margin-bottom: 1rem; }
.sign-in .field { max-width: none; }
.sign-in button { width: 100%; }

@media (max-width: 40rem) {
  main { padding: 1rem 0.75rem 2rem; }
  .topbar { padding: 0.5rem 0.75rem; }
  .account { margin-left: 0; width: 100%; justify-content: space-between; }
  h1 { font-size: 1.35rem; }
  .table-stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .table-stack, .table-stack caption, .table-stack tbody, .table-stack tr, .table-stack td { display: block; width: 100%; }
  .table-stack tr { border-top: 1px solid var(--line); padding: 0.5rem 0; }
  .table-stack td { border: 0; padding: 0.3rem 1rem; }
  .table-stack td[data-label]::before {
    content: attr(data-label); display: block; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em;
    color: var(--muted);
  }
  .table-stack td.numeric { text-align: left; }
  .progress { min-width: 0; }
}
`;
