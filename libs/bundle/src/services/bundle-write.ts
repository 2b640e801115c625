/**
 * What one bundle write changes, decided and checked before anything is written, then applied by
 * BundleWriter with a fixed number of statements.
 */

/** A selection as it is after the write. */
export interface LinkWrite {
  /** The stored selection it updates; undefined for a new one. */
  selectionId?: number;
  productId: number;
  position: number;
  isDefault: boolean;
  priceType: number;
  price: number;
  qty: number | null;
  canChangeQty: number;
}

/** An option as it is after the write. */
export interface OptionWrite {
  /** The stored option (of this product) it updates; undefined for a new one. */
  optionId?: number;
  required: boolean;
  position: number;
  type: string | null;
  /** Written for `titleStoreId` (a new option's for store 0); undefined keeps the stored titles. */
  title?: string;
  /** The option's selections after the write, replacing the stored ones; undefined keeps them. */
  links?: LinkWrite[];
}

export interface BundleWrite {
  productId: number;
  /** The store whose title an update of an existing option writes (0: the default title). */
  titleStoreId: number;
  /** Options of the product to delete, with their selections and titles. */
  deleteOptionIds: number[];
  options: OptionWrite[];
}

/** The ids the write gave: per written option, its id and its selections' ids, in input order. */
export interface WrittenIds {
  optionIds: number[];
  selectionIds: number[][];
}
