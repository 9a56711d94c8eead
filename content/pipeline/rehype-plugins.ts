/**
 * rehype plugins of the lecture build: equation blocks, heading links, and the outline (table of
 * contents and per-section text and formulas, which the tutor and the search index are built from).
 */
import type { Root, Element, ElementContent, RootContent, Text } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { authoredAnswersHeading } from '../../shared/section-index.ts';
import { markPlainMath, readableText } from '../../shared/section-text.ts';
import type { TocEntry } from '../table-of-contents.ts';
import { plainMath } from './plain-math.ts';

/** A lecture section (a ## or ### heading and what follows it up to the next one). */
export interface LectureSection {
  /** Headings from the ## down to this one, e.g. ["Spectral clustering", "Laplacian matrix"]. */
  headingPath: string[];
  /** The anchor of the section's own heading ("" for the text before the first heading). */
  anchor: string;
  /** The section's prose as plain text, formulas left out. */
  text: string;
  /** The same prose with its formulas kept as `$...$` (inline) and `$$...$$` (display), as the tutor quotes it. */
  prose: string;
  /** A question-bank entry's "also asked as" phrasings (`<AlsoAsked>`), which the page does not show. */
  alsoAsked?: string[];
  /** The internal links of the section's text, in order, as written (`#pruning`, `/trees#pruning`). */
  links: string[];
  /** The figures placed in the section (`<Figure>`, `<LiveFigure>`): their names and captions. */
  figures: { name: string; caption: string }[];
  /** The LaTeX source of every formula in the section, in order. */
  formulas: string[];
}

/** What rehypeCollectOutline gathers. */
export interface LectureOutline {
  toc: TocEntry[];
  sections: LectureSection[];
}

function hasClass(node: { properties?: Record<string, unknown> }, name: string): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes(name);
}

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as Element).type === 'element';
}

/** The TeX source that KaTeX keeps in the MathML <annotation> of a rendered formula. */
function texOf(node: Element): string {
  let tex = '';
  visit(node, 'element', (child: Element) => {
    if (child.tagName === 'annotation') {
      tex = child.children.map((text) => (text.type === 'text' ? text.value : '')).join('');
      return false;
    }
  });
  return tex.trim();
}

/**
 * The copy button of equations ("Copy LaTeX") and code snippets ("Copy"): one class and one
 * behaviour (app/features/lectures/lecture-body.tsx copies what its block holds and says "Copied"
 * for two seconds, then `data-copy`, its label, again). Hidden without JavaScript by the
 * needs-hydration actions box it sits in.
 */
export function copyButton(label: string, extraClasses: string[] = []): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['copy-button', ...extraClasses], dataCopy: label },
    children: [{ type: 'text', value: label }],
  };
}

/** The toggle's icon: three dots, drawn (not a font glyph) so it looks the same everywhere. */
const moreIcon: Element = {
  type: 'element',
  tagName: 'svg',
  properties: { viewBox: '0 0 16 16', width: 16, height: 16, ariaHidden: 'true', focusable: 'false', fill: 'currentColor' },
  children: [3, 8, 13].map((cx): Element => ({ type: 'element', tagName: 'circle', properties: { cx: String(cx), cy: '8', r: '1.5' }, children: [] })),
};

/**
 * Wraps every display equation in a block that scrolls sideways on narrow screens (instead of
 * widening the page) and carries its LaTeX source for the copy and ask-the-tutor actions. The
 * actions sit behind one small toggle at the equation's top right, shown on hover, on focus and
 * when the equation is tapped (app/lecture.css), so they take no line of their own; the toggle
 * opens and closes them by delegation in app/features/lectures/lecture-body.tsx (static HTML, no
 * component per equation: a lecture has up to 60).
 */
