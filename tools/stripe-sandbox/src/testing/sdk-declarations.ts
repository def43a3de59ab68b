/**
 * Checks JSON the sandbox serves against the installed `stripe` SDK's type declarations
 * (node_modules/stripe/cjs/**\/*.d.ts), which are generated from Stripe's specification for the
 * API version the SDK pins. Only the files a checked object needs are read, each once, with the
 * TypeScript parser alone (no type checker): declarations are found by name, following imports,
 * namespaces and re-exports.
 *
 * A served object must have every property its interface declares without `?`, no property the
 * interface lacks, and values of the declared types, with string literals taken strictly: where a
 * field lists literals (`'open' | 'complete' | OtherString`), the value must be one of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const SDK_DIR = path.dirname(createRequire(import.meta.url).resolve('stripe'));

const entityName = (name: ts.EntityName): string => (ts.isIdentifier(name) ? name.text : `${entityName(name.left)}.${name.right.text}`);

/** A type as written in its file (synthesized nodes have no text). */
const describe = (node: ts.TypeNode): string => (node.pos >= 0 ? node.getText() : ts.isTypeReferenceNode(node) ? entityName(node.typeName) : ts.SyntaxKind[node.kind]);

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration;

/** Where a name declared or imported in a file leads. */
type Binding = { kind: 'import'; file: string; name: string | null } | { kind: 'alias'; scope: string[]; name: string };

interface DeclarationFile {
  file: string;
  declarations: Map<string, Declaration[]>;
  bindings: Map<string, Binding>;
}

/** A type as written, with where it was written (for names) and its type parameters' arguments. */
interface TypeAt {
  node: ts.TypeNode;
  file: DeclarationFile;
  scope: string[];
  args: Map<string, TypeAt>;
}

interface Resolved {
  declarations: Declaration[];
  file: DeclarationFile;
  scope: string[];
  qualifiedName: string;
}

export interface CheckReport {
  problems: string[];
}

export class SdkDeclarations {
  private readonly files = new Map<string, DeclarationFile>();
  /** Interfaces checked at least once (`Checkout.Session`, `Invoice.Parent`, …) and their fields. */
  readonly checkedTypes = new Set<string>();
  readonly checkedFields = new Set<string>();
  private eventInterfaces: Map<string, string> | undefined;
  /**
   * Inside `Partial<T>` (an event's `previous_attributes`): Stripe sends only what changed, nested
   * hashes included, and `null` for a key that did not exist before (a metadata key added).
   */
  private partialDepth = 0;

