import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Each lib owns the tables its own migrations create; it alone writes them, and other libs read
 * them through the owner's providers — except the named read models below. The map of owners is
 * derived from the migrations (CREATE TABLE), so it cannot drift; the libs' SQL is found in their
 * string and template literals after FROM, JOIN, USING, INSERT INTO, UPDATE, DELETE FROM, COPY,
 * TRUNCATE and MERGE INTO. Table names built at run time are only seen as a prefix
 * (`catalog_product_entity_${type}`), or not at all when the whole name is a variable.
 */

const ROOT = join(__dirname, '../../../..');
const LIBS = join(ROOT, 'libs');

/** Why several read models may read foreign tables. */
const CONFIG = 'reads its settings with their scope fallback in one statement';
const DOCUMENT = 'sums or checks its own totals against the order documents they were taken from (one statement per batch)';
const ATTRIBUTES = "joins the EAV attribute definitions the catalog's own attribute rows extend (catalog_eav_attribute, sets, groups)";
const PRODUCT_ROWS = "reads product rows or values in the same statement as its own product tables (a product type's or feature's parts)";
const CUSTOMER = 'checks or reads the customer, address or group its own rows point to, in the same statement';
const DIRECTORY = 'validates or names countries and regions in the same statement as its own rows';
const SEARCH = 'a search projection: builds or queries documents across catalog, EAV and store tables in one statement';
const REPORT = 'a reporting projection across modules (one query)';

/**
 * Named read models: the files allowed to read foreign tables, with the tables and why. This list
 * should only shrink: a new cross-lib read goes through the owner's provider.
 */
