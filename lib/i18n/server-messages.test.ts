import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import si from '@/messages/api/si.json';
import ta from '@/messages/api/ta.json';
import { localizeServerMessage, placeholdersOf } from './server-messages';

/**
 * Every English text the server can send a person (API reply messages, validation messages, stored notifications)
 * has a Sinhala and a Tamil entry in messages/api/*.json. The texts are found by reading the sources (app/api, lib)
 * with the TypeScript parser: a message that cannot be traced to its text fails the scan instead of being skipped.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------------------------------------------
// The scan
// ---------------------------------------------------------------------------------------------------------------

/** Files with `message` objects that never reach a person of the shop. */
const NOT_SHOWN_FILES: Record<string, string> = {
  'lib/config.ts': 'environment checks, read by the operator at start-up',
  'lib/realtime/protocol-server.ts': 'Pusher protocol frames to the websocket client, never shown',
  'lib/http/api-client.ts': "the browser reading a reply's message: it makes none",
};

/**
 * Messages copied from another object (`x.message`): never a new text. Each names where its texts are scanned.
 * Any other copy fails the scan.
 */
const RELAYS: Record<string, string> = {
  'lib/http/handle-api-error.ts error.message': 'AppError messages (scanned at every `new AppError`)',
  'lib/http/handle-api-error.ts error.issues[0]?.message': 'zod messages (scanned in the schemas)',
  'lib/http/parse-body.ts limit.message': 'BodyLimit objects (scanned: `{ bytes, message }`)',
  'app/api/payments/confirm/route.ts result.message': 'card outcomes of lib/gateway/test-gateway.ts (scanned objects)',
  'lib/payments/payments.ts outcome.message': 'card outcomes of lib/gateway/test-gateway.ts (scanned objects)',
  'lib/users/schemas.ts broken.message': 'resetPasswordRules objects (scanned)',
  'lib/notifications/notify.ts notification.message': 'notification inputs (scanned where they are made)',
  'lib/notifications/notification-json.ts notification.message': 'stored notifications (scanned where they are made)',
  'lib/notifications/notification-json.ts json.message': 'stored notifications (scanned where they are made)',
  'lib/notifications/notification-row.ts row.message': 'stored notifications (scanned where they are made)',
  'lib/notifications/notifications.ts input.message': "an admin's own free text, typed in the admin's language",
  'lib/notifications/schemas.ts issue.issues[0]?.message': 'zod messages (scanned in the schemas)',
  'lib/orders/schemas.ts parsed.error.issues[0]?.message': 'zod messages (scanned in the schemas)',
  'lib/reviews/schemas.ts parsed.problem': 'parseRating problems (scanned: `{ problem }` in lib/reviews/rules.ts)',
};

/** Object keys whose values are messages, beyond `message` (and zod's `error` in files using zod). */
const MESSAGE_KEYS_OF_FILE: Record<string, string[]> = { 'lib/reviews/rules.ts': ['problem'] };

/** zod methods and where their message argument is. */
const ZOD_MESSAGE_AT: Record<string, number> = {
  min: 1, max: 1, length: 1, gt: 1, gte: 1, lt: 1, lte: 1, regex: 1, refine: 1, custom: 1, multipleOf: 1,
  int: 0, email: 0, url: 0, uuid: 0, positive: 0, nonnegative: 0, negative: 0, nonpositive: 0, nonempty: 0, finite: 0,
  safe: 0,
};
/** Calls in zod files whose string arguments are values, never messages. */
const ZOD_VALUE_CALLS = new Set(['discriminatedUnion', 'default', 'normalize', 'set', 'push', 'replaceAll', 'literal', 'join', 'split', 'startsWith', 'endsWith', 'includes', 'replace', 'test', 'has', 'get', 'describe', 'padStart', 'Number', 'parse']);

class Unclassified extends Error {}

const usedRelays = new Set<string>();

type Source = { file: string; sf: ts.SourceFile };

function listFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : listFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const sources = new Map<string, Source>();
function source(file: string): Source {
  let found = sources.get(file);
  if (!found) {
    const sf = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    found = { file, sf };
    sources.set(file, found);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((candidate) => existsSync(path.join(ROOT, candidate)));
}

function where(node: ts.Node): string {
  const sf = node.getSourceFile();
  return `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`;
}

type Declaration =
  | { kind: 'value'; node: ts.Expression; file: string }
  | { kind: 'function'; node: ts.SignatureDeclaration & { body?: ts.Node }; name: string; file: string }
  | { kind: 'param'; fn: ts.SignatureDeclaration; index: number; file: string }
  | { kind: 'opaque' };

function functionName(fn: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
    return fn.parent.name.text;
  }
  return undefined;
}

