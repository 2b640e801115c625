import { SuperAttribute } from './super-attribute.entity';
import { SuperAttributeLabel } from './super-attribute-label.entity';
import { SuperLink } from './super-link.entity';

export { SuperAttribute, SuperAttributeLabel, SuperLink };
/** TypeORM entities of this library (must match its migrations). */
export const configurableProductEntities: Function[] = [SuperAttribute, SuperAttributeLabel, SuperLink];
