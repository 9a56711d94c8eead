/**
 * The tutor's answers, rendered from markdown. Answers are untrusted model output: micromark (through
 * mdast-util-from-markdown) parses them as CommonMark with GFM's literal autolinks and strikethrough,
 * the constructs below add the math tutors write, and the renderer turns the tree into React
 * elements, so React escapes every string. The only raw HTML is KaTeX's own output; links pass an
 * allow-list, HTML in the answer shows as text, and images are never loaded.
 */
import katex from 'katex';
import type { Literal, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown, type CompileContext, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import type { Code, Construct, Effects, Extension as MicromarkExtension, State, Token, TokenizeContext } from 'micromark-util-types';
import { Fragment, useMemo, type ReactElement, type ReactNode } from 'react';
import { StrokeIcon } from '~/components/ui/stroke-icon';
import { katexMacros } from '../../../content/macros.ts';

/** Where a link leads: a page of this site, an anchor on the current page, or another site. */
export type ChatLinkKind = 'internal' | 'anchor' | 'external';

/** A link destination that passed the allow-list. */
export interface ChatLinkTarget {
  href: string;
  kind: ChatLinkKind;
}

/** Options of {@link parseChatMarkdown}. */
export interface ChatMarkdownOptions {
  /** The text is still arriving: unfinished math at its end is shown verbatim, not parsed. */
  streaming?: boolean;
}

/** A display equation on lines of its own: `$$…$$` or `\[…\]`. */
interface ChatDisplayMath extends Literal {
  type: 'chatDisplayMath';
}

/** An equation inside a paragraph; `display` for `$$…$$` and `\[…\]`, which keep display style there. */
interface ChatInlineMath extends Literal {
  type: 'chatInlineMath';
  display: boolean;
}

declare module 'mdast' {
  interface BlockContentMap {
    chatDisplayMath: ChatDisplayMath;
  }
  interface PhrasingContentMap {
    chatInlineMath: ChatInlineMath;
  }
  interface RootContentMap {
    chatDisplayMath: ChatDisplayMath;
    chatInlineMath: ChatInlineMath;
  }
}

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    chatMathFlow: 'chatMathFlow';
    chatMathFlowPending: 'chatMathFlowPending';
    chatMathFlowUnclosed: 'chatMathFlowUnclosed';
    chatMathText: 'chatMathText';
    chatMathTextPending: 'chatMathTextPending';
    chatMathChunk: 'chatMathChunk';
  }
}

/** LaTeX longer than this is shown as code: KaTeX's cost grows with it and answers never need it. */
export const MAX_LATEX_LENGTH = 2000;
/**
 * Only this much of an answer (several times what the tutor's prompt asks for) is parsed as
 * markdown; the rest is shown as text. micromark is linear on prose but not on dense markup (runs of
 * `[`, deep nesting), so this bounds the time one streamed token can cost.
 */
export const MAX_MARKDOWN_LENGTH = 12_000;
/** Lists and quotes render at most this deep; deeper ones show as their text (bounds the recursion). */
const MAX_CONTAINER_DEPTH = 4;
/** Emphasis, strikethrough and links render at most this deep; deeper ones show as their text. */
const MAX_INLINE_DEPTH = 4;
/** Container markers past this many at the start of one line are escaped: micromark's stack overflows near 5,000 levels. */
const MAX_LINE_CONTAINER_MARKERS = 16;
/** With more `*`/`_` delimiters than this outside code blocks, emphasis stays text: micromark pairs them in quadratic time. */
const MAX_EMPHASIS_DELIMITERS = 1000;
/**
 * With more list and quote markers and setext underlines than this outside code blocks, lists,
 * quotes and setext headings stay text: each time an item or quote ends or a setext heading is
 * found, micromark copies every event of the document so far, so their cost is their count times
 * the answer's length (12,000 characters of `a\n=\n` take over a second).
 */
