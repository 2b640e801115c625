import { DeclaredRoute } from '../registry';

export type SchemaKind = 'sync' | 'async' | 'bulk';

export interface SchemaOptions {
  kind: SchemaKind;
  /** Store code the document is for (`default`, `all`, …). */
  storeCode: string;
  baseUrl: string;
  /** `services=all` or a comma list of service names (e.g. catalogProductRepositoryV1); null = all. */
  services: string[] | null;
}

/** OpenAPI document of the declared routes. */
export function buildOpenApi(routes: readonly DeclaredRoute[], options: SchemaOptions): Record<string, unknown> {
  throw new Error(`not implemented: ${routes.length} ${options.kind}`);
}
