import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The selectors of a stylesheet's rules, comments removed (enough for the app's own CSS). */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{};]+)\{/g)].flatMap(([, selectors]) => selectors!.split(',').map((selector) => selector.trim()));
}

describe('app/lecture.css', () => {
  // A lecture body gains children after load (its deferred chunks, app/lib/deferred-blocks.ts).
  // A sibling combinator whose right side is `*` makes Chromium restyle the whole body on every
  // insertion, which was most of a long lecture's blocking time (bench:pages): such rules are
  // written `:where(:not(:first-child))` instead.
  it('has no sibling rule on a universal selector', () => {
    const css = readFileSync(new URL('./lecture.css', import.meta.url), 'utf8');
    const selectors = selectorsOf(css);
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((selector) => /[+~]\s*\*/.test(selector))).toEqual([]);
  });
});