function declarationIn(statements: readonly ts.Statement[], name: string, file: string): Declaration | undefined {
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
          const init = declaration.initializer;
          if (!init) return { kind: 'opaque' };
          if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return { kind: 'function', node: init, name, file };
          return { kind: 'value', node: init, file };
        }
        if (!ts.isIdentifier(declaration.name) && declaration.name.getText().match(new RegExp(`\\b${name}\\b`))) return { kind: 'opaque' };
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { kind: 'function', node: statement, name, file };
  }
  return undefined;
}

/** The exported declaration `name` of a module, following re-exports. */
function exported(file: string, name: string): Declaration | undefined {
  const { sf } = source(file);
  const local = declarationIn(sf.statements, name, file);
  if (local) return local;
  for (const statement of sf.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveModule(file, statement.moduleSpecifier.text);
      if (!target) continue;
      if (!statement.exportClause) {
        const found = exported(target, name);
        if (found) return found;
      } else if (ts.isNamedExports(statement.exportClause)) {
        const element = statement.exportClause.elements.find((item) => item.name.text === name);
        if (element) return exported(target, (element.propertyName ?? element.name).text);
      }
    }
  }
  return importedDeclaration(sf, file, name);
}

function importedDeclaration(sf: ts.SourceFile, file: string, name: string): Declaration | undefined {
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((item) => item.name.text === name);
    if (!element) continue;
    const target = resolveModule(file, statement.moduleSpecifier.text);
    return target ? exported(target, (element.propertyName ?? element.name).text) : { kind: 'opaque' };
  }
  return undefined;
}

/** What the identifier names, looking outwards from where it is used. */
function resolveIdentifier(id: ts.Identifier, file: string): Declaration {
  const name = id.text;
  for (let node: ts.Node = id.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const index = node.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name);
      if (index >= 0) return { kind: 'param', fn: node, index, file };
      if (node.parameters.some((parameter) => !ts.isIdentifier(parameter.name) && new RegExp(`\\b${name}\\b`).test(parameter.name.getText()))) {
        return { kind: 'opaque' };
      }
    }
    if (ts.isCatchClause(node) && node.variableDeclaration?.name.getText() === name) return { kind: 'opaque' };
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) {
      const found = declarationIn(node.statements, name, file);
      if (found) return found;
    }
    if (ts.isSourceFile(node)) return importedDeclaration(node, file, name) ?? { kind: 'opaque' };
  }
  return { kind: 'opaque' };
}

/** Every call `name(...)` of the scanned files (for a parameter: what its callers pass). */
let callIndex: Map<string, { call: ts.CallExpression | ts.NewExpression; file: string }[]> | undefined;
function callsOf(name: string) {
  if (!callIndex) {
    callIndex = new Map();
    for (const file of scannedFiles()) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const list = callIndex!.get(node.expression.text) ?? [];
          list.push({ call: node, file });
          callIndex!.set(node.expression.text, list);
        }
        ts.forEachChild(node, visit);
      };
      visit(source(file).sf);
    }
  }
  return callIndex.get(name) ?? [];
}

function returnedExpressions(fn: ts.SignatureDeclaration & { body?: ts.Node }): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body as ts.Expression];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

const unwrap = (expr: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr) || ts.isSatisfiesExpression(expr)
    ? unwrap(expr.expression)
    : expr;

/** The placeholder name of a value in a template literal: its last name (`order.orderNumber` -> orderNumber). */
function placeholderName(expr: ts.Expression): string {
  const inner = unwrap(expr);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
  if (ts.isCallExpression(inner)) {
    const first = inner.arguments[0];
    if (first && (ts.isIdentifier(first) || ts.isPropertyAccessExpression(first))) return placeholderName(first);
    return ts.isPropertyAccessExpression(inner.expression) ? placeholderName(inner.expression.expression) : placeholderName(inner.expression);
  }
  if (ts.isBinaryExpression(inner)) return placeholderName(inner.left);
  if (ts.isElementAccessExpression(inner)) return placeholderName(inner.expression);
  return 'value';
}

