import { describe, expect, it } from 'vitest';
import { LectureFrontmatterSchema } from './lecture-schema.ts';

const published = {
  title: 'Clustering',
  summary: 'Group data without labels, judge the groups, and find them with k-means and spectral methods.',
  outcomes: ['Run k-means by hand', 'Explain k-means++ seeding', 'Build a graph Laplacian'],
};

describe('lecture frontmatter', () => {
  it('defaults to a published lecture with no planned topics', () => {
    expect(LectureFrontmatterSchema.parse(published)).toMatchObject({ status: 'published', plannedTopics: [] });
  });

  it('needs planned topics for a draft', () => {
    expect(LectureFrontmatterSchema.safeParse({ ...published, status: 'draft' }).success).toBe(false);
    expect(LectureFrontmatterSchema.safeParse({ ...published, status: 'draft', plannedTopics: ['k-means'] }).success).toBe(true);
  });

  it.each([
    ['a missing title', { title: undefined }],
    ['a one-line summary that says nothing', { summary: 'Short.' }],
    ['fewer than three outcomes', { outcomes: ['One', 'Two'] }],
    ['an unknown status', { status: 'hidden' }],
    ['a misspelt field', { sumary: 'typo' }],
  ])('rejects %s', (_name, change) => {
    expect(LectureFrontmatterSchema.safeParse({ ...published, ...change }).success).toBe(false);
  });
});
