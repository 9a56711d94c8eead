/**
 * Reads the scikit-learn documentation's HTML (Debian's python-sklearn-doc installs scikit-learn
 * 1.2.1's under /usr/share/doc/python-sklearn-doc/html) into reference documents, one per Sphinx
 * section: the user guide (modules/*.html), the API reference (modules/generated/*.html: a class or
 * function with its signature, every default and each parameter's description), the examples
 * (auto_examples/) and a few top-level pages (the glossary, by term; common pitfalls; getting started).
 * The build runs it (scripts/build-sklearn-sections.ts); the text goes into build output only, never
 * into the repository. Citations link to the same version on scikit-learn.org, read from the docs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { knowledgeSources } from '../../../shared/knowledge-sources.ts';
import type { ApiEntry, ApiParameter, ReferenceDocument } from './reference-document.ts';

/** Where Debian's python-sklearn-doc puts the HTML. */
export const debianSklearnDocDir = '/usr/share/doc/python-sklearn-doc/html';

export interface SklearnCorpus {
  /** "1.2.1", as the docs say. */
  version: string;
  /** "https://scikit-learn.org/1.2/" */
  baseUrl: string;
  documents: ReferenceDocument[];
}

/** Top-level pages worth answering from; the rest are tables of contents, people and project pages. */
const topLevelPages = ['glossary.html', 'common_pitfalls.html', 'getting_started.html', 'model_persistence.html', 'faq.html', 'dispatching.html'];

/** Sections whose text answers no learner's question. */
const skippedHeadings = /^(references?|examples?|examples using .*|see also|methods)$/i;

/** The documentation's version, from Sphinx's documentation_options.js (or the pages' titles). */
export function sklearnDocVersion(docDir: string): string {
  const options = join(docDir, '_static', 'documentation_options.js');
  const fromOptions = existsSync(options) ? /VERSION:\s*'([^']+)'/.exec(readFileSync(options, 'utf8'))?.[1] : undefined;
  if (fromOptions) return fromOptions;
  const index = join(docDir, 'index.html');
  const fromTitle = existsSync(index) ? /scikit-learn ([0-9][0-9.a-z]*) documentation/.exec(readFileSync(index, 'utf8'))?.[1] : undefined;
  if (!fromTitle) throw new Error(`Cannot tell which scikit-learn version the documentation in ${docDir} is for`);
  return fromTitle;
}

/** The same version's pages on scikit-learn.org: 1.2.1 is published under /1.2/. */
export function sklearnBaseUrl(version: string): string {
  const [major, minor] = version.split('.');
  return `https://scikit-learn.org/${major}.${minor}/`;
}

// ---------------------------------------------------------------------------------------------
// HTML helpers

