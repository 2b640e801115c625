import { DataInterface, Field } from '@mercato/platform';

/** A payment gateway's transaction, as the transaction routes answer it (payment methods record them; no route takes one). */
@DataInterface('Magento\\Sales\\Api\\Data\\TransactionInterface')
export class TransactionData {
  @Field('int') transaction_id?: number;
  @Field('int') parent_id?: number;
  @Field('int') order_id?: number;
  @Field('int') payment_id?: number;
  @Field('string') txn_id?: string;
  @Field('string') parent_txn_id?: string;
  @Field('string') txn_type?: string;
  @Field('int') is_closed?: number;
  @Field('string', { array: true }) additional_information?: string[];
  @Field('string') created_at?: string;
  @Field(() => TransactionData, { array: true }) child_transactions?: TransactionData[];
}
