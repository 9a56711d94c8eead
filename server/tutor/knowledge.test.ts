import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { startMediaWikiStandIn } from '../test/mediawiki-stand-in.ts';
import { composeAnswer } from './compose.ts';
import { createKnowledge, type KnowledgeRetriever } from './knowledge.ts';
import { debianSklearnDocDir, readSklearnDocs } from './sources/sklearn-docs.ts';
import { ingestWikipediaArticles, readWikipediaCorpus, wikipediaDocuments } from './sources/wikipedia-corpus.ts';
import type { ReferenceDocument } from './sources/reference-document.ts';

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

describe.skipIf(!existsSync(debianSklearnDocDir))("answering from Debian's scikit-learn documentation", () => {
  let retrieve: KnowledgeRetriever;
  beforeAll(async () => {
    retrieve = createKnowledge({ lectures: await lectureSectionsForTests(), sklearn: readSklearnDocs(debianSklearnDocDir).documents });
  }, 120_000);

  it('finds the parameter a question describes without naming it', async () => {
    const { output } = await ask(retrieve, 'how many trees does RandomForestClassifier use by default');
    expect(output).toMatch(/^In scikit-learn's `RandomForestClassifier`, `n_estimators` defaults to `100`\./);
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

  it('quotes, after the lectures, a scikit-learn section about a topic the lectures only mention', async () => {
    const { result, output, sources } = await ask(retrieve, 'what is a local outlier factor');
    expect(result.answeredFrom).toBe('lectures');
    expect(output).toMatch(
      /\*\*scikit-learn › User Guide › Novelty and Outlier Detection › Outlier Detection › Local Outlier Factor\*\* \[\d\] adds: [^\n]*Local Outlier Factor/,
    );
    expect(sources.some((source) => source.url === 'https://scikit-learn.org/1.2/modules/outlier_detection.html#local-outlier-factor')).toBe(true);
  });

  it('keeps the lecture that teaches a concept in the first three sources when the question is about code', async () => {
    const { sources } = await ask(retrieve, 'what does C do in an SVM in sklearn');
    expect(sources.slice(0, 3).some((source) => source.source === 'lectures' && source.url.startsWith('/support-vector-machines#'))).toBe(true);
  });
});
