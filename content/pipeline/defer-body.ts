/**
 * The prerendered page of a long lecture defers its far blocks (issue 39, item 12).
 *
 * A lecture body is up to 2.3 MB of HTML, mostly KaTeX, and the browser builds every element of it
 * while it parses the page: at 4x CPU slowdown the parse of /neural-networks was two tasks of 505
 * and 635 ms, the page's largest cost. Inside a `<noscript>`, a browser with scripting on reads the
 * same markup as one text node and builds nothing. So the page keeps its first blocks as they are
 * and wraps the rest, in chunks of about DEFERRED_CHUNK_BYTES, in placeholders:
 *
 *   <div class="deferred-blocks" data-deferred="" style="--deferred-blocks:N"><noscript>…</noscript></div>
 *
 * With scripting on, the placeholder holds the chunk's place at about the height its blocks take
 * before they are first laid out (app/lecture.css), and the lecture page turns each chunk back into
 * elements in idle time, the chunks near the screen first (app/lib/deferred-blocks.ts).
 * Without scripting, the browser parses the `<noscript>` as ordinary markup and app/lecture.css
 * lays its blocks out as children of the body: the lecture reads the same.
 *
 * Only the prerendered page is split. A client-side navigation loads the whole body as one chunk.
 */
import { fromHtml } from 'hast-util-from-html';

/** The body's first blocks, up to this many bytes, are parsed with the page: more than a first screen at any width. */
export const DEFER_AFTER_BYTES = 32_000;
/** About the bytes of one deferred chunk: turned into elements in one idle slice, well under a 50 ms task at 4x CPU slowdown. */
export const DEFERRED_CHUNK_BYTES = 8_000;

/** The body's top-level nodes as slices of `html`, in order, each with the whitespace before it. */
export function topLevelBlocks(html: string): string[] {
  const tree = fromHtml(html, { fragment: true });
  const blocks: string[] = [];
  let from = 0;
  for (const child of tree.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    const end = child.position?.end.offset;
    if (end === undefined) throw new Error('a top-level node of the lecture body has no position');
    blocks.push(html.slice(from, end));
    from = end;
  }
  if (from !== html.length) blocks.push(html.slice(from));
  return blocks;
}

/** A block that cannot go inside a `<noscript>`: the first `</noscript>` in it would end the chunk (a live figure's poster has one). */
function containsNoscript(block: string): boolean {
  return /<\/?noscript[\s>]/i.test(block);
}

/** Whether a block is an element (not text or whitespace): the placeholder's height counts these. */
function isElement(block: string): boolean {
  return block.trimStart().startsWith('<');
}

function placeholder(blocks: string[]): string {
  const count = blocks.filter(isElement).length;
  return `<div class="deferred-blocks" data-deferred="" style="--deferred-blocks:${count}"><noscript>${blocks.join('')}</noscript></div>`;
}

/**
 * The body HTML for the prerendered page: the first blocks as they are, the rest in deferred
 * chunks. A body shorter than DEFER_AFTER_BYTES comes back unchanged.
 */
export function deferFarBlocks(html: string, deferAfter = DEFER_AFTER_BYTES, chunkBytes = DEFERRED_CHUNK_BYTES): string {
  if (html.length <= deferAfter) return html;
  const out: string[] = [];
  let kept = 0;
  let chunk: string[] = [];
  let chunkSize = 0;
  const flush = () => {
    if (chunk.some(isElement)) out.push(placeholder(chunk));
    else out.push(...chunk);
    chunk = [];
    chunkSize = 0;
  };
  for (const block of topLevelBlocks(html)) {
    if (kept < deferAfter) {
      out.push(block);
      kept += block.length;
    } else if (containsNoscript(block)) {
      flush();
      out.push(block);
    } else {
      chunk.push(block);
      chunkSize += block.length;
      if (chunkSize >= chunkBytes) flush();
    }
  }
  flush();
  return out.join('');
}
