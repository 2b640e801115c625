import { Injectable, Logger } from '@nestjs/common';
import { CouldNotSaveException, isSealed, LocalizedException } from '@mercato/platform';
import { NOT_AVAILABLE, PaymentMethods } from '@mercato/payment';
import { GuestPaymentInformationInput, OrderSubmission, PaymentAuthorizer } from '@mercato/quote';
import { SecretBox } from '@mercato/integration';
import { TransactionRepository } from '@mercato/sales';
import { cardData } from './card-data';
import { GatewayUnavailable, WorldpayGateway } from './worldpay-gateway';
import { WORLDPAY } from './worldpay-method';

const DECLINED = 'Transaction has been declined. Please try again later.';

/**
 * The Worldpay guest `payment-information`: the checkout's own placement flow
 * (OrderSubmission.placeWithAuthorization) with this method's authorization, which asks the
 * configured gateway before the order's transaction opens and records the gateway's
 * authorization transaction inside it.
 */
@Injectable()
export class WorldpayCheckout {
  private readonly logger = new Logger('Worldpay');

  constructor(
    private readonly transactions: TransactionRepository,
    private readonly submission: OrderSubmission,
    private readonly methods: PaymentMethods,
    private readonly gateway: WorldpayGateway,
    private readonly secrets: SecretBox,
  ) {}

  async savePaymentInformationAndPlaceOrder(input: GuestPaymentInformationInput): Promise<number> {
    if (input.paymentMethod.method !== WORLDPAY) throw new LocalizedException(NOT_AVAILABLE);
    const card = cardData(input.paymentMethod.additional_data);
    const authorizer: PaymentAuthorizer = {
      authorize: async ({ storeId, grandTotal, currency, incrementId }) => {
        const config = await this.methods.methodConfig(storeId, WORLDPAY);
        if (!config?.gateway_url) throw new LocalizedException(NOT_AVAILABLE);
        let answer;
        try {
          answer = await this.gateway.authorize(config.gateway_url, await this.apiKey(config.api_key), {
            order_increment_id: incrementId,
            amount: grandTotal,
            currency,
            token: card.token,
            merchant_code: config.merchant_code,
          });
        } catch (error) {
          if (!(error instanceof GatewayUnavailable)) throw error;
          this.logger.warn(`order ${incrementId}: ${error.message}`);
          throw new CouldNotSaveException(DECLINED);
        }
        if (answer.status !== 'AUTHORISED') throw new CouldNotSaveException(DECLINED);
        const txnId = answer.transaction_id!;
        const additionalData: Record<string, string> = { method_title: config.title ?? 'Worldpay', last_trans_id: txnId };
        if (card.last4) additionalData.cc_last_4 = card.last4;
        if (card.type) additionalData.cc_type = card.type;
        return { additionalData, afterPlace: (orderId) => this.recordAuthorization(orderId, txnId, answer.message) };
      },
    };
    return this.submission.placeWithAuthorization(input.cartId, input.paymentMethod, input.billingAddress, input.email, authorizer);
  }

  /** Magento's authorization transaction, left open for a later capture. */
  private async recordAuthorization(orderId: number, txnId: string, message: string | null): Promise<void> {
    await this.transactions.recordAuthorization(orderId, txnId, message ? { message } : {});
  }

  /** `payment/worldpay/api_key` is kept sealed (SecretBox); a value stored in clear is used as is. */
  private async apiKey(stored: string | null): Promise<string | null> {
    if (!stored) return null;
    return isSealed(stored) ? this.secrets.open(stored) : stored;
  }
}
