import { ProductLinks1763800000160 } from './1763800000160-product-links';
import { AssociatedLinkQty1763800000420 } from './1763800000420-associated-link-qty';

/** This area's migrations, in order (timestamps from its assigned range). */
export const linksMigrations: Function[] = [ProductLinks1763800000160, AssociatedLinkQty1763800000420];
