import { describe, expect, it } from 'vitest';
import { synonymGroups, synonymsAt } from './synonyms.ts';

/** The first form of the groups found at `start` of a text split at spaces, with the words each takes. */
const foundAt = (text: string, start = 0) => synonymsAt(text.split(' '), start).map((match) => [match.group.forms[0], match.length]);

describe('the synonym list, read once', () => {
  it('reads each form into the words the tokenizer makes of it', () => {
    const knn = synonymGroups.find((group) => group.forms[0] === 'knn');
    expect(knn?.formWords).toEqual([['knn'], ['k-nn'], ['nearest', 'neighbour'], ['nearest', 'neighbour']]);
  });

  it('finds a form where its words stand in a row, the last one possibly plural', () => {
    expect(foundAt('svm')).toEqual([['svm', 1]]);
    expect(foundAt('svms')).toEqual([['svm', 1]]);
    expect(foundAt('support vector machines are')).toEqual([['svm', 3]]);
    expect(foundAt('a k-nn classifier', 1)).toEqual([['knn', 1]]);
    expect(foundAt('support vectors machine')).toEqual([]);
    expect(foundAt('support vector')).toEqual([]);
  });

  it('lists the longest form first where several start', () => {
    expect(foundAt('least mean squares')).toEqual([['lms', 3]]);
    expect(foundAt('stochastic gradient descent')).toEqual([['sgd', 3]]);
    expect(foundAt('stochastic gradient descent', 1)).toEqual([['gd', 2]]);
  });
});
