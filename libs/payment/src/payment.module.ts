import { Module } from '@nestjs/common';
import { StoreModule } from '@mercato/store';
import { PaymentMethods } from './methods/payment-methods';

/**
 * Magento_Payment and Magento_OfflinePayments: the offline payment methods and their availability
 * rules. No routes of its own: the checkout's payment routes call PaymentMethods.
 */
@Module({
  imports: [StoreModule],
  providers: [PaymentMethods],
  exports: [PaymentMethods],
})
export class PaymentModule {}
