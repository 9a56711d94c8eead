import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { debianSklearnDocDir, readSklearnDocs, sklearnBaseUrl } from './sklearn-docs.ts';

const fixtureDir = join(import.meta.dirname, 'fixtures', 'sklearn-html');

describe('indexing scikit-learn HTML (a fixture written like Sphinx writes it)', () => {
  const corpus = readSklearnDocs(fixtureDir);
  const byId = (id: string) => corpus.documents.find((document) => document.id === id);

  it('reads the version from the docs and links the same version on scikit-learn.org', () => {
    expect(corpus.version).toBe('1.2.1');
    expect(corpus.baseUrl).toBe('https://scikit-learn.org/1.2/');
    expect(sklearnBaseUrl('0.24.2')).toBe('https://scikit-learn.org/0.24/');
  });

  it('splits the user guide by Sphinx section, cited by its heading path without section numbers', () => {
    const dbscan = byId('modules/clustering.html#dbscan');
    expect(dbscan).toMatchObject({
      source: 'sklearn',
      title: 'scikit-learn › User Guide › Clustering › DBSCAN',
      heading: 'DBSCAN',
      url: 'https://scikit-learn.org/1.2/modules/clustering.html#dbscan',
    });
    // The page's own introduction links the page, not an anchor.
    expect(byId('modules/clustering.html#clustering')?.url).toBe('https://scikit-learn.org/1.2/modules/clustering.html');
  });

  it('keeps inline code, math as $…$ and $$…$$, and code blocks; drops permalinks, "See also" boxes, navigation and references', () => {
    const text = byId('modules/clustering.html#dbscan')!.text;
    expect(text).toContain('The `DBSCAN` algorithm sees clusters as dense regions');
    expect(text).toContain('at least `min_samples` points lie within $\\varepsilon$ of it.');
    expect(text).toContain('$$N_\\varepsilon(x) = \\{ y : d(x, y) \\le \\varepsilon \\}$$');
    expect(text).toContain('```python\nfrom sklearn.cluster import DBSCAN\nDBSCAN(eps=0.3)\n```');
    expect(text).not.toMatch(/¶|See also|OPTICS|2\.3\.7/);
    expect(corpus.documents.some((document) => document.heading === 'References' || document.text.includes('Install User Guide'))).toBe(false);
  });

  it("writes a list item on its bullet's line, and leaves out a section's lists of examples and references", () => {
    const text = byId('modules/clustering.html#dbscan')!.text;
    expect(text).toContain(
      'Each sample is then one of two kinds:\n\n- a core sample, which starts or grows a cluster,\n- a noise point, which belongs to none.',
    );
    expect(text).not.toMatch(/Demo of DBSCAN|Examples/);
  });

  it('reads an API page into its class: the signature with every default, each parameter, and the usage example', () => {
    const page = byId('modules/generated/sklearn.cluster.DBSCAN.html#sklearn.cluster.DBSCAN')!;
    expect(page.title).toBe('scikit-learn › API Reference › sklearn.cluster.DBSCAN');
    expect(page.url).toBe('https://scikit-learn.org/1.2/modules/generated/sklearn.cluster.DBSCAN.html');
    expect(page.api).toEqual({
      name: 'DBSCAN',
      qualifiedName: 'sklearn.cluster.DBSCAN',
      kind: 'class',
      signature: 'DBSCAN(eps=0.5, *, min_samples=5)',
      parameters: [
        { name: 'eps', type: 'float, default=0.5', description: 'How far apart two samples may be and still be neighbours.' },
        { name: 'min_samples', type: 'int, default=5', description: 'How many neighbours make a core point, itself included.' },
      ],
      // "Read more in the User Guide" points at a Sphinx label inside the section: the section's own address.
      guide: 'https://scikit-learn.org/1.2/modules/clustering.html#dbscan',
    });
    expect(page.text).toContain('Cluster points by the density around them.');
    expect(page.text).toContain('- `eps` (float, default=0.5): How far apart two samples may be and still be neighbours.');
    expect(page.text).toContain('>>> DBSCAN(eps=3)');
    // The attributes and the methods are not what a learner asks of a class; the "Read more" link goes.
    expect(page.text).not.toMatch(/labels_|Perform DBSCAN clustering|Read more|New in version/);
  });

  it('says clearly when a folder holds no scikit-learn documentation', () => {
    expect(() => readSklearnDocs(join(fixtureDir, 'modules'))).toThrow(/No scikit-learn documentation in .*modules \(expected its modules\/ folder\)/);
  });
});

describe.skipIf(!existsSync(debianSklearnDocDir))("indexing Debian's python-sklearn-doc", () => {
  it('indexes the user guide, the API reference, the examples and the glossary, with real signatures and defaults', { timeout: 120_000 }, () => {
    const corpus = readSklearnDocs(debianSklearnDocDir);
    expect(corpus.version).toBe('1.2.1');
    const parts = new Map<string, number>();
    for (const document of corpus.documents) parts.set(document.title.split(' › ')[1], (parts.get(document.title.split(' › ')[1]) ?? 0) + 1);
    expect(parts.get('User Guide')).toBeGreaterThan(400);
    expect(parts.get('API Reference')).toBeGreaterThan(500);
    expect(parts.get('Examples')).toBeGreaterThan(300);
    expect(parts.get('Glossary')).toBeGreaterThan(100);

    const forest = corpus.documents.find((document) => document.api?.qualifiedName === 'sklearn.ensemble.RandomForestClassifier')!;
    expect(forest.api?.signature).toMatch(/^RandomForestClassifier\(n_estimators=100, \*, criterion='gini', max_depth=None,/);
    expect(forest.api?.parameters[0]).toEqual({
      name: 'n_estimators',
      type: 'int, default=100',
      description: expect.stringMatching(/^The number of trees in the forest\./),
    });
    expect(forest.api?.guide).toBe('https://scikit-learn.org/1.2/modules/ensemble.html#forests-of-randomized-trees');
    // Most API pages link the user-guide section that introduces them.
    const apiPages = corpus.documents.filter((document) => document.api);
    expect(apiPages.filter((document) => document.api?.guide).length / apiPages.length).toBeGreaterThan(0.6);
    const dbscan = corpus.documents.find((document) => document.id === 'modules/clustering.html#dbscan')!;
    expect(dbscan.title).toBe('scikit-learn › User Guide › Clustering › DBSCAN');
    expect(dbscan.url).toBe('https://scikit-learn.org/1.2/modules/clustering.html#dbscan');
    // Every document says something, and none leaks markup.
    for (const document of corpus.documents) {
      expect(document.text.length).toBeGreaterThan(0);
      expect(document.text).not.toMatch(/<\/?(?:span|div|code|a)\b/);
    }
  });
});
