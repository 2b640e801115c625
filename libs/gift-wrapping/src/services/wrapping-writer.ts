import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException, numberArray, RequestContext } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { WrappingData } from '../dto/wrapping.input';
import { INVALID_CURRENCY, NEGATIVE_PRICE, REQUIRED_FIELDS, STORE_NOT_FOUND, wrappingNotFound } from './messages';
import { WrappingImages } from './wrapping-image';
import { WrappingRows } from './wrapping-rows';
import { WrappingScopeReader } from './wrapping-scope';

/** A checked save: everything that will be written, settled before the first write. */
interface WrappingPlan {
  id: number | null;
  storeId: number;
  status: number;
  basePrice: number;
  /** Sent design for the store view; undefined keeps the stored labels. */
  design: string | undefined;
  /** Sent websites; undefined keeps the stored ones. */
  websiteIds: number[] | undefined;
}

/**
 * Saves a wrapping the way Magento's WrappingRepository::save and the wrapping model do, in their
 * order: the currency (must be the store's base currency), the wrapping to update (404 when
 * unknown), the store view, the image (Wrapping::attachBinaryImage's checks), then the validator's
 * required fields (design, status, price, each `Field is required: <label>`, joined by new lines as
 * Validator\Exception joins them). Nothing is written until all of that has passed.
 *
 * The design is the label of the store view saved for (0, the default, when none is given); the
 * websites are replaced when sent, and a new wrapping in a single-store installation is offered on
 * every website, as Wrapping::beforeSave does.
 */
@Injectable()
export class WrappingWriter {
  constructor(
    private readonly ds: Database,
    private readonly rows: WrappingRows,
    private readonly images: WrappingImages,
    private readonly scope: WrappingScopeReader,
    private readonly stores: StoreDirectory,
  ) {}

  /** Answers the saved wrapping's id. Writes its image file first, and removes it if the save fails. */
  async save(ctx: RequestContext, data: WrappingData, storeId: number | undefined, pathId?: number): Promise<number> {
    const plan = await this.plan(ctx, data, storeId, pathId);
    const image = this.images.check(data.image_name, data.image_base64_content);
    this.assertRequired(plan, data);
    if (plan.basePrice < 0) throw new InputException(NEGATIVE_PRICE);
    if (plan.status !== 0 && plan.status !== 1) throw InputException.invalidFieldValue('status', plan.status);
    const websiteIds = plan.websiteIds ?? (plan.id === null ? await this.singleStoreWebsites() : undefined);
    if (websiteIds) await this.assertWebsites(websiteIds);

    const fileName = image ? await this.images.write(image) : null;
    try {
      return await this.ds.transaction(() => this.write(plan, fileName, websiteIds));
    } catch (error) {
      if (fileName) await this.images.discard(fileName);
      throw error;
    }
  }

  private async plan(ctx: RequestContext, data: WrappingData, storeId: number | undefined, pathId?: number): Promise<WrappingPlan> {
    if (data.base_currency_code !== undefined && data.base_currency_code !== null) {
      const { baseCurrencyCode } = await this.scope.of(ctx);
      if (data.base_currency_code !== baseCurrencyCode) throw new LocalizedException(INVALID_CURRENCY, [baseCurrencyCode]);
    }
    const id = pathId ?? data.wrapping_id ?? null;
    const existing = id ? await this.rows.find(id) : null;
    if (id && !existing) throw wrappingNotFound(id);
    const store = storeId ?? 0;
    if (!(await this.stores.store(store))) throw new NoSuchEntityException(STORE_NOT_FOUND);
    return {
      id: existing?.wrapping_id ?? null,
      storeId: store,
      status: data.status ?? existing?.status ?? NaN,
      basePrice: data.base_price ?? (existing ? Number(existing.base_price) : NaN),
      design: data.design ?? undefined,
      websiteIds: data.website_ids ?? undefined,
    };
  }

  /** Wrapping\Validator: on a new wrapping the three fields must be sent; a stored one has them. */
  private assertRequired(plan: WrappingPlan, data: WrappingData): void {
    if (plan.id !== null) return;
    const missing = REQUIRED_FIELDS.filter(([key]) => data[key] === undefined || data[key] === null || data[key] === '');
    if (missing.length) throw new InputException(missing.map(([, label]) => `Field is required: ${label}`).join('\n'));
  }

  private async singleStoreWebsites(): Promise<number[] | undefined> {
    const stores = await this.stores.allStores();
    if (stores.length >= 3) return undefined;
    return (await this.stores.allWebsites()).map((w) => w.website_id).filter((id) => id !== 0);
  }

  private async assertWebsites(ids: number[]): Promise<void> {
    for (const id of ids) {
      if (id === 0 || !(await this.stores.websiteExists(id))) throw InputException.invalidFieldValue('website_ids', id);
    }
  }

  private async write(plan: WrappingPlan, fileName: string | null, websiteIds: number[] | undefined): Promise<number> {
    let id = plan.id;
    if (id === null) {
      [{ wrapping_id: id }] = await this.ds.query(
        `INSERT INTO magento_giftwrapping (status, base_price, image) VALUES ($1, $2, $3) RETURNING wrapping_id`,
        [plan.status, plan.basePrice, fileName],
      );
    } else {
      await this.ds.query(
        `UPDATE magento_giftwrapping SET status = $2, base_price = $3, image = COALESCE($4, image) WHERE wrapping_id = $1`,
        [id, plan.status, plan.basePrice, fileName],
      );
    }
    if (plan.design !== undefined) {
      // An empty label removes the store view's own label (its default then shows), as Magento does.
      await this.ds.query(`DELETE FROM magento_giftwrapping_store_attributes WHERE wrapping_id = $1 AND store_id = $2`, [id, plan.storeId]);
      if (plan.design !== '') {
        await this.ds.query(`INSERT INTO magento_giftwrapping_store_attributes (wrapping_id, store_id, design) VALUES ($1, $2, $3)`, [
          id,
          plan.storeId,
          plan.design,
        ]);
      }
    }
    if (websiteIds) {
      await this.ds.query(`DELETE FROM magento_giftwrapping_website WHERE wrapping_id = $1`, [id]);
      await this.ds.query(
        `INSERT INTO magento_giftwrapping_website (wrapping_id, website_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [id, numberArray([...new Set(websiteIds)])],
      );
    }
    return id as number;
  }
}
