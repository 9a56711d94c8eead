import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { reportQuestions } from '../../scripts/report-questions.ts';
import type { TutorSourcesReply } from '../../shared/chat-schemas.ts';
import { greetingFor, subtitleFor } from '../../shared/knowledge-sources.ts';
import { desktop, expect, gotoHydrated, openEquationActions, phone, test, waitForTransitions, waitUntilIdle } from './fixtures';
import { chatRateLimit, hostileModelPort, origin, rateLimitedPort, siteDataDir } from './servers';
import { ask, launcherOf, openTutor, panelOf } from './tutor-panel';

/**
 * The greeting and subtitle for the sources this site's tutor reports, worded by
 * shared/knowledge-sources.ts (tutor-sources.spec.ts pins the exact texts for each set of sources).
 */
async function introductionOf(page: Page): Promise<{ greeting: string; subtitle: string }> {
  const reply = (await (await page.request.get('/api/tutor/sources')).json()) as TutorSourcesReply;
  return { greeting: greetingFor(reply.sources), subtitle: subtitleFor(reply.sources) };
}

/** What `npm run report:questions` prints for the site the tests run against. */
async function questionsReport(): Promise<string> {
  return (await reportQuestions({ dataDir: join(import.meta.dirname, '..', '..', siteDataDir), database: null }, 1000)).text;
}

/** Whether the page behind the chat can be scrolled: its root's overflow. */
function rootOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.scrollingElement ?? document.documentElement).overflowY);
}

