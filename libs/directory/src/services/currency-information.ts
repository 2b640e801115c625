import { Injectable } from '@nestjs/common';
import { Database, RequestContext, ScopeConfig } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';

const BASE = 'currency/options/base';
const DEFAULT = 'currency/options/default';
const ALLOW = 'currency/options/allow';
const PRICE_SCOPE = 'catalog/price/scope';
const LOCALE = 'general/locale/code';

/**
 * Magento's CurrencyInformationAcquirer for the store of the URL. Defaults are a fresh install's:
 * `setup:install --currency=USD` sets base, display and allowed currencies to USD. The base
 * currency is read at the website when prices are website-scoped, globally otherwise (as
 * Magento's Store::getBaseCurrencyCode). Exchange rates come from `directory_currency_rate`;
 * a missing rate is 0, as Magento's float cast of `false`.
 */
@Injectable()
export class CurrencyInformation {
  constructor(
    private readonly ds: Database,
    private readonly config: ScopedConfig,
    private readonly globalConfig: ScopeConfig,
  ) {}

  async getCurrencyInfo(ctx: RequestContext): Promise<Record<string, unknown>> {
    const websiteScoped = (await this.globalConfig.getInt(PRICE_SCOPE, 0)) === 1;
    const store = await this.config.values(ctx.store, { [DEFAULT]: 'USD', [ALLOW]: 'USD', [LOCALE]: 'en_US' });
    const base = websiteScoped
      ? await this.config.value({ storeId: -1, websiteId: ctx.store.websiteId }, BASE, 'USD')
      : await this.globalConfig.get(BASE, 'USD');
    const baseCode = base ?? 'USD';
    const displayCode = store[DEFAULT] ?? baseCode;
    const available = (store[ALLOW] ?? baseCode)
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (!available.includes(baseCode)) available.push(baseCode);
    const rates: { currency_to: string; rate: string }[] = await this.ds.query(
      `SELECT currency_to, rate FROM directory_currency_rate WHERE currency_from = $1 AND currency_to = ANY($2)`,
      [baseCode, available],
    );
    const rateOf = new Map(rates.map((r) => [r.currency_to, Number(r.rate)]));
    const locale = store[LOCALE] ?? 'en_US';
    return {
      base_currency_code: baseCode,
      base_currency_symbol: currencySymbol(baseCode, locale),
      default_display_currency_code: displayCode,
      default_display_currency_symbol: currencySymbol(displayCode, locale),
      available_currency_codes: available,
      exchange_rates: available.map((code) => ({ currency_to: code, rate: code === baseCode ? 1 : (rateOf.get(code) ?? 0) })),
    };
  }
}

/** Symbols already looked up, by currency and locale: an Intl formatter costs far more than the rest of the call. */
const symbols = new Map<string, string>();

/** The CLDR symbol of a currency in a locale ("$" for USD in en_US), as Magento's Currency::getCurrencySymbol. */
export function currencySymbol(code: string, locale: string): string {
  const key = `${code} ${locale}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    symbol = lookUpSymbol(code, locale);
    // Codes and locales come from configuration: a handful. The bound only guards against surprises.
    if (symbols.size >= 1000) symbols.clear();
    symbols.set(key, symbol);
  }
  return symbol;
}

function lookUpSymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: code }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}