const READ_MODELS: Record<string, { tables: string[]; why: string }> = {
  'libs/analytics/src/services/usage-report.ts': {
    tables: ['catalog_category_entity', 'catalog_product_entity', 'customer_entity', 'sales_order', 'store'],
    why: REPORT,
  },
  'libs/backend/src/admin/read-models/bulk-log.ts': {
    tables: ['admin_user', 'integration', 'magento_bulk', 'magento_operation'],
    why: REPORT,
  },
  'libs/bundle/src/services/bundle-catalog.ts': { tables: ['catalog_product_entity', 'catalog_product_entity_int'], why: PRODUCT_ROWS },
  'libs/catalog/src/attribute-sets/attribute-group-service.ts': { tables: ['eav_attribute', 'eav_attribute_set'], why: ATTRIBUTES },
  'libs/catalog/src/attribute-sets/attribute-management-service.ts': { tables: ['eav_attribute', 'eav_attribute_set'], why: ATTRIBUTES },
  'libs/catalog/src/attribute-sets/attribute-set-service.ts': { tables: ['eav_attribute_set'], why: ATTRIBUTES },
  'libs/catalog/src/attributes/services/catalog-attribute-repository.ts': { tables: ['eav_attribute'], why: ATTRIBUTES },
  'libs/catalog/src/attributes/services/product-attribute-repository.ts': { tables: ['eav_attribute'], why: ATTRIBUTES },
  'libs/catalog/src/categories/category-store.ts': { tables: ['eav_attribute'], why: ATTRIBUTES },
  'libs/catalog/src/media/services/gallery-management.ts': { tables: ['eav_attribute'], why: ATTRIBUTES },
  'libs/catalog/src/media/services/media-attribute-management.ts': { tables: ['eav_attribute', 'eav_attribute_set'], why: ATTRIBUTES },
  'libs/catalog/src/tier-prices/tier-price-persistence.ts': { tables: ['customer_group'], why: CUSTOMER },
  'libs/configurable-product/src/services/configurable-data.ts': {
    tables: [
      'catalog_product_entity',
      'catalog_product_entity_int',
      'eav_attribute',
      'eav_attribute_label',
      'eav_attribute_option',
      'eav_attribute_option_value',
    ],
    why: PRODUCT_ROWS,
  },
  'libs/configurable-product/src/services/link-management.ts': { tables: ['catalog_product_entity'], why: PRODUCT_ROWS },
  'libs/configurable-product/src/services/option-rules.ts': {
    tables: ['catalog_eav_attribute', 'catalog_product_entity', 'catalog_product_entity_int', 'eav_attribute', 'eav_entity_attribute'],
    why: PRODUCT_ROWS,
  },
  'libs/customer-balance/src/services/customer-balances.ts': {
    tables: ['core_config_data', 'customer_entity', 'store_website'],
    why: CONFIG,
  },
  'libs/customer-balance/src/services/store-credit-total.ts': { tables: ['sales_creditmemo', 'sales_order'], why: DOCUMENT },
  'libs/customer/src/groups/services/group-repository.ts': {
    tables: ['store_website', 'tax_class'],
    why: 'names the tax class and excluded websites of each group in its search',
  },
  'libs/customer/src/metadata/services/attribute-metadata.ts': { tables: ['eav_attribute'], why: ATTRIBUTES },
  'libs/gift-card-account/src/totals/gift-card-order.ts': { tables: ['sales_order', 'sales_order_adjustment'], why: DOCUMENT },
  'libs/gift-card-account/src/totals/gift-card-total.ts': { tables: ['sales_order'], why: DOCUMENT },
  'libs/gift-registry/src/services/gift-registries.ts': {
    tables: ['catalog_product_entity', 'customer_entity', 'store_website'],
    why: CUSTOMER,
  },
  'libs/gift-registry/src/services/registry-products.ts': { tables: ['catalog_product_entity'], why: PRODUCT_ROWS },
  'libs/integration/src/services/user-tokens.ts': { tables: ['customer_entity'], why: CUSTOMER },
  'libs/inventory/src/sales/source-deduction.ts': { tables: ['catalog_product_entity'], why: PRODUCT_ROWS },
  'libs/inventory/src/sales/stock-salability.ts': { tables: ['catalog_product_entity'], why: PRODUCT_ROWS },
  'libs/marketplace/src/services/application-service.ts': { tables: ['admin_user'], why: 'names the administrator of its own rows' },
  'libs/marketplace/src/services/profile-service.ts': { tables: ['admin_user'], why: 'names the administrator of its own rows' },
  'libs/marketplace/src/services/session-service.ts': { tables: ['admin_user'], why: 'names the administrator of its own rows' },
  'libs/quote/src/carts/cart-items-service.ts': { tables: ['catalog_product_entity'], why: PRODUCT_ROWS },
  'libs/quote/src/carts/cart-scope.ts': {
    tables: ['customer_entity', 'customer_group'],
    why: "resolves a cart's customer with its group's tax class in one statement",
  },
  'libs/reward/src/services/order-rewards.ts': { tables: ['sales_creditmemo', 'sales_order', 'store'], why: DOCUMENT },
  'libs/reward/src/services/reward-points.ts': { tables: ['core_config_data', 'customer_entity', 'store_website'], why: CONFIG },
  'libs/reward/src/services/reward-total.ts': { tables: ['sales_order'], why: DOCUMENT },
  'libs/rma/src/services/rma-writer.ts': { tables: ['sales_order', 'sales_order_item'], why: DOCUMENT },
  'libs/search/src/services/document-sql.ts': {
    tables: ['catalog_eav_attribute', 'catalog_product_entity', 'eav_attribute', 'eav_attribute_option_value', 'store'],
    why: SEARCH,
  },
  'libs/search/src/services/search-engine.ts': {
    tables: ['catalog_category_product', 'catalog_product_entity', 'catalog_product_entity_*', 'catalog_product_website'],
    why: SEARCH,
  },
  'libs/search/src/services/search-requests.ts': { tables: ['catalog_eav_attribute', 'eav_attribute'], why: SEARCH },
  'libs/shipping/src/tablerate/tablerate-import.ts': {
    tables: ['directory_country', 'directory_country_region', 'store_website'],
    why: DIRECTORY,
  },
  'libs/store/src/services/scoped-config.ts': { tables: ['core_config_data'], why: CONFIG },
  'libs/tax/src/services/tax-class-repository.ts': {
    tables: ['catalog_product_entity_int', 'customer_group', 'eav_attribute'],
    why: 'refuses to delete a tax class products or customer groups still use',
  },
  'libs/tax/src/services/tax-rate-repository.ts': {
    tables: ['directory_country_region'],
    why: "searches and presents rates with their region's code in one statement",
  },
};

type Kind = 'write' | 'read';

interface TableReference {
  lib: string;
  file: string;
  table: string;
  kind: Kind;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

const isMigration = (source: string) => /implements\s+MigrationInterface/.test(source);

/** The contents of the string and template literals of a TypeScript source (a template's `${…}` as `${}`). */
function literals(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  const template = (): void => {
    let text = '';
    i++;
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source.startsWith('${', i)) {
        text += '${}';
        i += 2;
        code(true);
      } else text += source[i++];
    }
    i++;
    out.push(text);
  };
  const code = (nested: boolean): void => {
    let depth = 1;
    while (i < source.length) {
      const c = source[i];
      if (source.startsWith('//', i)) i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
      else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) < 0 ? source.length : source.indexOf('*/', i) + 2;
      else if (c === "'" || c === '"') {
        let text = '';
        i++;
        while (i < source.length && source[i] !== c) text += source[i] === '\\' ? source[(i += 2) - 1] : source[i++];
        i++;
        out.push(text);
      } else if (c === '`') template();
      else {
        i++;
        if (nested && c === '{') depth++;
        if (nested && c === '}' && --depth === 0) return;
      }
    }
  };
  code(false);
  return out;
}

