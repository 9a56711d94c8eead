import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.ts';
import { renderResultsHtml } from './search-page.ts';

/** A built site with a search page shaped like the prerendered one (form input and empty results region). */
function createSiteWithSearch(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-search-'));
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  mkdirSync(join(root, 'search'));
  writeFileSync(
    join(root, 'search', 'index.html'),
    '<!doctype html><title>Search</title><form action="/search"><input id="q" type="search" name="q"/></form><div id="search-results-server"></div>',
  );
  return root;
}

describe('GET /search without JavaScript', () => {
  it('lists the matching sections, grouped by lecture, with links to their anchors and marked words', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url: '/search?q=kernel%20trick' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('name="q" value="kernel trick"');
    expect(response.body).toContain('<h2 class="search-result-lecture">Support Vector Machines</h2>');
    expect(response.body).toContain('href="/support-vector-machines#the-kernel-trick"');
    expect(response.body).toMatch(/<mark>kernel<\/mark>/i);
  });

  it('lists the glossary entry of a term, "Glossary › Entropy", linked to its anchor on /glossary', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url: '/search?q=entropy' });
    expect(response.statusCode).toBe(200);
    const glossary = response.body.indexOf('<h2 class="search-result-lecture">Glossary</h2>');
    expect(glossary).toBeGreaterThan(-1);
    expect(response.body.indexOf('href="/glossary#entropy"')).toBeGreaterThan(glossary);
    expect(response.body).toMatch(/href="\/glossary#entropy"><span class="search-hit-path">Entropy<\/span>/);
  });

  it('says "1 section matches" for a single match and "sections match" for more', () => {
    const section = { url: '/x#y', headingPath: ['Y'], snippet: [{ text: 'y', match: false }] };
    const results = (count: number) => ({
      query: 'q',
      classes: [],
      classesAfter: 0,
      lectures: [{ lecture: 'x', lectureTitle: 'X', sections: Array.from({ length: count }, () => section) }],
      sectionCount: count,
      tooShort: false,
    });
    expect(renderResultsHtml(results(1))).toContain('1 section matches “q”.');
    expect(renderResultsHtml(results(2))).toContain('2 sections match “q”.');
  });

  it('asks for a second letter rather than saying nothing matches one letter', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url: '/search?q=k' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Type at least two letters to search.');
    expect(response.body).not.toContain('No sections match');
  });

  it('suggests searches for an empty query', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url: '/search' });
    expect(response.body).toContain('href="/search?q=gradient%20descent"');
    expect(response.body).toContain('name="q" value=""');
  });

  it('escapes a hostile query everywhere it appears', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const query = '"><script>alert(1)</script>';
    const response = await app.inject({ url: `/search?q=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['a query over the limit', `/search?q=${'k'.repeat(501)}`, 'Your search is too long: the limit is 500 characters.'],
    ['a repeated q', '/search?q=pca&q=svd', 'Search for one thing at a time: the address holds more than one query.'],
  ])('answers %s with the page and a sentence, not JSON', async (_name, url, message) => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<p class="search-error" role="alert">${message}</p>`);
    // The suggestions follow, so the learner has somewhere to go.
    expect(response.body).toContain('href="/search?q=gradient%20descent"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('takes a query of exactly the limit', async () => {
    const app = await build({ clientDir: createSiteWithSearch() });
    const response = await app.inject({ url: `/search?q=${'k'.repeat(500)}` });
    expect(response.statusCode).toBe(200);
  });
});
