import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { ProductAttributeRepository, ProductInput } from '@mercato/catalog';
import { OptionInput } from '../dto/option.input';
import { ATTRIBUTE_NOT_FOUND, attributeIdOf } from './option-rules';

/** Magento's Visibility::VISIBILITY_NOT_VISIBLE: variations are reached through their parent. */
const NOT_VISIBLE = 1;

/** ProductInterface's fields in the order the web API writes them. */
const PRODUCT_FIELDS = [
  'id',
  'sku',
  'name',
  'attribute_set_id',
  'price',
  'status',
  'visibility',
  'type_id',
  'created_at',
  'updated_at',
  'weight',
  'extension_attributes',
  'product_links',
  'options',
  'media_gallery_entries',
  'tier_prices',
  'custom_attributes',
];

/** One attribute of the matrix: its code and the option values the variations take, in option order. */
interface MatrixAttribute {
  code: string;
  values: string[];
}

type ProductShape = Record<string, unknown> & { custom_attributes?: { attribute_code: string; value: unknown }[] };

/**
 * Magento\ConfigurableProduct\Api\ConfigurableProductManagementInterface::generateVariation
 * (ProductVariationsBuilder over VariationMatrix): one product per combination of the options'
 * values, nothing saved. Each is the given product with the combination in its custom
 * attributes, `-<option id>` per attribute appended to its SKU and name, the product's price
 * and visibility "Not Visible Individually". The last option's values vary fastest.
 */
@Injectable()
export class VariationBuilder {
  constructor(
    private readonly attributes: AttributeCatalog,
    private readonly attributeRepository: ProductAttributeRepository,
  ) {}

  async generateVariation(ctx: RequestContext, product: ProductInput, options: OptionInput[]): Promise<ProductShape[]> {
    const matrix = await this.matrix(ctx, options);
    if (!matrix.length || matrix.some((a) => !a.values.length)) return [];
    const base = JSON.parse(JSON.stringify(product)) as ProductShape;
    return combinations(matrix.map((a) => a.values)).map((combination) => {
      const item: ProductShape = JSON.parse(JSON.stringify(base));
      const custom = [...(item.custom_attributes ?? [])];
      combination.forEach((value, i) => {
        const code = matrix[i].code;
        const at = custom.findIndex((c) => c.attribute_code === code);
        if (at >= 0) custom[at] = { attribute_code: code, value };
        else custom.push({ attribute_code: code, value });
      });
      const suffix = combination.map((v) => `-${v}`).join('');
      item.custom_attributes = custom;
      item.name = `${product.name ?? ''}${suffix}`;
      item.sku = `${product.sku ?? ''}${suffix}`;
      item.visibility = NOT_VISIBLE;
      if (product.price !== undefined) item.price = product.price;
      return ordered(item);
    });
  }

  /**
   * Magento's VariationMatrix: per option, the attribute's options (in the attribute's order)
   * whose id is one of the option's value indexes.
   */
  private async matrix(ctx: RequestContext, options: OptionInput[]): Promise<MatrixAttribute[]> {
    const out: MatrixAttribute[] = [];
    for (const option of options) {
      const meta = await this.attributes.productAttributeById(attributeIdOf(option));
      if (!meta) throw new NoSuchEntityException(ATTRIBUTE_NOT_FOUND, [String(option.attribute_id ?? '')]);
      const wanted = new Set((option.values ?? []).map((v) => String(v.value_index)));
      const attributeOptions = await this.attributeRepository.options(ctx, meta.attribute_code);
      out.push({
        code: meta.attribute_code,
        values: attributeOptions.filter((o) => o.value !== '' && wanted.has(o.value)).map((o) => o.value),
      });
    }
    return out;
  }
}

/** Every combination taking one value per list, the last list varying fastest. */
function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

function ordered(item: ProductShape): ProductShape {
  const out: ProductShape = {};
  for (const key of PRODUCT_FIELDS) if (item[key] !== undefined) out[key] = item[key];
  return out;
}
