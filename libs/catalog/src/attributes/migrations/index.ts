import { CategoryAttributeMetadata1763800000210 } from './1763800000210-category-attribute-metadata';
import { AttributeSetChangeNotifications1763800000211 } from './1763800000211-attribute-set-change-notifications';

/** This area's migrations, in order (timestamps from its assigned range). */
export const attributesMigrations: Function[] = [CategoryAttributeMetadata1763800000210, AttributeSetChangeNotifications1763800000211];
