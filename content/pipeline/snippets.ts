/**
 * The lectures' code snippets ("In code" sections): `<Snippet name="x" />` in a lecture's MDX is
 * replaced at build time by content/snippets/<lecture>/x.py highlighted by Shiki, with the output
 * that `npm run snippets` committed next to it (x.out). The highlighting is static HTML with both
 * themes' colours as CSS variables (app/lecture.css picks one from the .dark class), so no
 * highlighter reaches the browser. Each scikit-learn name imported in the code links to its API page
 * for the documented version. Markup contract: docs/architecture.md ("Code snippets").
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import python from 'shiki/langs/python.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import type { VFile } from 'vfile';
import { copyButton } from './rehype-plugins.ts';

/** Where snippets live: content/snippets/<lecture-slug>/<name>.py and its output <name>.out. */
export const snippetsDir = join(import.meta.dirname, '..', 'snippets');

/** The scikit-learn version the snippets run with and link to (Debian's python3-sklearn). */
export const sklearnVersion = '1.2';

/** scikit-learn's HTML documentation (python-sklearn-doc), to check that every linked API page exists. */
const sklearnDocDir = () => process.env.SKLEARN_DOC_DIR || '/usr/share/doc/python-sklearn-doc/html';

/** The API page of a public scikit-learn name, e.g. "sklearn.linear_model.Ridge". */
export function sklearnApiUrl(qualifiedName: string): string {
  return `https://scikit-learn.org/${sklearnVersion}/modules/generated/${qualifiedName}.html`;
}

/**
 * The scikit-learn names a snippet imports (`from sklearn.linear_model import Ridge, Lasso`, also
 * in parentheses over several lines), each with its qualified name: the module path comes from the
 * import statement, which is also where the API reference documents it.
 */
export function sklearnImports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of code.matchAll(/^from\s+(sklearn(?:\.\w+)*)\s+import\s+(\([^)]*\)|[^\n]+)/gm)) {
    const list = match[2].replace(/[()]/g, '').replace(/#[^\n]*/g, '');
    for (const item of list.split(',')) {
      const [name, alias] = item.trim().split(/\s+as\s+/);
      if (name) names.set(alias ?? name, `${match[1]}.${name}`);
    }
  }
  return names;
}

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter for the whole build: Python only, two themes, no WebAssembly. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({ themes: [githubLight, githubDark], langs: [python], engine: createJavaScriptRegexEngine() });
  return highlighter;
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** Wraps each imported scikit-learn name in the code's tokens in a link to its API page (not in comments or strings). */
function linkSklearnNames(node: Element, names: Map<string, string>) {
  if (names.size === 0) return;
  const pattern = new RegExp(`\\b(${[...names.keys()].join('|')})\\b`, 'g');
  const visit = (element: Element) => {
    element.children = element.children.flatMap((child): ElementContent[] => {
      if (child.type === 'element') {
        visit(child);
        return [child];
      }
      if (child.type !== 'text' || /^\s*(#|['"])/.test(child.value)) return [child];
      const parts: ElementContent[] = [];
      let last = 0;
      for (const match of child.value.matchAll(pattern)) {
        if (match.index > last) parts.push(text(child.value.slice(last, match.index)));
        parts.push({ type: 'element', tagName: 'a', properties: { href: sklearnApiUrl(names.get(match[1])!) }, children: [text(match[1])] });
        last = match.index + match[1].length;
      }
      if (last < child.value.length) parts.push(text(child.value.slice(last)));
      return parts;
    });
  };
  visit(node);
}

/** Reads a snippet and its committed output; throws (failing the build) with what is missing. */
export function readSnippet(lecture: string, name: string, dir = snippetsDir): { code: string; output: string } {
  if (!/^[a-z0-9-]+$/.test(name ?? '')) throw new Error(`<Snippet name="${name}"> must be kebab-case`);
  const base = join(dir, lecture, name);
  if (!existsSync(`${base}.py`)) throw new Error(`<Snippet name="${name}">: content/snippets/${lecture}/${name}.py is missing`);
  if (!existsSync(`${base}.out`)) throw new Error(`<Snippet name="${name}">: content/snippets/${lecture}/${name}.out is missing (run npm run snippets)`);
  return { code: readFileSync(`${base}.py`, 'utf8').trimEnd(), output: readFileSync(`${base}.out`, 'utf8').trimEnd() };
}

/**
 * The data files a snippet opens beside itself (`Path(__file__).parent / "corpus.txt"`, the one way
 * docs/architecture.md allows), each read from the snippet's folder; throws (failing the build) for
 * one that is missing.
 */
export function snippetDataFiles(lecture: string, code: string, dir = snippetsDir): { name: string; text: string }[] {
  return [...new Set([...code.matchAll(/Path\(__file__\)\.parent\s*\/\s*["']([^"'/]+)["']/g)].map((match) => match[1]))].map((name) => {
    const path = join(dir, lecture, name);
    if (!existsSync(path)) throw new Error(`content/snippets/${lecture}/${name} is missing: the snippet opens it beside itself`);
    return { name, text: readFileSync(path, 'utf8') };
  });
}

/**
 * A line under the code offering each data file for download, so a learner who copies the code can
 * run it. The file travels in the page as a data: URL (a few KB), so it needs no route and works
 * offline and without JavaScript.
 */
function dataFilesLine(files: { name: string; text: string }[]): Element {
  const children: ElementContent[] = [text('It reads ')];
  for (const [index, file] of files.entries()) {
    if (index > 0) children.push(text(', '));
    const bytes = Buffer.byteLength(file.text);
    const size = bytes < 1000 ? `${bytes} bytes` : `${(bytes / 1000).toFixed(1)} KB`;
    children.push(
      {
        type: 'element',
        tagName: 'a',
        properties: { href: `data:text/plain;charset=utf-8,${encodeURIComponent(file.text)}`, download: file.name },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: [text(file.name)] }],
      },
      text(` (${size})`),
    );
  }
  children.push(text(files.length === 1 ? ': download it into the same folder as the code.' : ': download them into the same folder as the code.'));
  return { type: 'element', tagName: 'p', properties: { className: ['snippet-files'] }, children };
}

