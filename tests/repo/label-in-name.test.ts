import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Label in name (WCAG 2.5.3, axe's label-content-name-mismatch): a control whose accessible name
 * is set with `aria-label` keeps its visible words, in order, inside that name, in both languages,
 * so that a voice-control user who says what they see reaches it. axe checks the screens the
 * browser tests open; this checks every control in the code, opened by a test or not: each
 * `aria-label={t(…)}` whose element also shows `{t(…)}` words.
 */

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'src/client');
const LANGUAGES = ['en', 'hi'] as const;

type Messages = Record<string, unknown>;
const locales = Object.fromEntries(
  LANGUAGES.map((language) => {
    const dir = path.join(clientDir, 'i18n/locales', language);
    const namespaces = Object.fromEntries(
      readdirSync(dir).map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages,
      ]),
    );
    return [language, namespaces];
  }),
) as Record<(typeof LANGUAGES)[number], Record<string, Messages>>;

function message(language: (typeof LANGUAGES)[number], namespace: string, key: string) {
  const [ns, dotted] = key.includes(':') ? key.split(':') : [namespace, key];
  let value: unknown = locales[language][ns as string];
  for (const part of (dotted as string).split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`${language} ${ns}:${dotted} is not a message`);
  // A placeholder stands for a word the message does not know (a name, a number).
  return value.replace(/\{\{[^}]+\}\}/g, ' x ');
}

/** Words as axe compares them: decomposed, lower case, without brackets' contents or punctuation. */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);

function containsInOrder(name: string[], visible: string[]) {
  for (let start = 0; start + visible.length <= name.length; start++)
    if (visible.every((word, i) => name[start + i] === word)) return true;
  return false;
}

const keysIn = (code: string): string[] =>
  [...code.matchAll(/\bt\(\s*(?:[^'`)]*\?\s*)?'([^']+)'(?:\s*:\s*'([^']+)')?/g)].flatMap(
    ([, first, second]) => (second ? [first, second] : [first]),
  ) as string[];

type Control = {
  file: string;
  line: number;
  namespace: string;
  labels: string[];
  visible: string[];
};

/** Elements whose name a voice-control user speaks: links, buttons and what renders them. */
const CONTROL_TAGS = new Set(['a', 'button', 'Button', 'Link', 'NavLink', 'TabsTrigger']);

/** Where the JSX tag that starts at `start` ends: its `>`, past braces (arrow functions). */
function tagEnd(code: string, start: number) {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return i;
  }
  return -1;
}

/** The message keys of the words an element's children show: `{t(…)}` outside nested tags. */
function shownKeys(children: string) {
  const keys: string[] = [];
  for (let i = 0; i < children.length; i++) {
    if (children[i] === '<' && /[A-Za-z]/.test(children[i + 1] ?? '')) {
      const end = tagEnd(children, i);
      // A name only screen readers get is not shown.
      const srOnly = /className="sr-only"/.test(children.slice(i, end));
      if (srOnly) i = children.indexOf('</', end);
      else i = end;
      if (i < 0) break;
    } else if (children[i] === '{') {
      let depth = 0;
      let j = i;
      for (; j < children.length; j++) {
        if (children[j] === '{') depth++;
        else if (children[j] === '}' && --depth === 0) break;
      }
      keys.push(...keysIn(children.slice(i, j + 1)));
      i = j;
    }
  }
  return keys;
}

/** Every control with `aria-label={t(…)}` and the message keys of the words it shows. */
function controls(): Control[] {
  const found: Control[] = [];
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('__tests__') && !file.endsWith('.test.tsx'),
  );
  for (const file of files) {
    const code = readFileSync(path.join(clientDir, file), 'utf8');
    for (const match of code.matchAll(/aria-label=\{(t\((?:[^()]|\([^()]*\))*\))\}/g)) {
      const at = match.index;
      const open = code.lastIndexOf('<', at);
      const tag = /^<([\w.]+)/.exec(code.slice(open))?.[1];
      if (!tag || !CONTROL_TAGS.has(tag)) continue;
      const openEnd = tagEnd(code, open);
      if (code[openEnd - 1] === '/') continue;
      const close = code.indexOf(`</${tag}>`, openEnd);
      if (close < 0) continue;
      const visible = shownKeys(code.slice(openEnd + 1, close));
      if (visible.length > 0) found.push(control(file, code, at, match[1] as string, visible));
    }
    // DetailsDialog's trigger: the words as `triggerText`, the name as `triggerLabel`.
    for (const match of code.matchAll(/triggerLabel=\{(t\((?:[^()]|\([^()]*\))*\))\}/g)) {
      const open = code.lastIndexOf('<', match.index);
      const tag = code.slice(open, tagEnd(code, open));
      const text = /triggerText=\{((?:[^{}]|\{[^{}]*\})*)\}/.exec(tag)?.[1] ?? '';
      found.push(control(file, code, match.index, match[1] as string, keysIn(text)));
    }
  }
  return found;
}

function control(file: string, code: string, at: number, label: string, visible: string[]) {
  const before = code.slice(0, at);
  const uses = [...before.matchAll(/useTranslation\(\s*\[?\s*'([^']+)'/g)];
  return {
    file: path.join('src/client', file),
    line: before.split('\n').length,
    namespace: uses.at(-1)?.[1] ?? 'common',
    labels: keysIn(label),
    visible,
  };
}

describe('label in name', () => {
  const all = controls();

  it('finds the labelled controls that show words', () => {
    // The check must see the controls it is about (a pattern that matched nothing would pass).
    expect(all.length).toBeGreaterThan(20);
  });

  it('keeps every control’s visible words inside its aria-label, in English and Hindi', () => {
    const problems: string[] = [];
    for (const control of all)
      for (const language of LANGUAGES)
        control.visible.forEach((visibleKey, i) => {
          // `t(on ? 'a' : 'b')` beside `t(on ? 'aLabel' : 'bLabel')`: the pairs go together.
          const labelKeys =
            control.labels.length === control.visible.length
              ? [control.labels[i]!]
              : control.labels;
          for (const labelKey of labelKeys) {
            const shown = message(language, control.namespace, visibleKey);
            const name = message(language, control.namespace, labelKey);
            if (!containsInOrder(words(name), words(shown)))
              problems.push(
                `${control.file}:${control.line} ${language}: "${shown.trim()}" is not in "${name.trim()}"`,
              );
          }
        });
    expect(problems).toEqual([]);
  });
});
