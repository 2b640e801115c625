import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { BillingAddressService } from './billing-address-service';
import { CartAccess } from './cart-access';
import { CartItemsService } from './cart-items-service';
import { CartLocator } from './cart-locator';
import { CartReader } from './cart-reader';
import { CartScopes } from './cart-scope';
import { CartWriter } from './cart-writer';
import { CartService } from './cart-service';
import { CouponsService } from './coupons-service';
import { GiftMessageHooks } from './gift-message-hooks';
import { GiftMessagesService } from './gift-messages-service';
import { cartRoutes } from './webapi';

/** Route declarations of this area (see ../quote.module.ts). */
export const cartsRoutes: RouteDefinition[] = cartRoutes;
/** Providers of this area. */
export const cartsProviders: Provider[] = [
  CartLocator,
  CartReader,
  CartWriter,
  CartScopes,
  CartAccess,
  CartService,
  CartItemsService,
  BillingAddressService,
  CouponsService,
  GiftMessagesService,
  GiftMessageHooks,
];
/** Providers other libs may inject. */
export const cartsExports: Provider[] = [CartLocator, CartReader, CartWriter, CartScopes, CartAccess, GiftMessageHooks];

export { CartLocator } from './cart-locator';
export { CartReader } from './cart-reader';
export type { CartSnapshot, QuoteRow, QuoteItemRow, QuoteAddressRow, QuotePaymentRow } from './cart-reader';
export { CartWriter, ADDRESS_FIELDS } from './cart-writer';
export type { AddressValues, CartCustomer } from './cart-writer';
export { CartScopes } from './cart-scope';
export type { CartScope } from './cart-scope';
export { CartAccess } from './cart-access';
export { GiftMessageHooks } from './gift-message-hooks';
export type { GiftMessageHook, GiftMessageSaved } from './gift-message-hooks';
export { GiftMessageData, GiftMessageExtensionData } from './dto/cart.input';
export { presentAddress, presentCart, presentItem } from './cart-presenter';
