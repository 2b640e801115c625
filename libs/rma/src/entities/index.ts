import { MagentoRma, MagentoRmaComment, MagentoRmaItem, MagentoRmaItemAttributeOption, MagentoRmaTrack } from './rma.entity';

export * from './rma.entity';

/** TypeORM entities of this library (must match its migrations). */
export const rmaEntities: Function[] = [MagentoRma, MagentoRmaItem, MagentoRmaComment, MagentoRmaTrack, MagentoRmaItemAttributeOption];
