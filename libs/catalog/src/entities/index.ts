import { Category } from './category.entity';
import { CategoryProduct } from './category-product.entity';
import { Product } from './product.entity';
import { PRODUCT_VALUE_ENTITIES } from './product-values.entity';
import { ProductWebsite } from './product-website.entity';
import { TierPrice } from './tier-price.entity';
import { CATEGORY_VALUE_ENTITIES } from '../categories/category-values.entity';
import { attributeEntities } from '../attributes/entities';
import { attributeSetsEntities } from '../attribute-sets/entities';

export { Category, CategoryProduct, Product, ProductWebsite, TierPrice };
export const catalogEntities = [Product, ...PRODUCT_VALUE_ENTITIES, ProductWebsite, Category, CategoryProduct, TierPrice, ...CATEGORY_VALUE_ENTITIES, ...attributeEntities, ...attributeSetsEntities];