  /** The file's declarations, read once. `relative` is below node_modules/stripe/cjs. */
  private load(relative: string): DeclarationFile {
    const file = path.normalize(relative);
    const known = this.files.get(file);
    if (known) return known;
    const source = ts.createSourceFile(file, readFileSync(path.join(SDK_DIR, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const info: DeclarationFile = { file, declarations: new Map(), bindings: new Map() };
    const target = (specifier: string) => path.normalize(path.join(path.dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    const walk = (statements: readonly ts.Statement[], scope: string[]) => {
      for (const statement of statements) {
        if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || (ts.isClassDeclaration(statement) && statement.name)) {
          const name = [...scope, statement.name!.text].join('.');
          info.declarations.set(name, [...(info.declarations.get(name) ?? []), statement]);
        } else if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) {
          walk(statement.body.statements, [...scope, statement.name.text]);
        } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
          const from = target(statement.moduleSpecifier.text);
          const bindings = statement.importClause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) info.bindings.set(bindings.name.text, { kind: 'import', file: from, name: null });
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              info.bindings.set(element.name.text, { kind: 'import', file: from, name: (element.propertyName ?? element.name).text });
            }
          }
        } else if (ts.isImportEqualsDeclaration(statement) && ts.isEntityName(statement.moduleReference)) {
          // `export import X = Other.X` inside a namespace.
          info.bindings.set([...scope, statement.name.text].join('.'), { kind: 'alias', scope, name: statement.moduleReference.getText(source) });
        } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
          const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? target(statement.moduleSpecifier.text) : null;
          for (const element of statement.exportClause.elements) {
            const original = (element.propertyName ?? element.name).text;
            info.bindings.set(
              [...scope, element.name.text].join('.'),
              from ? { kind: 'import', file: from, name: original } : { kind: 'alias', scope: [], name: original },
            );
          }
        }
      }
    };
    walk(source.statements, []);
    this.files.set(file, info);
    return info;
  }

  /** The declaration `name` (possibly dotted) means when written in `scope` of `file`. */
  private resolve(file: DeclarationFile, scope: string[], name: string, depth = 0): Resolved | undefined {
    if (depth > 20) return undefined;
    const parts = name.split('.');
    for (let level = scope.length; level >= 0; level -= 1) {
      const prefix = scope.slice(0, level);
      const found = this.lookup(file, [...prefix, ...parts], depth);
      if (found) return found;
    }
    return undefined;
  }

  /** A fully qualified name inside a file: a declaration, or a binding for one of its prefixes. */
  private lookup(file: DeclarationFile, parts: string[], depth: number): Resolved | undefined {
    const qualified = parts.join('.');
    const declarations = file.declarations.get(qualified);
    if (declarations?.some((d) => !ts.isClassDeclaration(d))) {
      return { declarations, file, scope: parts.slice(0, -1), qualifiedName: qualified };
    }
    for (let length = parts.length; length >= 1; length -= 1) {
      const binding = file.bindings.get(parts.slice(0, length).join('.'));
      if (!binding) continue;
      const rest = parts.slice(length);
      if (binding.kind === 'alias') return this.resolve(file, binding.scope, [binding.name, ...rest].join('.'), depth + 1);
      const other = this.load(binding.file);
      const inner = binding.name === null ? rest : [binding.name, ...rest];
      return inner.length ? this.lookup(other, inner, depth + 1) : undefined;
    }
    return declarations ? { declarations, file, scope: parts.slice(0, -1), qualifiedName: qualified } : undefined;
  }

  /** The declaration `name` exported by `relative` (e.g. `resources/Checkout/Sessions.d.ts`, `Session`). */
  typeOf(relative: string, name: string): TypeAt {
    const file = this.load(relative);
    const node = ts.factory.createTypeReferenceNode(name);
    return { node, file, scope: [], args: new Map() };
  }

  /** The event interface declared for an event type (`'invoice.paid'` → `InvoicePaidEvent`). */
  eventType(type: string): TypeAt | undefined {
    const file = this.load('resources/Events.d.ts');
    if (!this.eventInterfaces) {
      this.eventInterfaces = new Map();
      for (const [name, declarations] of file.declarations) {
        for (const declaration of declarations) {
          if (!ts.isInterfaceDeclaration(declaration)) continue;
          const typeMember = declaration.members.find((m) => ts.isPropertySignature(m) && m.name.getText() === 'type');
          const literal = typeMember && ts.isPropertySignature(typeMember) ? typeMember.type : undefined;
          if (literal && ts.isLiteralTypeNode(literal) && ts.isStringLiteral(literal.literal)) this.eventInterfaces.set(literal.literal.text, name);
        }
      }
    }
    const name = this.eventInterfaces.get(type);
    return name ? { node: ts.factory.createTypeReferenceNode(name), file, scope: [], args: new Map() } : undefined;
  }

  /** Problems of `value` against `type`, each naming the path to the field (empty when it conforms). */
  check(value: unknown, type: TypeAt, where: string): string[] {
    const problems: string[] = [];
    this.checkValue(value, type, where, problems);
    return problems;
  }

  /** The members of an interface (its bases' first), or of a type literal. */
  private membersOf(resolved: Resolved, args: Map<string, TypeAt>): { members: Map<string, { optional: boolean; type: TypeAt }>; indexed: TypeAt | null } {
    const members = new Map<string, { optional: boolean; type: TypeAt }>();
    let indexed: TypeAt | null = null;
    for (const declaration of resolved.declarations) {
      if (!ts.isInterfaceDeclaration(declaration)) continue;
      const local = args;
      for (const clause of declaration.heritageClauses ?? []) {
        for (const base of clause.types) {
          const baseResolved = this.resolve(resolved.file, resolved.scope, base.expression.getText());
          if (!baseResolved) continue;
          const inherited = this.membersOf(baseResolved, new Map());
          for (const [name, member] of inherited.members) members.set(name, member);
          indexed ??= inherited.indexed;
        }
      }
      const at = (node: ts.TypeNode): TypeAt => ({ node, file: resolved.file, scope: resolved.scope, args: local });
      for (const member of declaration.members) {
        if (ts.isPropertySignature(member) && member.type) {
          members.set(member.name.getText().replace(/^['"]|['"]$/g, ''), { optional: Boolean(member.questionToken), type: at(member.type) });
        } else if (ts.isIndexSignatureDeclaration(member)) {
          indexed = at(member.type);
        }
      }
    }
    return { members, indexed };
  }

  /** Checks an object against named members; `partial` makes every member optional (`Partial<T>`). */
  private checkObject(
    value: unknown,
    shape: { members: Map<string, { optional: boolean; type: TypeAt }>; indexed: TypeAt | null },
    typeName: string,
    where: string,
    problems: string[],
    partial = false,
  ): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${where}: ${JSON.stringify(value)} is not an object (${typeName})`);
      return;
    }
    this.checkedTypes.add(typeName);
    const record = value as Record<string, unknown>;
    for (const [name, member] of shape.members) {
      this.checkedFields.add(`${typeName}.${name}`);
      if (!Object.hasOwn(record, name)) {
        if (!member.optional && !partial && this.partialDepth === 0) problems.push(`${where}.${name}: missing (${typeName} declares it)`);
        continue;
      }
      this.checkValue(record[name], member.type, `${where}.${name}`, problems);
    }
    for (const [name, field] of Object.entries(record)) {
      if (shape.members.has(name)) continue;
      if (shape.indexed && field === null && this.partialDepth > 0) continue;
      if (shape.indexed) this.checkValue(field, shape.indexed, `${where}.${name}`, problems);
      else problems.push(`${where}.${name}: not declared by ${typeName}`);
    }
  }

  private checkValue(value: unknown, type: TypeAt, where: string, problems: string[]): void {
    const { node } = type;
    const within = (inner: ts.TypeNode): TypeAt => ({ ...type, node: inner });
    const wrong = () => problems.push(`${where}: ${JSON.stringify(value)?.slice(0, 80)} is not ${describe(node)}`);
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        if (typeof value !== 'string') wrong();
        return;
      case ts.SyntaxKind.NumberKeyword:
        if (typeof value !== 'number') wrong();
        return;
      case ts.SyntaxKind.BooleanKeyword:
        if (typeof value !== 'boolean') wrong();
        return;
      case ts.SyntaxKind.NullKeyword:
        if (value !== null) wrong();
        return;
      case ts.SyntaxKind.AnyKeyword:
      case ts.SyntaxKind.UnknownKeyword:
        return;
      case ts.SyntaxKind.ParenthesizedType:
        return this.checkValue(value, within((node as ts.ParenthesizedTypeNode).type), where, problems);
      case ts.SyntaxKind.ArrayType:
        if (!Array.isArray(value)) return void wrong();
        value.forEach((element, i) => this.checkValue(element, within((node as ts.ArrayTypeNode).elementType), `${where}[${i}]`, problems));
        return;
      case ts.SyntaxKind.LiteralType: {
        const literal = (node as ts.LiteralTypeNode).literal;
        const expected =
          literal.kind === ts.SyntaxKind.NullKeyword ? null
          : literal.kind === ts.SyntaxKind.TrueKeyword ? true
          : literal.kind === ts.SyntaxKind.FalseKeyword ? false
          : ts.isNumericLiteral(literal) ? Number(literal.text)
          : ts.isStringLiteral(literal) ? literal.text
          : undefined;
        if (value !== expected) wrong();
        return;
      }
      case ts.SyntaxKind.UnionType:
        return this.checkUnion(value, type, (node as ts.UnionTypeNode).types.map(within), where, problems);
      case ts.SyntaxKind.TypeLiteral: {
        const fake: Resolved = { declarations: [], file: type.file, scope: type.scope, qualifiedName: '{…}' };
        const members = new Map<string, { optional: boolean; type: TypeAt }>();
        let indexed: TypeAt | null = null;
        for (const member of (node as ts.TypeLiteralNode).members) {
          if (ts.isPropertySignature(member) && member.type) members.set(member.name.getText(), { optional: Boolean(member.questionToken), type: within(member.type) });
          if (ts.isIndexSignatureDeclaration(member)) indexed = within(member.type);
        }
        return this.checkObject(value, { members, indexed }, fake.qualifiedName, where, problems);
      }
      case ts.SyntaxKind.TypeReference:
        return this.checkReference(value, type, node as ts.TypeReferenceNode, where, problems);
      default:
        problems.push(`${where}: the check does not understand the declared type ${ts.SyntaxKind[node.kind]}`);
    }
  }

  private checkUnion(value: unknown, type: TypeAt, members: TypeAt[], where: string, problems: string[]): void {
    const attempts = members.map((member) => {
      const found: string[] = [];
      this.checkValue(value, member, where, found);
      return found;
    });
    if (attempts.some((found) => found.length === 0)) return;
    // Report the closest alternative: the one whose problems are deepest (an object of the right kind).
    const objectAttempts = attempts.filter((found) => found.every((problem) => !problem.startsWith(`${where}: `)));
    if (objectAttempts.length > 0) {
      problems.push(...objectAttempts.reduce((best, found) => (found.length < best.length ? found : best)));
      return;
    }
    problems.push(`${where}: ${JSON.stringify(value)?.slice(0, 80)} is none of ${describe(type.node)}`);
  }

  private checkReference(value: unknown, type: TypeAt, node: ts.TypeReferenceNode, where: string, problems: string[]): void {
    const name = entityName(node.typeName);
    const typeArgs = (node.typeArguments ?? []).map((arg): TypeAt => ({ ...type, node: arg }));
    const bound = type.args.get(name);
    if (bound) return this.checkValue(value, bound, where, problems);
    if (name === 'Array') {
      if (!Array.isArray(value)) return void problems.push(`${where}: ${JSON.stringify(value)?.slice(0, 80)} is not an array`);
      value.forEach((element, i) => this.checkValue(element, typeArgs[0]!, `${where}[${i}]`, problems));
      return;
    }
    // An open set of strings: the sandbox must send one of the literals listed beside it.
    if (name === 'OtherString') return void problems.push(`${where}: ${JSON.stringify(value)} is not one of the declared values`);
    // On the wire a Decimal is a string of digits; the SDK makes the object.
    if (name === 'Decimal') {
      if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) problems.push(`${where}: ${JSON.stringify(value)} is not a decimal string`);
      return;
    }
    if (name === 'Partial') {
      const inner = typeArgs[0]!;
      const resolved = ts.isTypeReferenceNode(inner.node) ? this.resolve(inner.file, inner.scope, entityName(inner.node.typeName)) : undefined;
      if (!resolved) return void problems.push(`${where}: cannot resolve ${describe(inner.node)}`);
      this.partialDepth += 1;
      try {
        return this.checkObject(value, this.membersOf(resolved, new Map()), resolved.qualifiedName, where, problems, true);
      } finally {
        this.partialDepth -= 1;
      }
    }
    if (name === 'Record' && typeArgs.length === 2) {
      if (typeof value !== 'object' || value === null) return void problems.push(`${where}: not an object`);
      for (const [key, field] of Object.entries(value)) this.checkValue(field, typeArgs[1]!, `${where}.${key}`, problems);
      return;
    }
    const resolved = this.resolve(type.file, type.scope, name);
    if (!resolved) return void problems.push(`${where}: cannot resolve the declared type ${name}`);
    const declaration = resolved.declarations.find((d) => !ts.isClassDeclaration(d));
    if (!declaration) return void problems.push(`${where}: ${name} is a class, not a JSON shape`);
    const args = new Map<string, TypeAt>();
    declaration.typeParameters?.forEach((parameter, i) => {
      if (typeArgs[i]) args.set(parameter.name.text, typeArgs[i]);
    });
    if (ts.isTypeAliasDeclaration(declaration)) {
      return this.checkValue(value, { node: declaration.type, file: resolved.file, scope: resolved.scope, args }, where, problems);
    }
    this.checkObject(value, this.membersOf(resolved, args), resolved.qualifiedName, where, problems);
  }

  /** Whether a declared type names a Stripe object (an interface with `object`, or a union of them). */
  private namesObject(type: TypeAt, depth = 0): boolean {
    if (depth > 5 || !ts.isTypeReferenceNode(type.node)) return false;
    const target = this.resolve(type.file, type.scope, entityName(type.node.typeName));
    const declaration = target?.declarations.find((d) => !ts.isClassDeclaration(d));
    if (!target || !declaration) return false;
    if (ts.isInterfaceDeclaration(declaration)) return this.membersOf(target, new Map()).members.has('object');
    const aliased = declaration.type;
    const alternatives = ts.isUnionTypeNode(aliased) ? aliased.types : [aliased];
    return alternatives.some((node) => this.namesObject({ node, file: target.file, scope: target.scope, args: new Map() }, depth + 1));
  }

  /**
   * Whether Stripe can expand the field at `dotted` (e.g. `parent.subscription_details.subscription`)
   * of an interface: it is declared as an id or the object it names (`string | Customer | null`).
   */
  isExpandable(relative: string, name: string, dotted: string): boolean {
    let resolved = this.resolve(this.load(relative), [], name);
    const segments = dotted.split('.');
    for (const [i, segment] of segments.entries()) {
      if (!resolved) return false;
      const member = this.membersOf(resolved, new Map()).members.get(segment);
      if (!member) return false;
      const node = member.type.node;
      const alternatives = ts.isUnionTypeNode(node) ? node.types : [node];
      if (i === segments.length - 1) {
        return (
          alternatives.some((t) => t.kind === ts.SyntaxKind.StringKeyword) &&
          alternatives.some((t) => this.namesObject({ ...member.type, node: t }))
        );
      }
      const next = alternatives.find((t) => ts.isTypeReferenceNode(t)) as ts.TypeReferenceNode | undefined;
      resolved = next ? this.resolve(member.type.file, member.type.scope, entityName(next.typeName)) : undefined;
    }
    return false;
  }

  /** The top-level properties of an interface Stripe can expand. */
  expandableFields(relative: string, name: string): string[] {
    const resolved = this.resolve(this.load(relative), [], name);
    if (!resolved) throw new Error(`No declaration ${name} in ${relative}`);
    return [...this.membersOf(resolved, new Map()).members.keys()].filter((field) => this.isExpandable(relative, name, field));
  }

  /** Required and optional property names of an interface, as declared. */
  propertiesOf(relative: string, name: string): { required: string[]; optional: string[] } {
    const resolved = this.resolve(this.load(relative), [], name);
    if (!resolved) throw new Error(`No declaration ${name} in ${relative}`);
    const { members } = this.membersOf(resolved, new Map());
    const required = [...members].filter(([, m]) => !m.optional).map(([n]) => n);
    const optional = [...members].filter(([, m]) => m.optional).map(([n]) => n);
    return { required, optional };
  }
}

/** The declaration each served `object` value stands for: file below node_modules/stripe/cjs, and name. */
export const DECLARATION_OF: Record<string, [string, string]> = {
  customer: ['resources/Customers.d.ts', 'Customer'],
  product: ['resources/Products.d.ts', 'Product'],
  price: ['resources/Prices.d.ts', 'Price'],
  payment_method: ['resources/PaymentMethods.d.ts', 'PaymentMethod'],
  'checkout.session': ['resources/Checkout/Sessions.d.ts', 'Session'],
  item: ['resources/LineItems.d.ts', 'LineItem'],
  'billing_portal.session': ['resources/BillingPortal/Sessions.d.ts', 'Session'],
  subscription: ['resources/Subscriptions.d.ts', 'Subscription'],
  subscription_item: ['resources/SubscriptionItems.d.ts', 'SubscriptionItem'],
  invoice: ['resources/Invoices.d.ts', 'Invoice'],
  line_item: ['resources/InvoiceLineItems.d.ts', 'InvoiceLineItem'],
  charge: ['resources/Charges.d.ts', 'Charge'],
  plan: ['resources/Plans.d.ts', 'Plan'],
  refund: ['resources/Refunds.d.ts', 'Refund'],
  dispute: ['resources/Disputes.d.ts', 'Dispute'],
};

/**
 * Checks one answer of the sandbox: an object (by its `object`), a deleted customer, a list of
 * them, or an event (by its `type`, whose interface types `data.object`).
 */
export function checkServed(declarations: SdkDeclarations, value: unknown, where: string): string[] {
  const record = value as { object?: string; deleted?: boolean; type?: string; data?: unknown[] };
  if (record.object === 'list' && Array.isArray(record.data)) {
    const { data, ...envelope } = record;
    const problems = declarations.check({ ...envelope, data: [] }, declarations.typeOf('lib.d.ts', 'ApiList'), where);
    data.forEach((element, i) => problems.push(...checkServed(declarations, element, `${where}.data[${i}]`)));
    return problems;
  }
  if (record.object === 'event') {
    const type = declarations.eventType(String(record.type));
    return type ? declarations.check(value, type, `${where}<${record.type}>`) : [`${where}: no event interface declares type ${record.type}`];
  }
  if (record.object === 'customer' && record.deleted) {
    return declarations.check(value, declarations.typeOf('resources/Customers.d.ts', 'DeletedCustomer'), where);
  }
  const declared = record.object ? DECLARATION_OF[record.object] : undefined;
  if (!declared) return [`${where}: no declaration is mapped for object ${JSON.stringify(record.object)}`];
  return declarations.check(value, declarations.typeOf(...declared), `${where}<${record.object}>`);
}
