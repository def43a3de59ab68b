/**
 * The API calls a web module makes: each call of the typed API client (`apiGet`, `apiPost`,
 * `apiEventStream`, `apiDownload` of `web/src/lib/api-client.ts`) and each `fetch` of an `/api/...`
 * address, with what it asks for. A call is known by its path (a string, or a `const` of the module
 * holding one) and by its contract endpoint (the type argument: `typeof memoryEndpoints.delete`,
 * `(typeof chatEndpoints)['stop']`, or a local type alias of either), whichever it names.
 */
import { propertyName, staticString, unwrap, walk } from './ast.js';

/** The API client's helpers and the method each sends. */
export const API_CLIENT_METHODS = { apiGet: 'GET', apiPost: 'POST', apiEventStream: 'POST', apiDownload: 'POST' };

/** The module's top-level `const NAME = '…'` strings and `type Alias = …` types. */
function moduleBindings(program) {
  const strings = new Map();
  const types = new Map();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations) {
        const text = declarator.id.type === 'Identifier' ? staticString(declarator.init) : null;
        if (text !== null) strings.set(declarator.id.name, text);
      }
    } else if (declaration.type === 'TSTypeAliasDeclaration') {
      types.set(declaration.id.name, declaration.typeAnnotation);
    }
  }
  return { strings, types };
}

/** `a.b.c` of a qualified name or member expression, or null. */
function dottedName(node) {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'TSQualifiedName') {
    const left = dottedName(node.left);
    return left && `${left}.${node.right.name}`;
  }
  return null;
}

/** The endpoint a type names (`typeof x.y`, `(typeof x)['y']`, `Alias['y']`, `Alias`), or null. */
function endpointOf(type, types, depth = 0) {
  if (!type || depth > 6) return null;
  switch (type.type) {
    case 'TSTypeQuery':
      return dottedName(type.exprName);
    case 'TSIndexedAccessType': {
      const object = endpointOf(type.objectType, types, depth + 1);
      const index = type.indexType.type === 'TSLiteralType' ? propertyName(type.indexType.literal, true) : null;
      return object && index !== null ? `${object}.${index}` : null;
    }
    case 'TSTypeReference': {
      const name = dottedName(type.typeName);
      return name && types.has(name) ? endpointOf(types.get(name), types, depth + 1) : null;
    }
    default:
      return null;
  }
}

function pathOf(node, strings) {
  const argument = unwrap(node);
  if (!argument) return null;
  if (argument.type === 'Identifier') return strings.get(argument.name) ?? null;
  return staticString(argument);
}

/** The API path a `fetch` address names: '/api/x', `${API_BASE}/x`; null for any other address. */
function fetchedPath(node, strings) {
  const address = unwrap(node);
  if (!address) return null;
  const text = pathOf(address, strings);
  if (text !== null) return /^\/api(\/.*)$/.exec(text)?.[1] ?? null;
  if (address.type === 'TemplateLiteral' && address.expressions.length === 1 && address.quasis[0].value.cooked === '') {
    const base = address.expressions[0];
    const rest = address.quasis[1].value.cooked;
    if (base.type === 'Identifier' && /API_BASE/.test(base.name) && rest.startsWith('/')) return rest;
  }
  return null;
}

/**
 * The module's API calls, in source order: `{ node, method, path, endpoint }`, `path` and
 * `endpoint` null when the call does not name them in a way read without types.
 */
export function apiCallsOf(program) {
  const { strings, types } = moduleBindings(program);
  const calls = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = unwrap(node.callee);
    const name =
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
          ? callee.property.name
          : null;
    if (name && Object.hasOwn(API_CLIENT_METHODS, name)) {
      const typeArgument = (node.typeArguments ?? node.typeParameters)?.params[0];
      const call = { node, method: API_CLIENT_METHODS[name], path: pathOf(node.arguments[0], strings), endpoint: endpointOf(typeArgument, types) };
      if (call.path !== null || call.endpoint !== null) calls.push(call);
    } else if (name === 'fetch') {
      const fetched = fetchedPath(node.arguments[0], strings);
      if (fetched !== null) calls.push({ node, method: 'fetch', path: fetched, endpoint: null });
    }
  });
  return calls.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

/** The names one call is known by: its path, its endpoint. Two calls sharing one ask for the same thing. */
export const identitiesOf = (call) => [call.path !== null ? `path ${call.path}` : null, call.endpoint !== null ? `endpoint ${call.endpoint}` : null].filter(Boolean);

/** How a call is named in a message: `POST /ai/memories/delete`, or its endpoint. */
export const describeCall = (call) => (call.path !== null ? `${call.method === 'fetch' ? 'fetch' : call.method} ${call.path}` : call.endpoint);
