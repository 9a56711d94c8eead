/** Glossary entries for the terms the linear-regression lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

// The first lecture to teach optimisation and regularisation: gradient descent, learning rates,
// penalties, logistic and softmax regression are defined here, and later lectures relate to them.
export const linearRegressionTerms: GlossaryEntryInput[] = [
  {
    id: 'linear-regression',
    term: 'Linear regression',
    aliases: ['linear regression model', 'multiple linear regression', 'LinearRegression'],
    definition:
      'Linear regression predicts a real-valued label as a weighted sum of the features plus an intercept, $\\hat{y} = \\mathbf{w}^\\top \\mathbf{x} + b$, usually fitted by least squares. It is linear in the weights, not necessarily in the raw inputs, so transformed features such as $x^2$ or $\\log x$ still give a linear regression.',
    formula: '\\hat{y} = \\mathbf{w}^\\top \\mathbf{x} + b = \\sum_{j=1}^{d} w_j x_j + b',
    section: '/linear-regression#the-linear-model',
    related: ['least-squares', 'weight-vector', 'intercept', 'normal-equations', 'polynomial-features'],
  },
  {
    id: 'weight-vector',
    term: 'Weight vector',
    aliases: ['weights', 'coefficients', 'regression coefficients', 'slope', 'coef_'],
    definition:
      'The weight vector $\\mathbf{w} \\in \\R^d$ of a linear model holds one coefficient per feature; $w_j$ is the change in the prediction when feature $j$ grows by one unit and the others stay fixed. Training sets the weights by minimising the objective, and regularisation keeps them small.',
    section: '/linear-regression#the-linear-model',
    related: ['linear-regression', 'intercept', 'regularisation'],
  },
  {
    id: 'intercept',
    term: 'Intercept',
    aliases: ['bias term', 'offset', 'constant term', 'intercept_'],
    definition:
      'The intercept $b$ of a linear model is its prediction when every feature is zero, the constant added to $\\mathbf{w}^\\top \\mathbf{x}$. It is often absorbed into the weights by appending a constant feature 1 to every input, and it is left out of ridge and LASSO penalties so that the fit does not depend on where the origin of $y$ is.',
    section: '/linear-regression#the-linear-model',
    related: ['weight-vector', 'linear-regression', 'regularisation'],
  },
  {
    id: 'least-squares',
    term: 'Least squares',
    aliases: ['ordinary least squares', 'OLS', 'least-squares fit', 'method of least squares', 'least squares regression'],
    definition:
      'Least squares fits a model by minimising the sum, or equivalently the mean, of the squared residuals over the training data. For a linear model the minimiser solves the normal equations, and under independent Gaussian noise it is the maximum-likelihood estimate.',
    formula: 'J(\\mathbf{w}) = \\frac{1}{n} \\norm{\\mathbf{y} - \\mathbf{X}\\mathbf{w}}_2^2',
    section: '/linear-regression#squared-loss',
    related: ['normal-equations', 'residual', 'maximum-likelihood', 'linear-regression'],
  },
  {
    id: 'residual',
    term: 'Residual',
    aliases: ['residuals', 'residual vector', 'fitting error'],
    definition:
      "A residual is the difference between a label and the model's prediction for it, $r_i = y_i - \\hat{y}_i$, and the residual vector $\\mathbf{r} = \\mathbf{y} - \\hat{\\mathbf{y}}$ collects them. For least squares the residual vector is orthogonal to every column of $\\mathbf{X}$, so with an intercept the residuals sum to zero.",
    formula: '\\mathbf{r} = \\mathbf{y} - \\mathbf{X}\\hat{\\mathbf{w}}',
    section: '/linear-regression#geometric-view',
    related: ['least-squares', 'projection-matrix', 'normal-equations'],
  },
  {
    id: 'normal-equations',
    term: 'Normal equations',
    aliases: ['normal equation', 'closed-form least-squares solution', 'OLS closed form'],
    definition:
      'The normal equations are the linear system that the least-squares weights solve, obtained by setting the gradient of the squared error to zero. When the columns of $\\mathbf{X}$ are linearly independent, $\\mathbf{X}^\\top\\mathbf{X}$ is invertible and the solution is unique; in code, solve the system by a Cholesky or QR factorisation rather than forming the inverse.',
    formula:
      '\\mathbf{X}^\\top \\mathbf{X}\\, \\hat{\\mathbf{w}} = \\mathbf{X}^\\top \\mathbf{y}, \\qquad \\hat{\\mathbf{w}} = \\left(\\mathbf{X}^\\top \\mathbf{X}\\right)^{-1} \\mathbf{X}^\\top \\mathbf{y}',
    section: '/linear-regression#the-normal-equations',
    related: ['least-squares', 'pseudo-inverse', 'projection-matrix', 'gradient-descent'],
  },
  {
    id: 'projection-matrix',
    term: 'Projection matrix',
    aliases: ['hat matrix', 'orthogonal projection', 'least-squares projection'],
    definition:
      'The projection matrix $\\mathbf{P}$ maps the label vector $\\mathbf{y}$ to the least-squares fitted values $\\hat{\\mathbf{y}} = \\mathbf{P}\\mathbf{y}$, the orthogonal projection of $\\mathbf{y}$ onto the column space of $\\mathbf{X}$. It is symmetric and idempotent ($\\mathbf{P}^2 = \\mathbf{P}$), and because a new feature only enlarges the column space it projects onto, adding a feature can never raise the training error.',
    formula: '\\mathbf{P} = \\mathbf{X}\\left(\\mathbf{X}^\\top \\mathbf{X}\\right)^{-1}\\mathbf{X}^\\top',
    section: '/linear-regression#geometric-view',
    related: ['normal-equations', 'residual', 'least-squares'],
  },
  {
    id: 'pseudo-inverse',
    term: 'Pseudo-inverse',
    aliases: ['Moore-Penrose pseudo-inverse', 'pseudoinverse', 'minimum-norm solution', 'pinv'],
    definition:
      'When the columns of $\\mathbf{X}$ are dependent, for example with duplicated features or more features than samples, least squares has infinitely many solutions, and the pseudo-inverse picks the one of smallest norm. Gradient descent started from zero converges to that same solution.',
    section: '/linear-regression#the-normal-equations',
    related: ['normal-equations', 'ridge-regression', 'multicollinearity'],
  },
  {
    id: 'maximum-likelihood',
    term: 'Maximum likelihood',
    aliases: ['maximum likelihood estimation', 'MLE', 'maximum-likelihood estimate', 'negative log-likelihood', 'NLL'],
    definition:
      'Maximum likelihood chooses the parameters under which the observed labels are most probable, in practice by minimising the negative log-likelihood. Under independent Gaussian noise it gives least squares, under Laplace noise the absolute loss, and for Bernoulli labels the log loss of logistic regression.',
    formula: '\\hat{\\boldsymbol{\\theta}} = \\argmax_{\\boldsymbol{\\theta}} \\sum_{i=1}^{n} \\log p(y_i \\mid \\mathbf{x}_i; \\boldsymbol{\\theta})',
    section: '/linear-regression#squared-loss',
    related: ['least-squares', 'log-loss', 'squared-loss', 'absolute-loss'],
  },
  {
    id: 'convex-function',
    term: 'Convex function',
    aliases: ['convexity', 'convex objective', 'convex loss', 'strongly convex', 'strong convexity'],
    definition:
      "A twice-differentiable objective is convex when its Hessian is positive semidefinite everywhere; then every point with zero gradient is a global minimiser, so gradient descent and Newton's method cannot be trapped in a bad local minimum. It is strictly convex, with at most one minimiser, when the Hessian is positive definite, and strongly convex when every Hessian eigenvalue is at least some $\\nu_{\\min} > 0$, which makes gradient descent converge geometrically.",
    section: '/linear-regression#convergence-on-a-convex-objective',
    related: ['hessian', 'gradient-descent', 'least-squares', 'log-loss'],
  },
  {
    id: 'hessian',
    term: 'Hessian',
    aliases: ['Hessian matrix', 'second-derivative matrix', 'curvature matrix'],
    definition:
      'The Hessian $\\nabla^2 J$ is the matrix of second derivatives of an objective, describing its curvature in every direction. For least squares it is the constant $\\frac{2}{n}\\mathbf{X}^\\top\\mathbf{X}$, and its eigenvalues $\\nu_j$ decide which learning rates make gradient descent converge and how fast.',
    formula: '\\nabla^2 J = \\frac{2}{n}\\mathbf{X}^\\top\\mathbf{X} \\quad \\text{(least squares)}',
    section: '/linear-regression#the-normal-equations',
    related: ['convex-function', 'condition-number', 'newtons-method', 'learning-rate'],
  },
  {
    id: 'gradient-descent',
    term: 'Gradient descent',
    aliases: ['GD', 'batch gradient descent', 'full-batch gradient descent', 'steepest descent'],
    definition:
      'Gradient descent minimises an objective by repeatedly stepping against its gradient, the direction of steepest descent, with a step scaled by the learning rate $\\eta$. It needs only the gradient, so it works where no closed form exists, and on a convex objective that has a minimum it converges to the global minimum when $\\eta$ is small enough.',
    formula: '\\mathbf{w}_{t+1} = \\mathbf{w}_t - \\eta\\, \\nabla J(\\mathbf{w}_t)',
    section: '/linear-regression#the-update-rule',
    related: ['learning-rate', 'stochastic-gradient-descent', 'condition-number', 'convex-function', 'newtons-method'],
  },
  {
    id: 'learning-rate',
    term: 'Learning rate',
    aliases: ['step size', 'eta'],
    definition:
      'The learning rate $\\eta > 0$ scales each gradient-descent step. Too small and progress crawls; too large and the steps overshoot, and on least squares the iterates converge from every start only when $\\eta < 2/\\nu_{\\max}$, where $\\nu_{\\max}$ is the largest Hessian eigenvalue.',
    formula: '0 < \\eta < \\frac{2}{\\nu_{\\max}}',
    section: '/linear-regression#the-learning-rate',
    related: ['gradient-descent', 'condition-number', 'learning-rate-decay', 'hessian'],
  },
  {
    id: 'condition-number',
    term: 'Condition number',
    aliases: ['kappa', 'ill-conditioning', 'ill-conditioned', 'conditioning'],
    definition:
      'The condition number $\\kappa = \\nu_{\\max}/\\nu_{\\min}$ is the ratio of the largest to the smallest eigenvalue of the Hessian, a measure of how stretched the loss contours are. With the best fixed learning rate, gradient descent on least squares shrinks the error by $(\\kappa - 1)/(\\kappa + 1)$ per step, so a large $\\kappa$ means slow progress; standardising the features usually lowers it.',
    formula: '\\kappa = \\frac{\\nu_{\\max}}{\\nu_{\\min}}, \\qquad q = \\frac{\\kappa - 1}{\\kappa + 1}',
    section: '/linear-regression#convergence-on-a-convex-objective',
    related: ['hessian', 'learning-rate', 'gradient-descent', 'standardisation'],
  },
  {
    id: 'stochastic-gradient-descent',
    term: 'Stochastic gradient descent',
    aliases: ['SGD', 'stochastic GD', 'online gradient descent'],
    definition:
      'Stochastic gradient descent steps along the gradient of the loss on one training example drawn at random, an unbiased but noisy estimate of the full gradient that costs $O(d)$ instead of $O(nd)$. With a constant learning rate it jitters around the minimum; a decaying one lets it converge.',
    formula: '\\mathbf{w}_{t+1} = \\mathbf{w}_t - \\eta_t \\nabla \\ell_{i_t}(\\mathbf{w}_t)',
    section: '/linear-regression#stochastic-and-mini-batch-gradient-descent',
    related: ['mini-batch-gradient-descent', 'gradient-descent', 'learning-rate-decay', 'epoch', 'least-mean-squares'],
  },
  {
    id: 'mini-batch-gradient-descent',
    term: 'Mini-batch gradient descent',
    aliases: ['mini-batch SGD', 'minibatch gradient descent', 'mini-batch'],
    definition:
      'Mini-batch gradient descent averages the gradients of a random batch of $n_{\\text{batch}}$ examples at each step, between full-batch gradient descent and single-example SGD. The estimate stays unbiased and its noise falls like $1/\\sqrt{n_{\\text{batch}}}$; batches of 32 to a few thousand also use vector hardware well.',
    formula: '\\mathbf{w}_{t+1} = \\mathbf{w}_t - \\frac{\\eta_t}{n_{\\text{batch}}}\\sum_{i \\in \\mathcal{B}_t} \\nabla \\ell_i(\\mathbf{w}_t)',
    section: '/linear-regression#stochastic-and-mini-batch-gradient-descent',
    related: ['stochastic-gradient-descent', 'gradient-descent', 'epoch'],
  },
  {
    id: 'epoch',
    term: 'Epoch',
    aliases: ['epochs', 'training epoch', 'pass over the data'],
    definition:
      'An epoch is one pass of a stochastic or mini-batch optimiser over the whole training set. The data are usually shuffled once per epoch and walked through in consecutive batches, so an epoch of batches of size $n_{\\text{batch}}$ takes about $n / n_{\\text{batch}}$ steps.',
    section: '/linear-regression#stochastic-and-mini-batch-gradient-descent',
    related: ['mini-batch-gradient-descent', 'stochastic-gradient-descent'],
  },
  {
    id: 'learning-rate-decay',
    term: 'Learning-rate decay',
    aliases: ['step-size schedule', 'decaying learning rate', 'Robbins-Monro conditions', 'annealing the learning rate'],
    definition:
      'Learning-rate decay lowers the step size $\\eta_t$ as training proceeds, so that stochastic gradient descent settles at the minimiser instead of jittering around it. The Robbins-Monro conditions, $\\sum_t \\eta_t = \\infty$ and $\\sum_t \\eta_t^2 < \\infty$, are enough on a convex objective, for example $\\eta_t = \\eta_0/(1 + t/t_0)$.',
    formula: '\\sum_{t} \\eta_t = \\infty, \\qquad \\sum_{t} \\eta_t^2 < \\infty',
    section: '/linear-regression#stochastic-and-mini-batch-gradient-descent',
    related: ['stochastic-gradient-descent', 'learning-rate'],
  },
  {
    id: 'least-mean-squares',
    term: 'Least mean squares',
    aliases: ['LMS', 'LMS rule', 'Widrow-Hoff rule', 'delta rule', 'normalised LMS', 'normalized LMS', 'NLMS'],
    definition:
      'The least mean squares rule is stochastic gradient descent on the squared loss of one example at a time: it moves the weights along the input in proportion to the prediction error $e_i = y_i - \\mathbf{w}^\\top\\mathbf{x}_i$. It works online on a stream of data, and its normalised form divides the step by $\\norm{\\mathbf{x}_i}_2^2$ to be insensitive to the scale of the inputs.',
    formula: '\\mathbf{w} \\leftarrow \\mathbf{w} + \\eta\\, e_i\\, \\mathbf{x}_i, \\qquad e_i = y_i - \\mathbf{w}^\\top \\mathbf{x}_i',
    section: '/linear-regression#least-mean-squares',
    related: ['stochastic-gradient-descent', 'least-squares'],
  },
  {
    id: 'regularisation',
    term: 'Regularisation',
    aliases: ['regularization', 'penalty', 'weight penalty', 'shrinkage', 'penalised regression', 'penalized regression'],
    definition:
      'Regularisation adds a penalty on the size of the weights to the training loss, trading a little bias for a large reduction in variance. It stabilises fits with many or correlated features or few samples, and its strength $\\lambda$ is a hyperparameter chosen by cross-validation.',
    section: '/linear-regression#regularisation',
    related: ['ridge-regression', 'lasso', 'elastic-net', 'regularisation-strength', 'overfitting', 'bias-variance-decomposition'],
  },
  {
    id: 'regularisation-strength',
    term: 'Regularisation strength',
    aliases: ['regularization strength', 'penalty strength', 'lambda', 'regularisation parameter', 'regularization parameter', 'alpha in scikit-learn'],
    definition:
      'The regularisation strength $\\lambda \\ge 0$ sets how heavily a penalty weighs against the training loss: $\\lambda = 0$ is the unpenalised fit, and a large $\\lambda$ shrinks the weights towards zero. It is chosen by cross-validation over a log-spaced grid, and its numeric value depends on how the objective is scaled (scikit-learn calls it `alpha`).',
    section: '/linear-regression#regularisation',
    related: ['regularisation', 'regularisation-path', 'cross-validation', 'hyperparameter'],
  },
  {
    id: 'standardisation',
    term: 'Standardisation',
    aliases: ['standardization', 'feature scaling', 'z-score normalisation', 'z-score normalization', 'StandardScaler', 'standard scaling', 'scaling features'],
    definition:
      'Standardisation rescales each feature to mean zero and variance one, using its mean $\\bar{x}_j$ and standard deviation $\\sigma_j$ on the training set. It makes penalties such as ridge and LASSO treat features by their usefulness rather than their units, and lowers the condition number that slows gradient descent; the statistics must be fitted on training data only and reused unchanged on validation and test data.',
    formula: 'x_j \\leftarrow \\frac{x_j - \\bar{x}_j}{\\sigma_j}',
    section: '/linear-regression#regularisation',
    related: ['regularisation', 'condition-number', 'data-leakage'],
  },
  {
    id: 'ridge-regression',
    term: 'Ridge regression',
    aliases: ['ridge', 'L2 regularisation', 'L2 regularization', 'L2 penalty', 'Tikhonov regularisation', 'Tikhonov regularization'],
    definition:
      'Ridge regression is least squares plus $\\lambda \\norm{\\mathbf{w}}_2^2$, a penalty on the squared Euclidean norm of the weights. It has a unique closed form that exists for every $\\lambda > 0$, even with more features than samples, and it shrinks the fit most along the directions where the data barely vary, without setting weights exactly to zero; it is also the maximum a posteriori estimate under a Gaussian prior on $\\mathbf{w}$.',
    formula: '\\hat{\\mathbf{w}}_{\\text{ridge}} = \\left(\\mathbf{X}^\\top \\mathbf{X} + \\lambda \\mathbf{I}\\right)^{-1} \\mathbf{X}^\\top \\mathbf{y}',
    section: '/linear-regression#ridge',
    related: ['regularisation', 'lasso', 'elastic-net', 'regularisation-strength', 'multicollinearity'],
  },
  {
    id: 'lasso',
    term: 'LASSO',
    aliases: [
      'lasso regression',
      'L1 regularisation',
      'L1 regularization',
      'L1 penalty',
      'least absolute shrinkage and selection operator',
      'sparse regression',
    ],
    definition:
      'The LASSO is least squares plus $\\lambda \\norm{\\mathbf{w}}_1$, a penalty on the sum of the absolute weights. Because that penalty keeps pushing with the same force however small a weight is, it sets weak weights exactly to zero and so selects features; it has no closed form and is solved by coordinate descent with soft-thresholding.',
    formula: 'J_{\\text{lasso}}(\\mathbf{w}) = \\frac{1}{2}\\norm{\\mathbf{y} - \\mathbf{X}\\mathbf{w}}_2^2 + \\lambda \\norm{\\mathbf{w}}_1',
    section: '/linear-regression#lasso',
    related: ['ridge-regression', 'soft-thresholding', 'coordinate-descent', 'elastic-net', 'regularisation-path'],
  },
  {
    id: 'elastic-net',
    term: 'Elastic net',
    aliases: ['elastic-net regularisation', 'ElasticNet', 'l1_ratio', 'elastic net mixing weight'],
    definition:
      'The elastic net adds both the LASSO and the ridge penalties, mixed by a weight $\\omega \\in [0, 1]$ ($\\omega = 1$ is the LASSO, $\\omega = 0$ ridge). It keeps the exact zeros of the L1 part while the L2 part makes the solution unique and lets correlated features share their weight instead of one being kept arbitrarily.',
    formula:
      'J_{\\text{enet}}(\\mathbf{w}) = \\frac{1}{2}\\norm{\\mathbf{y} - \\mathbf{X}\\mathbf{w}}_2^2 + \\lambda\\left(\\omega \\norm{\\mathbf{w}}_1 + \\frac{1 - \\omega}{2}\\norm{\\mathbf{w}}_2^2\\right)',
    section: '/linear-regression#elastic-net',
    related: ['lasso', 'ridge-regression', 'multicollinearity'],
  },
  {
    id: 'coordinate-descent',
    term: 'Coordinate descent',
    aliases: ['cyclic coordinate descent', 'coordinate-wise minimisation', 'coordinate-wise minimization'],
    definition:
      'Coordinate descent minimises an objective over one weight at a time, holding the others fixed, and cycles through the weights until nothing moves. For the LASSO each one-weight problem has an exact solution, the soft-thresholding update, and the cycle converges to the global minimum because the non-smooth penalty is a sum of one-coordinate terms.',
    section: '/linear-regression#lasso',
    related: ['lasso', 'soft-thresholding', 'elastic-net'],
  },
  {
    id: 'soft-thresholding',
    term: 'Soft-thresholding',
    aliases: ['soft threshold', 'soft-thresholding operator', 'shrinkage operator'],
    definition:
      "Soft-thresholding $S(\\rho, \\lambda)$ moves a number $\\rho$ towards zero by $\\lambda$ and returns exactly zero when $\\abs{\\rho} \\le \\lambda$. In the LASSO's coordinate update $w_j \\leftarrow S(\\rho_j, \\lambda)/z_j$, with $\\rho_j$ the correlation of feature $j$ with the partial residual and $z_j$ its squared column norm, it is what produces exact zeros.",
    formula: 'S(\\rho, \\lambda) = \\sign(\\rho)\\max\\left(\\abs{\\rho} - \\lambda,\\ 0\\right)',
    section: '/linear-regression#lasso',
    related: ['lasso', 'coordinate-descent'],
  },
  {
    id: 'regularisation-path',
    term: 'Regularisation path',
    aliases: ['regularization path', 'lasso path', 'coefficient path', 'lambda path', 'lambda max'],
    definition:
      'The regularisation path is the set of fitted weights as the strength $\\lambda$ runs over a grid, solved from large to small with each fit warm-started from the previous one. For the LASSO it starts at $\\lambda_{\\max} = \\max_j \\abs{\\mathbf{x}_{(j)}^\\top \\mathbf{y}}$, the smallest strength at which every weight is zero, and cross-validation along it chooses $\\lambda$.',
    formula: '\\lambda_{\\max} = \\max_j \\abs{\\mathbf{x}_{(j)}^\\top \\mathbf{y}}',
    section: '/linear-regression#lasso',
    related: ['lasso', 'regularisation-strength', 'cross-validation'],
  },
  {
    id: 'multicollinearity',
    term: 'Multicollinearity',
    aliases: ['collinearity', 'correlated features', 'collinear features', 'linearly dependent features'],
    definition:
      'Multicollinearity is strong correlation among features, up to exact linear dependence, which makes $\\mathbf{X}^\\top\\mathbf{X}$ ill-conditioned or singular. The least-squares weights then become large, unstable and hard to interpret, and gradient descent slows; ridge or the elastic net stabilise them, while the LASSO tends to keep one feature of a correlated group somewhat arbitrarily.',
    section: '/linear-regression#regularisation',
    related: ['condition-number', 'ridge-regression', 'elastic-net', 'pseudo-inverse'],
  },
  {
    id: 'polynomial-features',
    term: 'Polynomial features',
    aliases: ['polynomial regression', 'basis expansion', 'feature expansion', 'PolynomialFeatures', 'non-linear features'],
    definition:
      'Polynomial features are powers and products of the raw inputs, such as $x, x^2, x^3$, added as new columns so that a linear model fits a curved relationship. The model stays linear in its weights and is fitted exactly like linear regression; the degree is a hyperparameter, and high degrees need standardisation and a penalty.',
    section: '/linear-regression#the-linear-model',
    related: ['linear-regression', 'hyperparameter', 'overfitting', 'ridge-regression'],
  },
  {
    id: 'r-squared',
    term: 'R²',
    aliases: ['R squared', 'R2', 'R2 score', 'coefficient of determination', 'r2_score'],
    definition:
      "The coefficient of determination $R^2$ is one minus the ratio of the residual sum of squares to the total sum of squares around the mean label: the share of the label's variance a regression explains. It is 1 for a perfect fit and 0 for predicting the mean; on new data it can be negative, and it is what `score` returns for scikit-learn regressors.",
    formula: 'R^2 = 1 - \\frac{\\sum_{i}(y_i - \\hat{y}_i)^2}{\\sum_{i}(y_i - \\bar{y})^2}',
    section: '/linear-regression#geometric-view',
    related: ['mean-squared-error', 'residual', 'least-squares'],
  },
  {
    id: 'logistic-regression',
    term: 'Logistic regression',
    aliases: ['logit regression', 'logit model', 'binary logistic regression', 'LogisticRegression'],
    definition:
      "Logistic regression is a linear classifier that models the probability of class 1 as the sigmoid of a linear score, $p(y = 1 \\mid \\mathbf{x}) = \\sigma(\\mathbf{w}^\\top\\mathbf{x})$, so the log-odds are linear in the features. It is fitted by minimising the log loss, a convex objective with no closed form, by gradient descent or Newton's method.",
    formula: 'p(y = 1 \\mid \\mathbf{x}) = \\sigma(\\mathbf{w}^\\top \\mathbf{x}) = \\frac{1}{1 + e^{-\\mathbf{w}^\\top \\mathbf{x}}}',
    section: '/linear-regression#the-logistic-model',
    related: ['sigmoid', 'log-odds', 'log-loss', 'decision-boundary', 'newtons-method', 'softmax-regression'],
  },
  {
    id: 'sigmoid',
    term: 'Sigmoid',
    aliases: ['sigmoid function', 'logistic function', 'logistic sigmoid', 'expit'],
    definition:
      'The sigmoid $\\sigma(z) = 1/(1 + e^{-z})$ maps any real score to a probability in $(0, 1)$, with $\\sigma(0) = \\frac{1}{2}$ and $1 - \\sigma(z) = \\sigma(-z)$. Its derivative is $\\sigma(z)(1 - \\sigma(z))$, and its inverse is the log-odds.',
    formula: '\\sigma(z) = \\frac{1}{1 + e^{-z}}',
    section: '/linear-regression#the-logistic-model',
    related: ['logistic-regression', 'log-odds', 'softmax'],
  },
  {
    id: 'log-odds',
    term: 'Log-odds',
    aliases: ['logit', 'logit function'],
    definition:
      'The log-odds of a probability $p$ is $\\log\\frac{p}{1 - p}$, the inverse of the sigmoid. Logistic regression assumes the log-odds of class 1 are the linear score $\\mathbf{w}^\\top\\mathbf{x}$, so each unit of feature $x_j$ multiplies the odds $p/(1 - p)$ by $e^{w_j}$.',
    formula: '\\log\\frac{p}{1 - p} = \\mathbf{w}^\\top \\mathbf{x}',
    section: '/linear-regression#the-logistic-model',
    related: ['sigmoid', 'logistic-regression'],
  },
  {
    id: 'log-loss',
    term: 'Log loss',
    aliases: ['binary cross-entropy', 'logistic loss', 'BCE', 'binary log loss', 'Bernoulli negative log-likelihood'],
    definition:
      'The log loss is the negative log of the probability a model gave to the true label, averaged over the data; for Bernoulli labels it is the negative log-likelihood, and logistic regression minimises it. It is near zero for confident correct predictions and grows without bound for confident wrong ones; with labels $\\tilde{y} \\in \\{-1, +1\\}$ and score $z$ it equals $\\log(1 + e^{-\\tilde{y} z})$, a convex surrogate of the 0-1 loss.',
    formula: 'J(\\mathbf{w}) = -\\frac{1}{n}\\sum_{i=1}^{n} \\Big[ y_i \\log p_i + (1 - y_i)\\log(1 - p_i) \\Big]',
    section: '/linear-regression#log-loss-from-the-likelihood',
    related: ['logistic-regression', 'cross-entropy', 'maximum-likelihood', 'surrogate-loss'],
  },
  {
    id: 'decision-boundary',
    term: 'Decision boundary',
    aliases: ['decision surface', 'class boundary', 'linear decision boundary'],
    definition:
      "A decision boundary is the set of inputs where a classifier's prediction switches from one class to another. For logistic regression with threshold $\\frac{1}{2}$ it is the hyperplane $\\mathbf{w}^\\top\\mathbf{x} = 0$, which makes it a linear classifier; non-linear features bend it.",
    formula: '\\{\\mathbf{x} : \\mathbf{w}^\\top \\mathbf{x} = 0\\}',
    section: '/linear-regression#decision-boundary',
    related: ['logistic-regression', 'classification-threshold', 'linearly-separable'],
  },
  {
    id: 'classification-threshold',
    term: 'Classification threshold',
    aliases: ['decision threshold', 'probability threshold', 'cut-off', 'cutoff'],
    definition:
      'The classification threshold $\\tau$ is the predicted probability of class 1 above which a probabilistic classifier predicts class 1; $\\frac{1}{2}$ is the default, not a rule. With calibrated probabilities, if a false positive costs $c_{\\text{FP}}$ and a missed positive $c_{\\text{FN}}$, the expected cost is smallest at $\\tau = c_{\\text{FP}}/(c_{\\text{FP}} + c_{\\text{FN}})$; for logistic regression, changing $\\tau$ shifts the boundary parallel to itself, to $\\mathbf{w}^\\top\\mathbf{x} = \\log\\frac{\\tau}{1 - \\tau}$.',
    formula: '\\tau = \\frac{c_{\\text{FP}}}{c_{\\text{FP}} + c_{\\text{FN}}}',
    section: '/linear-regression#decision-boundary',
    related: ['decision-boundary', 'logistic-regression', 'accuracy'],
  },
  {
    id: 'linearly-separable',
    term: 'Linearly separable',
    aliases: ['linear separability', 'separable data', 'perfectly separable'],
    definition:
      'Two classes are linearly separable when some hyperplane puts every training point of one class on one side and every point of the other on the other side. On such data the unpenalised log loss has no minimiser, because scaling up a separating $\\mathbf{w}$ keeps lowering it, so the weights grow without bound unless an L2 penalty is added.',
    section: '/linear-regression#gradient-of-the-log-loss',
    related: ['logistic-regression', 'decision-boundary', 'ridge-regression'],
  },
  {
    id: 'newtons-method',
    term: "Newton's method",
    aliases: ['Newton-Raphson', 'Newton step', 'damped Newton', 'Newton method', 'second-order method'],
    definition:
      "Newton's method minimises an objective by jumping, at each step, to the minimum of its second-order Taylor model, $\\mathbf{w} \\leftarrow \\mathbf{w} - \\mathbf{H}^{-1}\\mathbf{g}$ with gradient $\\mathbf{g}$ and Hessian $\\mathbf{H}$. It needs no learning rate and converges quadratically near the optimum, but each step costs about $n d^2 + d^3$ operations; for logistic regression it is iteratively reweighted least squares.",
    formula: '\\mathbf{w}_{t+1} = \\mathbf{w}_t - \\mathbf{H}_t^{-1}\\mathbf{g}_t',
    section: '/linear-regression#the-newton-step',
    related: ['irls', 'hessian', 'gradient-descent', 'logistic-regression'],
  },
  {
    id: 'irls',
    term: 'Iteratively reweighted least squares',
    aliases: ['IRLS', 'iteratively re-weighted least squares'],
    definition:
      "Iteratively reweighted least squares fits logistic regression by solving, at every step, a weighted least-squares problem with weights $s_i = p_i(1 - p_i)$ and working responses $\\tilde{z}_i = \\mathbf{w}_t^\\top\\mathbf{x}_i + (y_i - p_i)/s_i$. Each such step is exactly a Newton step on the log loss, and the weights change with $\\mathbf{w}_t$, hence 'reweighted'.",
    formula: '\\mathbf{X}^\\top\\mathbf{S}_t\\mathbf{X}\\,\\mathbf{w}_{t+1} = \\mathbf{X}^\\top\\mathbf{S}_t\\,\\tilde{\\mathbf{z}}_t',
    section: '/linear-regression#iteratively-reweighted-least-squares',
    related: ['newtons-method', 'logistic-regression', 'least-squares'],
  },
  {
    id: 'softmax-regression',
    term: 'Softmax regression',
    aliases: ['multinomial logistic regression', 'multiclass logistic regression', 'multi-class logistic regression', 'maximum entropy classifier'],
    definition:
      'Softmax regression extends logistic regression to $K$ classes: each class $k$ has a weight vector $\\mathbf{w}_k$ and a linear score $z_k = \\mathbf{w}_k^\\top\\mathbf{x}$, and the softmax turns the scores into probabilities that add up to one. It is fitted by minimising the cross-entropy, its class regions are convex, and with $K = 2$ it is logistic regression.',
    formula: "p(y = k \\mid \\mathbf{x}) = \\frac{e^{\\mathbf{w}_k^\\top\\mathbf{x}}}{\\sum_{k'=1}^{K} e^{\\mathbf{w}_{k'}^\\top\\mathbf{x}}}",
    section: '/linear-regression#softmax-regression',
    related: ['softmax', 'cross-entropy', 'logistic-regression', 'one-hot-encoding'],
  },
  {
    id: 'softmax',
    term: 'Softmax',
    aliases: ['softmax function', 'normalised exponential', 'normalized exponential'],
    definition:
      'The softmax turns a vector of $K$ real scores into probabilities by exponentiating each score and dividing by the sum, so the highest score gets the highest probability. Only the differences between scores matter: adding the same number to every score changes nothing.',
    formula: "\\operatorname{softmax}(\\mathbf{z})_k = \\frac{e^{z_k}}{\\sum_{k'=1}^{K} e^{z_{k'}}}",
    section: '/linear-regression#the-softmax-model',
    related: ['softmax-regression', 'sigmoid', 'cross-entropy'],
  },
  {
    id: 'cross-entropy',
    term: 'Cross-entropy',
    aliases: ['cross-entropy loss', 'categorical cross-entropy', 'multiclass log loss', 'softmax loss'],
    definition:
      'The cross-entropy is the negative log-likelihood of one-hot labels under predicted class probabilities $p_{ik}$, averaged over the data: the loss of softmax regression. Its gradient for class $k$ is $\\frac{1}{n}\\sum_i (p_{ik} - y_{ik})\\mathbf{x}_i$, predicted probability minus target times input, and with $K = 2$ it is the binary log loss.',
    formula: 'J = -\\frac{1}{n}\\sum_{i=1}^{n}\\sum_{k=1}^{K} y_{ik}\\log p_{ik}',
    section: '/linear-regression#cross-entropy-loss-and-its-gradient',
    related: ['softmax-regression', 'log-loss', 'one-hot-encoding', 'maximum-likelihood'],
  },
  {
    id: 'one-hot-encoding',
    term: 'One-hot encoding',
    aliases: ['one-hot', 'one-hot vector', 'one hot label', 'OneHotEncoder'],
    definition:
      'One-hot encoding writes a category among $K$ as a vector of $K$ entries with a 1 at its own position and 0 elsewhere: $y_{ik} = 1$ if sample $i$ belongs to class $k$. It lets a class label be compared with a vector of predicted probabilities in the cross-entropy, and the same coding turns a categorical feature into numeric columns.',
    formula: 'y_{ik} = \\mathbb{I}[y_i = k], \\qquad k = 1, \\dots, K',
    section: '/linear-regression#cross-entropy-loss-and-its-gradient',
    related: ['cross-entropy', 'softmax-regression'],
  },
];
