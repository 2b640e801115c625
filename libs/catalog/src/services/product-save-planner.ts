import { Injectable } from '@nestjs/common';
import {
  CouldNotSaveException,
  Database,
  InputException,
  NoSuchEntityException,
  parseStrictDateTime,
  RequestContext,
} from '@mercato/platform';
import { AttributeCatalog, AttributeMeta, AttributeScope, AttributeSets, PRODUCT_ENTITY_TYPE_ID } from '@mercato/eav';
import { ALL_GROUPS_ID } from '@mercato/customer';
import { StoreDirectory } from '@mercato/store';
import { ProductInput, ProductTierPriceInput } from '../dto/product.input';
import { BundlePriceType, isProductType } from './product-types';
import { PriceScope } from './price-scope';
import { ProductStockPort } from './product-stock';
import { ProductParts, ProductSave } from './product-parts';
import { SetAttributes } from './set-attributes';
import { TierPriceRow } from '../tier-prices/tier-price-persistence';

/** A tier of the saved product, as stored. */
export type TierRow = Omit<TierPriceRow, 'entity'>;

/** Attribute values one save writes: attribute → value, per store. */
export interface ValueWrite {
  meta: AttributeMeta;
  storeIds: number[];
  value: string | number | null;
}

interface ExistingProduct {
  entity_id: number;
  type_id: string;
  sku: string;
  attribute_set_id: number;
}

/** What checking a set of inputs looks up, read once for all of them. */
export interface SaveLookups {
  /** Stored products by lower-cased SKU. */
  existing: Map<string, ExistingProduct>;
  /** Of the attribute sets the inputs name, those that exist and belong to products. */
  attributeSets: Set<number>;
  /** Of the categories the inputs link, those that exist. */
  categories: Set<number>;
}

/** One checked input: everything its save writes. */
export interface PlannedSave {
  save: ProductSave;
  isNew: boolean;
  attributeSetId: number | null;
  writes: ValueWrite[];
  websiteIds: number[] | null;
  categoryLinks: { id: number; position: number }[] | null;
  tierRows: TierRow[] | null;
  stockItem: unknown;
  parts: unknown[];
}

const STATIC_CUSTOM_ATTRIBUTES = new Set(['sku', 'has_options', 'required_options', 'category_ids']);
const SKU_MAX_LENGTH = 64;

/**
 * Magento validates attributes through the EAV backends and re-throws each failure as an attribute
 * exception built from the already rendered text, so these messages reach the client filled in
 * and without `parameters` (e.g. `The "Product Name" attribute value is empty. …`).
 */
const attributeEmpty = (label: string) => new InputException(`The "${label}" attribute value is empty. Set the attribute and try again.`);

/**
 * The checking half of a product save (Magento ProductRepository::save and the EAV backends'
 * validation): each input checked in Magento's order, with its messages, and turned into
 * everything its save writes. A new product gets its values at the default scope; an update
 * writes each attribute at the scope the URL's store names: `all` the default values, a store view
 * (or none: the default store view) that store's values for store-view attributes and its
 * website's stores for website attributes; global attributes always at store 0. Reads only; the
 * ProductWriter writes what it plans.
 */
