/**
 * The tutor's answers, rendered from the markdown subset a tutor writes: paragraphs, headings,
 * emphasis, code, lists, quotes, links and KaTeX math. Answers are untrusted model output, so the
 * parser is safe by construction: it builds a small AST of text nodes and React escapes every
 * string; the only raw HTML is KaTeX's own output, and links pass an allow-list. Parsing is
 * linear-ish and cheap enough to re-run on every streamed token.
 */
import katex from 'katex';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { katexMacros } from '../../../content/macros';

/** Where a link leads: a page of this site, an anchor on the current page, or another site. */
export type ChatLinkKind = 'internal' | 'anchor' | 'external';

/** A link destination that passed the allow-list. */
export interface ChatLinkTarget {
  href: string;
  kind: ChatLinkKind;
}

/** Inline content of a paragraph, heading or list item. */
export type ChatInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: ChatInline[] }
  | { type: 'emphasis'; children: ChatInline[] }
  | { type: 'code'; code: string }
  /** `display` is true for `$$…$$` / `\[…\]` written inside a paragraph. */
  | { type: 'math'; latex: string; display: boolean }
  | { type: 'link'; href: string; kind: ChatLinkKind; children: ChatInline[] };

/** One item of a list; its first paragraph renders without a `<p>` (lists are tight). */
export interface ChatListItem {
  children: ChatBlock[];
}

/** Block content of an answer. */
export type ChatBlock =
  | { type: 'paragraph'; children: ChatInline[] }
  /** `#` to `######`; rendered as a bold paragraph, never as a document heading. */
  | { type: 'heading'; level: number; children: ChatInline[] }
  | { type: 'code'; code: string; language: string | null }
  | { type: 'math'; latex: string }
  | { type: 'list'; ordered: boolean; start: number; items: ChatListItem[] }
  | { type: 'blockquote'; children: ChatBlock[] }
  | { type: 'rule' };

/** Options of {@link parseChatMarkdown}. */
export interface ChatMarkdownOptions {
  /** The text is still arriving: unfinished math at its end is shown verbatim, not parsed. */
  streaming?: boolean;
}

/** LaTeX longer than this is shown as code: KaTeX's cost grows with it and answers never need it. */
export const MAX_LATEX_LENGTH = 2000;
/** Lists and quotes nest at most this deep; deeper markers stay text (bounds the recursion). */
const MAX_CONTAINER_DEPTH = 4;
/** Emphasis nests at most this deep (bounds backtracking on unclosed `*` runs). */
const MAX_EMPHASIS_DEPTH = 4;
/** A link destination longer than this is not a link (bounds the scan on unclosed `](`). */
const MAX_LINK_DESTINATION_LENGTH = 2048;

/* ----------------------------------------------------------------------------------------------
 * Links
 * -------------------------------------------------------------------------------------------- */

/** Zero-width and bidi characters: invisible, so they can hide a scheme from a reader. */
const INVISIBLE_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;

/**
 * The destination if a link may point there: site paths (`/clustering#k-means`), anchors (`#x`)
 * and http(s) URLs; `null` for everything else (`javascript:`, `data:`, `//host`, …).
 */
export function sanitizeLinkHref(destination: string): ChatLinkTarget | null {
  const href = destination.trim();
  if (href === '' || href.length > MAX_LINK_DESTINATION_LENGTH) return null;
  // Browsers delete tabs and newlines inside URLs and read `\` as `/`, which is how
  // `java\tscript:` and `/\evil.example` get past prefix checks: refuse such characters outright.
  for (let index = 0; index < href.length; index++) {
    const code = href.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x5c) return null;
  }
  if (/\s/.test(href) || INVISIBLE_CHARACTERS.test(href)) return null;
  if (href.startsWith('#')) return { href, kind: 'anchor' };
  if (href.startsWith('/')) return href.startsWith('//') ? null : { href, kind: 'internal' };
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, kind: 'external' };
  } catch {
    return null;
  }
}

