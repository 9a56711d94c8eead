import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.ts';

describe('GET /api/classes', () => {
  it('returns every class with the fields the contract lists, and its card link', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const classes = response.json();
    expect(classes).toHaveLength(10);
    expect(Object.keys(classes[0]).sort()).toEqual(['category', 'description', 'duration', 'href', 'id', 'lectureHref', 'level', 'title', 'topics']);
    expect(classes.map((entry: { href: string }) => entry.href)).toEqual([
      '/linear-regression',
      '/probabilistic-classifier',
      '/clustering',
      '/unsupervised-learning',
      '/support-vector-machines',
      '/dimensionality-reduction',
      '/nonparametric',
      '/trees',
      '/neural-networks',
      '/class/10',
    ]);
    expect(classes.at(-1)).toMatchObject({ id: 10, title: 'Attention and Transformers', lectureHref: '/transformers' });
  });

  it.each([
    ['Supervised Learning', [1, 2, 5, 7, 8]],
    ['Unsupervised Learning', [3, 4, 6]],
    ['Neural Networks', [9, 10]],
  ])('filters by ?category=%s', async (category, ids) => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes', query: { category } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { id: number }) => entry.id)).toEqual(ids);
  });

  it('answers an unknown category with 400 and an error message', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes?category=Astrology' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unknown category "Astrology". Use one of: Supervised Learning, Unsupervised Learning, Neural Networks' });
  });
});

describe('GET /api/classes/:id', () => {
  it('returns one class', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes/3' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 3, title: 'Clustering', category: 'Unsupervised Learning', href: '/clustering' });
  });

  it('answers an id with no class with 404 "Class not found"', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes/42' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Class not found' });
  });

  it.each(['0', '-1', 'abc', '1.5', '3abc', '1e3', '99999999999999999999', '%00', ' 1'])('answers the id %j with 400', async (id) => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: `/api/classes/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The class id must be a positive integer' });
  });

  it('answers other methods and unknown API paths with a JSON 404, never HTML', async () => {
    const app = await build();
    for (const request of [
      { method: 'DELETE' as const, url: '/api/classes/1' },
      { method: 'POST' as const, url: '/api/classes' },
      { method: 'GET' as const, url: '/api/nothing-here' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('sends the security headers on API responses', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/classes/1' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
