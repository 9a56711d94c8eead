import { describe, expect, it } from 'vitest';
import { isTeachingSection } from '../../shared/section-index.ts';
import { lectureSectionsForTests } from '../test/lecture-sections.ts';
import { detectIntent } from './intent.ts';
import { defaultTutorPolicy, type TutorPolicy } from './policy.ts';
import { indexSections } from './retrieve.ts';
import { apiNamePhrasings, createUnitMatcher, type KnowledgeUnit } from './units.ts';

describe('a recipe matched on its API names', () => {
  it('reads a class or function name also in words, as learners write it', () => {
    expect(apiNamePhrasings('DecisionTreeClassifier')).toEqual(['DecisionTreeClassifier', 'decision tree classifier', 'decision tree']);
    expect(apiNamePhrasings('KNeighborsClassifier')).toEqual(['KNeighborsClassifier', 'k neighbors classifier', 'k neighbors']);
    expect(apiNamePhrasings('SGDClassifier')).toEqual(['SGDClassifier', 'sgd classifier', 'sgd']);
    expect(apiNamePhrasings('RidgeCV')).toEqual(['RidgeCV', 'ridge cv', 'ridge']);
    expect(apiNamePhrasings('make_classification')).toEqual(['make_classification', 'make classification']);
  });

  it('keeps a name that is one word as it is', () => {
    expect(apiNamePhrasings('PCA')).toEqual(['PCA']);
    expect(apiNamePhrasings('DBSCAN')).toEqual(['DBSCAN']);
  });
});

describe('a phrasing that asks with another intent than its entry', () => {
  const entry = (title: string, intent: KnowledgeUnit['intent'], phrasings: string[]): KnowledgeUnit => ({
    kind: 'question',
    source: { title, url: `/clustering#${title.toLowerCase().replace(/\W+/g, '-')}`, lecture: 'clustering', source: 'lectures' },
    lecture: 'clustering',
    phrasings: [title, ...phrasings],
    answer: 'An answer.',
    intent,
    cites: [],
  });
  const restarts = entry('How many times should I restart k-means?', 'choose', ['is one k-means run enough']);
  const failures = entry('When does k-means fail?', 'when', []);
  const question = 'is one k-means run enough?';
  const best = async (policy: TutorPolicy) => {
    const sections = await lectureSectionsForTests();
    const matcher = createUnitMatcher([restarts, failures], indexSections(sections.filter(isTeachingSection)), policy);
    return matcher.match({ question, intent: detectIntent(question).intent, code: false })[0].unit;
  };

  // Learners asked the entry on restarts "is one run enough?", a when question: it answers them in those words.
  it('answers a question in that wording and intent', async () => {
    expect(detectIntent(question).intent).toBe('when');
    expect(await best(defaultTutorPolicy)).toBe(restarts);
  });

  it('is weighed by its entry’s intent alone when the policy gives it no weight of its own', async () => {
    expect(await best({ ...defaultTutorPolicy, units: { ...defaultTutorPolicy.units, phrasingIntentWeight: 0 } })).toBe(failures);
  });
});
