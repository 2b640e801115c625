require('./dist/apps/register-paths');
const { loadConfig } = require('@mercato/platform');
const { createApiApp } = require('./dist/apps/api/src/create-api-app');
const { DataSource } = require('typeorm');
(async () => {
  const app = await createApiApp(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/qtmp', LOG_LEVEL: 'silent', ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'aaaaaaaa' }));
  const ds = app.get(DataSource);
  const orig = ds.query.bind(ds);
  let log = false;
  ds.query = async (sql, p) => { const t = performance.now(); const r = await orig(sql, p); if (log) console.log('  sql', (performance.now() - t).toFixed(2), sql.replace(/\s+/g, ' ').slice(0, 60)); return r; };
  await app.listen(3224, '127.0.0.1');
  const token = await (await fetch('http://127.0.0.1:3224/rest/V1/integration/admin/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'a', password: 'aaaaaaaa' }) })).json();
  for (let i = 0; i < 200; i++) await fetch('http://127.0.0.1:3224/rest/V1/products/bench-price-' + i, { headers: { Authorization: 'Bearer ' + token } }).then(r => r.text());
  log = true;
  for (let i = 0; i < 3; i++) { const t = performance.now(); await fetch('http://127.0.0.1:3224/rest/V1/products/bench-price-' + i, { headers: { Authorization: 'Bearer ' + token } }).then(r => r.text()); console.log('total', (performance.now() - t).toFixed(2)); }
  await app.close();
})();
