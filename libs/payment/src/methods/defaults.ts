/** A payment method's settings under `payment/<code>/`. */
export type MethodConfig = Record<string, string | null>;

const COMMON = { allowspecific: '0', specificcountry: null, min_order_total: null, max_order_total: null, sort_order: null };
/** The availability settings every method has (a method registered by another lib starts from them). */
export const COMMON_METHOD_DEFAULTS: MethodConfig = COMMON;

/**
 * The offline methods with Magento's etc/config.xml defaults (Magento_Payment, Magento_OfflinePayments),
 * in the order Magento lists them when no `sort_order` is set.
 */
export const METHOD_DEFAULTS: Record<string, MethodConfig> = {
  checkmo: { ...COMMON, active: '1', title: 'Check / Money order' },
  banktransfer: { ...COMMON, active: '0', title: 'Bank Transfer Payment' },
  cashondelivery: { ...COMMON, active: '0', title: 'Cash On Delivery' },
  purchaseorder: { ...COMMON, active: '0', title: 'Purchase Order' },
  free: { ...COMMON, active: '1', title: 'No Payment Information Required', sort_order: '1' },
};
