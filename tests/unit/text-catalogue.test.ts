/**
 * Texts the user sees come from the catalogue (lib/messages.ts, the domain files in lib/messages/, the
 * GST messages in lib/gst/messages.ts), and the shop's name from content/site.ts: a text typed inline
 * in a route handler, a validator or a server module is refused here, so that a wording changes in
 * one place and the spec's texts are quoted once.
 *
 * The scan reads each file's syntax tree (TypeScript's parser), not its lines, and looks where a user
 * reads: a `message`, `error` or `missing` value, the message of an HttpError (or of any error class
 * but those whose message only the operator reads) and of an error class's `super(...)`, and, in a validator, any prose handed to a call
 * (a field label like 'Brand and model' is read inside the validator's messages). Log lines
 * (`logEvent`, `console`) are for the operator and are not looked into; nor are keys, log event names,
 * media types or header values, which are not prose.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Where the scan looks: the JSON API's routes, the validators and the server's domain modules. */
const SCANNED = ['app/api', 'lib/validation', 'lib/server'];

/**
 * Files left out, each with its reason. The configuration's start-up checks run in plain Node before
 * the app (no TypeScript import is possible there) and speak to the operator about a variable by name.
 */
const NOT_USER_FACING = new Set(['lib/server/platform/config.mjs', 'lib/server/platform/entry/build-info.mjs']);

/** Properties whose value a user reads. */
const MESSAGE_KEYS = new Set(['message', 'error', 'missing']);
/**
 * Error classes whose message never reaches a user: the built-in ones end as the generic 500; a
 * database outage is the generic 503 and a failed image host the generic 502 (the message goes to the
 * log for the operator); a refused restore is the backup command's, in the operator's terminal.
 */
const OPERATOR_ERRORS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'AggregateError',
  'DatabaseUnavailableError',
  'ImageHostError',
  'RestoreRefusedError',
]);
/** Calls whose arguments are for the operator's log. */
const LOG_CALLS = /^(logEvent|console\.\w+)$/;

/** Words a user would read: a space between letters, or a capitalised word ("Mobile"). */
const PROSE = /[A-Za-z][^\n]*\s+[^\n]*[A-Za-z]|^[A-Z][a-z]/;

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', ...SCANNED], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts') && !NOT_USER_FACING.has(file));
}

/** The literal text an expression carries: strings and the fixed parts of templates, through `?:`, `+`, `??`, `||` and arrows. */
function literalTexts(node: ts.Node, constants: Map<string, ts.Expression>, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    const own = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return [own, ...node.templateSpans.flatMap((span) => literalTexts(span.expression, constants, seen))];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalTexts(node.expression, constants, seen);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue, constants, seen), ...literalTexts(node.whenFalse, constants, seen)];
  if (ts.isBinaryExpression(node)) return [...literalTexts(node.left, constants, seen), ...literalTexts(node.right, constants, seen)];
  if (ts.isArrowFunction(node)) return ts.isBlock(node.body) ? [] : literalTexts(node.body, constants, seen);
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return literalTexts(constants.get(node.text)!, constants, seen);
  }
  return [];
}

/** The file's constants whose value is written in place (`const NOT_FOUND = '...'`), to follow a name to its text. */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  return call.expression.getText();
}

/** The inline user-facing texts of one file's source, as `file:line: text`. */
export function inlineTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const constants = constantsOf(source);
  const validator = file.startsWith('lib/validation/');
  const found: string[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const words of texts.filter((value) => PROSE.test(value))) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && LOG_CALLS.test(calleeName(node))) return;
    if (ts.isPropertyAssignment(node) && MESSAGE_KEYS.has(node.name.getText().replace(/['"]/g, ''))) {
      report(node, literalTexts(node.initializer, constants));
    }
    if (ts.isNewExpression(node) && /Error$/.test(calleeName(node)) && !OPERATOR_ERRORS.has(calleeName(node))) {
      for (const argument of node.arguments ?? []) report(argument, literalTexts(argument, constants));
    }
    // An error class's own message, handed to the class it extends.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
      for (const argument of node.arguments) report(argument, literalTexts(argument, constants));
    }
    if (validator && ts.isCallExpression(node)) {
      for (const argument of node.arguments) if (!ts.isIdentifier(argument)) report(argument, literalTexts(argument, constants));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-facing texts come from the catalogue', () => {
  const files = sourceFiles();

  it('no route, validator or server module types a text inline', () => {
    const found = files.flatMap((file) => inlineTexts(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the shop’s name is written only in content/site.ts', () => {
    const files = execFileSync('git', ['ls-files', 'app', 'components', 'lib', 'models', 'scripts'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
    const found = files.filter((file) => readFileSync(file, 'utf8').includes('Sanvio Technologies'));
    expect(found).toEqual([]);
  });

  it('the scan finds texts in each place a user reads them, and passes keys, log lines and media types', () => {
    const sample = [
      "throw new HttpError(400, 'Idempotency-Key must be 8-100 letters.');",
      "return json({ success: true, message: 'Order deleted' });",
      "const schema = z.string({ error: 'Email is required.' }).min(1, { error: `${label} is required.` });",
      "ctx.addIssue({ code: 'custom', message: cond ? 'Please choose a category.' : other });",
      "const GONE = 'This order is gone.'; throw new HttpError(404, GONE);",
      "logEvent('warn', 'admin_setup_open', { message: 'No admin yet: sign up at /login.' });",
      "throw new Error('Mongo connection string is missing');",
      'class ShortError extends HttpError { constructor(name: string) { super(409, `${name} is out of stock.`); } }',
      "return json({ message: messages.orders.deleted, status: 'new' }, { headers: { 'Cache-Control': 'no-store' } });",
    ].join('\n');
    expect(inlineTexts('app/api/sample/route.ts', sample)).toEqual([
      'app/api/sample/route.ts:1: Idempotency-Key must be 8-100 letters.',
      'app/api/sample/route.ts:2: Order deleted',
      'app/api/sample/route.ts:3: Email is required.',
      'app/api/sample/route.ts:3:   is required.',
      'app/api/sample/route.ts:4: Please choose a category.',
      'app/api/sample/route.ts:5: This order is gone.',
      'app/api/sample/route.ts:8:   is out of stock.',
    ]);
    expect(inlineTexts('lib/validation/sample.ts', "const name = requiredText('Brand and model', 80);\nconst code = referenceNumberPattern('SV');")).toEqual([
      'lib/validation/sample.ts:1: Brand and model',
    ]);
  });
});
