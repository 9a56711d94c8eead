import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../../figures/lib/dark-theme.ts';
import { figureColours } from '../../../../../shared/figure-colours.ts';
import { attentionOutputs, softmaxRow } from '../../../../../figures/lib/attention.ts';
import { attentionWeights as figureWeights, workedK as figureK, workedQ as figureQ, workedTokens, workedV } from '../../../../../figures/attention-weights.ts';
import {
  attentionWeights,
  EXAMPLE_SENTENCES,
  heatColour,
  initialState,
  KNOWN_WORDS,
  parseState,
  readSentence,
  scaledScores,
  strongestKeys,
  TEMPERATURE_STEPS,
  temperatureText,
  vectorsOf,
  weightsOf,
  type AttentionState,
  type Vector2,
} from '~/features/lectures/live-figures/attention-heatmap/model';

/** The lecture's worked example ("A worked example by hand"): its Q, K and V, from the module of its static figure. */
const pairs = (matrix: number[][]): Vector2[] => matrix.map(([first, second]) => [first, second]);
const workedQ = pairs(figureQ);
const workedK = pairs(figureK);

const expectRows = (actual: number[][], expected: number[][], digits: number) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) => row.forEach((value, j) => expect(value, `row ${i + 1}, column ${j + 1}`).toBeCloseTo(expected[i][j], digits)));
};

const everyState = (): AttentionState[] =>
  EXAMPLE_SENTENCES.flatMap(({ tokens }) =>
    TEMPERATURE_STEPS.flatMap((temperature) => [false, true].map((causal) => ({ tokens: [...tokens], temperature, causal, query: 0 }))),
  );

