import { beforeAll, describe, expect, it } from 'vitest';
import { buildLectures } from '../../content/pipeline/build-lectures.ts';
import { createRetriever, expandSynonyms, normaliseQuestion, type Retriever } from './retrieve.ts';
import { buildSectionIndex, loadSectionIndex, sectionsOf, serialiseSectionIndex, type SectionDocument } from './section-index.ts';

describe('preparing a question', () => {
  it('maps American spellings to the lectures’ British ones', () => {
    expect(normaliseQuestion('How do I normalize my K Nearest Neighbors?')).toBe('how do i normalise my k nearest neighbour?');
  });

  it('expands acronyms to their words and words to their acronyms', () => {
    expect(expandSynonyms('what is an svm')).toContain('support vector machine');
    expect(expandSynonyms('explain principal component analysis')).toContain('pca');
    expect(expandSynonyms('what is a margin')).toBe('what is a margin');
  });
});

describe('retrieving lecture sections', () => {
  let sections: SectionDocument[];
  let retrieve: Retriever;
  beforeAll(async () => {
    sections = sectionsOf((await buildLectures()).values());
    retrieve = createRetriever(await buildSectionIndex(sections), sections);
  });

  it('has one document per section, each with a link to its anchor', () => {
    expect(sections.length).toBeGreaterThan(200);
    expect(sections.find((section) => section.url === '/clustering#spectral-bisection')?.title).toBe('Clustering › Spectral clustering › Spectral bisection');
  });

  it.each([
    ['what is the kernel trick', '/support-vector-machines#the-kernel-trick'],
    ['how does backpropagation work', '/neural-networks#backpropagation'],
    ['what is the fiedler vector', '/clustering#spectral-bisection'],
    ['explain the gini impurity', '/trees#impurity-measures'],
  ])('answers "%s" with %s among the first three', async (question, url) => {
    const result = await retrieve({ question });
    expect(result.covered).toBe(true);
    expect(result.sections.slice(0, 3).map((hit) => hit.section.url)).toContain(url);
  });

  it.each(['what is the weather in paris tomorrow', 'how long should i boil an egg'])('says "%s" is not covered', async (question) => {
    expect((await retrieve({ question })).covered).toBe(false);
  });

  it('favours the lecture the learner is reading', async () => {
    const plain = await retrieve({ question: 'what is the margin' });
    const onTrees = await retrieve({ question: 'what is the margin', page: '/trees' });
    expect(plain.sections[0].section.lecture).toBe('support-vector-machines');
    expect(onTrees.sections.some((hit) => hit.section.lecture === 'trees')).toBe(true);
  });

  it('reads a follow-up in the light of the previous question', async () => {
    const result = await retrieve({ question: 'and how do i choose alpha for it?', previousQuestion: 'what is cost-complexity pruning' });
    expect(result.covered).toBe(true);
    expect(result.sections.slice(0, 3).map((hit) => hit.section.lecture)).toContain('trees');
  });

  it('serialises the index and loads it back with the same answers', async () => {
    const restored = createRetriever(loadSectionIndex(JSON.parse(JSON.stringify(serialiseSectionIndex(await buildSectionIndex(sections))))), sections);
    const [a, b] = await Promise.all([retrieve({ question: 'what is the kernel trick' }), restored({ question: 'what is the kernel trick' })]);
    expect(b.sections.map((hit) => hit.section.url)).toEqual(a.sections.map((hit) => hit.section.url));
  });
});
