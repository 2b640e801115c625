import { HttpMethod } from './route';

interface Compiled<T> {
  segments: string[];
  /** Index → parameter name for `:param` segments. */
  params: (string | null)[];
  value: T;
}

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/**
 * Method + path matching for Magento-style paths. Literal segments win over `:params` at the same
 * position, so `GET /V1/products/types` is not taken for `GET /V1/products/:sku`.
 */
export class RouteTable<T> {
  private readonly byMethod = new Map<string, Compiled<T>[]>();

  add(method: HttpMethod, path: string, value: T): void {
    const segments = split(path);
    const compiled: Compiled<T> = {
      segments,
      params: segments.map((s) => (s.startsWith(':') ? s.slice(1) : null)),
      value,
    };
    const list = this.byMethod.get(method) ?? [];
    list.push(compiled);
    list.sort(bySpecificity);
    this.byMethod.set(method, list);
  }

  hasMethod(method: string): boolean {
    return this.byMethod.has(method);
  }

  match(method: string, path: string): RouteMatch<T> | null {
    const list = this.byMethod.get(method);
    if (!list) return null;
    const parts = split(path);
    outer: for (const c of list) {
      if (c.segments.length !== parts.length) continue;
      for (let i = 0; i < parts.length; i++) {
        if (c.params[i] === null && c.segments[i] !== parts[i]) continue outer;
      }
      const params: Record<string, string> = {};
      for (let i = 0; i < parts.length; i++) {
        const name = c.params[i];
        if (name !== null) params[name] = safeDecode(parts[i]);
      }
      return { value: c.value, params };
    }
    return null;
  }
}

function bySpecificity<T>(a: Compiled<T>, b: Compiled<T>): number {
  const n = Math.min(a.params.length, b.params.length);
  for (let i = 0; i < n; i++) {
    const pa = a.params[i] === null ? 0 : 1;
    const pb = b.params[i] === null ? 0 : 1;
    if (pa !== pb) return pa - pb;
  }
  return 0;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
