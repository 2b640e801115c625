import { Injectable } from '@nestjs/common';
import { Database, ErrorEntry, numberArray, textArray } from '@mercato/platform';
import { PartialTransferItemInput } from '../dto/source-items.input';
import { LocatedProduct } from '@mercato/catalog';
import { DEFAULT_SOURCE, DEFAULT_STOCK_ID, InventoryProducts } from './inventory-products';
import { LegacyStockItems } from './legacy-stock-items';
import {
  DESTINATION_DOES_NOT_EXIST,
  NOT_AVAILABLE,
  ORIGIN_DOES_NOT_EXIST,
  PARTIAL_TRANSFER_FAILED,
  SAME_SOURCE,
  SOURCE_DOES_NOT_EXIST,
  TRANSFER_VALIDATION_ERROR,
  VALIDATION_FAILED,
  validationError,
  validationException,
} from './validation';

/**
 * Magento\InventoryCatalogApi's bulk operations: assign, unassign, transfer and partial transfer
 * of products between sources. Only SKUs of products whose type keeps source items (simple,
 * virtual, downloadable) are processed; the others are skipped silently. Each call runs a fixed
 * number of statements whatever the number of SKUs (arrays unnested, INSERT … SELECT … ON
 * CONFLICT, data-modifying CTEs), in one transaction; the low-quantity settings follow the items
 * (InventoryLowQuantityNotification's bulk plugins) and the legacy stock items follow the
 * `default` source.
 */
@Injectable()
export class BulkInventoryService {
  constructor(
    private readonly ds: Database,
    private readonly products: InventoryProducts,
    private readonly legacy: LegacyStockItems,
  ) {}

  /** Creates (sku, source, quantity 0, out of stock) for each pair not assigned yet; answers how many. */
  async assign(skus: string[], sourceCodes: string[]): Promise<number> {
    const sources = await this.requireSources(sourceCodes);
    const products = (await this.products.find(skus)).withSourceItems(skus);
    if (!products.length || !sources.length) return 0;
    const params = [textArray(products.map((p) => p.sku)), textArray(sources)];
    // (Magento's BulkConfigurationAssign also adds empty low-quantity settings: an empty setting
    // reads as no setting, so none is stored.)
    const [{ created }]: { created: number }[] = await this.ds.query(
      `WITH created AS (
         INSERT INTO inventory_source_item (source_code, sku, quantity, status)
         SELECT s.code, k.sku, 0, 0 FROM unnest($2::text[]) AS s(code) CROSS JOIN unnest($1::text[]) AS k(sku)
         ON CONFLICT (source_code, sku) DO NOTHING RETURNING 1
       )
       SELECT count(*)::int AS created FROM created`,
      params,
    );
    return created;
  }

  /** Deletes the products' items at these sources; answers how many. Unassigning `default` zeroes the legacy items. */
  async unassign(skus: string[], sourceCodes: string[]): Promise<number> {
    const sources = await this.requireSources(sourceCodes);
    const products = (await this.products.find(skus)).withSourceItems(skus);
    if (!products.length || !sources.length) return 0;
    const params = [textArray(products.map((p) => p.sku)), textArray(sources)];
    return this.ds.transaction(async () => {
      const [{ deleted }]: { deleted: number }[] = await this.ds.query(
        `WITH pairs AS (SELECT s.code, k.sku FROM unnest($2::text[]) AS s(code) CROSS JOIN unnest($1::text[]) AS k(sku)),
         deleted AS (
           DELETE FROM inventory_source_item si USING pairs x WHERE si.source_code = x.code AND si.sku = x.sku RETURNING 1
         ), settings AS (
           DELETE FROM inventory_low_stock_notification_configuration n USING pairs x WHERE n.source_code = x.code AND n.sku = x.sku
         )
         SELECT count(*)::int AS deleted FROM deleted`,
        params,
      );
      if (sources.includes(DEFAULT_SOURCE)) await this.legacy.zero(products.map((p) => p.entity_id));
      return deleted;
    });
  }

