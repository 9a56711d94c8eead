import { describe, expect, it } from 'vitest';
import { CatalogueSchema, ClassSchema } from './class-schema.ts';
import { classCategories } from './class-types.ts';
import { classes, classHref, featuredClasses, toClassSummary } from './classes.ts';

describe('the class catalogue', () => {
  it('is valid against the schema, with unique ids 1 to 10', () => {
    expect(() => CatalogueSchema.parse(classes)).not.toThrow();
    expect(classes.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  // The schema already holds each class to a known category and an existing lecture.
  it('fills each of the three filter categories, classes 9 and 10 in Neural Networks', () => {
    expect(classes.find((entry) => entry.id === 9)?.category).toBe('Neural Networks');
    for (const category of classCategories) expect(classes.map((entry) => entry.category)).toContain(category);
  });

  it('has class 10, "Attention and Transformers" (issue 40): Neural Networks, Advanced, taught by /transformers', () => {
    const entry = classes.find((candidate) => candidate.id === 10);
    expect(entry).toMatchObject({ title: 'Attention and Transformers', category: 'Neural Networks', level: 'Advanced', lecture: 'transformers' });
  });

  it('gives each lecture to at most one class', () => {
    const lectures = classes.map((entry) => entry.lecture);
    expect(new Set(lectures).size).toBe(lectures.length);
  });
});

describe('the class schema', () => {
  const valid = {
    id: 10,
    title: 'Reinforcement Learning',
    description: 'Agents that learn to act from rewards: Markov decision processes, value iteration and Q-learning.',
    level: 'Advanced',
    category: 'Neural Networks',
    topics: ['Markov decision processes', 'Value iteration', 'Q-learning'],
    lecture: 'neural-networks',
  };

  it('accepts a complete class', () => {
    expect(ClassSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a non-integer id', { id: 1.5 }],
    ['a zero id', { id: 0 }],
    ['an unknown level', { level: 'Expert' }],
    ['an unknown category', { category: 'Reinforcement Learning' }],
    ['too few topics', { topics: ['One'] }],
    ['a lecture that does not exist', { lecture: 'reinforcement-learning' }],
    ['an unknown field', { price: 10 }],
  ])('rejects %s', (_name, change) => {
    expect(ClassSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('rejects a catalogue with a duplicate id', () => {
    const result = CatalogueSchema.safeParse([valid, valid]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('duplicate class id 10');
  });
});

describe('where a class card links', () => {
  it.each([
    [1, '/linear-regression'],
    [2, '/probabilistic-classifier'],
    [3, '/clustering'],
    [4, '/unsupervised-learning'],
    [5, '/support-vector-machines'],
    [6, '/dimensionality-reduction'],
    [7, '/nonparametric'],
    [8, '/trees'],
    [9, '/neural-networks'],
    [10, '/class/10'],
    [42, '/class/42'],
  ])('class %i links to %s', (id, href) => {
    expect(classHref(id)).toBe(href);
  });

  it('serves the link in the API shape instead of the lecture slug', () => {
    const summary = toClassSummary(classes[0]);
    expect(summary.href).toBe('/linear-regression');
    expect(summary.lectureHref).toBe('/linear-regression');
    expect(summary).not.toHaveProperty('lecture');
  });

  it("gives class 10 its detail page as the card link and its lecture as the detail page's start link", () => {
    const summary = toClassSummary(classes.find((entry) => entry.id === 10)!);
    expect(summary.href).toBe('/class/10');
    expect(summary.lectureHref).toBe('/transformers');
  });
});

describe('the featured classes on the home page', () => {
  it('are the three the home page promises, with their durations, levels and links', () => {
    expect(featuredClasses.map(({ title, duration, level, href }) => ({ title, duration, level, href }))).toEqual([
      { title: 'Supervised Learning', duration: '25 min', level: 'Beginner', href: '/supervised-learning' },
      { title: 'Unsupervised Learning', duration: '23 min', level: 'Beginner', href: '/unsupervised-learning' },
      { title: 'Neural Networks and Deep Learning', duration: '60 min', level: 'Advanced', href: '/neural-networks' },
    ]);
  });
});
