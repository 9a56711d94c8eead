/**
 * The numbers agree for the transformers lecture's attention snippet: its committed output (what the
 * page shows under the code) prints the worked example's weights and outputs, with and without the
 * causal mask, as figures/attention-weights.ts computes them for the page's figure and practice
 * answers, and the lecture's own text writes them. (content/snippets/snippets.test.ts does the same
 * for the other lectures; this file keeps the new lecture's checks beside them.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attentionOutputs, attentionWeights, workedK, workedQ, workedV } from '../../figures/attention-weights.ts';

const output = readFileSync(join(import.meta.dirname, 'transformers', 'attention.out'), 'utf8');
const lecture = readFileSync(join(import.meta.dirname, '..', 'lectures', 'transformers.mdx'), 'utf8');
const workedExample = /### A worked example by hand\n([\s\S]*?)\n## /.exec(lecture)![1];

/** The rows a line prints after `label`, written "a b | c d | …". */
function printedRows(label: string): number[][] {
  const line = output.split('\n').find((candidate) => candidate.startsWith(label));
  if (!line) throw new Error(`no line "${label}…" in the output`);
  return line
    .slice(label.length)
    .split('|')
    .map((row) => row.trim().split(/\s+/).map(Number));
}

const rounded = (rows: number[][]) => rows.map((row) => row.map((value) => Number(value.toFixed(4))));

describe('transformers/attention', () => {
  const weights = attentionWeights(workedQ, workedK);
  const causal = attentionWeights(workedQ, workedK, { causal: true });

  it("prints the worked example's weights and outputs to four decimals", () => {
    expect(printedRows('weights A:')).toEqual(rounded(weights));
    expect(printedRows('outputs A V:')).toEqual(rounded(attentionOutputs(weights, workedV)));
  });

  it('prints the causal weights and outputs of the masking section', () => {
    expect(printedRows('causal weights A:')).toEqual(rounded(causal));
    expect(printedRows('causal outputs:')).toEqual(rounded(attentionOutputs(causal, workedV)));
  });

  it('agrees with PyTorch to the last digit it prints', () => {
    expect(output).toMatch(/largest difference from softmax\(Q K\^T \/ sqrt\(d_k\)\) V: 0\.0e\+00/);
  });

  it('prints the numbers the worked example writes', () => {
    for (const value of [...rounded(weights).flat(), ...rounded(attentionOutputs(weights, workedV)).flat()])
      if (value !== 0) expect(workedExample).toContain(value.toFixed(4));
  });
});
