import { describe, expect, it } from 'vitest';
import type { SectionDocument } from '../../shared/section-index.ts';
import { answeringBlocks, blocksOf, composeAnswer, composeSmallTalk, notCoveredOpening } from './compose.ts';
import { defaultTutorPolicy } from './policy.ts';
import type { KnowledgeUnit, UnitMatch } from './units.ts';

/** A section of a small lecture of the test's own, so each rule is checked on paragraphs the test controls. */
function section(heading: string, blocks: string[]): SectionDocument {
  const anchor = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const prose = blocks.join('\n\n');
  return {
    id: `penalties#${anchor}`,
    lecture: 'penalties',
    lectureTitle: 'Penalties',
    url: `/penalties#${anchor}`,
    heading,
    title: `Penalties › ${heading}`,
    text: prose.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' '),
    prose,
    formulas: [...prose.matchAll(/\$\$([\s\S]*?)\$\$|\$([^$]+)\$/g)].map((match) => (match[1] ?? match[2]).trim()).join('\n'),
  };
}

const ridge = section('Ridge', [
  'Ridge regression keeps every feature but shrinks its weight towards zero, trading a little bias for less variance.',
  'The ridge objective adds the squared L2 norm of the weights to the squared error:',
  '$$J(\\mathbf{w}) = \\norm{\\mathbf{y} - \\mathbf{X}\\mathbf{w}}_2^2 + \\lambda \\norm{\\mathbf{w}}_2^2,$$',
  'where $\\lambda \\ge 0$ is the penalty strength that sets how hard the weights are pulled in.',
  'The penalty strength is tuned by cross-validation over a log-spaced grid.',
]);
const lasso = section('LASSO', [
  'The LASSO adds the L1 norm of the weights instead. The corner of the L1 ball sits on an axis.',
  'Hence the LASSO sets some weights exactly to zero and so selects features.',
]);
const table = section('Penalties side by side', [
  'The two penalties compare as follows:',
  '| penalty | zeros | closed form |\n| --- | --- | --- |\n| ridge | no | yes |\n| LASSO | yes | no |',
]);
const hit = (candidate: SectionDocument, score = 1) => ({ section: candidate, score });
const body = (output: string) => output.split('**Sources**')[0];

describe('quoting a section: whole paragraphs, never a sentence cut from its context', () => {
  const policy = defaultTutorPolicy.paragraphs;

  it('quotes the paragraph that holds the question, whole', () => {
    expect(answeringBlocks(ridge, 'how do i tune the penalty strength of ridge', policy)).toEqual([
      'The penalty strength is tuned by cross-validation over a log-spaced grid.',
    ]);
  });

  it('keeps a paragraph that announces an equation with the equation and the paragraph that explains its symbols', () => {
    expect(answeringBlocks(ridge, 'what is the ridge objective with the squared L2 norm', policy)).toEqual(blocksOf(ridge.prose).slice(1, 4));
  });

  it('brings the paragraph before one that leans on it ("Hence …")', () => {
    expect(answeringBlocks(lasso, 'why does the lasso set weights exactly to zero', policy)).toEqual(blocksOf(lasso.prose));
  });

  it("weighs the words that tell paragraphs apart, not the section's topic that every paragraph names", () => {
    expect(answeringBlocks(ridge, 'grid for the ridge penalty strength', policy)).toEqual([
      'The penalty strength is tuned by cross-validation over a log-spaced grid.',
    ]);
  });

  it('quotes a table as a table, with the paragraph that announces it, never flattened into a line', () => {
    const blocks = answeringBlocks(table, 'which penalty has a closed form: ridge or lasso', policy);
    expect(blocks[0]).toBe('The two penalties compare as follows:');
    expect(blocks[1].split('\n')).toHaveLength(4);
  });

  it('never ends on a paragraph that promises what it does not quote (a colon)', () => {
    const tight = { ...policy, maxBlocks: 2 };
    const blocks = answeringBlocks(ridge, 'the ridge objective adds the squared L2 norm to the squared error', tight);
    expect(blocks.at(-1)).not.toMatch(/:\s*$/);
  });

  it('answers from the best section, citing it and the close ones, each once', () => {
    const { output, sources, grounded } = composeAnswer({
      question: 'how is the penalty strength of ridge tuned',
      sections: [hit(ridge), hit(lasso, 0.9)],
      covered: true,
    });
    expect(grounded).toBe(true);
    expect(output).toMatch(/^From \*\*Penalties › Ridge\*\* \[1\]:\n\nThe penalty strength is tuned by cross-validation/);
    expect(sources.map((source) => source.url)).toEqual([ridge.url, lasso.url]);
    expect(output).toContain(`1. [Penalties › Ridge](${ridge.url})\n2. [Penalties › LASSO](${lasso.url})`);
  });
});

