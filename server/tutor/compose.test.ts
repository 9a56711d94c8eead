import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { composeAnswer, splitSentences } from './compose.ts';
import { detectIntent } from './intent.ts';
import { createRetriever, type Retriever } from './retrieve.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

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
    expect(output).toMatch(/^From \*\*Support Vector Machines › The kernel trick\*\* \[1\]:/);
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

/** A small lecture of its own, so each intent's answer is checked on sentences the test controls. */
function section(heading: string, prose: string, parent?: string): SectionDocument {
  const anchor = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const text = prose.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' ');
  return {
    id: `penalties#${anchor}`,
    lecture: 'penalties',
    lectureTitle: 'Penalties',
    url: `/penalties#${anchor}`,
    heading,
    title: ['Penalties', ...(parent ? [parent] : []), heading].join(' › '),
    text,
    prose,
    formulas: [...prose.matchAll(/\$\$([\s\S]*?)\$\$|\$([^$]+)\$/g)].map((match) => (match[1] ?? match[2]).trim()).join('\n'),
  };
}

const penalties = [
  section(
    'Ridge',
    'Ridge regression adds the squared L2 norm of the weights to the squared error: $$J(\\mathbf{w}) = \\norm{\\mathbf{y} - \\mathbf{X}\\mathbf{w}}_2^2 + \\lambda \\norm{\\mathbf{w}}_2^2,$$ where $\\lambda$ is the penalty strength and $\\mathbf{w}$ the weights. Ridge shrinks the weights towards zero. The closed form inverts a matrix that is always invertible for a positive penalty.',
  ),
  section(
    'LASSO',
    'The LASSO adds the L1 norm of the weights to the squared error. It sets some weights exactly to zero, because the slope of the L1 penalty does not vanish at zero. Unlike ridge, the LASSO therefore selects features, while ridge keeps every feature with a smaller weight.',
  ),
  section(
    'Choosing the penalty strength',
    'A penalty that is too small overfits and one that is too large underfits. The penalty strength is chosen by cross-validation over a log-spaced grid of values, keeping the value with the lowest validation error.',
  ),
  section(
    'Common pitfalls',
    'Unscaled features. A penalty on weights of features in different units punishes the small-unit features more, so ridge and the LASSO treat them unevenly. Standardise the features first. Tuning the penalty on the test set. The test error is then optimistic.',
  ),
  section('Perceptrons', 'A perceptron is a linear classifier trained one mistake at a time. It converges on linearly separable data.'),
  section(
    'Kernels',
    'A kernel computes an inner product in a feature space without building the features. The Gaussian kernel has a width that sets how far its influence reaches.',
  ),
];
const authoredAnswer = section(
  'How do I choose the penalty strength λ?',
  'Choose the penalty strength $\\lambda$ of ridge or the LASSO by five-fold cross-validation over a log-spaced grid, and keep the value with the lowest average validation error. Standardise the features inside each fold first.',
  'Questions learners ask',
);

const relatedAuthoredAnswer = section(
  'Why does the LASSO need standardised features?',
  'Because the L1 penalty charges every weight the same price per unit, it treats features in different units unevenly: a feature measured in small units needs a large weight and pays more, so the LASSO drops it first unless the features are standardised.',
  'Questions learners ask',
);
const closedForm = section(
  'The closed form',
  'Setting the gradient of the ridge objective to zero gives the linear system $$(\\mathbf{X}^\\top\\mathbf{X} + \\lambda\\mathbf{I})\\mathbf{w} = \\mathbf{X}^\\top\\mathbf{y}.$$ Solving it gives the ridge solution $$\\hat{\\mathbf{w}} = (\\mathbf{X}^\\top\\mathbf{X} + \\lambda\\mathbf{I})^{-1}\\mathbf{X}^\\top\\mathbf{y}.$$ The matrix is invertible for every positive penalty.',
);

