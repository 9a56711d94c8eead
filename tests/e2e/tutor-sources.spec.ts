/**
 * The greeting is true (issue 16): the chat's greeting, the panel's subtitle and the About page
 * name exactly the knowledge sources the running server's tutor indexed. Each story runs its own
 * build/server.js: with the lectures only, with the scikit-learn documentation too, and with some
 * Wikipedia articles as well.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { TutorSourcesReply } from '../../shared/chat-schemas.ts';
import type { KnowledgeSourceId } from '../../shared/knowledge-sources.ts';
import { desktop, expect, gotoHydrated, phone, test, waitUntilIdle } from './fixtures';
import { startSite, type SiteProcess } from './site-process';
import { ask, openTutor } from './tutor-panel';

// Each story starts a server of its own: its tests run in order in one worker, which starts it once.
test.describe.configure({ mode: 'default', timeout: 60_000 });

/** An article as `npm run corpus:wikipedia` stores it in DATA_DIR/corpus/wikipedia/. */
function wikipediaArticle(title: string, revisionId: number, sections: { path: string[]; text: string }[]) {
  const slug = title.replace(/ /g, '_');
  return {
    title,
    revisionId,
    url: `https://en.wikipedia.org/wiki/${slug}`,
    licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
    fetchedAt: '2026-11-24T00:00:00.000Z',
    sections: sections.map(({ path, text }) => ({ path, anchor: path.at(-1)?.replace(/ /g, '_') ?? '', text })),
  };
}

const wikipediaArticles = [
  wikipediaArticle('Word2vec', 1256000001, [
    {
      path: [],
      text: 'Word2vec is a technique in natural language processing for obtaining vector representations of words. The vectors capture information about the meaning of a word from the words that surround it in a large corpus.',
    },
    {
      path: ['Approach'],
      text: 'Word2vec trains a shallow neural network either to predict a word from the words around it (continuous bag of words) or to predict the surrounding words from a word (skip-gram).',
    },
  ]),
  wikipediaArticle('Support vector machine', 1256000002, [
    {
      path: [],
      text: 'A support vector machine is a supervised learning model that finds the hyperplane separating two classes with the widest margin.',
    },
    {
      path: ['Kernel trick'],
      text: 'With a kernel, a support vector machine separates classes that are not linearly separable by working in a feature space it never computes explicitly.',
    },
  ]),
];

/** What the About page says only once the server has reported a source besides the lectures. */
const referenceSourceClaim = /scikit-learn( [\d.]+)? documentation|Wikipedia/;

interface Story {
  /** What the server indexed, in words. */
  name: string;
  env: Record<string, string>;
  /** Settings to remove, so the server uses its default. */
  unset: string[];
  /** What GET /api/tutor/sources must report. */
  sources: KnowledgeSourceId[];
  greeting: string;
  subtitle: string;
}

const stories: Story[] = [
  {
    name: 'the lectures only',
    env: { SKLEARN_SECTIONS_FILE: '/nonexistent/sklearn.json' },
    unset: [],
    sources: ['lectures'],
    greeting: 'Hello! I am an AI assistant trained directly on the content of the website. How can I help you?',
    subtitle: "I answer from this site's lectures and link the sections I used.",
  },
  {
    name: 'the lectures and the scikit-learn documentation',
    env: {},
    unset: ['SKLEARN_SECTIONS_FILE'],
    sources: ['lectures', 'sklearn'],
    greeting: 'Hello! I am an AI assistant trained directly on the content of the website and some scikit-learn documentation. How can I help you?',
    subtitle: "I answer from this site's lectures and the scikit-learn documentation, and link the sections I used.",
  },
  {
    name: 'the lectures, some Wikipedia articles and the scikit-learn documentation',
    env: {},
    unset: ['SKLEARN_SECTIONS_FILE'],
    sources: ['lectures', 'wikipedia', 'sklearn'],
    greeting:
      'Hello! I am an AI assistant trained directly on the content of the website, some Wikipedia pages and some scikit-learn documentation. How can I help you?',
    subtitle: "I answer from this site's lectures, Wikipedia articles and the scikit-learn documentation, and link the sections I used.",
  },
];

/** The About page's sentence on the lectures, in the prerendered page and always true. */
const lecturesSentence = 'Ask it about what you are reading and it answers from the lectures themselves';