const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';
const classesOf = (element: Element): string[] => {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (element: Element, name: string) => classesOf(element).includes(name);

function* descendants(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

const find = (node: Root | Element, test: (element: Element) => boolean): Element | undefined => {
  for (const element of descendants(node)) if (test(element)) return element;
  return undefined;
};

/** An element's text as written, without markup. */
function plainText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (!isElement(node)) return '';
  return node.children.map(plainText).join('');
}

/** The math of a `span.math` / `div.math` (`\(x\)`, `\[x\]`) as the chat's `$x$` / `$$x$$`. */
function mathOf(element: Element, display: boolean): string {
  const tex = plainText(element)
    .trim()
    .replace(/^\\\(|\\\)$/g, '')
    .replace(/^\\\[|\\\]$/g, '')
    .trim();
  return display ? `\n\n$$${tex}$$\n\n` : `$${tex}$`;
}

/**
 * A user-guide section's lists of examples and references (`<aside class="topic">` titled
 * "Examples", "References", "See also"): titles and citations, not sentences to quote.
 */
function isBackMatterTopic(element: Element): boolean {
  if (!hasClass(element, 'topic')) return false;
  const title = element.children.find((child): child is Element => isElement(child) && hasClass(child, 'topic-title'));
  return title !== undefined && /^\s*(?:examples|references|see also)\b/i.test(plainText(title));
}

/** Elements whose content is navigation, decoration or noise in an answer. */
function isSkipped(element: Element): boolean {
  if (['script', 'style', 'img', 'svg', 'form', 'button', 'nav'].includes(element.tagName)) return true;
  if (isBackMatterTopic(element)) return true;
  return [
    'headerlink',
    'section-number',
    'versionadded',
    'versionchanged',
    'deprecated',
    'sphx-glr-download',
    'sphx-glr-thumbcontainer',
    'toctree-wrapper',
    'sphx-glr-script-out',
    'sphx-glr-timing',
    'viewcode-link',
    'sphx-glr-signature',
    'sphx-glr-footer',
    'rubric',
    'seealso',
  ].some((name) => hasClass(element, name));
}

/**
 * An element's content as the tutor quotes it: paragraphs separated by blank lines, inline code as
 * `code`, code blocks fenced, list items as "- ", math as `$…$`. Child sections are left out: each
 * is a document of its own.
 */
function textOf(node: Element | Root, skip: (element: Element) => boolean = () => false): string {
  const out: string[] = [];
  const walk = (child: ElementContent | RootContent) => {
    if (child.type === 'text') {
      out.push(child.value.replace(/\s+/g, ' '));
      return;
    }
    if (!isElement(child) || isSkipped(child) || skip(child)) return;
    const tag = child.tagName;
    if (hasClass(child, 'math')) {
      out.push(mathOf(child, tag === 'div'));
      return;
    }
    if (tag === 'pre') {
      const code = plainText(child).replace(/\s+$/, '');
      if (code) out.push(`\n\n\`\`\`python\n${code}\n\`\`\`\n\n`);
      return;
    }
    if (tag === 'code' || (tag === 'span' && hasClass(child, 'pre') && !out.at(-1)?.endsWith('`'))) {
      const code = plainText(child).replace(/\s+/g, ' ').trim();
      if (code) out.push(`\`${code}\``);
      return;
    }
    if (tag === 'br') {
      out.push('\n');
      return;
    }
    const block = ['p', 'div', 'dl', 'dt', 'dd', 'ul', 'ol', 'table', 'tr', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'aside'].includes(tag);
    if (tag === 'li') out.push('\n- ');
    else if (block) out.push('\n\n');
    // A list item's paragraph is the item's text, on the bullet's line, not a paragraph after a bare "-".
    const inline = (grandchild: ElementContent) => tag === 'li' && isElement(grandchild) && grandchild.tagName === 'p';
    for (const grandchild of child.children)
      if (inline(grandchild)) (grandchild as Element).children.forEach(walk);
      else walk(grandchild);
    if (tag === 'td' || tag === 'th') out.push(' ');
    if (block) out.push('\n\n');
  };
  for (const child of node.children) walk(child);
  return tidy(out.join(''));
}

/** Collapses the whitespace that markup leaves: single spaces inside paragraphs, one blank line between them. */
function tidy(text: string): string {
  const blocks: string[] = [];
  // Code blocks keep their own lines.
  for (const [index, part] of text.split(/(\n\n```python\n[\s\S]*?\n```\n\n)/).entries()) {
    if (index % 2 === 1) {
      blocks.push(part.trim());
      continue;
    }
    for (const paragraph of part.split(/\n\s*\n/)) {
      const lines = paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter(Boolean);
      // A list item starts its own line; other line breaks inside a paragraph are spaces.
      const joined = lines.reduce((sum, line) => (sum === '' ? line : line.startsWith('- ') ? `${sum}\n${line}` : `${sum} ${line}`), '');
      // Markup leaves "word ." and "( word": tightened outside formulas, whose spacing is the author's.
      if (joined)
        blocks.push(
          joined
            .split(/(\$\$[\s\S]*?\$\$|\$[^$]*\$)/)
            .map((part, index) => (index % 2 === 1 ? part : part.replace(/ ([.,;:)])/g, '$1').replace(/\( /g, '(')))
            .join(''),
        );
    }
  }
  return blocks.join('\n\n').trim();
}

/** A heading's text without its section number ("2.3.7. DBSCAN" → "DBSCAN") and permalink sign. */
function headingText(heading: Element): string {
  return plainText({
    ...heading,
    children: heading.children.filter((child) => !(isElement(child) && (hasClass(child, 'section-number') || hasClass(child, 'headerlink')))),
  })
    .replace(/¶/g, '')
    .replace(/^\s*[0-9]+(\.[0-9]+)*\.\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// ---------------------------------------------------------------------------------------------
// Pages

interface PageContext {
  /** The page's path from the HTML root: "modules/clustering.html". */
  page: string;
  baseUrl: string;
  /** "User Guide", "Examples", …: the citation's part after the source's label. */
  part?: string;
  /** Every anchor of the indexed sections ("modules/clustering.html#dbscan", a Sphinx label too), to the URL of the document that holds it. */
  anchors: Map<string, string>;
}

/** The ids in a section outside its subsections: its own and the Sphinx labels (`<span id>`) that cross-references point at. */
function ownAnchors(section: Element): string[] {
  const ids = [String(section.properties.id ?? '')];
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (!isElement(child) || child.tagName === 'section') continue;
      if (child.properties.id) ids.push(String(child.properties.id));
      walk(child);
    }
  };
  walk(section);
  return ids.filter(Boolean);
}

const citation = (...parts: (string | undefined)[]) => [knowledgeSources.sklearn.label, ...parts.filter((part): part is string => Boolean(part))].join(' › ');

/** Each `<section>` of a narrative page as a document of its own text, titled by its heading path. */
function sectionDocuments(main: Element, context: PageContext): ReferenceDocument[] {
  const documents: ReferenceDocument[] = [];
  const visit = (section: Element, path: string[]) => {
    const heading = section.children.find((child): child is Element => isElement(child) && headingTags.has(child.tagName));
    const title = heading ? headingText(heading) : '';
    const headings = title ? [...path, title] : path;
    const id = String(section.properties.id ?? '');
    if (title && skippedHeadings.test(title)) return;
    const text = textOf(section, (element) => element === heading || element.tagName === 'section');
    if (title && text.length >= 40) {
      const url = `${context.baseUrl}${context.page}${path.length > 0 && id ? `#${id}` : ''}`;
      for (const anchor of ownAnchors(section)) context.anchors.set(`${context.page}#${anchor}`, url);
      documents.push({
        id: `${context.page}#${id}`,
        source: 'sklearn',
        url,
        title: citation(context.part, ...headings),
        heading: title,
        text,
      });
    }
    for (const child of section.children) if (isElement(child) && child.tagName === 'section') visit(child, headings);
  };
  for (const element of main.children) if (isElement(element) && element.tagName === 'section') visit(element, []);
  return documents;
}

/** A class's or function's signature as the API page shows it: `DBSCAN(eps=0.5, *, min_samples=5, ...)`. */
function signatureOf(signature: Element, name: string): string {
  const parameters: string[] = [];
  for (const parameter of descendants(signature))
    if (parameter.tagName === 'em' && hasClass(parameter, 'sig-param')) parameters.push(plainText(parameter).replace(/\s+/g, ''));
  return `${name}(${parameters.join(', ')})`;
}

/** A field list's entries ("Parameters", "Attributes"), by the field's name. */
function fieldLists(description: Element): Map<string, ApiParameter[]> {
  const fields = new Map<string, ApiParameter[]>();
  for (const list of description.children) {
    if (!isElement(list) || list.tagName !== 'dl' || !hasClass(list, 'field-list')) continue;
    let field = '';
    for (const item of list.children) {
      if (!isElement(item)) continue;
      if (item.tagName === 'dt') field = plainText(item).replace(/:$/, '').trim();
      if (item.tagName !== 'dd') continue;
      const entries: ApiParameter[] = [];
      const inner = find(item, (element) => element.tagName === 'dl');
      let current: ApiParameter | undefined;
      for (const entry of inner?.children ?? []) {
        if (!isElement(entry)) continue;
        if (entry.tagName === 'dt') {
          const name = plainText(find(entry, (element) => element.tagName === 'strong') ?? entry).trim();
          const type = plainText(find(entry, (element) => hasClass(element, 'classifier')) ?? { type: 'text', value: '' })
            .replace(/[‘’]/g, "'")
            .replace(/[“”]/g, '"')
            .trim();
          current = { name, type, description: '' };
          entries.push(current);
        } else if (entry.tagName === 'dd' && current) current.description = textOf(entry);
      }
      fields.set(field, entries);
    }
  }
  return fields;
}

/** An API page: its class or function, with the signature, the summary, every parameter, and the usage example. */
function apiDocuments(main: Element, context: PageContext): ReferenceDocument[] {
  const definition = find(
    main,
    (element) => element.tagName === 'dl' && (hasClass(element, 'class') || hasClass(element, 'function')) && hasClass(element, 'py'),
  );
  if (!definition) return sectionDocuments(main, { ...context, part: 'API Reference' });
  const signature = definition.children.find((child): child is Element => isElement(child) && child.tagName === 'dt');
  const description = definition.children.find((child): child is Element => isElement(child) && child.tagName === 'dd');
  if (!signature || !description) return [];
  const qualifiedName = String(signature.properties.id ?? '');
  const name = qualifiedName.split('.').at(-1) ?? qualifiedName;
  const fields = fieldLists(description);
  const parameters = fields.get('Parameters') ?? [];
  // "Read more in the User Guide": the section that introduces the class, resolved once every page is read.
  const guideLink = description.children
    .filter(isElement)
    .filter((child) => child.tagName === 'p')
    .flatMap((paragraph) => [...descendants(paragraph)])
    .find((element) => element.tagName === 'a' && /^user guide$/i.test(plainText(element).trim()));
  const href = guideLink ? String(guideLink.properties.href ?? '') : '';
  const api: ApiEntry = {
    name,
    qualifiedName,
    kind: hasClass(definition, 'class') ? 'class' : 'function',
    signature: signatureOf(signature, name),
    parameters,
    ...(href && !/^[a-z]+:/.test(href) ? { guide: posix.join(posix.dirname(context.page), href) } : {}),
  };

  // The summary: the paragraphs before the field lists; the usage example: the doctest after "Examples".
  const summary: string[] = [];
  let example = '';
  let rubric = '';
  for (const child of description.children) {
    if (!isElement(child)) continue;
    if (hasClass(child, 'rubric')) rubric = plainText(child).trim();
    else if (child.tagName === 'dl') {
      if (hasClass(child, 'field-list') || hasClass(child, 'py')) continue;
    } else if (rubric === '' && !hasClass(child, 'field-list')) summary.push(textOf({ type: 'root', children: [child] }));
    else if (rubric === 'Examples' && !example) example = textOf({ type: 'root', children: [child] });
  }
  const lines = [
    summary
      .filter(Boolean)
      .join('\n\n')
      .replace(/Read more in the `?User Guide`?\.?/g, '')
      .trim(),
    parameters.length > 0
      ? `Parameters:\n${parameters.map((parameter) => `- \`${parameter.name}\` (${parameter.type}): ${parameter.description.replace(/\n+/g, ' ')}`).join('\n')}`
      : '',
    example,
  ];
  return [
    {
      id: `${context.page}#${qualifiedName}`,
      source: 'sklearn',
      url: `${context.baseUrl}${context.page}`,
      title: citation('API Reference', qualifiedName),
      heading: name,
      text: lines.filter(Boolean).join('\n\n'),
      api,
    },
  ];
}