@Injectable()
export class ProductSavePlanner {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
    private readonly attributeSets: AttributeSets,
    private readonly stores: StoreDirectory,
    private readonly priceScope: PriceScope,
    private readonly parts: ProductParts,
    private readonly setAttributes: SetAttributes,
    private readonly stockPort: ProductStockPort,
  ) {}

  /** What checking the inputs needs from the database, read once for all of them. */
  async lookups(inputs: ProductInput[]): Promise<SaveLookups> {
    const skus = inputs.map((i) => (typeof i.sku === 'string' ? i.sku.trim().toLowerCase() : '')).filter((s) => s !== '');
    const setIds = inputs.map((i) => i.attribute_set_id).filter((id): id is number => typeof id === 'number');
    const categoryIds = new Set<number>();
    for (const input of inputs) {
      try {
        for (const link of parseCategoryLinks(input) ?? []) categoryIds.add(link.id);
      } catch {
        // The input's own check reports it.
      }
    }
    // One after another: inside the consumer's transaction they share one connection anyway.
    const existing = skus.length
      ? await this.ds.prepared<ExistingProduct>(
          'product_writer_existing',
          `SELECT entity_id, type_id, sku, attribute_set_id FROM catalog_product_entity WHERE lower(sku) = ANY($1::text[])`,
          [skus],
        )
      : [];
    const attributeSets = setIds.length
      ? await this.attributeSets.existing([...new Set(setIds)], PRODUCT_ENTITY_TYPE_ID)
      : new Set<number>();
    const categories = categoryIds.size
      ? await this.ds.query<{ entity_id: number }[]>(`SELECT entity_id FROM catalog_category_entity WHERE entity_id = ANY($1::int[])`, [
          [...categoryIds],
        ])
      : [];
    return {
      existing: new Map(existing.map((e) => [e.sku.toLowerCase(), e])),
      attributeSets,
      categories: new Set(categories.map((c) => c.entity_id)),
    };
  }

  /** Checks one input, in Magento's order, and decides everything its save writes. */
  async plan(ctx: RequestContext, input: ProductInput, lookups: SaveLookups): Promise<PlannedSave> {
    const sku = typeof input.sku === 'string' ? input.sku.trim() : '';
    // The SKU backend names the attribute by its code, not its label.
    if (!sku) throw attributeEmpty('sku');
    if (sku.length > SKU_MAX_LENGTH) throw new InputException(`SKU length should be ${SKU_MAX_LENGTH} characters maximum.`);
    const existing = lookups.existing.get(sku.toLowerCase());
    const isNew = !existing;
    const typeId = input.type_id ?? existing?.type_id ?? 'simple';
    if (!isProductType(typeId)) throw InputException.invalidFieldValue('type_id', typeId);
    if (input.attribute_set_id !== undefined && !lookups.attributeSets.has(input.attribute_set_id)) {
      // Magento's product resource validate(): the set must exist and belong to products.
      throw new CouldNotSaveException('Invalid product data: %1', ['Invalid attribute set entity type']);
    }

    const values = await this.collectValues(input, isNew, typeId);
    await this.validateValues(values, typeId, input.attribute_set_id ?? existing?.attribute_set_id ?? 4, existing?.entity_id);
    const writes = await this.placeValues(ctx, values, isNew);
    const websiteIds = await this.websiteIds(ctx, input, isNew);
    const categoryLinks = parseCategoryLinks(input);
    const missing = categoryLinks?.find((l) => !lookups.categories.has(l.id));
    if (missing) throw NoSuchEntityException.singleField('id', missing.id);
    const tierRows = input.tier_prices ? await this.tierRows(ctx, input.tier_prices) : null;
    const stockItem = this.stockPort.stock?.parseStockItem(input.extension_attributes?.stock_item);
    const save: ProductSave = {
      ctx,
      input,
      sku,
      typeId,
      existing: existing && { id: existing.entity_id, typeId: existing.type_id, sku: existing.sku },
    };
    const parts = await this.parts.prepare(save);
    return { save, isNew, attributeSetId: input.attribute_set_id ?? null, writes, websiteIds, categoryLinks, tierRows, stockItem, parts };
  }

  // --- values --------------------------------------------------------------------------------------

  private async collectValues(input: ProductInput, isNew: boolean, typeId: string): Promise<Map<string, unknown>> {
    const values = new Map<string, unknown>();
    for (const code of ['name', 'price', 'status', 'visibility', 'weight'] as const) {
      if (input[code] !== undefined) values.set(code, input[code]);
    }
    for (const attr of input.custom_attributes ?? []) {
      if (typeof attr.attribute_code !== 'string' || !attr.attribute_code) throw InputException.requiredField('attribute_code');
      if (STATIC_CUSTOM_ATTRIBUTES.has(attr.attribute_code)) continue;
      values.set(attr.attribute_code, attr.value);
    }
    if (isNew) {
      if (!values.has('status')) values.set('status', 1);
      if (!values.has('visibility')) values.set('visibility', 4);
      if (!values.has('tax_class_id') && typeId !== 'configurable') values.set('tax_class_id', 2);
      if (typeId === 'bundle' && !values.has('price_type')) values.set('price_type', BundlePriceType.Dynamic);
      if (!values.has('url_key') && typeof values.get('name') === 'string')
        values.set('url_key', urlKey(String(values.get('name')), input.sku!));
    }
    return values;
  }

  /**
   * Magento's backend validate() of the attributes that apply to the product: those of its
   * attribute set (and, by apply_to, of its type). A required attribute must have a value once
   * the product is saved (sent on creation; on update it may be left out, the stored value stays,
   * but not emptied), and a price attribute (price, special_price, cost) must be 0 or more.
   * Configurable and grouped products and bundles with a dynamic price skip the price checks, as
   * the PriceBackend plugins of Magento's ConfigurableProduct and Bundle modules make them (a grouped
   * product has no price of its own: Magento's price attribute does not apply to it).
   * Values of attributes outside the set are dropped: Magento's EAV save handlers write only the
   * set's attributes. The set's members come from a per-set cache (bulk saves ask per product).
   */
  private async validateValues(values: Map<string, unknown>, typeId: string, setId: number, existingId?: number): Promise<void> {
    const members = await this.setAttributes.of(setId);
    for (const code of values.keys()) {
      const meta = await this.attributes.productAttribute(code);
      if (meta && meta.backend_type !== 'static' && !members.has(meta.attribute_id)) values.delete(code);
    }
    const applies = (meta: AttributeMeta) => {
      const types = members.get(meta.attribute_id);
      return types !== undefined && (types === null || types.includes(typeId));
    };
    const priceExempt =
      typeId === 'configurable' ||
      typeId === 'grouped' ||
      (typeId === 'bundle' && (await this.bundlePriceType(values, existingId)) === BundlePriceType.Dynamic);
    const isPrice = (meta: AttributeMeta | undefined) => meta?.frontend_input === 'price';
    const required = (await this.attributes.productAttributes())
      .filter((m) => m.is_required && m.backend_type !== 'static' && applies(m) && !(priceExempt && isPrice(m)))
      .sort((a, b) => a.attribute_id - b.attribute_id);
    for (const meta of required) {
      const code = meta.attribute_code;
      const missing = existingId === undefined ? isEmptyValue(values.get(code)) : values.has(code) && isEmptyValue(values.get(code));
      if (missing) throw attributeEmpty(meta.frontend_label ?? code);
    }
    if (priceExempt) return;
    for (const [code, raw] of values) {
      if (isEmptyValue(raw) || !isPrice(await this.attributes.productAttribute(code))) continue;
      if (Number(raw) < 0) throw new InputException('Please enter a number 0 or greater in this field.');
    }
  }

  private async bundlePriceType(values: Map<string, unknown>, existingId?: number): Promise<number> {
    if (values.has('price_type')) return Number(values.get('price_type'));
    if (existingId === undefined) return BundlePriceType.Dynamic;
    const meta = await this.attributes.require('price_type');
    const [row] = await this.ds.query(
      `SELECT value FROM catalog_product_entity_int WHERE entity_id = $1 AND attribute_id = $2 AND store_id = 0`,
      [existingId, meta.attribute_id],
    );
    return row?.value ?? BundlePriceType.Dynamic;
  }

  /** Validates each value against its attribute and decides the stores it is written to. */
  private async placeValues(ctx: RequestContext, values: Map<string, unknown>, isNew: boolean): Promise<ValueWrite[]> {
    const priceGlobal = await this.priceScope.isGlobal();
    const writes: ValueWrite[] = [];
    for (const [code, raw] of values) {
      const meta = await this.attributes.productAttribute(code);
      if (!meta || meta.backend_type === 'static') throw new InputException('"%1" is not a valid product attribute code.', [code]);
      const value = convert(meta, raw);
      let scope: AttributeScope = meta.is_global;
      if (meta.is_price_scoped) scope = priceGlobal ? AttributeScope.Global : AttributeScope.Website;
      let storeIds: number[];
      if (isNew || ctx.store.kind === 'all' || scope === AttributeScope.Global || ctx.store.storeId === 0) storeIds = [0];
      else if (scope === AttributeScope.Website) storeIds = (await this.stores.storesOfWebsite(ctx.store.websiteId)).map((s) => s.store_id);
      else storeIds = [ctx.store.storeId];
      writes.push({ meta, storeIds, value });
    }
    return writes;
  }

  // --- websites, categories, tier prices -----------------------------------------------------------

  private async websiteIds(ctx: RequestContext, input: ProductInput, isNew: boolean): Promise<number[] | null> {
    const given = input.extension_attributes?.website_ids;
    if (given) {
      const known = new Set((await this.stores.allWebsites()).map((w) => w.website_id));
      for (const id of given) {
        if (!known.has(id) || id === 0) {
          throw new NoSuchEntityException("The website with id %1 that was requested wasn't found. Verify the website and try again.", [
            String(id),
          ]);
        }
      }
      return [...new Set(given)];
    }
    if (!isNew) return null;
    // Created through `all` (the admin store), a new product joins every website; otherwise the
    // website of the store it was created in (Magento ProductRepository::assignProductToWebsites).
    if (ctx.store.kind === 'all' || ctx.store.storeId === 0) {
      return (await this.stores.allWebsites()).map((w) => w.website_id).filter((id) => id !== 0);
    }
    return [ctx.store.websiteId || (await this.stores.defaultStore()).websiteId];
  }

  /**
   * The rows of the product's tier_prices (Magento Type\Price::setTierPrices and the tier price
   * backend's validate): without a website, a tier belongs to website 0 under the global price
   * scope and to the current store's website under the website scope; two tiers for the same
   * website, customer group and quantity are refused before anything is written.
   */
  private async tierRows(ctx: RequestContext, tiers: ProductTierPriceInput[]): Promise<TierRow[]> {
    const defaultWebsite = (await this.priceScope.isGlobal()) ? 0 : ctx.store.websiteId;
    const seen = new Set<string>();
    return tiers.map((t) => {
      if (t.qty === undefined || t.value === undefined || t.customer_group_id === undefined) {
        throw new CouldNotSaveException('Invalid tier price: customer_group_id, qty and value are required.');
      }
      const pct = t.extension_attributes?.percentage_value;
      const all = t.customer_group_id === ALL_GROUPS_ID;
      const website = t.extension_attributes?.website_id ?? defaultWebsite;
      // qty is stored with four decimals, so that is also what makes two tiers the same.
      const key = `${website}-${t.customer_group_id}-${Math.round(t.qty * 10000)}`;
      if (seen.has(key)) throw new InputException('We found a duplicate website, tier price, customer group and quantity.');
      seen.add(key);
      return {
        allGroups: all,
        group: all ? 0 : t.customer_group_id,
        qty: t.qty,
        value: pct !== undefined && pct !== null ? 0 : t.value,
        website,
        percentage: pct ?? null,
      };
    });
  }
}

