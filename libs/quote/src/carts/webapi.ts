import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { BillingAddressService } from './billing-address-service';
import { CartItemsService } from './cart-items-service';
import { CartService } from './cart-service';
import { CouponsService } from './coupons-service';
import { GiftMessagesService } from './gift-messages-service';
import * as I from './dto/cart.input';
import { CartAddressData, CartData, CartItemData, GiftMessageData } from './dto/cart.input';

const MANAGE = ['Magento_Cart::manage'];
const SELF = ['self'];
const ANONYMOUS = ['anonymous'];
const GIFT = ['Magento_Sales::create'];
/** The `/V1/carts/mine…` routes act on the caller's active cart, whatever the request says. */
const MINE = { cartId: '%cart_id%' };
const Q = 'Magento\\Quote\\Api\\';
const G = 'Magento\\GiftMessage\\Api\\';

/** Carts: Magento_Quote's cart, item, billing-address and coupon routes, and Magento_GiftMessage's. */
export const cartRoutes = [
  // --- carts ---
  route({ method: 'GET', path: '/V1/carts/search', contract: `${Q}CartRepositoryInterface::getList`, acl: MANAGE, input: SearchCriteriaInput, output: searchResults(CartData), service: CartService, handler: (s, _c, i) => s.getList(i.searchCriteria) }),
  route({ method: 'GET', path: '/V1/carts/:cartId', contract: `${Q}CartRepositoryInterface::get`, acl: MANAGE, input: I.CartIdInput, output: CartData, service: CartService, handler: (s, _c, i) => s.get(i.cartId) }),
  route({ method: 'POST', path: '/V1/carts/', contract: `${Q}CartManagementInterface::createEmptyCart`, acl: MANAGE, output: 'int', service: CartService, handler: (s, c) => s.createEmptyCart(c) }),
  route({ method: 'POST', path: '/V1/customers/:customerId/carts', contract: `${Q}CartManagementInterface::createEmptyCartForCustomer`, acl: MANAGE, input: I.CustomerIdInput, output: 'int', service: CartService, handler: (s, c, i) => s.createEmptyCartForCustomer(c, i.customerId) }),
  route({ method: 'PUT', path: '/V1/carts/:cartId', contract: `${Q}CartManagementInterface::assignCustomer`, acl: MANAGE, input: I.AssignCustomerInput, output: 'bool', service: CartService, handler: (s, _c, i) => s.assignCustomer(i.cartId, i.customerId, i.storeId) }),
  route({ method: 'POST', path: '/V1/carts/mine', contract: `${Q}CartManagementInterface::createEmptyCartForCustomer`, acl: SELF, force: { customerId: '%customer_id%' }, input: I.CustomerIdInput, output: 'int', service: CartService, handler: (s, c, i) => s.createEmptyCartForCustomer(c, i.customerId) }),
  route({ method: 'GET', path: '/V1/carts/mine', contract: `${Q}CartManagementInterface::getCartForCustomer`, acl: SELF, force: { customerId: '%customer_id%' }, input: I.CustomerIdInput, output: CartData, service: CartService, handler: (s, c, i) => s.getCartForCustomer(c, i.customerId) }),
  // Magento forces `quote.id`; the platform forces top-level arguments, so the cart id travels beside the quote.
  route({ method: 'PUT', path: '/V1/carts/mine', contract: `${Q}CartRepositoryInterface::save`, acl: SELF, force: MINE, input: I.SaveCartInput, output: 'void', service: CartService, handler: (s, _c, i) => s.save(i.cartId!, i.quote) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId', contract: `${Q}GuestCartRepositoryInterface::get`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: CartData, service: CartService, handler: (s, _c, i) => s.getGuest(i.cartId) }),
  route({ method: 'POST', path: '/V1/guest-carts', contract: `${Q}GuestCartManagementInterface::createEmptyCart`, acl: ANONYMOUS, output: 'string', service: CartService, handler: (s, c) => s.createGuestCart(c) }),
  // Anonymous, as Magento declared it before 2.4.x made it `self` (a call without customerId is a 400
  // from the input, not a 401);
  // a customer's own id is forced, and the service lets a customer take over a guest cart for itself only.
  route({ method: 'PUT', path: '/V1/guest-carts/:cartId', contract: `${Q}GuestCartManagementInterface::assignCustomer`, acl: ANONYMOUS, force: { customerId: '%customer_id%' }, input: I.GuestAssignCustomerInput, output: 'bool', service: CartService, handler: (s, c, i) => s.assignGuestCart(c, i.cartId, i.customerId, i.storeId) }),

  // --- items ---
  route({ method: 'GET', path: '/V1/carts/:cartId/items', contract: `${Q}CartItemRepositoryInterface::getList`, acl: MANAGE, input: I.CartIdInput, output: [CartItemData], service: CartItemsService, handler: (s, _c, i) => s.getList(i.cartId) }),
  route({ method: 'POST', path: '/V1/carts/:quoteId/items', contract: `${Q}CartItemRepositoryInterface::save`, acl: MANAGE, input: I.ItemAddInput, output: CartItemData, service: CartItemsService, handler: (s, _c, i) => s.save(i.quoteId, i.cartItem) }),
  route({ method: 'PUT', path: '/V1/carts/:cartId/items/:itemId', contract: `${Q}CartItemRepositoryInterface::save`, acl: MANAGE, input: I.ItemInput, output: CartItemData, service: CartItemsService, handler: (s, _c, i) => s.save(i.cartId, i.cartItem, i.itemId) }),
  route({ method: 'DELETE', path: '/V1/carts/:cartId/items/:itemId', contract: `${Q}CartItemRepositoryInterface::deleteById`, acl: MANAGE, input: I.ItemIdInput, output: 'bool', service: CartItemsService, handler: (s, _c, i) => s.deleteById(i.cartId, i.itemId) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId/items', contract: `${Q}GuestCartItemRepositoryInterface::getList`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: [CartItemData], service: CartItemsService, handler: async (s, _c, i) => s.getList(await s.access.guest(i.cartId)) }),
  route({ method: 'POST', path: '/V1/guest-carts/:cartId/items', contract: `${Q}GuestCartItemRepositoryInterface::save`, acl: ANONYMOUS, input: I.GuestItemInput, output: CartItemData, service: CartItemsService, handler: async (s, _c, i) => s.save(await s.access.guest(i.cartId), i.cartItem) }),
  route({ method: 'PUT', path: '/V1/guest-carts/:cartId/items/:itemId', contract: `${Q}GuestCartItemRepositoryInterface::save`, acl: ANONYMOUS, input: I.GuestItemInput, output: CartItemData, service: CartItemsService, handler: async (s, _c, i) => s.save(await s.access.guest(i.cartId), i.cartItem, i.itemId) }),
  route({ method: 'DELETE', path: '/V1/guest-carts/:cartId/items/:itemId', contract: `${Q}GuestCartItemRepositoryInterface::deleteById`, acl: ANONYMOUS, input: I.GuestItemIdInput, output: 'bool', service: CartItemsService, handler: async (s, _c, i) => s.deleteById(await s.access.guest(i.cartId), i.itemId) }),
  route({ method: 'GET', path: '/V1/carts/mine/items', contract: `${Q}CartItemRepositoryInterface::getList`, acl: SELF, force: MINE, input: I.CartIdInput, output: [CartItemData], service: CartItemsService, handler: (s, _c, i) => s.getList(i.cartId) }),
  // Magento forces `cartItem.quote_id`; here the caller's cart is the top-level cartId.
  route({ method: 'POST', path: '/V1/carts/mine/items', contract: `${Q}CartItemRepositoryInterface::save`, acl: SELF, force: MINE, input: I.ItemInput, output: CartItemData, service: CartItemsService, handler: (s, _c, i) => s.save(i.cartId, i.cartItem) }),
  route({ method: 'PUT', path: '/V1/carts/mine/items/:itemId', contract: `${Q}CartItemRepositoryInterface::save`, acl: SELF, force: MINE, input: I.ItemInput, output: CartItemData, service: CartItemsService, handler: (s, _c, i) => s.save(i.cartId, i.cartItem, i.itemId) }),
  route({ method: 'DELETE', path: '/V1/carts/mine/items/:itemId', contract: `${Q}CartItemRepositoryInterface::deleteById`, acl: SELF, force: MINE, input: I.ItemIdInput, output: 'bool', service: CartItemsService, handler: (s, _c, i) => s.deleteById(i.cartId, i.itemId) }),

  // --- billing address ---
  route({ method: 'GET', path: '/V1/carts/:cartId/billing-address', contract: `${Q}BillingAddressManagementInterface::get`, acl: MANAGE, input: I.CartIdInput, output: CartAddressData, service: BillingAddressService, handler: (s, _c, i) => s.get(i.cartId) }),
  route({ method: 'POST', path: '/V1/carts/:cartId/billing-address', contract: `${Q}BillingAddressManagementInterface::assign`, acl: MANAGE, input: I.BillingAddressInput, output: 'int', service: BillingAddressService, handler: (s, _c, i) => s.assign(i.cartId, i.address, i.useForShipping) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId/billing-address', contract: `${Q}GuestBillingAddressManagementInterface::get`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: CartAddressData, service: BillingAddressService, handler: async (s, _c, i) => s.get(await s.access.guest(i.cartId)) }),
  route({ method: 'POST', path: '/V1/guest-carts/:cartId/billing-address', contract: `${Q}GuestBillingAddressManagementInterface::assign`, acl: ANONYMOUS, input: I.GuestBillingAddressInput, output: 'int', service: BillingAddressService, handler: async (s, _c, i) => s.assign(await s.access.guest(i.cartId), i.address, i.useForShipping) }),
  route({ method: 'GET', path: '/V1/carts/mine/billing-address', contract: `${Q}BillingAddressManagementInterface::get`, acl: SELF, force: MINE, input: I.CartIdInput, output: CartAddressData, service: BillingAddressService, handler: (s, _c, i) => s.get(i.cartId) }),
  route({ method: 'POST', path: '/V1/carts/mine/billing-address', contract: `${Q}BillingAddressManagementInterface::assign`, acl: SELF, force: MINE, input: I.BillingAddressInput, output: 'int', service: BillingAddressService, handler: (s, _c, i) => s.assign(i.cartId, i.address, i.useForShipping) }),

  // --- coupons ---
  route({ method: 'GET', path: '/V1/carts/:cartId/coupons', contract: `${Q}CouponManagementInterface::get`, acl: MANAGE, input: I.CartIdInput, output: 'string', service: CouponsService, handler: (s, _c, i) => s.get(i.cartId) }),
  route({ method: 'PUT', path: '/V1/carts/:cartId/coupons/:couponCode', contract: `${Q}CouponManagementInterface::set`, acl: MANAGE, input: I.CouponInput, output: 'bool', service: CouponsService, handler: (s, _c, i) => s.set(i.cartId, i.couponCode) }),
  route({ method: 'DELETE', path: '/V1/carts/:cartId/coupons', contract: `${Q}CouponManagementInterface::remove`, acl: MANAGE, input: I.CartIdInput, output: 'bool', service: CouponsService, handler: (s, _c, i) => s.remove(i.cartId) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId/coupons', contract: `${Q}GuestCouponManagementInterface::get`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: 'string', service: CouponsService, handler: async (s, _c, i) => s.get(await s.access.guest(i.cartId)) }),
  route({ method: 'PUT', path: '/V1/guest-carts/:cartId/coupons/:couponCode', contract: `${Q}GuestCouponManagementInterface::set`, acl: ANONYMOUS, input: I.GuestCouponInput, output: 'bool', service: CouponsService, handler: async (s, _c, i) => s.set(await s.access.guest(i.cartId), i.couponCode) }),
  route({ method: 'DELETE', path: '/V1/guest-carts/:cartId/coupons', contract: `${Q}GuestCouponManagementInterface::remove`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: 'bool', service: CouponsService, handler: async (s, _c, i) => s.remove(await s.access.guest(i.cartId)) }),
  route({ method: 'GET', path: '/V1/carts/mine/coupons', contract: `${Q}CouponManagementInterface::get`, acl: SELF, force: MINE, input: I.CartIdInput, output: 'string', service: CouponsService, handler: (s, _c, i) => s.get(i.cartId) }),
  route({ method: 'PUT', path: '/V1/carts/mine/coupons/:couponCode', contract: `${Q}CouponManagementInterface::set`, acl: SELF, force: MINE, input: I.CouponInput, output: 'bool', service: CouponsService, handler: (s, _c, i) => s.set(i.cartId, i.couponCode) }),
  route({ method: 'DELETE', path: '/V1/carts/mine/coupons', contract: `${Q}CouponManagementInterface::remove`, acl: SELF, force: MINE, input: I.CartIdInput, output: 'bool', service: CouponsService, handler: (s, _c, i) => s.remove(i.cartId) }),

  // --- gift messages ---
  route({ method: 'GET', path: '/V1/carts/:cartId/gift-message', contract: `${G}CartRepositoryInterface::get`, acl: GIFT, input: I.CartIdInput, output: GiftMessageData, service: GiftMessagesService, handler: (s, _c, i) => s.getForCart(i.cartId) }),
  route({ method: 'GET', path: '/V1/carts/:cartId/gift-message/:itemId', contract: `${G}ItemRepositoryInterface::get`, acl: GIFT, input: I.ItemIdInput, output: GiftMessageData, service: GiftMessagesService, handler: (s, _c, i) => s.getForItem(i.cartId, i.itemId) }),
  route({ method: 'POST', path: '/V1/carts/:cartId/gift-message', contract: `${G}CartRepositoryInterface::save`, acl: GIFT, input: I.GiftMessageInput, output: 'bool', service: GiftMessagesService, handler: (s, _c, i) => s.saveForCart(i.cartId, i.giftMessage) }),
  route({ method: 'POST', path: '/V1/carts/:cartId/gift-message/:itemId', contract: `${G}ItemRepositoryInterface::save`, acl: GIFT, input: I.ItemGiftMessageInput, output: 'bool', service: GiftMessagesService, handler: (s, _c, i) => s.saveForItem(i.cartId, i.itemId, i.giftMessage) }),
  route({ method: 'GET', path: '/V1/carts/mine/gift-message', contract: `${G}CartRepositoryInterface::get`, acl: SELF, force: MINE, input: I.CartIdInput, output: GiftMessageData, service: GiftMessagesService, handler: (s, _c, i) => s.getForCart(i.cartId) }),
  route({ method: 'GET', path: '/V1/carts/mine/gift-message/:itemId', contract: `${G}ItemRepositoryInterface::get`, acl: SELF, force: MINE, input: I.ItemIdInput, output: GiftMessageData, service: GiftMessagesService, handler: (s, _c, i) => s.getForItem(i.cartId, i.itemId) }),
  route({ method: 'POST', path: '/V1/carts/mine/gift-message', contract: `${G}CartRepositoryInterface::save`, acl: SELF, force: MINE, input: I.GiftMessageInput, output: 'bool', service: GiftMessagesService, handler: (s, _c, i) => s.saveForCart(i.cartId, i.giftMessage) }),
  route({ method: 'POST', path: '/V1/carts/mine/gift-message/:itemId', contract: `${G}ItemRepositoryInterface::save`, acl: SELF, force: MINE, input: I.ItemGiftMessageInput, output: 'bool', service: GiftMessagesService, handler: (s, _c, i) => s.saveForItem(i.cartId, i.itemId, i.giftMessage) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId/gift-message', contract: `${G}GuestCartRepositoryInterface::get`, acl: ANONYMOUS, input: I.MaskedCartIdInput, output: GiftMessageData, service: GiftMessagesService, handler: async (s, _c, i) => s.getForCart(await s.access.guest(i.cartId)) }),
  route({ method: 'GET', path: '/V1/guest-carts/:cartId/gift-message/:itemId', contract: `${G}GuestItemRepositoryInterface::get`, acl: ANONYMOUS, input: I.GuestItemIdInput, output: GiftMessageData, service: GiftMessagesService, handler: async (s, _c, i) => s.getForItem(await s.access.guest(i.cartId), i.itemId) }),
  route({ method: 'POST', path: '/V1/guest-carts/:cartId/gift-message', contract: `${G}GuestCartRepositoryInterface::save`, acl: ANONYMOUS, input: I.GuestGiftMessageInput, output: 'bool', service: GiftMessagesService, handler: async (s, _c, i) => s.saveForCart(await s.access.guest(i.cartId), i.giftMessage) }),
  route({ method: 'POST', path: '/V1/guest-carts/:cartId/gift-message/:itemId', contract: `${G}GuestItemRepositoryInterface::save`, acl: ANONYMOUS, input: I.GuestItemGiftMessageInput, output: 'bool', service: GiftMessagesService, handler: async (s, _c, i) => s.saveForItem(await s.access.guest(i.cartId), i.itemId, i.giftMessage) }),
];
