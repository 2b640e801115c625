import { outputDepartures, WebApiRegistry } from '@mercato/platform';
import { TestApp } from './app';

/**
 * Where an answer departs from what its route declares it outputs (`GET /V1/search`, the route as
 * declared): `[]` when it matches. For the successful answers an e2e test builds on purpose, which
 * the route-coverage run, calling with made-up ids, mostly cannot reach.
 */
export function outputDeparturesOf(t: TestApp, route: string, body: unknown): string[] {
  const declared = t.app.get(WebApiRegistry).byRoute(route);
  if (!declared) return [`${route}: no such route`];
  return outputDepartures(declared.definition.output, body);
}
