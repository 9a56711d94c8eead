/**
 * Machine-learning acronyms and the words they stand for, used in both directions by search and
 * the tutor ("SVM" also finds "support vector machine", and back), plus spelling variants that
 * learners mix (British and American).
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
  ['cnn', 'convolutional neural network'],
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
  ['ols', 'least squares'],
  ['nn', 'neural network'],
  ['lasso', 'l1 penalty'],
  ['ridge', 'l2 penalty'],
];

/** Spelling variants normalised to the form the lectures use. */
export const spellingVariants: readonly (readonly [RegExp, string])[] = [
  [/neighbors?\b/g, 'neighbour'],
  [/\b(\w+)iz(e|es|ed|ing|ation)\b/g, '$1is$2'],
  [/\bcolor/g, 'colour'],
  [/\bmodeling\b/g, 'modelling'],
];
