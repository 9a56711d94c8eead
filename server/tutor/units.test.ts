import { describe, expect, it } from 'vitest';
import { apiNamePhrasings } from './units.ts';

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
