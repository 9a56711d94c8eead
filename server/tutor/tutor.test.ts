/**
 * The built-in tutor on the site's own knowledge (the lectures' sections, the glossary, the
 * question bank, the recipes), asked as a learner asks: in other words than the units', with typos
 * and with words that only shape the request, in two parts, as follow-ups, as page hand-offs.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tutorUnitsFile } from '../../content/pipeline/tutor-units.ts';
import { isTeachingSection, type SectionDocument } from '../../shared/section-index.ts';
import { equationHandOff, figureHandOff, practiceHandOff } from '../../shared/tutor-hand-offs.ts';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { createKnowledge, notTaughtTopicOf } from './knowledge.ts';
import { readSklearnDocs } from './sources/sklearn-docs.ts';
import type { ConversationTurn } from './llm.ts';
import { defaultTutorPolicy } from './policy.ts';
import { indexSections } from './retrieve.ts';
import { createTutor, type AnswerQuestion, type TutorAnswer } from './tutor.ts';
import { createUnitMatcher, knowledgeUnits } from './units.ts';

const fixtureDocs = readSklearnDocs(join(import.meta.dirname, 'sources', 'fixtures', 'sklearn-html')).documents;
let sections: SectionDocument[];
let tutor: AnswerQuestion;
beforeAll(async () => {
  sections = await lectureSectionsForTests();
  const lectureIndex = indexSections(sections.filter(isTeachingSection));
  const retrieve = createKnowledge({ lectures: sections, lectureIndex });
  const units = createUnitMatcher(knowledgeUnits(sections, tutorUnitsFile()), lectureIndex, defaultTutorPolicy);
  const log = { warn() {}, info() {}, error() {} } as unknown as Parameters<typeof createTutor>[0]['log'];
  tutor = createTutor({ retrieve, units, sections, llm: null, log });
});

/** Asks questions one after the other in one conversation; returns every answer. */
async function conversation(...questions: string[]): Promise<TutorAnswer[]> {
  const history: ConversationTurn[] = [];
  const answers: TutorAnswer[] = [];
  for (const [i, question] of questions.entries()) {
    const answer = await tutor({ question, previousQuestion: questions[i - 1], history: [...history] });
    history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.output });
    answers.push(answer);
  }
  return answers;
}
const ask = async (question: string, page?: string) => tutor({ question, page });
const urls = (answer: TutorAnswer) => answer.sources.map((source) => source.url);

describe('the tutor answers a request for code with a recipe', () => {
  it.each([
    // A class name that opens with an acronym is code.
    ['KNeighborsClassifier how to use', '/recipes#knn-choose-k'],
    // A request that opens with a verb of doing asks for code that does it.
    ['print precision recall f1 for each class', '/recipes#classification-report'],
    // "What does feature importance mean?" explains; the recipe gets them.
    ['how to get feature importances from random forest', '/recipes#feature-importance'],
    // Setting a pipeline step's parameter is choosing it, and the recipe does it.
    ['how to set the parameters of a pipeline step in a grid search', '/recipes#grid-search'],
    // The API names in words: "make classification".
    ['make a fake classification dataset to test on', '/recipes#toy-datasets'],
    ['compare my model against a dummy baseline', '/recipes#dummy-baseline'],
    // The method's name without the estimator's role: DecisionTreeClassifier is "decision tree".
    ['train a decision tree in sklearn', '/recipes#decision-tree-depth'],
    // An example of a method, asked alone, is the method done: a script, not its definition.
    ['dbscan example', '/recipes#dbscan'],
    ['gradient boosting classifier example with the learning rate', '/recipes#gradient-boosting'],
  ])('answers "%s" with its recipe', async (question, recipe) => {
    expect(urls(await ask(question))[0]).toBe(recipe);
  });

  it('answers with a recipe about a class before one that only uses it', async () => {
    // The LabelEncoder's recipe fits a LogisticRegression to show that string labels work as they are.
    expect(urls(await ask('logistic regression in sklearn'))[0]).not.toBe('/recipes#label-encode');
  });
});

