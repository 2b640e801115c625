import { Global, Module } from '@nestjs/common';
import { PaymentMethods } from './methods/payment-methods';

/**
 * Magento_Payment and Magento_OfflinePayments: the offline payment methods and their availability
 * rules. No routes of its own: the checkout's payment routes call PaymentMethods (global, so the
 * quote module injects it directly).
 */
@Global()
@Module({
  providers: [PaymentMethods],
  exports: [PaymentMethods],
})
export class PaymentModule {}