/** The texts an expression can be (templates with `{name}` for values); throws Unclassified when it cannot tell. */
function texts(expr: ts.Expression, file: string, depth = 0): string[] {
  if (depth > 12) throw new Unclassified(`too deep: ${where(expr)}`);
  const inner = unwrap(expr);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [inner.text];
  if (ts.isNumericLiteral(inner)) return [String(Number(inner.text.replace(/_/g, '')))];
  // No message at all (a check that found no problem).
  if (inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined')) return [];
  // zod's `error: (issue) => ...`
  if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return returnedExpressions(inner).flatMap((returned) => texts(returned, file, depth + 1));
  if (ts.isTemplateExpression(inner)) {
    let results = [inner.head.text];
    // One name per value: the same value twice shares it, two values of one name get their owners' (authorName).
    const names = new Map<string, string>();
    const nameOf = (value: ts.Expression) => {
      const text = unwrap(value).getText();
      let name = names.get(text) ?? placeholderName(value);
      if (!names.has(text) && [...names.values()].includes(name)) {
        const owner = ts.isPropertyAccessExpression(unwrap(value)) ? placeholderName((unwrap(value) as ts.PropertyAccessExpression).expression) : 'other';
        name = `${owner}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      }
      names.set(text, name);
      return name;
    };
    for (const span of inner.templateSpans) {
      const parts = inlineTexts(span.expression, file, depth) ?? [`{${nameOf(span.expression)}}`];
      results = results.flatMap((start) => parts.map((part) => start + part + span.literal.text));
    }
    return results;
  }
  if (ts.isConditionalExpression(inner)) return [...texts(inner.whenTrue, file, depth + 1), ...texts(inner.whenFalse, file, depth + 1)];
  if (ts.isBinaryExpression(inner) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(inner.operatorToken.kind)) {
    return [...texts(inner.left, file, depth + 1), ...texts(inner.right, file, depth + 1)];
  }
  if (ts.isIdentifier(inner)) return declarationTexts(resolveIdentifier(inner, file), inner, depth);
  if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) {
    const callee = resolveIdentifier(inner.expression, file);
    if (callee.kind !== 'function') throw new Unclassified(`unknown function: ${where(inner)}`);
    return returnedExpressions(callee.node).flatMap((returned) => texts(returned, callee.file, depth + 1));
  }
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) {
    const relay = `${file} ${inner.getText()}`;
    if (RELAYS[relay]) {
      usedRelays.add(relay);
      return [];
    }
  }
  throw new Unclassified(`cannot tell the text of ${where(inner)}`);
}

/**
 * A value inside a template literal: its texts when the source spells them out (a text or number, a constant of
 * one, a parameter every caller passes one to), else undefined: the value is a placeholder.
 */
function inlineTexts(expr: ts.Expression, file: string, depth: number): string[] | undefined {
  const inner = unwrap(expr);
  let declaration: Declaration | undefined;
  if (ts.isIdentifier(inner)) {
    declaration = resolveIdentifier(inner, file);
    const isText = (value: ts.Expression) =>
      ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value) || ts.isConditionalExpression(value) || ts.isNumericLiteral(value);
    // A value computed at run time (`const total = formatRs(...)`) is a placeholder.
    if (declaration.kind === 'value' ? !isText(unwrap(declaration.node)) : declaration.kind !== 'param') return undefined;
    // A parameter given numbers (a limit) stays a placeholder: its callers' texts and numbers would only pair up by call.
    if (declaration.kind === 'param' && passedNumbers(declaration)) return undefined;
  } else if (!(ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) || ts.isTemplateExpression(inner) || ts.isConditionalExpression(inner) || ts.isNumericLiteral(inner))) {
    return undefined;
  }
  try {
    return declaration ? declarationTexts(declaration, inner, depth + 1) : texts(inner, file, depth + 1);
  } catch (error) {
    if (error instanceof Unclassified) return undefined;
    throw error;
  }
}

type Param = Extract<Declaration, { kind: 'param' }>;

/** The calls of the function a parameter belongs to. */
function callersOf(param: Param) {
  const name = functionName(param.fn);
  return (name ? callsOf(name) : []).filter(({ call, file }) => {
    const callee = ts.isIdentifier(call.expression) ? resolveIdentifier(call.expression, file) : undefined;
    return callee?.kind === 'function' && callee.node === param.fn;
  });
}

function passedNumbers(param: Param): boolean {
  return callersOf(param).some(({ call, file }) => {
    const argument = call.arguments?.[param.index];
    if (!argument) return false;
    const value = unwrap(argument);
    if (ts.isNumericLiteral(value)) return true;
    if (!ts.isIdentifier(value)) return false;
    const declaration = resolveIdentifier(value, file);
    return declaration.kind === 'value' && ts.isNumericLiteral(unwrap(declaration.node));
  });
}

function declarationTexts(declaration: Declaration, at: ts.Node, depth: number): string[] {
  if (declaration.kind === 'value') return texts(declaration.node, declaration.file, depth + 1);
  if (declaration.kind === 'param') {
    const calls = callersOf(declaration);
    if (calls.length === 0) throw new Unclassified(`a parameter nobody passes: ${where(at)}`);
    return calls.flatMap(({ call, file }) => {
      const argument = call.arguments?.[declaration.index];
      return argument ? texts(argument, file, depth + 1) : [];
    });
  }
  throw new Unclassified(`cannot tell the text of ${where(at)}`);
}

let scanned: string[] | undefined;
function scannedFiles(): string[] {
  scanned ??= [...listFiles('app/api'), ...listFiles('lib')];
  return scanned;
}

const importsZod = (sf: ts.SourceFile) =>
  sf.statements.some((statement) => ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === 'zod');

const isStringish = (expr: ts.Expression) => {
  const inner = unwrap(expr);
  return ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) || ts.isTemplateExpression(inner);
};

/** An object literal, or a name of one: a zod options object, whose `message`/`error` the object scan reads. */
function isObjectValue(expr: ts.Expression, file: string): boolean {
  const inner = unwrap(expr);
  if (ts.isObjectLiteralExpression(inner)) return true;
  if (!ts.isIdentifier(inner)) return false;
  const declaration = resolveIdentifier(inner, file);
  return declaration.kind === 'value' && ts.isObjectLiteralExpression(unwrap(declaration.node));
}

/** Every English message of the server, with where it was found; and what the scan could not classify. */
function scanServerMessages(): { messages: Map<string, string>; unclassified: string[] } {
  const messages = new Map<string, string>();
  const unclassified: string[] = [];
  const collect = (expr: ts.Expression, file: string) => {
    try {
      for (const text of texts(expr, file)) if (text && !messages.has(text)) messages.set(text, where(expr));
    } catch (error) {
      if (error instanceof Unclassified) unclassified.push(error.message);
      else throw error;
    }
  };

  for (const file of scannedFiles()) {
    const { sf } = source(file);
    const zodFile = importsZod(sf) && !NOT_SHOWN_FILES[file];
    const visit = (node: ts.Node) => {
      // ok('...'), fail(status, '...')
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const at = { ok: 0, fail: 1 }[node.expression.text];
        if (at !== undefined && node.arguments[at]) collect(node.arguments[at], file);
      }
      // new AppError(kind, '...'), and super(kind, '...') in a class extending it
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError' && node.arguments?.[1]) {
        collect(node.arguments[1], file);
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && node.arguments[1]) {
        const owner = node.parent && ts.findAncestor(node, ts.isClassLike);
        if (owner?.heritageClauses?.some((clause) => clause.types.some((type) => type.expression.getText() === 'AppError'))) {
          collect(node.arguments[1], file);
        }
      }
      // { message: '...' } anywhere (replies, notifications, card outcomes, body limits, zod issues);
      // { error: '...' } in zod files (zod 4's message option).
      if (ts.isObjectLiteralExpression(node) && !NOT_SHOWN_FILES[file]) {
        for (const property of node.properties) {
          const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
          const isMessageKey = key === 'message' || (zodFile && key === 'error') || MESSAGE_KEYS_OF_FILE[file]?.includes(key ?? '');
          if (!isMessageKey) continue;
          if (ts.isPropertyAssignment(property)) {
            const value = unwrap(property.initializer);
            // A Prisma select (`message: true`), or a schema's field named message (`message: z.string()...`).
            if (value.kind === ts.SyntaxKind.TrueKeyword || value.kind === ts.SyntaxKind.FalseKeyword) continue;
            if (zodFile && ts.isCallExpression(value) && /^z\b/.test(value.getText())) continue;
            collect(property.initializer, file);
          } else if (ts.isShorthandPropertyAssignment(property)) {
            collect(property.name, file);
          } else {
            unclassified.push(`a message that is no value: ${where(property)}`);
          }
        }
      }
      // zod methods' message arguments: .min(1, '...'), .refine(fn, '...'), z.email('...')
      const notZod = (call: ts.CallExpression) => ts.isPropertyAccessExpression(call.expression) && ['Math', 'console'].includes(call.expression.expression.getText());
      if (zodFile && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && !notZod(node)) {
        const method = node.expression.name.text;
        const at = ZOD_MESSAGE_AT[method];
        node.arguments.forEach((argument, index) => {
          if (index === at) {
            if (!isObjectValue(argument, file)) collect(argument, file);
          } else if (isStringish(argument) && !ZOD_VALUE_CALLS.has(method)) {
            unclassified.push(`a text argument of .${method}(): ${where(argument)}`);
          }
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { messages, unclassified };
}

// ---------------------------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------------------------

const tables = { si: si as Record<string, string>, ta: ta as Record<string, string> };
const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

/**
 * Words a template's values may be, looked up exactly; not messages of their own: the statuses of 'Your order {orderNumber}
 * is now {delivery}' (lib/orders/statuses.ts) and the image labels of '{label} must be at most 2 MB' (lib/storage callers).
 */
const VALUE_WORDS: string[] = [...new Set([...DELIVERY_STATUSES, ...PAYMENT_STATUSES]), 'Image', 'Avatar'];

describe('the server messages scan', () => {
  const { messages, unclassified } = scanServerMessages();

  it('classifies every message it meets', () => {
    expect(unclassified).toEqual([]);
  });

  it('uses every exception it names (a stale one would hide nothing, or something new)', () => {
    expect(Object.keys(RELAYS).filter((relay) => !usedRelays.has(relay))).toEqual([]);
    for (const file of [...Object.keys(NOT_SHOWN_FILES), ...Object.keys(MESSAGE_KEYS_OF_FILE)]) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('finds the messages of every kind', () => {
    expect(messages.size).toBeGreaterThan(200);
    for (const known of ['Category created', 'Please log in to continue', 'Invalid email address', 'Your order {orderNumber} has been placed']) {
      expect(messages.has(known), known).toBe(true);
    }
  });

  it.each(['si', 'ta'] as const)('has every message in %s', (locale) => {
    const missing = [...messages.keys()].filter((message) => !tables[locale][message]);
    expect(missing).toEqual([]);
  });

  it.each(['si', 'ta'] as const)('has the value words in %s', (locale) => {
    expect(VALUE_WORDS.filter((word) => !tables[locale][word])).toEqual([]);
  });

  it.each(['si', 'ta'] as const)('keeps no entry in %s for a message the server no longer sends', (locale) => {
    const stale = Object.keys(tables[locale]).filter((key) => !messages.has(key) && !VALUE_WORDS.includes(key));
    expect(stale).toEqual([]);
  });
});

describe('the translations', () => {
  it.each([
    ['si', SINHALA, TAMIL],
    ['ta', TAMIL, SINHALA],
  ] as const)('are in %s script only, with the same placeholders', (locale, own, other) => {
    for (const [english, translated] of Object.entries(tables[locale])) {
      expect(own.test(translated), `${english} -> ${translated}`).toBe(true);
      expect(other.test(translated), `${english} -> ${translated}`).toBe(false);
      expect(placeholdersOf(translated).sort(), english).toEqual(placeholdersOf(english).sort());
    }
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(tables.ta).sort()).toEqual(Object.keys(tables.si).sort());
  });
});

describe('localizeServerMessage', () => {
  it('returns English as it is', async () => {
    expect(await localizeServerMessage('Category created', 'en')).toBe('Category created');
  });

  it('finds an exact message', async () => {
    expect(await localizeServerMessage('Category created', 'si')).toBe(tables.si['Category created']);
    expect(await localizeServerMessage('Category created', 'ta')).toBe(tables.ta['Category created']);
  });

  it('fills a template with the values of the message', async () => {
    const si = await localizeServerMessage('Only 3 left in stock', 'si');
    expect(si).toBe(tables.si['Only {stock} left in stock']!.replace('{stock}', '3'));
    const ta = await localizeServerMessage('Your order ORD-2026-0042 has been placed', 'ta');
    expect(ta).toBe(tables.ta['Your order {orderNumber} has been placed']!.replace('{orderNumber}', 'ORD-2026-0042'));
  });

  it('translates a status word carried in a template', async () => {
    const si = await localizeServerMessage('Your order ORD-1 is now shipped', 'si');
    expect(si).toBe(tables.si['Your order {orderNumber} is now {delivery}']!.replace('{orderNumber}', 'ORD-1').replace('{delivery}', tables.si.shipped!));
  });

  it('leaves an unknown message in English', async () => {
    expect(await localizeServerMessage('Something nobody wrote', 'si')).toBe('Something nobody wrote');
    expect(await localizeServerMessage('', 'ta')).toBe('');
  });

  it("leaves a typed message that names one of Object's own properties as it is", async () => {
    for (const text of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(await localizeServerMessage(text, 'si')).toBe(text);
    }
  });
});