const MAX_BLOCK_MARKERS = 100;
/** Unclosed display blocks re-read as paragraphs, at most; each re-read is a parse of its own, so later ones show as text. */
const MAX_REREAD_BLOCKS = 32;
/** A link destination longer than this is refused. */
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
 * Math syntax
 *
 * micromark-extension-math is not used: its `$…$` has no rule against prices ("$5 and $10" would
 * be math), it knows neither `\(…\)` nor `\[…\]`, and a `$$` line whose formula goes on without a
 * closing `$$` line swallows the rest of the answer. These constructs keep the rules tutors rely on:
 * Pandoc's for `$`, and display math that ends at the first closer.
 * -------------------------------------------------------------------------------------------- */

// Character codes as micromark passes them: null ends the input, negative codes are line endings
// (below -2) and tabs or the virtual spaces a tab expands to (-2, -1).
const DOLLAR = 36;
const BACKSLASH = 92;
const LEFT_PARENTHESIS = 40;
const RIGHT_PARENTHESIS = 41;
const LEFT_BRACKET = 91;
const RIGHT_BRACKET = 93;

function isLineEnding(code: Code): boolean {
  return code !== null && code < -2;
}

function isSpaceOrTab(code: Code): boolean {
  return code === -2 || code === -1 || code === 32;
}

function isWhitespace(code: Code): boolean {
  return code === null || code < 0 || code === 32 || /\s/.test(String.fromCharCode(code));
}

function isDigit(code: Code): boolean {
  return code !== null && code >= 48 && code <= 57;
}

/** What the math constructs of one parse share. */
interface MathScan {
  streaming: boolean;
  /** Where the answer ends: math still open there may only be waiting for its closer to stream in. */
  end: number;
  /** Per closer (`\)`, `\]`), a stretch of one paragraph known not to contain it, so `\(\(\(…` stays linear. */
  misses: Map<number, { from: number; to: number }>;
}

/** The types a math token can end as; which one is decided only at its end. */
type MathTokenType = 'chatMathFlow' | 'chatMathFlowPending' | 'chatMathFlowUnclosed' | 'chatMathText' | 'chatMathTextPending';

/**
 * Writes the codes of one math token. micromark wants line endings in tokens of their own and
 * everything else inside an open token, so the codes between line endings go in chunks.
 */
function mathWriter(effects: Effects) {
  let token: Token | undefined;
  let inChunk = false;
  const closeChunk = (): void => {
    if (inChunk) effects.exit('chatMathChunk');
    inChunk = false;
  };
  const take = (code: Code): void => {
    if (isLineEnding(code)) {
      closeChunk();
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return;
    }
    if (!inChunk) effects.enter('chatMathChunk');
    inChunk = true;
    effects.consume(code);
  };
  return {
    take,
    closeChunk,
    /** Opens the token with its first code; `type` is provisional, as the token's end decides it. */
    open(type: MathTokenType, code: Code): void {
      token = effects.enter(type);
      take(code);
    },
    /** Closes the token as `type`. */
    close(type: MathTokenType): void {
      closeChunk();
      if (token) token.type = type;
      effects.exit(type);
    },
  };
}

/** A line ending followed by a line that is not a lazy continuation (the block's container goes on). */
const nonLazyLineEnding: Construct = {
  partial: true,
  tokenize(effects, ok, nok) {
    return (code) => {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return (next) => (this.parser.lazy[this.now().line] ? nok(next) : ok(next));
    };
  },
};

/** A line ending followed by a blank line. */
const blankLineAhead: Construct = {
  partial: true,
  tokenize(effects, ok, nok) {
    const writer = mathWriter(effects);
    const rest: State = (code) => {
      if (isSpaceOrTab(code)) {
        writer.take(code);
        return rest;
      }
      writer.closeChunk();
      return code === null || isLineEnding(code) ? ok(code) : nok(code);
    };
    return (code) => {
      writer.take(code);
      return rest;
    };
  },
};

type MathWriter = ReturnType<typeof mathWriter>;

