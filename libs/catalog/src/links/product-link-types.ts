import { Injectable } from '@nestjs/common';
import { LINK_TYPE_ATTRIBUTES, LINK_TYPES } from './link-types';

/** Magento\Catalog\Api\ProductLinkTypeListInterface. */
@Injectable()
export class ProductLinkTypeList {
  getItems(): { code: number; name: string }[] {
    return LINK_TYPES.map((t) => ({ code: t.code, name: t.name }));
  }

  /** A type Magento does not know has no attributes: `[]`, not an error (Magento reads them by a null type id). */
  getItemAttributes(type: string): { code: string; type: string }[] {
    return Object.hasOwn(LINK_TYPE_ATTRIBUTES, type) ? LINK_TYPE_ATTRIBUTES[type].map((a) => ({ ...a })) : [];
  }
}
