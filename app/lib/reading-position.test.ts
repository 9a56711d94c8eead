import { describe, expect, it } from 'vitest';
import { parseReadingPosition, readingPositionHref } from '~/lib/reading-position';

const stored = { lecture: 'clustering', lectureTitle: 'Clustering', section: 'k-means', sectionTitle: 'k-means' };

describe('the reading position', () => {
  it('reads back what the lecture page stores, and links to the section in its lecture', () => {
    const position = parseReadingPosition(JSON.stringify(stored));
    expect(position).toEqual(stored);
    expect(position && readingPositionHref(position)).toBe('/clustering#k-means');
  });

  it('accepts the anchors the lectures have, in any script', () => {
    for (const section of ['choosing-eps-and-min_samples', 'how-do-i-choose-the-learning-rate-η']) {
      expect(parseReadingPosition(JSON.stringify({ ...stored, section }))?.section).toBe(section);
    }
  });

  it.each([
    ['not JSON', '{lecture: clustering'],
    ['not an object', '"clustering"'],
    ['null', 'null'],
    ['a lecture the site does not have', JSON.stringify({ ...stored, lecture: 'quantum-learning' })],
    ['an anchor that is not one', JSON.stringify({ ...stored, section: 'k-means"><script>' })],
    ['a missing section title', JSON.stringify({ ...stored, sectionTitle: undefined })],
    ['an empty lecture title', JSON.stringify({ ...stored, lectureTitle: '  ' })],
    ['a title far longer than any heading', JSON.stringify({ ...stored, sectionTitle: 'x'.repeat(201) })],
    ['a number for the lecture', JSON.stringify({ ...stored, lecture: 9 })],
  ])('ignores a stored value that is %s', (_, raw) => {
    expect(parseReadingPosition(raw)).toBeNull();
  });
});
