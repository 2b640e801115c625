/** Magento's DefaultSourceProvider::getCode() and DefaultStockProvider::getId(). */
export const DEFAULT_SOURCE_CODE = 'default';
export const DEFAULT_STOCK_ID = 1;
/** The only sales-channel type Magento defines (SalesChannelInterface::TYPE_WEBSITE). */
export const WEBSITE_CHANNEL = 'website';
