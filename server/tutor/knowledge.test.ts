import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { startMediaWikiStandIn } from '../test/mediawiki-stand-in.ts';
import { composeAnswer } from './compose.ts';
import { createKnowledge, notTaughtTopicOf, parameterToSet, type KnowledgeRetriever } from './knowledge.ts';
import { debianSklearnDocDir, readSklearnDocs } from './sources/sklearn-docs.ts';
import { ingestWikipediaArticles, readWikipediaCorpus, wikipediaDocuments } from './sources/wikipedia-corpus.ts';
import type { ApiEntry, ReferenceDocument } from './sources/reference-document.ts';

const fixtureDocs = readSklearnDocs(join(import.meta.dirname, 'sources', 'fixtures', 'sklearn-html')).documents;

/** Wikipedia articles fetched with the real ingester from the MediaWiki stand-in. */
async function wikipediaForTests(): Promise<ReferenceDocument[]> {
  const standIn = await startMediaWikiStandIn();
  const dir = mkdtempSync(join(tmpdir(), 'ml-classes-wikipedia-'));
  try {
    const outcome = await ingestWikipediaArticles(['Word2vec', 'VC dimension'], dir, { apiUrl: standIn.url });
    if (!outcome.ok) throw new Error(outcome.failures.join('; '));
  } finally {
    await standIn.close();
  }
  return readWikipediaCorpus(dir).articles.flatMap(wikipediaDocuments);
}

const ask = async (retrieve: KnowledgeRetriever, question: string) => {
  const result = await retrieve({ question, limit: 5 });
  return { result, ...composeAnswer({ question, ...result }) };
};

