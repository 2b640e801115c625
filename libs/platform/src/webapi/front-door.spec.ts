import type { IncomingMessage, ServerResponse } from 'node:http';
import { frontDoor, RequestStep, webApiUrl } from './front-door';

describe('webApiUrl', () => {
  it('answers the URL below /rest, as a handler mounted there sees it', () => {
    expect(webApiUrl('/rest/V1/products/sku-1?fields=sku')).toBe('/V1/products/sku-1?fields=sku');
    expect(webApiUrl('/rest/default/V1/carts/mine')).toBe('/default/V1/carts/mine');
    expect(webApiUrl('/rest/async/bulk/V1/products')).toBe('/async/bulk/V1/products');
    expect(webApiUrl('/rest')).toBe('/');
    expect(webApiUrl('/rest/')).toBe('/');
    expect(webApiUrl('/rest?x=1')).toBe('/?x=1');
    // Express matches a mount's path whatever its case.
    expect(webApiUrl('/REST/V1/store/storeViews')).toBe('/V1/store/storeViews');
  });

  it('leaves everything else to Express: other paths, and the marketplace under /rest/v1/', () => {
    for (const url of ['/', '/health', '/metrics', '/restx/V1/products', '/res', '/admin/rest', '/oauth/token/request']) {
      expect(webApiUrl(url)).toBeNull();
    }
    expect(webApiUrl('/rest/v1/app/session/token')).toBeNull();
    expect(webApiUrl('/rest/v1/users/42')).toBeNull();
  });
});

describe('frontDoor', () => {
  type Req = IncomingMessage & { originalUrl?: string; seen?: string[] };
  const request = (url: string) => ({ url, seen: [] as string[] }) as unknown as Req;
  const response = {} as ServerResponse;
  const step =
    (name: string): RequestStep =>
    (req, _res, next) => {
      (req as Req).seen!.push(name);
      next();
    };

  it('runs the steps in order, then the web API handler with the URL below /rest', () => {
    const handled: Req[] = [];
    const door = frontDoor({
      steps: [step('id'), step('metrics')],
      webApi: (req) => void handled.push(req),
      express: () => {
        throw new Error('not Express');
      },
    });
    const req = request('/rest/V1/directory/currency');
    door(req, response);
    expect(handled).toEqual([req]);
    expect(req.seen).toEqual(['id', 'metrics']);
    expect(req.url).toBe('/V1/directory/currency');
    expect(req.originalUrl).toBe('/rest/V1/directory/currency');
  });

  it('hands anything else to Express as it came, without running the steps itself', () => {
    const toExpress: Req[] = [];
    const door = frontDoor({
      steps: [step('id')],
      webApi: () => {
        throw new Error('not the web API');
      },
      express: (req) => void toExpress.push(req),
    });
    const req = request('/rest/v1/app/session/token');
    door(req, response);
    expect(toExpress).toEqual([req]);
    expect(req.seen).toEqual([]);
    expect(req.url).toBe('/rest/v1/app/session/token');
    expect(req.originalUrl).toBeUndefined();
  });

  it('stops where a step answers without calling next', () => {
    const door = frontDoor({
      steps: [(_req, res) => void res],
      webApi: () => {
        throw new Error('not reached');
      },
      express: () => undefined,
    });
    expect(() => door(request('/rest/V1/products'), response)).not.toThrow();
  });
});