export function rehypeEquationBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!hasClass(node, 'katex-display') || !parent || index === undefined) return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['equation'], dataLatex: texOf(node) },
        children: [
          {
            type: 'element',
            tagName: 'div',
            // Focusable so keyboard users can scroll a wide equation (axe: scrollable-region-focusable).
            properties: { className: ['equation-scroll'], tabIndex: 0, role: 'group', ariaLabel: 'Equation' },
            children: [node],
          },
          {
            type: 'element',
            tagName: 'div',
            // Not shown without JavaScript (.js on <html>), and invisible until the page has hydrated
            // (.needs-hydration in app/app.css): the buttons do nothing before.
            properties: { className: ['equation-actions', 'needs-hydration'] },
            children: [
              {
                type: 'element',
                tagName: 'button',
                properties: { type: 'button', className: ['equation-actions-toggle'], ariaExpanded: 'false', ariaLabel: 'Equation actions' },
                children: [moreIcon],
              },
              {
                type: 'element',
                tagName: 'div',
                properties: { className: ['equation-menu'] },
                children: [
                  {
                    type: 'element',
                    tagName: 'button',
                    // Named apart from the tutor's launcher ("Ask the tutor"), its visible text first.
                    properties: { type: 'button', className: ['equation-ask'], dataAskTutor: '', ariaLabel: 'Ask the tutor about this equation' },
                    children: [{ type: 'text', value: 'Ask the tutor' }],
                  },
                  copyButton('Copy LaTeX', ['equation-copy']),
                ],
              },
            ],
          },
        ],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
    // rehype-katex leaves display math inside the <pre> that remark-math emitted; unwrap it so the
    // equation is ordinary flow content.
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const onlyChild = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
      if (onlyChild.length === 1 && isElement(onlyChild[0]) && hasClass(onlyChild[0], 'equation')) {
        parent.children[index] = onlyChild[0];
      }
    });
  };
}

/** Makes every ## and ### heading a link to itself, so a section can be shared and cited. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties?.id === 'string') {
        node.children = [
          { type: 'element', tagName: 'a', properties: { className: ['heading-link'], href: `#${node.properties.id}` }, children: node.children },
        ];
      }
    });
  };
}

/** How collectText writes a formula: left out, a plain form of a small inline one, or its `$tex$`. */
type MathAs = 'omitted' | 'plain' | 'tex';

/**
 * Text of a node (its formulas' LaTeX also goes to `formulas`), without buttons (Copy LaTeX, Ask
 * the tutor: interface, not prose). Math is written as `mathAs` says: 'plain' gives every formula,
 * inline or displayed, its plain reading ("x_i", "σ²", "ŵ = (Xᵀ X)⁻¹ Xᵀ y."), marked so that the
 * indexes skip it (shared/section-text.ts), so a snippet reads "Since ∇ J(w*) = 0 and" rather than
 * "Since and" (content/lectures.test.ts checks that every formula has one); 'tex' keeps every
 * formula as `$tex$`/`$$tex$$`.
 */
function collectText(node: RootContent | ElementContent | Root, formulas: string[], mathAs: MathAs = 'plain'): string {
  if (node.type === 'text') return (node as Text).value;
  if (isElement(node) && node.tagName === 'button') return ' ';
  if (isElement(node) && (hasClass(node, 'katex') || hasClass(node, 'katex-display'))) {
    const tex = texOf(node);
    if (tex) formulas.push(tex);
    const display = hasClass(node, 'katex-display');
    if (!tex || mathAs === 'omitted') return ' ';
    if (mathAs === 'tex') return display ? ` $$${tex}$$ ` : `$${tex}$`;
    const plain = plainMath(tex);
    if (plain === null) return ' ';
    return display ? ` ${markPlainMath(plain)} ` : markPlainMath(plain);
  }
  if ('children' in node && Array.isArray(node.children)) {
    const blockLike = isElement(node) && /^(p|li|h[1-6]|div|td|th|tr|figcaption|summary|pre|blockquote)$/.test(node.tagName);
    const inner = (node.children as RootContent[]).map((child) => collectText(child, formulas, mathAs)).join('');
    return blockLike ? ` ${inner} ` : inner;
  }
  return '';
}

/** Whether a node is a <Practice> question (still MDX JSX when rehype runs). */
function isJsxElement(node: RootContent, name: string): boolean {
  return (node.type as string) === 'mdxJsxFlowElement' && (node as unknown as { name?: string }).name === name;
}

function isPractice(node: RootContent): boolean {
  return isJsxElement(node, 'Practice');
}

/** The phrasings of an `<AlsoAsked>` block: the text of each list item. */
function alsoAskedPhrasings(node: RootContent): string[] {
  const phrasings: string[] = [];
  visit(node as Element, 'element', (item: Element) => {
    if (item.tagName !== 'li') return;
    const text = collectText(item, [], 'tex').replace(/\s+/g, ' ').trim();
    if (text) phrasings.push(text);
    return SKIP;
  });
  return phrasings;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A table as Markdown (GFM), its cells' math as `$tex$`, so a quoted table stays a table. */
function markdownTable(table: Element): string {
  const rows: string[][] = [];
  visit(table, 'element', (row: Element) => {
    if (row.tagName !== 'tr') return;
    rows.push(row.children.filter(isElement).map((cell) => oneLine(collectText(cell, [], 'tex')).replace(/\|/g, '\\|')));
    return SKIP;
  });
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]), line(Array.from({ length: width }, () => '---')), ...rows.slice(1).map(line)].join('\n');
}

