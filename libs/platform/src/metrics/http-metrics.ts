import { Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram } from 'prom-client';
import { Metrics } from './metrics';

const LABELS = ['method', 'route', 'status'] as const;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route each response belongs to, as a declared pattern (`/V1/products/:sku`), never its URL. */
const routes = new WeakMap<ServerResponse, string>();

/**
 * Names the route of the request `res` answers. The last name given wins: a mount names its prefix
 * (`/admin`), the front controller then names the declared route it matched. Label values must stay
 * a small, fixed set: a path with an id or a SKU in it would make one time series per entity.
 */
export function nameRoute(res: ServerResponse, route: string): void {
  routes.set(res, route);
}

type Next = (error?: unknown) => void;

/**
 * Request count and latency of every HTTP request the API answers, by method, route and status:
 * one middleware in front of everything, so no route or handler counts for itself.
 */
@Injectable()
export class HttpMetrics {
  private readonly requests: Counter<(typeof LABELS)[number]>;
  private readonly duration: Histogram<(typeof LABELS)[number]>;

  constructor(metrics: Metrics) {
    const registers = [metrics.registry];
    this.requests = new Counter({ name: 'mercato_http_requests_total', help: 'HTTP requests answered.', labelNames: LABELS, registers });
    this.duration = new Histogram({
      name: 'mercato_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer.',
      labelNames: LABELS,
      // prom-client's defaults stop at 10 s; bulk acceptance of 100,000 items and large price calls run longer.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
  }

  /** Express middleware, first of all: times the request and counts it once its answer is sent. */
  readonly observe = (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
      const labels = { method, route: routes.get(res) ?? 'unmatched', status: String(res.statusCode) };
      this.requests.inc(labels);
      this.duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };

  /** Express middleware for a mount point: its requests are labelled with the mount's path unless named more precisely. */
  mounted(path: string): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
    return (_req, res, next) => {
      nameRoute(res, path);
      next();
    };
  }
}
