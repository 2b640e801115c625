import { Injectable } from '@nestjs/common';
import type { Request, Response, Router } from 'express';
import { IntegrationData, IntegrationService } from '@mercato/integration';
import { WebApiError } from '@mercato/platform';
import { contextOf, formList, formText, intParam, seeOther, sendHtml, sessionOf } from '../http/admin-http';
import { requireAcl } from '../http/guards';
import { errorFields, errorMessages } from '../phrases';
import { AdminSessions } from '../session/admin-sessions';
import { EMPTY_INTEGRATION, integrationForm, IntegrationFormValues } from '../views/integration-form-view';
import { IntegrationRow, integrationsGrid } from '../views/integrations-view';

export const INTEGRATIONS_ACL = 'Magento_Integration::integrations';
const PAGE_SIZE = 20;

/** System › Integrations: the grid, New / Edit, delete (Magento_Integration's admin controllers). */
@Injectable()
export class IntegrationsController {
  constructor(
    private readonly integrations: IntegrationService,
    private readonly sessions: AdminSessions,
  ) {}

  mount(router: Router): void {
    const acl = requireAcl(INTEGRATIONS_ACL);
    router.get('/integrations', acl, (req, res) => this.grid(req, res));
    router.get('/integrations/new', acl, (req, res) => this.newForm(req, res));
    router.post('/integrations', acl, (req, res) => this.save(req, res, null));
    router.get('/integrations/:id/edit', acl, (req, res) => this.editForm(req, res));
    router.post('/integrations/:id', acl, (req, res) => this.save(req, res, intParam(req.params.id)));
    router.post('/integrations/:id/delete', acl, (req, res) => this.remove(req, res));
  }

  private async grid(req: Request, res: Response): Promise<void> {
    const page = intParam(req.query.page) ?? 1;
    const list = await this.integrations.getList(contextOf(res), {
      page_size: PAGE_SIZE,
      current_page: page,
      sort_orders: [{ field: 'name', direction: 'ASC' }],
    });
    sendHtml(
      res,
      integrationsGrid({
        session: sessionOf(res),
        items: list.items as unknown as IntegrationRow[],
        page,
        pages: Math.max(1, Math.ceil(list.total_count / PAGE_SIZE)),
        total: list.total_count,
      }),
    );
  }

  private newForm(_req: Request, res: Response): void {
    sendHtml(res, integrationForm({ session: sessionOf(res), values: EMPTY_INTEGRATION, resources: this.integrations.aclResources() }));
  }

  private async editForm(req: Request, res: Response): Promise<void> {
    const id = intParam(req.params.id);
    if (id === null) return this.missing(res);
    const found = await this.find(res, id);
    if (!found) return this.missing(res);
    sendHtml(
      res,
      integrationForm({
        session: sessionOf(res),
        id,
        status: found.status as number,
        values: formValues(found),
        resources: this.integrations.aclResources(),
      }),
    );
  }

  /** Create or update; `then=activate` (Save & Activate) goes on to the permissions step. */
  private async save(req: Request, res: Response, id: number | null): Promise<void> {
    if (id === null && req.params.id !== undefined) return this.missing(res);
    const values = submitted(req.body ?? {});
    const ctx = contextOf(res);
    let saved: Record<string, unknown>;
    try {
      const data: IntegrationData = {
        name: values.name,
        email: values.email || null,
        endpoint: values.endpoint || null,
        identity_link_url: values.identity_link_url || null,
        all_resources: values.all_resources,
        resources: values.all_resources ? [] : values.resources,
      };
      saved = id === null ? await this.integrations.create(ctx, data) : await this.integrations.update(ctx, id, data);
    } catch (error) {
      if (!(error instanceof WebApiError) || error.httpStatus !== 400) throw error;
      const current = id === null ? null : await this.find(res, id);
      const fieldErrors: Record<string, string> = {};
      const messages = errorMessages(error);
      errorFields(error).forEach((f, i) => (fieldErrors[f] = messages[i] ?? messages[0]));
      sendHtml(
        res,
        integrationForm({
          session: sessionOf(res),
          id: id ?? undefined,
          status: current?.status as number | undefined,
          values,
          resources: this.integrations.aclResources(),
          errors: messages,
          fieldErrors,
        }),
        400,
      );
      return;
    }
    await this.sessions.flash(sessionOf(res), 'success', `The integration '${String(saved.name)}' has been saved.`);
    seeOther(res, req.body?.then === 'activate' ? `/admin/integrations/${String(saved.id)}/activate` : '/admin/integrations');
  }

  private async remove(req: Request, res: Response): Promise<void> {
    const id = intParam(req.params.id);
    const found = id === null ? null : await this.find(res, id);
    if (!found) return this.missing(res);
    await this.integrations.delete(contextOf(res), id!);
    await this.sessions.flash(sessionOf(res), 'success', `The integration '${String(found.name)}' has been deleted.`);
    seeOther(res, '/admin/integrations');
  }

  private async find(res: Response, id: number): Promise<Record<string, unknown> | null> {
    try {
      return await this.integrations.get(contextOf(res), id);
    } catch (error) {
      if (error instanceof WebApiError && error.httpStatus === 404) return null;
      throw error;
    }
  }

  /** Magento's answer to an unknown id: back to the grid with a message. */
  private async missing(res: Response): Promise<void> {
    await this.sessions.flash(sessionOf(res), 'error', 'This integration no longer exists.');
    seeOther(res, '/admin/integrations');
  }
}

function formValues(i: Record<string, unknown>): IntegrationFormValues {
  return {
    name: String(i.name ?? ''),
    email: String(i.email ?? ''),
    endpoint: String(i.endpoint ?? ''),
    identity_link_url: String(i.identity_link_url ?? ''),
    all_resources: !!i.all_resources,
    resources: (i.resources as string[]) ?? [],
  };
}

function submitted(body: Record<string, unknown>): IntegrationFormValues {
  return {
    name: formText(body.name),
    email: formText(body.email).trim(),
    endpoint: formText(body.endpoint).trim(),
    identity_link_url: formText(body.identity_link_url).trim(),
    all_resources: body.all_resources === '1',
    resources: formList(body.resource),
  };
}