/**
 * A top-level block of a section as the Markdown blocks the tutor may quote whole: a paragraph
 * (its math as `$tex$`), a display equation (`$$tex$$`), a list, a table, a code block. Blocks
 * are separated by a blank line in `prose`, so the tutor quotes whole paragraphs, never a sentence
 * cut from its context.
 */
function proseBlocks(node: RootContent): string[] {
  if (node.type === 'text') return oneLine((node as Text).value) ? [oneLine((node as Text).value)] : [];
  if ((node.type as string) === 'mdxJsxFlowElement') {
    // An aside (<Note>) or another container: its own blocks; a figure has no text to quote.
    return ((node as unknown as { children?: RootContent[] }).children ?? []).flatMap(proseBlocks);
  }
  if (!isElement(node)) return [];
  if (node.tagName === 'table') {
    const table = markdownTable(node);
    return table ? [table] : [];
  }
  if (node.tagName === 'pre') {
    const code = toText(node).replace(/\n+$/, '');
    return code.trim() ? [`\`\`\`\n${code}\n\`\`\``] : [];
  }
  if (node.tagName === 'ul' || node.tagName === 'ol') {
    const items = node.children.filter((child): child is Element => isElement(child) && child.tagName === 'li');
    const lines = items.map((item, i) => `${node.tagName === 'ol' ? `${i + 1}.` : '-'} ${oneLine(collectText(item, [], 'tex'))}`);
    return lines.length > 0 ? [lines.join('\n')] : [];
  }
  if (hasClass(node, 'equation') || hasClass(node, 'katex-display')) {
    const text = oneLine(collectText(node, [], 'tex'));
    return text ? [text] : [];
  }
  if (
    /^(div|section|aside|details|blockquote|figure)$/.test(node.tagName) &&
    node.children.some((child) => isElement(child) && /^(p|ul|ol|table|pre|div)$/.test(child.tagName))
  ) {
    return (node.children as RootContent[]).flatMap(proseBlocks);
  }
  const text = oneLine(collectText(node, [], 'tex'));
  return text ? [text] : [];
}

/** The raw text of a node, whitespace kept (code). */
function toText(node: RootContent | ElementContent): string {
  if (node.type === 'text') return (node as Text).value;
  if ('children' in node && Array.isArray(node.children)) return (node.children as ElementContent[]).map(toText).join('');
  return '';
}

