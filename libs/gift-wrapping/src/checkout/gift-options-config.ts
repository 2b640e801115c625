import { Injectable } from '@nestjs/common';
import { ScopedConfig } from '@mercato/store';

/** Magento_GiftWrapping's settings (Stores > Configuration > Sales > Gift Options), config.xml defaults. */
const PATHS = {
  'sales/gift_options/wrapping_allow_order': '1',
  'sales/gift_options/wrapping_allow_items': '1',
  'sales/gift_options/allow_gift_receipt': '1',
  'sales/gift_options/allow_printed_card': '1',
  'sales/gift_options/printed_card_price': '0',
  'tax/classes/wrapping_tax_class': '0',
} satisfies Record<string, string>;

export interface GiftOptionsConfig {
  allowOrder: boolean;
  allowItems: boolean;
  allowGiftReceipt: boolean;
  allowPrintedCard: boolean;
  printedCardPrice: number;
  /** 0: wrapping, cards and receipts are not taxed. */
  wrappingTaxClassId: number;
}

/** The gift options settings of a store view (its own, its website's, else the default). */
@Injectable()
export class GiftOptionsSettings {
  constructor(private readonly config: ScopedConfig) {}

  async of(scope: { storeId: number; websiteId: number }): Promise<GiftOptionsConfig> {
    const c = await this.config.values(scope, PATHS);
    const flag = (path: keyof typeof PATHS) => c[path] === '1';
    return {
      allowOrder: flag('sales/gift_options/wrapping_allow_order'),
      allowItems: flag('sales/gift_options/wrapping_allow_items'),
      allowGiftReceipt: flag('sales/gift_options/allow_gift_receipt'),
      allowPrintedCard: flag('sales/gift_options/allow_printed_card'),
      printedCardPrice: Math.max(Number(c['sales/gift_options/printed_card_price']) || 0, 0),
      wrappingTaxClassId: Number.parseInt(c['tax/classes/wrapping_tax_class'] ?? '0', 10) || 0,
    };
  }
}
