import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The compiler API of TypeScript 5: the native TypeScript 7 that type-checks the tree has no stable one yet.
import ts from 'typescript-5';
import { describe, expect, it } from 'vitest';
import * as solarRules from '#shared/solar-rules.ts';

/**
 * The solar rules of thumb are written once, in src/shared/solar-rules.ts, and read from there by
 * the calculator, the dashboards, the live counter and the catalogue. A number of theirs written
 * as a literal anywhere else in src/ (tests aside) is a second home for the rule, and fails here.
 *
 * Only numeric literals count, as TypeScript parses them: comments, strings (class names, SVG
 * paths, messages) and JSX text are not code.
 * Values distinctive enough are refused anywhere; common ones (20, 2.5, 1,200 …) only when the
 * line, or the one before it, names what the rule is about (trees, water, homes …).
 */

const root = path.resolve(import.meta.dirname, '../..');
const RULES_MODULE = 'src/shared/solar-rules.ts';

type Rule = { value: number; what: string; context?: RegExp };
const RULES: readonly Rule[] = [
  { value: 3.5, what: 'kWh per kW per day' },
  { value: 0.85, what: 'kg CO2 per kWh' },
  { value: 0.017, what: 'trees per kWh' },
  { value: 10_950, what: 'kWh per home (live counter)' },
  { value: 1_277, what: 'kWh per kW per year (catalogue)' },
  { value: 1_050, what: 'rupees saved per kW per month (catalogue)' },
  { value: 20, what: 'kg CO2 per tree', context: /tree/i },
  { value: 2.5, what: 'litres of water per kWh', context: /water/i },
  { value: 1_200, what: 'kWh per home per year (sample)', context: /home/i },
  { value: 0.005, what: 'module degradation per year', context: /degrad/i },
  { value: 0.03, what: 'tariff escalation per year', context: /escalat/i },
  { value: 75_000, what: 'installation cost per kW', context: /cost|install/i },
  { value: 365, what: 'days of generation in a year', context: /kwh|generat|yield/i },
  {
    value: 30,
    what: 'days per month of generation',
    context: /days_per_month|kwh|generat|production/i,
  },
];

/** A numeric literal in the code (not in a comment, string, template text or JSX text). */
function numericLiterals(text: string, fileName = 'probe.tsx'): { value: number; line: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: { value: number; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node))
      found.push({
        value: Number(node.text),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line,
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each literal of a rule's value in `text`, as `line: code (what)`. */
function ruleLiterals(text: string, fileName?: string): string[] {
  const lines = text.split('\n');
  return numericLiterals(text, fileName).flatMap(({ value, line }) => {
    const context = `${lines[line - 1] ?? ''}\n${lines[line]}`;
    return RULES.filter((r) => r.value === value && (!r.context || r.context.test(context))).map(
      (r) => `${line + 1}: ${lines[line]?.trim()} (${r.what})`,
    );
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the solar rules of thumb', () => {
  it('finds a rule written outside its module (the check can fail)', () => {
    expect(ruleLiterals('const daily = sizeKw * 3.5;')).toEqual([
      '1: const daily = sizeKw * 3.5; (kWh per kW per day)',
    ]);
    expect(ruleLiterals('export const CO2 = 0.85;\nconst t = kg / 20; // in seconds')).toEqual([
      '1: export const CO2 = 0.85; (kg CO2 per kWh)',
    ]);
    expect(ruleLiterals('const SAMPLE_KG_CO2_PER_TREE = 20;')).toEqual([
      '1: const SAMPLE_KG_CO2_PER_TREE = 20; (kg CO2 per tree)',
    ]);
    expect(ruleLiterals('  treesEquivalent:\n    co2KgPerYear / 20,')).toHaveLength(1);
    expect(ruleLiterals('const homes = kWh / 10_950;')).toHaveLength(1);
    expect(ruleLiterals(`const x = \`$\{kw * 3.5} kWh\`;`)).toHaveLength(1);
  });

  it('ignores what is not such a rule', () => {
    for (const text of [
      '// 3.5 kWh per kW a day, 0.85 kg CO2 per kWh',
      "const cls = 'size-3.5 px-2.5';",
      'const d = "M5.2 3.5a1.9 1.9 0 1 0 0 3.8";',
      `const label = \`3.5 kWh a day, $\{n} trees\`;`,
      'export const TOP_LIST_MAX_LIMIT = 20;',
      'const r = annualRatePercent / 1200;',
      'const steps = [1, 2, 2.5, 5, 10];',
      'const v = 13.5 + 3.55;',
      'const p = <p>3.5 kWh per kW</p>;',
    ])
      expect(ruleLiterals(text), text).toEqual([]);
  });

  it('defines every checked number in its module', () => {
    const text = readFileSync(path.join(root, RULES_MODULE), 'utf8');
    const defined = new Set([
      ...numericLiterals(text).map((literal) => literal.value),
      // Derived there from the others (the catalogue's figures).
      ...Object.values(solarRules).filter((v) => typeof v === 'number'),
    ]);
    expect(RULES.filter((r) => !defined.has(r.value)).map((r) => r.what)).toEqual([]);
  });

  it('writes them nowhere else in src/', () => {
    const found = sourceFiles(path.join(root, 'src'))
      .filter((file) => path.relative(root, file) !== RULES_MODULE)
      .flatMap((file) =>
        ruleLiterals(readFileSync(file, 'utf8'), file).map(
          (line) => `${path.relative(root, file)}:${line}`,
        ),
      );
    expect(found, `read the rule from ${RULES_MODULE} instead`).toEqual([]);
  });
});
