import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessPolicies } from './endpoint';
import { allEndpoints, buildOpenApiDocument } from './openapi-document';

const docs = path.resolve(__dirname, '../../../docs');

describe('the API description', () => {
  it('docs/openapi.json is the one the contracts generate (run `npm run openapi` after changing a contract)', () => {
    const written = JSON.parse(readFileSync(path.join(docs, 'openapi.json'), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('names every endpoint once, with an access policy', () => {
    const keys = allEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of allEndpoints()) expect(accessPolicies).toContain(endpoint.access);
  });

  it('docs/API.md describes exactly the endpoints of the contracts', () => {
    const markdown = readFileSync(path.join(docs, 'API.md'), 'utf8');
    const documented = [...markdown.matchAll(/^\| (GET|POST) (\/[\w/-]+)/gm)].map(([, method, route]) => `${method} ${route}`).sort();
    const contracted = allEndpoints().map((e) => `${e.method} ${e.path}`).sort();
    expect(documented).toEqual(contracted);
  });
});
