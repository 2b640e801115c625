import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database, LocalizedException, NoSuchEntityException, RequestContext, ScopeConfig } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';

export interface AccountStore {
  storeId: number;
  websiteId: number;
  /** The store view's name: a new account's `created_in`. */
  storeName: string;
}

/**
 * Where accounts live: customers are per website (Magento's default account sharing scope), looked
 * up in the website of the store in the URL; the admin scope (`/rest/all`, website 0) means any
 * website. Also the store facts e-mails need: the store's front-end name and base URL.
 */
@Injectable()
export class AccountScope {
  constructor(
    private readonly ds: Database,
    private readonly stores: StoreDirectory,
    private readonly config: ScopeConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /** The website an e-mail address is looked up in (0: any). */
  websiteOf(ctx: RequestContext, websiteId?: number | null): number {
    return websiteId ?? ctx.store.websiteId;
  }

  /**
   * Store and website of a new account (createAccountWithPasswordHash): the website's default store
   * when only the website is given, the store in the URL (the default store view in the admin
   * scope) when neither is; the store must belong to the website.
   */
  async forNewAccount(
    ctx: RequestContext,
    storeId: number | null | undefined,
    websiteId: number | null | undefined,
  ): Promise<AccountStore> {
    let store = storeId || null;
    if (!store) {
      if (websiteId) store = await this.defaultStoreOf(websiteId);
      else store = ctx.store.storeId || (await this.stores.defaultStore()).storeId;
    }
    const row = await this.stores.store(store);
    if (!row) throw new NoSuchEntityException("The store that was requested wasn't found. Verify the store and try again.");
    const website = websiteId || row.website_id;
    if (row.website_id !== website) throw new LocalizedException('The store view is not in the associated website.');
    return { storeId: row.store_id, websiteId: website, storeName: row.name };
  }

  /** The store a customer's e-mail is about: theirs, or the default store view. */
  async mailStore(storeId: number | null): Promise<{ name: string; baseUrl: string }> {
    const id = storeId || (await this.stores.defaultStore()).storeId;
    const configured = await this.config.get('general/store_information/name');
    const [row] = await this.ds.query(`SELECT g.name FROM store s JOIN store_group g ON g.group_id = s.group_id WHERE s.store_id = $1`, [
      id,
    ]);
    const base = (await this.config.get('web/unsecure/base_url')) ?? `${this.app.baseUrl}/`;
    return { name: configured || row?.name || 'Main Website Store', baseUrl: base.endsWith('/') ? base : base + '/' };
  }

  private async defaultStoreOf(websiteId: number): Promise<number> {
    const [row] = await this.ds.query(
      `SELECT w.website_id, g.default_store_id FROM store_website w LEFT JOIN store_group g ON g.group_id = w.default_group_id
       WHERE w.website_id = $1`,
      [websiteId],
    );
    if (!row)
      throw new NoSuchEntityException("The website with id %1 that was requested wasn't found. Verify the website and try again.", [
        websiteId,
      ]);
    return row.default_store_id ?? 0;
  }
}
