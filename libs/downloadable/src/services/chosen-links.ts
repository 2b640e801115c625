import { LocalizedException } from '@mercato/platform';
import type { ProductData } from '@mercato/catalog';

const SPECIFY_LINKS = 'Please specify product link(s).';

/** The link ids a cart item request chooses (`product_option.extension_attributes.downloadable_option.downloadable_links`). */
export function chosenLinks(productOption: unknown): number[] {
  const ids = (productOption as { extension_attributes?: { downloadable_option?: { downloadable_links?: unknown } } } | null | undefined)
    ?.extension_attributes?.downloadable_option?.downloadable_links;
  return Array.isArray(ids) ? ids.map(Number).filter((id) => Number.isInteger(id)) : [];
}

/** Whether the product's links are bought one by one (`links_purchased_separately`), each at its price. */
function purchasedSeparately(product: ProductData): boolean {
  const attr = ((product.custom_attributes as { attribute_code: string; value: unknown }[] | undefined) ?? []).find(
    (a) => a.attribute_code === 'links_purchased_separately',
  );
  return attr !== undefined && String(attr.value) === '1';
}

function linksOf(product: ProductData): { id: number; price: number }[] {
  const links =
    (product.extension_attributes as { downloadable_product_links?: { id: number; price?: number }[] } | undefined)
      ?.downloadable_product_links ?? [];
  return links.map((l) => ({ id: Number(l.id), price: Number(l.price ?? 0) }));
}

/**
 * Downloadable Type::_prepareProduct's check: when links are bought separately, at least one of the
 * product's links must be chosen and every chosen id must be one of them, else
 * `Please specify product link(s).`
 */
export function checkDownloadableLinks(product: ProductData, productOption: unknown): void {
  if (product.type_id !== 'downloadable' || !purchasedSeparately(product)) return;
  const known = new Set(linksOf(product).map((l) => l.id));
  const chosen = chosenLinks(productOption);
  if (!chosen.length || chosen.some((id) => !known.has(id))) throw new LocalizedException(SPECIFY_LINKS);
}

/** What the chosen links add to a unit's price (Downloadable\Model\Product\Price::getFinalPrice): their prices, when bought separately. */
export function downloadableLinksPrice(product: ProductData, productOption: unknown): number {
  if (product.type_id !== 'downloadable' || !purchasedSeparately(product)) return 0;
  const chosen = new Set(chosenLinks(productOption));
  return linksOf(product)
    .filter((l) => chosen.has(l.id))
    .reduce((sum, l) => sum + l.price, 0);
}
