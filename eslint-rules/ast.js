/**
 * Small AST helpers the project's rules share: TypeScript wrappers peeled off an expression, and a
 * walk over a module's nodes (for the modules a rule reads itself, outside ESLint's traversal).
 */

const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression', 'ChainExpression']);

/** The expression under `as const`, `satisfies T`, `!`, `<T>` and parentheses. */
export function unwrap(node) {
  let inner = node;
  while (inner && WRAPPERS.has(inner.type)) inner = inner.expression;
  return inner;
}

/** The name a property or member is written with (`a.b`, `a['b']`, `{ b: 1 }`, `{ 'b': 1 }`), or null. */
export function propertyName(node, computed) {
  if (!node) return null;
  if (!computed && node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** The text of a string literal or of a template literal without expressions, else null. */
export function staticString(node) {
  const inner = unwrap(node);
  if (!inner) return null;
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0) return inner.quasis[0].value.cooked;
  return null;
}

/** Calls `visit` on every node of `root`, parents before children (`parent` links are not followed). */
export function walk(root, visit) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    visit(node);
    for (const key of Object.keys(node)) {
      if (key === 'parent' || key === 'loc' || key === 'range' || key === 'tokens' || key === 'comments') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i -= 1) if (value[i] && typeof value[i].type === 'string') stack.push(value[i]);
      } else if (value && typeof value.type === 'string') {
        stack.push(value);
      }
    }
  }
}