/**
 * The product's category links as sent: `extension_attributes.category_links`, else the
 * `category_ids` custom attribute (an array or a comma-separated list); null when neither is sent.
 */
function parseCategoryLinks(input: ProductInput): { id: number; position: number }[] | null {
  let raw: { id: unknown; position: number }[] | null = null;
  const fromLinks = input.extension_attributes?.category_links;
  if (fromLinks) raw = fromLinks.map((l) => ({ id: l.category_id, position: l.position ?? 0 }));
  const fromAttribute = input.custom_attributes?.find((a) => a.attribute_code === 'category_ids');
  if (!raw && fromAttribute) {
    const v = fromAttribute.value;
    const ids = Array.isArray(v)
      ? v
      : String(v ?? '')
          .split(',')
          .filter((s) => s.trim() !== '');
    raw = ids.map((id) => ({ id, position: 0 }));
  }
  if (!raw) return null;
  return raw.map((l) => {
    const id = typeof l.id === 'number' || typeof l.id === 'string' ? Number(String(l.id).trim() || NaN) : NaN;
    if (!Number.isInteger(id)) {
      throw InputException.invalidFieldValue('category_id', typeof l.id === 'object' ? JSON.stringify(l.id) : String(l.id));
    }
    return { id, position: l.position };
  });
}

