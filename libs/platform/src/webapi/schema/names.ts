/**
 * Magento's names for the things a schema document names: services (tags), operations, data types
 * (definitions) and paths. A client generated from Magento's /schema and one generated from ours
 * must call the same methods and model classes, so the rules follow Magento's own (read from
 * Webapi ServiceMetadata::getServiceName, Reflection TypeProcessor::translateTypeName and
 * ::getOperationName, and Swagger\Generator::toLowerCaseDashSeparated / ::convertPathParams).
 */

const ucfirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Namespace, module and the rest after the `Api` (or legacy `Service`) segment of a PHP class name. */
function splitApiClass(className: string, lastApi: boolean): { vendor: string; module: string; rest: string[] } | null {
  const segments = className.replace(/^\\+/, '').split('\\').filter(Boolean);
  const isApi = (s: string) => s === 'Api' || s === 'Service';
  let at = -1;
  // Services take the first `Api` segment (a lazy match in Magento); data types the last (greedy).
  for (let i = 2; i < segments.length - 1; i += 1) {
    if (isApi(segments[i])) {
      at = i;
      if (!lastApi) break;
    }
  }
  if (at === -1) return null;
  const vendor = segments[0] === 'Magento' ? '' : segments[0];
  return { vendor, module: segments.slice(1, at).join(''), rest: segments.slice(at + 1) };
}

/**
 * Service (tag) name: `Magento\Catalog\Api\ProductRepositoryInterface` at `V1` →
 * `catalogProductRepositoryV1`. The `Magento` vendor is dropped, a sub-namespace equal to the module
 * name is not repeated, `Interface` is dropped and the route's version is appended.
 */
export function serviceName(interfaceName: string, version: string): string {
  const parts = splitApiClass(interfaceName, false);
  if (!parts)
    return (
      lcfirst(
        interfaceName
          .split('\\')
          .pop()!
          .replace(/Interface$/, ''),
      ) + version
    );
  const rest = [...parts.rest];
  rest[rest.length - 1] = rest[rest.length - 1].replace(/Interface$/, '');
  const module = parts.module === rest[0] ? '' : parts.module;
  return lcfirst(parts.vendor + module + rest.join('') + version);
}

/** `catalogSpecialPriceStorageV1` + `update` + `POST` → `catalogSpecialPriceStorageV1UpdatePost`. */
export function operationId(service: string, method: string, verb: string): string {
  return service + ucfirst(method) + ucfirst(verb.toLowerCase());
}

/** The version segment a route path starts with (`/V1/products` → `V1`), which names the service. */
export function versionOf(path: string): string {
  return /^\/(V\d+)(\/|$)/.exec(path)?.[1] ?? 'V1';
}

/**
 * Type name of a data interface: `Magento\Catalog\Api\Data\ProductInterface` →
 * `CatalogDataProductInterface`, `Magento\Framework\Api\Search\FilterGroup` →
 * `FrameworkSearchFilterGroup`. A name outside any `Api` namespace (a class without
 * @DataInterface) is used as it is.
 */
export function typeName(interfaceName: string): string {
  const parts = splitApiClass(interfaceName, true);
  if (!parts) return interfaceName.replace(/\\/g, '');
  const rest = [...parts.rest];
  // Magento's pattern lets the module name be repeated right after `Api\`; it is dropped then.
  if (rest[0]?.startsWith(parts.module)) rest[0] = rest[0].slice(parts.module.length);
  return ucfirst(parts.vendor + parts.module + rest.join(''));
}

/** `CatalogDataProductInterface` → `catalog-data-product-interface`, Magento's definition key. */
export function lowerCaseDashSeparated(name: string): string {
  return name.replace(/(.)([A-Z])/g, '$1-$2').toLowerCase();
}

export function definitionName(interfaceName: string): string {
  return lowerCaseDashSeparated(typeName(interfaceName));
}

/** `/V1/products/:sku` → `/V1/products/{sku}` (Swagger path templating). */
export function swaggerPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/');
}

/**
 * Query parameter names use the data interfaces' camelCase property names (Magento reads them from
 * the getters; only definitions are converted to snake_case): `filter_groups` → `filterGroups`.
 */
export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
