import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../server/test/lecture-sections.ts';
import { glossarySearchDocuments } from '../content/glossary/search-documents.ts';
import { tutorUnitsFile } from '../content/pipeline/tutor-units.ts';
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
    expect(marked).toContainEqual(expect.stringMatching(/^eigen(value|vector)/));
  });

  it('keeps finding a word while it is typed past its stem: "regressio" finds what "regression" does', () => {
    const regression = search.search('regression', { limit: 1000 });
    // Orama indexes "regression" as "regres", which "regressi" and "regressio" do not start.
    for (const typed of ['regress', 'regressi', 'regressio']) expect(search.search(typed).sectionCount).toBe(regression.sectionCount);
    // "clusteri" finds the sections that say "clustering" (not those that only say "clusters").
    expect(search.search('clusteri').sectionCount).toBe(search.search('clusterin').sectionCount);
    expect(search.search('clusteri').sectionCount).toBeGreaterThan(20);
    // Only sections with a word that starts with what was typed: "classifi" is not "classify"'s stem "classif".
    const classifi = search.search('classifi', { limit: 1000 });
    const marked = classifi.lectures.flatMap((lecture) => lecture.sections.flatMap((section) => section.snippet.filter((part) => part.match)));
    expect(marked.length).toBeGreaterThan(0);
    for (const part of marked) expect(part.text.toLowerCase()).toMatch(/^classif/);
  });

  it('finds the acronym from its words and the words from the acronym', () => {
    const fromWords = search.search('support vector machine');
    const fromAcronym = search.search('SVM');
    expect(firstSection(fromWords)?.url).toMatch(/^\/support-vector-machines/);
    expect(fromAcronym.lectures[0].sections.flatMap((section) => section.snippet)).toContainEqual({
      text: expect.stringMatching(/support|vector/i),
      match: true,
    });
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
    // Its plain reading: a learner reads "softmax(z)_k", not "\\text{softmax}".
    expect(softmax.formula).not.toContain('\\');
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
    const listed = (results: SearchResults) => results.lectures.flatMap((lecture) => lecture.sections).length;
    expect(listed(full)).toBeGreaterThan(6);
    expect(listed(short)).toBe(6);
    // The count is of every matching section, however few are listed.
    expect(short.sectionCount).toBe(full.sectionCount);
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

describe('ranking', () => {
  let search: SectionSearch;
  const sectionUrls = (results: SearchResults) => results.lectures.flatMap((lecture) => lecture.sections.map((section) => section.url));
  const classTitles = (results: SearchResults) => results.classes.map((entry) => entry.title);

  beforeAll(async () => {
    search = await createSectionSearch(await lectureSectionsForTests(), searchableClasses);
  });

  describe('a heading that is the query comes first', () => {
    it('"k-means++" lists its section first, before the Clustering class, and no class that only shares "mean"', () => {
      const results = search.search('k-means++');
      expect(firstSection(results)?.url).toBe('/clustering#k-means-1');
      expect(firstSection(results)?.headingPath).toEqual(['k-means++']);
      // The palette's first option, which Enter opens, is the first lecture's first section.
      expect(results.classesAfter).toBeGreaterThanOrEqual(1);
      expect(classTitles(results)).toEqual(['Clustering']);
    });

    it('"k-means" is k-means, not k-means++, and "k means" and "k-mean++" are read as they are meant', () => {
      expect(firstSection(search.search('k-means'))?.url).toBe('/clustering#k-means');
      expect(firstSection(search.search('k means'))?.url).toBe('/clustering#k-means');
      expect(firstSection(search.search('k-mean++'))?.url).toBe('/clustering#k-means-1');
    });

    // Queries a learner types, some with typos; each names a section.
    it.each([
      ['ridge', '/linear-regression#ridge'],
      ['rigde regression', '/linear-regression#ridge'],
      ['backprop', '/neural-networks#backpropagation'],
      ['backpropogation', '/neural-networks#backpropagation'],
      ['svm kernel trick', '/support-vector-machines#the-kernel-trick'],
      ['pca', '/dimensionality-reduction#principal-component-analysis'],
      ['what is pca', '/dimensionality-reduction#principal-component-analysis'],
      ['naive bayes', '/probabilistic-classifier#naive-bayes'],
      ['naive bays', '/probabilistic-classifier#naive-bayes'],
      ['gini', '/trees#worked-example-gini-and-information-gain'],
      ['silhouette', '/clustering#silhouette'],
      ['silhouete', '/clustering#silhouette'],
      ['adam optimizer', '/neural-networks#adam'],
      ['knn', '/nonparametric#the-k-nn-algorithm'],
      ['random forest', '/trees#random-forests'],
      ['randm forest', '/trees#random-forests'],
    ])('"%s" lists %s first', (query, url) => {
      const results = search.search(query);
      expect(firstSection(results)?.url).toBe(url);
      // Nothing is listed above it: a class comes first only when its title is the query.
      if (results.classes.length > 0) expect(results.classesAfter).toBeGreaterThanOrEqual(1);
    });
  });

  describe('classes', () => {
    it('are listed only when the query is, or is in, their title or a topic', () => {
      expect(classTitles(search.search('adam optimizer'))).toEqual([]);
      expect(classTitles(search.search('svm kernel trick'))).toEqual([]);
      expect(classTitles(search.search('ridge'))).toEqual([]);
      expect(classTitles(search.search('random forest'))).toEqual(['Decision Trees and Ensemble Learning']);
      expect(classTitles(search.search('backprop'))).toEqual(['Neural Networks and Deep Learning']);
    });

    it('come first when their title is the query, and after the sections that match as well otherwise', () => {
      expect(search.search('clustering').classesAfter).toBe(0);
      expect(search.search('svm').classesAfter).toBe(0);
      // "Naive Bayes" is a topic of the Probabilistic Classifier and a section's heading: the section first.
      const naiveBayes = search.search('naive bayes');
      expect(naiveBayes.classesAfter).toBe(1);
      expect(naiveBayes.lectures[0].lecture).toBe('probabilistic-classifier');
    });
  });

  describe('the count', () => {
    it('is of every section that matches, not of those listed', () => {
      const results = search.search('regression');
      expect(sectionUrls(results)).toHaveLength(24);
      expect(results.sectionCount).toBeGreaterThan(24);
      expect(sectionUrls(search.search('regression', { limit: 1000 }))).toHaveLength(results.sectionCount);
    });

    it('is of the sections that hold every word of the query, compounds and acronyms as phrases', () => {
      const holdingAll = search.search('k-means++', { limit: 1000 });
      expect(holdingAll.sectionCount).toBeLessThan(10);
      for (const lecture of holdingAll.lectures) expect(lecture.lecture).toBe('clustering');
      // "svm" is "svm" or "support vector machine", not any section that says "machine".
      const svm = search.search('svm', { limit: 1000 });
      expect(new Set(svm.lectures.map((lecture) => lecture.lecture))).toContain('support-vector-machines');
      expect(svm.sectionCount).toBeLessThan(search.search('machine').sectionCount);
    });

    it('counts the sections with the most of the words when none has them all', () => {
      const results = search.search('softmax zebra');
      expect(results.sectionCount).toBe(search.search('softmax').sectionCount);
      expect(firstSection(results)?.url).toBe('/neural-networks#softmax');
    });
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
    expect(listed.map((section) => section.title)).not.toContainEqual(expect.stringContaining(' › Questions learners ask'));
    expect(sections.filter((section) => section.title.includes(' › Questions learners ask › ')).length).toBeGreaterThan(100);
    expect(listed.length).toBe(sections.filter((section) => !section.title.includes(' › Questions learners ask')).length);
  });
});

describe('the glossary in search', () => {
  let search: SectionSearch;
  const glossaryUrls = (results: SearchResults) =>
    results.lectures.filter((lecture) => lecture.lecture === 'glossary').flatMap((lecture) => lecture.sections.map((section) => section.url));

  beforeAll(async () => {
    // As the palette's chunk and the server's /search hold them: the lectures' sections and the glossary's entries.
    search = await createSectionSearch([...(await lectureSectionsForTests()), ...glossarySearchDocuments(tutorUnitsFile().glossary)], searchableClasses);
  });

  it('lists "Glossary › Entropy" for "entropy", at its anchor on /glossary, in the palette too', () => {
    for (const results of [search.search('entropy'), search.search('entropy', { limit: 6 })]) {
      const glossary = results.lectures.find((lecture) => lecture.lecture === 'glossary');
      expect(glossary?.lectureTitle).toBe('Glossary');
      expect(glossary?.sections[0]).toMatchObject({ url: '/glossary#entropy', headingPath: ['Entropy'] });
    }
  });

  it("lists a term's entry after the lecture sections whose heading holds the query, before the others", () => {
    const listed = search.search('entropy').lectures.flatMap((lecture) => lecture.sections.map((section) => section.url));
    const entry = listed.indexOf('/glossary#entropy');
    expect(listed.slice(0, entry).every((url) => /^\/[a-z-]+#.*entropy/.test(url))).toBe(true);
    expect(listed.slice(entry + 1).some((url) => !url.includes('entropy'))).toBe(true);
    expect(search.search('svm').lectures[0].lecture).toBe('support-vector-machines');
    // A term that only holds the query waits behind every lecture section that matches it.
    expect(firstSection(search.search('eigen'))?.url).not.toMatch(/^\/glossary/);
  });

  it('finds an entry by its aliases and by its acronym: "shannon entropy", "svm"', () => {
    expect(glossaryUrls(search.search('shannon entropy'))).toContain('/glossary#entropy');
    expect(glossaryUrls(search.search('svm'))).toContain('/glossary#support-vector-machine');
  });

  it("keeps a lecture's section ahead of the glossary entry that matches as well", () => {
    const kMeans = search.search('k-means');
    expect(firstSection(kMeans)?.url).toBe('/clustering#k-means');
    expect(glossaryUrls(kMeans)).toContain('/glossary#k-means');
    expect(firstSection(search.search('principal component analysis'))?.url).toBe('/dimensionality-reduction#principal-component-analysis');
  });

  it('lists at most a third of the results from the glossary, so the lectures stay in view', () => {
    for (const query of ['regression', 'loss', 'entropy', 'kernel', 'variance']) {
      expect(glossaryUrls(search.search(query, { limit: 1000 })).length, query).toBeGreaterThan(2);
      expect(glossaryUrls(search.search(query)).length, query).toBeLessThanOrEqual(8);
      expect(glossaryUrls(search.search(query, { limit: 6 })).length, query).toBeLessThanOrEqual(2);
    }
    expect(search.search('regression').lectures.flatMap((lecture) => lecture.sections)).toHaveLength(24);
  });
});