/* ----------------------------------------------------------------------------------------------
 * Blocks
 * -------------------------------------------------------------------------------------------- */

interface BlockContext {
  streaming: boolean;
  depth: number;
  /** These lines end the whole answer (so unfinished math in them may still be arriving). */
  tail: boolean;
}

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const HEADING = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const LIST_MARKER = /^( *)([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const BLOCKQUOTE = /^ {0,3}> ?/;

/** Parses an answer into blocks; pure, so the panel may memoise it per message. */
export function parseChatMarkdown(markdown: string, options: ChatMarkdownOptions = {}): ChatBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n').map(expandLeadingTabs);
  return parseBlocks(lines, { streaming: options.streaming ?? false, depth: 0, tail: true });
}

/** Tabs in the indentation count as four columns, so list nesting reads the same with either. */
function expandLeadingTabs(line: string): string {
  if (!/^ {0,3}\t/.test(line)) return line;
  let index = 0;
  let columns = 0;
  while (line[index] === ' ' || line[index] === '\t') {
    columns = line[index] === '\t' ? columns + 4 - (columns % 4) : columns + 1;
    index++;
  }
  return ' '.repeat(columns) + line.slice(index);
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function leadingSpaces(line: string): number {
  let count = 0;
  while (line[count] === ' ') count++;
  return count;
}

function lastContentLine(lines: string[]): number {
  let index = lines.length - 1;
  while (index >= 0 && isBlank(lines[index])) index--;
  return index;
}

function parseBlocks(lines: string[], context: BlockContext): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  const lastLine = lastContentLine(lines);
  const allowContainers = context.depth < MAX_CONTAINER_DEPTH;
  // A failed search for a display-math closer from line i fails from every later line up to
  // where it stopped; remembering that keeps a run of unclosed `\[` lines linear.
  const displayMathMisses = new Map<string, number>();
  let paragraph: string[] = [];
  let paragraphEnd = -1;

  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const pendingMath = context.streaming && context.tail && paragraphEnd >= lastLine;
    blocks.push({ type: 'paragraph', children: parseInlines(paragraph.join('\n'), { pendingMath, allowLinks: true }) });
    paragraph = [];
  };
  const childContext = (endLine: number): BlockContext => ({
    streaming: context.streaming,
    depth: context.depth + 1,
    tail: context.tail && endLine >= lastLine,
  });

  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (isBlank(line)) {
      flushParagraph();
      index++;
      continue;
    }

    const fence = FENCE_OPEN.exec(line);
    if (fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
      flushParagraph();
      const fenceText = fence[2];
      const indent = fence[1].length;
      const code: string[] = [];
      index++;
      // An unclosed fence runs to the end (CommonMark): while streaming that is the code so far.
      while (index < lines.length) {
        const close = FENCE_CLOSE.exec(lines[index]);
        if (close && close[1][0] === fenceText[0] && close[1].length >= fenceText.length) {
          index++;
          break;
        }
        code.push(stripIndent(lines[index], indent));
        index++;
      }
      const language = fence[3].trim().split(/\s/)[0] ?? '';
      blocks.push({ type: 'code', code: code.join('\n'), language: language === '' ? null : language });
      continue;
    }

    const displayMath = matchDisplayMathBlock(lines, index, displayMathMisses);
    if (displayMath) {
      flushParagraph();
      blocks.push({ type: 'math', latex: displayMath.latex.trim() });
      index = displayMath.next;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      blocks.push({
        type: 'heading',
        level: heading[1].length,
        children: parseInlines(headingText(line.slice(heading[0].length)), { pendingMath: false, allowLinks: true }),
      });
      index++;
      continue;
    }

    if (THEMATIC_BREAK.test(line)) {
      flushParagraph();
      blocks.push({ type: 'rule' });
      index++;
      continue;
    }

    if (allowContainers && BLOCKQUOTE.test(line)) {
      flushParagraph();
      const quoted: string[] = [];
      while (index < lines.length && BLOCKQUOTE.test(lines[index])) {
        quoted.push(lines[index].replace(BLOCKQUOTE, ''));
        index++;
      }
      blocks.push({ type: 'blockquote', children: parseBlocks(quoted, childContext(index - 1)) });
      continue;
    }

    if (allowContainers && LIST_MARKER.test(line)) {
      flushParagraph();
      const list = parseList(lines, index, childContext);
      blocks.push(list.block);
      index = list.next;
      continue;
    }

    paragraph.push(line.trim());
    paragraphEnd = index;
    index++;
  }
  flushParagraph();
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  return line.slice(Math.min(indent, leadingSpaces(line)));
}

