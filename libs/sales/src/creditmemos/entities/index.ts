import { SalesCreditmemo, SalesCreditmemoComment, SalesCreditmemoItem, SalesSequenceCreditmemo } from './creditmemo.entity';

export { SalesCreditmemo, SalesCreditmemoComment, SalesCreditmemoItem, SalesSequenceCreditmemo };
export const creditmemoEntities = [SalesCreditmemo, SalesCreditmemoItem, SalesCreditmemoComment, SalesSequenceCreditmemo];
