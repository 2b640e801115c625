import { Injectable } from '@nestjs/common';
import {
  CouldNotSaveException,
  Database,
  InputException,
  NoSuchEntityException,
  RequestContext,
  roundPriceScale,
  WebApiError,
} from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { ALL_GROUPS_ID, CustomerGroups } from '@mercato/customer';
import { PriceScope } from '../services/price-scope';
import { ProductCache } from '../services/product-cache';
import { ProductLocator } from '../services/product-locator';
import { PRODUCT_NOT_FOUND } from '../services/product-reader';
import { groupCondition, TierPricePersistence } from './tier-price-persistence';

/** ProductTierPriceInterface as getList answers it (Magento sets no extension attributes there). */
export interface GroupTierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

/**
 * Which stored rows a path's customer group names. Magento loads all-groups rows with the
 * all-groups id (32000) as their group, so `all` and 32000 both name them; a group id names the
 * rows of that group only (group 0 is NOT LOGGED IN, never the all-groups rows); anything else
 * names nothing.
 */
export type GroupMatch = { allGroups: true } | { allGroups: false; groupId: number } | null;

const groupParam = (match: Exclude<GroupMatch, null>): number | null => (match.allGroups ? null : match.groupId);

/**
 * Magento\Catalog\Model\Product\TierPriceManagement: one customer group's tier prices of a product,
 * in the catalog_product_entity_tier_price table that product save and the tier price storage
 * share. The website is 0 under the global price scope (`catalog/price/scope` 0) and the request
 * store's website under the website scope; reads see that website's rows and the all-websites ones.
 */
@Injectable()
export class GroupTierPrices {
  constructor(
    private readonly ds: Database,
    private readonly locator: ProductLocator,
    private readonly cache: ProductCache,
    private readonly priceScope: PriceScope,
    private readonly attributes: AttributeCatalog,
    private readonly groups: CustomerGroups,
    private readonly tiers: TierPricePersistence,
  ) {}

  /** Ordered by quantity, as Magento's tier price resource loads them. */
  async getList(ctx: RequestContext, sku: string, customerGroupId: string): Promise<GroupTierPrice[]> {
    const productId = await this.productId(sku);
    const match = listMatch(customerGroupId);
    if (!match) return [];
    const websiteId = await this.websiteId(ctx);
    const rows: { qty: string; value: string; percentage_value: string | null }[] = await this.ds.query(
      `SELECT t.qty, t.value, t.percentage_value FROM catalog_product_entity_tier_price t
       WHERE t.entity_id = $1 AND t.website_id IN (0, $2) AND ${groupCondition('$3')}
       ORDER BY t.qty, t.value_id`,
      [productId, websiteId, groupParam(match)],
    );
    const groupId = match.allGroups ? ALL_GROUPS_ID : match.groupId;
    // A percentage tier is answered as the price it gives (Magento's tier price backend).
    const basePrice = rows.some((r) => r.percentage_value !== null) ? await this.basePrice(productId, ctx.store.storeId) : 0;
    return rows.map((r) => ({
      customer_group_id: groupId,
      qty: Number(r.qty),
      value: r.percentage_value !== null ? roundPriceScale(basePrice * (1 - Number(r.percentage_value) / 100)) : Number(r.value),
    }));
  }

  /**
   * Sets the price of the group's tier at that quantity on the scope's website, adding the tier
   * when there is none (then the group must exist). The tier becomes a fixed price.
   */
  async add(ctx: RequestContext, sku: string, customerGroupId: string, price: number, qty: number): Promise<boolean> {
    if (!(price > 0) || !(qty > 0)) throw new InputException('The data was invalid. Verify the data and try again.');
    const productId = await this.productId(sku);
    const websiteId = await this.websiteId(ctx);
    try {
      const match = exactMatch(customerGroupId);
      const updated = match ? await this.tiers.updateGroupTier(productId, websiteId, qty, price, groupParam(match)) : 0;
      if (!updated) {
        const group = await this.newTierGroup(customerGroupId);
        await this.tiers.insertGroupTier(productId, websiteId, qty, price, groupParam(group));
      }
    } catch (error) {
      if (error instanceof WebApiError) throw error;
      // A price the table cannot hold, a lost connection…: Magento's answer, the cause kept for the logs and retries.
      throw new CouldNotSaveException("The group price couldn't be saved.").withCause(error);
    } finally {
      this.cache.invalidateProducts([productId]);
    }
    return true;
  }

  /** Deletes the group's tier at exactly that quantity on the scope's website. */
  async remove(ctx: RequestContext, sku: string, customerGroupId: string, qty: number): Promise<boolean> {
    const productId = await this.productId(sku);
    const websiteId = await this.websiteId(ctx);
    const match = exactMatch(customerGroupId);
    let deleted = 0;
    if (match) {
      try {
        deleted = await this.tiers.deleteGroupTier(productId, websiteId, qty, groupParam(match));
      } finally {
        this.cache.invalidateProducts([productId]);
      }
    }
    if (!deleted) {
      throw new NoSuchEntityException("Product hasn't group price with such data: customerGroupId = '%1', website = %2, qty = %3", [
        customerGroupId,
        websiteId,
        qty,
      ]);
    }
    return true;
  }

  private async productId(sku: string): Promise<number> {
    const found = await this.locator.locate([sku]);
    const product = found.values().next().value;
    if (!product) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    return product.entity_id;
  }

  private async websiteId(ctx: RequestContext): Promise<number> {
    return (await this.priceScope.isGlobal()) ? 0 : ctx.store.websiteId;
  }

  /** The group a new tier is for: all groups, or an existing group (Magento's GroupRepository::getById). */
  private async newTierGroup(customerGroupId: string): Promise<Exclude<GroupMatch, null>> {
    if (customerGroupId === 'all') return { allGroups: true };
    const id = numeric(customerGroupId);
    const exists = id !== null && Number.isInteger(id) && (await this.groups.byIds([id])).has(id);
    if (!exists) throw NoSuchEntityException.singleField('id', customerGroupId);
    return { allGroups: false, groupId: id };
  }

  private async basePrice(productId: number, storeId: number): Promise<number> {
    const price = await this.attributes.require('price');
    const [row] = await this.ds.query(
      `SELECT value FROM catalog_product_entity_decimal WHERE entity_id = $1 AND attribute_id = $2 AND store_id IN (0, $3)
       ORDER BY store_id DESC LIMIT 1`,
      [productId, price.attribute_id, storeId],
    );
    return row ? Number(row.value) : 0;
  }
}

/** PHP's is_numeric for the path segment (leading blanks allowed), as a number; else null. */
function numeric(value: string): number | null {
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value) ? Number(value) : null;
}

/** getList compares `(int)` group ids. */
export function listMatch(customerGroupId: string): GroupMatch {
  if (customerGroupId === 'all') return { allGroups: true };
  const n = numeric(customerGroupId);
  if (n === null) return null;
  const id = Math.trunc(n);
  return id === ALL_GROUPS_ID ? { allGroups: true } : { allGroups: false, groupId: id };
}

/** add and remove compare the group loosely (`==`): a numeric value equal to the stored id. */
export function exactMatch(customerGroupId: string): GroupMatch {
  if (customerGroupId === 'all') return { allGroups: true };
  const n = numeric(customerGroupId);
  if (n === null || !Number.isInteger(n)) return null;
  return n === ALL_GROUPS_ID ? { allGroups: true } : { allGroups: false, groupId: n };
}