/** `## Title ##` → `Title`: the closing hashes are decoration. */
function headingText(rest: string): string {
  const text = rest.trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === text.length) return text;
  if (end === 0) return '';
  return text[end - 1] === ' ' || text[end - 1] === '\t' ? text.slice(0, end).trimEnd() : text;
}

/**
 * A display equation occupying whole lines: `$$ … $$` or `\[ … \]`, possibly over several lines
 * but not across a blank one. Text after the closer on its line makes it paragraph math instead.
 */
function matchDisplayMathBlock(lines: string[], start: number, misses: Map<string, number>): { latex: string; next: number } | null {
  const first = lines[start].trim();
  const closer = first.startsWith('$$') ? '$$' : first.startsWith('\\[') ? '\\]' : null;
  if (closer === null) return null;
  const missUntil = misses.get(closer);
  if (missUntil !== undefined && start < missUntil) return null;

  const opening = first.slice(2);
  const sameLine = opening.indexOf(closer);
  if (sameLine >= 0) {
    const latex = opening.slice(0, sameLine);
    return isBlank(opening.slice(sameLine + 2)) && !isBlank(latex) ? { latex, next: start + 1 } : null;
  }
  const body = [opening];
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index];
    if (isBlank(line)) {
      misses.set(closer, index);
      return null;
    }
    const at = line.indexOf(closer);
    if (at >= 0) {
      body.push(line.slice(0, at));
      const latex = body.join('\n');
      return isBlank(line.slice(at + 2)) && !isBlank(latex) ? { latex, next: index + 1 } : null;
    }
    body.push(line);
  }
  misses.set(closer, lines.length);
  return null;
}

function isOrderedMarker(marker: string): boolean {
  return marker[0] >= '0' && marker[0] <= '9';
}

function startsBlock(line: string): boolean {
  return FENCE_OPEN.test(line) || HEADING.test(line) || THEMATIC_BREAK.test(line) || BLOCKQUOTE.test(line) || LIST_MARKER.test(line);
}

/**
 * A list from `start`: sibling markers at the list's indent start items; lines indented at least
 * two columns deeper belong to the current item (so a nested list is parsed by the recursion);
 * unindented text right after an item's text continues it, as chat models often wrap that way.
 */
