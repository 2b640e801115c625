/**
 * The admin pages' own browser script, served as /admin/static/admin.js (a module string so
 * that the compiled build carries it; the project compiles for Node, without DOM types). Every
 * page works without it; it adds confirmations, the resource tree's group boxes, and the
 * integration sign-in pop-up of spec §3.2. Live bulk progress is htmx's (hx-trigger="every 1s").
 */
export const ADMIN_SCRIPT = String.raw`(function () {
  'use strict';

  /** The pop-up and the admin page talk over this channel (same origin, no window.opener). */
  var CHANNEL = 'mercato-admin-integrations';
  var LOGIN_DONE = 'integration-login-done';

  function each(selector, fn, root) {
    Array.prototype.forEach.call((root || document).querySelectorAll(selector), fn);
  }

  // Forms that destroy or revoke something ask first.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.dataset && form.dataset.confirm && !window.confirm(form.dataset.confirm)) event.preventDefault();
  }, true);

  // Resource access: the tree matters only for "Custom".
  function syncResourceAccess() {
    var tree = document.getElementById('resource-tree');
    var all = document.querySelector('input[name="all_resources"][value="1"]');
    if (tree && all) tree.hidden = all.checked;
  }
  each('input[name="all_resources"]', function (radio) { radio.addEventListener('change', syncResourceAccess); });
  syncResourceAccess();

  // A module's box checks or clears its resources, and shows whether some or all are checked.
  function syncGroup(toggle) {
    var items = document.querySelectorAll('input[data-group="' + toggle.dataset.groupToggle + '"]');
    var checked = Array.prototype.filter.call(items, function (i) { return i.checked; }).length;
    toggle.checked = checked > 0 && checked === items.length;
    toggle.indeterminate = checked > 0 && checked < items.length;
  }
  each('input[data-group-toggle]', function (toggle) {
    toggle.hidden = false;
    toggle.addEventListener('change', function () {
      each('input[data-group="' + toggle.dataset.groupToggle + '"]', function (i) { i.checked = toggle.checked; });
      syncGroup(toggle);
    });
    each('input[data-group="' + toggle.dataset.groupToggle + '"]', function (i) {
      i.addEventListener('change', function () { syncGroup(toggle); });
    });
    syncGroup(toggle);
  });

  // Credentials shown once: focusing one selects it for copying.
  each('input[data-autoselect]', function (input) {
    input.addEventListener('focus', function () { input.select(); });
  });

  // Activation with a callback and identity link (spec §3.2): the pop-up is opened while the click
  // still counts as the user's (so no blocker stops it), cut from this window (no opener), then
  // sent to the application's sign-in page once the callback POST succeeded.
  each('form[data-handshake]', function (form) {
    var waiting = document.getElementById('activation-waiting');
    var failure = document.getElementById('activation-error');
    var button = form.querySelector('button[type="submit"]');
    var back = form.dataset.returnTo || '/admin/integrations';

    function fail(message) {
      failure.textContent = message || 'Sorry, something went wrong. Please try again later.';
      failure.hidden = false;
      button.disabled = false;
      failure.focus();
    }

    form.addEventListener('submit', function (event) {
      if (event.defaultPrevented) return;
      var popup = window.open('', 'mercato-integration-login', 'popup,width=680,height=600');
      // Blocked anyway: the form posts as usual and the next page links to the sign-in page.
      if (!popup) return;
      event.preventDefault();
      try {
        popup.document.title = 'Connecting…';
        popup.document.body.textContent = 'Connecting to the application…';
      } catch (e) { /* a reused window on another origin */ }
      popup.opener = null;
      failure.hidden = true;
      button.disabled = true;
      fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin'
      }).then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      }).then(function (result) {
        if (result.body.redirect) {
          popup.close();
          window.location.assign(result.body.redirect);
          return;
        }
        if (!result.ok || !result.body.identity_link_url) {
          popup.close();
          fail(result.body.message);
          return;
        }
        popup.location.href = result.body.identity_link_url;
        form.hidden = true;
        waiting.hidden = false;
        waiting.focus();
        var done = false;
        var finish = function () {
          if (done) return;
          done = true;
          window.location.assign(back);
        };
        if ('BroadcastChannel' in window) {
          new BroadcastChannel(CHANNEL).onmessage = function (message) { if (message.data === LOGIN_DONE) finish(); };
        }
        var timer = setInterval(function () {
          if (popup.closed) {
            clearInterval(timer);
            finish();
          }
        }, 500);
      }).catch(function () {
        popup.close();
        fail();
      });
    });
  });

  // success_call_back: tell the admin page, close the pop-up; opened as a page of its own, go to the grid.
  if (document.body.dataset.page === 'integration-login-success') {
    try { new BroadcastChannel(CHANNEL).postMessage(LOGIN_DONE); } catch (e) { /* no channel: the admin page sees the pop-up close */ }
    window.close();
    setTimeout(function () { window.location.replace('/admin/integrations'); }, 1000);
  }
})();
`;
