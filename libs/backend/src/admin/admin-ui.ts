import { Injectable } from '@nestjs/common';
import express, { Router } from 'express';
import { serveAsset } from './assets/static-assets';
import { BulksController } from './controllers/bulks-controller';
import { IntegrationActivationController } from './controllers/integration-activation-controller';
import { IntegrationsController } from './controllers/integrations-controller';
import { SignInController } from './controllers/sign-in-controller';
import { seeOther } from './http/admin-http';
import { adminErrors, notFound, rejectCrossSiteWrites, requireFormKey, requireSession } from './http/guards';
import { securityHeaders } from './http/security-headers';
import { AdminSessions } from './session/admin-sessions';

/** Admin forms are a few fields; the resource tree is the largest. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * The admin pages, mounted by the API at /admin (HTML pages, not web API routes, so not in the
 * route registry). In order: headers, static files, form parsing, the cross-site check on
 * writes; then the pages reachable signed out; then the session, the form key on every POST,
 * and the pages themselves, each behind its ACL resource.
 */
@Injectable()
export class AdminUi {
  readonly handle: Router;

  constructor(
    sessions: AdminSessions,
    signIn: SignInController,
    integrations: IntegrationsController,
    activation: IntegrationActivationController,
    bulks: BulksController,
  ) {
    const router = express.Router();
    router.use(securityHeaders);
    router.get('/static/:name', serveAsset);
    router.use(express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, parameterLimit: 2000 }));
    router.use(rejectCrossSiteWrites);
    router.get('/', (_req, res) => seeOther(res, '/admin/integrations'));
    signIn.mountPublic(router);
    activation.mountPublic(router);
    router.use(requireSession(sessions));
    router.use(requireFormKey);
    signIn.mount(router);
    integrations.mount(router);
    activation.mount(router);
    bulks.mount(router);
    router.use(notFound);
    router.use(adminErrors);
    this.handle = router;
  }
}