/** The two characters that close a formula: `$$`, `\)` or `\]`. */
type Closer = readonly [number, number];

/**
 * The states that read a formula up to its closer, then go on to `closed`, or to `empty` when
 * the formula is nothing but whitespace; `atEnd` where the text ends first. Inside a paragraph a
 * line ending is part of the formula; display blocks, which read line by line, pass
 * `lineEndsFormula` to get line endings at `atEnd` too.
 */
function formulaUpTo(closer: Closer, writer: MathWriter, states: { closed: State; empty: State; atEnd: State; lineEndsFormula?: boolean }) {
  let sawContent = false;
  const formula: State = (code) => {
    if (code === null || (states.lineEndsFormula && isLineEnding(code))) return states.atEnd(code);
    if (code === closer[0]) {
      writer.take(code);
      return closerSecond;
    }
    if (!isWhitespace(code)) sawContent = true;
    writer.take(code);
    return formula;
  };
  const closerSecond: State = (code) => {
    if (code !== closer[1]) {
      // The first character alone (`$`, `\`) is part of the formula.
      sawContent = true;
      return formula(code);
    }
    writer.take(code);
    return sawContent ? states.closed : states.empty;
  };
  return { formula, hasContent: () => sawContent };
}

const DOLLARS: Closer = [DOLLAR, DOLLAR];
const BACKSLASH_BRACKET: Closer = [BACKSLASH, RIGHT_BRACKET];
/** The closer of `\(` and of `\[`, by the character after the backslash. */
const CLOSERS_AFTER_BACKSLASH = new Map<number, Closer>([
  [LEFT_PARENTHESIS, [BACKSLASH, RIGHT_PARENTHESIS]],
  [LEFT_BRACKET, BACKSLASH_BRACKET],
]);

/**
 * Display math starting a line: `$$` or `\[`, up to the first `$$` or `\]`. micromark decides a
 * block on its first line, so the block always takes its lines up to the closer, a blank line or
 * the end of its container; one that finds no closer at the end of a line is re-read as a paragraph
 * (as if it never was a block), or, while streaming at the end of the answer, shown verbatim.
 */
function mathFlow(scan: MathScan): Construct {
  return { name: 'chatMathFlow', concrete: true, tokenize };

  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const writer = mathWriter(effects);
    let firstLine = true;
    let reader: ReturnType<typeof formulaUpTo>;

    // A block's first line decides whether it is one, so an empty formula is judged after the closer.
    const read = (closer: Closer): State => {
      reader = formulaUpTo(closer, writer, { closed: afterCloser, empty: afterCloser, atEnd: endOfLine, lineEndsFormula: true });
      return reader.formula;
    };
    const start: State = (code) => {
      writer.open('chatMathFlow', code);
      return code === DOLLAR ? secondDollar : afterBackslash;
    };
    const secondDollar: State = (code) => {
      if (code !== DOLLAR) return nok(code);
      writer.take(code);
      // `$$$` is not a delimiter tutors write; it stays text.
      return (next) => (next === DOLLAR ? nok(next) : read(DOLLARS)(next));
    };
    const afterBackslash: State = (code) => {
      if (code !== LEFT_BRACKET) return nok(code);
      writer.take(code);
      return read(BACKSLASH_BRACKET);
    };
    const endOfLine: State = (code) => {
      // A paragraph asks only whether a block can start here.
      if (firstLine && this.interrupt) return ok(code);
      writer.closeChunk();
      if (code === null) return unclosed(code);
      return effects.check(blankLineAhead, unclosed, effects.attempt(nonLazyLineEnding, nextLine, unclosed))(code);
    };
    const nextLine: State = (code) => {
      firstLine = false;
      return reader.formula(code);
    };
    const afterCloser: State = (code) => {
      if (isSpaceOrTab(code)) {
        writer.take(code);
        return afterCloser;
      }
      if (code === null || isLineEnding(code)) {
        if (!reader.hasContent()) return firstLine ? nok(code) : finish('chatMathFlowUnclosed', code);
        return finish('chatMathFlow', code);
      }
      // Text after the closer: on the first line that makes it math inside a paragraph; on a later
      // one the block is already under way, so it keeps the line and is re-read as a paragraph.
      if (firstLine) return nok(code);
      return restOfLine(code);
    };
    const restOfLine: State = (code) => {
      if (code === null || isLineEnding(code)) return finish('chatMathFlowUnclosed', code);
      writer.take(code);
      return restOfLine;
    };
    const unclosed: State = (code) => finish(stillArriving(scan, this) ? 'chatMathFlowPending' : 'chatMathFlowUnclosed', code);
    const finish = (type: MathTokenType, code: Code) => {
      writer.close(type);
      return ok(code);
    };
    return start;
  }
}

