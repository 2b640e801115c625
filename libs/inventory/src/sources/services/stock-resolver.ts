import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext } from '@mercato/platform';
import { StockOutput, StockRepository } from './stock-repository';

/**
 * Magento\InventorySalesApi\Api\StockResolverInterface: the stock serving a sales channel
 * (`website/<code>`); the admin website is served by the default stock.
 */
@Injectable()
export class StockResolver {
  constructor(private readonly stocks: StockRepository) {}

  async execute(ctx: RequestContext, type: string, code: string): Promise<StockOutput> {
    const stockId = await this.stocks.stockIdForSalesChannel(type, code);
    if (stockId === null) throw new NoSuchEntityException('No linked stock found');
    return this.stocks.get(ctx, stockId);
  }

  /** The stock id for a sales channel, or null: for other inventory services. */
  stockId(type: string, code: string): Promise<number | null> {
    return this.stocks.stockIdForSalesChannel(type, code);
  }
}
