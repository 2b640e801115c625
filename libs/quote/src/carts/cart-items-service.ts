import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { FinalPrices, PriceContext, ProductData, ProductRepository } from '@mercato/catalog';
import { checkLineOptions, hasPricedOptions, lineOptionsKey, lineOptionsPrice } from './line-options';
import { SalableQuantityService } from '@mercato/inventory';
import { ConfigurableData } from '@mercato/configurable-product';
import { BundlePricing } from '@mercato/bundle';
import { CartAccess } from './cart-access';
import { presentItem } from './cart-presenter';
import { CartScope, CartScopes } from './cart-scope';
import { CartWriter, countersWithNewLine } from './cart-writer';
import { CartItemData } from './dto/cart.input';
import { QuoteItemRow } from './cart-reader';
import { cartWrite } from './cart-call';

const NOT_AVAILABLE = 'Product that you are trying to add is not available.';
/** Lines that sell one product as is; a configurable line sells the child the options choose. */
const SIMPLE_TYPES = new Set(['simple', 'virtual', 'downloadable']);
const CONFIGURABLE = 'configurable';
const GROUPED = 'grouped';
const BUNDLE = 'bundle';
/** Quote::addProduct's messages when a composite product comes without its options. */
const MISSING_OPTIONS: Record<string, string> = {
  configurable: 'You need to choose options for your item.',
  bundle: 'Please specify product option(s).',
  grouped: 'Please specify the quantity of product(s).',
};
/** A cart as CartAccess reads it, lines included. */
type ActiveCart = Awaited<ReturnType<CartAccess['active']>>;

const notInCart = (cartId: unknown, itemId: unknown) =>
  new NoSuchEntityException("The %1 Cart doesn't contain the %2 item.", [String(cartId), String(itemId)]);

/**
 * Magento's CartItemRepositoryInterface (and the guest twin): list, add (a SKU already in the cart
 * adds to its line), change the quantity, remove. Every quantity is checked against the salable
 * quantity of the cart website's stock, as Magento's add-to-cart does (InventorySales).
 */
@Injectable()
export class CartItemsService {
  constructor(
    private readonly ds: Database,
    readonly access: CartAccess,
    private readonly writer: CartWriter,
    private readonly scopes: CartScopes,
    private readonly products: ProductRepository,
    private readonly salable: SalableQuantityService,
    private readonly finalPrices: FinalPrices,
    private readonly configurable: ConfigurableData,
    private readonly bundles: BundlePricing,
  ) {}

  async getList(cartId: number): Promise<Record<string, unknown>[]> {
    const cart = await this.access.active(cartId);
    return cart.items.filter((i) => i.parent_item_id === null).map(presentItem);
  }