/**
 * The ends of math inside a paragraph: `closed` after its closer; `unclosed` where the paragraph
 * ends first, which keeps the source verbatim while it may still be arriving and is not math otherwise.
 */
function inlineMathEnds(scan: MathScan, context: TokenizeContext, writer: MathWriter, ok: State, nok: State) {
  const finish =
    (type: MathTokenType): State =>
    (code) => {
      writer.close(type);
      return ok(code);
    };
  const pending = finish('chatMathTextPending');
  const unclosed: State = (code) => (stillArriving(scan, context) ? pending(code) : nok(code));
  return { closed: finish('chatMathText'), unclosed };
}

/** A `$` right after another is part of the same delimiter, unless the first one was escaped. */
function notAfterDollar(this: TokenizeContext, code: Code): boolean {
  return code !== DOLLAR || this.events[this.events.length - 1]?.[1].type === 'characterEscape';
}

/**
 * `$…$` (inline) and `$$…$$` (display) inside a paragraph. For `$`, Pandoc's rule, so prices stay
 * prices: the opener has a non-space after it and no digit before it; the closer is the next
 * unescaped `$`, with a non-space before it and no digit or `$` after it. "costs $5 and $10"
 * therefore has no math.
 */
function dollarMath(scan: MathScan): Construct {
  return { name: 'chatMathDollar', previous: notAfterDollar, tokenize };

  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const writer = mathWriter(effects);
    const { closed, unclosed } = inlineMathEnds(scan, this, writer, ok, nok);
    const before = this.previous;
    let last: Code = null;

    const start: State = (code) => {
      writer.open('chatMathText', code);
      return afterOpener;
    };
    const afterOpener: State = (code) => {
      if (code === DOLLAR) {
        writer.take(code);
        const display = formulaUpTo(DOLLARS, writer, { closed, empty: nok, atEnd: unclosed }).formula;
        return (next) => (next === DOLLAR ? nok(next) : display(next));
      }
      if (isWhitespace(code) || isDigit(before)) return nok(code);
      return single(code);
    };
    const single: State = (code) => {
      if (code === null) return unclosed(code);
      if (code === DOLLAR) {
        if (isWhitespace(last)) return nok(code);
        writer.take(code);
        return (next) => (isDigit(next) || next === DOLLAR ? nok(next) : closed(next));
      }
      last = code;
      writer.take(code);
      // `\$` is a dollar in the formula, not the closer.
      return code === BACKSLASH ? escaped : single;
    };
    const escaped: State = (code) => {
      if (code === null) return unclosed(code);
      last = code;
      writer.take(code);
      return single;
    };
    return start;
  }
}

