/** Magento's checkout messages shared by several services. */
export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const SHIPPING_METHOD_MISSING = 'The shipping method is missing. Select the shipping method and try again.';