describe('a question about a scikit-learn parameter, with the scikit-learn pages indexed', () => {
  let withDocs: AnswerQuestion;
  beforeAll(async () => {
    const lectureIndex = indexSections(sections.filter(isTeachingSection));
    const retrieve = createKnowledge({ lectures: sections, lectureIndex, sklearn: fixtureDocs });
    const units = createUnitMatcher(knowledgeUnits(sections, tutorUnitsFile()), lectureIndex, defaultTutorPolicy);
    const log = { warn() {}, info() {}, error() {} } as unknown as Parameters<typeof createTutor>[0]['log'];
    withDocs = createTutor({ retrieve, units, sections, llm: null, log });
  });

  it("is answered by the question bank's entry on choosing it, not by the API page's line on the parameter", async () => {
    const answer = await withDocs({ question: 'how should i pick eps for dbscan' });
    expect(urls(answer)[0]).toBe('/clustering#how-do-i-choose-eps-and-min_samples-for-dbscan');
  });

  it('still goes to the API page when it asks what the parameter does in scikit-learn', async () => {
    const answer = await withDocs({ question: 'what does eps do in DBSCAN in scikit-learn?' });
    expect(urls(answer)[0]).toMatch(/sklearn\.cluster\.DBSCAN\.html$/);
    // Asked what the parameter does, without naming the library, its API page still answers.
    expect(urls(await withDocs({ question: 'what does eps do in DBSCAN' }))[0]).toMatch(/sklearn\.cluster\.DBSCAN\.html$/);
  });

  it('asked in other words, which value to pick: the question-bank entry still answers', async () => {
    const answer = await withDocs({ question: 'which value of min_samples should i pick for dbscan' });
    expect(urls(answer)[0]).toBe('/clustering#how-do-i-choose-eps-and-min_samples-for-dbscan');
  });

  it("a why question that names a parameter is answered by the question bank's entry that asks it", async () => {
    const answer = await withDocs({ question: 'why does dbscan label points as noise when eps is small' });
    expect(urls(answer)[0]).toBe('/clustering#why-does-dbscan-label-some-of-my-points-as-noise');
  });

  it('asks for its default: the API page answers', async () => {
    const answer = await withDocs({ question: 'what min_samples does dbscan use by default' });
    expect(urls(answer)[0]).toMatch(/^https:\/\/scikit-learn\.org\/.*DBSCAN/);
  });
});

describe('choosing a parameter named in code words', () => {
  it("is answered by the question bank's entry on choosing it, not by the recipe that only sets it", async () => {
    const answer = await ask('how to set eps and min_samples in dbscan??');
    expect(urls(answer)[0]).toBe('/clustering#how-do-i-choose-eps-and-min_samples-for-dbscan');
  });

  it('still gets the recipe when it asks for code', async () => {
    const answer = await ask('dbscan eps and min_samples example code');
    expect(urls(answer)[0]).toBe('/recipes#dbscan');
  });
});

describe('formula questions', () => {
  it('show the equation of a unit that displays it when the best unit explains around it', async () => {
    // The best match is "Why is there no closed form for logistic regression?", which has none.
    const answer = await ask('ridge regression closed form solution');
    expect(urls(answer)).toContain('/glossary#ridge-regression');
    expect(answer.output).toContain('\\left(\\mathbf{X}^\\top \\mathbf{X} + \\lambda \\mathbf{I}\\right)^{-1}');
  });
});

describe('topics the lectures do not teach', () => {
  it.each([
    // Its words are lecture words, and a k-NN regression entry has most of them.
    'derive the posterior mean and variance for gaussian process regression',
    // "hidden" and "model" are everywhere; the lectures name the model once, as an example.
    'how does a hidden markov model work',
    'how does bayesian optimization pick the next point',
  ])('says "not covered" to "%s", with no unit', async (question) => {
    const answer = await ask(question);
    expect(answer.grounded).toBe(false);
  });

  it('lists no topic that a lecture heading, a question-bank phrasing, a glossary term or a recipe names', () => {
    const units = tutorUnitsFile();
    const named = [
      ...sections.map((section) => `${section.heading} | ${(section.alsoAsked ?? []).join(' | ')}`),
      ...units.glossary.map((entry) => [entry.term, ...entry.aliases].join(' | ')),
      ...units.recipes.map((recipe) => [recipe.task, ...recipe.also].join(' | ')),
    ];
    expect(named.filter((text) => notTaughtTopicOf(text))).toEqual([]);
  });
});