/** `\(…\)` (inline) and `\[…\]` (display) inside a paragraph; the closer is the first one after the opener. */
function bracketMath(scan: MathScan): Construct {
  return { name: 'chatMathBracket', tokenize };

  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const writer = mathWriter(effects);
    const { closed, unclosed } = inlineMathEnds(scan, this, writer, ok, nok);
    const opened = this.now().offset;

    const start: State = (code) => {
      writer.open('chatMathText', code);
      return afterBackslash;
    };
    const afterBackslash: State = (code) => {
      const closer = code === null ? undefined : CLOSERS_AFTER_BACKSLASH.get(code);
      if (!closer) return nok(code);
      const miss = scan.misses.get(closer[1]);
      if (miss && opened >= miss.from && opened < miss.to) return nok(code);
      writer.take(code);
      const atEnd: State = (next) => {
        scan.misses.set(closer[1], { from: opened, to: this.now().offset });
        return unclosed(next);
      };
      return formulaUpTo(closer, writer, { closed, empty: nok, atEnd }).formula;
    };
    return start;
  }
}

/**
 * Whether math that found no closer by here is at the end of an answer still streaming in: then its
 * closer may be the next token, so it is shown verbatim (LaTeX such as `a^{*}b^{*}` must not flash
 * as emphasis); otherwise its opener is just text.
 */
function stillArriving(scan: MathScan, context: TokenizeContext): boolean {
  return scan.streaming && context.now().offset >= scan.end;
}

/** The micromark syntax of the math; `blocks: false` for re-reading an unclosed block as a paragraph. */
function mathSyntax(scan: MathScan, blocks: boolean): MicromarkExtension {
  const flow = mathFlow(scan);
  return {
    flow: blocks ? { [DOLLAR]: flow, [BACKSLASH]: flow } : {},
    text: { [DOLLAR]: dollarMath(scan), [BACKSLASH]: bracketMath(scan) },
  };
}

/** The LaTeX between the delimiters of a math token's source. */
function latexOf(source: string): string {
  const trimmed = source.trimEnd();
  const delimiter = trimmed.startsWith('$$') || trimmed.startsWith('\\') ? 2 : 1;
  const latex = trimmed.slice(delimiter, -delimiter);
  return delimiter === 1 ? latex : latex.trim();
}

function stackTop(context: CompileContext) {
  return context.stack[context.stack.length - 1];
}

/** Builds the math nodes; `reread` parses an unclosed block's source as ordinary markdown. */
function mathFromMarkdown(reread: (markdown: string) => RootContent[]): FromMarkdownExtension {
  return {
    enter: {
      chatMathFlow(token) {
        this.enter({ type: 'chatDisplayMath', value: '' }, token);
      },
      chatMathFlowPending(token) {
        this.enter({ type: 'paragraph', children: [] }, token);
      },
      chatMathText(token) {
        this.enter({ type: 'chatInlineMath', value: '', display: false }, token);
      },
      chatMathTextPending(token) {
        this.enter({ type: 'text', value: '' }, token);
      },
    },
    exit: {
      chatMathFlow(token) {
        const node = stackTop(this);
        if (node.type === 'chatDisplayMath') node.value = latexOf(this.sliceSerialize(token));
        this.exit(token);
      },
      chatMathFlowPending(token) {
        const node = stackTop(this);
        if (node.type === 'paragraph') node.children = [{ type: 'text', value: this.sliceSerialize(token) }];
        this.exit(token);
      },
      // Never entered: the re-read supplies its nodes.
      chatMathFlowUnclosed(token) {
        const parent = stackTop(this);
        if ('children' in parent) (parent.children as RootContent[]).push(...reread(this.sliceSerialize(token)));
      },
      chatMathText(token) {
        const node = stackTop(this);
        const source = this.sliceSerialize(token);
        if (node.type === 'chatInlineMath') {
          node.value = latexOf(source);
          node.display = source.startsWith('$$') || source.startsWith('\\[');
        }
        this.exit(token);
      },
      chatMathTextPending(token) {
        const node = stackTop(this);
        if (node.type === 'text') node.value = this.sliceSerialize(token);
        this.exit(token);
      },
    },
  };
}

/* ----------------------------------------------------------------------------------------------
 * Parsing
 * -------------------------------------------------------------------------------------------- */