/** The highlighted, linked code block and its output block, as hast, with a download line for any data file it opens. */
export async function renderSnippet(lecture: string, name: string, dir = snippetsDir): Promise<Element> {
  const { code, output } = readSnippet(lecture, name, dir);
  const block = await renderCode(code, output, `<Snippet name="${name}">`, { dataSnippet: `${lecture}/${name}` });
  const files = snippetDataFiles(lecture, code, dir);
  if (files.length > 0) block.children.splice(1, 0, dataFilesLine(files));
  return block;
}

/**
 * A scikit-learn recipe's code and output (content/recipes), rendered as a lecture's snippet is, so
 * /recipes shows the same highlighted, linked block; the build fails on an import with no API page.
 */
export function renderRecipeCode(recipe: { id: string; code: string; output: string }): Promise<Element> {
  return renderCode(recipe.code, recipe.output, `recipe ${recipe.id}`, { dataRecipeCode: recipe.id });
}

/** Highlights `code`, links its scikit-learn imports, and puts `output` under it; `label` names the source in errors. */
async function renderCode(code: string, output: string, label: string, data: Record<string, string>): Promise<Element> {
  const names = sklearnImports(code);
  const docDir = sklearnDocDir();
  // The check needs python-sklearn-doc; without it the links are still built from the imports.
  if (existsSync(docDir)) {
    for (const qualified of names.values()) {
      if (!existsSync(join(docDir, 'modules', 'generated', `${qualified}.html`))) {
        throw new Error(`${label}: ${qualified} has no API page in scikit-learn ${sklearnVersion} (import it from its public module)`);
      }
    }
  }
  const root = (await getHighlighter()).codeToHast(code, {
    lang: 'python',
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    // No colour is the default: app/lecture.css picks --shiki-light or --shiki-dark.
    defaultColor: false,
  });
  const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
  const codeElement = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!pre || !codeElement) throw new Error(`${label}: Shiki returned no <pre><code>`);
  codeElement.properties = { ...codeElement.properties, className: ['language-python'] };
  // Focusable so keyboard users can scroll a long line (axe: scrollable-region-focusable).
  pre.properties = { ...pre.properties, tabIndex: 0 };
  linkSklearnNames(codeElement, names);
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['snippet'], ...data },
    children: [
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['snippet-code'], role: 'group', ariaLabel: 'Python code' },
        children: [pre, { type: 'element', tagName: 'div', properties: { className: ['snippet-actions', 'needs-hydration'] }, children: [copyButton('Copy')] }],
      },
      {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['snippet-output'], dataSnippetOutput: '' },
        children: [
          { type: 'element', tagName: 'figcaption', properties: {}, children: [text('Output')] },
          {
            type: 'element',
            tagName: 'pre',
            properties: { tabIndex: 0 },
            children: [{ type: 'element', tagName: 'samp', properties: {}, children: [text(output)] }],
          },
        ],
      },
    ],
  };
}

/** Whether a node is MDX's `<Snippet .../>` (still MDX JSX when rehype runs). */
function snippetName(node: RootContent): string | undefined | null {
  if ((node.type as string) !== 'mdxJsxFlowElement') return null;
  const element = node as unknown as { name?: string; attributes: { type: string; name?: string; value?: unknown }[] };
  if (element.name !== 'Snippet') return null;
  const value = element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name')?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Replaces every top-level `<Snippet name="x" />` with its rendered block before the outline is
 * collected, so the section's text (what search and the tutor read) holds the code and its output.
 */
export function rehypeSnippets() {
  return async (tree: Root, file: VFile) => {
    const lecture = basename(file.path ?? '').replace(/\.mdx$/, '');
    for (const [index, child] of tree.children.entries()) {
      const name = snippetName(child);
      if (name === null) continue;
      try {
        if (name === undefined) throw new Error('<Snippet> needs a name="..." string');
        tree.children[index] = await renderSnippet(lecture, name);
      } catch (error) {
        file.fail((error as Error).message, child);
      }
    }
  };
}
