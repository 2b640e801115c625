/**
 * Magento's partial responses: `?fields=items[sku,name],total_count` keeps only the named fields
 * (nested with brackets; a list applies the filter to each element).
 */
export type FieldTree = Map<string, FieldTree>;

export function parseFields(spec: string): FieldTree {
  let i = 0;
  const parse = (): FieldTree => {
    const tree: FieldTree = new Map();
    let name = '';
    while (i < spec.length) {
      const c = spec[i++];
      if (c === ',') {
        if (name.trim()) tree.set(name.trim(), new Map());
        name = '';
      } else if (c === '[') {
        tree.set(name.trim(), parse());
        name = '';
      } else if (c === ']') {
        break;
      } else {
        name += c;
      }
    }
    if (name.trim()) tree.set(name.trim(), new Map());
    return tree;
  };
  return parse();
}

export function filterFields(value: unknown, tree: FieldTree): unknown {
  if (tree.size === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => filterFields(v, tree));
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    if (key in (value as Record<string, unknown>)) out[key] = filterFields((value as Record<string, unknown>)[key], sub);
  }
  return out;
}
