import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, RequestContext, runSearch, SearchCriteria } from '@mercato/platform';
import { ScopedConfig, StoreDirectory } from '@mercato/store';

interface AgreementRow {
  agreement_id: number;
  name: string | null;
  content: string | null;
  content_height: string | null;
  checkbox_text: string | null;
  is_active: number;
  is_html: number;
  mode: number;
}

const COLUMNS = 'a.agreement_id, a.name, a.content, a.content_height, a.checkbox_text, a.is_active, a.is_html, a.mode';
const ENABLED = 'checkout/options/enable_agreements';
/** Agreements of a store view: linked to it or to all store views (0), as Magento's addStoreFilter. */
const OF_STORE = `EXISTS (SELECT 1 FROM checkout_agreement_store s WHERE s.agreement_id = a.agreement_id AND s.store_id IN (0, $1))`;
export const AGREEMENTS_NOT_ACCEPTED =
  "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.";

/**
 * Magento_CheckoutAgreements: the terms and conditions a store shows at checkout, and the check
 * that the customer ticked every one that needs ticking before an order is placed.
 */
@Injectable()
export class CheckoutAgreements {
  constructor(
    private readonly ds: Database,
    private readonly config: ScopedConfig,
    private readonly stores: StoreDirectory,
  ) {}

  /** CheckoutAgreementsRepositoryInterface::getList: the store's active agreements, none when the feature is off. */
  async getActive(ctx: RequestContext): Promise<Record<string, unknown>[]> {
    if (!(await this.enabled(ctx.store.storeId))) return [];
    const rows: AgreementRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM checkout_agreement a WHERE a.is_active = 1 AND ${OF_STORE} ORDER BY a.agreement_id`,
      [ctx.store.storeId],
    );
    return rows.map(present);
  }

  /** CheckoutAgreementsListInterface::getList: every agreement the criteria select (`store_id` filters by store view). */
  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<Record<string, unknown>[]> {
    const { rows } = await runSearch<AgreementRow>(this.ds, criteria, {
      select: COLUMNS,
      from: 'checkout_agreement a LEFT JOIN checkout_agreement_store s ON s.agreement_id = a.agreement_id',
      groupBy: 'a.agreement_id',
      fields: {
        agreement_id: { sql: 'a.agreement_id', type: 'int' },
        name: { sql: 'a.name', type: 'text' },
        content: { sql: 'a.content', type: 'text' },
        content_height: { sql: 'a.content_height', type: 'text' },
        checkbox_text: { sql: 'a.checkbox_text', type: 'text' },
        is_active: { sql: 'a.is_active', type: 'int' },
        is_html: { sql: 'a.is_html', type: 'int' },
        mode: { sql: 'a.mode', type: 'int' },
        store_id: { sql: 's.store_id', type: 'int' },
      },
      defaultOrder: 'a.agreement_id ASC',
    });
    return rows.map(present);
  }

  /**
   * Magento's AgreementsValidator, run before an order is placed: with agreements enabled, every
   * active manual (mode 1) agreement of the store must be among the ids the customer accepted.
   */
  async assertAccepted(storeId: number, agreementIds: number[]): Promise<void> {
    if (!(await this.enabled(storeId))) return;
    const required: { agreement_id: number }[] = await this.ds.query(
      `SELECT a.agreement_id FROM checkout_agreement a WHERE a.is_active = 1 AND a.mode = 1 AND ${OF_STORE}`,
      [storeId],
    );
    const accepted = new Set(agreementIds.map(Number));
    if (required.some((r) => !accepted.has(r.agreement_id))) throw new CouldNotSaveException(AGREEMENTS_NOT_ACCEPTED);
  }

  private async enabled(storeId: number): Promise<boolean> {
    const store = await this.stores.store(storeId);
    const value = await this.config.value({ storeId, websiteId: store?.website_id ?? 0 }, ENABLED, '0');
    return !!value && value !== '0';
  }
}

/** AgreementInterface as the web API answers it: the flags as booleans. */
function present(r: AgreementRow): Record<string, unknown> {
  return {
    agreement_id: r.agreement_id,
    name: r.name,
    content: r.content,
    content_height: r.content_height,
    checkbox_text: r.checkbox_text,
    is_active: !!r.is_active,
    is_html: !!r.is_html,
    mode: r.mode,
  };
}
