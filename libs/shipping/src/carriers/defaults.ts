import { CarrierConfig } from './types';

const UNAVAILABLE = 'This shipping method is not available. To use this shipping method, please contact us.';
const COMMON = {
  sallowspecific: '0',
  specificcountry: null,
  showmethod: '0',
  specificerrmsg: UNAVAILABLE,
  handling_type: 'F',
  handling_fee: null,
  sort_order: null,
};

/** Magento_OfflineShipping's etc/config.xml defaults under `carriers/<code>/`, in collection order. */
export const CARRIER_DEFAULTS: Record<'flatrate' | 'tablerate' | 'freeshipping', CarrierConfig> = {
  flatrate: { ...COMMON, active: '1', title: 'Flat Rate', name: 'Fixed', price: '5.00', type: 'I' },
  tablerate: {
    ...COMMON,
    active: '0',
    title: 'Best Way',
    name: 'Table Rate',
    condition_name: 'package_weight',
    include_virtual_price: '1',
  },
  freeshipping: { ...COMMON, active: '0', title: 'Free Shipping', name: 'Free', free_shipping_subtotal: null },
};
export type CarrierCode = keyof typeof CARRIER_DEFAULTS;
