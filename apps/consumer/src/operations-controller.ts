import { Controller, UseFilters } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { BatchFailures, BatchResult, OperationBatch, OperationRunner, OperationsContext } from '@mercato/async-operations';

/**
 * The handlers of `async.operations.all`, bound by topic pattern. Every web API write topic
 * (`async.<contract>.<method>`) runs through the same service-contract providers as the
 * synchronous route: OperationRunner dispatches each operation to its route's declaration, set-based
 * where the route has a batch form.
 */
@Controller()
@UseFilters(new BatchFailures())
export class OperationsController {
  constructor(private readonly runner: OperationRunner) {}

  @MessagePattern('async.#')
  run(@Payload() batch: OperationBatch, @Ctx() _context: OperationsContext): Promise<BatchResult> {
    return this.runner.runBatch(batch.operation_ids);
  }
}