function parseList(lines: string[], start: number, childContext: (endLine: number) => BlockContext): { block: ChatBlock; next: number } {
  const first = LIST_MARKER.exec(lines[start]);
  if (!first) throw new Error('parseList called on a line without a list marker');
  const baseIndent = first[1].length;
  const ordered = isOrderedMarker(first[2]);
  const start_ = ordered ? Number.parseInt(first[2], 10) : 1;
  const itemLines: string[][] = [];
  let current: string[] = [];
  let contentIndent = 0;
  let previousBlank = false;
  let index = start;

  while (index < lines.length) {
    const line = lines[index];
    if (isBlank(line)) {
      let next = index + 1;
      while (next < lines.length && isBlank(lines[next])) next++;
      if (next >= lines.length) break;
      const nextMarker = LIST_MARKER.exec(lines[next]);
      const continues =
        (nextMarker !== null && nextMarker[1].length <= baseIndent + 1 && isOrderedMarker(nextMarker[2]) === ordered) ||
        leadingSpaces(lines[next]) >= baseIndent + 2;
      if (!continues) break;
      current.push('');
      previousBlank = true;
      index++;
      continue;
    }
    const marker = LIST_MARKER.exec(line);
    const indent = leadingSpaces(line);
    if (marker && indent <= baseIndent + 1) {
      if (isOrderedMarker(marker[2]) !== ordered) break;
      current = [line.slice(marker[0].length)];
      itemLines.push(current);
      contentIndent = marker[3] === '' ? marker[0].length + 1 : marker[0].length;
      previousBlank = false;
      index++;
      continue;
    }
    if (indent >= baseIndent + 2) {
      current.push(stripIndent(line, Math.min(indent, contentIndent)));
    } else if (!previousBlank && !startsBlock(line)) {
      current.push(line.trim());
    } else {
      break;
    }
    previousBlank = false;
    index++;
  }

  const end = index - 1;
  // Only the last item can still be growing while the answer streams.
  const items = itemLines.map((item, itemIndex) => ({ children: parseBlocks(item, childContext(itemIndex === itemLines.length - 1 ? end : -1)) }));
  return { block: { type: 'list', ordered, start: start_, items }, next: index };
}

/* ----------------------------------------------------------------------------------------------
 * Inlines
 * -------------------------------------------------------------------------------------------- */

interface InlineOptions {
  /** Streaming and this text ends the answer: an unclosed math opener shows the rest verbatim. */
  pendingMath: boolean;
  /** Links do not nest. */
  allowLinks: boolean;
}

interface InlineState {
  source: string;
  options: InlineOptions;
  /** Emphasis delimiters (`*`, `**`, `_`, `__`) whose attempt from this position found no closer. */
  emphasisMisses: Map<string, number>;
  /** Closers (`$$`, `\)`, a backtick run …) known to be absent from this position on. */
  closerMisses: Map<string, number>;
  /** The last closer found per kind and where the search began: none lies between the two. */
  closerHits: Map<string, { from: number; at: number }>;
}

interface EmphasisCloser {
  character: '*' | '_';
  length: 1 | 2;
}

interface SequenceResult {
  nodes: ChatInline[];
  end: number;
  closed: boolean;
}

