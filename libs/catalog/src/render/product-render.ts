import { ProductData } from '../services/product-reader';
import { encodeUrl, phpJson } from './formatting';
import { customAttributes, PriceInfo } from './price-info';
import { StoreRendering } from './store-urls';

/**
 * The image entries Magento's Image collector renders (di.xml `imageCodes`: the recently viewed
 * widgets' grid and list images, both of the small_image role, at their view.xml sizes).
 */
const IMAGE_CODES = [
  { code: 'recently_viewed_products_grid_content_widget', role: 'small_image', width: 240, height: 300 },
  { code: 'recently_viewed_products_list_content_widget', role: 'small_image', width: 270, height: 340 },
] as const;

export interface RenderContext {
  storeId: number;
  currencyCode: string;
  urls: StoreRendering;
}

/** ProductRenderInterface, with the fields in Magento's order. */
export function productRender(product: ProductData, price: PriceInfo, salable: boolean, r: RenderContext): Record<string, unknown> {
  const id = product.id as number;
  const attrs = customAttributes(product);
  const addToCartUrl = `${r.urls.linkUrl}checkout/cart/add/uenc/%25uenc%25/product/${id}/`;
  return {
    add_to_cart_button: {
      post_data: phpJson({ action: addToCartUrl, data: { product: String(id), uenc: '%uenc%' } }),
      url: addToCartUrl,
      required_options: attrs.has_options === '1',
    },
    add_to_compare_button: {
      post_data: null,
      // The page the compare link returns to: Magento encodes the current URL, here the store's base.
      url: phpJson({
        action: `${r.urls.linkUrl}catalog/product_compare/add/`,
        data: { product: String(id), uenc: encodeUrl(r.urls.linkUrl) },
      }),
      required_options: null,
    },
    price_info: price,
    images: IMAGE_CODES.map((image) => ({
      url: imageUrl(attrs[image.role], r.urls),
      code: image.code,
      height: image.height,
      width: image.width,
      label:
        typeof attrs[`${image.role}_label`] === 'string' && attrs[`${image.role}_label`] !== ''
          ? attrs[`${image.role}_label`]
          : (product.name ?? null),
      resized_width: image.width,
      resized_height: image.height,
    })),
    url: productUrl(id, attrs.url_key, r.urls),
    id,
    name: product.name ?? null,
    type: product.type_id,
    is_salable: salable ? '1' : '',
    store_id: r.storeId,
    currency_code: r.currencyCode,
  };
}

/** The product's page: its URL key with the configured suffix (the URL rewrite Magento makes on save). */
function productUrl(id: number, urlKey: unknown, urls: StoreRendering): string {
  if (typeof urlKey === 'string' && urlKey !== '') return `${urls.linkUrl}${urlKey}${urls.productUrlSuffix}`;
  return `${urls.linkUrl}catalog/product/view/id/${id}/`;
}

/** The image file under the media URL, else the small image placeholder (configured, or the theme's). */
function imageUrl(file: unknown, urls: StoreRendering): string {
  if (typeof file === 'string' && file !== '' && file !== 'no_selection') {
    return `${urls.mediaUrl}catalog/product${file.startsWith('/') ? '' : '/'}${file}`;
  }
  if (urls.smallImagePlaceholder) return `${urls.mediaUrl}catalog/product/placeholder/${urls.smallImagePlaceholder}`;
  const theme = `${urls.staticUrl}frontend/Magento/luma/${urls.locale.replace('-', '_')}`;
  return `${theme}/Magento_Catalog/images/product/placeholder/small_image.jpg`;
}
