import { route, RouteDefinition } from '@mercato/platform';
import {
  CartGiftCardCodeInput,
  GiftCardAccountData,
  GuestAddGiftCardInput,
  GuestCartGiftCardCodeInput,
  QuoteIdInput,
  SaveByQuoteIdInput,
} from './dto/gift-card.input';
import { GiftCardAccountManagement } from './services/gift-card-account-management';

const MANAGEMENT = 'Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface';
const GUEST = 'Magento\\GiftCardAccount\\Api\\GuestGiftCardAccountManagementInterface';
/** Magento's webapi.xml gives the administrator routes this resource (not Magento_Cart::manage). */
const ADMIN = ['Magento_GiftCardAccount::customer_giftcardaccount'];
const SELF = ['self'];
const ANONYMOUS = ['anonymous'];
/** The `/V1/carts/mine…` routes act on the caller's active cart, whatever the request says. */
const MINE = { cartId: '%cart_id%' };
const edition = 'commerce' as const;
const service = GiftCardAccountManagement;

/** GiftCardAccount's web API routes (commerce edition): the gift cards on administrator, customer and guest carts. */
export const giftCardAccountRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/carts/:quoteId/giftCards',
    contract: `${MANAGEMENT}::getListByQuoteId`,
    acl: ADMIN,
    edition,
    input: QuoteIdInput,
    output: GiftCardAccountData,
    service,
    handler: (s, _ctx, i) => s.getListByQuoteId(i.quoteId),
  }),
  route({
    method: 'PUT',
    path: '/V1/carts/:cartId/giftCards',
    contract: `${MANAGEMENT}::saveByQuoteId`,
    acl: ADMIN,
    edition,
    input: SaveByQuoteIdInput,
    output: 'bool',
    service,
    handler: (s, ctx, i) => s.saveByQuoteId(ctx, i.cartId, i.giftCardAccountData),
  }),
  route({
    method: 'DELETE',
    path: '/V1/carts/:cartId/giftCards/:giftCardCode',
    contract: `${MANAGEMENT}::deleteByQuoteId`,
    acl: ADMIN,
    edition,
    input: CartGiftCardCodeInput,
    output: 'bool',
    service,
    handler: (s, _ctx, i) => s.deleteByQuoteId(i.cartId, i.giftCardCode),
  }),
  route({
    method: 'DELETE',
    path: '/V1/carts/guest-carts/:cartId/giftCards/:giftCardCode',
    contract: `${GUEST}::deleteByQuoteId`,
    acl: ANONYMOUS,
    edition,
    input: GuestCartGiftCardCodeInput,
    output: 'bool',
    service,
    handler: (s, _ctx, i) => s.deleteByQuoteId(i.cartId, i.giftCardCode),
  }),
  route({
    method: 'DELETE',
    path: '/V1/carts/mine/giftCards/:giftCardCode',
    contract: `${MANAGEMENT}::deleteByQuoteId`,
    acl: SELF,
    force: MINE,
    edition,
    input: CartGiftCardCodeInput,
    output: 'bool',
    service,
    handler: (s, _ctx, i) => s.deleteByQuoteId(i.cartId, i.giftCardCode),
  }),
  route({
    method: 'POST',
    path: '/V1/carts/mine/giftCards',
    contract: `${MANAGEMENT}::saveByQuoteId`,
    acl: SELF,
    force: MINE,
    edition,
    input: SaveByQuoteIdInput,
    output: 'bool',
    service,
    handler: (s, ctx, i) => s.saveByQuoteId(ctx, i.cartId, i.giftCardAccountData),
  }),
  route({
    method: 'POST',
    path: '/V1/carts/guest-carts/:cartId/giftCards',
    contract: `${GUEST}::addGiftCard`,
    acl: ANONYMOUS,
    edition,
    input: GuestAddGiftCardInput,
    output: 'bool',
    service,
    handler: (s, ctx, i) => s.saveByQuoteId(ctx, i.cartId, i.giftCardAccountData),
  }),
  route({
    method: 'GET',
    path: '/V1/carts/guest-carts/:cartId/checkGiftCard/:giftCardCode',
    contract: `${GUEST}::checkGiftCard`,
    acl: ANONYMOUS,
    edition,
    input: GuestCartGiftCardCodeInput,
    output: 'float',
    service,
    handler: (s, ctx, i) => s.checkGiftCard(ctx, i.cartId, i.giftCardCode),
  }),
  route({
    method: 'GET',
    path: '/V1/carts/mine/checkGiftCard/:giftCardCode',
    contract: `${MANAGEMENT}::checkGiftCard`,
    acl: SELF,
    force: MINE,
    edition,
    input: CartGiftCardCodeInput,
    output: 'float',
    service,
    handler: (s, ctx, i) => s.checkGiftCard(ctx, i.cartId, i.giftCardCode),
  }),
];
