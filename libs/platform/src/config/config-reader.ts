import { ConfigValues } from './config-snapshot';

/**
 * Reads configuration paths from one loaded snapshot, synchronously, along a scope chain the way
 * Magento's ScopeConfig does: the first scope that sets a path answers (`stores:<id>`, then
 * `websites:<id>`, then `default:0`); a path set to null, or set nowhere, gets the caller's fallback.
 */
export class ConfigReader {
  constructor(
    private readonly values: ConfigValues,
    private readonly chain: readonly string[],
  ) {}

  /** The chain of a store view: its own values, its website's, the default. */
  static forStore(values: ConfigValues, storeId: number, websiteId: number): ConfigReader {
    return new ConfigReader(values, [`stores:${storeId}`, `websites:${websiteId}`, 'default:0']);
  }

  static forDefault(values: ConfigValues): ConfigReader {
    return new ConfigReader(values, ['default:0']);
  }

  get(path: string, fallback: string | null = null): string | null {
    for (const scope of this.chain) {
      const values = this.values.get(scope);
      if (values?.has(path)) return values.get(path) ?? fallback;
    }
    return fallback;
  }

  /** Magento's isSetFlag: '1' or 'true'. */
  flag(path: string, fallback = false): boolean {
    const v = this.get(path, fallback ? '1' : '0');
    return v === '1' || v === 'true';
  }

  int(path: string, fallback: number): number {
    const v = Number(this.get(path, String(fallback)));
    return Number.isFinite(v) ? v : fallback;
  }

  /** Several paths at once, each with its fallback. */
  many(fallbacks: Record<string, string | null>): Record<string, string | null> {
    const out: Record<string, string | null> = {};
    for (const [path, fallback] of Object.entries(fallbacks)) out[path] = this.get(path, fallback);
    return out;
  }
}
