/**
 * The project's own lint rules (wired in eslint.config.js for web/src): where server data's query
 * keys and fetchers live (docs/decisions/0029-resource-homes.md).
 */
import noLiteralQueryKey from './no-literal-query-key.js';
import oneFetcherPerPath from './one-fetcher-per-path.js';

export default {
  meta: { name: 'bela' },
  rules: {
    'no-literal-query-key': noLiteralQueryKey,
    'one-fetcher-per-path': oneFetcherPerPath,
  },
};