/** The internal links (`#anchor`, `/lecture#anchor`) of a block, in order. */
function internalLinks(node: RootContent): string[] {
  const links: string[] = [];
  visit(node as Element, 'element', (element: Element) => {
    const href = element.tagName === 'a' ? element.properties?.href : undefined;
    if (typeof href === 'string' && /^\/?[a-z0-9-]*#[a-z0-9-]+$/.test(href)) links.push(href);
  });
  return links;
}

/** Attributes of an MDX element, by name (string values only). */
function jsxAttributes(node: RootContent): Record<string, string> {
  const attributes = (node as unknown as { attributes?: { type: string; name: string; value: unknown }[] }).attributes ?? [];
  return Object.fromEntries(
    attributes.filter((attribute) => typeof attribute.value === 'string').map((attribute) => [attribute.name, attribute.value as string]),
  );
}

/** The figures (`<Figure>`, `<LiveFigure>`) of a block, with their captions. */
function figuresIn(node: RootContent): { name: string; caption: string }[] {
  if (isJsxElement(node, 'Figure') || isJsxElement(node, 'LiveFigure')) {
    const { name, caption } = jsxAttributes(node);
    return name ? [{ name: isJsxElement(node, 'LiveFigure') ? `live-${name}` : name, caption: caption ?? '' }] : [];
  }
  const children = (node as unknown as { children?: RootContent[] }).children ?? [];
  return children.flatMap(figuresIn);
}

/** Collects the table of contents and the per-section text and formulas of a lecture. */
export function rehypeCollectOutline(options: { outline: LectureOutline }) {
  return (tree: Root) => {
    const { outline } = options;
    let path: string[] = [];
    let current: LectureSection = { headingPath: [], anchor: '', text: '', prose: '', formulas: [], links: [], figures: [] };
    const finish = () => {
      current.text = current.text.replace(/\s+/g, ' ').trim();
      current.prose = current.prose.trim();
      if (current.text || current.formulas.length > 0) outline.sections.push(current);
    };
    for (const child of tree.children) {
      if (isElement(child) && (child.tagName === 'h2' || child.tagName === 'h3') && typeof child.properties?.id === 'string') {
        finish();
        const text = readableText(collectText(child, [])).replace(/\s+/g, ' ').trim();
        const depth = child.tagName === 'h2' ? 2 : 3;
        path = depth === 2 ? [text] : [path[0] ?? '', text].filter(Boolean);
        outline.toc.push({ depth, id: child.properties.id, text });
        current = { headingPath: [...path], anchor: child.properties.id, text: '', prose: '', formulas: [], links: [], figures: [] };
      } else if (isJsxElement(child, 'AlsoAsked')) {
        // Learners' other wordings of a question-bank entry: matched by the tutor, not page text.
        current.alsoAsked = [...(current.alsoAsked ?? []), ...alsoAskedPhrasings(child)];
      } else if (isPractice(child)) {
        // A practice question is not the lecture's word: its wrong options are false on purpose,
        // so neither search nor the tutor may quote it.
        continue;
      } else {
        current.text += collectText(child as RootContent, current.formulas);
        current.links.push(...internalLinks(child as RootContent));
        current.figures.push(...figuresIn(child as RootContent));
        const blocks = proseBlocks(child as RootContent);
        if (blocks.length > 0) current.prose += `${current.prose ? '\n\n' : ''}${blocks.join('\n\n')}`;
      }
    }
    finish();
  };
}

/**
 * Makes tables work on phones and for assistive technology: each table sits in a focusable block
 * that scrolls sideways (axe: scrollable-region-focusable), and an empty corner header cell
 * becomes an ordinary cell. A header cell with only math fails the build: KaTeX's visible
 * rendering is hidden from assistive technology, so the column would have no readable header
 * (write "point $\mathbf{x}_i$", not "$\mathbf{x}_i$").
 */
export function rehypeAccessibleTables() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName !== 'th') return;
        const formulas: string[] = [];
        // Words, not a plain form of the math: the check is that the header says something in words.
        const text = collectText(cell, formulas, 'omitted').trim();
        if (!text && formulas.length === 0) cell.tagName = 'td';
        else if (!text)
          file.fail(`a table header cell needs words, not only math ($${formulas[0]}$): screen readers get no header from KaTeX's rendering`, cell);
      });
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'group', ariaLabel: 'Table' },
        children: [node],
      };
      return SKIP;
    });
  };
}

/**
 * Folds the question bank (the `###` entries under a lecture's "Questions learners ask") into one
 * native `<details>` per question, its `<summary>` holding the question's `h3` (id kept, so
 * `/trees#how-do-i-…` still lands on it) and the answer after it. A learner scans ~30 questions
 * and opens one; without JavaScript the disclosure works natively. The heading's self-link is
 * unwrapped: inside a `<summary>` a click on a link follows the link instead of opening the answer.
 * Runs after rehypeCollectOutline, so the tutor's sections (the answers it quotes) are unchanged.
 */
export function rehypeQuestionBank() {
  return (tree: Root) => {
    const children: Root['children'] = [];
    let inBank = false;
    let answer: Element | null = null;
    for (const child of tree.children) {
      if (isElement(child) && child.tagName === 'h2') {
        inBank = readableText(collectText(child, [])).replace(/\s+/g, ' ').trim() === authoredAnswersHeading;
        answer = null;
      } else if (inBank && isElement(child) && child.tagName === 'h3') {
        const heading: Element = {
          ...child,
          children: child.children.flatMap((part) => (isElement(part) && hasClass(part, 'heading-link') ? part.children : [part])),
        };
        answer = { type: 'element', tagName: 'div', properties: { className: ['question-answer'] }, children: [] };
        children.push({
          type: 'element',
          tagName: 'details',
          properties: { className: ['question-entry'] },
          children: [{ type: 'element', tagName: 'summary', properties: { className: ['question-summary'] }, children: [heading] }, answer],
        });
        continue;
      }
      if (answer) answer.children.push(child as ElementContent);
      else children.push(child);
    }
    tree.children = children;
  };
}
