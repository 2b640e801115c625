import { DataInterface, Field } from '@mercato/platform';

const API = 'Magento\\SalesRule\\Api\\Data\\';

@DataInterface(`${API}CouponExtensionInterface`)
export class CouponExtensionInput {}

/** Magento\SalesRule\Api\Data\CouponInterface */
@DataInterface(`${API}CouponInterface`)
export class CouponInput {
  @Field('int') coupon_id?: number | null;
  @Field('int') rule_id?: number | null;
  @Field('string') code?: string | null;
  @Field('int') usage_limit?: number | null;
  @Field('int') usage_per_customer?: number | null;
  @Field('int') times_used?: number | null;
  @Field('string') expiration_date?: string | null;
  @Field('bool') is_primary?: boolean | null;
  @Field('string') created_at?: string | null;
  @Field('int') type?: number | null;
  @Field(() => CouponExtensionInput) extension_attributes?: CouponExtensionInput | null;
}

/** POST /V1/coupons */
export class CouponSaveInput {
  @Field(() => CouponInput, { required: true }) coupon: CouponInput;
}

/** PUT /V1/coupons/:couponId (the path id overrides `coupon.coupon_id`). */
export class CouponUpdateInput extends CouponSaveInput {
  @Field('int', { required: true, carriedBy: 'coupon.coupon_id' }) couponId: number;
}

export class CouponIdInput {
  @Field('int', { required: true }) couponId: number;
}

@DataInterface(`${API}CouponGenerationSpecExtensionInterface`)
export class CouponGenerationSpecExtensionInput {}

/** Magento\SalesRule\Api\Data\CouponGenerationSpecInterface */
@DataInterface(`${API}CouponGenerationSpecInterface`)
export class CouponGenerationSpecInput {
  @Field('int') rule_id?: number | null;
  @Field('string') format?: string | null;
  @Field('int') quantity?: number | null;
  @Field('int') length?: number | null;
  @Field('string') prefix?: string | null;
  @Field('string') suffix?: string | null;
  @Field('int') delimiter_at_every?: number | null;
  @Field('string') delimiter?: string | null;
  @Field(() => CouponGenerationSpecExtensionInput) extension_attributes?: CouponGenerationSpecExtensionInput | null;
}

/** POST /V1/coupons/generate */
export class CouponGenerateInput {
  @Field(() => CouponGenerationSpecInput, { required: true }) couponSpec: CouponGenerationSpecInput;
}

/** POST /V1/coupons/deleteByIds */
export class CouponDeleteByIdsInput {
  @Field('int', { array: true, required: true }) ids: number[];
  @Field('bool') ignoreInvalidCoupons?: boolean;
}

/** POST /V1/coupons/deleteByCodes */
export class CouponDeleteByCodesInput {
  @Field('string', { array: true, required: true }) codes: string[];
  @Field('bool') ignoreInvalidCoupons?: boolean;
}

/** What the coupon mass-delete routes answer. */
@DataInterface('Magento\\SalesRule\\Api\\Data\\CouponMassDeleteResultInterface')
export class CouponMassDeleteResultData {
  @Field('string', { array: true }) failed_items?: string[];
  @Field('string', { array: true }) missing_items?: string[];
}
