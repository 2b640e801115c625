import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ADMIN_CSS } from './admin-css';
import { ADMIN_SCRIPT } from './admin-js';

interface Asset {
  body: Buffer;
  type: string;
  /** Content hash: in the URL, so a new build is fetched at once and the old one cached for good. */
  version: string;
}

/** The files the admin pages load: their own style sheet and script, and htmx from node_modules (no CDN). */
const SOURCES: Record<string, { type: string; load: () => Buffer }> = {
  'admin.css': { type: 'text/css; charset=utf-8', load: () => Buffer.from(ADMIN_CSS) },
  'admin.js': { type: 'text/javascript; charset=utf-8', load: () => Buffer.from(ADMIN_SCRIPT) },
  'htmx.min.js': { type: 'text/javascript; charset=utf-8', load: () => readFileSync(require.resolve('htmx.org/dist/htmx.min.js')) },
};

const loaded = new Map<string, Asset>();

function asset(name: string): Asset | null {
  const source = SOURCES[name];
  if (!source) return null;
  let found = loaded.get(name);
  if (!found) {
    const body = source.load();
    found = { body, type: source.type, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    loaded.set(name, found);
  }
  return found;
}

/** The versioned URL of an admin asset. */
export function assetUrl(name: string): string {
  return `/admin/static/${name}?v=${asset(name)!.version}`;
}

/** GET /admin/static/:name */
export function serveAsset(req: Request, res: Response): void {
  const found = asset(String(req.params.name));
  if (!found) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  const etag = `"${found.version}"`;
  res.setHeader('Cache-Control', req.query.v === found.version ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.type(found.type).send(found.body);
}
