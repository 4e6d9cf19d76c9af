import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A comment cites what the repository holds (docs/requirements.md's sections, decisions, files),
 * never an issue tracker's number or the specification by its own name: scripts/citations.mjs,
 * run here over the whole repository and over a folder seeded with each kind of citation.
 */
const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

async function citations(folder: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/citations.mjs'), folder], {
      cwd: folder,
    });
    return { code: 0, out: stdout };
  } catch (e) {
    const failed = e as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('citations in comments (scripts/citations.mjs)', () => {
  it('finds none in the repository', async () => {
    const { code, out } = await citations(ROOT);
    expect(out).toContain('No unfollowable citation in comments.');
    expect(code).toBe(0);
  });

  it('names each comment that cites an issue or the spec, and leaves strings and test names alone', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'citations-'));
    await run('git', ['init', '-q'], { cwd: folder });
    writeFileSync(
      join(folder, 'page.tsx'),
      [
        '// Read again on a failure (issue 22): a line comment.',
        '/** The sum of the lines (spec 000 §5). */',
        'export const title = "issue 22 in a string is not a comment";',
        'export const Page = () => (',
        '  <div>',
        '    {/* A JSX comment, Issue 7 point 2 */}',
        '    <a href="https://example.test/x">link</a>',
        '  </div>',
        ');',
        "describe('issue 20: a test name', () => {});",
        '// requirements 000 §5 and decision 0021: followable.',
      ].join('\n'),
    );
    const { code, out } = await citations(folder);
    expect(code).toBe(1);
    expect(out.split('\n').filter((l) => l.startsWith('page.tsx'))).toEqual([
      'page.tsx:1: "issue 22": an issue number: name the rule (docs/requirements.md)',
      "page.tsx:2: \"spec 000\": the spec's name: cite it as 'requirements 000 §N'",
      'page.tsx:6: "Issue 7": an issue number: name the rule (docs/requirements.md)',
    ]);
    expect(out).toContain('3 to rewrite.');
  });
});