describe('answering from a written unit', () => {
  const unit = (overrides: Partial<KnowledgeUnit>): UnitMatch => ({
    unit: {
      kind: 'glossary',
      source: { title: 'Glossary › Ridge regression', url: '/glossary#ridge-regression', lecture: 'penalties', source: 'lectures' },
      lecture: 'penalties',
      phrasings: ['Ridge regression'],
      answer: '**Ridge regression**: least squares plus $\\lambda$ times the squared L2 norm of the weights.',
      intent: 'define',
      cites: [{ title: 'Penalties › Ridge', url: ridge.url, lecture: 'penalties', source: 'lectures' }],
      ...overrides,
    },
    score: 0.9,
    phrasing: 'Ridge regression',
  });

  it('quotes the unit whole, cites it first and the section it rests on after it', () => {
    const { output, sources } = composeAnswer({ question: 'what is ridge regression', sections: [hit(lasso)], covered: true, units: [unit({})] });
    expect(body(output)).toBe(
      'From the **Glossary › Ridge regression** [1]:\n\n**Ridge regression**: least squares plus $\\lambda$ times the squared L2 norm of the weights.\n\nMore in **Penalties › Ridge** [2].\n\n',
    );
    expect(sources.map((source) => source.url)).toEqual(['/glossary#ridge-regression', ridge.url, lasso.url]);
  });

  it('follows a definition with the paragraph of its section on the question when the policy says so', () => {
    const policy = { ...defaultTutorPolicy, units: { ...defaultTutorPolicy.units, blocksAfterGlossary: 1 } };
    const { output } = composeAnswer({ question: 'what is ridge regression', sections: [], covered: true, units: [unit({})], sectionAt: () => ridge, policy });
    expect(body(output)).toContain('**Penalties › Ridge** [2] says more:\n\nRidge regression keeps every feature but shrinks its weight');
  });

  it('by default follows a definition, and an authored answer, with the paragraph of the section it links that answers the question', () => {
    const definition = composeAnswer({
      question: 'how is the ridge penalty strength tuned',
      sections: [],
      covered: true,
      units: [unit({})],
      sectionAt: () => ridge,
    });
    expect(body(definition.output)).toContain(
      '**Penalties › Ridge** [2] says more:\n\nThe penalty strength is tuned by cross-validation over a log-spaced grid.',
    );
    const authored = unit({
      kind: 'question',
      intent: 'choose',
      source: { title: 'Penalties › Questions learners ask › How do I tune λ?', url: '/penalties#how-do-i-tune', lecture: 'penalties', source: 'lectures' },
      answer: 'Try values on a grid and keep the best.',
    });
    const { output } = composeAnswer({
      question: 'how is the ridge penalty strength tuned',
      sections: [],
      covered: true,
      units: [authored],
      sectionAt: () => ridge,
    });
    expect(body(output)).toContain(
      'Try values on a grid and keep the best.\n\n**Penalties › Ridge** [2] says more:\n\nThe penalty strength is tuned by cross-validation',
    );
  });

  it('answers a question in two parts with a unit for each', () => {
    const second = unit({
      kind: 'question',
      source: { title: 'Penalties › Questions learners ask › How do I tune λ?', url: '/penalties#how-do-i-tune', lecture: 'penalties', source: 'lectures' },
      answer: 'By cross-validation over a log-spaced grid.',
      cites: [],
    });
    const { output, sources } = composeAnswer({ question: 'what is ridge and how do i tune λ?', sections: [], covered: true, units: [unit({}), second] });
    expect(body(output)).toContain('From **Penalties › Questions learners ask › How do I tune λ?** [3]:\n\nBy cross-validation over a log-spaced grid.');
    expect(sources.map((source) => source.url)).toEqual(['/glossary#ridge-regression', ridge.url, '/penalties#how-do-i-tune']);
  });

  it("adds a unit joined for its equation after the lectures' best section, without quoting its own section", () => {
    const explains = unit({
      kind: 'question',
      source: {
        title: 'Penalties › Questions learners ask › Why no closed form?',
        url: '/penalties#why-no-closed-form',
        lecture: 'penalties',
        source: 'lectures',
      },
      answer: 'Because the gradient is not linear in the weights.',
      cites: [],
    });
    const withEquation = {
      ...unit({
        answer:
          '**Ridge regression**: least squares plus a penalty.\n\n$$\\hat{\\mathbf{w}} = (\\mathbf{X}^\\top \\mathbf{X} + \\lambda \\mathbf{I})^{-1} \\mathbf{X}^\\top \\mathbf{y}$$',
      }),
      forEquation: true,
    };
    const { output, sources } = composeAnswer({ question: 'ridge closed form', sections: [hit(lasso)], covered: true, units: [explains, withEquation] });
    expect(body(output)).toContain('The equation, from **Glossary › Ridge regression** [3]:\n\n**Ridge regression**: least squares plus a penalty.\n\n$$');
    expect(sources.map((source) => source.url)).toEqual(['/penalties#why-no-closed-form', lasso.url, '/glossary#ridge-regression']);
  });

  it('shows a recipe with its code, its real output and its API page among the sources', () => {
    const recipe = unit({
      kind: 'recipe',
      source: { title: 'Recipes › Scale features inside a pipeline', url: '/recipes#scale-in-pipeline', lecture: '', source: 'lectures' },
      answer: 'Scale inside the pipeline.\n\n```python\nprint(1)\n```\n\nIt prints:\n\n```text\n1\n```',
      intent: 'code',
      cites: [
        {
          title: 'scikit-learn › sklearn.preprocessing.StandardScaler',
          url: 'https://scikit-learn.org/1.2/modules/generated/sklearn.preprocessing.StandardScaler.html',
          lecture: '',
          source: 'sklearn',
        },
      ],
    });
    const { output, sources } = composeAnswer({ question: 'how do i scale in a pipeline in sklearn', sections: [], covered: false, units: [recipe] });
    expect(body(output)).toContain('```python\nprint(1)\n```');
    expect(sources.map((source) => source.source)).toEqual(['lectures', 'sklearn']);
  });
});

describe('saying what the tutor cannot answer', () => {
  it('says the lectures do not cover a question, quotes nothing and suggests the closest sections', () => {
    const { output, sources, grounded } = composeAnswer({ question: 'best pizza in naples', sections: [hit(ridge)], covered: false });
    expect(grounded).toBe(false);
    expect(output.startsWith(notCoveredOpening)).toBe(true);
    expect(output).not.toContain('From **');
    expect(output).toContain('[class catalogue](/classes)');
    expect(sources.map((source) => source.url)).toEqual([ridge.url]);
  });

  it('answers small talk briefly, with no sources and no claim', () => {
    const { output, sources } = composeSmallTalk('thanks');
    expect(output).toMatch(/^You're welcome!/);
    expect(sources).toEqual([]);
  });
});