for (const story of stories) {
  test.describe(`a tutor that indexed ${story.name}`, () => {
    let dataDir: string;
    let site: SiteProcess;
    /** What the server reports (GET /api/tutor/sources). */
    let reported: TutorSourcesReply;

    test.beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-e2e-sources-'));
      if (story.sources.includes('wikipedia')) {
        const corpus = join(dataDir, 'corpus', 'wikipedia');
        mkdirSync(corpus, { recursive: true });
        for (const article of wikipediaArticles) writeFileSync(join(corpus, `${article.title.replace(/ /g, '_')}.json`), JSON.stringify(article, null, 2));
      }
      site = await startSite({ DATA_DIR: dataDir, ...story.env }, story.unset);
      reported = (await (await fetch(`${site.origin}/api/tutor/sources`)).json()) as TutorSourcesReply;
    });

    test.afterAll(async () => {
      await site?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    for (const [device, viewport] of [
      ['a wide screen', desktop],
      ['a phone', phone],
    ] as const) {
      test(`on ${device}, a learner opens the tutor and is greeted with exactly its sources`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, `${site.origin}/`);
        const panel = await openTutor(page);
        const greeting = panel.locator('.chat-bubble-answer').first();
        await expect(greeting).toHaveText(story.greeting);
        await expect(panel.getByText(story.subtitle, { exact: true })).toBeVisible();
        // The greeting is the panel's, never part of the stored conversation.
        await page.reload();
        await expect(page.getByRole('dialog', { name: 'Hi there! 👋' }).locator('.chat-bubble-answer')).toHaveText([story.greeting]);
      });
    }

    test('the About page names the same sources once the page has loaded, and only the lectures before', async ({ page, request }) => {
      // Prerendered for every server alike, the page claims only the lectures.
      const prerendered = await (await request.get(`${site.origin}/about`)).text();
      expect(prerendered).toContain(lecturesSentence);
      // (The page links the scikit-learn recipes, which are the site's own: only the documentation is a source.)
      expect(prerendered).not.toMatch(referenceSourceClaim);
      expect(prerendered).not.toContain('data-tutor-sources');

      const answered = page.waitForResponse(`${site.origin}/api/tutor/sources`);
      await gotoHydrated(page, `${site.origin}/about`);
      await answered;
      await waitUntilIdle(page);
      await expect(page.getByText(lecturesSentence)).toBeVisible();
      expect(reported.sources, 'the sources GET /api/tutor/sources reports').toEqual(story.sources);
      const others = page.locator('[data-tutor-sources]');
      if (story.sources.length === 1) {
        await expect(others).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText(referenceSourceClaim);
        return;
      }
      expect(reported.sklearnVersion).toMatch(/^\d+\.\d+(\.\d+)?$/);
      const sklearn = `the scikit-learn ${reported.sklearnVersion} documentation`;
      if (!story.sources.includes('wikipedia')) {
        await expect(others).toHaveText(`Besides the lectures, it answers from ${sklearn}.`);
        return;
      }
      expect([...reported.wikipediaArticles].sort()).toEqual(['Support vector machine', 'Word2vec']);
      await expect(others).toHaveText(
        `Besides the lectures, it answers from ${sklearn} and 2 Wikipedia articles: ${reported.wikipediaArticles.join(', ')}. Wikipedia's text is used under the CC BY-SA 4.0 licence.`,
      );
      await expect(others.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
      for (const colorScheme of ['light', 'dark'] as const) {
        // Loaded afresh in each scheme: switching it on a loaded page starts colour transitions,
        // and axe would measure the buttons' contrast halfway through them.
        await page.emulateMedia({ colorScheme });
        await gotoHydrated(page, `${site.origin}/about`);
        await expect(others).toBeVisible();
        await waitUntilIdle(page);
        const results = await new AxeBuilder({ page }).setLegacyMode(true).include('main').analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });

    if (story.sources.includes('sklearn') && story.sources.includes('wikipedia')) {
      test('a learner asks about a scikit-learn parameter: the answer quotes its API page, whose link opens scikit-learn.org in a new tab', async ({
        page,
      }) => {
        await page.setViewportSize(desktop);
        await gotoHydrated(page, `${site.origin}/`);
        const panel = await openTutor(page);
        const answer = await ask(panel, 'what does eps do in DBSCAN in scikit-learn?');
        await expect(answer).toContainText('eps (float, default=0.5): The maximum distance between two samples');
        await expect(answer.locator('pre code')).toContainText('DBSCAN(eps=0.5, *, min_samples=5,');
        const source = answer.getByRole('link', { name: /^scikit-learn › API Reference › sklearn\.cluster\.DBSCAN/ });
        await expect(source).toHaveAttribute('href', 'https://scikit-learn.org/1.2/modules/generated/sklearn.cluster.DBSCAN.html');
        await expect(source).toHaveAttribute('target', '_blank');
        await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
        // Marked as external, to see and to hear.
        await expect(source).toHaveAccessibleName(/\(opens in a new tab\)$/);
        await expect(source.locator('svg[aria-hidden="true"]')).toHaveCount(1);
        // Opening it leaves the site and the conversation where they are (scikit-learn.org is not reachable here).
        const opened = page.context().waitForEvent('page');
        await source.click();
        const tab = await opened;
        expect(tab.url()).toMatch(/^(https:\/\/scikit-learn\.org\/1\.2\/modules\/generated\/sklearn\.cluster\.DBSCAN\.html|about:blank|chrome-error:)/);
        await tab.close();
        await expect(page).toHaveURL(`${site.origin}/`);
      });

      test('a learner asks about a topic only a Wikipedia article covers: the answer names the article and its licence', async ({ page }) => {
        await page.setViewportSize(phone);
        await gotoHydrated(page, `${site.origin}/`);
        const panel = await openTutor(page);
        const answer = await ask(panel, 'how does word2vec work');
        await expect(answer).toContainText("Wikipedia's article “Word2vec”, CC BY-SA 4.0");
        const article = answer.getByRole('link', { name: /^Wikipedia › Word2vec/ }).first();
        await expect(article).toHaveAttribute('href', /^https:\/\/en\.wikipedia\.org\/wiki\/Word2vec/);
        await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
        const licence = answer.getByRole('link', { name: /^CC BY-SA 4\.0/ }).first();
        await expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
        await expect(answer).toContainText('text under CC BY-SA 4.0');
      });
    }
  });
}