/** The glossary: one document per term, since a term ("random_state") is a question's whole topic. */
function glossaryDocuments(main: Element, context: PageContext): ReferenceDocument[] {
  const documents: ReferenceDocument[] = [];
  for (const list of descendants(main)) {
    if (list.tagName !== 'dl' || !hasClass(list, 'glossary')) continue;
    let terms: Element[] = [];
    for (const item of list.children) {
      if (!isElement(item)) continue;
      if (item.tagName === 'dt') terms.push(item);
      if (item.tagName !== 'dd') continue;
      const text = textOf(item);
      for (const term of terms) {
        const heading = plainText(term).replace(/¶/g, '').trim();
        const id = String(term.properties.id ?? '');
        if (heading && text)
          documents.push({
            id: `${context.page}#${id}`,
            source: 'sklearn',
            url: `${context.baseUrl}${context.page}#${id}`,
            title: citation('Glossary', heading),
            heading,
            text,
          });
      }
      terms = [];
    }
  }
  return documents;
}

function parsePage(file: string): Element | undefined {
  const tree = fromHtml(readFileSync(file, 'utf8'));
  return find(tree, (element) => element.properties.role === 'main');
}

const htmlFilesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];

/** The documentation's pages as reference documents (see the module comment). */
export function readSklearnDocs(docDir: string): SklearnCorpus {
  if (!existsSync(join(docDir, 'modules'))) throw new Error(`No scikit-learn documentation in ${docDir} (expected its modules/ folder)`);
  const version = sklearnDocVersion(docDir);
  const baseUrl = sklearnBaseUrl(version);
  const documents: ReferenceDocument[] = [];
  const anchors = new Map<string, string>();
  const pageOf = (file: string) => relative(docDir, file).split('\\').join('/');

  for (const file of htmlFilesIn(join(docDir, 'modules'))) {
    const path = join(docDir, 'modules', file);
    const main = parsePage(path);
    if (!main) continue;
    const page = pageOf(path);
    if (file.startsWith('generated/')) documents.push(...apiDocuments(main, { page, baseUrl, anchors }));
    else documents.push(...sectionDocuments(main, { page, baseUrl, part: 'User Guide', anchors }));
  }
  for (const file of htmlFilesIn(join(docDir, 'auto_examples'))) {
    const path = join(docDir, 'auto_examples', file);
    if (file.endsWith('index.html')) continue;
    const main = parsePage(path);
    if (main) documents.push(...sectionDocuments(main, { page: pageOf(path), baseUrl, part: 'Examples', anchors }));
  }
  for (const file of topLevelPages) {
    const path = join(docDir, file);
    if (!existsSync(path)) continue;
    const main = parsePage(path);
    if (!main) continue;
    if (file === 'glossary.html') documents.push(...glossaryDocuments(main, { page: file, baseUrl, anchors }));
    else documents.push(...sectionDocuments(main, { page: file, baseUrl, anchors }));
  }
  // An API page's user-guide link, read as a page and anchor, becomes the URL of the section that holds the anchor (or none).
  for (const document of documents) {
    if (!document.api?.guide) continue;
    const guide = anchors.get(document.api.guide);
    if (guide) document.api.guide = guide;
    else delete document.api.guide;
  }
  return { version, baseUrl, documents };
}
