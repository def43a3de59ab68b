/**
 * `bela/no-literal-query-key` fed keys written in place (each form the web app once used) and keys
 * taken from a factory: the first fail, the second pass.
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './no-literal-query-key.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

const feature = 'web/src/features/chat/api/undo-memory-change.ts';
const literal = (how: string) => [{ messageId: 'literal' as const, data: { how } }];

tester.run('no-literal-query-key', rule, {
  valid: [
    // Keys from a factory: an imported one, called or not, and a query's own options.
    { filename: feature, code: "import { memoryKeys } from '../../../resources/memories/keys';\nclient.invalidateQueries({ queryKey: memoryKeys.all(uid) });" },
    { filename: feature, code: "import { photoKeys } from '../../../resources/photos/keys';\nqueryClient.setQueryData(photoKeys.curation(), saved);" },
    { filename: feature, code: 'const options = userInfoQueryOptions(uid);\nqueryClient.cancelQueries({ queryKey: options.queryKey });' },
    { filename: feature, code: 'export const reload = (client, queryKey) => client.refetchQueries({ queryKey, exact: true });' },
    { filename: feature, code: "import { chatKeys } from './query-keys';\nconst key = chatKeys.conversations(uid);\nclient.setQueryData(key, data);" },
    // A key factory module is where keys are written.
    { filename: 'web/src/resources/memories/keys.ts', code: "export const memoryKeys = { all: (uid: string) => ['memories', uid] as const };" },
    { filename: 'web/src/features/analytics/api/query-keys.ts', code: "export const analyticsKeys = { all: ['admin-analytics'] as const };\nexport const o = { queryKey: analyticsKeys.all };" },
    // Arrays elsewhere are not keys.
    { filename: feature, code: "useQuery({ queryFn: () => fetchThings(['a', 'b']) });\nconst list = ['x'];" },
  ],
  invalid: [
    // The chat's Undo marking the memory page stale by a key it wrote itself.
    { filename: feature, code: "client.invalidateQueries({ queryKey: ['memories', uid] });", errors: literal('an array literal') },
    { filename: feature, code: "useQuery({ queryKey: ['payment', 'checkout-outcome'], queryFn });", errors: literal('an array literal') },
    { filename: feature, code: "queryOptions({ queryKey: ['payment', 'session-verification', id] as const, queryFn });", errors: literal('an array literal') },
    { filename: feature, code: "infiniteQueryOptions({ queryKey: [...galleryPhotosKey, uid], queryFn, initialPageParam: 1, getNextPageParam });", errors: literal('an array literal') },
    // A string key, and a literal spread into a factory's key.
    { filename: feature, code: "client.removeQueries({ queryKey: 'memories' });", errors: literal('a string') },
    { filename: feature, code: "useMutation({ mutationKey: [...adminMembersKeys.all, 'portal'], mutationFn });", errors: literal('an array literal') },
    { filename: feature, code: "const filters = { ...{ queryKey: ['gallery'] } };\nclient.invalidateQueries(filters);", errors: literal('an array literal') },
    { filename: feature, code: "useMutationState({ filters: { mutationKey: ['chat', uid, 'delete'], status: 'pending' } });", errors: literal('an array literal') },
    // The QueryClient methods that take a bare key.
    { filename: feature, code: "queryClient.setQueryData(['memories', 'member-1', 'list'], pages);", errors: literal('an array literal') },
    { filename: feature, code: "queryClient.getQueryState(['memories', 'member-1', 'list']);", errors: literal('an array literal') },
    // A key written in the module and passed by name, or made by a local factory.
    {
      filename: feature,
      code: "const recentPhotosKey = ['admin-upload', 'recent-photos'] as const;\nclient.invalidateQueries({ queryKey: recentPhotosKey });",
      errors: literal('`recentPhotosKey`, set in this module'),
    },
    {
      filename: feature,
      code: "const keys = { curation: ['gallery', 'curation'] as const };\nclient.setQueryData(keys.curation, saved);",
      errors: literal('`keys.curation`, set in this module'),
    },
    {
      filename: feature,
      code: "const userInfoKey = (uid: string) => ['session', uid, 'user-info'] as const;\nqueryOptions({ queryKey: userInfoKey(uid), queryFn });",
      errors: literal('`userInfoKey()`, a factory in this module'),
    },
    {
      filename: feature,
      code: "function keyOf(id: string) {\n  if (!id) return ['none'];\n  return ['thing', id];\n}\nclient.cancelQueries({ queryKey: keyOf(id) });",
      errors: literal('`keyOf()`, a factory in this module'),
    },
    // Only the named modules are factories: a file named otherwise may not write keys.
    {
      filename: 'web/src/features/memories/api/memory-keys-helper.ts',
      code: "export const o = queryOptions({ queryKey: ['memories'], queryFn });",
      errors: literal('an array literal'),
    },
    {
      filename: 'web/src/features/memories/api/keys.ts',
      options: [{ keyModules: ['query-keys.ts'] }],
      code: "export const o = queryOptions({ queryKey: ['memories'], queryFn });",
      errors: literal('an array literal'),
    },
  ],
});
