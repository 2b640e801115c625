import type { NextFunction, Request, Response } from 'express';
import { logger } from './logger';
import { currentRequestId } from './request-ids';

/** One structured line per request: method, path, status, duration and the request's id. */
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const start = process.hrtime.bigint();
  const requestId = currentRequestId();
  res.on('finish', () => {
    const q = req.originalUrl.indexOf('?');
    logger.info('request', {
      method: req.method,
      path: q === -1 ? req.originalUrl : req.originalUrl.slice(0, q),
      status: res.statusCode,
      duration_ms: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
      request_id: requestId,
    });
  });
  next();
}