const WRITE = /^(INSERT|UPDATE|DELETE|TRUNCATE|COPY|MERGE)/i;
// A keyword, then a table name (quoted or not, a `${}` suffix making it a prefix); a name directly followed by `(` is a function.
const KEYWORD = String.raw`\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|COPY|MERGE\s+INTO|FROM|JOIN|USING)\s+(?:ONLY\s+)?`;
const REFERENCE = new RegExp(KEYWORD + String.raw`(?:public\.)?(?:"(\w+)"|([A-Za-z_]\w*)(?:(\$\{\})|\b(?!\()))`, 'gi');

/** table → owning lib, from every lib's migrations. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const lib of readdirSync(LIBS)) {
    for (const file of sourceFiles(join(LIBS, lib, 'src'))) {
      const source = readFileSync(file, 'utf8');
      if (!isMigration(source)) continue;
      for (const m of source.matchAll(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/gi)) {
        const table = m[1].toLowerCase();
        if (owners.has(table) && owners.get(table) !== lib) throw new Error(`${table} is created by both ${owners.get(table)} and ${lib}`);
        owners.set(table, lib);
      }
    }
  }
  return owners;
}

/** The owner of every table a built name may stand for (`catalog_product_entity_` + type), if they have one. */
function prefixOwner(owners: Map<string, string>, prefix: string): string | undefined {
  const libs = new Set([...owners].filter(([table]) => table.startsWith(prefix)).map(([, lib]) => lib));
  return libs.size === 1 ? [...libs][0] : undefined;
}

/** The foreign tables each lib's non-migration source names in its SQL. */
function foreignReferences(owners: Map<string, string>): TableReference[] {
  const found: TableReference[] = [];
  for (const lib of readdirSync(LIBS)) {
    for (const path of sourceFiles(join(LIBS, lib, 'src'))) {
      const source = readFileSync(path, 'utf8');
      if (isMigration(source)) continue;
      const file = relative(ROOT, path);
      for (const text of literals(source)) {
        for (const m of text.matchAll(REFERENCE)) {
          const name = (m[2] ?? m[3]).toLowerCase();
          const owner = m[4] ? prefixOwner(owners, name) : owners.get(name);
          const table = m[4] ? `${name}*` : name;
          if (owner && owner !== lib) found.push({ lib, file, table, kind: WRITE.test(m[1]) ? 'write' : 'read' });
        }
      }
    }
  }
  return found;
}

const describeReference = (r: TableReference) => `${r.lib}: ${r.file} ${r.kind}s ${r.table}`;

describe('table ownership', () => {
  const owners = tableOwners();
  const references = foreignReferences(owners);

  it('finds the owners of the tables in the migrations', () => {
    expect(owners.get('inventory_source_item')).toBe('inventory');
    expect(owners.get('catalog_product_entity_tier_price')).toBe('catalog');
    expect(owners.get('quote')).toBe('quote');
    expect(owners.get('sales_order_adjustment')).toBe('sales');
  });

  it('sees SQL in template literals, prefixes of built names included', () => {
    const text = literals('q(`UPDATE inventory_source_item SET x = 1 FROM catalog_product_entity_${type} v`); // FROM quote');
    expect(text).toEqual(['UPDATE inventory_source_item SET x = 1 FROM catalog_product_entity_${} v']);
    expect([...text[0].matchAll(REFERENCE)].map((m) => [m[1], m[2] ?? m[3], !!m[4]])).toEqual([
      ['UPDATE', 'inventory_source_item', false],
      ['FROM', 'catalog_product_entity_', true],
    ]);
  });

  it('lets no lib write a table it does not own', () => {
    expect(references.filter((r) => r.kind === 'write').map(describeReference)).toEqual([]);
  });

  it('lets a lib read a foreign table only in a named read model', () => {
    const unlisted = references.filter((r) => r.kind === 'read' && !READ_MODELS[r.file]?.tables.includes(r.table));
    expect([...new Set(unlisted.map(describeReference))]).toEqual([]);
  });

  it('keeps the read models list exact, so it only shrinks', () => {
    const read = new Set(references.filter((r) => r.kind === 'read').map((r) => `${r.file} ${r.table}`));
    const listed = Object.entries(READ_MODELS).flatMap(([file, m]) => m.tables.map((table) => `${file} ${table}`));
    const stale = listed.filter((entry) => !read.has(entry));
    expect(stale).toEqual([]);
  });
});
