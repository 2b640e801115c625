/** One stored link of a product: to which product, of which type, at which position. */
export interface LinkRow {
  linkedId: number;
  typeId: number;
  position: number;
  /** An `associated` link's default quantity (null for the other types). */
  qty?: number | null;
}

/** A link as sent, once its type and linked product are resolved. */
export interface ResolvedLink {
  typeId: number;
  linkedId: number;
  position?: number | null;
  qty?: number | null;
}

/**
 * The rows a list of sent links stores (Magento's product link SaveHandler): when a type has a
 * link without a position, that type's links are numbered 1..n in the order sent; a position
 * sent as null is 0. The same linked product twice in one type is stored once, the last one
 * winning, as Magento saves the links one after the other.
 */
export function linkRows(links: readonly ResolvedLink[]): LinkRow[] {
  const unpositioned = new Set(links.filter((l) => l.position === undefined).map((l) => l.typeId));
  const seenInType = new Map<number, number>();
  const rows = new Map<string, LinkRow>();
  for (const link of links) {
    const ordinal = (seenInType.get(link.typeId) ?? 0) + 1;
    seenInType.set(link.typeId, ordinal);
    const position = unpositioned.has(link.typeId) ? ordinal : (link.position ?? 0);
    const key = `${link.typeId}:${link.linkedId}`;
    rows.delete(key);
    rows.set(key, { linkedId: link.linkedId, typeId: link.typeId, position, qty: link.qty ?? null });
  }
  return [...rows.values()];
}
