import { describe, expect, it } from 'vitest';
import { lectureForTests } from './lectures-for-tests.ts';
import { DEFER_AFTER_BYTES, deferFarBlocks, topLevelBlocks } from './defer-body.ts';

const placeholderPattern = /<div class="deferred-blocks" data-deferred="" style="--deferred-blocks:(\d+)"><noscript>([\s\S]*?)<\/noscript><\/div>/g;

/** What a browser without scripting reads: each placeholder's markup in its place. */
function undeferred(html: string): string {
  return html.replace(placeholderPattern, (_whole, _count, markup: string) => markup);
}

function paragraphs(count: number, bytes: number): string {
  return Array.from({ length: count }, (_, index) => `<p id="p${index}">${'x'.repeat(bytes - `<p id="p${index}"></p>`.length)}</p>`).join('\n');
}

describe('topLevelBlocks', () => {
  it('cuts the body between its top-level nodes, whitespace included, and loses no byte', () => {
    const html = '<h2 id="a">A <em>b</em></h2>\n<p>One<br>two &amp; <span>three</span></p>\n<div class="equation"><svg><path d="M0 0"/></svg></div>';
    const blocks = topLevelBlocks(html);
    expect(blocks.join('')).toBe(html);
    expect(blocks).toEqual([
      '<h2 id="a">A <em>b</em></h2>',
      '\n<p>One<br>two &amp; <span>three</span></p>',
      '\n<div class="equation"><svg><path d="M0 0"/></svg></div>',
    ]);
  });
});

describe('deferFarBlocks', () => {
  it('leaves a short body as it is', () => {
    const html = paragraphs(5, 100);
    expect(deferFarBlocks(html, 1000)).toBe(html);
  });

  it('keeps the first blocks, defers the rest in chunks, and a browser without scripting reads the same body', () => {
    const html = paragraphs(100, 1000);
    const deferred = deferFarBlocks(html, 10_000, 4_000);
    expect(undeferred(deferred)).toBe(html);
    // The first 10 paragraphs (10,000 bytes and the newlines between them) stay as they are.
    const firstDeferred = html.indexOf('\n<p id="p10"');
    expect(deferred.slice(0, firstDeferred)).toBe(html.slice(0, firstDeferred));
    expect(deferred.slice(firstDeferred)).toMatch(/^<div class="deferred-blocks"/);
    const chunks = [...deferred.matchAll(placeholderPattern)];
    // 90 deferred paragraphs, four to a chunk (4,000 bytes with their newlines), two in the last.
    expect(chunks.map((chunk) => Number(chunk[1]))).toEqual([...Array<number>(22).fill(4), 2]);
  });

  it('never puts a block with its own <noscript> inside a chunk, where its end tag would end the chunk', () => {
    const poster = '<figure data-widget="knn"><noscript><p>With JavaScript on, this figure is live.</p></noscript></figure>';
    const html = [paragraphs(20, 1000), poster, paragraphs(20, 1000).replaceAll('id="p', 'id="q')].join('\n');
    const deferred = deferFarBlocks(html, 5_000, 4_000);
    expect(undeferred(deferred)).toBe(html);
    expect(deferred).toContain(`\n${poster}`);
    for (const [, , markup] of deferred.matchAll(placeholderPattern)) expect(markup).not.toMatch(/noscript/i);
  });

  it('splits the longest lecture into chunks a browser without scripting reads as the lecture', { timeout: 600_000 }, async () => {
    const { html } = await lectureForTests('neural-networks');
    const deferred = deferFarBlocks(html);
    expect(undeferred(deferred)).toBe(html);
    const chunks = [...deferred.matchAll(placeholderPattern)];
    expect(chunks.length).toBeGreaterThan(50);
    expect(deferred.indexOf('data-deferred')).toBeGreaterThan(DEFER_AFTER_BYTES);
    for (const [, count, markup] of chunks) {
      expect(Number(count)).toBeGreaterThan(0);
      expect(markup.length).toBeLessThan(200_000);
      expect(markup).not.toMatch(/<\/noscript/i);
    }
  });
});
