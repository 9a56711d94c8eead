import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../server/test/lecture-sections.ts';
import { searchableClasses } from './searchable-classes.ts';
import { createSectionSearch, matchPattern, searchableSections, snippetOf, type SearchResults, type SectionSearch } from './section-search.ts';
import { markPlainMath } from './section-text.ts';

const firstSection = (results: SearchResults) => results.lectures[0]?.sections[0];

describe('searching the lectures', () => {
  let search: SectionSearch;

  beforeAll(async () => {
    search = await createSectionSearch(await lectureSectionsForTests(), searchableClasses);
  });

  it.each([
    ['gradient descent', '/linear-regression#gradient-descent'],
    ['kernel trick', '/support-vector-machines#the-kernel-trick'],
    ['k-means', '/clustering#k-means'],
    ['pca', '/dimensionality-reduction#principal-component-analysis'],
    ['principal component analysis', '/dimensionality-reduction#principal-component-analysis'],
    ['PCA', '/dimensionality-reduction#principal-component-analysis'],
    ['svm', '/support-vector-machines#linear-svm'],
    ['lda', '/probabilistic-classifier#linear-discriminant-analysis'],
    ['regresion', '/supervised-learning#regression'],
    ['logistc regression', '/linear-regression#logistic-regression'],
  ])('finds "%s" with %s first', (query, url) => {
    expect(firstSection(search.search(query))?.url).toBe(url);
  });

  it.each([
    ['pca', ['Dimensionality Reduction']],
    ['principal component analysis', ['Dimensionality Reduction']],
    ['svm', ['Support Vector Machines']],
    ['knn', ['Non-Parametric Learning and Nearest Neighbour']],
    ['naive bayes', ['Probabilistic Classifier']],
    ['regresion', ['Linear Regression & Classification']],
  ])('lists the classes of "%s", best first: %j', (query, titles) => {
    const classes = search.search(query).classes.map((entry) => entry.title);
    expect(classes.slice(0, titles.length)).toEqual(titles);
  });

  it('does not list a class for an acronym\'s words one by one: "pca" is not the Probabilistic Classifier', () => {
    expect(search.search('pca').classes.map((entry) => entry.title)).not.toContain('Probabilistic Classifier');
  });

  it('finds k-NN sections for "knn", first of all in the nearest-neighbour lecture', () => {
    const first = firstSection(search.search('knn'));
    expect(first?.url).toMatch(/^\/nonparametric#/);
    expect(first?.headingPath.join(' ').toLowerCase()).toContain('k-nn');
  });

  it('matches the last word as a prefix: "eigen" finds eigenvalues and eigenvectors', () => {
    const results = search.search('eigen');
    expect(results.sectionCount).toBeGreaterThan(5);
    const marked = results.lectures.flatMap((lecture) =>
      lecture.sections.flatMap((section) => section.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())),
    );
    expect(marked.some((word) => word.startsWith('eigenvalue') || word.startsWith('eigenvector'))).toBe(true);
  });

  it('finds the acronym from its words and the words from the acronym', () => {
    const fromWords = search.search('support vector machine');
    const fromAcronym = search.search('SVM');
    expect(firstSection(fromWords)?.url).toMatch(/^\/support-vector-machines/);
    expect(fromAcronym.lectures[0].sections.flatMap((section) => section.snippet).some((part) => part.match && /support|vector/i.test(part.text))).toBe(true);
  });

  it('groups sections by lecture, with the heading path below the lecture title', () => {
    const results = search.search('spectral bisection');
    expect(results.lectures[0].lecture).toBe('clustering');
    expect(results.lectures[0].sections[0].headingPath).toEqual(['Spectral clustering', 'Spectral bisection']);
    expect(new Set(results.lectures.map((lecture) => lecture.lecture)).size).toBe(results.lectures.length);
  });

  it('shows the formula when the match is in one', () => {
    const softmax = search.search('softmax').lectures[0].sections[0];
    expect(softmax.url).toBe('/neural-networks#softmax');
    expect(softmax.formula).toMatch(/softmax|exp|e\^/i);
  });

  it('lists matching classes from the catalogue with their pages', () => {
    expect(search.search('clustering').classes[0]).toEqual({ title: 'Clustering', href: '/clustering' });
  });

  it('returns as many sections, with snippets as long, as it is asked for (the palette asks for fewer and shorter)', () => {
    const shownLength = (results: SearchResults) =>
      Math.max(
        ...results.lectures.flatMap((lecture) =>
          lecture.sections.map(
            (section) =>
              section.snippet
                .map((part) => part.text.replace(/…/g, ''))
                .join('')
                .trim().length,
          ),
        ),
      );
    const full = search.search('regression');
    const short = search.search('regression', { limit: 6, snippetChars: 100 });
    expect(full.sectionCount).toBeGreaterThan(6);
    expect(short.sectionCount).toBe(6);
    expect(shownLength(full)).toBeGreaterThan(100);
    expect(shownLength(short)).toBeLessThanOrEqual(100);
    // The same sections, best first: a shorter list is the start of the longer one.
    const urls = (results: SearchResults) => results.lectures.flatMap((lecture) => lecture.sections.map((section) => section.url));
    expect(new Set(urls(short))).toEqual(new Set(urls(search.search('regression', { limit: 6 }))));
  });

  it('searches nothing for a query without a word of two letters, and says so', () => {
    for (const query of ['k', 'r', 'k ?', '   ']) {
      expect(search.search(query)).toMatchObject({ sectionCount: 0, classes: [], tooShort: true });
    }
    expect(search.search('re')).toMatchObject({ tooShort: false });
    expect(search.search('re').sectionCount).toBeGreaterThan(0);
  });

  it('finds nothing for an empty query, and no error for symbols', () => {
    expect(search.search('   ').sectionCount).toBe(0);
    expect(() => search.search('<script>alert(1)</script> (( [ \\')).not.toThrow();
  });
});

