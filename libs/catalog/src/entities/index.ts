import { Category } from './category.entity';
import { CategoryProduct } from './category-product.entity';
import { Product } from './product.entity';
import { PRODUCT_VALUE_ENTITIES } from './product-values.entity';
import { ProductWebsite } from './product-website.entity';
import { TierPrice } from './tier-price.entity';
import { CATEGORY_VALUE_ENTITIES } from '../categories/category-values.entity';
import { attributeEntities } from '../attributes/entities';
import { attributeSetsEntities } from '../attribute-sets/entities';
import { mediaEntities } from '../media';
import { optionsEntities } from '../options';
import { linksEntities } from '../links';
import { tierPricesEntities } from '../tier-prices';
import { renderEntities } from '../render';

export { Category, CategoryProduct, Product, ProductWebsite, TierPrice };
export const catalogEntities = [Product, ...PRODUCT_VALUE_ENTITIES, ProductWebsite, Category, CategoryProduct, TierPrice, ...CATEGORY_VALUE_ENTITIES, ...attributeEntities, ...attributeSetsEntities, ...mediaEntities, ...optionsEntities, ...linksEntities, ...tierPricesEntities, ...renderEntities];
