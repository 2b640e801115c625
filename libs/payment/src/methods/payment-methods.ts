import { Injectable, OnModuleInit } from '@nestjs/common';
import { Contributions, ExtensionPoint, LocalizedException } from '@mercato/platform';
import { ScopedConfig, StoreDirectory } from '@mercato/store';
import { METHOD_DEFAULTS, MethodConfig } from './defaults';
import { isAvailable, passesZeroTotal, PaymentContext } from './rules';

export interface PaymentMethodInput {
  method: string;
  po_number?: string | null;
  additional_data?: unknown;
}

export const NOT_AVAILABLE = 'The requested Payment Method is not available.';

/**
 * A method another lib adds (an online gateway), answered by a method marked `@Extends(PaymentMethods)`:
 * its `payment/<code>/*` defaults and its own availability check.
 */
export interface RegisteredMethod {
  code: string;
  defaults: MethodConfig;
  /** Beyond the common rules, e.g. a gateway method needs its endpoint configured. */
  isConfigured?: (config: MethodConfig) => boolean;
}

/**
 * The offline payment methods (checkmo, banktransfer, cashondelivery, purchaseorder, free): which
 * ones a cart may use, and the check Magento runs when a payment is set on it.
 */
@Injectable()
export class PaymentMethods implements OnModuleInit {
  private readonly registered = new ExtensionPoint<RegisteredMethod>('Payment methods', (m) => m.code);

  constructor(
    private readonly config: ScopedConfig,
    private readonly stores: StoreDirectory,
    private readonly contributions: Contributions,
  ) {}

  onModuleInit(): void {
    this.contributions.addTo(this.registered, PaymentMethods);
  }

  /** A method's `payment/<code>/*` settings for a store (with its defaults), null for an unknown method. */
  async methodConfig(storeId: number, code: string): Promise<MethodConfig | null> {
    return (await this.configs(storeId)).find(([c]) => c === code)?.[1] ?? null;
  }

  /** Magento's MethodList::getAvailableMethods: `{code, title}` ordered by `sort_order`. */
  async available(req: PaymentContext): Promise<{ code: string; title: string }[]> {
    const configs = await this.configs(req.storeId);
    return configs
      .filter(([code, config]) => this.isAvailable(code, config, req))
      .map(([code, config]) => ({ code, title: config.title ?? '' }));
  }

  /**
   * Magento's Quote\Payment::importData and the method's validate(): an available method that
   * passes the zero-total check; a purchase order needs its number.
   */
  async assertUsable(method: PaymentMethodInput, req: PaymentContext): Promise<void> {
    const config = (await this.configs(req.storeId)).find(([code]) => code === method.method)?.[1];
    if (!config || !this.isAvailable(method.method, config, req) || !passesZeroTotal(method.method, req.grandTotal)) {
      throw new LocalizedException(NOT_AVAILABLE);
    }
    if (method.method === 'purchaseorder' && !method.po_number) {
      throw new LocalizedException('Purchase order number is a required field.');
    }
  }

  private isAvailable(code: string, config: MethodConfig, req: PaymentContext): boolean {
    const own = this.registered.get(code)?.isConfigured;
    return isAvailable(code, config, req) && (!own || own(config));
  }

  /** The offline methods, then the registered ones, with their defaults. */
  private definitions(): Record<string, MethodConfig> {
    const all: Record<string, MethodConfig> = { ...METHOD_DEFAULTS };
    for (const m of this.registered.all()) all[m.code] = m.defaults;
    return all;
  }

  /**
   * Each method's `payment/<code>/*` settings for a store view, ordered by `sort_order`: computed
   * once per configuration version (the set of methods is complete once the modules have started).
   */
  private async configs(storeId: number): Promise<[string, MethodConfig][]> {
    const store = await this.stores.store(storeId);
    const definitions = this.definitions();
    return this.config.derive(
      { storeId, websiteId: store?.website_id ?? 0 },
      `payment-methods:${Object.keys(definitions).join(',')}`,
      (config) => {
        const order = (c: MethodConfig) => Number(c.sort_order ?? 0) || 0;
        return Object.entries(definitions)
          .map(([code, d], position): [string, MethodConfig, number] => {
            const settings: MethodConfig = {};
            for (const [key, fallback] of Object.entries(d)) settings[key] = config.get(`payment/${code}/${key}`, fallback);
            return [code, settings, position];
          })
          .sort((a, b) => order(a[1]) - order(b[1]) || a[2] - b[2])
          .map(([code, settings]) => [code, settings]);
      },
    );
  }
}
