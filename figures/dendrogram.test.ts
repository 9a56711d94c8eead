import { describe, expect, it } from 'vitest';
import draw from './dendrogram.ts';
import { resetIds } from './lib/svg.ts';

/** A number's box: DejaVu Sans digits (the sans Chromium uses on Linux) are 0.64 em wide, 0.73 em tall. */
function boxOf(attributes: string, text: string) {
  const x = Number(/\sx="([\d.-]+)"/.exec(attributes)![1]);
  const y = Number(/\sy="([\d.-]+)"/.exec(attributes)![1]);
  const size = Number(/\sfont-size="([\d.]+)"/.exec(attributes)![1]);
  const width = 0.64 * size * text.length;
  const x0 = attributes.includes('text-anchor="middle"') ? x - width / 2 : x;
  return { x0, x1: x0 + width, y0: y - 0.73 * size, y1: y, text };
}

describe('the dendrogram figure', () => {
  it('draws no point number or leaf number over another (with a unit of space between them)', () => {
    resetIds();
    // The points' and leaves' numbers are set smaller than the axes' tick labels (14).
    const numbers = [...draw().matchAll(/<text([^>]*font-size="1[0-3]"[^>]*)>(\d+)<\/text>/g)].map(([, attributes, text]) => boxOf(attributes, text));
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
