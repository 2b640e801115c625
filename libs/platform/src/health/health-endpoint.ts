import { Inject, Injectable, Optional } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Database } from '../database/database';
import { QUEUE_HEALTH, QueueHealth } from '../webapi/ports';

/** `GET /health`: 200 once migrations ran and the database and the queue answer, 503 otherwise. */
@Injectable()
export class HealthEndpoint {
  constructor(
    private readonly ds: Database,
    @Optional() @Inject(QUEUE_HEALTH) private readonly queue?: QueueHealth,
  ) {}

  /** Express handler, mounted at /health (the path itself only). */
  readonly handle = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.path !== '/') return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let ok = this.ds.connected && (this.queue?.healthy() ?? true);
    if (ok) {
      try {
        await this.ds.query('SELECT 1');
      } catch {
        ok = false;
      }
    }
    const body = JSON.stringify(ok ? { status: 'ok' } : { status: 'unavailable' });
    res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
