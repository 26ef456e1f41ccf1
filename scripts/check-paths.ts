/**
 * `npm run check:paths`: every repo path named in a comment or a doc must exist. Comments in code
 * (TypeScript/JavaScript through the TypeScript parser, CSS block comments, `#` lines of shell, YAML,
 * nginx and Dockerfiles) and the Markdown docs (README.md, docs/, packages' READMEs; not the site's
 * articles under content/) are scanned for things that look like repo paths: a top-level folder of
 * this repo followed by a file name with an extension, or by a trailing slash. Each must exist at the
 * repo root, beside the file naming it, or in the workspace package the file belongs to. Exits 1 with
 * the list of missing ones.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The repo's top-level folders whose paths are checked. */
export const ROOTS = ['lib', 'components', 'app', 'tests', 'scripts', 'docs', 'models', 'content', 'deploy', 'packages', 'public'];

// A root folder not preceded by a path or word character (so URLs and `@/lib/...` module names in
// prose are not taken), then the rest up to white space or a character paths here never contain.
const CANDIDATE = new RegExp(`(?<![\\w./@-])(?:${ROOTS.join('|')})/[^\\s'"\`<>,;{}|]*`, 'g');

/** Trims sentence punctuation and an unbalanced closing parenthesis off a match; undefined if it is not a file or folder path. */
function cleanCandidate(raw: string): string | undefined {
  let candidate = raw;
  for (;;) {
    const last = candidate.at(-1);
    if (last === '.' || last === ':' || last === '!' || last === '?') candidate = candidate.slice(0, -1);
    else if (last === ')' && (candidate.match(/\)/g) ?? []).length > (candidate.match(/\(/g) ?? []).length) candidate = candidate.slice(0, -1);
    else if (last === ']' && (candidate.match(/\]/g) ?? []).length > (candidate.match(/\[/g) ?? []).length) candidate = candidate.slice(0, -1);
    else break;
  }
  // Globs and placeholders (a `**` glob, a `<name>` placeholder) name no one file.
  if (/[*$]/.test(candidate)) return undefined;
  if (candidate.endsWith('/')) return candidate;
  const base = candidate.slice(candidate.lastIndexOf('/') + 1);
  return /^[^.]+(\.[A-Za-z0-9-]+)*\.[A-Za-z][A-Za-z0-9]*$/.test(base) || /^\.[\w.-]+$/.test(base) ? candidate : undefined;
}

/** The path-like words of a text, with their line numbers. */
export function pathsIn(text: string, firstLine = 1): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(CANDIDATE)) {
      const candidate = cleanCandidate(match[0]);
      if (candidate) found.push({ path: candidate, line: firstLine + index });
    }
  });
  return found;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The comments of a TypeScript/JavaScript file (JSX included), each with the line it starts on. */
export function scriptComments(fileName: string, text: string): { text: string; line: number }[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: { text: string; line: number }[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ text: text.slice(range.pos, range.end), line: lineOf(text, range.pos) });
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    // JSX text is not trivia: a {/* comment */} inside JSX is a JsxExpression with no expression.
    if (ts.isJsxExpression(node) && !node.expression) {
      const inner = text.slice(node.getStart(source) + 1, node.getEnd() - 1);
      comments.push({ text: inner, line: lineOf(text, node.getStart(source)) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

/** Block comments of CSS. */
function cssComments(text: string): { text: string; line: number }[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ text: match[0], line: lineOf(text, match.index) }));
}

/** `#` comments (whole lines or after code) of shell, YAML, nginx and Dockerfiles. */
function hashComments(text: string): { text: string; line: number }[] {
  return text.split('\n').flatMap((line, index) => {
    const at = line.search(/(^|\s)#/);
    return at === -1 ? [] : [{ text: line.slice(at), line: index + 1 }];
  });
}

/** What of a file is read for paths: its comments, or all of a Markdown doc; undefined for files not checked. */
export function readableParts(fileName: string, text: string): { text: string; line: number }[] | undefined {
  if (/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(fileName)) return scriptComments(fileName, text);
  if (fileName.endsWith('.css')) return cssComments(text);
  if (fileName.endsWith('.md')) return fileName.startsWith('content/') ? undefined : [{ text, line: 1 }];
  if (/(^|\/)(Dockerfile|run)$|\.(sh|ya?ml|conf)$|^\.(gitignore|dockerignore|prettierignore|env\.example)$/.test(fileName)) return hashComments(text);
  return undefined;
}

/** The nearest folder at or above `dir` (inside the repo) holding a package.json: the file's package. */
function packageRoot(root: string, dir: string): string {
  for (let at = dir; at.startsWith(root); at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (at === root) break;
  }
  return root;
}

export type Missing = { file: string; line: number; path: string };

/** Every path named in the repo's comments and docs that exists nowhere it could mean. */
export function missingPaths(root: string, files: string[]): Missing[] {
  const missing: Missing[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) continue;
    const parts = readableParts(file, readFileSync(absolute, 'utf8'));
    for (const part of parts ?? []) {
      for (const reference of pathsIn(part.text, part.line)) {
        const dir = path.dirname(absolute);
        const bases = [root, dir, packageRoot(root, dir)];
        if (!bases.some((base) => existsSync(path.join(base, reference.path)))) missing.push({ file, line: reference.line, path: reference.path });
      }
    }
  }
  return missing;
}

function main() {
  const root = process.cwd();
  // The files git tracks and the new ones it does not ignore, as they are on disk.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const missing = missingPaths(root, files);
  if (missing.length === 0) {
    console.log(`check:paths: every path named in comments and docs exists (${files.length} files read).`);
    return;
  }
  for (const { file, line, path: named } of missing) console.error(`${file}:${line}: ${named} does not exist`);
  const distinct = new Set(missing.map((entry) => entry.path)).size;
  console.error(`check:paths: ${missing.length} references name ${distinct} paths that do not exist.`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