describe('snippets', () => {
  it('marks the words that start with a query word or its stem', () => {
    const parts = snippetOf('Clusters are groups; clustering finds them.', matchPattern(['clusters']));
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Clusters', 'clustering']);
  });

  it('cuts the text to the length asked for, a third of it before the first match', () => {
    const text = `${'lead '.repeat(40)}target ${'tail '.repeat(40)}`;
    const shown = snippetOf(text, matchPattern(['target']), 60)
      .map((part) => part.text)
      .join('');
    expect(shown).toMatch(/^…\u00a0(lead ){4}target (tail ){5}tail\u00a0…$/);
  });

  it('marks one-letter words only whole', () => {
    const parts = snippetOf('k-means keeps k centres', matchPattern(['k', 'means']));
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['k', 'means', 'k']);
  });

  it('shows small formulas in their plain form, without the marks around them, even where the snippet starts inside one', () => {
    const text = `${'Some words before the formula. '.repeat(3)}Each point ${markPlainMath('x_i ∈ ℝ^d')} has a label ${markPlainMath('y_i')}, and the loss is convex in ${markPlainMath('m')}.`;
    const pattern = matchPattern(['label']);
    const whole = snippetOf(text, pattern)
      .map((part) => part.text)
      .join('');
    expect(whole).toContain('has a label y_i, and the loss is convex in m.');
    expect(whole).not.toMatch(/[\u2062\u2063]/);
    // A window that opens inside "x_i ∈ ℝ^d": its stray closing mark goes too.
    const cutText = `Each point ${markPlainMath('x_i ∈ ℝ^d')} has a label.`;
    const cut = snippetOf(cutText.slice(cutText.indexOf('ℝ')), pattern)
      .map((part) => part.text)
      .join('');
    expect(cut).toBe('ℝ^d has a label.');
  });
});

describe('what search lists', () => {
  it("leaves out the lectures' authored answers, which the tutor quotes, and keeps every teaching section", async () => {
    const sections = await lectureSectionsForTests();
    const listed = searchableSections(sections);
    expect(listed.some((section) => section.title.includes(' › Questions learners ask'))).toBe(false);
    expect(sections.filter((section) => section.title.includes(' › Questions learners ask › ')).length).toBeGreaterThan(100);
    expect(listed.length).toBe(sections.filter((section) => !section.title.includes(' › Questions learners ask')).length);
  });
});