  /**
   * Moves the products' stock from origin to destination (BulkInventoryTransfer): where the origin
   * has an item, the destination gets origin + destination quantity and the origin's status
   * (created if missing); where neither has one, the destination gets quantity 0, out of stock;
   * where only the destination has one, nothing changes. Then the origin items are deleted
   * (`unassignFromOrigin`) or set to quantity 0, out of stock. Answers true.
   */
  async transfer(skus: string[], originSource: string, destinationSource: string, unassignFromOrigin: boolean): Promise<boolean> {
    const existing = await this.existingSources([originSource, destinationSource]);
    const errors: ErrorEntry[] = [];
    if (!existing.has(originSource)) errors.push(validationError(ORIGIN_DOES_NOT_EXIST, { sourceCode: originSource }));
    if (!existing.has(destinationSource)) errors.push(validationError(DESTINATION_DOES_NOT_EXIST, { sourceCode: destinationSource }));
    if (originSource === destinationSource) errors.push(validationError(SAME_SOURCE, []));
    if (errors.length) throw validationException(TRANSFER_VALIDATION_ERROR, errors);

    const products = (await this.products.find(skus)).withSourceItems(skus);
    if (!products.length) return true;
    const toDefault = destinationSource === DEFAULT_SOURCE;
    const fromDefault = originSource === DEFAULT_SOURCE;
    // One statement (atomic by itself): see transferStatement.
    await this.ds.query(transferStatement({ unassignFromOrigin, toDefault, fromDefault }), [
      textArray(products.map((p) => p.sku)),
      numberArray(products.map((p) => p.entity_id)),
      originSource,
      destinationSource,
    ]);
    if (toDefault || fromDefault) this.legacy.changed(products.map((p) => p.entity_id));
    return true;
  }

  /**
   * Moves quantities of SKUs from origin to destination (BulkPartialInventoryTransfer): both
   * items must exist and the origin must hold the quantity. The origin loses it (its status
   * stays), the destination gains it and comes in stock. A SKU named twice moves both quantities.
   */
  async partialTransfer(originSourceCode: string, destinationSourceCode: string, items: PartialTransferItemInput[]): Promise<void> {
    const existing = await this.existingSources([originSourceCode, destinationSourceCode]);
    const errors: ErrorEntry[] = [];
    if (!existing.has(originSourceCode)) errors.push(validationError(ORIGIN_DOES_NOT_EXIST, { sourceCode: originSourceCode }));
    if (!existing.has(destinationSourceCode))
      errors.push(validationError(DESTINATION_DOES_NOT_EXIST, { sourceCode: destinationSourceCode }));
    if (originSourceCode === destinationSourceCode) errors.push(validationError(SAME_SOURCE, []));

    const found = await this.products.find(items.map((i) => i.sku));
    const wanted = items.map((i) => ({ given: i.sku ?? '', sku: found.canonical(i.sku ?? ''), qty: i.qty ?? 0 }));
    const current: { source_code: string; sku: string; quantity: number }[] = wanted.length
      ? await this.ds.query(
          `SELECT si.source_code, si.sku, si.quantity::float8 AS quantity FROM inventory_source_item si
           JOIN unnest($3::text[]) AS x(sku) ON x.sku = si.sku WHERE si.source_code IN ($1, $2)`,
          [originSourceCode, destinationSourceCode, textArray([...new Set(wanted.map((w) => w.sku))])],
        )
      : [];
    const quantity = new Map(current.map((r) => [`${r.source_code}\u0000${r.sku}`, r.quantity]));
    const missing = (sku: string, source: string) =>
      validationError('%message', { message: `Source item for ${sku} and ${source} does not exist` });
    for (const w of wanted) {
      const origin = quantity.get(`${originSourceCode}\u0000${w.sku}`);
      if (origin === undefined) {
        errors.push(missing(w.given, originSourceCode));
        continue;
      }
      if (origin < w.qty) errors.push(validationError(NOT_AVAILABLE, { sku: w.given }));
      if (!quantity.has(`${destinationSourceCode}\u0000${w.sku}`)) errors.push(missing(w.given, destinationSourceCode));
    }
    if (errors.length) throw validationException(PARTIAL_TRANSFER_FAILED, errors);
    if (!wanted.length) return;

    await this.ds.transaction(async () => {
      await this.ds.query(
        `WITH x AS (SELECT sku, sum(qty) AS qty FROM unnest($1::text[], $2::numeric[]) AS t(sku, qty) GROUP BY sku),
         origin AS (
           UPDATE inventory_source_item si SET quantity = si.quantity - x.qty FROM x WHERE si.source_code = $3 AND si.sku = x.sku
           RETURNING 1
         ),
         destination AS (
           UPDATE inventory_source_item si SET quantity = si.quantity + x.qty, status = 1 FROM x WHERE si.source_code = $4
           AND si.sku = x.sku RETURNING 1
         )
         SELECT (SELECT count(*) FROM origin) AS origin, (SELECT count(*) FROM destination) AS destination`,
        [textArray(wanted.map((w) => w.sku)), numberArray(wanted.map((w) => w.qty)), originSourceCode, destinationSourceCode],
      );
      if (originSourceCode === DEFAULT_SOURCE || destinationSourceCode === DEFAULT_SOURCE) {
        const products = [...new Set(wanted.map((w) => found.get(w.sku)).filter((p): p is LocatedProduct => p !== undefined))];
        await this.legacy.copyFromDefaultSource(products.map((p) => ({ id: p.entity_id, sku: p.sku })));
      }
    });
  }

