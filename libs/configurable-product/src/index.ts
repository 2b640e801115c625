export { configurableProductMigrations } from './migrations';
export { ConfigurableProductModule } from './configurable-product.module';
export { ConfigurableData } from './services/configurable-data';
export type { ConfigurableOption, ConfigurableParts } from './services/configurable-data';
export { OptionInput, OptionValueInput } from './dto/option.input';