describe('the attention heat map’s computation', () => {
  it('starts from the worked example: "the cat sat" with its queries and keys, at temperature 1, without a mask', () => {
    const state = initialState();
    expect(state.tokens).toEqual([...workedTokens]);
    expect(state.temperature).toBe(1);
    expect(state.causal).toBe(false);
    expect(vectorsOf(state.tokens)).toEqual({ queries: workedQ, keys: workedK });
  });

  it('gives the worked example’s scaled scores, weights and outputs, as the lecture prints them', () => {
    expectRows(
      scaledScores(workedQ, workedK),
      [
        [1.4142, 0, 0.7071],
        [0, 1.4142, 1.4142],
        [1.4142, 0.7071, 1.4142],
      ],
      4,
    );
    const weights = weightsOf(initialState());
    expectRows(
      weights,
      [
        [0.575975, 0.140029, 0.283995],
        [0.108383, 0.445808, 0.445808],
        [0.401112, 0.197776, 0.401112],
      ],
      6,
    );
    expectRows(
      attentionOutputs(weights, workedV),
      [
        [0.859971, 0.424025],
        [0.554192, 0.891617],
        [0.802224, 0.598888],
      ],
      6,
    );
  });

  it('gives the same weights as the lecture’s static figure of the worked example: scaled, unscaled (ϑ = 1/√2) and causal', () => {
    expectRows(weightsOf(initialState()), figureWeights(figureQ, figureK), 14);
    expectRows(weightsOf({ ...initialState(), temperature: Math.SQRT1_2 }), figureWeights(figureQ, figureK, { scaled: false }), 14);
    expectRows(weightsOf({ ...initialState(), causal: true }), figureWeights(figureQ, figureK, { causal: true }), 14);
  });

  it('gives the worked example’s causal weights and its "the" row at temperatures 0.5 and 2', () => {
    expectRows(
      attentionWeights(workedQ, workedK, 1, true),
      [
        [1, 0, 0],
        [0.1956, 0.8044, 0],
        [0.4011, 0.1978, 0.4011],
      ],
      4,
    );
    expectRows([attentionWeights(workedQ, workedK, 0.5, false)[0]], [[0.7679, 0.0454, 0.1867]], 4);
    expectRows([attentionWeights(workedQ, workedK, 2, false)[0]], [[0.4555, 0.2246, 0.3199]], 4);
  });

  it('cancels the √d_k scaling at ϑ = 1/√2: the worked example’s weights without the scaling, as the lecture prints them', () => {
    expect(TEMPERATURE_STEPS).toContain(Math.SQRT1_2);
    expectRows(
      weightsOf({ ...initialState(), temperature: Math.SQRT1_2 }),
      [
        [0.6652, 0.09, 0.2447],
        [0.0634, 0.4683, 0.4683],
        [0.4223, 0.1554, 0.4223],
      ],
      4,
    );
    expect(temperatureText(Math.SQRT1_2)).toBe('1/√2');
    expect(temperatureText(0.05)).toBe('0.05');
  });

  it('makes every row sum to 1, for every example, temperature and mask', () => {
    for (const state of everyState()) {
      for (const row of weightsOf(state)) {
        expect(row.every((weight) => weight >= 0 && weight <= 1)).toBe(true);
        expect(row.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('under the causal mask, gives the keys after each query exactly 0 and the first token all its weight', () => {
    for (const state of everyState().filter(({ causal }) => causal)) {
      const weights = weightsOf(state);
      expect(weights[0][0]).toBe(1);
      weights.forEach((row, i) => row.forEach((weight, j) => (j > i ? expect(weight).toBe(0) : expect(weight).toBeGreaterThan(0))));
    }
  });

  it('tends to one-hot rows on the largest score as the temperature goes to 0, split equally between exact ties', () => {
    const sharp = attentionWeights(workedQ, workedK, 1e-6, false);
    expectRows(
      sharp,
      [
        [1, 0, 0],
        [0, 0.5, 0.5],
        [0.5, 0, 0.5],
      ],
      12,
    );
    for (const { tokens } of EXAMPLE_SENTENCES) {
      const { queries, keys } = vectorsOf(tokens);
      const scores = scaledScores(queries, keys);
      attentionWeights(queries, keys, 1e-6, false).forEach((row, i) => {
        const winners = strongestKeys(scores[i]);
        row.forEach((weight, j) => expect(weight).toBeCloseTo(winners.includes(j) ? 1 / winners.length : 0, 12));
      });
    }
  });

  it('tends to uniform rows as the temperature grows, over the keys the mask leaves', () => {
    for (const { tokens } of EXAMPLE_SENTENCES) {
      const { queries, keys } = vectorsOf(tokens);
      attentionWeights(queries, keys, 1e7, false).forEach((row) => row.forEach((weight) => expect(weight).toBeCloseTo(1 / tokens.length, 6)));
      attentionWeights(queries, keys, 1e7, true).forEach((row, i) => row.forEach((weight, j) => expect(weight).toBeCloseTo(j <= i ? 1 / (i + 1) : 0, 6)));
    }
  });

  it('sharpens every row as the temperature falls: the largest weight never shrinks, and grows wherever the row is not already flat', () => {
    for (const { tokens } of EXAMPLE_SENTENCES) {
      const { queries, keys } = vectorsOf(tokens);
      const largest = TEMPERATURE_STEPS.map((temperature) => attentionWeights(queries, keys, temperature, false).map((row) => Math.max(...row)));
      for (let step = 1; step < TEMPERATURE_STEPS.length; step++) {
        largest[step].forEach((weight, i) => expect(weight).toBeLessThanOrEqual(largest[step - 1][i] + 1e-12));
      }
      // Every row of the examples has two different scores, so from ϑ = 2 to ϑ = 0.5 each row's peak rises.
      const at = (temperature: number) => largest[TEMPERATURE_STEPS.indexOf(temperature as (typeof TEMPERATURE_STEPS)[number])];
      at(0.5).forEach((weight, i) => expect(weight).toBeGreaterThan(at(2)[i]));
    }
  });

  it('stays finite when the scores are huge or the temperature tiny', () => {
    const row = softmaxRow([1000, 999, -1000], 0.05);
    expect(row.every(Number.isFinite)).toBe(true);
    // The gap of 1 divided by ϑ = 0.05 is 20: the second weight is e^−20 of the first; the third underflows to 0.
    expect(row[0]).toBeCloseTo(1 / (1 + Math.exp(-20)), 14);
    expect(row[1]).toBeCloseTo(Math.exp(-20) / (1 + Math.exp(-20)), 14);
    expect(row[2]).toBe(0);
    expect(softmaxRow([3, 1, 2], 1, 1)).toEqual([1, 0, 0]);
  });

  it('permutes the rows and columns of the weights when the tokens are permuted (no mask, no positions)', () => {
    const tokens = ['the', 'cat', 'sat', 'on', 'a', 'mat'];
    const order = [4, 2, 5, 0, 3, 1];
    const weights = weightsOf({ tokens, temperature: 1, causal: false, query: 0 });
    const permuted = weightsOf({ tokens: order.map((i) => tokens[i]), temperature: 1, causal: false, query: 0 });
    order.forEach((from, i) => order.forEach((to, j) => expect(permuted[i][j]).toBeCloseTo(weights[from][to], 14)));
  });

  it('names the largest weight of a row, and every key that ties with it', () => {
    expect(strongestKeys([0.2, 0.5, 0.3])).toEqual([1]);
    const [, cat] = weightsOf(initialState());
    expect(strongestKeys(cat)).toEqual([1, 2]);
  });

  it('reads a typed sentence from the known words, refusing an unknown word by name and a sentence too short or too long', () => {
    expect(readSentence('The cat sat on the mat.')).toEqual({ tokens: ['the', 'cat', 'sat', 'on', 'the', 'mat'] });
    expect(readSentence('  a   DOG, ran ')).toEqual({ tokens: ['a', 'dog', 'ran'] });
    expect(readSentence('the bird sat')).toEqual({ error: '“bird” is not a word this figure knows.' });
    expect(readSentence('cat')).toEqual({ error: 'Write at least 2 words.' });
    expect(readSentence('the cat sat on the mat a dog')).toEqual({ error: 'Write at most 6 words.' });
    expect(KNOWN_WORDS).toEqual(expect.arrayContaining(['the', 'cat', 'sat']));
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const own = { tokens: ['a', 'dog', 'chased', 'the', 'cat'], temperature: 0.2, causal: true, query: 4 };
    expect(parseState(own)).toEqual(own);
    expect(parseState({ ...own, tokens: ['a', 'bird'] })).toBeNull();
    expect(parseState({ ...own, tokens: ['cat'], query: 0 })).toBeNull();
    expect(parseState({ ...own, temperature: 0.25 })).toBeNull();
    expect(parseState({ ...own, causal: 'yes' })).toBeNull();
    expect(parseState({ ...own, query: 5 })).toBeNull();
    expect(parseState({ ...own, query: 1.5 })).toBeNull();
    expect(parseState({ points: 'many' })).toBeNull();
    expect(parseState(null)).toBeNull();
  });

  it('colours each cell so that the ink of its number keeps 4.5:1, darker (light theme) or brighter (dark theme) for a larger weight', () => {
    for (const theme of ['light', 'dark'] as const) {
      const { ink, paper } = figureColours[theme];
      expect(heatColour(theme, 0)).toBe(paper);
      const cells = Array.from({ length: 21 }, (_, step) => heatColour(theme, step / 20));
      for (const cell of cells) expect(contrastRatio(ink, cell), `${theme} ${cell}`).toBeGreaterThanOrEqual(4.5);
      const fromPaper = cells.map((cell) => contrastRatio(cell, paper));
      for (let step = 1; step < cells.length; step++) expect(fromPaper[step]).toBeGreaterThan(fromPaper[step - 1]);
    }
  });
});
