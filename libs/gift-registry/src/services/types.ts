/** What a registry is created from (GiftRegistries.create): its owner, type, texts, address, registrants and items. */
export interface NewGiftRegistry {
  customerId: number;
  /** A type code (`birthday`, `baby_registry`, `wedding`) or a type id. */
  type: string | number;
  title: string;
  message?: string | null;
  /** Shown in searches by anyone (Magento's privacy setting); private unless asked. */
  isPublic?: boolean;
  /** Active unless asked otherwise; an inactive registry takes no shipping estimates. */
  isActive?: boolean;
  /** One of the customer's stored addresses, copied into the registry … */
  addressId?: number;
  /** … or an address given in full. */
  address?: RegistryAddressInput;
  /** The registrants; the customer alone when none are given. */
  registrants?: RegistrantInput[];
  items?: RegistryItemInput[];
}

export interface RegistryItemInput {
  sku: string;
  qty: number;
  note?: string | null;
}

export interface RegistrantInput {
  firstname: string;
  lastname: string;
  email: string;
  role?: string | null;
}

export interface RegistryAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: string[] | string | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  region_code?: string | null;
  postcode?: string | null;
  country_id: string;
  telephone?: string | null;
}

/** The registry's copy of its shipping address. */
export type RegistryAddress = RegistryAddressInput & { street: string[] };

export interface GiftRegistryItemView {
  item_id: number;
  product_id: number;
  sku: string;
  qty: number;
  qty_fulfilled: number;
  note: string | null;
  added_at: string;
}

export interface RegistrantView {
  person_id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: string | null;
}

export interface GiftRegistryView {
  entity_id: number;
  type_id: number;
  type_code: string;
  customer_id: number;
  website_id: number;
  title: string;
  message: string | null;
  is_public: boolean;
  is_active: boolean;
  url_key: string;
  created_at: string;
  shipping_address: RegistryAddress | null;
  registrants: RegistrantView[];
  items: GiftRegistryItemView[];
}
