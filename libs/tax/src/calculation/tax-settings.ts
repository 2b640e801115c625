import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';
import { TaxAlgorithm } from './item-tax-calculator';

/** How the cart shows an amount (`tax/cart_display/*`): 1 excluding tax, 2 including tax, 3 both. */
export type CartDisplay = 1 | 2 | 3;

/** Magento's tax configuration (Tax\Model\Config), with Magento's defaults from Tax/etc/config.xml. */
export interface TaxSettings {
  algorithm: TaxAlgorithm;
  priceIncludesTax: boolean;
  shippingIncludesTax: boolean;
  /** `shipping`, `billing` or `origin`. */
  basedOn: string;
  applyTaxAfterDiscount: boolean;
  /** The discount is computed on prices including tax (`tax/calculation/discount_tax`). */
  discountTax: boolean;
  crossBorderTrade: boolean;
  /** A custom price is taxed on the product's original price (`tax/calculation/apply_tax_on` = 1). */
  applyTaxOnOriginalPrice: boolean;
  shippingTaxClassId: number;
  cartDisplay: { subtotal: CartDisplay; shipping: CartDisplay; grandTotalInclTax: boolean; fullSummary: boolean };
}

const ALGORITHMS: TaxAlgorithm[] = ['UNIT_BASE_CALCULATION', 'ROW_BASE_CALCULATION', 'TOTAL_BASE_CALCULATION'];

@Injectable()
export class TaxSettingsReader {
  constructor(private readonly config: ScopeConfig) {}

  /** Computed once per configuration version: totals and rates read it several times per request. */
  read(): Promise<TaxSettings> {
    return this.config.derive('tax-settings', (config): TaxSettings => {
      const algorithm = config.get('tax/calculation/algorithm', 'TOTAL_BASE_CALCULATION') as TaxAlgorithm;
      return {
        algorithm: ALGORITHMS.includes(algorithm) ? algorithm : 'TOTAL_BASE_CALCULATION',
        priceIncludesTax: config.flag('tax/calculation/price_includes_tax', false),
        shippingIncludesTax: config.flag('tax/calculation/shipping_includes_tax', false),
        basedOn: config.get('tax/calculation/based_on', 'shipping') ?? 'shipping',
        applyTaxAfterDiscount: config.flag('tax/calculation/apply_after_discount', true),
        discountTax: config.flag('tax/calculation/discount_tax', false),
        crossBorderTrade: config.flag('tax/calculation/cross_border_trade_enabled', false),
        applyTaxOnOriginalPrice: config.int('tax/calculation/apply_tax_on', 0) === 1,
        shippingTaxClassId: config.int('tax/classes/shipping_tax_class', 0),
        cartDisplay: {
          subtotal: display(config.int('tax/cart_display/subtotal', 1)),
          shipping: display(config.int('tax/cart_display/shipping', 1)),
          grandTotalInclTax: config.flag('tax/cart_display/grandtotal', false),
          fullSummary: config.flag('tax/cart_display/full_summary', false),
        },
      };
    });
  }
}

function display(value: number): CartDisplay {
  return value === 2 || value === 3 ? value : 1;
}
