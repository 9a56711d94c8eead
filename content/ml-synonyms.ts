/**
 * The vocabulary bridge between learners and the lectures, used by search and the tutor:
 * machine-learning acronyms and the words they stand for (both directions: "SVM" also finds
 * "support vector machine", and back), everyday words learners use for a lecture's term (one
 * direction, question to lecture), and spelling variants that learners mix (British and American).
 */
export const mlSynonyms: readonly (readonly string[])[] = [
  ['svm', 'support vector machine'],
  ['pca', 'principal component analysis'],
  ['svd', 'singular value decomposition'],
  ['knn', 'k-nn', 'nearest neighbour', 'nearest neighbor'],
  ['sgd', 'stochastic gradient descent'],
  ['gd', 'gradient descent'],
  ['lda', 'linear discriminant analysis'],
  ['qda', 'quadratic discriminant analysis'],
  ['mlp', 'multilayer perceptron'],
  ['cnn', 'convnet', 'convolutional neural network'],
  ['rnn', 'recurrent neural network'],
  ['lstm', 'long short-term memory'],
  ['rbf', 'radial basis function'],
  ['lms', 'least mean squares', 'widrow-hoff'],
  ['relu', 'rectified linear unit'],
  ['kkt', 'karush-kuhn-tucker'],
  ['smo', 'sequential minimal optimisation'],
  ['mds', 'multidimensional scaling'],
  ['erm', 'empirical risk minimisation'],
  ['ari', 'adjusted rand index'],
  ['wcss', 'within-cluster sum of squares'],
  ['oob', 'out-of-bag'],
  ['mse', 'mean squared error'],
  ['ols', 'ordinary least squares', 'least squares'],
  ['mle', 'maximum likelihood', 'maximum-likelihood'],
  ['iid', 'independent and identically distributed'],
  ['kde', 'kernel density estimate', 'kernel density estimation'],
  ['lsh', 'locality-sensitive hashing', 'locality sensitive hashing'],
  ['backpropagation', 'backprop'],
  ['lasso', 'l1 penalty'],
  ['ridge', 'l2 penalty'],
];

/**
 * Everyday words and phrases learners use, each with the words the lectures use for the same idea.
 * Applied to questions only ("junk" in a question means spam, but a lecture's "odd" need not mean
 * anomalous); the learner's word is kept too when the lectures also use it.
 */
export const learnerPhrasings: readonly (readonly [learner: string, lecture: string])[] = [
  // Unsupervised tasks
  ['weird', 'unusual anomaly'],
  ['strange', 'unusual anomaly'],
  ['abnormal', 'unusual anomaly'],
  ['odd one out', 'unusual anomaly'],
  ['groups', 'clusters'],
  ['grouping', 'clustering'],
  ['squash', 'reduce dimensions'],
  ['squish', 'reduce dimensions'],
  ['compress', 'reduce dimensions'],
  // Optimisation
  ['blow up', 'diverge'],
  ['blows up', 'diverges'],
  ['shoot up', 'diverge'],
  ['shoots up', 'diverges'],
  ['slope', 'gradient'],
  // Speed
  ['takes forever', 'slow'],
  ['taking forever', 'slow'],
  ['took forever', 'slow'],
  // A real word, so no typo to the corrector.
  ['gradient decent', 'gradient descent'],
  ['step size', 'learning rate'],
  // Fitting and generalising
  ['memorise', 'overfit'],
  ['memorises', 'overfits'],
  ['wiggly', 'overfitting variance'],
  ['line of best fit', 'least squares linear regression'],
  ['best fit line', 'least squares linear regression'],
  ['guess', 'predict'],
  ['knobs', 'hyperparameters'],
  // Data
  ['dataset', 'data set'],
  ['datasets', 'data sets'],
  ['columns', 'features'],
  ['column', 'feature'],
  ['rows', 'samples'],
  ['average', 'mean'],
  ['z-score', 'standardise'],
  ['z-scores', 'standardise'],
  ['zscore', 'standardise'],
  ['bell curve', 'gaussian'],
  ['normal distribution', 'gaussian distribution'],
  // Methods
  // "junk mail" is spam; "it generates total junk" is not.
  ['junk mail', 'spam'],
  ['junk email', 'spam'],
  ['junk emails', 'spam'],
  ['closest', 'nearest'],
  ['trim', 'prune'],
  ['cutoff', 'threshold'],
  ['neural net', 'neural network'],
  ['neural nets', 'neural networks'],
  ['conv', 'convolutional'],
  // Comparatives the lectures phrase otherwise
  ['bigger', 'larger'],
  ['biggest', 'largest'],
];

/** Spelling variants normalised to the form the lectures use. */
export const spellingVariants: readonly (readonly [RegExp, string])[] = [
  [/neighbors?\b/g, 'neighbour'],
  // Three letters before "iz" at least, so "size" and "prize" stay as they are.
  [/\b(\w{3,})iz(e|es|ed|ing|ation|ations)\b/g, '$1is$2'],
  [/\bcolor/g, 'colour'],
  [/\bmodeling\b/g, 'modelling'],
  [/\bcenter(s?)\b/g, 'centre$1'],
  [/\bcenter(ed|ing)\b/g, 'centr$1'],
  // The lectures hyphenate it; learners often write it open or closed ("fine tuning", "finetune"), and "fine" alone reads as "ok".
  [/\bfine ?tun(e|es|ed|ing)\b/g, 'fine-tun$1'],
];

/** Lower case, learners' spelling variants mapped to the lectures' spelling. */
export function normaliseQuestion(question: string): string {
  let text = question.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, replacement] of spellingVariants) text = text.replace(pattern, replacement);
  return text;
}
