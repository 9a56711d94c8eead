/**
 * The class catalogue: the one source of truth for classes. The API serves it, the class list and
 * detail pages show it, and the home page features three of its entries. CatalogueSchema
 * (class-schema.ts) validates it in the tests and when the server starts; it is not imported here
 * so the browser does not ship the validation library.
 */
import type { CatalogueClass, ClassSummary } from './class-types.ts';
import { formatReadingTime, lectureReadingMinutes, lecturePath, type LectureSlug } from './lectures.ts';

const catalogue: readonly CatalogueClass[] = [
  {
    id: 1,
    title: 'Linear Regression & Classification',
    description:
      'Fit a line by least squares, optimise it by gradient descent, regularise it with ridge and LASSO, and turn it into a classifier with logistic regression.',
    level: 'Beginner',
    category: 'Supervised Learning',
    topics: [
      'Linear regression',
      'Gradient descent',
      'Stochastic and mini-batch gradient descent',
      'Least mean squares',
      'Regularisation',
      'Logistic regression',
    ],
    lecture: 'linear-regression',
  },
  {
    id: 2,
    title: 'Probabilistic Classifier',
    description:
      'Classify with probabilities: Bayes-optimal decisions, Gaussian class conditionals, naive Bayes for spam filtering, and Fisher and linear discriminant analysis.',
    level: 'Intermediate',
    category: 'Supervised Learning',
    topics: [
      'Discriminative vs generative models',
      "Bayes' rule and the Bayes-optimal classifier",
      'Gaussian class conditionals',
      'Naive Bayes',
      'Fisher discriminant analysis',
      'Linear discriminant analysis',
    ],
    lecture: 'probabilistic-classifier',
  },
  {
    id: 3,
    title: 'Clustering',
    description:
      'Group data without labels: how to judge a clustering, k-means and k-means++, and spectral clustering from the graph Laplacian to the eigengap.',
    level: 'Intermediate',
    category: 'Unsupervised Learning',
    topics: ['What a good clustering is', 'k-means', 'k-means++', 'Spectral clustering', 'Laplacian matrix', 'Spectral bisection'],
    lecture: 'clustering',
  },
  {
    id: 4,
    title: 'Unsupervised Learning',
    description:
      'What can be learned from data without labels: clustering, dimensionality reduction, density estimation and anomaly detection, and how to evaluate them.',
    level: 'Beginner',
    category: 'Unsupervised Learning',
    topics: ['Learning without labels', 'The main tasks', 'How it differs from supervised learning', 'Evaluating without labels'],
    lecture: 'unsupervised-learning',
  },
  {
    id: 5,
    title: 'Support Vector Machines',
    description: 'The maximum-margin classifier: its primal and dual problems, soft margins and the hinge loss, and kernels that draw curved boundaries.',
    level: 'Advanced',
    category: 'Supervised Learning',
    topics: ['Linear SVM', 'Lagrangian and dual', 'Soft margin', 'Kernels'],
    lecture: 'support-vector-machines',
  },
  {
    id: 6,
    title: 'Dimensionality Reduction',
    description:
      'Find the few directions that matter: the singular value decomposition, principal component analysis, choosing k by energy, and isomap for curved data.',
    level: 'Intermediate',
    category: 'Unsupervised Learning',
    topics: ['Why reduce', 'The singular value decomposition', 'Principal component analysis', 'Choosing d′', 'Isomap', 'Limits of linear methods'],
    lecture: 'dimensionality-reduction',
  },
  {
    id: 7,
    title: 'Non-Parametric Learning and Nearest Neighbour',
    description:
      'Let the data be the model: distance metrics, k-nearest neighbours for classification and regression, the effect of k, k-D trees and Voronoi diagrams.',
    level: 'Beginner',
    category: 'Supervised Learning',
    topics: ['Parametric vs non-parametric', 'Distance metrics', 'The k-NN algorithm', 'The effect of k', 'k-D trees', 'Voronoi diagrams'],
    lecture: 'nonparametric',
  },
  {
    id: 8,
    title: 'Decision Trees and Ensemble Learning',
    description: 'Grow trees by greedy splitting on impurity, prune them, and combine many of them by bagging, random forests and boosting.',
    level: 'Intermediate',
    category: 'Supervised Learning',
    topics: ['Tree induction', 'Impurity measures', 'Pruning', 'Bagging', 'Random forests', 'Boosting'],
    lecture: 'trees',
  },
  {
    id: 9,
    title: 'Neural Networks and Deep Learning',
    description:
      'From the perceptron to transformers: multilayer networks, activation functions, backpropagation, optimisers, regularisation and convolutional networks.',
    level: 'Advanced',
    category: 'Neural Networks',
    topics: ['The perceptron', 'The multilayer perceptron', 'Activation functions', 'Backpropagation', 'Convolutional neural networks', 'Advanced topics'],
    lecture: 'neural-networks',
  },
  {
    id: 10,
    title: 'Attention and Transformers',
    description:
      'How transformers read a sequence: tokens and embeddings, scaled dot-product attention, masks, heads and positions, the transformer block and its cost, and language models trained by next-token prediction.',
    level: 'Advanced',
    category: 'Neural Networks',
    topics: [
      'Sequences, tokens and embeddings',
      'Scaled dot-product attention',
      'Self-attention',
      'Multi-head attention',
      'Positional information',
      'The transformer block',
      'Encoders and decoders',
      'Pre-training, fine-tuning and in-context use',
    ],
    lecture: 'transformers',
  },
];

