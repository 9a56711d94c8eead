import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wikipediaLicence } from '../../../shared/knowledge-sources.ts';
import { type MediaWikiStandIn, type MediaWikiStandInOptions, startMediaWikiStandIn } from '../../test/mediawiki-stand-in.ts';
import {
  fetchWikipediaArticle,
  formulasToTex,
  ingestWikipediaArticles,
  readWikipediaCorpus,
  splitExtract,
  type WikipediaArticle,
  WikipediaArticleSchema,
  wikipediaDocuments,
  wikipediaFileName,
  wikipediaUserAgent,
} from './wikipedia-corpus.ts';

let dir: string;
let standIn: MediaWikiStandIn | undefined;

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'wikipedia-corpus-')), 'corpus', 'wikipedia');
});

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  rmSync(join(dir, '..', '..'), { recursive: true, force: true });
});

async function start(options: MediaWikiStandInOptions = {}): Promise<string> {
  standIn = await startMediaWikiStandIn(options);
  return standIn.url;
}

/** Every file in the corpus directory with its bytes, to show a failed run changed nothing. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'latin1')]));
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Wikipedia ingester against the MediaWiki stand-in', () => {
  it('stores each article by section, with its title, revision, URL and licence', async () => {
    const apiUrl = await start();
    const outcome = await ingestWikipediaArticles(['Support vector machine', 'Word2vec'], dir, { apiUrl, now: () => new Date('2025-02-03T04:05:06Z') });
    expect(outcome.ok).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['support-vector-machine.json', 'word2vec.json']);

    const svm = WikipediaArticleSchema.parse(JSON.parse(readFileSync(join(dir, 'support-vector-machine.json'), 'utf8')));
    expect(svm).toMatchObject({
      title: 'Support vector machine',
      revisionId: 1200000001,
      url: 'https://en.wikipedia.org/wiki/Support_vector_machine',
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      fetchedAt: '2025-02-03T04:05:06.000Z',
    });
    expect(svm.sections.map((section) => [section.path, section.anchor])).toEqual([
      [[], ''],
      [['Linear SVM'], 'Linear_SVM'],
      [['Linear SVM', 'Hard margin'], 'Hard_margin'],
      [['Linear SVM', 'Soft margin'], 'Soft_margin'],
      // "Nonlinear kernels" has no text of its own before its subsection, and is left out.
      [['Nonlinear kernels', 'Kernel trick'], 'Kernel_trick'],
    ]);
    expect(svm.sections[0].text).toBe(
      'A support vector machine (SVM) is a supervised learning model that separates two classes with the hyperplane that leaves the widest possible margin between them. It was developed by Vladimir Vapnik and colleagues at AT&T Bell Laboratories.\n\n' +
        'Only the training points closest to the boundary, the support vectors, determine where the hyperplane lies.',
    );
  });

  it('turns the flattened MathML into $…$ inline and $$…$$ on its own line', async () => {
    const article = await fetchWikipediaArticle('Support vector machine', { apiUrl: await start() });
    const linear = article.sections.find((section) => section.anchor === 'Linear_SVM')!;
    expect(linear.text).toBe(
      'A hyperplane is the set of points $\\mathbf {x}$ satisfying\n\n$$\\mathbf {w} ^{\\mathsf {T}}\\mathbf {x} -b=0,$$\n\nwhere $\\mathbf {w}$ is its normal vector.',
    );
    const kernel = article.sections.find((section) => section.anchor === 'Kernel_trick')!;
    expect(kernel.text).toMatch(/kernel \$k\(\\mathbf \{x\} ,\\mathbf \{x\} '\)=\\exp\(-\\gamma \\\|\\mathbf \{x\} -\\mathbf \{x\} '\\\|\^\{2\}\)\$\.$/);
    for (const section of article.sections) {
      expect(section.text).not.toMatch(/displaystyle|\n{3}|^ | $/);
    }
  });

  it('drops the back matter with its subsections, and makes repeated anchors unique as MediaWiki does', async () => {
    const article = await fetchWikipediaArticle('Word2vec', { apiUrl: await start() });
    const headings = article.sections.flatMap((section) => section.path);
    for (const backMatter of ['See also', 'References', 'Notes', 'Sources', 'Further reading']) expect(headings).not.toContain(backMatter);
    expect(article.sections.map((section) => section.anchor)).toEqual([
      '',
      'Approach',
      'Continuous_bag_of_words',
      'Training',
      'Skip-gram',
      'Training_2',
      'Analogies',
    ]);
    expect(article.sections.find((section) => section.anchor === 'Training_2')?.path).toEqual(['Approach', 'Skip-gram', 'Training']);
  });

  it('follows a redirect and stores the target under its own title', async () => {
    const apiUrl = await start();
    const outcome = await ingestWikipediaArticles(['VC dimension'], dir, { apiUrl });
    expect(outcome.ok).toBe(true);
    expect(readdirSync(dir)).toEqual(['vapnik-chervonenkis-dimension.json']);
    const stored = JSON.parse(readFileSync(join(dir, 'vapnik-chervonenkis-dimension.json'), 'utf8')) as WikipediaArticle;
    expect(stored.title).toBe('Vapnik–Chervonenkis dimension');
    expect(stored.url).toBe('https://en.wikipedia.org/wiki/Vapnik%E2%80%93Chervonenkis_dimension');
    expect(stored.sections.find((section) => section.anchor === 'Examples')?.text).toContain(
      'linear classifiers in $\\mathbb {R} ^{d}$ have VC dimension $d+1$.',
    );
  });

  it('asks the Action API for the text, revision and URL in one request, naming itself', async () => {
    await fetchWikipediaArticle('support_vector machine', { apiUrl: await start() });
    expect(standIn!.requests).toHaveLength(1);
    const [request] = standIn!.requests;
    expect(request.path).toBe('/w/api.php');
    expect(request.params).toMatchObject({
      action: 'query',
      format: 'json',
      formatversion: '2',
      redirects: '1',
      prop: 'extracts|revisions|info',
      explaintext: '1',
      exsectionformat: 'wiki',
      rvprop: 'ids',
      inprop: 'url',
      titles: 'support_vector machine',
    });
    expect(request.headers['user-agent']).toBe(wikipediaUserAgent);
  });

  it('replaces an article’s file on a second run, and keeps the others', async () => {
    const apiUrl = await start();
    await ingestWikipediaArticles(['Word2vec', 'SVM'], dir, { apiUrl, now: () => new Date('2025-01-01T00:00:00Z') });
    await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl, now: () => new Date('2025-06-01T00:00:00Z') });
    expect(readdirSync(dir).sort()).toEqual(['support-vector-machine.json', 'word2vec.json']);
    const { articles } = readWikipediaCorpus(dir);
    expect(articles.map((article) => [article.title, article.fetchedAt])).toEqual([
      ['Support vector machine', '2025-01-01T00:00:00.000Z'],
      ['Word2vec', '2025-06-01T00:00:00.000Z'],
    ]);
  });

  describe('a failed run writes nothing and says why', () => {
    let before: Record<string, string>;

    beforeEach(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'word2vec.json'), '{"an older run": true}\n');
      writeFileSync(join(dir, 'notes.json'), '\u00ff not even UTF-8 \u0000');
      before = snapshot();
    });

    it('for an unknown title', async () => {
      const outcome = await ingestWikipediaArticles(['Word2vec', 'Foo bar baz'], dir, { apiUrl: await start() });
      expect(outcome).toEqual({ ok: false, failures: ['“Foo bar baz”: no such article on Wikipedia'] });
      expect(snapshot()).toEqual(before);
    });

    it('for a title MediaWiki cannot hold', async () => {
      const outcome = await ingestWikipediaArticles(['A <b> tag'], dir, { apiUrl: await start() });
      expect(outcome).toEqual({
        ok: false,
        failures: ['“A <b> tag”: not a valid Wikipedia title (The requested page title contains invalid characters: "<".)'],
      });
      // "|" separates titles, so a title holding one goes as a single U+001F-separated value.
      const piped = await ingestWikipediaArticles(['Word2vec|SVM'], dir, { apiUrl: standIn!.url });
      expect(piped).toEqual({
        ok: false,
        failures: ['“Word2vec|SVM”: not a valid Wikipedia title (The requested page title contains invalid characters: "|".)'],
      });
      expect(standIn!.requests.at(-1)?.params.titles).toBe('\u001fWord2vec|SVM');
      expect(snapshot()).toEqual(before);
    });

    it('for an API error', async () => {
      const outcome = await ingestWikipediaArticles(['Word2vec', 'SVM'], dir, { apiUrl: await start({ failures: { SVM: 'maxlag' } }) });
      expect(outcome).toEqual({ ok: false, failures: ['“SVM”: the MediaWiki API answered an error: maxlag: Waiting for 10.64.16.7: 6 seconds lagged.'] });
      expect(snapshot()).toEqual(before);
    });

    it('for HTTP 500', async () => {
      const outcome = await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl: await start({ failures: { Word2vec: 'http-500' } }) });
      expect(outcome).toEqual({ ok: false, failures: ['“Word2vec”: the MediaWiki API answered HTTP 500 Internal Server Error'] });
      expect(snapshot()).toEqual(before);
    });

    it('for a body that is not JSON', async () => {
      const outcome = await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl: await start({ failures: { Word2vec: 'malformed' } }) });
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.failures).toEqual([
        expect.stringMatching(/^“Word2vec”: the MediaWiki API's answer is not JSON \(it starts "\{\\"batchcomplete/),
      ]);
      expect(snapshot()).toEqual(before);
    });

    it('for a server that does not answer in time', async () => {
      const outcome = await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl: await start({ failures: { Word2vec: 'hang' } }), timeoutMs: 200 });
      expect(outcome).toEqual({
        ok: false,
        failures: [expect.stringMatching(/^“Word2vec”: could not reach http:\/\/127\.0\.0\.1:\d+\/w\/api\.php: no answer within 0\.2 s$/)],
      });
      expect(snapshot()).toEqual(before);
    });

    it('for a network that is down, naming every title that failed', async () => {
      const apiUrl = `http://127.0.0.1:${await closedPort()}/w/api.php`;
      const outcome = await ingestWikipediaArticles(['Word2vec', 'DBSCAN'], dir, { apiUrl });
      expect(outcome).toEqual({
        ok: false,
        failures: [
          expect.stringMatching(/^“Word2vec”: could not reach http:\/\/127\.0\.0\.1:\d+\/w\/api\.php: connect ECONNREFUSED/),
          expect.stringMatching(/^“DBSCAN”: could not reach .*ECONNREFUSED/),
        ],
      });
      expect(snapshot()).toEqual(before);
    });
  });

  it('refuses to overwrite another article’s file', async () => {
    mkdirSync(dir, { recursive: true });
    const other = { ...(await fetchWikipediaArticle('Word2vec', { apiUrl: await start() })), title: 'Word 2 vec' };
    writeFileSync(join(dir, 'word2vec.json'), JSON.stringify(other));
    const outcome = await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl: standIn!.url });
    expect(outcome).toEqual({ ok: false, failures: ['“Word2vec”: word2vec.json already holds “Word 2 vec”, which this would replace'] });
  });
});

describe('reading the stored corpus', () => {
  it('loads every valid file and skips a corrupt or invalid one, saying which and why', async () => {
    await ingestWikipediaArticles(['Support vector machine', 'Word2vec'], dir, { apiUrl: await start() });
    writeFileSync(join(dir, 'broken.json'), '{"title": "Broken", "revisionId": 1');
    writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ title: 'Wrong', revisionId: 'one', url: 'ftp://x', sections: [] }));
    writeFileSync(join(dir, 'README.txt'), 'not an article');
    writeFileSync(join(dir, '.half-written.tmp'), '{');

    const { articles, problems } = readWikipediaCorpus(dir);
    expect(articles.map((article) => article.title)).toEqual(['Support vector machine', 'Word2vec']);
    expect(problems).toEqual([
      { file: 'broken.json', reason: expect.stringMatching(/^not valid JSON \(.+\)$/) },
      { file: 'wrong.json', reason: expect.stringMatching(/^not a Wikipedia article file: revisionId: .+; url: .+/) },
    ]);
  });

  it('is empty, with no problems, when nothing was ever fetched', () => {
    expect(readWikipediaCorpus(join(dir, 'nowhere'))).toEqual({ articles: [], problems: [] });
  });

  it('reports a second copy of an article instead of indexing it twice', async () => {
    await ingestWikipediaArticles(['Word2vec'], dir, { apiUrl: await start() });
    writeFileSync(join(dir, 'word2vec-copy.json'), readFileSync(join(dir, 'word2vec.json')));
    const { articles, problems } = readWikipediaCorpus(dir);
    expect(articles).toHaveLength(1);
    expect(problems).toEqual([{ file: 'word2vec.json', reason: 'a second copy of “Word2vec” (already read from word2vec-copy.json)' }]);
  });
});

describe('an article as reference documents', () => {
  it('gives one cited, licensed document per section', async () => {
    const article = await fetchWikipediaArticle('Support vector machine', { apiUrl: await start() });
    const documents = wikipediaDocuments(article);
    expect(documents).toHaveLength(article.sections.length);
    expect(documents[0]).toEqual({
      id: 'Support vector machine#',
      source: 'wikipedia',
      url: 'https://en.wikipedia.org/wiki/Support_vector_machine',
      title: 'Wikipedia › Support vector machine',
      heading: 'Support vector machine',
      text: article.sections[0].text,
      licence: wikipediaLicence,
      work: 'Support vector machine',
    });
    expect(documents[3]).toMatchObject({
      id: 'Support vector machine#Soft_margin',
      url: 'https://en.wikipedia.org/wiki/Support_vector_machine#Soft_margin',
      title: 'Wikipedia › Support vector machine › Linear SVM › Soft margin',
      heading: 'Soft margin',
      licence: wikipediaLicence,
      work: 'Support vector machine',
    });
  });

  it('keeps a URL valid when the anchor holds characters a URL must escape', () => {
    const article = WikipediaArticleSchema.parse({
      title: 'Vapnik–Chervonenkis dimension',
      revisionId: 3,
      url: 'https://en.wikipedia.org/wiki/Vapnik%E2%80%93Chervonenkis_dimension',
      licence: wikipediaLicence,
      fetchedAt: '2025-01-01T00:00:00.000Z',
      sections: [{ path: ['VC "bound"'], anchor: 'VC_"bound"', text: 'A bound.' }],
    });
    expect(wikipediaDocuments(article)[0].url).toBe('https://en.wikipedia.org/wiki/Vapnik%E2%80%93Chervonenkis_dimension#VC_%22bound%22');
  });
});

describe('the extract’s plain text', () => {
  it('handles formulas glued to punctuation and words, and a formula that ends a paragraph', () => {
    const formula = (tex: string) => `\n  \n    \n      \n        t\n      \n    \n    {\\displaystyle ${tex}}\n  `;
    expect(formulasToTex(`a set${formula('X')}, which holds${formula('n')}\n-dimensional balls`)).toBe('a set$X$, which holds$n$-dimensional balls');
    expect(formulasToTex(`for all ${formula('x')}\n\nNext paragraph.`)).toBe('for all $x$\nNext paragraph.');
    expect(formulasToTex(`nested ${formula('{\\frac {1}{2}}\\{a\\}')}\n end`)).toBe('nested ${\\frac {1}{2}}\\{a\\}$ end');
    expect(formulasToTex('No formulas here.')).toBe('No formulas here.');
  });

  it('keeps a lead with no heading as one section and drops sections with nothing in them', () => {
    expect(splitExtract('Only a lead.\n\n\n== Empty ==\n\n\n\n== References ==\nA book.')).toEqual([{ path: [], anchor: '', text: 'Only a lead.' }]);
  });

  it('names files with a safe slug of the title', () => {
    expect(wikipediaFileName('Support vector machine')).toBe('support-vector-machine.json');
    expect(wikipediaFileName('Vapnik–Chervonenkis dimension')).toBe('vapnik-chervonenkis-dimension.json');
    expect(wikipediaFileName('../../etc/passwd')).toBe('etc-passwd.json');
    expect(wikipediaFileName('Gödel')).toBe('godel.json');
  });
});
