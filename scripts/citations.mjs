// A comment cites what a reader of the repository can open: a section of docs/requirements.md
// ("requirements 000 §5"), a decision, a file. A tracker's issue number and the product
// specification's own name for a section (the word "spec" and its document's number: a document
// outside the repository) cannot be followed, so a comment naming either fails this check.
//
//   node scripts/citations.mjs [folder]     # exit 1 and one line per citation found
//
// Comments are found by TypeScript's parser, so a string or a test's name that mentions an
// issue is not a comment and is left alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const UNFOLLOWABLE = [
  { pattern: /\bissues? #?\d+/i, why: 'an issue number: name the rule (docs/requirements.md)' },
  { pattern: /\bspec 0\d\d\b/i, why: "the spec's name: cite it as 'requirements 000 §N'" },
];

/** The comments of one source file, each with its 1-based line. */
export function commentsOf(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const r of ranges ?? []) {
      if (!seen.has(r.pos)) seen.set(r.pos, text.slice(r.pos, r.end));
    }
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // A JSX comment ({/* ... */}) is an expression holding nothing but the comment after its brace.
    if (ts.isJsxExpression(node) && !node.expression)
      collect(ts.getLeadingCommentRanges(text, node.getStart(source) + 1));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    comment,
  }));
}

/** Every unfollowable citation in the comments of one file. */
export function citationsIn(fileName, text) {
  const found = [];
  for (const { line, comment } of commentsOf(fileName, text)) {
    comment.split('\n').forEach((part, i) => {
      for (const { pattern, why } of UNFOLLOWABLE) {
        const m = pattern.exec(part);
        if (m) found.push({ line: line + i, text: m[0], why });
      }
    });
  }
  return found;
}

/** The source files of a folder: git's tracked files when it is a repository, else its files. */
function sourcesOf(folder) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((f) => SOURCE.test(f) && !f.includes('node_modules/'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '../..'));
  let count = 0;
  for (const file of sourcesOf(folder)) {
    for (const c of citationsIn(file, readFileSync(join(folder, file), 'utf8'))) {
      console.log(
        `${relative(process.cwd(), join(folder, file))}:${c.line}: "${c.text}": ${c.why}`,
      );
      count++;
    }
  }
  console.log(count === 0 ? 'No unfollowable citation in comments.' : `${count} to rewrite.`);
  process.exit(count === 0 ? 0 : 1);
}
