import autocannon from 'autocannon';
import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { seedProducts } from './price-storage.bench';
import { post, round, writeResult } from './support';

const DURATION_S = 10;
const CONNECTIONS = 32;

/**
 * Signed store calls: GET /V1/products/:sku signed with an integration's access token (HMAC-SHA256,
 * a fresh nonce per request, so every call stores one) against the same reads with an admin bearer
 * token. The load generator signs on the same two cores, so the ratio understates the server.
 */
export async function benchOauth(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, 1000, 'bench-oauth');
  const created = await post(base, '/rest/V1/integrations', token, { integration: { name: `bench-${Date.now()}`, all_resources: true } });
  const creds = (await post(base, `/rest/V1/integrations/${(created.body as { id: number }).id}/activate`, token, {})).body as {
    consumer_key: string;
    consumer_secret: string;
    access_token: string;
    access_token_secret: string;
  };
  const signer = new OAuth({
    consumer: { key: creds.consumer_key, secret: creds.consumer_secret },
    signature_method: 'HMAC-SHA256',
    hash_function: (text, key) => createHmac('sha256', key).update(text).digest('base64'),
  });
  const accessToken = { key: creds.access_token, secret: creds.access_token_secret };
  let i = 0;
  let j = 0;
  // Warm-up (product cache, HTTP path), not measured.
  await autocannon({
    url: `${base}/rest/V1/products/${skus[0]}`,
    connections: CONNECTIONS,
    duration: 2,
    headers: { Authorization: `Bearer ${token}` },
  });
  const bearer = await autocannon({
    url: `${base}/rest/V1/products/${skus[0]}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { Authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: `/rest/V1/products/${skus[i++ % skus.length]}` }) }],
  });
  const signed = await autocannon({
    url: `${base}/rest/V1/products/${skus[0]}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req) => {
          const path = `/rest/V1/products/${skus[j++ % skus.length]}`;
          const auth = signer.toHeader(signer.authorize({ url: base + path, method: 'GET' }, accessToken));
          return { ...req, path, headers: { ...req.headers, Authorization: auth.Authorization } };
        },
      },
    ],
  });
  const summary = (r: autocannon.Result) => ({
    requests_per_s: round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
    errors: r.errors,
  });
  const rows = [
    { route: 'GET /rest/V1/products/:sku (admin bearer)', ...summary(bearer) },
    { route: 'GET /rest/V1/products/:sku (OAuth HMAC-SHA256)', ...summary(signed) },
  ];
  console.table(rows);
  const ratio = signed.requests.average / bearer.requests.average;
  console.log(`signed / bearer throughput: ${round(ratio * 100)} %`);
  const file = writeResult('oauth', {
    when: new Date().toISOString(),
    mode,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
    results: rows,
    ratio_percent: round(ratio * 100),
    note: 'each signed call stores its nonce (one INSERT); consumer and token are cached per process',
  });
  console.log(`written ${file}`);
}
