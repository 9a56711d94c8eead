import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { createRetriever, expandQuestion, indexSections, normaliseQuestion, splitMath, type Retriever } from './retrieve.ts';
import { analyse, wordsOf } from '../../shared/text-analysis.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

describe('preparing a question', () => {
  it('maps American spellings to the lectures’ British ones', () => {
    expect(normaliseQuestion('How do I normalize my K Nearest Neighbors?')).toBe('how do i normalise my k nearest neighbour?');
    expect(normaliseQuestion('what size should the centered data be')).toBe('what size should the centred data be');
  });

  it('reads an acronym and its words as one synonym token, and a word that is neither as itself', () => {
    const terms = (text: string) => [...analyse(wordsOf(text)).counts.keys()];
    expect(terms('what is an svm')).toContain('~svm');
    expect(terms('support vector machine')).toContain('~svm');
    expect(terms('explain principal component analysis')).toEqual(expect.arrayContaining(terms('pca')));
    expect(terms('what is a margin')).not.toContainEqual(expect.stringMatching(/^~/));
  });
});

describe('retrieving lecture sections', () => {
  let sections: SectionDocument[];
  let retrieve: Retriever;
  const urlsOf = (result: Awaited<ReturnType<Retriever>>, count = 3) => result.sections.slice(0, count).map((hit) => hit.section.url);

  beforeAll(async () => {
    sections = await lectureSectionsForTests();
    retrieve = createRetriever(sections);
  });

  it('has one document per section, each with a link to its anchor', () => {
    expect(sections.length).toBeGreaterThan(200);
    expect(sections.find((section) => section.url === '/clustering#spectral-bisection')?.title).toBe('Clustering › Spectral clustering › Spectral bisection');
  });

  it.each([
    ['what is the kernel trick', '/support-vector-machines#the-kernel-trick'],
    ['how does backpropagation work', '/neural-networks#backpropagation'],
    ['what is the fiedler vector', '/clustering#spectral-bisection'],
    ['explain the gini impurity', '/trees#impurity-measures'],
  ])('answers "%s" with %s among the first three', async (question, url) => {
    const result = await retrieve({ question });
    expect(result.covered).toBe(true);
    expect(urlsOf(result)).toContain(url);
  });

  it.each([
    // "pros" and "cons" ask for advantages and drawbacks, as "advantages" does: no topic the lectures lack.
    ['pros and cons of nonparametric models', '/nonparametric#parametric-vs-non-parametric'],
    // The lectures write "$k$-fold": the learner's "k-fold" is their word, though the math hides its "k".
    ['how does k-fold cross validation estimate the error', '/supervised-learning#validation-and-cross-validation'],
    // Everyday adverbs and sizes ("sometimes", "big") are no topics the lectures lack. A yes/no
    // question asks when it happens: the section on choosing C says when a large C overfits.
    ['does a big C sometimes overfit an svm', '/support-vector-machines#choosing-c-and-gamma'],
    // A number's unit ("90 percent") is no topic the lectures lack: they write "90%".
    ['when does keeping 90 percent of the variance mislead', '/dimensionality-reduction#when-the-rule-misleads'],
    // "embed" and the lecture's "embedding" are one word family, though Porter's rules stem them apart.
    ['how does t-SNE embed points in 2d', '/dimensionality-reduction#t-sne'],
  ])('judges "%s" covered, with %s among the first three', async (question, url) => {
    const result = await retrieve({ question });
    expect(result.covered).toBe(true);
    expect(urlsOf(result)).toContain(url);
  });

  it.each([
    ['how does backprogation work in a nueral network', '/neural-networks#backpropagation'],
    ['what is a suport vector', '/support-vector-machines#support-vectors'],
    ['explain the desicion boundary of logistic regresion', '/linear-regression#decision-boundary'],
    ['how is the laplacian matrx built', '/clustering#laplacian-matrix'],
  ])('corrects the typos in "%s" against the lectures’ words', async (question, url) => {
    const result = await retrieve({ question });
    expect(result.covered).toBe(true);
    expect(urlsOf(result, 1)).toEqual([url]);
  });

  it.each([
    ['what is PCA', 'explain principal component analysis', '/dimensionality-reduction#principal-component-analysis'],
    ['what is the LMS rule', 'what is the least mean squares rule', '/linear-regression#least-mean-squares'],
    ['what are the KKT conditions', 'what are the karush-kuhn-tucker conditions', '/support-vector-machines#kkt-conditions'],
  ])('finds the same section for "%s" and "%s"', async (acronym, expansion, url) => {
    expect(urlsOf(await retrieve({ question: acronym }), 1)).toEqual([url]);
    expect(urlsOf(await retrieve({ question: expansion }), 1)).toEqual([url]);
  });

  it.each([
    'what is the weather in paris tomorrow',
    'how long should i boil an egg',
    'what is quantum computing',
    'how do i train a reinforcement learning agent',
    'how do i train a diffusion model to generate images',
    // Its parts are lecture words ("skip" connections, the "Gram" matrix), but never side by side.
    'how does word2vec skip-gram with negative sampling work',
    'how do i reverse a linked list in c',
  ])('says "%s" is not covered', async (question) => {
    expect((await retrieve({ question })).covered).toBe(false);
  });

  it('still suggests the closest sections for a question it does not cover', async () => {
    const result = await retrieve({ question: 'how does the viterbi algorithm decode a hidden markov model' });
    expect(result.covered).toBe(false);
    expect(result.sections.length).toBeGreaterThan(0);
  });

  it('counts a question of generic words only as covered, since every lecture is about them', async () => {
    const result = await retrieve({ question: 'my model is perfect on the training set and useless on the test set' });
    expect(result.covered).toBe(true);
    expect(urlsOf(result, 5)).toContainEqual(expect.stringMatching(/^\/supervised-learning#/));
  });

  it('favours the lecture the learner is reading', async () => {
    const plain = await retrieve({ question: 'what is the margin' });
    const onTrees = await retrieve({ question: 'what is the margin', page: '/trees' });
    expect(plain.sections[0].section.lecture).toBe('support-vector-machines');
    expect(onTrees.sections.map((hit) => hit.section.lecture)).toContain('trees');
  });

  it('lets the page decide between two lectures that both answer', async () => {
    expect(urlsOf(await retrieve({ question: 'what is regularisation', page: '/neural-networks' }), 1)).toEqual(['/neural-networks#regularisation-tips']);
    expect(urlsOf(await retrieve({ question: 'what is regularisation', page: '/linear-regression#ridge' }), 1)).toEqual(['/linear-regression#regularisation']);
  });

  it('does not let the page bury a better section elsewhere', async () => {
    const result = await retrieve({ question: 'what does C do in a soft margin svm', page: '/linear-regression' });
    expect(result.sections[0].section.lecture).toBe('support-vector-machines');
  });

  it('lifts a heading that names what the question asks for, within the lectures its topic points to', async () => {
    // "how many … should I keep" is a choice: answered under "Choosing d′", not the method's definition.
    expect(urlsOf(await retrieve({ question: 'how many principal components should i keep' }))).toContain('/dimensionality-reduction#choosing-d');
    expect(urlsOf(await retrieve({ question: 'how deep should my decision tree be' }))).toContain('/trees#hyperparameters');
    // The topic still decides the lecture: no other lecture's "Choosing …" section comes in.
    const knn = await retrieve({ question: 'how do i choose k for k-nearest neighbours' });
    expect(urlsOf(knn).every((url) => url.startsWith('/nonparametric'))).toBe(true);
    // A definition is not a choice: the section that defines PCA leads.
    expect(urlsOf(await retrieve({ question: 'what is pca' }), 1)).toEqual(['/dimensionality-reduction#principal-component-analysis']);
  });

  it('reads a follow-up in the light of the previous question', async () => {
    const result = await retrieve({ question: 'and how do i choose alpha for it?', previousQuestion: 'what is cost-complexity pruning' });
    expect(result.covered).toBe(true);
    expect(result.sections.slice(0, 3).map((hit) => hit.section.lecture)).toContain('trees');
  });

  it('lets a follow-up’s own words lead: "its dual" after the primal is the dual', async () => {
    const result = await retrieve({ question: 'and what about its dual?', previousQuestion: 'can you explain the hard margin SVM primal' });
    expect(urlsOf(result, 1)).toEqual(['/support-vector-machines#deriving-the-dual']);
  });

  it('takes the topic of a bare follow-up from the previous question', async () => {
    const result = await retrieve({ question: 'does it always converge?', previousQuestion: 'what is the perceptron learning rule' });
    expect(result.covered).toBe(true);
    expect(urlsOf(result, 1)).toEqual(['/neural-networks#convergence-on-separable-data']);
  });

  it('says a follow-up on a topic the lectures lack is not covered', async () => {
    const result = await retrieve({ question: 'and what about BIRCH, does it need k?', previousQuestion: 'how does k-means work' });
    expect(result.covered).toBe(false);
  });
});

describe('questions that quote a formula', () => {
  it('finds and covers every display equation of the lectures when asked to explain it', async () => {
    const sections = await lectureSectionsForTests();
    const retrieve = createRetriever(sections);
    let asked = 0;
    for (const section of sections) {
      for (const [, latex] of section.prose.matchAll(/\$\$([\s\S]+?)\$\$/g)) {
        asked++;
        const result = await retrieve({ question: `Explain this equation:\n$$${latex}$$` });
        expect(result.covered, latex).toBe(true);
        expect(
          result.sections.slice(0, 3).map((candidate) => candidate.section.id),
          latex,
        ).toContain(section.id);
      }
    }
    expect(asked).toBeGreaterThan(200);
  });

  it('recognises an equation quoted on one line that the lecture sets on several, for narrow screens', async () => {
    const sections = await lectureSectionsForTests();
    const oneLine =
      '\\operatorname{RSS}(a) - \\operatorname{RSS}(a_L) - \\operatorname{RSS}(a_R) = n_L \\frac{n_R^2}{n_a^2} (\\bar{y}_L - \\bar{y}_R)^2 + n_R \\frac{n_L^2}{n_a^2} (\\bar{y}_L - \\bar{y}_R)^2';
    const question = `Explain this equation:\n$$${oneLine}$$`;
    expect(expandQuestion(indexSections(sections), question).formulas).toHaveLength(1);
    const result = await createRetriever(sections)({ question });
    expect(result.sections[0]?.section.url).toBe('/trees#worked-example-a-regression-split-in-rss');
  });

  it('reads words a learner spaces as the compound the lectures hyphenate, but not a phrase they mostly space', async () => {
    const index = indexSections(await lectureSectionsForTests());
    const terms = (question: string) => expandQuestion(index, question).topicWords.flatMap((word) => word.terms);
    expect(terms('what is the out of bag error')).toEqual(terms('what is the out-of-bag error'));
    expect(terms('leave one out')).toEqual(terms('leave-one-out'));
    // The lectures write "learning rate" far more often than "learning-rate".
    expect(expandQuestion(index, 'learning rate').words).toEqual(['learning', 'rate']);
  });

  it('separates a question’s prose from its math', () => {
    expect(splitMath('Explain $$a = b$$ and $x^2$ and \\(y\\) please')).toEqual({ prose: 'Explain   and   and   please', latex: ['a = b', 'x^2', 'y'] });
  });
});

/** A teaching section of a made-up lecture index, for rules that a few sections show best. */
function sectionOf(lecture: string, heading: string, text: string, formulas = ''): SectionDocument {
  // As rehype-slug makes them: "Choosing d′" is #choosing-d.
  const anchor = heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
  return {
    id: `${lecture}#${anchor}`,
    lecture,
    lectureTitle: lecture,
    url: `/${lecture}#${anchor}`,
    heading,
    title: `${lecture} › ${heading}`,
    text,
    prose: text,
    formulas,
  };
}

describe('the site’s notation in questions', () => {
  const sections = [
    sectionOf('clustering', 'Spectrum and connectivity', 'The smallest values of the Laplacian count the connected parts of the graph.', '\\nu_1 = 0'),
    sectionOf('linear-regression', 'Ridge', 'The penalty shrinks every weight towards zero.', '\\lambda \\norm{\\mathbf{w}}^2'),
    sectionOf('dimensionality-reduction', 'Choosing d′', 'A rule of thumb stops at the smallest size whose energy reaches 80%.', "E_{d'}"),
    sectionOf('dimensionality-reduction', 'Maximum variance', 'The first direction carries the most variance of the centred data.', '\\mathbf{S}\\mathbf{v}'),
    sectionOf('trees', 'Pruning', 'Pruning removes the leaves that do not pay for themselves.', 'T'),
  ];
  const retrieve = createRetriever(sections);

  it('finds a section that writes ν under "lambda" and "eigenvalue", which learners type for it', async () => {
    for (const question of ['what is the smallest lambda of a graph', 'why is the smallest eigenvalue zero']) {
      const result = await retrieve({ question });
      expect(result.sections[0]?.section.url, question).toBe('/clustering#spectrum-and-connectivity');
    }
  });

  it('finds the section that writes d′ under "k" and "number of components", which learners type for it', async () => {
    const result = await retrieve({ question: 'what number of components should i keep' });
    expect(result.sections[0]?.section.url).toBe('/dimensionality-reduction#choosing-d');
  });
});

describe('a topic a lecture says it leaves out', () => {
  const otherSections = [
    sectionOf('unsupervised-learning', 'Density estimation', 'A density estimate gives each point a probability density.'),
    sectionOf('neural-networks', 'Autoencoders', 'An autoencoder compresses a sample into a code and decodes it back.'),
  ];
  const mapWith = (sentence: string) =>
    createRetriever([
      sectionOf('unsupervised-learning', 'A map of the methods', `A fitted Gaussian mixture can draw new samples. ${sentence} They build on the autoencoder.`),
      ...otherSections,
    ]);

  it('is not covered when the only sentence that names it says it is beyond the site', async () => {
    const result = await mapWith('Deep generative models that draw images, such as diffusion models, are beyond this site.')({
      question: 'how do diffusion models generate images',
    });
    expect(result.covered).toBe(false);
    expect(result.sections[0]?.section.heading).toBe('A map of the methods');
  });

  it('is covered when the same words teach it', async () => {
    const result = await mapWith('Deep generative models that draw images, such as diffusion models, add noise and learn to remove it.')({
      question: 'how do diffusion models generate images',
    });
    expect(result.covered).toBe(true);
  });
});

describe('a lecture’s "In code" section', () => {
  const sections = [
    sectionOf(
      'trees',
      'Impurity measures',
      'The entropy of a node measures its impurity in bits. The entropy is zero for a pure node and one for an even split of two classes.',
    ),
    sectionOf(
      'trees',
      'In code',
      'A stump per criterion. for criterion in ("gini", "entropy"): tree = DecisionTreeClassifier(criterion=criterion) print(criterion, tree.impurity) Output gini 0.5 entropy 1.0 entropy of the node',
    ),
    sectionOf('trees', 'Pruning', 'Pruning removes the leaves.'),
  ];

  it('does not outrank the section that teaches a concept its code names', async () => {
    const result = await createRetriever(sections)({ question: 'what is entropy' });
    expect(result.sections[0]?.section.heading).toBe('Impurity measures');
  });

  it('is still found by the words of its code', async () => {
    const result = await createRetriever(sections)({ question: 'DecisionTreeClassifier criterion' });
    expect(result.sections[0]?.section.heading).toBe('In code');
  });
});
