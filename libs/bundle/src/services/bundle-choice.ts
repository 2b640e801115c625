import { Injectable } from '@nestjs/common';
import { LocalizedException } from '@mercato/platform';
import { FinalPrices, PriceContext, ProductCache } from '@mercato/catalog';
import { BundleCatalog, StoredLink, StoredOption } from './bundle-catalog';

const SPECIFY_OPTIONS = 'Please specify product option(s).';
const REQUIRED_OPTIONS = 'Please select all required options.';

/** One chosen selection of a bundle line and how many of its product one bundle holds. */
export interface ChosenSelection {
  link: StoredLink;
  /** Units of the selection's product in one unit of the bundle. */
  qty: number;
}

/**
 * The selections `product_option.extension_attributes.bundle_options` chooses (Bundle
 * Type::_prepareProduct): `option_selections` are selection ids of that option, `option_qty` counts
 * where the selection lets the shopper change its quantity (else the selection's own quantity).
 * A required option without a selection is `Please select all required options.`; no choice at
 * all, or a selection the option does not have, `Please specify product option(s).`
 */
export function chooseBundleSelections(options: StoredOption[], productOption: unknown): ChosenSelection[] {
  const given = (productOption as { extension_attributes?: { bundle_options?: unknown } } | null | undefined)?.extension_attributes
    ?.bundle_options;
  if (!Array.isArray(given) || !given.length) throw new LocalizedException(SPECIFY_OPTIONS);
  const byOption = new Map<number, { qty: number | null; selections: number[] }>();
  for (const raw of given as Record<string, unknown>[]) {
    const optionId = Number(raw?.option_id);
    const selections = Array.isArray(raw?.option_selections) ? (raw.option_selections as unknown[]).map(Number) : [];
    const qty = raw?.option_qty === undefined || raw?.option_qty === null ? null : Number(raw.option_qty);
    byOption.set(optionId, { qty: qty !== null && Number.isFinite(qty) && qty > 0 ? qty : null, selections });
  }
  const chosen: ChosenSelection[] = [];
  for (const option of options) {
    const asked = byOption.get(option.option_id);
    byOption.delete(option.option_id);
    if (!asked || !asked.selections.length) {
      if (option.required) throw new LocalizedException(REQUIRED_OPTIONS);
      continue;
    }
    for (const selectionId of asked.selections) {
      const link = option.links.find((l) => l.selection_id === selectionId);
      if (!link) throw new LocalizedException(SPECIFY_OPTIONS);
      const own = Number(link.qty ?? 1) || 1;
      chosen.push({ link, qty: link.can_change_qty && asked.qty !== null ? asked.qty : own });
    }
  }
  if (byOption.size || !chosen.length) throw new LocalizedException(SPECIFY_OPTIONS);
  return chosen;
}

/**
 * One bundle unit's price (Bundle\Model\Product\Price): a dynamic bundle costs its selections'
 * final prices times their quantities; a fixed bundle its own price plus each selection's price —
 * fixed, or a percentage of the bundle's price — times its quantity. Each part is then charged at
 * the bundle's factor: its special price and tier discount are percentages (80 special = 80 %,
 * a 10 % tier discount = 90 %), the lowest applying (calculateSpecialPrice, _applyTierPrice).
 */
export function bundleUnitPrice(
  fixedPrice: boolean,
  bundleFactor: number,
  bundlePrice: number,
  selections: { selection: ChosenSelection; childFinalPrice: number }[],
): number {
  if (!fixedPrice) return selections.reduce((sum, s) => sum + s.childFinalPrice * s.selection.qty, 0) * bundleFactor;
  const parts = selections.reduce((sum, { selection }) => {
    const link = selection.link;
    const each = Number(link.price_type) === 1 ? (bundlePrice * Number(link.price ?? 0)) / 100 : Number(link.price ?? 0);
    return sum + each * selection.qty;
  }, bundlePrice);
  return parts * bundleFactor;
}

/** A bundle line to price: the bundle, the options it was bought with, how many. */
export interface BundleLineRequest {
  bundleId: number;
  productOption: unknown;
  qty: number;
}

/** What pricing a bundle line needs of the bundle: whether its price is fixed, and its options as a store sees them. */
interface BundleFacts {
  fixedPrice: boolean;
  options: StoredOption[];
}

/**
 * Prices bundle lines and tells which products they hold: the catalogue's final prices of the
 * bundle and its chosen selections (FinalPrices), combined by `bundleUnitPrice`. For cart calls,
 * which write no product: what they read of a bundle is kept in the product cache.
 */
@Injectable()
export class BundlePricing {
  constructor(
    private readonly catalog: BundleCatalog,
    private readonly finalPrices: FinalPrices,
    private readonly cache: ProductCache,
  ) {}

  /** The chosen selections of a bundle (Magento's messages when the choice does not fit its options). */
  async choose(bundleId: number, storeId: number, productOption: unknown): Promise<ChosenSelection[]> {
    return chooseBundleSelections((await this.facts(bundleId, storeId)).options, productOption);
  }

  /** Each line's unit price and original price, in order. */
  async unitPrices(lines: readonly BundleLineRequest[], ctx: PriceContext): Promise<{ price: number; originalPrice: number }[]> {
    const out: { price: number; originalPrice: number }[] = [];
    for (const line of lines) {
      const fixed = (await this.facts(line.bundleId, ctx.storeId)).fixedPrice;
      const chosen = await this.choose(line.bundleId, ctx.storeId, line.productOption);
      // The bundle's own line is priced from 100: its special and tier prices are percentages.
      const prices = await this.finalPrices.forLines(
        [
          { productId: line.bundleId, qty: line.qty, fromPrice: 100 },
          ...chosen.map((c) => ({ productId: c.link.product_id, qty: c.qty * line.qty })),
        ],
        ctx,
      );
      const [own, ...children] = prices;
      const factor = own.finalPrice / 100;
      const selections = chosen.map((selection, i) => ({ selection, childFinalPrice: children[i].finalPrice }));
      const price = bundleUnitPrice(fixed, factor, own.price, selections);
      const originalPrice = fixed
        ? bundleUnitPrice(true, 1, own.price, selections)
        : selections.reduce((s, c, i) => s + children[i].price * c.selection.qty, 0);
      out.push({ price, originalPrice });
    }
    return out;
  }

  /**
   * A bundle's price type and options: every bundle line asked PostgreSQL for both on each cart
   * call that priced it (adding it, shipping-information, placing the order), two round trips each
   * time. The answer is kept beside the bundle, read as committed data and kept once the cart call's
   * transaction commits; dropped with the bundle or any of its selections' products (their SKUs are
   * in it), and with everything when an option or selection is written (those tables announce their
   * writes without product ids). Shared: callers never change it.
   */
  private async facts(bundleId: number, storeId: number): Promise<BundleFacts> {
    const key = this.cache.derivedKey(bundleId, ['bundle', storeId]);
    const kept = this.cache.derived<BundleFacts>(key);
    if (kept) return kept;
    const token = this.cache.beginCommitted();
    const fixedPrice = await this.catalog.isFixedPrice(bundleId);
    const options = await this.catalog.optionsOf(bundleId, storeId);
    const facts = { fixedPrice, options };
    const children = options.flatMap((o) => o.links.map((l) => l.product_id));
    await this.cache.keepAfterCommit(key, facts, token, [bundleId, ...children]);
    return facts;
  }
}
