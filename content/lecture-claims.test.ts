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
