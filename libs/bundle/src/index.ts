export { bundleMigrations } from './migrations';
export { BundleModule } from './bundle.module';
export { BundleCatalog } from './services/bundle-catalog';
export type {
  ProductRef as BundleProductRef,
  StoredOption as BundleStoredOption,
  StoredLink as BundleStoredLink,
} from './services/bundle-catalog';
export { BundleOptionInput, BundleLinkInput } from './dto/bundle-option.input';
export { BundlePricing, bundleUnitPrice, chooseBundleSelections } from './services/bundle-choice';
export type { BundleLineRequest, ChosenSelection } from './services/bundle-choice';
