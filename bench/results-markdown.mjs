// The tables of bench/RESULTS.md, from the figures `npm run bench` writes to bench/results.json.
// The bench replaces the part between the two markers and keeps the rest of the file (notes
// written by hand on a run). `node bench/results-markdown.mjs` rewrites that part from
// bench/results.json without measuring anything.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BEGIN = '<!-- npm run bench writes from here -->';
export const END = '<!-- to here -->';

const count = (n) => (n === null || n === undefined ? '—' : n.toLocaleString('en-US'));
const plain = (n) => (n === null || n === undefined ? '—' : String(n));
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) =>
  [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n');
const utcTime = (iso) => iso.slice(11, 16);

/** When the run happened: "2026-11-24 from 01:10 to 01:19 UTC". */
function when(results) {
  const day = results.date.slice(0, 10);
  if (!results.startedAt) return `${day} at ${utcTime(results.date)} UTC`;
  return `${day} from ${utcTime(results.startedAt)} to ${utcTime(results.date)} UTC`;
}

/** The generated part of bench/RESULTS.md, markers included. */
export function resultsMarkdown(results) {
  const parts = [
    `Latest run: ${results.machine}, ${when(results)}, ${results.warmUpSeconds} s of warm-up and ` +
      `${results.durationSeconds} s measured per load, ${results.connections} connections, ` +
      `Lighthouse median of ${results.lighthouseRuns}` +
      (results.loadAverageAtStart === undefined
        ? '.'
        : `; the machine's 1-minute load average at the start was ${results.loadAverageAtStart}.`) +
      ' Every figure below is from this one run.',
  ];
  if (results.http.length)
    parts.push(
      table(
        ['measurement', 'req/s', 'p99 ms', 'ratio to bare', 'ratio to nginx'],
        results.http.map((r) => [
          r.name,
          count(r.reqPerSec),
          plain(r.p99Ms),
          plain(r.ratioToBare),
          plain(r.ratioToNginx),
        ]),
      ),
    );
  if (results.lighthouse.length)
    parts.push(
      table(
        [
          'page',
          'lang',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'CLS',
          'TBT ms',
          'JS KB br',
          'JS files',
          'HTML KB',
          'DOM',
        ],
        results.lighthouse.map((r) => [
          `\`${r.path}\``,
          r.language,
          plain(r.performance),
          plain(r.accessibility),
          plain(r.bestPractices),
          plain(r.seo),
          plain(r.fcpMs),
          plain(r.lcpMs),
          plain(r.cls),
          plain(r.tbtMs),
          plain(r.jsKb),
          plain(r.jsFiles),
          plain(r.htmlKb),
          plain(r.domElements),
        ]),
      ),
    );
  if (results.memoryMb.length)
    parts.push(
      table(
        ['database', 'start', 'RSS MB', 'peak MB'],
        results.memoryMb.map((r) => [r.database, r.start, plain(r.rss), plain(r.peak)]),
      ),
    );
  return `${BEGIN}\n${parts.join('\n\n')}\n${END}`;
}

const HEADER = `# Benchmark results

Written by \`npm run bench\` (\`scripts/bench.mjs\`; the README's Benchmarks section says what it
measures and how to pick parts). The raw figures are in \`bench/results.json\`. Each change's own
before and after, measured on one machine in one sitting, is in its decision record
(docs/decisions/README.md lists the speed diaries). The bench rewrites the tables between the
two markers below and keeps the notes around them; notes are written by hand and name the run
they are about.

## Latest run

`;

/** Puts the run's tables into `file`, keeping whatever the file holds around the markers. */
export function writeResultsMarkdown(file, results) {
  const generated = resultsMarkdown(results);
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const begin = old.indexOf(BEGIN);
  const end = old.indexOf(END);
  const text =
    begin >= 0 && end > begin
      ? `${old.slice(0, begin)}${generated}${old.slice(end + END.length)}`
      : `${old || HEADER}${old ? '\n' : ''}${generated}\n`;
  writeFileSync(file, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = import.meta.dirname;
  const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
  writeResultsMarkdown(path.join(dir, 'RESULTS.md'), results);
}
