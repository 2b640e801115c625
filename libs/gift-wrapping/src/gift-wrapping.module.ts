import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { CustomerModule } from '@mercato/customer';
import { TaxModule } from '@mercato/tax';
import { QuoteModule } from '@mercato/quote';
import { SalesModule } from '@mercato/sales';
import { MediaStorageModule } from '@mercato/media-storage';
import { declareWrappingChoice } from './dto/message-extension';
import { GiftOptionsSettings } from './checkout/gift-options-config';
import { WrappingChoices } from './checkout/wrapping-choices';
import { WrappingOrders } from './checkout/wrapping-order';
import { WrappingSelection } from './checkout/wrapping-selection';
import { WrappingTotals } from './checkout/wrapping-totals';
import { WrappingImages } from './services/wrapping-image';
import { WrappingRepository } from './services/wrapping-repository';
import { WrappingRows } from './services/wrapping-rows';
import { WrappingScopeReader } from './services/wrapping-scope';
import { WrappingWriter } from './services/wrapping-writer';
import { giftWrappingRoutes } from './webapi';

/**
 * Magento_GiftWrapping (commerce edition): gift wrappings (CRUD and list), with store view design
 * labels, websites and an image under media/wrapping; and their use at checkout (checkout/): the
 * wrapping chosen for a cart or a line through the gift message routes' extension attributes,
 * the `giftwrapping` charge in the cart totals, and its gw_* fields on the order.
 */
@WebApiRoutes(giftWrappingRoutes)
@Module({
  imports: [StoreModule, CustomerModule, TaxModule, QuoteModule, SalesModule, MediaStorageModule],
  providers: [
    WrappingRows,
    WrappingScopeReader,
    WrappingImages,
    WrappingWriter,
    WrappingRepository,
    GiftOptionsSettings,
    WrappingChoices,
    WrappingSelection,
    WrappingTotals,
    WrappingOrders,
  ],
  exports: [WrappingRepository, WrappingRows],
})
export class GiftWrappingModule {
  constructor() {
    declareWrappingChoice();
  }
}
