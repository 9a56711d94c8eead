/**
 * The lectures as the issues specify them: each compiles, has its required sections in order,
 * typeset math with no errors, figures with alt text, and the closing sections CONTENT.md asks for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from './classes.ts';
import { lectureSlugs, type LectureSlug } from './lectures.ts';
import { buildLectures } from './pipeline/build-lectures.ts';
import type { CompiledLecture } from './pipeline/compile-lecture.ts';

/** Title and required headings (## or ###, in this order) of each lecture. */
const required: Record<LectureSlug, { title: string; headings: string[] }> = {
  'supervised-learning': {
    title: 'What is Supervised Learning?',
    headings: ['The setting', 'Regression and classification', 'Training and test error', 'Generalisation', 'The lectures that follow'],
  },
  'linear-regression': {
    title: 'Supervised Learning: Linear Regression & Classification',
    headings: [
      'Linear regression',
      'The normal equations',
      'Geometric view',
      'Gradient descent',
      'The update rule',
      'The learning rate',
      'Convergence on a convex objective',
      'Stochastic and mini-batch gradient descent',
      'Least mean squares',
      'Regularisation',
      'Ridge',
      'LASSO',
      'Why the L1 ball gives zeros',
      'Elastic net',
      'Logistic regression',
      'Log loss from the likelihood',
      'Gradient of the log loss',
      'Decision boundary',
    ],
  },
  'probabilistic-classifier': {
    title: 'Probabilistic Classifier',
    headings: [
      'Discriminative vs generative models',
      "Bayes' rule and the Bayes-optimal classifier",
      'Gaussian class conditionals',
      'Naive Bayes',
      'Laplace smoothing',
      'Worked example: a tiny spam filter',
      'Log probabilities',
      'Fisher discriminant analysis',
      'The Rayleigh quotient',
      'Linear discriminant analysis',
      'LDA as dimensionality reduction',
    ],
  },
  'support-vector-machines': {
    title: 'Support Vector Machines',
    headings: [
      'Linear SVM',
      'The margin',
      'The hard-margin primal',
      'Support vectors',
      'Lagrangian and dual',
      'Soft margin',
      'Slack variables',
      'The role of C',
      'Hinge loss view',
      'Kernels',
      'The kernel trick',
      'Polynomial and RBF kernels',
      "Mercer's condition",
      'Choosing C and gamma',
    ],
  },
  nonparametric: {
    title: 'Non-Parametric Learning and Nearest Neighbour',
    headings: [
      'Parametric vs non-parametric',
      'Distance metrics',
      'From distance to similarity',
      'The k-NN algorithm',
      'The effect of k',
      'Advantages and drawbacks',
      'Curse of dimensionality',
      'Scaling features',
      'Cost at prediction time',
      'k-D trees',
      'Construction',
      'Nearest-neighbour search',
      'When they stop helping',
      'Voronoi diagrams',
      'Variants',
      'Weighted k-NN',
      'Radius neighbours',
      'Approximate search',
      'Conclusion',
    ],
  },
  trees: {
    title: 'Decision Trees and Ensemble Learning',
    headings: [
      'Tree induction',
      'Impurity measures',
      'Attribute types',
      'Pruning',
      'Cost-complexity pruning',
      'Complexity',
      'Bagging',
      'Out-of-bag error',
      'Random forests',
      'Feature subsampling',
      'Feature importance',
      'Boosting',
      'AdaBoost',
      'Gradient boosting',
      'Hyperparameters',
      'Practical considerations',
    ],
  },
  'unsupervised-learning': {
    title: 'What is Unsupervised Learning?',
    headings: [
      'Learning without labels',
      'The main tasks',
      'Clustering',
      'Dimensionality reduction',
      'Density estimation',
      'Anomaly detection',
      'How it differs from supervised learning',
      'Evaluating without labels',
      'Where the next lectures go',
    ],
  },
  'dimensionality-reduction': {
    title: 'Dimensionality Reduction',
    headings: [
      'Why reduce',
      'The singular value decomposition',
      'Low-rank approximation and the Eckart-Young theorem',
      'Principal component analysis',
      'PCA through the SVD',
      'Explained variance',
      'Choosing k',
      'Isomap',
      'Neighbourhood graph',
      'Geodesic distances',
      'Classical MDS',
      'Limits of linear methods',
    ],
  },
  clustering: {
    title: 'Clustering',
    headings: [
      'What a good clustering is',
      'Within-cluster sum of squares',
      'Silhouette',
      'External indices: the adjusted Rand index',
      'k-means',
      "Lloyd's algorithm",
      'Convergence to a local minimum',
      'k-means++',
      'Spectral clustering',
      'Adjacency matrix',
      'Laplacian matrix',
      'Spectrum and connectivity',
      'Spectral bisection',
      'k-way spectral clustering',
      'In Practice',
    ],
  },
  'neural-networks': {
    title: 'Neural Networks and Deep Learning',
    headings: [
      'The perceptron',
      'The limit: XOR',
      'The multilayer perceptron',
      'Universal approximation',
      'Activation functions',
      'Comparison of activations',
      'Backpropagation',
      'The chain rule on a computational graph',
      'A two-layer network',
      'Stochastic gradient descent and its refinements',
      'Momentum',
      'Adam',
      'Learning-rate schedules',
      'Regularisation tips',
      'Weight decay',
      'Dropout',
      'Early stopping',
      'Batch normalisation',
      'Data augmentation',
      'Convolutional neural networks',
      'Padding, stride and the output size',
      'Pooling',
      'Parameter sharing',
      'LeNet-5',
      'Advanced topics',
      'Residual connections',
      'Recurrent networks',
      'Attention and transformers',
      'Summary',
    ],
  },
};

