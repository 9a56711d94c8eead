import { describe, expect, it } from 'vitest';
import attentionHeatmap from '~/features/lectures/live-figures/attention-heatmap/widget';
import { attendsMost, initialState, tokenName, weightsOf, type AttentionState } from '~/features/lectures/live-figures/attention-heatmap/model';
import { renderView, svgTexts } from '~/features/lectures/live-figures/kit/test-render';

const readoutOf = (markup: string) => (/<p class="widget-readout">([\s\S]*?)<\/p>/.exec(markup)?.[1] ?? '').replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");
/** The numbers written in the heat map's cells, row by row (centred, unlike the legend's 0, 0.5 and 1). */
const cellNumbers = (markup: string) =>
  svgTexts(markup).flatMap(({ attributes, text }) => (/text-anchor="middle"/.test(attributes) && /^(0|\d\.\d\d)$/.test(text) ? [text] : []));

describe('the attention heat map’s drawing and words', () => {
  it('writes each weight of the worked example in its cell, rows as queries, to two decimals', () => {
    const numbers = cellNumbers(renderView(attentionHeatmap, initialState(), { poster: true }));
    expect(numbers).toEqual(weightsOf(initialState()).flatMap((row) => row.map((weight) => weight.toFixed(2))));
    expect(numbers).toEqual(['0.58', '0.14', '0.28', '0.11', '0.45', '0.45', '0.40', '0.20', '0.40']);
  });

  it('writes 0 in each masked cell under the causal mask: the upper triangle', () => {
    const state: AttentionState = { tokens: ['the', 'cat', 'sat', 'on', 'the', 'mat'], temperature: 1, causal: true, query: 3 };
    const numbers = cellNumbers(renderView(attentionHeatmap, state, { poster: true }));
    expect(numbers).toHaveLength(36);
    numbers.forEach((text, at) => {
      const [i, j] = [Math.floor(at / 6), at % 6];
      if (j > i) expect(text, `row ${i + 1}, column ${j + 1}`).toBe('0');
      else expect(Number(text)).toBeGreaterThan(0);
    });
  });

  it('names a repeated word by its position, and every key that ties for the largest weight', () => {
    const tokens = ['the', 'cat', 'sat', 'on', 'the', 'mat'];
    expect(tokenName(tokens, 1)).toBe('‘cat’');
    expect(tokenName(tokens, 4)).toBe('‘the’ (5)');
    const weights = weightsOf(initialState());
    expect(attendsMost(['the', 'cat', 'sat'], weights, 0)).toBe('‘the’ attends most to ‘the’ (0.58)');
    expect(attendsMost(['the', 'cat', 'sat'], weights, 1)).toBe('‘cat’ attends most to ‘cat’ and ‘sat’ (0.45 each)');
  });

  it('says in the readout and in words which key the chosen query weighs most', () => {
    const markup = renderView(attentionHeatmap, { ...initialState(), query: 2 });
    expect(readoutOf(markup)).toBe('‘sat’ attends most to ‘the’ and ‘sat’ (0.4 each).');
    const words = attentionHeatmap.describe({ ...initialState(), causal: true });
    expect(words).toMatch(/^sentence “the cat sat”, ϑ = 1 \(plain scaled dot-product attention\), causal mask on/);
    expect(words).toContain('‘the’ attends most to ‘the’ (1)');
    expect(words).toContain('‘cat’ attends most to ‘cat’ (0.8)');
  });

  it('draws no controls in the poster, and the sentence, mask, temperature and query controls in the page', () => {
    const poster = renderView(attentionHeatmap, initialState(), { poster: true });
    expect(poster).not.toContain('<input');
    const page = renderView(attentionHeatmap, initialState());
    expect(page).toContain('<select');
    expect(page).toContain('aria-pressed="false"');
    expect(page).toMatch(/<label[^>]*>Temperature ϑ<\/label>/);
    expect(page).toMatch(/<label[^>]*>Query<\/label>/);
    expect(page).toContain('value="the cat sat"');
  });
});
