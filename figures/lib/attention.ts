/**
 * Attention's arithmetic, shared by the static figure (figures/attention-weights.ts), the live heat
 * map (app/features/lectures/live-figures/attention-heatmap) and the practice answers, so the page's
 * numbers come from one softmax.
 */

/**
 * The softmax of one row of scores divided by the temperature, over the first `visible` entries
 * (the rest get 0; a −∞ score also gets 0). The largest score is subtracted first, so a small ϑ
 * neither overflows nor underflows to 0/0: as ϑ → 0 the row tends to one-hot on its largest score
 * (shared equally by exact ties), and as ϑ → ∞ to uniform over the visible entries.
 */
export function softmaxRow(scores: readonly number[], temperature = 1, visible = scores.length): number[] {
  const shown = scores.slice(0, visible);
  const largest = Math.max(...shown);
  const exps = shown.map((score) => Math.exp((score - largest) / temperature));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return scores.map((_, j) => (j < visible ? exps[j] / total : 0));
}

/** The outputs: each query's weighted average of the values, rows of weights times the value matrix. */
export function attentionOutputs(weights: readonly (readonly number[])[], values: readonly (readonly number[])[]): number[][] {
  return weights.map((row) => values[0].map((_, c) => row.reduce((sum, weight, j) => sum + weight * values[j][c], 0)));
}
