import { AttributeScope, BackendType, EavAttribute } from './eav-attribute.entity';
import { EavAttributeSet } from './eav-attribute-set.entity';

export { AttributeScope, BackendType, EavAttribute, EavAttributeSet };
export const eavEntities = [EavAttributeSet, EavAttribute];