let lectures: Map<LectureSlug, CompiledLecture>;
beforeAll(async () => {
  lectures = await buildLectures();
});

describe.each([...lectureSlugs])('the lecture %s', (slug) => {
  it('has its title and its required sections in order', () => {
    const lecture = lectures.get(slug)!;
    expect(lecture.frontmatter.title).toBe(required[slug].title);
    const headings = lecture.toc.map((entry) => entry.text);
    let from = 0;
    for (const heading of required[slug].headings) {
      const at = headings.indexOf(heading, from);
      expect(at, `"${heading}" after "${headings[from - 1] ?? '(start)'}"`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
  });

  it('is complete: published, typeset math, two or more figures with alt text, pitfalls, takeaways and 3-5 exercises with solutions', () => {
    const lecture = lectures.get(slug)!;
    expect(lecture.frontmatter.status).toBe('published');
    expect(lecture.html).toContain('class="katex"');
    expect(lecture.html).not.toContain('katex-error');
    expect(lecture.stats.displayEquations).toBeGreaterThan(0);
    expect(lecture.figures.length).toBeGreaterThanOrEqual(2);
    for (const figure of lecture.figures) expect(figure.alt.length).toBeGreaterThan(20);
    const topLevel = lecture.toc.filter((entry) => entry.depth === 2).map((entry) => entry.text);
    expect(topLevel.slice(-3)).toEqual(['Common pitfalls', 'Key takeaways', 'Exercises']);
    const solutions = lecture.html.match(/<details><summary>Solution<\/summary>/g) ?? [];
    expect(solutions.length).toBeGreaterThanOrEqual(3);
    expect(solutions.length).toBeLessThanOrEqual(5);
  });

  it('links only to lectures that exist', () => {
    const links = [...lectures.get(slug)!.html.matchAll(/href="(\/[^"#]*)(#[^"]*)?"/g)].map((match) => match[1]);
    for (const link of links) {
      if (link.startsWith('/media/')) continue;
      expect(
        lectureSlugs.map((other) => `/${other}`),
        link,
      ).toContain(link);
    }
  });
});

describe('the catalogue and the lectures agree', () => {
  it.each(classes.map((entry) => [entry.id, entry.lecture, entry.topics] as const))('class %i: every topic names a section of /%s', (_id, slug, topics) => {
    const headings = lectures.get(slug)!.toc.map((entry) => entry.text.toLowerCase());
    for (const topic of topics)
      expect(
        headings.some((heading) => heading.startsWith(topic.toLowerCase())),
        topic,
      ).toBe(true);
  });
});
