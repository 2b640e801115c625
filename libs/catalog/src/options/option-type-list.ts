import { Injectable } from '@nestjs/common';
import { optionTypeItems } from './option-types';

/** Magento\Catalog\Api\ProductCustomOptionTypeListInterface. */
@Injectable()
export class OptionTypeList {
  getItems(): { label: string; code: string; group: string }[] {
    return optionTypeItems();
  }
}
