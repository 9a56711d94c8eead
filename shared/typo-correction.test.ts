import { describe, expect, it } from 'vitest';
import { createTypoCorrector, lectureWordCounts } from './typo-correction.ts';

const counts = new Map([
  ['regression', 40],
  ['regressions', 2],
  ['ridge', 12],
  ['kernel', 30],
  ['kernels', 3],
  ['kennel', 1],
  ['backpropagation', 9],
  ['laplacian', 5],
  ['treat', 4],
  ['means', 20],
  ['can', 50],
  ['size', 25],
]);

describe('correcting typos against the lectures’ words', () => {
  const typos = createTypoCorrector(counts);

  it('replaces a word one edit away by the lecture word, a swap of neighbours counting as one', () => {
    expect(typos.correct('regresion')).toBe('regression');
    expect(typos.correct('rigde')).toBe('ridge');
    expect(typos.correct('kernal')).toBe('kernel');
  });

  it('prefers the closest word, then the most frequent among equally close ones', () => {
    // "kernls" is one edit from "kernels" (3) and two from "kernel" (30).
    expect(typos.correct('kernls')).toBe('kernels');
    // "kenel" is one edit from "kernel" (30) and from "kennel" (1).
    expect(typos.correct('kenel')).toBe('kernel');
  });

  it('allows two edits from eight letters on, one below', () => {
    expect(typos.correct('backprogation')).toBe('backpropagation');
    expect(typos.correct('rgresion')).toBe('regression');
    expect(typos.correct('kirnal')).toBe('kirnal');
  });

  it('keeps lecture words, short words, words with digits, and words with another first letter', () => {
    expect(typos.correct('kernels')).toBe('kernels');
    expect(typos.correct('cann')).toBe('cann');
    expect(typos.correct('ridge2')).toBe('ridge2');
    expect(typos.correct('great')).toBe('great');
    expect(typos.correct('egression')).toBe('egression');
  });

  it('corrects a four-letter word only for two neighbouring letters swapped, the first kept', () => {
    expect(typos.correct('szie')).toBe('size');
    expect(typos.correct('sise')).toBe('sise');
    expect(typos.correct('isze')).toBe('isze');
  });

  it('keeps the words the engine says it knows', () => {
    expect(createTypoCorrector(counts, (word) => word === 'kernal').correct('kernal')).toBe('kernal');
  });

  it('corrects a compound part by part', () => {
    expect(typos.correct('kernal-regresion')).toBe('kernel-regression');
  });

  it('in prefix mode, keeps the start of a lecture word and corrects a typo in one', () => {
    expect(typos.correct('regressi', { prefix: true })).toBe('regressi');
    expect(typos.correct('regressi')).toBe('regression');
    expect(typos.correct('regresio', { prefix: true })).toBe('regression');
    expect(typos.correct('laplacain', { prefix: true })).toBe('laplacian');
  });

  it('lists the lecture words that start with a prefix, in order', () => {
    expect(typos.wordsStartingWith('regress')).toEqual(['regression', 'regressions']);
    expect(typos.wordsStartingWith('zzz')).toEqual([]);
  });
});

describe('the lectures’ word counts', () => {
  it('counts the words of the heading and the text, compounds by their parts, formulas’ plain forms left out', () => {
    const words = lectureWordCounts([{ heading: 'k-means', text: 'K-means and k-means++ minimise \u2062x_i\u2063 the WCSS.' }]);
    expect(words.get('means')).toBe(3);
    expect(words.get('minimise')).toBe(1);
    expect(words.has('x_i')).toBe(false);
    expect(words.has('xi')).toBe(false);
  });
});