describe('answering from every knowledge source', () => {
  let everySource: KnowledgeRetriever;
  let lecturesOnly: KnowledgeRetriever;
  beforeAll(async () => {
    const lectures = await lectureSectionsForTests();
    everySource = createKnowledge({ lectures, sklearn: fixtureDocs, wikipedia: await wikipediaForTests() });
    lecturesOnly = createKnowledge({ lectures });
  }, 120_000);

  it('answers a question about a scikit-learn parameter from its API page: what it does, its type and default, and the signature', async () => {
    const { result, output, sources } = await ask(everySource, 'what does eps do in DBSCAN in scikit-learn?');
    expect(result.answeredFrom).toBe('sklearn');
    expect(output).toContain('`eps` (float, default=0.5): How far apart two samples may be and still be neighbours.');
    expect(output).toContain('```python\nfrom sklearn.cluster import DBSCAN\n\nDBSCAN(eps=0.5, *, min_samples=5)\n```');
    expect(sources[0]).toEqual({
      title: 'scikit-learn › API Reference › sklearn.cluster.DBSCAN',
      url: 'https://scikit-learn.org/1.2/modules/generated/sklearn.cluster.DBSCAN.html',
      lecture: '',
      source: 'sklearn',
    });
  });

  it('leads with the default when the question asks for it', async () => {
    const { output } = await ask(everySource, 'how many samples make a core point by default in DBSCAN');
    expect(output.split('\n\n')[0]).toBe("In scikit-learn's `DBSCAN`, `min_samples` defaults to `5`.");
  });

  it('answers "which class does X" by naming the class, what its API page says, and its user-guide section\'s sentences that name it', async () => {
    const { result, output, sources } = await ask(everySource, 'which scikit-learn class clusters points by the density around them?');
    expect(result.answeredFrom).toBe('sklearn');
    expect(output.split('\n\n')[0]).toBe('In scikit-learn: `DBSCAN` (a class in `sklearn.cluster`).');
    expect(output).toContain('From **scikit-learn › API Reference › sklearn.cluster.DBSCAN** [1]: Cluster points by the density around them.');
    expect(output).toContain('From **scikit-learn › User Guide › Clustering › DBSCAN** [2]: The `DBSCAN` algorithm sees clusters as dense regions');
    expect(sources.slice(0, 2).map((source) => source.url)).toEqual([
      'https://scikit-learn.org/1.2/modules/generated/sklearn.cluster.DBSCAN.html',
      'https://scikit-learn.org/1.2/modules/clustering.html#dbscan',
    ]);
  });

  it('explains a class asked about without a parameter from the user-guide section that introduces it', async () => {
    const { result, output } = await ask(everySource, 'how does DBSCAN decide which samples are noise in scikit-learn?');
    expect(result.api?.parameter).toBeUndefined();
    expect(output).toContain('From **scikit-learn › User Guide › Clustering › DBSCAN** [2]:');
    expect(output).toContain('a noise point, which belongs to none.');
  });

  it('answers concepts the lectures teach from the lectures, as before', async () => {
    const [withAll, withLectures] = await Promise.all([ask(everySource, 'what is the kernel trick'), ask(lecturesOnly, 'what is the kernel trick')]);
    expect(withAll.result.answeredFrom).toBe('lectures');
    expect(withAll.output).toBe(withLectures.output);
  });

  it('answers a topic the lectures leave out from Wikipedia, naming the article and its licence', async () => {
    const { result, output, sources } = await ask(everySource, 'how does word2vec skip-gram work');
    expect(result.answeredFrom).toBe('wikipedia');
    expect(output).toMatch(/^From \*\*Wikipedia › Word2vec › [^*]+\*\* \[1\] \(Wikipedia's article “Word2vec”, CC BY-SA 4\.0\):/);
    expect(sources[0]).toMatchObject({ source: 'wikipedia', licence: 'CC BY-SA 4.0', lecture: '' });
    expect(sources[0].url).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/Word2vec#/);
    expect(output).toContain('(text under [CC BY-SA 4.0](https://creativecommons.org/licenses/by-sa/4.0/))');
  });

  it('still says "not covered" when no source covers the question', async () => {
    for (const question of ['how do i bake a chocolate cake', 'what is quantum computing', 'who won the 2018 fifa world cup']) {
      const { result, output } = await ask(everySource, question);
      expect(result.covered, question).toBe(false);
      expect(output).toMatch(/^The lectures on this site do not cover that/);
    }
  });
});

describe('the setting a "how do I" question needs', () => {
  const parameter = (name: string, type: string) => ({ name, type, description: '' });
  const entry: ApiEntry = {
    name: 'SVC',
    qualifiedName: 'sklearn.svm.SVC',
    kind: 'class',
    signature: 'SVC()',
    parameters: [
      parameter('probability', 'bool, default=False'),
      parameter('shrinking', 'bool, default=True'),
      parameter('class_weight', "dict or 'balanced', default=None"),
      parameter('decision_function_shape', "{'ovo', 'ovr'}, default='ovr'"),
    ],
  };

  it('turns on a flag the question names, writing out the opposite of its default', () => {
    expect(parameterToSet('how to get probabilities from an SVC', entry)).toMatchObject({ parameter: { name: 'probability' }, setting: 'probability=True' });
    expect(parameterToSet('how do I stop SVC shrinking', entry)?.setting).toBe('shrinking=False');
  });

  it('picks the string value a question word holds ("imbalanced": balanced), over a parameter that only shares a word', () => {
    expect(parameterToSet('how do i deal with imbalanced classes in SVC', entry)).toMatchObject({
      parameter: { name: 'class_weight' },
      setting: "class_weight='balanced'",
    });
  });

  it('finds nothing when the question names no parameter nor value', () => {
    expect(parameterToSet('how do i train an SVC faster', entry)).toBeUndefined();
  });
});

describe('topics the lectures do not teach', () => {
  it('are named by their words side by side, in either spelling and in the plural', () => {
    expect(notTaughtTopicOf('derive the posterior for gaussian process regression')).toBe('gaussian process');
    expect(notTaughtTopicOf('viterbi for hidden markov models')).toBe('hidden markov model');
    expect(notTaughtTopicOf('how does Bayesian optimization work')).toBe('bayesian optimisation');
  });

  it('are not named by their words apart, nor by a topic the lectures teach', () => {
    expect(notTaughtTopicOf('what is a gaussian mixture model')).toBeUndefined();
    expect(notTaughtTopicOf('how many units in the hidden layer of my model')).toBeUndefined();
    expect(notTaughtTopicOf('is learning rate decay a kind of reinforcement')).toBeUndefined();
  });
});

describe.skipIf(!existsSync(debianSklearnDocDir))("answering from Debian's scikit-learn documentation", () => {
  let retrieve: KnowledgeRetriever;
  beforeAll(async () => {
    retrieve = createKnowledge({ lectures: await lectureSectionsForTests(), sklearn: readSklearnDocs(debianSklearnDocDir).documents });
  }, 120_000);

  it('finds the parameter a question describes without naming it', async () => {
    const { output } = await ask(retrieve, 'how many trees does RandomForestClassifier use by default');
    expect(output).toMatch(/^In scikit-learn's `RandomForestClassifier`, `n_estimators` defaults to `100`\./);
  });

  it("says whether the question names the class whose parameter it found, so a task that only uses a parameter's word is left to a recipe", async () => {
    expect((await retrieve({ question: 'what does eps do in DBSCAN in scikit-learn?' })).api).toMatchObject({ parameter: { name: 'eps' }, named: true });
    // "encode" is a parameter of KBinsDiscretizer, which the question does not name. ("one hot
    // encode" now reads as the lectures' "one-hot", which finds no parameter at all.)
    const task = await retrieve({ question: 'ordinal encode a column sklearn' });
    expect(task.api?.parameter && task.api.named).toBe(false);
  });

  it('answers a topic the lectures do not teach from a section whose heading names it, never from one that declines it', async () => {
    const process = await retrieve({ question: 'what is a gaussian process' });
    expect(process.answeredFrom).toBe('sklearn');
    expect(process.sections[0].section.url).toMatch(/modules\/gaussian_process\.html/);
    // The FAQ's "Why is there no support for deep or reinforcement learning?" is not about it.
    const reinforcement = await retrieve({ question: 'what is reinforcement learning' });
    expect(reinforcement.covered).toBe(false);
    expect(reinforcement.notTaught).toBe('reinforcement learning');
  });

  it('answers a parameter written as in code, with the estimator named only by its family', async () => {
    const { output, sources } = await ask(retrieve, 'what does C do in an SVM in sklearn');
    expect(sources[0].url).toBe('https://scikit-learn.org/1.2/modules/generated/sklearn.svm.SVC.html');
    expect(output).toContain('`C` (float, default=1.0): Regularization parameter.');
  });

  it('names the class a "which class" question describes, from its summary and the user-guide section that introduces it', async () => {
    const { output, sources } = await ask(retrieve, 'which sklearn class removes the mean and scales features to unit variance');
    expect(output.split('\n\n')[0]).toBe('In scikit-learn: `StandardScaler` (a class in `sklearn.preprocessing`).');
    expect(sources[0].url).toBe('https://scikit-learn.org/1.2/modules/generated/sklearn.preprocessing.StandardScaler.html');
    expect(sources[1].url).toBe('https://scikit-learn.org/1.2/modules/preprocessing.html#standardization-or-mean-removal-and-variance-scaling');
  });

  it('reads a word that only shapes the request as no class name ("a bunch of outliers" is not Bunch)', async () => {
    const { sources } = await ask(retrieve, 'my dataset has a bunch of outliers scattered around, is kmeans still ok');
    expect(sources.map((source) => source.url).join(' ')).not.toMatch(/Bunch/);
  });

  it('names a function when a function is asked for', async () => {
    const { output } = await ask(retrieve, 'which scikit-learn function splits arrays into random train and test subsets');
    expect(output.split('\n\n')[0]).toBe('In scikit-learn: `train_test_split` (a function in `sklearn.model_selection`).');
  });

  it('does not take a lowercase word that is also a function name ("scale") for the function, unless written as code', async () => {
    const [asWord, asCode] = await Promise.all([
      ask(retrieve, 'how should I scale the columns of my data in sklearn'),
      ask(retrieve, 'what does `scale` do in sklearn.preprocessing'),
    ]);
    expect(asWord.result.api?.entry.name).not.toBe('scale');
    expect(asCode.sources[0].url).toBe('https://scikit-learn.org/1.2/modules/generated/sklearn.preprocessing.scale.html');
  });

  it('answers from scikit-learn a method the lectures only use the words of ("local" minima, an "outlier"), never writing its name', async () => {
    const { result, sources } = await ask(retrieve, 'what is a local outlier factor');
    expect(result.answeredFrom).toBe('sklearn');
    expect(sources[0].url).toBe('https://scikit-learn.org/1.2/modules/outlier_detection.html#local-outlier-factor');
    // Their sections on k-means' local minima are not listed as teaching it.
    expect(sources.some((source) => source.source === 'lectures')).toBe(false);
  });

  it('answers from scikit-learn a method the lectures never name, even when their headings name the question’s other words ("Clustering")', async () => {
    const { result, sources, output } = await ask(retrieve, 'how does mean shift clustering work');
    expect(result.answeredFrom).toBe('sklearn');
    // Not about code, it is explained by the user guide, not by the API page of the function `mean_shift`.
    expect(sources[0].url).toBe('https://scikit-learn.org/1.2/modules/clustering.html#mean-shift');
    expect(output).toContain('updating a centroid to be the mean of the samples within its neighborhood');
  });

  it('answers from scikit-learn a method the lectures name once in passing ("Variants such as OPTICS …"), and from the lectures one they teach', async () => {
    expect((await ask(retrieve, 'what is OPTICS clustering and how is it different from DBSCAN')).result.answeredFrom).toBe('sklearn');
    expect((await ask(retrieve, 'how does DBSCAN decide which points are noise')).result.answeredFrom).toBe('lectures');
  });

  it('reads a class spelled out in words as the class when the question names one of its parameters that is no lecture word', async () => {
    const { result, output } = await ask(retrieve, 'isolation forest contamination parameter, what is it?');
    expect(result.api).toMatchObject({ entry: { name: 'IsolationForest' }, parameter: { name: 'contamination' } });
    expect(output).toContain('the proportion of outliers in the data set');
    expect((await ask(retrieve, 'what is the penalty in logistic regression')).result.answeredFrom).toBe('lectures');
  });

  it('asks the docs for the default of a class named as one word, even a lecture word ("PCA")', async () => {
    const { result, output } = await ask(retrieve, 'how many components does PCA keep by default');
    expect(result.answeredFrom).toBe('sklearn');
    expect(output).toMatch(/^In scikit-learn's `PCA`, `n_components` defaults to `None`\./);
  });

  it('writes out the setting that does what a "how do I" question asks of a class', async () => {
    const [probabilities, imbalanced] = await Promise.all([
      ask(retrieve, 'how to get probabilities from an SVC classifier, predict_proba gives an error'),
      ask(retrieve, 'how do i deal with imbalanced classes in LogisticRegression sklearn'),
    ]);
    expect(probabilities.output).toMatch(/^In scikit-learn's `SVC`, set `probability=True` \(the default is `False`\)\./);
    expect(imbalanced.output).toMatch(/^In scikit-learn's `LogisticRegression`, set `class_weight='balanced'` \(the default is `None`\)\./);
  });

  it('answers "how do I" without a class named from the user guide, not from an API page that shares its words', async () => {
    const [save, plot] = await Promise.all([
      ask(retrieve, 'how do i save a trained sklearn model to a file and load it again later'),
      ask(retrieve, 'how do i plot a confusion matrix with sklearn'),
    ]);
    expect(save.result.api).toBeUndefined();
    expect(save.sources[0].url).toMatch(/^https:\/\/scikit-learn\.org\/1\.2\/model_persistence\.html/);
    expect(plot.sources[0].url).toBe('https://scikit-learn.org/1.2/modules/model_evaluation.html#confusion-matrix');
    // A whole paragraph of that section, as the tutor now quotes (docs/decisions/012).
    expect(plot.output).toContain('The `confusion_matrix` function evaluates classification accuracy by computing the confusion matrix');
  });

  it('keeps the lecture that teaches a concept in the first three sources when the question is about code', async () => {
    const { sources } = await ask(retrieve, 'what does C do in an SVM in sklearn');
    expect(sources.slice(0, 3).some((source) => source.source === 'lectures' && source.url.startsWith('/support-vector-machines#'))).toBe(true);
  });
});
