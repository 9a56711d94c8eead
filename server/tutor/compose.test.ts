import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { composeAnswer, splitSentences } from './compose.ts';
import { createRetriever, type Retriever } from './retrieve.ts';
import type { SectionDocument } from './section-index.ts';

describe('splitting lecture prose into sentences', () => {
  it('splits after full stops, question and exclamation marks, never inside a formula', () => {
    expect(splitSentences('The cost is $J = \\frac{1}{n}. \\sum_i e_i$. Then it falls! Does it? Yes.')).toEqual([
      'The cost is $J = \\frac{1}{n}. \\sum_i e_i$.',
      'Then it falls!',
      'Does it?',
      'Yes.',
    ]);
  });

  it('keeps abbreviations and display formulas inside their sentence', () => {
    expect(splitSentences('Some losses, e.g. the hinge loss, are convex: $$L = \\max(0, 1 - yf). A$$ holds. Next one.')).toEqual([
      'Some losses, e.g. the hinge loss, are convex: $$L = \\max(0, 1 - yf). A$$ holds.',
      'Next one.',
    ]);
  });
});

describe('composing the built-in answer', () => {
  let sections: SectionDocument[];
  let retrieve: Retriever;
  beforeAll(async () => {
    sections = await lectureSectionsForTests();
    retrieve = createRetriever(sections);
  });

  async function answer(question: string, previousQuestion?: string) {
    const result = await retrieve({ question, previousQuestion });
    return composeAnswer({ question, previousQuestion, ...result });
  }

  it('quotes the best section, with a formula, and ends with numbered links to the cited sections', async () => {
    const { output, sources, grounded } = await answer('what is the kernel trick');
    expect(grounded).toBe(true);
    expect(output.startsWith('From **Support Vector Machines › The kernel trick** [1]:')).toBe(true);
    expect(output).toMatch(/\n\$\$[^$]+\$\$\n/);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(3);
    const list = output.slice(output.indexOf('**Sources**'));
    sources.forEach((source, index) => expect(list).toContain(`${index + 1}. [${source.title}](${source.url})`));
  });

  it('quotes only sentences that are in the lectures', async () => {
    const { output } = await answer('how does k-means choose its clusters');
    const quoted = output
      .split('**Sources**')[0]
      .replace(/^From \*\*.*\*\* \[1\]:/, '')
      .replace(/\*\*[^*]+\*\* \[2\] adds:/, '');
    const prose = sections.map((section) => section.prose).join(' ');
    for (const sentence of quoted
      .split(/\n\n+/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      const plain = sentence.replace(/^\$\$|\$\$$/g, '');
      expect(prose.replace(/\s+/g, ' ')).toContain(plain.replace(/\s+/g, ' ').slice(0, 60));
    }
  });

  it('explains a quoted equation from the sentences around it', async () => {
    const section = sections.find((candidate) => candidate.id === 'clustering#spectral-bisection')!;
    const latex = [...section.prose.matchAll(/\$\$([\s\S]+?)\$\$/g)][1][1];
    const { output, sources, grounded } = await answer(`Explain this equation:\n$$${latex}$$`);
    expect(grounded).toBe(true);
    expect(sources[0].url).toBe('/clustering#spectral-bisection');
    expect(output).toContain(latex.trim());
  });

  it('says the lectures do not cover a question, never quotes, and suggests the closest sections', async () => {
    const { output, sources, grounded } = await answer('what is the best pizza in naples');
    expect(grounded).toBe(false);
    expect(output).toMatch(/^The lectures on this site do not cover that/);
    expect(output).not.toContain('From **');
    expect(output).toContain('[class catalogue](/classes)');
    for (const source of sources) expect(output).toContain(`](${source.url})`);
  });

  it('answers a follow-up from the section it asks about', async () => {
    const { sources } = await answer('and what about its dual?', 'what is a support vector machine');
    expect(sources[0].url).toMatch(/dual/);
  });
});
