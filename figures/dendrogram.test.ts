import { describe, expect, it } from 'vitest';
import draw from './dendrogram.ts';
import { resetIds } from './lib/svg.ts';

/** A number's box at font size 10: DejaVu Sans digits (the sans Chromium uses on Linux) are 0.64 em wide, 0.73 em tall. */
function boxOf(attributes: string, text: string) {
  const x = Number(/\sx="([\d.-]+)"/.exec(attributes)![1]);
  const y = Number(/\sy="([\d.-]+)"/.exec(attributes)![1]);
  const width = 6.4 * text.length;
  const x0 = attributes.includes('text-anchor="middle"') ? x - width / 2 : x;
  return { x0, x1: x0 + width, y0: y - 7.3, y1: y, text };
}

describe('the dendrogram figure', () => {
  it('draws no point number or leaf number over another (with a unit of space between them)', () => {
    resetIds();
    const numbers = [...draw().matchAll(/<text([^>]*font-size="10"[^>]*)>(\d+)<\/text>/g)].map(([, attributes, text]) => boxOf(attributes, text));
    // 19 points on the scatter, 19 leaves under each of the two dendrograms.
    expect(numbers).toHaveLength(57);
    const clashes: string[] = [];
    for (let i = 0; i < numbers.length; i++)
      for (let j = i + 1; j < numbers.length; j++) {
        const [a, b] = [numbers[i], numbers[j]];
        if (a.x0 < b.x1 + 1 && b.x0 < a.x1 + 1 && a.y0 < b.y1 + 1 && b.y0 < a.y1 + 1) clashes.push(`${a.text} and ${b.text}`);
      }
    expect(clashes).toEqual([]);
  });
});
