import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import {
  AppConfig,
  FrontController,
  HealthEndpoint,
  installFrontDoor,
  RequestStep,
  HttpMetrics,
  MetricsEndpoint,
  NestLogAdapter,
  requestIds,
  requestLogger,
  setLogSilent,
} from '@mercato/platform';
import { OutboxRelay } from '@mercato/async-operations';
import { OauthTokenEndpoint } from '@mercato/integration';
import { MarketplaceApi } from '@mercato/marketplace';
import { AnalyticsFiles } from '@mercato/analytics';
import { AdminUi } from '@mercato/backend';
import { ApiModule } from './api.module';

/** Builds the API application (used by main, the launcher and the end-to-end tests). */
export async function createApiApp(config: AppConfig): Promise<INestApplication> {
  setLogSilent(config.logLevel === 'silent');
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot(config), {
    bodyParser: false,
    logger: new NestLogAdapter(),
  });
  app.disable('x-powered-by');
  // Every request is timed and counted by one middleware; each mount below names its requests'
  // route by its path, and the front controller by the declared route it matched.
  // Every request's id first: the log line, the metrics and an accepted bulk carry it.
  const http = app.get(HttpMetrics);
  const steps: RequestStep[] = [requestIds, http.observe, ...(config.logLevel !== 'silent' ? [requestLogger] : [])];
  for (const step of steps) app.use(step);
  const mount = (path: string, ...handlers: express.RequestHandler[]) => app.use(path, http.mounted(path), ...handlers);
  mount('/health', app.get(HealthEndpoint).handle);
  // Prometheus's scrape: METRICS_TOKEN as a bearer token, or loopback clients only when it is unset.
  mount('/metrics', app.get(MetricsEndpoint).handle);
  // Adobe's developer-marketplace API (/rest/v1/app/session/token, /rest/v1/users/:mage_id); it passes the rest on.
  mount('/rest/v1', app.get(MarketplaceApi).handle);
  // OAuth 1.0a token exchange (Magento's storefront /oauth/token/* controllers), form-encoded answers.
  mount('/oauth/token', express.raw({ type: () => true, limit: '64kb' }), app.get(OauthTokenEndpoint).handle);
  // The prepared analytics exports GET /V1/analytics/link points at (Magento's pub/media/analytics).
  mount('/media/analytics', app.get(AnalyticsFiles).handle);
  // The admin pages (sign-in, integrations, bulk actions log): HTML, not web API routes.
  mount('/admin', app.get(AdminUi).handle);
  // The front controller owns /rest: it reads the body itself, once the route and the caller are
  // known, within the caller's limit and the process's budget of body bytes in flight.
  const webApi = app.get(FrontController).handle;
  mount('/rest', webApi);
  app.use(bodyTooLarge);
  await app.init();
  // Web API calls skip Express's per-request work; Express serves the rest, and alone the same.
  const named = http.mounted('/rest');
  installFrontDoor(app.getHttpServer(), {
    steps,
    webApi: (req, res) => named(req, res, () => void webApi(req, res)),
    express: app.getHttpAdapter().getInstance(),
  });
  // With RabbitMQ, accepted operations are relayed from the outbox by the API as soon as accepted.
  await app.get(OutboxRelay).start();
  return app;
}

/** body-parser's 413 in Magento's envelope. */
function bodyTooLarge(
  err: { status?: number; type?: string },
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (err?.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  next(err);
}