const CONTAINER_MARKER = /[ \t]*(>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))/y;
const THEMATIC_BREAK = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const SETEXT_UNDERLINE = /^[ \t>]*(?:=+|-+)[ \t]*$/;
const CODE_FENCE = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/;
const EMPHASIS_DELIMITER = /\*|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

/** Where each of the first `most` container markers (`>`, `-`, `1.`, …) at the start of the line ends. */
function containerMarkerEnds(line: string, most: number): number[] {
  const ends: number[] = [];
  if (THEMATIC_BREAK.test(line)) return ends;
  CONTAINER_MARKER.lastIndex = 0;
  while (ends.length < most && CONTAINER_MARKER.exec(line)) ends.push(CONTAINER_MARKER.lastIndex);
  return ends;
}

/**
 * The line with container markers past the limit escaped, so they read as text (`> > … > deep`).
 * Lines in code blocks are not told apart: no code line plausibly starts with that many markers.
 */
function limitContainerMarkers(line: string): string {
  if (line.length <= MAX_LINE_CONTAINER_MARKERS) return line;
  const ends = containerMarkerEnds(line, MAX_LINE_CONTAINER_MARKERS + 1);
  if (ends.length <= MAX_LINE_CONTAINER_MARKERS) return line;
  // `\>`, `\-` and `1\.` are the literal characters.
  const at = ends[MAX_LINE_CONTAINER_MARKERS] - 1;
  return `${line.slice(0, at)}\\${line.slice(at)}`;
}

/**
 * The micromark constructs that would make this answer slow to parse, to be turned off (their
 * markup then shows as text): emphasis past {@link MAX_EMPHASIS_DELIMITERS}, and lists, quotes and
 * setext headings past {@link MAX_BLOCK_MARKERS}. Lines in fenced code do not count.
 */
function constructsTooSlowFor(lines: string[]): string[] {
  let emphasisDelimiters = 0;
  let blockMarkers = 0;
  let fence: string | null = null;
  for (const line of lines) {
    const marker = CODE_FENCE.exec(line)?.[1][0];
    if (marker !== undefined && (fence === null || fence === marker)) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    emphasisDelimiters += line.match(EMPHASIS_DELIMITER)?.length ?? 0;
    blockMarkers += containerMarkerEnds(line, MAX_LINE_CONTAINER_MARKERS).length + (SETEXT_UNDERLINE.test(line) ? 1 : 0);
  }
  const slow: string[] = [];
  if (emphasisDelimiters > MAX_EMPHASIS_DELIMITERS) slow.push('attention');
  if (blockMarkers > MAX_BLOCK_MARKERS) slow.push('blockQuote', 'list', 'setextUnderline');
  return slow;
}

/** Where to stop parsing a long answer: at a line break near the limit if there is one. */
function parseLimit(text: string): number {
  if (text.length <= MAX_MARKDOWN_LENGTH) return text.length;
  const lineEnd = text.lastIndexOf('\n', MAX_MARKDOWN_LENGTH);
  return lineEnd > MAX_MARKDOWN_LENGTH / 2 ? lineEnd : MAX_MARKDOWN_LENGTH;
}

/** Parses an answer into an mdast tree with `chatDisplayMath` and `chatInlineMath` nodes; pure, so the panel may memoise it. */
export function parseChatMarkdown(markdown: string, options: ChatMarkdownOptions = {}): Root {
  const text = markdown.replace(/\r\n?/g, '\n');
  const limit = parseLimit(text);
  const lines = text.slice(0, limit).split('\n').map(limitContainerMarkers);
  const source = lines.join('\n');
  const extensions: MicromarkExtension[] = [gfmAutolinkLiteral(), gfmStrikethrough({ singleTilde: false })];
  const slow = constructsTooSlowFor(lines);
  if (slow.length > 0) extensions.push({ disable: { null: slow } });
  const mdastExtensions = [gfmAutolinkLiteralFromMarkdown(), gfmStrikethroughFromMarkdown()];

  let rereads = 0;
  const reread = (blockSource: string): RootContent[] => {
    if (++rereads > MAX_REREAD_BLOCKS) return [{ type: 'paragraph', children: [{ type: 'text', value: blockSource }] }];
    return fromMarkdown(blockSource, {
      extensions: [...extensions, mathSyntax({ streaming: false, end: Infinity, misses: new Map() }, false)],
      mdastExtensions: [...mdastExtensions, mathFromMarkdown(() => [])],
    }).children;
  };
  // An answer cut at the limit does not end where the parsed part does, so nothing there is still arriving.
  const scan: MathScan = { streaming: options.streaming ?? false, end: limit < text.length ? Infinity : source.trimEnd().length, misses: new Map() };
  const tree = fromMarkdown(source, {
    extensions: [...extensions, mathSyntax(scan, true)],
    mdastExtensions: [...mdastExtensions, mathFromMarkdown(reread)],
  });
  const rest = text.slice(limit).trim();
  if (rest !== '') tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: rest }] });
  return tree;
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