/** Magento's AbstractAttribute::isValueEmpty for the values a client can send. */
function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Magento's value columns: `int(11)`, `decimal(20,6)`, `varchar(255)` and `text` (64 KB). A value
 * that does not fit fails the save as MySQL refuses it there, before anything is written.
 */
const INT_RANGE = [-2147483648, 2147483647];
const DECIMAL_LIMIT = 1e14;
const VARCHAR_CHARACTERS = 255;
const TEXT_BYTES = 65535;
export const NOT_SAVED = 'The product was unable to be saved. Please try again.';

/** Casts a value to the attribute's backend type; a value that does not fit is a 400. */
function convert(meta: AttributeMeta, raw: unknown): string | number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const bad = () => InputException.invalidFieldValue(meta.attribute_code, typeof raw === 'object' ? JSON.stringify(raw) : String(raw));
  switch (meta.backend_type) {
    case 'int': {
      if (typeof raw === 'boolean') return raw ? 1 : 0;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < INT_RANGE[0] || n > INT_RANGE[1]) throw bad();
      return n;
    }
    case 'decimal': {
      const n = Number(raw);
      if (typeof raw === 'boolean' || !Number.isFinite(n) || Math.abs(n) >= DECIMAL_LIMIT) throw bad();
      return n;
    }
    case 'datetime': {
      const s = String(raw).trim();
      const strict = parseStrictDateTime(s.length === 10 ? `${s} 00:00:00` : s);
      if (strict) return s.length === 10 ? `${s} 00:00:00` : s;
      const d = new Date(s);
      if (Number.isNaN(d.getTime())) throw bad();
      return d.toISOString().replace('T', ' ').slice(0, 19);
    }
    default: {
      if (typeof raw === 'object') throw bad();
      const text = String(raw);
      // The value is not echoed back: it may be megabytes long.
      if (meta.backend_type === 'varchar' ? [...text].length > VARCHAR_CHARACTERS : Buffer.byteLength(text) > TEXT_BYTES) {
        throw new CouldNotSaveException(NOT_SAVED);
      }
      return text;
    }
  }
}

function urlKey(name: string, sku: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key || sku.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
