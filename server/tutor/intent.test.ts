import { describe, expect, it } from 'vitest';
import { asksAboutCode, asksForCode, asksHowTo, detectIntent, type QuestionIntent } from './intent.ts';

const examples: Record<QuestionIntent, string[]> = {
  define: [
    'what is pca',
    'whats a support vector',
    'tell me about decision trees',
    'explain the bias variance tradeoff',
    'what does the kernel trick do',
    'what does it mean that a kernel is positive semi-definite',
    'can you explain dropout',
    'does naive in naive bayes mean the features are independent',
  ],
  choose: [
    'what dropout rate is a good default?',
    'which solver should i use for logistic regression',
    'isomap dimension choice',
    'best way to pick k in knn?',
    'one delivery 2 hours late is way worse for us than two that are 10 min late. which loss fits that?',
    'pick k for knn',
    'how do I decide how many clusters to use with k-means?',
    'how do I choose a learning rate for gradient descent?',
    'how many components should i keep in pca',
    'how do i pick k for knn',
    'what value of C should I use',
    'what learning rate should i use',
    'best k for knn?',
    'how to tune lambda in ridge',
    'whats a good starting value for gamma',
    'what distance metric for sets, like tags or shopping baskets',
    'what weight decay should i start with',
    'how do i know which kernel works for my data',
  ],
  why: [
    'why does lasso give zeros',
    'why is my gradient descent diverging',
    'how come k-means++ is better',
    'whats the reason for centering before pca',
    // A "why" at the end asks the reason as much as one at the start.
    'my network doesnt learn anything useful, why',
  ],
  compare: [
    'hinge or log loss?',
    'should i build a knn graph or a fully connected gaussian graph',
    "ridge vs lasso, what's the actual difference?",
    'difference between lda and qda',
    'whats the difference between bagging and boosting',
    'how does bagging differ from boosting',
    'should i use relu or sigmoid',
    'k-means compared to spectral clustering',
    'lda or qda which one',
    'is ridge regression the same as weight decay',
    'kernel svm vs logistic regression - which is faster',
    'hinge loss or log loss if i need probabilities?',
    'should i fit ridge with gradient descent or with the normal equations',
    'max margin vs min hinge loss, are they the same?',
    'when should i use an svm instead of logistic regression',
    'why would i pick lasso rather than ridge',
    'rbf or linear kernel for text? i have 50k tf-idf features and 10k documents',
  ],
  formula: [
    'derivative of the sigmoid',
    'gini impurity formula',
    'what is the update rule for sgd',
    'how is the gradient computed in backprop',
    'write down the ridge closed form',
    'equation for the svm margin',
    'mle of the bernoulli parameter',
    'variance of the sample mean',
    'update for the k-means centres',
    'ridge regression objective function',
    'gini split criterion',
    'variance of the ols weights in terms of the noise',
    'probability of drawing a given sample in a bootstrap',
  ],
  when: [
    'in what situations does k-means fail?',
    'is it ok to standardise the whole dataset before I split it?',
    'when should I use naive Bayes',
    'when does k-means fail',
    'what are the disadvantages of knn',
    'do i need to scale features for svm',
    'pitfalls of pca?',
    'is accuracy a good metric if almost all my examples are one class',
    'can i trust the probabilities naive bayes gives me',
    'does a kernel svm scale to millions of samples',
    'is knn a good idea with like 500 features',
    'is it fine to compare two clusterings with accuracy',
    'my loss is nan after a few steps, what should i do',
    'should i trust the oob estimate',
    'does naive bayes work in high dimensions',
    'can gradient boosting overfit',
    'does the order of the features matter for a decision tree',
    'is pca sensitive to outliers',
    'will more data fix my overfitting',
    'should i penalise the bias term too',
    'should i standardise my data before k-means clustering',
    'can k means handle clusters of different sizes',
    'is a random forest worth it for a tiny dataset',
    'are gradient boosted trees worth the tuning effort',
    'is a linear svm a poor choice for image data',
    'my gradient boosting model predicts the same value for every new house. bug?',
    'my kde gives values above 1, is that normal',
    'my validation loss jumps around after epoch 10',
    'knn keeps matching people of totally different ages',
    'is sigmiod ok in the hidden layers?',
    'is my learning rate too big?',
    'how do i know whether my learning rate is too large',
    'what are the signs of a learning rate that is too large',
    'i want to cluster my customers with k-means on raw prices, will that work?',
    'tsne cluster sizes meaningful?',
    "I'm using height and weight as knn features, anything i should watch out for?",
    'one blob in my pca plot is much wider. does that mean the group varies more?',
    'my model gets 0 training error, does that mean its good',
    'i have a validation set, should i still keep a test set aside?',
    'My spam filter is 98% accurate and only 2% of my emails are spam. Is that actually good?',
    'I grouped my patients into 4 clusters with k-means. Can I report them as 4 disease subtypes?',
    'my rnn loss went to zero on day one but the outputs are nonsense, what did i mess up',
    'my tree gives the same prediction for every input, whats going on',
    'my tree gives the same prediction for every input. what is happening?',
    'i get an r2 of 0.99 on my training data, is that fine?',
    'my validation accuracy is higher than my training accuracy, thats a good sign right?',
    'my knn regressor predicts the same value for every house, whats wrong?',
    'my 40 layer net has a higher training error than my 10 layer one. is that overfitting?',
    'my loss is stuck at 2.3 from the first epoch, what should i try?',
    'k-means on uniform noise gave me 3 tidy groups. are they real?',
    'my sequences are 20k tokens long. is attention going to be a problem?',
    'what happens if k is too big',
    "I've got 5 million rows and want to train an RBF SVM on my laptop. good idea?",
    'my little gpt-style model trains to almost zero loss but the text it generates is garbage',
    'the loss of my network barely moves, is something broken',
    'i wrote the backward pass myself, should i check the gradients somehow',
    'my perceptron doesnt converge on this data',
    'I selected features on the whole data set, then cross-validated and got 95%. is that number legit?',
    "a newsletter that says 'free' 50 times gets p(spam)=1.0 from my naive bayes. anything i can do?",
    'the bedrooms weight got squashed to almost zero while sqft barely moved',
  ],
};