describe('answering what the question asks, by intent', () => {
  async function answer(question: string, corpus: SectionDocument[] = penalties) {
    const result = await createRetriever(corpus)({ question });
    if (process.env.DEBUG_ANSWERS) console.log(question, JSON.stringify(result.intent), result.covered, '\n' + composeAnswer({ question, ...result }).output);
    return { result, ...composeAnswer({ question, ...result }) };
  }
  const body = (output: string) => output.split('**Sources**')[0];

  it("quotes a lecture's authored answer whole, and cites it first, when it answers the same question in other words", async () => {
    const { output, sources, result } = await answer('how should i pick lambda for ridge', [...penalties, authoredAnswer]);
    expect(result.authored?.section.url).toBe(authoredAnswer.url);
    expect(sources[0]).toEqual({
      title: 'Penalties › Questions learners ask › How do I choose the penalty strength λ?',
      url: authoredAnswer.url,
      lecture: 'penalties',
      source: 'lectures',
    });
    expect(body(output)).toContain(authoredAnswer.prose);
  });

  it('keeps authored answers out of the ranked sections, and off questions of another intent or topic', async () => {
    const corpus = [...penalties, authoredAnswer];
    expect((await answer('what is ridge regression', corpus)).result.authored).toBeUndefined();
    expect((await answer('how do i choose the kernel width', corpus)).result.authored).toBeUndefined();
    const { result } = await answer('how should i pick lambda for ridge', corpus);
    expect(result.sections.map((candidate) => candidate.section.url)).not.toContain(authoredAnswer.url);
  });

  it('answers "how do I choose" with the procedure, not the definition', async () => {
    const { output } = await answer('how do i choose the penalty strength for ridge');
    expect(body(output)).toContain('chosen by cross-validation over a log-spaced grid');
  });

  it('answers "why" with the reason', async () => {
    const { output } = await answer('why does the lasso set weights to zero');
    expect(body(output)).toContain('because the slope of the L1 penalty does not vanish at zero');
  });

  it('answers "X vs Y" from both sides\' sections and states the difference', async () => {
    const { output, sources } = await answer("ridge vs lasso, what's the actual difference?");
    expect(sources.slice(0, 2).map((source) => source.url)).toEqual(['/penalties#ridge', '/penalties#lasso']);
    expect(body(output)).toContain('From **Penalties › Ridge** [1]: Ridge regression adds the squared L2 norm');
    expect(body(output)).toContain('From **Penalties › LASSO** [2]: The LASSO adds the L1 norm');
    expect(body(output)).toMatch(/The difference: Unlike ridge, the LASSO therefore selects features[^\n]*\[2\]/);
  });

  it('answers a formula question with the display formula and what its symbols mean', async () => {
    const { output } = await answer('formula for the ridge penalty');
    expect(body(output)).toMatch(/\n\n\$\$J\(\\mathbf\{w\}\) = [^$]+\$\$\n\n/);
    expect(body(output)).toContain('where $\\lambda$ is the penalty strength');
  });

  it('adds what an authored answer to a neighbouring question says, citing it by its question', async () => {
    const { output, result } = await answer('when does the lasso treat features unevenly', [...penalties, relatedAuthoredAnswer]);
    expect(result.authored).toBeUndefined();
    expect(result.relatedAnswers.map((related) => related.url)).toEqual([relatedAuthoredAnswer.url]);
    expect(body(output)).toContain(
      '**Penalties › Questions learners ask › Why does the LASSO need standardised features?** [2] adds: Because the L1 penalty charges every weight',
    );
  });

  it('answers a formula question about a derivation with the formula it arrives at', async () => {
    const { output } = await answer('ridge closed form solution formula', [...penalties, closedForm]);
    expect(body(output)).toContain('\\hat{\\mathbf{w}} = (\\mathbf{X}^\\top\\mathbf{X} + \\lambda\\mathbf{I})^{-1}');
  });

  it('answers "when does it go wrong" from the lecture\'s pitfalls', async () => {
    const { output, sources } = await answer('when does ridge fail');
    expect(detectIntent('when does ridge fail').intent).toBe('when');
    expect(sources.map((source) => source.url)).toContain('/penalties#common-pitfalls');
    expect(body(output)).toContain('treat them unevenly');
  });
});