interface RenderContext {
  /** Lists and quotes around the node being rendered. */
  depth: number;
  /** Link reference definitions (`[id]: url`) by normalised label. */
  definitions: Map<string, string>;
}

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

/** Text with its line breaks (every newline in an answer is one, as chat models expect). */
function renderText(text: string, key: number): ReactNode {
  if (!text.includes('\n')) return text;
  return <Fragment key={key}>{text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}</Fragment>;
}

/** Nodes whose text {@link plainText} ends with a line break. */
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'code', 'html', 'listItem', 'chatDisplayMath']);

/** The text of a subtree, for content nested past the limits; iterative, so no depth overflows the stack. */
function plainText(root: Nodes): string {
  let text = '';
  const pending: (Nodes | string)[] = [root];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === undefined) break;
    if (typeof item === 'string') {
      text += item;
      continue;
    }
    if (BLOCK_TYPES.has(item.type)) pending.push('\n');
    if (item.type === 'image' || item.type === 'imageReference') text += item.alt ?? '';
    else if (item.type === 'break') text += '\n';
    else if ('value' in item) text += item.value;
    if ('children' in item) for (let index = item.children.length - 1; index >= 0; index--) pending.push(item.children[index]);
  }
  return text.replace(/\n{2,}/g, '\n').trim();
}

/** What a screen reader hears after an external link's text. */
const EXTERNAL_LINK_NOTE = ' (opens in a new tab)';

function renderLink(href: string, children: PhrasingContent[], key: number, context: RenderContext, depth: number): ReactNode {
  const target = sanitizeLinkHref(href);
  const content = renderInlines(children, context, depth + 1);
  // A refused destination leaves just the link text, so nothing clickable reaches it.
  if (!target) return <Fragment key={key}>{content}</Fragment>;
  if (target.kind === 'external') {
    // Another site (a scikit-learn or Wikipedia source, or a link in a model's answer) opens in a
    // new tab without a window.opener or a Referer, and says so: an icon to see, words to hear.
    return (
      <a key={key} href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
        <StrokeIcon size={12} className="chat-external-icon">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </StrokeIcon>
        <span className="sr-only">{EXTERNAL_LINK_NOTE}</span>
      </a>
    );
  }
  // Site paths carry data-internal-link: the panel routes them client-side on click.
  return (
    <a key={key} href={target.href} data-internal-link={target.kind === 'internal' ? '' : undefined}>
      {content}
    </a>
  );
}