describe('recognising what a question asks for', () => {
  for (const [intent, questions] of Object.entries(examples)) {
    it.each(questions)(`reads "%s" as ${intent}`, (question) => {
      expect(detectIntent(question).intent).toBe(intent);
    });
  }

  it('names the two sides of a comparison, without the words around them', () => {
    expect(detectIntent("ridge vs lasso, what's the actual difference?").sides).toEqual(['ridge', 'lasso']);
    expect(detectIntent('What is the difference between LDA and QDA?').sides).toEqual(['lda', 'qda']);
    expect(detectIntent('how does bagging differ from boosting').sides).toEqual(['bagging', 'boosting']);
    expect(detectIntent('k-means compared to spectral clustering').sides).toEqual(['k-means', 'spectral clustering']);
    expect(detectIntent('Should I use sigmoid or tanh in the hidden layers?').sides).toEqual(['sigmoid', 'tanh']);
    expect(detectIntent('lda or pca before my classifier?').sides).toEqual(['lda', 'pca']);
    expect(detectIntent('text classification with 50k tf-idf features and 5k documents, linear kernel or rbf?').sides).toEqual(['linear kernel', 'rbf']);
    expect(detectIntent('softmax regression or separate logistic regressions for classifying 10 digits?').sides).toEqual([
      'softmax regression',
      'separate logistic regressions',
    ]);
    expect(detectIntent('when should I use an SVM instead of logistic regression?').sides).toEqual(['svm', 'logistic regression']);
  });

  // "picked" reports a choice made, whose verdict is asked: "… is that ok?".
  it('reads a choice already made as a question about it, not a request to choose', () => {
    expect(detectIntent('I picked the threshold that gave the lowest cost on my test set and reported that cost, is that ok?').intent).toBe('when');
  });

  it('gives sides only to comparisons', () => {
    expect(detectIntent('how do i pick k for knn').sides).toBeUndefined();
    expect(detectIntent('what is the difference').intent).toBe('define');
  });

  it('prefers the reason to the failure in "why does it fail", and the comparison to the choice in "choose between"', () => {
    expect(detectIntent('why does k-means fail on the moons').intent).toBe('why');
    expect(detectIntent('how do i choose between ridge and lasso').intent).toBe('compare');
  });
});

describe('recognising a question about code', () => {
  it('reads a class name that opens with an acronym as code', () => {
    expect(asksAboutCode('KNeighborsClassifier how to use')).toBe(true);
    expect(asksAboutCode('SGDRegressor learning rate')).toBe(true);
    expect(asksAboutCode('what is a k nearest neighbours classifier')).toBe(false);
  });

  it("reads the learner's own code as a report, and a request for code as code", () => {
    expect(asksAboutCode('lasso gives me every coefficient exactly zero, is my code broken')).toBe(false);
    expect(asksAboutCode('show me code for lasso')).toBe(true);
  });

  it('reads a request that opens with a verb of doing as a how-to', () => {
    expect(asksHowTo('print precision recall f1 for each class')).toBe(true);
    expect(asksHowTo('fit linear regression and get the coefficients')).toBe(true);
    expect(asksHowTo('turn string labels into numbers')).toBe(true);
    // A worked example by hand, not a task to do with code.
    expect(asksHowTo('show me an svm solved by hand on a few points')).toBe(false);
    expect(asksHowTo('what does fit do')).toBe(false);
  });

  it('reads "example", "code" and "how to use" as a request for code', () => {
    expect(asksForCode('decision tree max_depth example')).toBe(true);
    expect(asksForCode('spectral clustering code')).toBe(true);
    expect(asksForCode('what does max_depth do')).toBe(false);
    expect(asksForCode('dbscan example')).toBe(true);
    // The samples of a data set, and an aside, ask for no code.
    expect(asksForCode('is accuracy a good metric if almost all my examples are one class')).toBe(false);
    expect(asksForCode('if my classes are, for example, 99% negatives, is accuracy ok')).toBe(false);
  });
});
