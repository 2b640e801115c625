import { DataInterface, Field, phpString } from '@mercato/platform';

/** One entry of a price call's answer. */
@DataInterface('Magento\\Catalog\\Api\\Data\\PriceUpdateResultInterface')
export class PriceUpdateResult {
  @Field('string') message: string;
  @Field('string', { array: true }) parameters: (string | null)[];
}

/**
 * Collects validation failures of a price call, row by row (Magento Validation\Result): every
 * failed check adds its own entry, a row with any failure is left out of the write, and the
 * parameters are the values PHP-cast to strings, in order.
 */
export class PriceValidation {
  private readonly entries: PriceUpdateResult[] = [];
  private readonly failed = new Set<number>();

  fail(row: number, message: string, parameters: unknown[]): void {
    this.failed.add(row);
    this.entries.push({ message, parameters: parameters.map(phpString) });
  }

  isValid(row: number): boolean {
    return !this.failed.has(row);
  }

  /** The rows that passed, in input order. */
  validRows<T>(rows: readonly T[]): { row: T; index: number }[] {
    return rows.map((row, index) => ({ row, index })).filter(({ index }) => !this.failed.has(index));
  }

  results(): PriceUpdateResult[] {
    return this.entries;
  }
}

/** PHP's rendering of a value inside a message: null is empty, numbers as PHP prints them. */
export function text(value: unknown): string {
  return phpString(value) ?? '';
}

/** Keeps the last row per key: a batch may name the same product and store twice. */
export function lastPerKey<T>(rows: T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    map.delete(k);
    map.set(k, r);
  }
  return [...map.values()];
}
