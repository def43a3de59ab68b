/**
 * `bela/no-literal-query-key`: a query or mutation key is written in one place, its key factory
 * (a module named `keys.ts` or `query-keys.ts`: a resource's, or a feature's own for what only it
 * reads), and everywhere else taken from it. So a key's shape changes in one place, and an
 * invalidation can never name a key no query has (docs/decisions/0029-resource-homes.md).
 *
 * Refused, outside a key factory module:
 * - an array or string given as a key: `queryKey: ['memories', uid]`, `mutationKey: 'save'`,
 *   `setQueryData(['chat', uid], …)`, `queryKey: [...memoryKeys.all(uid), 'list']`;
 * - a key written in the module and passed by name: `const key = ['gallery'] as const` then
 *   `invalidateQueries({ queryKey: key })`, or a local factory `const keyOf = (id) => ['x', id]`.
 *
 * A key position is any `queryKey` or `mutationKey` property of an object (the options of
 * `useQuery`, `queryOptions`, `infiniteQueryOptions`, `useInfiniteQuery`, `prefetchQuery`,
 * `fetchQuery`, `ensureQueryData`, the filters of `invalidateQueries`, `removeQueries`,
 * `cancelQueries`, `refetchQueries`, `setQueriesData`, `useMutationState`, ...), and the first
 * argument of the QueryClient methods that take a bare key (`getQueryData`, `setQueryData`, ...).
 */
import path from 'node:path';
import { propertyName, unwrap } from './ast.js';

const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);

/** QueryClient methods whose first argument is a key, not an options or filters object. */
const BARE_KEY_METHODS = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'getQueryDefaults',
  'setQueryDefaults',
  'getMutationDefaults',
  'setMutationDefaults',
]);

const DEFAULT_KEY_MODULES = ['keys.ts', 'query-keys.ts'];

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** What a `const` binding of this module holds (its initialiser), a function it declares, or null. */
function localValue(scope, name) {
  const variable = findVariable(scope, name);
  const def = variable?.defs[0];
  if (!def) return null;
  if (def.type === 'FunctionName') return def.node;
  if (def.type === 'Variable' && def.parent?.kind === 'const' && def.node.id.type === 'Identifier') return def.node.init ?? null;
  return null;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** The `return` arguments of a function body, not of the functions nested in it. */
function returnedExpressions(fn) {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (FUNCTION_TYPES.has(node.type)) return;
    if (node.type === 'ReturnStatement') {
      if (node.argument) found.push(node.argument);
      return;
    }
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  fn.body.body.forEach(visit);
  return found;
}

/**
 * How `node` writes a key by hand, or null when it takes it from elsewhere (an import, a parameter,
 * a query's options, a call of an imported factory).
 */
function handWritten(node, scope, depth = 0) {
  const expression = unwrap(node);
  if (!expression || depth > 6) return null;
  switch (expression.type) {
    case 'ArrayExpression':
      return 'an array literal';
    case 'Literal':
      return typeof expression.value === 'string' ? 'a string' : null;
    case 'TemplateLiteral':
      return 'a string';
    case 'ConditionalExpression':
      return handWritten(expression.consequent, scope, depth + 1) ?? handWritten(expression.alternate, scope, depth + 1);
    case 'LogicalExpression':
      return handWritten(expression.left, scope, depth + 1) ?? handWritten(expression.right, scope, depth + 1);
    case 'Identifier': {
      const value = localValue(scope, expression.name);
      if (!value || FUNCTION_TYPES.has(value.type)) return null;
      return handWritten(value, scope, depth + 1) && `\`${expression.name}\`, set in this module`;
    }
    case 'MemberExpression': {
      const member = memberValue(expression, scope);
      if (!member || FUNCTION_TYPES.has(member.value.type)) return null;
      return handWritten(member.value, scope, depth + 1) && `\`${member.label}\`, set in this module`;
    }
    case 'CallExpression': {
      const callee = unwrap(expression.callee);
      let fn = null;
      let label = null;
      if (callee.type === 'Identifier') {
        fn = localValue(scope, callee.name);
        label = callee.name;
      } else if (callee.type === 'MemberExpression') {
        const member = memberValue(callee, scope);
        fn = member?.value ?? null;
        label = member?.label ?? null;
      }
      if (!fn || !FUNCTION_TYPES.has(fn.type)) return null;
      const writes = returnedExpressions(fn).some((returned) => handWritten(returned, scope, depth + 1));
      return writes ? `\`${label}()\`, a factory in this module` : null;
    }
    default:
      return null;
  }
}

/** `keys.list` where `keys` is an object literal of this module: the property's value, and how it is named. */
function memberValue(member, scope) {
  const object = unwrap(member.object);
  if (object?.type !== 'Identifier') return null;
  const holder = unwrap(localValue(scope, object.name));
  if (holder?.type !== 'ObjectExpression') return null;
  const name = propertyName(member.property, member.computed);
  if (name === null) return null;
  const property = holder.properties.find((item) => item.type === 'Property' && propertyName(item.key, item.computed) === name);
  if (!property) return null;
  return { value: property.value, label: `${object.name}.${name}` };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Query and mutation keys come from a key factory module (keys.ts, query-keys.ts), never written in place.' },
    schema: [
      {
        type: 'object',
        properties: { keyModules: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        "A query key written in place ({{how}}): take it from the resource's or the feature's key factory (resources/<name>/keys.ts, features/<name>/api/query-keys.ts), the only modules that write keys.",
    },
  },
  create(context) {
    const keyModules = new Set(context.options[0]?.keyModules ?? DEFAULT_KEY_MODULES);
    if (keyModules.has(path.basename(context.filename))) return {};
    const { sourceCode } = context;

    const check = (keyNode) => {
      const how = handWritten(keyNode, sourceCode.getScope(keyNode));
      if (how) context.report({ node: keyNode, messageId: 'literal', data: { how } });
    };

    return {
      Property(node) {
        if (node.parent.type !== 'ObjectExpression') return;
        const name = propertyName(node.key, node.computed);
        if (name !== null && KEY_PROPERTIES.has(name)) check(node.value);
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee?.type !== 'MemberExpression') return;
        const name = propertyName(callee.property, callee.computed);
        const [first] = node.arguments;
        if (name !== null && BARE_KEY_METHODS.has(name) && first && first.type !== 'SpreadElement') check(first);
      },
    };
  },
};