function renderInlines(nodes: PhrasingContent[], context: RenderContext, depth: number): ReactNode[] {
  return nodes.map((node, key) => {
    if (depth >= MAX_INLINE_DEPTH && 'children' in node) return renderText(plainText(node), key);
    switch (node.type) {
      case 'text':
        return renderText(node.value, key);
      // HTML in an answer is shown as what it is, text; it is never markup.
      case 'html':
        return renderText(node.value, key);
      case 'break':
        return <br key={key} />;
      case 'strong':
        return <strong key={key}>{renderInlines(node.children, context, depth + 1)}</strong>;
      case 'emphasis':
        return <em key={key}>{renderInlines(node.children, context, depth + 1)}</em>;
      case 'delete':
        return <del key={key}>{renderInlines(node.children, context, depth + 1)}</del>;
      case 'inlineCode':
        // CommonMark reads a line ending in a code span as a space.
        return <code key={key}>{node.value.replace(/\n/g, ' ')}</code>;
      case 'chatInlineMath':
        return <InlineMath key={key} latex={node.value} display={node.display} />;
      case 'link':
        return renderLink(node.url, node.children, key, context, depth);
      case 'linkReference': {
        const url = context.definitions.get(node.identifier);
        return url === undefined ? (
          <Fragment key={key}>{renderInlines(node.children, context, depth + 1)}</Fragment>
        ) : (
          renderLink(url, node.children, key, context, depth)
        );
      }
      // Images are never loaded (no request to another origin): the alt text stands in.
      case 'image':
      case 'imageReference':
        return node.alt ? `[image: ${node.alt}]` : '[image]';
      default:
        return renderText(plainText(node), key);
    }
  });
}

function renderBlocks(nodes: RootContent[], context: RenderContext): ReactNode[] {
  return nodes.map((node, key) => renderBlock(node, key, context));
}

function renderBlock(node: RootContent, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(node.children, context, 0)}</p>;
    case 'heading':
      // A bold paragraph, not <h1>–<h6>: a chat bubble must not add to the page's outline.
      return (
        <p key={key} className="chat-heading">
          <strong>{renderInlines(node.children, context, 0)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre key={key} className="chat-code" tabIndex={0}>
          <code data-language={node.lang ?? undefined}>{node.value}</code>
        </pre>
      );
    case 'chatDisplayMath':
      return <DisplayMath key={key} latex={node.value} />;
    case 'html':
      return <p key={key}>{renderText(node.value, 0)}</p>;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'definition':
      return null;
    case 'blockquote':
      if (context.depth >= MAX_CONTAINER_DEPTH) break;
      return <blockquote key={key}>{renderBlocks(node.children, { ...context, depth: context.depth + 1 })}</blockquote>;
    case 'list': {
      if (context.depth >= MAX_CONTAINER_DEPTH) break;
      const inner = { ...context, depth: context.depth + 1 };
      const items = node.children.map((item, index) => {
        // Tight lists: an item's single paragraph is its text, without a <p> margin.
        const [first, ...rest] = item.children;
        if (first?.type === 'paragraph' && !rest.some((block) => block.type === 'paragraph')) {
          return (
            <li key={index}>
              {renderInlines(first.children, inner, 0)}
              {renderBlocks(rest, inner)}
            </li>
          );
        }
        return <li key={index}>{renderBlocks(item.children, inner)}</li>;
      });
      return node.ordered ? (
        <ol key={key} start={node.start === 1 || node.start == null ? undefined : node.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
  }
  // Containers past the depth limit, and nodes this renderer does not know, show as their text.
  const text = plainText(node);
  return text === '' ? null : <p key={key}>{renderText(text, 0)}</p>;
}

/** `[id]: url` definitions anywhere in the answer, first one per label (as CommonMark resolves them). */
function collectDefinitions(tree: Root): Map<string, string> {
  const definitions = new Map<string, string>();
  const pending: Nodes[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === undefined) break;
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if (node.type === 'root' || node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') {
      for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index]);
    }
  }
  return definitions;
}

/** A tutor answer rendered from markdown; pass `streaming` while tokens are still arriving. */
export function ChatMarkdown({ markdown, streaming = false }: { markdown: string; streaming?: boolean }): ReactElement {
  const content = useMemo(() => {
    const tree = parseChatMarkdown(markdown, { streaming });
    return renderBlocks(tree.children, { depth: 0, definitions: collectDefinitions(tree) });
  }, [markdown, streaming]);
  return <div className="chat-markdown">{content}</div>;
}