  /** Assign/unassign validation: every source must exist (`Validation Failed`, one error per missing code). */
  private async requireSources(codes: string[]): Promise<string[]> {
    const unique = [...new Set(codes)];
    const existing = await this.existingSources(unique);
    const errors = codes.filter((c) => !existing.has(c)).map((c) => validationError(SOURCE_DOES_NOT_EXIST, { sourceCode: c }));
    if (errors.length) throw validationException(VALIDATION_FAILED, errors);
    return unique;
  }

  private async existingSources(codes: string[]): Promise<Set<string>> {
    if (!codes.length) return new Set();
    const rows: { source_code: string }[] = await this.ds.query(
      `SELECT source_code FROM inventory_source WHERE source_code = ANY($1::text[])`,
      [textArray(codes)],
    );
    return new Set(rows.map((r) => r.source_code));
  }
}

/**
 * The transfer as one statement ($1 SKUs, $2 their product ids, $3 origin, $4 destination): every
 * sub-statement sees the items as they were before it, and each touches other rows (destination
 * items, origin items, low-quantity settings, legacy items). Where the origin has an item the
 * destination adds its quantity and takes its status; a missing destination item is created
 * (origin quantity and status, or 0 and out of stock); the origin items are then deleted or set to
 * 0, out of stock. Only settings the origin has are copied (an empty setting reads as none).
 * Legacy items follow a `default` destination (its items as they now are) or origin (zeroed).
 */
export function transferStatement(o: { unassignFromOrigin: boolean; toDefault: boolean; fromDefault: boolean }): string {
  const { unassignFromOrigin, toDefault, fromDefault } = o;
  const legacy = `UPDATE cataloginventory_stock_item s SET qty = r.quantity, is_in_stock = r.status = 1 FROM (
           SELECT sku, quantity, status FROM updated UNION ALL SELECT sku, quantity, status FROM inserted
           UNION ALL SELECT d.sku, d.quantity, d.status FROM destination d WHERE NOT EXISTS (SELECT 1 FROM origin o WHERE o.sku = d.sku)
         ) r JOIN input i ON i.sku = r.sku
         WHERE s.product_id = i.product_id AND s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0`;
  const zeroLegacy = `UPDATE cataloginventory_stock_item s SET qty = 0, is_in_stock = false FROM input i
         WHERE s.product_id = i.product_id AND s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0`;
  return `WITH input AS (SELECT * FROM unnest($1::text[], $2::int[]) AS t(sku, product_id)),
         origin AS (SELECT si.sku, si.quantity, si.status FROM inventory_source_item si JOIN input i ON i.sku = si.sku
         WHERE si.source_code = $3),
         destination AS (SELECT si.sku, si.quantity, si.status FROM inventory_source_item si JOIN input i ON i.sku = si.sku
         WHERE si.source_code = $4), updated AS (
           UPDATE inventory_source_item si SET quantity = si.quantity + o.quantity, status = o.status
           FROM origin o WHERE si.source_code = $4 AND si.sku = o.sku
           RETURNING si.sku, si.quantity, si.status
         ),
         inserted AS (
           INSERT INTO inventory_source_item AS si (source_code, sku, quantity, status)
           SELECT $4, i.sku, COALESCE(o.quantity, 0), COALESCE(o.status, 0)
           FROM input i LEFT JOIN origin o ON o.sku = i.sku
           WHERE NOT EXISTS (SELECT 1 FROM destination d WHERE d.sku = i.sku)
           ON CONFLICT (source_code, sku) DO UPDATE SET quantity = si.quantity + EXCLUDED.quantity, status = EXCLUDED.status
           RETURNING si.sku, si.quantity, si.status
         ),
         cleared AS (
           ${
             unassignFromOrigin
               ? `DELETE FROM inventory_source_item si USING input i WHERE si.source_code = $3 AND si.sku = i.sku`
               : `UPDATE inventory_source_item si SET quantity = 0, status = 0 FROM input i WHERE si.source_code = $3 AND si.sku = i.sku`
           }
         ),
         settings AS (
           INSERT INTO inventory_low_stock_notification_configuration (source_code, sku, notify_stock_qty)
           SELECT $4, n.sku, n.notify_stock_qty FROM inventory_low_stock_notification_configuration n JOIN input i ON i.sku = n.sku
           WHERE n.source_code = $3 AND n.notify_stock_qty IS NOT NULL
           ON CONFLICT (source_code, sku) DO NOTHING
         )${
           unassignFromOrigin
             ? `, cleared_settings AS (
           DELETE FROM inventory_low_stock_notification_configuration n USING input i WHERE n.source_code = $3 AND n.sku = i.sku
         )`
             : ''
         }${toDefault ? `, legacy AS (${legacy})` : ''}${fromDefault ? `, legacy AS (${zeroLegacy})` : ''}
         SELECT (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted) AS moved`;
}
