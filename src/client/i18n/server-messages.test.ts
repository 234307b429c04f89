import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The compiler API of TypeScript 5: the native TypeScript 7 that type-checks the tree has no stable one yet.
import ts from 'typescript-5';
import { describe, expect, it } from 'vitest';

/**
 * Every English sentence the server can send (error messages, zod messages of the shared
 * schemas, success messages) must have Hindi text in `hi/messages*.json`, or a Hindi reader sees
 * English. The sentences are found in the source itself, so a new one fails this test at once.
 */
const root = path.resolve(import.meta.dirname, '../../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** Files whose strings never reach a visitor: tests, operator tools, logs, API docs, metrics, mail (own COPY). */
const NOT_FOR_VISITORS = [
  /\.test\.ts$/,
  /\/test\//,
  /test-support\.ts$/,
  /test-smtp-server\.ts$/,
  /sample-files\.ts$/,
  /\/cli\//,
  /\/mail\//,
  /\/pdf\//,
  /\/mail\.ts$/,
  /\/config\.ts$/,
  /\/startup-error\.ts$/,
  // Start-up refusals about the data encryption key: read by the operator, never a visitor.
  /\/sealed-secrets\.ts$/,
  /\/logging\.ts$/,
  /\/main\.ts$/,
  /\/openapi\.ts$/,
  /\/access-policy\.ts$/,
  /\/access-guard\.ts$/,
  /\/metrics\.ts$/,
  /\/general-api-rate-limit-store\.ts$/,
  /\/seo\//,
  /\/db\/client\.ts$/,
  /\/data-folder-lock\.ts$/,
  // Browser and system names for the sessions list: product names, the same in every language.
  /\/lib\/device\.ts$/,
];

const LOG_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'describe']);
const NOT_MESSAGE_PROPERTIES = new Set(['description', 'summary', 'header']);

/**
 * Sentences with a value in them cannot be looked up as they are: the client translates them by
 * the error code they are sent with (`errors` namespaces, `<code>_seconds` when they name a wait).
 */
const TEMPLATE_MESSAGE_CODES: Record<string, string> = {
  'Too many requests. Please try again in {…} seconds.': 'rate_limited_seconds',
  "This customer is already registered with us as another partner's lead. Its protection ends on {…}.":
    'lead_protected',
  'You have already added this customer as lead #{…}.': 'lead_duplicate',
  'A lead cannot move from {…} to {…}.': 'stage_move_refused',
};

/** Whether a string is a sentence for people rather than a log line, doc or lookup. */
function isMessage(node: ts.StringLiteralLike | ts.TemplateExpression): boolean {
  const text = ts.isTemplateExpression(node) ? node.head.text : node.text;
  if (!/^[A-Z]/.test(text) || !/\s/.test(text) || !/[a-z]/.test(text)) return false;
  const parent = node.parent;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    if (ts.isPropertyAccessExpression(callee) && LOG_METHODS.has(callee.name.text)) return false;
  }
  if (ts.isNewExpression(parent) && parent.expression.getText() === 'Error') return false;
  // A property's name ('GET /api/leads': …) is a key to look up, not a text to send.
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  // `description: cond ? 'One text' : 'Another'` is still documentation.
  const owner = ts.isConditionalExpression(parent) ? parent.parent : parent;
  if (ts.isPropertyAssignment(owner) && NOT_MESSAGE_PROPERTIES.has(owner.name.getText()))
    return false;
  // A list of strings only is something to match against (driver error texts), not to send.
  if (ts.isArrayLiteralExpression(parent) && parent.elements.every(ts.isStringLiteralLike))
    return false;
  return true;
}

const templateText = (node: ts.TemplateExpression) =>
  node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('');

function serverMessages(): { literal: Map<string, string>; template: Map<string, string> } {
  const files = [
    ...walk(path.join(root, 'src/server')),
    ...walk(path.join(root, 'src/shared/schemas')),
  ].filter((f) => f.endsWith('.ts') && !NOT_FOR_VISITORS.some((r) => r.test(f)));
  const found = new Map<string, string>();
  const template = new Map<string, string>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) && isMessage(node))
        found.set(node.text, path.relative(root, file));
      if (ts.isTemplateExpression(node) && isMessage(node))
        template.set(templateText(node), path.relative(root, file));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literal: found, template };
}

function hindiMessages(): Map<string, string> {
  const dir = path.join(root, 'src/client/i18n/locales/hi');
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => /^messages.*\.json$/.test(f))) {
    const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [english, hindi] of Object.entries(bundle)) all.set(english, hindi);
  }
  return all;
}

describe('server messages in Hindi', () => {
  const { literal: messages, template } = serverMessages();

  it('finds the sentences the server sends (errors, zod messages, rate limits, successes)', () => {
    for (const known of [
      'Invalid email or password.',
      'Too many requests. Please try again later.',
      'Please enter a valid email address',
      'Something went wrong on our side. Please try again in a moment.',
      'Too many login attempts. Please try again later.',
      'Unknown item',
      'Document uploaded successfully',
    ])
      expect([...messages.keys()]).toContain(known);
    // Not log lines, API descriptions or CSV headings.
    expect([...messages.keys()]).not.toContain('Lead ID');
    expect([...messages.keys()]).not.toContain('Connection terminated');
  });

  it('has Hindi text for every one of them', () => {
    const hindi = hindiMessages();
    const missing = [...messages]
      .filter(([english]) => !/[\u0900-\u097F]/.test(hindi.get(english) ?? ''))
      .map(([english, file]) => `${file}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('translates every sentence with a value in it by its code', () => {
    expect([...template.keys()]).toContain('Too many requests. Please try again in {…} seconds.');
    const locales = path.join(root, 'src/client/i18n/locales/hi');
    const errors: Record<string, string> = Object.assign(
      {},
      ...readdirSync(locales)
        .filter((file) => /^errors(-[a-z-]+)?\.json$/.test(file))
        .map((file) => JSON.parse(readFileSync(path.join(locales, file), 'utf8'))),
    );
    // A sentence built from constants ("at least ${PASSWORD_MIN} characters") has its Hindi
    // under the sentence it makes; anything else needs a code.
    const hindi = [...hindiMessages().keys()];
    const literally = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    const madeOf = (english: string) =>
      new RegExp(`^${english.split('{…}').map(literally).join('.+')}$`);
    const missing = [...template]
      .filter(([english]) => !hindi.some((key) => madeOf(english).test(key)))
      .filter(
        ([english]) => !/[\u0900-\u097F]/.test(errors[TEMPLATE_MESSAGE_CODES[english] ?? ''] ?? ''),
      )
      .map(([english, file]) => `${file}: ${english}`);
    expect(missing).toEqual([]);
  });
});
