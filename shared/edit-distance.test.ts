import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('regression', 'regresion', 2)).toBe(1);
    expect(editDistance('kernel', 'kernal', 2)).toBe(1);
    expect(editDistance('cat', 'cart', 2)).toBe(1);
    expect(editDistance('same', 'same', 2)).toBe(0);
  });

  it('counts a swap of neighbours as one edit only with transpositions', () => {
    expect(editDistance('the', 'teh', 2)).toBe(2);
    expect(editDistance('the', 'teh', 2, { transpositions: true })).toBe(1);
  });

  it('stops at the limit', () => {
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
