import { DataInterface, Field } from '@mercato/platform';
import { StockItemInput } from './source-items.input';

/** What the legacy stock registry's low-stock and stock-status routes answer (Magento_CatalogInventory's interfaces). */

/** The low-stock query as the answer echoes it: the page asked for and the quantity threshold. */
@DataInterface('Magento\\CatalogInventory\\Api\\StockItemCriteriaInterface')
export class StockItemCriteriaData {
  @Field('int') current_page?: number;
  @Field('int') page_size?: number;
  @Field('float') qty?: number;
}

@DataInterface('Magento\\CatalogInventory\\Api\\Data\\StockItemCollectionInterface')
export class StockItemCollectionData {
  @Field(() => StockItemInput, { array: true }) items?: StockItemInput[];
  @Field(() => StockItemCriteriaData) search_criteria?: StockItemCriteriaData;
  @Field('int') total_count?: number;
}

@DataInterface('Magento\\CatalogInventory\\Api\\Data\\StockStatusInterface')
export class StockStatusData {
  @Field('int') product_id?: number;
  @Field('int') stock_id?: number;
  /** Magento declares an int; a decimal quantity is answered with its fraction, as stored. */
  @Field('float') qty?: number;
  @Field('int') stock_status?: number;
  @Field(() => StockItemInput) stock_item?: StockItemInput;
}