test.describe('the tutor on a wide screen', () => {
  test.use({ viewport: desktop });

  test('a learner opens the tutor and sees who it is, the greeting and where to type', async ({ page }) => {
    const { greeting, subtitle } = await introductionOf(page);
    await page.goto('/');
    const launcher = launcherOf(page);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const panel = await openTutor(page);
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('heading', { name: 'Hi there! 👋' })).toBeVisible();
    await expect(panel.getByText(subtitle, { exact: true })).toBeVisible();
    await expect(panel.getByText(greeting, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'New Conversation' })).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await expect(input).toHaveAttribute('placeholder', 'Type your question..');
    await expect(input).toBeFocused();
    await expect(panel.getByText('0 / 2000')).toBeVisible();
    // Docked at the right, wider than the 400 px it used to be and as tall as the screen allows above
    // the launcher.
    const box = await panel.boundingBox();
    const launcherBox = await launcher.boundingBox();
    expect(box?.width).toBeGreaterThan(440);
    expect(box?.height).toBeGreaterThan(desktop.height - 120);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(desktop.width - 40);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(launcherBox?.y ?? 0);
    // Beside the page, not over it: the page narrows to make room, and still scrolls.
    const main = await page.locator('main').boundingBox();
    expect((main?.x ?? 0) + (main?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0);
    expect(await rootOverflow(page)).not.toBe('hidden');
  });

  test('a learner asks what the kernel trick is, reads a typeset answer and follows its source to the section', async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    const answer = await ask(panel, 'what is the kernel trick');
    await expect(answer.locator('.katex').first()).toBeVisible();
    const source = answer.locator('a[data-internal-link][href*="#"]').first();
    const href = await source.getAttribute('href');
    expect(href).toMatch(/^\/[a-z-]+#[a-z0-9-]+$/);
    // Screen readers hear the finished answer once.
    await expect(panel.locator('[aria-live="polite"]').filter({ hasText: 'The tutor answered:' })).toHaveCount(1);

    await source.click();
    await expect(page).toHaveURL(href ?? '');
    const id = decodeURIComponent((href ?? '').split('#')[1]);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    // On a wide screen the panel stays open beside the section.
    await expect(panel).toBeVisible();
  });

  // Each kind of question gets the answer it asks for, read on the screen as a learner reads it.
  const questionsByIntent = [
    { intent: 'define', question: 'what is the kernel trick', says: /inner product/, source: 'The kernel trick' },
    { intent: 'choose', question: 'how do i pick k for knn', says: /cross-validation/, source: 'Questions learners ask › How do I choose k in k-NN?' },
    { intent: 'why', question: 'why does lasso give zeros', says: /however small the weight is/, source: 'Why does LASSO set weights exactly to zero?' },
    {
      intent: 'compare',
      question: "ridge vs lasso, what's the actual difference?",
      says: /never holds a weight at exactly zero/,
      source: 'Ridge or LASSO: what is the actual difference?',
    },
    { intent: 'formula', question: 'gini impurity formula', says: /two labels drawn with replacement from it differ/, source: 'Glossary › Gini impurity' },
    { intent: 'when', question: 'in what situations does k-means fail?', says: /convex/, source: 'When does k-means fail?' },
  ];
  for (const { intent, question, says, source } of questionsByIntent) {
    test(`a learner asks a ${intent} question ("${question}") and reads an answer to it, with its source`, async ({ page }) => {
      await page.goto('/');
      const panel = await openTutor(page);
      const answer = await ask(panel, question);
      await expect(answer).toContainText(says);
      await expect(answer.getByRole('link', { name: new RegExp(source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
    });
  }

  test("on a lecture the open panel covers neither the text, its figures' captions nor the contents", async ({ page }) => {
    await gotoHydrated(page, '/neural-networks');
    // CSS selectors, not role queries: roles are computed over the lecture's 27,000 elements on every poll.
    await page.locator('[data-tutor-launcher]').click();
    const panel = page.locator('#tutor-chat-panel');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    const box = await panel.boundingBox();
    const contents = page.locator('aside.toc-side nav');
    await expect(contents).toBeVisible();
    const caption = page.locator('#lecture-body figcaption').first();
    await caption.scrollIntoViewIfNeeded();
    for (const part of [page.locator('#lecture-body'), caption, contents]) {
      const partBox = await part.boundingBox();
      expect((partBox?.x ?? 0) + (partBox?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0);
    }
    // Closed, the page takes its whole width again.
    await panel.locator('button[aria-label="Close the tutor chat"]').click();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    await expect.poll(async () => (await page.locator('main').boundingBox())?.width).toBe(pageWidth);
  });

  test('a long answer opens at its start, and its code scrolls inside its own block', async ({ page }) => {
    // A laptop's screen: the answer is taller than the conversation's view.
    await page.setViewportSize({ width: desktop.width, height: 700 });
    await page.goto('/');
    const panel = await openTutor(page);
    const question = 'how do I tune hyperparameters with a grid search in scikit-learn';
    const answer = await ask(panel, question);
    const conversation = panel.getByRole('region', { name: 'Conversation' });
    const [view, answered] = [await conversation.boundingBox(), await answer.boundingBox()];
    // Long enough that landing at its end would hide its start.
    expect(answered?.height).toBeGreaterThan(view?.height ?? 0);
    // The question and the answer's first line are in view, not the sources at its end.
    await expect(panel.locator('.chat-bubble-question').filter({ hasText: question })).toBeInViewport();
    const answerTop = answered?.y ?? 0;
    expect(answerTop).toBeGreaterThanOrEqual(view?.y ?? 0);
    expect(answerTop).toBeLessThan((view?.y ?? 0) + (view?.height ?? 0) / 2);

    const code = answer.locator('pre.chat-code').first();
    const bubble = answer.locator('..');
    const [codeBox, bubbleBox] = [await code.boundingBox(), await bubble.boundingBox()];
    expect((codeBox?.x ?? 0) + (codeBox?.width ?? 0)).toBeLessThanOrEqual((bubbleBox?.x ?? 0) + (bubbleBox?.width ?? 0));
    const sideways = await code.evaluate((element) => ({ overflow: getComputedStyle(element).overflowX, hidden: element.scrollWidth - element.clientWidth }));
    expect(sideways.overflow).toBe('auto');
    // Whatever is wider than the block is reached by scrolling it, with the keyboard too.
    await expect(code).toHaveAttribute('tabindex', '0');
    if (sideways.hidden > 0) {
      await code.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test('a learner sends with Enter, writes a second line with Shift+Enter, and the question carries the page', async ({ page }) => {
    await page.goto('/clustering');
    const panel = await openTutor(page);
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await input.pressSequentially('how does k-means');
    await input.press('Shift+Enter');
    await input.pressSequentially('choose its clusters');
    await expect(input).toHaveValue('how does k-means\nchoose its clusters');
    await expect(panel.locator('.chat-bubble-question')).toHaveCount(0);
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/chat') && sent.postDataJSON()?.action === 'sendMessage');
    await input.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ chatInput: 'how does k-means\nchoose its clusters', metadata: { page: '/clustering' } });
    await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(1, { timeout: 15_000 });
    await expect(input).toHaveValue('');
  });

  test('the conversation survives client navigation and reloads, and New Conversation starts afresh', async ({ page }) => {
    const { greeting } = await introductionOf(page);
    await page.goto('/');
    let panel = await openTutor(page);
    await ask(panel, 'what is principal component analysis');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(panel.getByText('what is principal component analysis')).toBeVisible();

    // The panel was open: a reload opens it again, with the conversation.
    await page.reload();
    panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByText('what is principal component analysis')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(1);

    // Closed, it stays closed after a reload; opened again, the history is there.
    await panel.getByRole('button', { name: 'Close the tutor chat' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(launcherOf(page)).toBeVisible();
    await expect(panelOf(page)).toHaveCount(0);
    panel = await openTutor(page);
    await expect(panel.getByText('what is principal component analysis')).toBeVisible();

    await panel.getByRole('button', { name: 'New Conversation' }).click();
    await expect(panel.getByText('what is principal component analysis')).toHaveCount(0);
    await expect(panel.getByText(greeting, { exact: true })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await page.reload();
    await expect(panelOf(page)).toBeVisible();
    await expect(panelOf(page).getByText(greeting, { exact: true })).toBeVisible();
    await expect(panelOf(page).getByText('what is principal component analysis')).toHaveCount(0);
  });

  test('a keyboard user opens the tutor, and Escape closes it and returns focus to the launcher', async ({ page }) => {
    await page.goto('/about');
    const launcher = launcherOf(page);
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = panelOf(page);
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('a learner rates an answer and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const panel = await openTutor(page);
    await ask(panel, 'what is gradient descent');
    const helpful = panel.getByRole('button', { name: 'Helpful', exact: true });
    const notHelpful = panel.getByRole('button', { name: 'Not helpful' });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    const feedback = page.waitForResponse((response) => response.url().endsWith('/api/chat/feedback'));
    await helpful.click();
    expect((await feedback).status()).toBe(204);
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'false');

    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('**Sources**');

    // The rating is part of the stored conversation.
    await page.reload();
    await expect(panelOf(page).getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a learner rates an answer down, says what was wrong, and the questions report lists it', async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    await ask(panel, 'what is a validation set for');
    const notHelpful = panel.getByRole('button', { name: 'Not helpful' });
    const rated = page.waitForResponse((response) => response.url().endsWith('/api/chat/feedback'));
    await notHelpful.click();
    expect((await rated).status()).toBe(204);
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');

    // A small form under the answer, the focus in its one-line field.
    const form = panel.getByRole('form', { name: 'What was wrong?' });
    const field = form.getByRole('textbox', { name: 'What was wrong?' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('maxlength', '2000');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Skip' })).toBeEnabled();

    const comment = `It never says how a validation set differs from a test set (${test.info().testId}-${Date.now()})`;
    await field.fill(comment);
    const commented = page.waitForRequest((request) => request.url().endsWith('/api/chat/feedback') && request.postDataJSON()?.comment !== undefined);
    await send.click();
    expect((await commented).postDataJSON()).toMatchObject({ rating: 'down', comment });
    await expect(panel.getByRole('region', { name: 'Conversation' }).getByText('Thanks for the feedback', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(notHelpful).toBeFocused();
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');

    // Stored: `npm run report:questions` gives the comment under the question it is about.
    await expect.poll(questionsReport).toContain(`  /  what is a validation set for\n  ${comment}\n`);
  });

  test.describe('when a comment cannot be sent', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test('the learner is told so in the form, keeps the comment, and can send it again', async ({ page }) => {
      let refuse = true;
      await page.route('**/api/chat/feedback', async (route) => {
        if (refuse && route.request().postDataJSON()?.comment !== undefined) {
          await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Your feedback could not be saved right now.' }) });
        } else {
          await route.continue();
        }
      });
      await page.goto('/');
      const panel = await openTutor(page);
      await ask(panel, 'what is a learning rate');
      await panel.getByRole('button', { name: 'Not helpful' }).click();
      const form = panel.getByRole('form', { name: 'What was wrong?' });
      const field = form.getByRole('textbox', { name: 'What was wrong?' });
      await field.fill('Too short');
      await field.press('Enter');
      await expect(form.getByRole('alert')).toHaveText('Your feedback could not be sent. Please try again.');
      await expect(field).toHaveValue('Too short');
      await expect(field).toHaveAttribute('aria-describedby', (await form.getByRole('alert').getAttribute('id')) ?? '');

      refuse = false;
      await form.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(panel.getByRole('region', { name: 'Conversation' }).getByText('Thanks for the feedback', { exact: true })).toBeVisible();
      await expect(panel.getByRole('alert')).toHaveCount(0);
    });
  });

  test('a keyboard user skips "What was wrong?" with Escape, the chat stays open, and Not helpful brings it back', async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    await ask(panel, 'what is a confusion matrix');
    const notHelpful = panel.getByRole('button', { name: 'Not helpful' });
    await notHelpful.focus();
    await page.keyboard.press('Enter');
    const field = panel.getByRole('textbox', { name: 'What was wrong?' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(panel).toBeVisible();
    await expect(notHelpful).toBeFocused();
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Tab passes the Send button while the field is empty, to Skip.
    await expect(field).toHaveCount(0);
    await expect(notHelpful).toBeFocused();
  });

  test('a learner stops an answer that is taking too long, and can ask again', async ({ page }) => {
    // Answers never come: the request hangs until the learner stops it.
    await page.route('**/api/chat', async (route) => {
      if (route.request().postDataJSON()?.action !== 'sendMessage') await route.continue();
    });
    await page.goto('/');
    const panel = await openTutor(page);
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await input.fill('what is a decision tree');
    await input.press('Enter');
    const stop = panel.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await stop.click();
    await expect(panel.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(panel.getByText('what is a decision tree')).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await input.fill('what is a random forest');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('an answer the lectures do not cover reads as a suggestion, and an unsaved one says so', async ({ page }) => {
    // The reply a store failure produces, for a question outside the lectures.
    await page.route('**/api/chat', async (route) => {
      if (route.request().postDataJSON()?.action !== 'sendMessage') return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          output:
            "The lectures on this site do not cover that, so I can't answer it from them, and I won't guess.\n\nThese sections are the closest to your question:\n\n1. [Clustering › k-means](/clustering#k-means)",
          sources: [{ title: 'Clustering › k-means', url: '/clustering#k-means', lecture: 'clustering' }],
          grounded: false,
          messageId: '00000000-0000-4000-8000-000000000000',
          mode: 'built-in',
          saved: false,
        }),
      });
    });
    await page.goto('/');
    const panel = await openTutor(page);
    await ask(panel, 'what is the capital of France');
    const answer = panel.locator('.chat-bubble-suggestion');
    await expect(answer).toContainText('Suggested reading');
    await expect(answer.getByRole('link', { name: 'Clustering › k-means' })).toHaveAttribute('href', '/clustering#k-means');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByText('This conversation could not be saved.')).toBeVisible();
  });

  test.describe('when the server cannot be reached', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('the learner sees why in the panel and keeps the question', async ({ page }) => {
      await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const panel = await openTutor(page);
      const input = panel.getByRole('textbox', { name: 'Your question' });
      await input.fill('what is overfitting');
      await input.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText('The tutor cannot be reached right now. Check your connection and try again.');
      await expect(input).toHaveValue('what is overfitting');
    });
  });

  test('a question over the length limit shows the limit and cannot be sent', async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    const input = panel.getByRole('textbox', { name: 'Your question' });
    const send = panel.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('w'.repeat(2001));
    await expect(panel.getByText('2001 / 2000')).toBeVisible();
    await expect(panel.getByText('Your question is too long: the limit is 2000 characters.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    const counterColour = await panel.getByText('2001 / 2000').evaluate((element) => getComputedStyle(element).color);
    expect(counterColour).toMatch(/^oklch\(0\.(50|7)/);
    await input.press('Enter');
    await expect(panel.locator('.chat-bubble-question')).toHaveCount(0);
    await input.press('Backspace');
    await expect(panel.getByText('2000 / 2000')).toBeVisible();
    await expect(send).toBeEnabled();
  });

  test('a learner asks the tutor about an equation and finds it quoted, ready to send', async ({ page }) => {
    // The equation's buttons work once the lecture has hydrated (until then they are hidden).
    await gotoHydrated(page, '/linear-regression');
    const equation = page.locator('#lecture-body .equation').first();
    const latex = await equation.getAttribute('data-latex');
    expect(latex).toBeTruthy();
    await openEquationActions(equation);
    await equation.getByRole('button', { name: 'Ask the tutor about this equation' }).click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await expect(input).toHaveValue(`Explain this equation:\n$$${latex}$$`);
    await expect(input).toBeFocused();
    await input.press('Enter');
    await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(1, { timeout: 15_000 });
  });

  test('the open chat, with an answer and its "What was wrong?" box, has no axe violations on a phone and a wide screen, in light and dark', async ({
    page,
  }) => {
    await page.goto('/about');
    const panel = await openTutor(page);
    await ask(panel, 'what is the kernel trick');
    await panel.getByRole('button', { name: 'Not helpful' }).click();
    await expect(panel.getByRole('form', { name: 'What was wrong?' })).toBeVisible();
    for (const [colorScheme, viewport] of [
      ['light', desktop],
      ['dark', desktop],
      ['light', phone],
      ['dark', phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await waitForTransitions(page);
      const results = await new AxeBuilder({ page }).include('#tutor-chat-panel').exclude('.katex-html').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

test.describe('the tutor on a phone', () => {
  test.use({ viewport: phone });

  test('the chat fills the screen, and following a source closes it to show the section', async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
    const answer = await ask(panel, 'what is the kernel trick');
    const source = answer.locator('a[data-internal-link][href*="#"]').first();
    const href = (await source.getAttribute('href')) ?? '';
    await source.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(href);
    expect(await rootOverflow(page)).not.toBe('hidden');
    await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1])}"]`)).toBeInViewport();
    // The conversation is still there when the learner comes back.
    await launcherOf(page).click();
    await expect(panel.getByText('what is the kernel trick')).toBeVisible();
  });

  test('the open chat holds the page behind it still, and closing it gives the scroll back', async ({ page }) => {
    await page.goto('/about');
    const scrollY = () => page.evaluate(() => window.scrollY);
    // A page long enough to scroll, so holding it still means something.
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
    expect(scrollHeight).toBeGreaterThan(innerHeight * 1.5);
    const panel = await openTutor(page);
    const header = panel.getByRole('heading', { name: 'Hi there! 👋' });

    expect(await rootOverflow(page)).toBe('hidden');
    // A wheel over the panel's header, which does not scroll itself, would scroll the page behind.
    const wheeled = page.evaluate(() => new Promise((resolve) => window.addEventListener('wheel', resolve, { once: true })));
    await header.hover();
    await page.mouse.wheel(0, 800);
    await wheeled;
    // Two frames after the wheel arrived: time enough for a scroll to have started.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrollY()).toBe(0);

    await panel.getByRole('button', { name: 'Close the tutor chat' }).click();
    await expect(panel).toBeHidden();
    expect(await rootOverflow(page)).not.toBe('hidden');
    await page.mouse.move(phone.width / 2, phone.height / 2);
    await page.mouse.wheel(0, 800);
    await expect.poll(scrollY).toBeGreaterThan(200);
  });

  test('on a lecture the launcher tucks away while the learner reads down, and comes back on the way up or to the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/neural-networks');
    const launcher = launcherOf(page);
    await expect(launcher).toBeInViewport({ ratio: 1 });
    const corner = await launcher.boundingBox();
    await page.locator('#lecture-body #softmax').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.move(phone.width / 2, phone.height / 2);
    await page.mouse.wheel(0, 300);
    // Below the screen, so the text in the corner it covered is the reader's again.
    await expect(launcher).not.toBeInViewport();
    const underneath = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-tutor-launcher], #lecture-body')?.id ?? '',
      [(corner?.x ?? 0) + (corner?.width ?? 0) / 2, (corner?.y ?? 0) + (corner?.height ?? 0) / 2],
    );
    expect(underneath).toBe('lecture-body');

    await page.mouse.wheel(0, -200);
    await expect(launcher).toBeInViewport({ ratio: 1 });

    await page.mouse.wheel(0, 400);
    await expect(launcher).not.toBeInViewport();
    // Tab from the last link of the page reaches it, and it shows itself.
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect(launcher).toBeFocused();
    await expect(launcher).toBeInViewport({ ratio: 1 });
  });

  test('the launcher is a small round button in the corner', async ({ page }) => {
    await page.goto('/classes');
    const box = await launcherOf(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(56);
    expect(box?.height).toBeLessThanOrEqual(56);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(phone.width - 24);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(phone.height - 24);
  });
});

test.describe('the tutor costs nothing until it is used', () => {
  test.use({ viewport: desktop });

  test('the launcher is not in the prerendered pages, which work without it', async ({ request, pageWith }) => {
    for (const path of ['/', '/linear-regression']) {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('data-tutor-launcher');
      expect(html).not.toContain('Hi there!');
    }
    const page = await pageWith({ javaScriptEnabled: false });
    await page.goto('/linear-regression');
    await expect(page.locator('#lecture-body .katex').first()).toBeVisible();
    await expect(page.locator('#lecture-body .equation-ask').first()).toBeHidden();
  });

  test('no chat code loads before the learner first opens the chat', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js') || request.url().endsWith('.css')) scripts.push(request.url());
    });
    await gotoHydrated(page, '/linear-regression');
    await expect(launcherOf(page)).toBeVisible();
    await waitUntilIdle(page);
    expect(scripts.filter((url) => /chat-panel/.test(url))).toEqual([]);
    await openTutor(page);
    expect(scripts.filter((url) => /\/assets\/chat-panel-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });
});

test.describe('a busy tutor', () => {
  test.use({ viewport: desktop, baseURL: origin(rateLimitedPort), allowedConsoleErrors: [/status of 429/] });

  test(`a learner who asks more than ${chatRateLimit} questions a minute is told when to try again`, async ({ page }) => {
    await page.goto('/');
    const panel = await openTutor(page);
    for (let question = 1; question <= chatRateLimit; question++) await ask(panel, `what is linear regression, question ${question}`);
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await input.fill('what is logistic regression');
    await input.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText(/^Too many questions, try again in \d+ s$/);
    await expect(input).toHaveValue('what is logistic regression');
  });
});

test.describe('a hostile model answer', () => {
  test.use({ viewport: desktop, baseURL: origin(hostileModelPort) });

  test('script, images, javascript: links and runaway macros in an answer stay inert text', async ({ page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin(hostileModelPort))) elsewhere.push(request.url());
    });
    await page.goto('/');
    const panel = await openTutor(page);
    const answer = await ask(panel, 'how does a linear model predict');
    await expect(answer).toContainText('<script>');
    await expect(answer.locator('script')).toHaveCount(0);
    await expect(answer.locator('img')).toHaveCount(0);
    await expect(panel.locator('a[href^="javascript:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
    expect(elsewhere).toEqual([]);
  });
});
