import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a comment (or any other text) in src/, tests/ or scripts/
 * says what it means instead of pointing at an "issue N" of a tracker a clone does not have.
 * A decision record is cited by its number and file (docs/decisions/), an upstream bug by its
 * repository (`owner/name#N`).
 */

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'tests', 'scripts'];
const TEXT = /\.(?:[cm]?[jt]sx?|css|html|json|md|ya?ml|sh)$/;
/** A word "issue" or "issues", then a number, "#" or not, in any case. */
const TRACKER_REFERENCE = /\bissues?\s+#?\d+/gi;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : textFiles(file);
    return TEXT.test(name) ? [file] : [];
  });
}

/** Every line of `text` that names a tracker issue, as `line: text`. */
function trackerReferences(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    TRACKER_REFERENCE.lastIndex = 0;
    return TRACKER_REFERENCE.test(line) ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe('references to a tracker outside the repository', () => {
  it('finds every form of them (the check can fail)', () => {
    const word = 'iss' + 'ue';
    for (const line of [
      `// see ${word} 12`,
      ` * what the home page loads (${word[0]!.toUpperCase()}${word.slice(1)} 17):`,
      `{/* kept light: ${word} #3 */}`,
      `/* ${word}s 13 and 14 */`,
    ])
      expect(trackerReferences(`const a = 1;\n${line}\n`), line).toEqual([`2: ${line.trim()}`]);
    expect(trackerReferences('// decision 016: the move table; npm/cli#9846\n')).toEqual([]);
  });

  it.each(FOLDERS)('none in %s/', (folder) => {
    const found = textFiles(path.join(root, folder)).flatMap((file) =>
      trackerReferences(readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(root, file)}:${line}`,
      ),
    );
    expect(found, 'say what the comment means instead of naming an issue').toEqual([]);
  });
});
