import { InputException } from '@mercato/platform';

/** Statuses an rma item can have (Magento\Rma\Model\Item\Attribute\Source\Status). */
export const ITEM_STATUSES = ['pending', 'authorized', 'denied', 'received', 'approved', 'rejected'] as const;

const BITS: Record<string, number> = { pending: 1, authorized: 2, denied: 4, received: 8, approved: 16, rejected: 32 };

export function assertItemStatus(status: string): void {
  if (!(status in BITS)) throw InputException.invalidFieldValue('status', status);
}

/**
 * The return's status from its items' statuses, as Magento's Rma\Source\Status::getStatusByItems:
 * each distinct item status is a bit, and the sum names the return's state.
 */
export function statusByItems(itemStatuses: string[]): string {
  const mask = [...new Set(itemStatuses)].reduce((sum, s) => sum + (BITS[s] ?? 0), 0);
  if (mask === 0 || mask === 1 || mask === 5) return 'pending';
  if (mask === 2) return 'authorized';
  if (mask === 4) return 'closed';
  if (mask > 2 && mask < 8) return 'partially_authorized';
  if (mask === 8) return 'received';
  if (mask >= 9 && mask <= 15) return 'received_on_item';
  if (mask === 16 || mask === 20) return 'processed_closed';
  if (mask >= 17 && mask <= 31) return 'approved_on_item';
  if (mask === 32 || mask === 36) return 'closed';
  if (mask >= 33 && mask <= 47) return 'rejected_on_item';
  if (mask === 48 || mask === 52) return 'processed_closed';
  return 'approved_on_item';
}
