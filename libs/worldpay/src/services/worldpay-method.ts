import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { COMMON_METHOD_DEFAULTS, PaymentMethods, RegisteredMethod } from '@mercato/payment';

export const WORLDPAY = 'worldpay';

/**
 * Adds `worldpay` to the payment methods: inactive until configured under
 * `payment/worldpay/*` (active, title, order_status, allowed countries, min/max order total as for
 * the offline methods, plus gateway_url, merchant_code and the encrypted api_key). Without a
 * gateway URL the method is never offered, whatever `active` says.
 */
@Injectable()
export class WorldpayMethod {
  @Extends(PaymentMethods)
  paymentMethod(): RegisteredMethod {
    return {
      code: WORLDPAY,
      defaults: {
        ...COMMON_METHOD_DEFAULTS,
        active: '0',
        title: 'Worldpay',
        order_status: 'pending',
        gateway_url: null,
        merchant_code: null,
        api_key: null,
      },
      isConfigured: (config) => !!config.gateway_url?.trim(),
    };
  }
}