  /** CartItemRepository::save: an update when an item id is given (path or body), else an add. */
  async save(cartId: number, input: CartItemData, itemId?: number | null): Promise<Record<string, unknown>> {
    const id = itemId ?? input.item_id ?? null;
    const qty = input.qty;
    if (typeof qty !== 'number' || qty <= 0) throw InputException.invalidFieldValue('qty', qty ?? '');
    // The cart's row is locked as the transaction opens: writes to one cart take turns, so two adds
    // of one SKU end on one line.
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      const scope = await this.scopes.of(cart.quote.store_id);
      // The line is priced for its new quantity and the cart's group, as the totals collection will.
      const pricing: PriceContext = { storeId: scope.storeId, websiteId: scope.websiteId, customerGroupId: cart.quote.customer_group_id };
      let row: QuoteItemRow;
      // A new line keeps the cart's counters in its own statement; every other change recounts.
      let counted = false;
      if (id !== null) {
        const line = cart.items.find((i) => i.item_id === id);
        if (!line) throw notInCart(cartId, id);
        if (line.product_type === BUNDLE) {
          // A bundle is stocked by its selections: each for its share of the new quantity.
          for (const child of cart.items.filter((i) => i.parent_item_id === line.item_id)) {
            await this.assertSalable(child.sku, (Number(child.qty) / Number(line.qty)) * qty, scope.stockId);
          }
        } else {
          await this.assertSalable(line.sku, qty, scope.stockId);
        }
        row = await this.setQty(line, qty, pricing, pricedProductOf(line, cart.items));
      } else {
        if (!input.sku) throw InputException.requiredField('sku');
        const product = await this.products.committedBySku(input.sku, scope.storeId);
        this.assertAddable(product, scope.websiteId);
        if (product.type_id === GROUPED) {
          // A grouped product is not a line: its members are added, each a line of its own, and
          // the last one added answers (Quote::getLastAddedItem).
          let last: QuoteItemRow | null = null;
          for (const [member, memberQty] of await this.groupedMembers(product, input.product_option, scope)) {
            last = (await this.addLine(await this.access.active(cartId), pricing, scope, member, memberQty, null)).row;
          }
          row = last!;
        } else {
          ({ row, counted } = await this.addLine(cart, pricing, scope, product, qty, input.product_option));
        }
      }
      if (!counted) await this.writer.touch(cartId);
      return presentItem(row);
    }, cartWrite(cartId));
  }

  /**
   * Adds a product to the cart: a line of its own, or more on the line with the same product and
   * options. `counted`: the cart's counters were kept with it (a new simple or configurable line).
   */
  private async addLine(
    cart: ActiveCart,
    pricing: PriceContext,
    scope: CartScope,
    product: ProductData,
    qty: number,
    productOption: unknown,
  ): Promise<{ row: QuoteItemRow; counted: boolean }> {
    if (product.type_id === BUNDLE)
      return { row: await this.addBundleLine(cart, pricing, scope, product, qty, productOption), counted: false };
    // A configurable line sells the chosen child: its SKU, stock and price are the child's.
    const child = product.type_id === CONFIGURABLE ? await this.chosenChild(product, productOption, scope) : null;
    const sold = child ?? product;
    checkLineOptions(product, productOption);
    // One line per product and choice of options: the same again adds up.
    const key = lineOptionsKey(productOption);
    const line = cart.items.find(
      (i) =>
        i.parent_item_id === null && i.sku.toLowerCase() === String(sold.sku).toLowerCase() && lineOptionsKey(i.product_options) === key,
    );
    const total = (line?.qty ?? 0) + qty;
    if (line) {
      await this.assertSalable(String(sold.sku), total, scope.stockId);
      return { row: await this.setQty(line, total, pricing, pricedProductOf(line, cart.items)), counted: false };
    }
    // The stock check and the new line go in one round trip (both held back: Database.deferredQuery);
    // a line that cannot be sold is rolled back with the call.
    const [, row] = await Promise.all([
      this.assertSalable(String(sold.sku), total, scope.stockId),
      this.insert(cart.quote.entity_id, pricing, product, qty, productOption, child),
    ]);
    return { row, counted: true };
  }

  /**
   * A bundle line: the bundle with its chosen selections (`bundle_options`), each selection a hidden
   * line under it holding its product's quantity for the whole line; stock is the selections'. The
   * same bundle with the same choice adds up on one line.
   */
  private async addBundleLine(
    cart: ActiveCart,
    pricing: PriceContext,
    scope: CartScope,
    bundle: ProductData,
    qty: number,
    productOption: unknown,
  ): Promise<QuoteItemRow> {
    const chosen = await this.bundles.choose(Number(bundle.id), scope.storeId, productOption);
    checkLineOptions(bundle, productOption);
    const key = bundleKey(productOption);
    const line = cart.items.find(
      (i) => i.parent_item_id === null && i.product_id === Number(bundle.id) && bundleKey(i.product_options) === key,
    );
    const total = (line?.qty ?? 0) + qty;
    for (const c of chosen) await this.assertSalable(c.link.sku, c.qty * total, scope.stockId);
    if (line) return this.setQty(line, total, pricing, line.product_id);
    const [{ price }] = await this.bundles.unitPrices([{ bundleId: Number(bundle.id), productOption, qty }], pricing);
    const taxClass = (bundle.custom_attributes as { attribute_code: string; value: unknown }[] | undefined)?.find(
      (a) => a.attribute_code === 'tax_class_id',
    )?.value;
    const [row] = await this.ds.query(
      `INSERT INTO quote_item (quote_id, product_id, store_id, sku, name, product_type, is_virtual, qty, weight, row_weight, price,
         base_price, row_total, base_row_total, tax_class_id, product_options)
       VALUES ($1, $2, $3, $4, $5, 'bundle', false, $6::numeric, 0, 0, $7::numeric, $7::numeric, $7::numeric * $6::numeric,
         $7::numeric * $6::numeric, $8, $9)
       RETURNING ${ITEM_COLUMNS}`,
      [
        cart.quote.entity_id,
        bundle.id,
        scope.storeId,
        bundle.sku,
        bundle.name ?? null,
        qty,
        price,
        taxClass === undefined || taxClass === null ? null : Number(taxClass),
        productOption === undefined || productOption === null ? null : JSON.stringify(productOption),
      ],
    );
    await this.ds.query(
      `INSERT INTO quote_item (quote_id, parent_item_id, product_id, store_id, sku, name, product_type, is_virtual, qty, weight, row_weight)
       SELECT $1, $2, e.entity_id, $3, e.sku, NULL, e.type_id, e.type_id <> 'simple', c.qty, NULL, 0
         FROM unnest($4::int[], $5::numeric[]) WITH ORDINALITY AS c(product_id, qty, n) JOIN catalog_product_entity e
         ON e.entity_id = c.product_id
        ORDER BY c.n`,
      [cart.quote.entity_id, row.item_id, scope.storeId, chosen.map((c) => c.link.product_id), chosen.map((c) => c.qty * qty)],
    );
    return row;
  }

  /**
   * The members a grouped product adds and their quantities (Grouped::_prepareProduct):
   * `product_option.extension_attributes.grouped_options` (`id`: the member's product id, `qty`)
   * for the members it names, each other member at its default quantity on the link; a member with
   * neither, or no quantity at all, is `Please specify the quantity of product(s).`
   */
  private async groupedMembers(
    grouped: ProductData,
    productOption: unknown,
    scope: { storeId: number; websiteId: number },
  ): Promise<[ProductData, number][]> {
    const given = (productOption as { extension_attributes?: { grouped_options?: unknown } } | null | undefined)?.extension_attributes
      ?.grouped_options;
    const asked = new Map<number, number>();
    if (Array.isArray(given)) {
      for (const o of given as Record<string, unknown>[]) asked.set(Number(o?.id), Number(o?.qty ?? 0));
    }
    const links = (
      (grouped.product_links as { link_type: string; linked_product_sku: string; extension_attributes?: { qty?: number } }[]) ?? []
    ).filter((l) => l.link_type === 'associated');
    const out: [ProductData, number][] = [];
    for (const link of links) {
      const member = await this.products.committedBySku(link.linked_product_sku, scope.storeId);
      const websites = (member.extension_attributes as { website_ids?: number[] })?.website_ids ?? [];
      if (Number(member.status ?? 1) !== 1 || !websites.includes(scope.websiteId)) continue;
      const qty = asked.has(Number(member.id)) ? asked.get(Number(member.id))! : Number(link.extension_attributes?.qty ?? 0);
      if (!Number.isFinite(qty) || qty < 0) throw new LocalizedException(MISSING_OPTIONS.grouped);
      if (qty > 0) out.push([member, qty]);
    }
    if (!out.length) throw new LocalizedException(MISSING_OPTIONS.grouped);
    return out;
  }

  /** CartItemRepository::deleteById. */
  async deleteById(cartId: number, itemId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      await this.ds.query(`SELECT 1 FROM quote WHERE entity_id = $1 FOR UPDATE`, [cartId]);
      const cart = await this.access.active(cartId);
      if (!cart.items.some((i) => i.item_id === itemId)) throw notInCart(cartId, itemId);
      await this.ds.query(`DELETE FROM quote_item WHERE quote_id = $1 AND (item_id = $2 OR parent_item_id = $2)`, [cartId, itemId]);
      await this.writer.touch(cartId);
      return true;
    });
  }

  /** Quote::addProduct's checks: enabled, on the cart's website, a type sold without options. */
  private assertAddable(product: ProductData, websiteId: number): void {
    const websites = (product.extension_attributes as { website_ids?: number[] })?.website_ids ?? [];
    if (Number(product.status ?? 1) !== 1 || !websites.includes(websiteId)) throw new LocalizedException(NOT_AVAILABLE);
    const type = String(product.type_id);
    if (!SIMPLE_TYPES.has(type) && type !== CONFIGURABLE && type !== GROUPED && type !== BUNDLE)
      throw new LocalizedException(MISSING_OPTIONS[type] ?? NOT_AVAILABLE);
  }

  /**
   * The child `product_option.extension_attributes.configurable_item_options` chooses (Magento's
   * Configurable::_prepareProduct): every configurable attribute must be given a value that some
   * enabled child of the cart's website carries, else `You need to choose options for your item.`
   */
  private async chosenChild(
    parent: ProductData,
    productOption: unknown,
    scope: { storeId: number; websiteId: number },
  ): Promise<ProductData> {
    const options = (productOption as { extension_attributes?: { configurable_item_options?: unknown } } | null | undefined)
      ?.extension_attributes?.configurable_item_options;
    const choice = Array.isArray(options)
      ? options.map((o) => ({
          attributeId: Number((o as Record<string, unknown>)?.option_id),
          value: Number((o as Record<string, unknown>)?.option_value),
        }))
      : [];
    if (!choice.length || choice.some((c) => !Number.isInteger(c.attributeId) || !Number.isInteger(c.value))) {
      throw new LocalizedException(MISSING_OPTIONS.configurable);
    }
    const childId = await this.configurable.childByChoice(Number(parent.id), choice);
    if (childId === null) throw new LocalizedException(MISSING_OPTIONS.configurable);
    const [child] = await this.products.committedByIds([childId], scope.storeId);
    const websites = (child?.extension_attributes as { website_ids?: number[] })?.website_ids ?? [];
    if (!child || Number(child.status ?? 1) !== 1 || !websites.includes(scope.websiteId)) throw new LocalizedException(NOT_AVAILABLE);
    return child;
  }

  /**
   * The add-to-cart salability chain (400 when it fails). Magento's CheckQuoteItemQtyPlugin sets each
   * error as the item's message in turn, so the last one is what the client sees.
   */
  private async assertSalable(sku: string, qty: number, stockId: number): Promise<void> {
    const result = await this.salable.isProductSalableForRequestedQty(sku, stockId, qty);
    if (!result.salable) throw new LocalizedException(result.errors[result.errors.length - 1]?.message ?? NOT_AVAILABLE);
  }

  /** A line's new quantity (its child line's too), priced for it. `pricedProduct`: the product the price is the one of. */
  private async setQty(line: QuoteItemRow, qty: number, pricing: PriceContext, pricedProduct: number | null): Promise<QuoteItemRow> {
    let price = line.price;
    if (line.product_type === BUNDLE && line.product_id !== null) {
      [{ price }] = await this.bundles.unitPrices([{ bundleId: line.product_id, productOption: line.product_options, qty }], pricing);
    } else if (pricedProduct !== null) {
      price = await this.finalPrice(pricedProduct, qty, pricing);
      if (hasPricedOptions(line.product_options) && line.product_id !== null) {
        const [product] = await this.products.committedByIds([line.product_id], pricing.storeId);
        if (product) price += lineOptionsPrice(product, line.product_options, price);
      }
    }
    // Hidden child lines keep their share of the line (a configurable's 1, a bundle selection's own).
    await this.ds.query(
      `UPDATE quote_item SET qty = qty * $2::numeric / $3::numeric, row_weight = COALESCE(weight, 0) * qty * $2::numeric / $3::numeric,
         updated_at = now()
        WHERE parent_item_id = $1`,
      [line.item_id, qty, line.qty],
    );
    // An UPDATE … RETURNING answers [rows, count] through typeorm.
    const [[row]] = await this.ds.query(
      `UPDATE quote_item SET qty = $2::numeric, price = $3::numeric, base_price = $3::numeric, row_total = $3::numeric * $2::numeric,
         base_row_total = $3::numeric * $2::numeric, row_weight = COALESCE(weight, 0) * $2::numeric, updated_at = now()
       WHERE item_id = $1 RETURNING ${ITEM_COLUMNS}`,
      [line.item_id, qty, price],
    );
    return row;
  }

  private async finalPrice(productId: number, qty: number, pricing: PriceContext): Promise<number> {
    const [price] = await this.finalPrices.forLines([{ productId, qty }], pricing);
    return price.finalPrice;
  }

  /**
   * A new line at its final price for the quantity, in the cart's store and group. A configurable
   * line is Magento's pair: the parent line (the parent product, the child's SKU, weight and price,
   * the chosen options) and a hidden child line under it (the child product, no price of its own).
   * The cart's counters are kept in the same statement: the caller does not `touch` it again.
   */
  private async insert(
    cartId: number,
    pricing: PriceContext,
    product: ProductData,
    qty: number,
    options: unknown,
    child: ProductData | null,
  ): Promise<QuoteItemRow> {
    const storeId = pricing.storeId;
    const sold = child ?? product;
    const base = await this.finalPrice(Number(sold.id), qty, pricing);
    const price = base + lineOptionsPrice(product, options, base);
    const weightOf = (p: ProductData) => (p.weight === undefined || p.weight === null ? null : Number(p.weight));
    const taxClass = (product.custom_attributes as { attribute_code: string; value: unknown }[] | undefined)?.find(
      (a) => a.attribute_code === 'tax_class_id',
    )?.value;
    const type = String(product.type_id);
    const isVirtual = String(sold.type_id) !== 'simple';
    // The line, a configurable's hidden child line under it, and the cart's counters: one statement.
    const [row] = await this.ds.deferredQuery<QuoteItemRow>(
      `WITH line AS (
         INSERT INTO quote_item (quote_id, product_id, store_id, sku, name, product_type, is_virtual, qty, weight, row_weight, price,
           base_price, row_total, base_row_total, tax_class_id, product_options)
         VALUES ($1, $2, $3, $4, $5, $6, $7::boolean, $8::numeric, $9::numeric, COALESCE($9::numeric, 0) * $8::numeric, $10::numeric,
           $10::numeric, $10::numeric * $8::numeric, $10::numeric * $8::numeric, $11, $12)
         RETURNING ${ITEM_COLUMNS}
       ),
       child AS (
         INSERT INTO quote_item (quote_id, parent_item_id, product_id, store_id, sku, name, product_type, is_virtual, qty, weight,
           row_weight)
         SELECT $1, line.item_id, $13::int, $3, $14::text, $15::text, $16::text, $7::boolean, $8::numeric, $17::numeric,
                COALESCE($17::numeric, 0) * $8::numeric
         FROM line WHERE $13::int IS NOT NULL
       ),
       counters AS (${countersWithNewLine('$1', '$8::numeric', '$7::boolean')})
       SELECT * FROM line`,
      [
        cartId,
        product.id,
        storeId,
        sold.sku,
        product.name ?? null,
        type,
        isVirtual,
        qty,
        weightOf(sold),
        price,
        taxClass === undefined || taxClass === null ? null : Number(taxClass),
        options === undefined || options === null ? null : JSON.stringify(options),
        child?.id ?? null,
        child?.sku ?? null,
        child?.name ?? null,
        child ? String(child.type_id) : null,
        child ? weightOf(child) : null,
      ],
    );
    return row;
  }
}

/** The columns presentItem needs, numerics as numbers. */
const ITEM_COLUMNS = `item_id, quote_id, parent_item_id, sku, name, product_type, is_virtual, qty::float8 AS qty, price::float8 AS price,
  row_total::float8 AS row_total, weight::float8 AS weight, gift_message_id, product_options`;

/** The product a line's price is the one of: a configurable line's child, else its own product. */
function pricedProductOf(line: QuoteItemRow, items: QuoteItemRow[]): number | null {
  const child = items.find((i) => i.parent_item_id === line.item_id);
  return child?.product_id ?? line.product_id;
}

/** A bundle line's choice, comparable between requests. */
function bundleKey(productOption: unknown): string {
  return JSON.stringify(
    (productOption as { extension_attributes?: { bundle_options?: unknown } } | null | undefined)?.extension_attributes?.bundle_options ??
      null,
  );
}
