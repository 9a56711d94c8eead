/**
 * Statements a review of the lectures found wrong (issue 37), checked against the lecture text so
 * that an edit cannot bring them back. Numbers are recomputed from the data the text itself gives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A lecture's MDX with runs of white space made single spaces, so a sentence can be matched across line breaks. */
const lectureText = (slug: string) => readFileSync(join(import.meta.dirname, 'lectures', `${slug}.mdx`), 'utf8').replace(/\s+/g, ' ');

describe('nonparametric: scaling features', () => {
  it('names as nearest to u the customer that is nearest after standardising, computed from its own table', () => {
    const text = lectureText('nonparametric');
    const rows = [...text.matchAll(/\| \$\\mathbf\{(\w)\}\$ \| (\d+) \| ([\d,]+) \|/g)].map(([, name, age, income]) => ({
      name,
      age: Number(age),
      income: Number(income.replace(/,/g, '')),
    }));
    expect(rows.map((row) => row.name)).toEqual(['u', 'v', 'z']);
    const scale = /With \$s_\{\\text\{age\}\} = (\d+)\$ and \$s_\{\\text\{income\}\} = (\d+)\$, the distances become/.exec(text);
    expect(scale, 'the standard deviations').not.toBeNull();
    const [sAge, sIncome] = [Number(scale![1]), Number(scale![2])];
    const [u, ...others] = rows;
    const distance = (other: (typeof rows)[number]) => Math.hypot((other.age - u.age) / sAge, (other.income - u.income) / sIncome);
    const nearest = others.reduce((best, other) => (distance(other) < distance(best) ? other : best));
    expect(nearest.name).toBe('z');
    expect(text).toContain(`and $\\mathbf{${nearest.name}}$ is now the nearest`);
  });
});

describe('neural networks: minibatches', () => {
  it('does not say training never runs backpropagation one example at a time (online learning does)', () => {
    const text = lectureText('neural-networks');
    expect(text).not.toMatch(/never runs the recursion one example at a time/);
    expect(text).toMatch(/Training can run the recursion one example at a time, as online learning does/);
  });
});

/** A lecture's text outside its "Questions learners ask" section (other sessions write that one). */
const lectureBodyText = (slug: string) => lectureText(slug).replace(/## Questions learners ask .*?(?=## In code )/, '');

describe('trees: one symbol for the price of a leaf, another for the L2 penalty', () => {
  it('prices a leaf with α_ccp in the pruning section and the hyperparameter table, and keeps λ for the leaf-value penalty', () => {
    const text = lectureBodyText('trees');
    const pruning = /## Pruning (.*?)## Complexity /.exec(text)![1];
    expect(pruning).not.toContain('\\lambda');
    expect(pruning).toContain('R_{\\alpha_{\\text{ccp}}}(T) = R(T) + \\alpha_{\\text{ccp}} \\lvert T \\rvert');
    expect(text).toContain('| tree | cost-complexity $\\alpha_{\\text{ccp}}$ |');
    expect(text).toContain('| boosting | L2 penalty on leaf values $\\lambda$ |');
  });
});

describe('support vector machines: K and k for classes only', () => {
  it('writes Gram entries as bold 𝐊ᵢⱼ and the kernel with its arguments, never K_ij or a bare k for a kernel value, in the question bank too', () => {
    const text = lectureText('support-vector-machines');
    expect(text).not.toMatch(/(?<![\\{a-zA-Z])K_\{/);
    expect(text).toContain('\\zeta &= \\mathbf{K}_{ii} + \\mathbf{K}_{jj} - 2 \\mathbf{K}_{ij}');
    // A bare k is a class index (k = 1, …, K): "so $k = 25$" wrote a kernel value with it.
    expect(text).not.toMatch(/\$k = (?!1, \\dots, K\$)|\$k\$-fold|\$k\$ errors/);
  });
});

describe('support vector machines: the cost of the dual', () => {
  it("says the dual's cost grows at least with the square of the number of points only of kernel SVMs (LIBLINEAR's dual is linear per pass)", () => {
    // Paragraphs, headings and list items end at a line break (a paragraph's own lines are joined);
    // sentences end at a full stop before a capital, so "Hsieh et al., 2008" does not end one.
    const source = readFileSync(join(import.meta.dirname, 'lectures', 'support-vector-machines.mdx'), 'utf8');
    const blocks = source.split(/\n\s*\n|\n(?=#|- |<)/).map((block) => block.replace(/\s+/g, ' '));
    const sentences = blocks.flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z])/));
    const claims = sentences.filter((sentence) => sentence.includes('grows at least with the square'));
    // The question bank's answer to "Why solve the SVM dual instead of the primal?" makes the claim; without it the check would hold vacuously.
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim, claim).toMatch(/\bkernel/i);
  });
});

describe('trees: the pruning question of the question bank', () => {
  it('prices a leaf with α_ccp, not λ', () => {
    const answer = /### How do I choose the pruning parameter α_ccp\? (.*?)### /.exec(lectureText('trees'));
    expect(answer, 'the question').not.toBeNull();
    expect(answer![1]).not.toMatch(/\\lambda|λ/);
    expect(answer![1]).toContain('R_{\\alpha_{\\text{ccp}}}(T) = R(T) + \\alpha_{\\text{ccp}} \\lvert T \\rvert');
  });
});
