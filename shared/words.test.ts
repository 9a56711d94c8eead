import { describe, expect, it } from 'vitest';
import { stemWord } from './words.ts';

describe('the stemmer', () => {
  it('gives each word family one stem, where Porter’s rules would give two', () => {
    expect(new Set(['embed', 'embeds', 'embedded', 'embedding', 'embeddings'].map(stemWord))).toEqual(new Set(['embed']));
    expect(new Set(['bias', 'biases', 'biased'].map(stemWord))).toEqual(new Set(['bias']));
  });

  it('stems other words as Porter does', () => {
    expect(['clusters', 'clustering', 'regularised', 'seeding'].map(stemWord)).toEqual(['cluster', 'cluster', 'regularis', 'seed']);
  });
});
