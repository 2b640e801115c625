import { StoredLink, StoredOption } from './bundle-catalog';

/**
 * The web API shapes of Magento's OptionInterface and LinkInterface, fields in Magento's getter
 * order, null values left out as Magento's output processor does. A link shows its price and
 * price type only for a fixed-price bundle (Magento's LinksList): a dynamic bundle prices its
 * children by their own prices. The link id is a string, as LinkInterface::getId declares.
 */
export function toLink(link: StoredLink, fixedPrice: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(link.selection_id), sku: link.sku, option_id: link.option_id };
  if (link.qty !== null) out.qty = Number(link.qty);
  out.position = link.position;
  out.is_default = link.is_default;
  if (fixedPrice) {
    out.price = Number(link.price);
    out.price_type = link.price_type;
  }
  out.can_change_quantity = link.can_change_qty;
  return out;
}

export function toOption(option: StoredOption, sku: string, fixedPrice: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { option_id: option.option_id };
  if (option.title !== null) out.title = option.title;
  out.required = option.required;
  if (option.type !== null) out.type = option.type;
  out.position = option.position;
  out.sku = sku;
  out.product_links = option.links.map((l) => toLink(l, fixedPrice));
  return out;
}
