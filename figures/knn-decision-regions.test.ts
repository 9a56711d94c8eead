import { describe, expect, it } from 'vitest';
import draw from './knn-decision-regions.ts';
import { resetIds } from './lib/svg.ts';

/**
 * A bold title's width, estimated at 0.6 em a character: DejaVu Sans Bold, the sans Chromium uses on
 * Linux, averages 0.585 em over these titles' letters.
 */
const boldWidth = (text: string, size: number) => 0.6 * size * text.length;

describe('the k-NN decision regions figure', () => {
  it('keeps every panel title inside the figure (the error panel’s title ran off its right edge)', () => {
    resetIds();
    const svg = draw();
    const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)![1]);
    // A title is a bold, centred 14 px text, whatever order its attributes are written in.
    const titles = [...svg.matchAll(/<text ([^>]*)>([\s\S]*?)<\/text>/g)]
      .filter(([, attributes]) => ['font-size="14"', 'text-anchor="middle"', 'font-weight="600"'].every((a) => attributes.includes(a)))
      .map(([, attributes, inner]) => ({ x: Number(/\bx="([\d.]+)"/.exec(attributes)![1]), text: inner.replace(/<[^>]+>/g, '') }));
    expect(titles).toHaveLength(4);
    for (const { x, text } of titles) {
      const half = boldWidth(text, 14) / 2;
      expect(x - half, text).toBeGreaterThanOrEqual(0);
      expect(x + half, text).toBeLessThanOrEqual(width);
    }
  });
});