function parseInlines(source: string, options: InlineOptions): ChatInline[] {
  const state: InlineState = { source, options, emphasisMisses: new Map(), closerMisses: new Map(), closerHits: new Map() };
  return parseSequence(state, 0, null, 0).nodes;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

function isWhitespace(character: string | undefined): boolean {
  return character === undefined || character === ' ' || character === '\t' || character === '\n' || /\s/.test(character);
}

function isDigit(character: string | undefined): boolean {
  return character !== undefined && character >= '0' && character <= '9';
}

function isAlphanumeric(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

/** A `$` preceded by an odd number of backslashes is a literal dollar. */
function isEscaped(source: string, position: number): boolean {
  let backslashes = 0;
  while (position - backslashes - 1 >= 0 && source[position - backslashes - 1] === '\\') backslashes++;
  return backslashes % 2 === 1;
}

/** The next occurrence of `closer` at or after `from`, remembering misses so retries stay linear. */
function findCloser(state: InlineState, closer: string, from: number): number {
  const missFrom = state.closerMisses.get(closer);
  if (missFrom !== undefined && from >= missFrom) return -1;
  // `[[[[…]` would otherwise scan to the same `]` from every `[`.
  const hit = state.closerHits.get(closer);
  if (hit && from >= hit.from && from <= hit.at) return hit.at;
  const at = state.source.indexOf(closer, from);
  if (at < 0) state.closerMisses.set(closer, Math.min(from, missFrom ?? from));
  else state.closerHits.set(closer, { from, at });
  return at;
}

/** The next backtick run of exactly `length` backticks at or after `from`. */
function findBacktickRun(state: InlineState, length: number, from: number): number {
  const key = '`'.repeat(length);
  const missFrom = state.closerMisses.get(key);
  if (missFrom !== undefined && from >= missFrom) return -1;
  const source = state.source;
  let at = source.indexOf('`', from);
  while (at >= 0) {
    let end = at;
    while (source[end] === '`') end++;
    if (end - at === length) return at;
    at = source.indexOf('`', end);
  }
  state.closerMisses.set(key, from);
  return -1;
}

/**
 * Inline content from `start` until `closer` (an emphasis delimiter) or the end. Emphasis is
 * recursive descent: an opener that finds no closer becomes literal text and the miss is
 * remembered, so later openers of the same kind do not re-scan (no exponential backtracking).
 */
function parseSequence(state: InlineState, start: number, closer: EmphasisCloser | null, depth: number): SequenceResult {
  const { source, options } = state;
  const nodes: ChatInline[] = [];
  let text = '';
  let index = start;

  const flushText = () => {
    if (text !== '') nodes.push({ type: 'text', text });
    text = '';
  };
  // While streaming, an unclosed math opener is still being written: show the rest verbatim so
  // LaTeX such as `a^{*}b^{*}` is not read as emphasis, and typeset once the closer arrives.
  const pendingRest = (): SequenceResult => {
    text += source.slice(index);
    const parts = text.split('\n');
    text = '';
    parts.forEach((part, partIndex) => {
      if (partIndex > 0) nodes.push({ type: 'break' });
      if (part !== '') nodes.push({ type: 'text', text: part });
    });
    return { nodes, end: source.length, closed: false };
  };

  while (index < source.length) {
    const character = source[index];
    const next = source[index + 1];

    if (character === '\n') {
      text = text.trimEnd();
      flushText();
      nodes.push({ type: 'break' });
      index++;
      while (source[index] === ' ' || source[index] === '\t') index++;
      continue;
    }

    if (character === '\\') {
      if (next === '(' || next === '[') {
        const close = next === '(' ? '\\)' : '\\]';
        const at = findCloser(state, close, index + 2);
        if (at >= 0 && !isBlank(source.slice(index + 2, at))) {
          flushText();
          nodes.push({ type: 'math', latex: source.slice(index + 2, at).trim(), display: next === '[' });
          index = at + 2;
          continue;
        }
        if (at < 0 && options.pendingMath) return pendingRest();
        text += next;
        index += 2;
        continue;
      }
      if (next === '\n') {
        // A backslash at the end of a line is a hard break; every newline already is one here.
        index++;
        continue;
      }
      if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
        text += next;
        index += 2;
        continue;
      }
      text += character;
      index++;
      continue;
    }

    if (character === '`') {
      let runEnd = index;
      while (source[runEnd] === '`') runEnd++;
      const length = runEnd - index;
      const at = findBacktickRun(state, length, runEnd);
      if (at < 0) {
        text += source.slice(index, runEnd);
        index = runEnd;
        continue;
      }
      let code = source.slice(runEnd, at).replace(/\n/g, ' ');
      if (code.length >= 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
      flushText();
      nodes.push({ type: 'code', code });
      index = at + length;
      continue;
    }

    if (character === '$') {
      if (next === '$') {
        const at = findCloser(state, '$$', index + 2);
        if (at >= 0 && !isBlank(source.slice(index + 2, at))) {
          flushText();
          nodes.push({ type: 'math', latex: source.slice(index + 2, at).trim(), display: true });
          index = at + 2;
          continue;
        }
        if (at < 0 && options.pendingMath) return pendingRest();
        text += '$$';
        index += 2;
        continue;
      }
      // Pandoc's rule, so prices stay prices: the opener has a non-space after it (and no digit
      // before it), the closer is the next unescaped `$`, with a non-space before it and no digit
      // after it. "costs $5 and $10" therefore has no math.
      const canOpen = !isWhitespace(next) && !isDigit(source[index - 1]);
      let at = source.indexOf('$', index + 1);
      while (at >= 0 && isEscaped(source, at)) at = source.indexOf('$', at + 1);
      if (canOpen && at >= 0 && source[at + 1] !== '$' && !isWhitespace(source[at - 1]) && !isDigit(source[at + 1])) {
        flushText();
        nodes.push({ type: 'math', latex: source.slice(index + 1, at), display: false });
        index = at + 1;
        continue;
      }
      if (canOpen && at < 0 && options.pendingMath) return pendingRest();
      text += '$';
      index++;
      continue;
    }

    if (character === '*' || character === '_') {
      let runEnd = index;
      while (source[runEnd] === character) runEnd++;
      const runLength = runEnd - index;
      const before = source[index - 1];
      const after = source[runEnd];
      // `_` inside a word (snake_case, x_i) is never emphasis.
      const canOpen = !isWhitespace(after) && (character === '*' || !isAlphanumeric(before));
      const canClose = index > start && !isWhitespace(before) && (character === '*' || !isAlphanumeric(after));

      if (closer && closer.character === character && canClose) {
        if ((closer.length === 2 && runLength >= 2) || (closer.length === 1 && runLength !== 2)) {
          flushText();
          return { nodes, end: index + closer.length, closed: true };
        }
      }
      if (canOpen && depth < MAX_EMPHASIS_DEPTH) {
        const length: 1 | 2 = runLength >= 2 ? 2 : 1;
        const key = character.repeat(length);
        const missFrom = state.emphasisMisses.get(key);
        if (missFrom === undefined || index < missFrom) {
          const inner = parseSequence(state, index + length, { character, length }, depth + 1);
          if (inner.closed && inner.nodes.length > 0) {
            flushText();
            nodes.push({ type: length === 2 ? 'strong' : 'emphasis', children: inner.nodes });
            index = inner.end;
            continue;
          }
          if (!inner.closed) state.emphasisMisses.set(key, Math.min(index, missFrom ?? index));
        }
        text += key;
        index += length;
        continue;
      }
      text += source.slice(index, runEnd);
      index = runEnd;
      continue;
    }

    if (character === '!' && next === '[' && options.allowLinks) {
      const link = matchLink(state, index + 1);
      if (link) {
        // Images are never loaded (no request to another origin): the alt text stands in.
        const alt = link.label.trim();
        text += alt === '' ? '[image]' : `[image: ${alt}]`;
        index = link.end;
        continue;
      }
      text += character;
      index++;
      continue;
    }

    if (character === '[' && options.allowLinks) {
      const link = matchLink(state, index);
      if (link) {
        flushText();
        const children = parseInlines(link.label, { pendingMath: false, allowLinks: false });
        const target = sanitizeLinkHref(link.destination);
        // A refused destination leaves just the link text, so nothing clickable reaches it.
        if (target) nodes.push({ type: 'link', href: target.href, kind: target.kind, children });
        else nodes.push(...children);
        index = link.end;
        continue;
      }
      text += character;
      index++;
      continue;
    }

    if (character === '<' && options.allowLinks) {
      const autolink = matchAutolink(source, index);
      if (autolink) {
        const target = sanitizeLinkHref(autolink.url);
        if (target && target.kind === 'external') {
          flushText();
          nodes.push({ type: 'link', href: target.href, kind: target.kind, children: [{ type: 'text', text: autolink.url }] });
          index = autolink.end;
          continue;
        }
      }
      text += character;
      index++;
      continue;
    }

    text += character;
    index++;
  }

  flushText();
  return { nodes, end: index, closed: false };
}

/** `[label](destination "title")` starting at the `[`; citations like `[1]` do not match. */
function matchLink(state: InlineState, open: number): { label: string; destination: string; end: number } | null {
  const source = state.source;
  let labelEnd = findCloser(state, ']', open + 1);
  while (labelEnd >= 0 && isEscaped(source, labelEnd)) labelEnd = source.indexOf(']', labelEnd + 1);
  if (labelEnd < 0 || source[labelEnd + 1] !== '(') return null;

  let index = labelEnd + 2;
  const limit = Math.min(source.length, index + MAX_LINK_DESTINATION_LENGTH);
  while (index < limit && (source[index] === ' ' || source[index] === '\t')) index++;
  let destination: string;
  if (source[index] === '<') {
    const close = source.indexOf('>', index + 1);
    if (close < 0 || close > limit || source.slice(index + 1, close).includes('\n')) return null;
    destination = source.slice(index + 1, close);
    index = close + 1;
  } else {
    const destinationStart = index;
    let parentheses = 0;
    while (index < limit) {
      const character = source[index];
      // Also stop at characters a URL does not contain unencoded, so `[a](x[a](x…` stays linear.
      if (
        character === ' ' ||
        character === '\t' ||
        character === '\n' ||
        character === '[' ||
        character === ']' ||
        character === '<' ||
        character === '>' ||
        character === '`'
      )
        break;
      if (character === '(') parentheses++;
      if (character === ')') {
        if (parentheses === 0) break;
        parentheses--;
      }
      index++;
    }
    destination = source.slice(destinationStart, index);
  }
  while (index < limit && (source[index] === ' ' || source[index] === '\t')) index++;
  const quote = source[index];
  if (quote === '"' || quote === "'") {
    const close = source.indexOf(quote, index + 1);
    if (close < 0 || close > limit) return null;
    index = close + 1;
    while (index < limit && (source[index] === ' ' || source[index] === '\t')) index++;
  }
  if (source[index] !== ')') return null;
  return { label: source.slice(open + 1, labelEnd), destination, end: index + 1 };
}

/** `<https://example.org>`: an http(s) URL in angle brackets. */
function matchAutolink(source: string, open: number): { url: string; end: number } | null {
  if (!/^<https?:\/\//i.test(source.slice(open, open + 9))) return null;
  const limit = Math.min(source.length, open + MAX_LINK_DESTINATION_LENGTH);
  for (let index = open + 1; index < limit; index++) {
    const character = source[index];
    if (character === '>') return { url: source.slice(open + 1, index), end: index + 1 };
    if (character === '<' || isWhitespace(character)) return null;
  }
  return null;
}

/* ----------------------------------------------------------------------------------------------
 * Math
 * -------------------------------------------------------------------------------------------- */

/** Typeset equations by mode and source: streaming re-renders the same equations on every token. */
const typesetCache = new Map<string, string | null>();
const TYPESET_CACHE_SIZE = 256;

/**
 * KaTeX's HTML for `latex`, or `null` when it is too long or does not typeset (the caller then
 * shows the source). `trust: false` refuses `\href`, `\url` and `\html…`; `maxSize` and `maxExpand`
 * bound `\rule` sizes and macro loops.
 */
export function typesetMath(latex: string, displayMode: boolean): string | null {
  if (latex.length > MAX_LATEX_LENGTH) return null;
  const key = `${displayMode ? 'display' : 'inline'}:${latex}`;
  const cached = typesetCache.get(key);
  if (cached !== undefined) return cached;
  let html: string | null;
  try {
    html = katex.renderToString(latex, {
      displayMode,
      throwOnError: false,
      output: 'htmlAndMathml',
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 200,
      // The lectures' macros (\R, \argmin, ...), so a formula quoted from a lecture renders as it
      // does there. A fresh copy each time: KaTeX writes \gdef definitions into this object.
      macros: { ...katexMacros },
    });
    // With throwOnError false KaTeX reports a parse error as a red span of the source; show the
    // source as code instead, like any other failure.
    if (html.startsWith('<span class="katex-error"')) html = null;
  } catch {
    html = null;
  }
  if (typesetCache.size >= TYPESET_CACHE_SIZE) {
    const oldest = typesetCache.keys().next();
    if (!oldest.done) typesetCache.delete(oldest.value);
  }
  typesetCache.set(key, html);
  return html;
}

/* ----------------------------------------------------------------------------------------------
 * Rendering
 * -------------------------------------------------------------------------------------------- */

function InlineMath({ latex, display }: { latex: string; display: boolean }): ReactElement {
  const html = typesetMath(latex, display);
  if (html === null) return <code className="chat-math-source">{latex}</code>;
  // Focusable and labelled so a keyboard user can scroll a wide equation (as in the lectures).
  if (display) return <span className="chat-equation" tabIndex={0} role="group" aria-label="Equation" dangerouslySetInnerHTML={{ __html: html }} />;
  return <span className="chat-math" dangerouslySetInnerHTML={{ __html: html }} />;
}

function DisplayMath({ latex }: { latex: string }): ReactElement {
  const html = typesetMath(latex, true);
  if (html === null) {
    return (
      <pre className="chat-code" tabIndex={0}>
        <code className="chat-math-source">{latex}</code>
      </pre>
    );
  }
  return <div className="chat-equation" tabIndex={0} role="group" aria-label="Equation" dangerouslySetInnerHTML={{ __html: html }} />;
}

function renderInlines(nodes: ChatInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInlines(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInlines(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.code}</code>;
      case 'math':
        return <InlineMath key={index} latex={node.latex} display={node.display} />;
      case 'link':
        if (node.kind === 'external') {
          return (
            <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
              {renderInlines(node.children)}
            </a>
          );
        }
        // Site paths carry data-internal-link: the panel routes them client-side on click.
        return (
          <a key={index} href={node.href} data-internal-link={node.kind === 'internal' ? '' : undefined}>
            {renderInlines(node.children)}
          </a>
        );
    }
  });
}

function renderListItem(item: ChatListItem, key: number): ReactElement {
  // Tight lists: an item's single paragraph is its text, without a <p> margin.
  const paragraphs = item.children.filter((block) => block.type === 'paragraph').length;
  const [first, ...rest] = item.children;
  if (first && first.type === 'paragraph' && paragraphs === 1) {
    return (
      <li key={key}>
        {renderInlines(first.children)}
        {renderBlocks(rest)}
      </li>
    );
  }
  return <li key={key}>{renderBlocks(item.children)}</li>;
}

function renderBlocks(blocks: ChatBlock[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={index}>{renderInlines(block.children)}</p>;
      case 'heading':
        // A bold paragraph, not <h1>–<h6>: a chat bubble must not add to the page's outline.
        return (
          <p key={index} className="chat-heading">
            <strong>{renderInlines(block.children)}</strong>
          </p>
        );
      case 'code':
        return (
          <pre key={index} className="chat-code" tabIndex={0}>
            <code data-language={block.language ?? undefined}>{block.code}</code>
          </pre>
        );
      case 'math':
        return <DisplayMath key={index} latex={block.latex} />;
      case 'list':
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {block.items.map(renderListItem)}
          </ol>
        ) : (
          <ul key={index}>{block.items.map(renderListItem)}</ul>
        );
      case 'blockquote':
        return <blockquote key={index}>{renderBlocks(block.children)}</blockquote>;
      case 'rule':
        return <hr key={index} />;
    }
  });
}

/** A tutor answer rendered from markdown; pass `streaming` while tokens are still arriving. */
export function ChatMarkdown({ markdown, streaming = false }: { markdown: string; streaming?: boolean }): ReactElement {
  const blocks = useMemo(() => parseChatMarkdown(markdown, { streaming }), [markdown, streaming]);
  return <div className="chat-markdown">{renderBlocks(blocks)}</div>;
}
