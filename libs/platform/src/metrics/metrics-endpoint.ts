import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { logger } from '../logging/logger';
import { metricsAccess } from './metrics-access';
import { Metrics } from './metrics';

/**
 * `GET /metrics` in Prometheus's text format, behind the configured protection (metrics-access.ts).
 * The API mounts it at /metrics; the consumer serves it on its own port (MetricsServer).
 */
@Injectable()
export class MetricsEndpoint {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Express handler, mounted at /metrics (the path itself only). */
  readonly handle = (req: IncomingMessage & { path?: string }, res: ServerResponse, next: () => void): void => {
    if (req.path !== '/') return next();
    void this.serve(req, res);
  };

  /** Answers one metrics request, whatever its path. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const access = metricsAccess(this.config.metricsToken, req.headers.authorization, req.socket.remoteAddress);
    if (access === 'token-required') {
      return sendJson(res, 401, { message: 'A valid metrics token is required.' }, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    if (access === 'loopback-only') {
      return sendJson(res, 403, { message: 'Metrics are answered to loopback clients only unless METRICS_TOKEN is set.' });
    }
    let text: string;
    try {
      text = await this.metrics.render();
    } catch (error) {
      logger.error('metrics: rendering failed', { error: (error as Error)?.message });
      return sendJson(res, 500, { message: 'The metrics could not be collected.' });
    }
    res.writeHead(200, {
      'Content-Type': this.metrics.contentType,
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }
}

/** Refusals in Magento's error envelope, as every other HTTP answer of the store. */
function sendJson(res: ServerResponse, status: number, body: { message: string }, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
