import { Injectable } from '@nestjs/common';

/** Magento_Bundle's option input types, in its di.xml order, with their admin labels. */
export const BUNDLE_OPTION_TYPES: readonly { label: string; code: string }[] = [
  { label: 'Drop-down', code: 'select' },
  { label: 'Radio Buttons', code: 'radio' },
  { label: 'Checkbox', code: 'checkbox' },
  { label: 'Multiple Select', code: 'multi' },
];

/** Magento\Bundle\Api\ProductOptionTypeListInterface. */
@Injectable()
export class BundleOptionTypeList {
  getItems(): { label: string; code: string }[] {
    return BUNDLE_OPTION_TYPES.map((t) => ({ ...t }));
  }
}
