import { Inject, Injectable } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '@mercato/platform';
import { analyticsMediaRoot } from '../services/analytics-media';

/**
 * Serves the prepared exports at `/media/analytics/<hash>/data.tgz`, where the link points (in
 * Magento the web server serves pub/media). Read-only files, no directory listing, no index
 * pages, no dot files; anything else falls through to the app's 404.
 */
@Injectable()
export class AnalyticsFiles {
  private readonly files: express.Handler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.files = express.static(analyticsMediaRoot(config), { index: false, redirect: false, dotfiles: 'ignore', fallthrough: true });
  }

  /** Express handler, mounted at /media/analytics. */
  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('X-Content-Type-Options', 'nosniff');
    this.files(req, res, next);
  };
}