/** Every class, by id. */
export const classes: readonly CatalogueClass[] = catalogue;

/** The catalogue entry with this id, if any. */
function findCatalogueClass(id: number): CatalogueClass | undefined {
  return catalogue.find((candidate) => candidate.id === id);
}

/**
 * The classes whose card links straight to their lecture: ids 1 to 9, the seed's. The seed's class
 * list links those to lecture pages and every other id to its detail page, and issue 40 keeps that
 * rule for the classes added since (class 10 links to /class/10, whose "Start the lecture" opens
 * /transformers).
 */
const lastLectureLinkedId = 9;

/** The page a class card links to: the lecture for ids 1 to 9, the class detail page `/class/{id}` for any other id. */
export function classHref(id: number): string {
  const entry = findCatalogueClass(id);
  return entry && id <= lastLectureLinkedId ? lecturePath(entry.lecture) : `/class/${id}`;
}

/** How long a class takes: its lecture's reading time, the figure the lecture's header shows. */
function durationOf(lecture: LectureSlug): string {
  return formatReadingTime(lectureReadingMinutes[lecture]);
}

/** A class in the shape the API returns. */
export function toClassSummary({ lecture, ...entry }: CatalogueClass): ClassSummary {
  return { ...entry, duration: durationOf(lecture), href: classHref(entry.id), lectureHref: lecturePath(lecture) };
}

/** A class featured on the home page. */
export interface FeaturedClass {
  title: string;
  duration: string;
  level: string;
  description: string;
  href: string;
}

function feature(id: number): FeaturedClass {
  const entry = findCatalogueClass(id);
  if (!entry) throw new Error(`featured class ${id} is not in the catalogue`);
  return { title: entry.title, duration: durationOf(entry.lecture), level: entry.level, description: entry.description, href: classHref(id) };
}

/** The three classes on the home page: the introduction, then two catalogue classes. */
export const featuredClasses: readonly FeaturedClass[] = [
  {
    title: 'Supervised Learning',
    duration: durationOf('supervised-learning'),
    level: 'Beginner',
    description: 'Start here: learning from labelled examples, regression and classification, and why a model that fits its training data can still fail.',
    href: lecturePath('supervised-learning'),
  },
  feature(4),
  feature(9),
];