describe('the tutor answers from written units', () => {
  it('defines a term from its glossary entry, then cites the section that teaches it', async () => {
    const answer = await ask('define entropy for decision trees');
    expect(urls(answer).slice(0, 2)).toEqual(['/glossary#entropy', '/trees#impurity-measures']);
    expect(answer.output).toContain('\\log_2');
  });

  // Issue 36's example: a learner's "X instead of Y" weighs two options, and the comparison entry answers it.
  it('matches a question-bank entry asked in other words', async () => {
    const answer = await ask('when should I use an SVM instead of logistic regression');
    expect(urls(answer)[0]).toBe('/support-vector-machines#svm-or-logistic-regression-what-is-the-actual-difference');
  });

  // The random forest is where the learner met the term, not what they ask about.
  it('defines a term asked about "in" a setting from its own entry, not the setting\'s', async () => {
    const answer = await ask('what does the oob error mean in a random forest');
    expect(urls(answer)[0]).toBe('/glossary#out-of-bag-error');
  });

  // The scenario's words ("epoch 8", "keep going") sink the entry's match below the usual
  // acceptance, but the section it rests on is among the search's first: the two agree.
  it('answers a scenario with the entry whose section the search also ranks first', async () => {
    const answer = await ask('my validation loss went up after epoch 8 while the training loss kept falling, should i keep going');
    expect(urls(answer)[0]).toBe('/neural-networks#why-does-my-networks-validation-loss-rise-while-the-training-loss-keeps-falling');
    expect(answer.output).toContain('overfit');
  });

  // No one section holds the scenario's words (card, transactions, fraud, labelled) with its
  // topic's, so the sections do not cover it; but the lectures know most of the words, and the
  // entry's section is among the search's first.
  it('answers a scenario whose words no one section holds together, when the search agrees with the entry', async () => {
    const answer = await ask('i want to catch weird card transactions but nobody ever labelled any fraud. what can i do?');
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(/^\/unsupervised-learning#/);
    expect(answer.output).toMatch(/anomal/i);
  });

  // The scenario's words (echo canceller, louder) sink the match further still, but the entry's
  // section is the search's very first: the two agree most.
  it("answers a scenario from an entry whose section is the search's first, on a lower match still", async () => {
    const answer = await ask('my LMS echo canceller blows up whenever the input signal gets louder');
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(/^\/linear-regression#/);
    expect(answer.output).toMatch(/normali[sz]ed LMS/i);
  });

  // "Xavier or He initialisation: which should I use?" is a comparison that answers "which one should I use for …".
  it('answers "which X should I use for Y" with the entry that weighs the options', async () => {
    const answer = await ask('which weight initialisation should i use in relu layers');
    expect(urls(answer)[0]).toBe('/neural-networks#xavier-or-he-initialisation-which-should-i-use');
  });

  it.each([
    ['how do I deal with imbalanced classes', /imbalanc/],
    ['difference between fit_transform and transform', /fit.transform/],
    ['is knn the same as kmeans', /k-nn-the-same-as-k-means/],
  ])('answers the practical question "%s" from the unit about it', async (question, about) => {
    const answer = await ask(question);
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(about);
    // Not the neural-network transformer a word-for-word match found before.
    expect(urls(answer).join(' ')).not.toMatch(/neural-networks|glossary#transformer/);
  });

  it.each([
    ['wat is the bias variance tradeof', /bias/],
    ['what is the kernel trick, intuitively?', /kernel-trick/],
    ['explain backprop simply', /backprop/],
    // A verdict in a learner's words ("rubbish", "useless") names no topic, as "great" or "terrible" do not.
    ['can a classifier generalise well but still be rubbish', /generalise-well-and-still-perform-badly/],
    // Chat fillers ("lol", "a bunch of") name no topic: counted as unknown topic words they sank the match.
    ['so why does a bunch of averaged trees beat a single tree lol', /why-does-bagging-reduce-variance/],
    // Hearsay ("someone told me") names no topic either: it sank the match to "not covered".
    ['can i use any similarity function as a kernel? someone told me tanh works', /is-it-ok-to-use-any-similarity-function-as-a-kernel/],
    // A scenario's own words sink the sections' coverage; the entry asked in other words nearly matches, and answers.
    [
      'I have 3 MRI images per patient and about 200 patients. Can I just shuffle all the images and split them randomly into train and test?',
      /is-it-ok-to-split-my-data-into-training-and-test-sets-at-random/,
    ],
    // A lecture word that names no topic ("start", "limit") weighs as context, not as the topic.
    ['which kernal should i start with for an svm', /how-do-i-choose-the-kernel-for-an-svm/],
    ['is there a limit on how acurate my classifier can get', /what-is-the-bayes-error/],
    // Two neighbouring letters swapped in a short word are a typo too ("szie").
    ['how do i choose the batch szie for sgd', /batch|minibatch/],
    // A symptom the learner reports ("… bug?") asks what goes wrong, not for a definition.
    ['my random forest predicts flat values for inputs larger than anything in training. bug?', /can-a-decision-tree-extrapolate/],
  ])('answers "%s" despite typos and words that only shape the request', async (question, about) => {
    const answer = await ask(question);
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(about);
  });

  // Issue 40's two questions: both answered from the transformers lecture's own units.
  it.each([
    ['what is self-attention?', /^\/glossary#self-attention$|^\/transformers#/],
    ['why divide by the square root of d_k?', /^\/transformers#why-divide-by-the-square-root-of-d/],
  ])('answers "%s" from the transformers lecture', async (question, source) => {
    const answer = await ask(question);
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(source);
    expect(urls(answer).join(' ')).toMatch(/\/transformers#/);
  });

  it('reads a compound whose parts never stand together in the lectures as a word it does not know', async () => {
    const answer = await ask('how does word2vec skip-gram with negative sampling work');
    expect(answer.grounded).toBe(false);
    expect(urls(answer).join(' ')).not.toMatch(/gram-matrix/);
  });

  it('answers a question in two parts with a unit for each, both cited', async () => {
    const answer = await ask('what is entropy and how do i choose the depth of a tree?');
    expect(urls(answer)).toContain('/glossary#entropy');
    expect(urls(answer)).toContain('/trees#how-do-i-choose-the-depth-of-a-decision-tree');
  });

  it("quotes a section's paragraph whole when no unit matches: never a sentence ending on a colon without what follows", async () => {
    const answer = await ask('what does the leave-one-out error of k-NN regression look like for each k');
    const quoted = answer.output.split('**Sources**')[0].split('\n\n').slice(1);
    expect(answer.grounded).toBe(true);
    expect(quoted.at(-1)).not.toMatch(/:\s*$/);
  });
});

describe('conversations', () => {
  it('gives small talk a short friendly reply, not "not covered"', async () => {
    for (const message of ['ok thanks!', 'hi there', 'got it, thank you so much']) {
      const answer = await ask(message);
      expect(answer.output).not.toMatch(/do not cover/);
      expect(answer.sources).toEqual([]);
    }
  });

  it('carries the subject into a follow-up ("and why?")', async () => {
    const [, why] = await conversation('how many trees should a random forest have', 'and why?');
    expect(why.grounded).toBe(true);
    expect(urls(why)[0]).toMatch(/^\/trees#/);
  });

  it('answers what a follow-up itself asks about, not the previous question again', async () => {
    // "When does k-NN fail?" holds k-NN but not scaling: it would answer the first question again.
    const [, scaling] = await conversation('how does knn regression work', 'does it need scaling?');
    expect(urls(scaling)[0]).toBe('/nonparametric#why-does-k-nn-need-feature-scaling');
    // No unit holds both Adam and "default": the subject's own unit still answers.
    const [, defaults] = await conversation('how does the adam optimiser work', 'what are its default values?');
    expect(defaults.output).toContain('0.999');
  });

  it('carries the subject into a follow-up that points back with words of its own ("does it set the weights to zero?")', async () => {
    const [, zero] = await conversation('what is ridge regression', 'does it set the weights to zero?');
    expect(urls(zero)[0]).toBe('/linear-regression#ridge');
  });

  it('does not carry a "not covered" answer over to the next question', async () => {
    const [refused, covered] = await conversation('what is quantum computing', 'what is k-means');
    expect(refused.grounded).toBe(false);
    expect(covered.grounded).toBe(true);
    expect(urls(covered)[0]).toBe('/glossary#k-means');
  });
});

describe('hand-offs from a page are answered about what was handed off', () => {
  it('a live figure: from the section that holds it', async () => {
    const answer = await ask(figureHandOff('Least squares', 'linear-regression', 'slope 1.2, intercept 0.5, 12 points'));
    const section = sections.find((candidate) => candidate.figures?.some((figure) => figure.name === 'live-least-squares'));
    expect(section).toBeDefined();
    expect(urls(answer)).toEqual([section!.url]);
  });

  it('an equation: the paragraph that introduces it, the equation itself', async () => {
    const section = sections.find((candidate) => candidate.url === '/clustering#spectral-bisection')!;
    const latex = [...section.prose.matchAll(/\$\$([\s\S]+?)\$\$/g)][1][1];
    const answer = await ask(equationHandOff(latex));
    expect(urls(answer)[0]).toBe(section.url);
    expect(answer.output).toContain(latex.trim());
  });

  it('a practice question: from its lecture', async () => {
    const answer = await ask(
      practiceHandOff({
        lecture: 'trees',
        prompt: 'For two classes, with a proportion p of class 1 in a node, which statements about the Gini impurity and the entropy are true?',
        options: 'The options were: A. Both are zero for a pure node; B. Both are largest at p = 0.5.',
      }),
    );
    expect(answer.grounded).toBe(true);
    expect(urls(answer)[0]).toMatch(/trees#|glossary#(entropy|gini)/);
  });
});
