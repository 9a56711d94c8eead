/**
 * Practice questions (issue "Practice") as a learner meets them, in a real browser: each kind
 * answered right and wrong, the numeric tolerance's edges, keyboard only, progress kept across a
 * reload and shown as "N of M practised", export and import of the progress file (and a corrupt
 * file refused), /review's order under a mocked clock, the page without JavaScript, axe, and 390 px.
 * The questions are the linear-regression lecture's reference questions, whose ids never change.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { axeViolationsWithin } from './axe';
import { expect, gotoHydrated, phone, scrollUntilVisible, test, waitForTransitions } from './fixtures';
import { panelOf } from './tutor-panel';

const lecture = '/linear-regression';
const single = 'linear-regression-residuals-sum-to-zero';
const numeric = 'linear-regression-worked-intercept';
const predict = 'linear-regression-learning-rate-beyond-limit';
/** The questions' code; the progress store and the "N of M practised" line are on first load, for the header. */
const practiceChunk = /\/assets\/practice-questions-[\w-]+\.js$/;

test.describe.configure({ timeout: 60_000 });

/** The question, scrolled to and answerable (its practice code loaded). */
async function questionOf(page: Page, id: string): Promise<Locator> {
  const question = page.locator(`[data-practice="${id}"]`);
  await scrollUntilVisible(question, question.locator('form'));
  return question;
}

const feedbackOf = (question: Locator) => question.locator('[data-practice-feedback]');
/** An option of the answerable form (the label that holds its radio or checkbox), by its text. */
const optionOf = (question: Locator, text: RegExp) => question.locator('label.practice-choice', { hasText: text });

test.describe('a practice question', () => {
  test('single answer: a wrong choice is explained, "Show answer" appears, and a right one is confirmed', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => practiceChunk.test(new URL(request.url()).pathname) && chunks.push(request.url()));
    await gotoHydrated(page, lecture);
    expect(chunks, 'practice code on first load').toEqual([]);
    const question = await questionOf(page, single);
    expect(chunks.length).toBe(1);
    await expect(feedbackOf(question)).toHaveAttribute('aria-live', 'polite');
    // No answer yet: a clear notice, nothing recorded.
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(feedbackOf(question)).toHaveText('Choose an option first.');
    await expect(question).not.toHaveAttribute('data-practice-state');

    await question.getByRole('radio', { name: /equally likely when the noise is Gaussian/ }).check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'incorrect');
    await expect(feedbackOf(question)).toContainText('Not quite. The zero sum holds on every data set, whatever the noise');
    await question.getByRole('button', { name: 'Show answer' }).click();
    await expect(feedbackOf(question)).toContainText('The answer:');
    await expect(feedbackOf(question)).toContainText('the normal equations say');

    await question.getByRole('radio', { name: /column of ones is one of the columns/ }).check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'correct');
    await expect(feedbackOf(question)).toContainText('Correct. Right: the normal equations say');
    await expect(question.getByRole('button', { name: 'Show answer' })).toHaveCount(0);
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`at 390 px in ${colorScheme}: a wrong choice is marked wrong in red with an icon and a word, not outlined in green, and "Show answer" marks the right one`, async ({
      pageWith,
    }) => {
      const page = await pageWith({ colorScheme, viewport: phone });
      await gotoHydrated(page, lecture);
      const question = await questionOf(page, single);
      const wrong = optionOf(question, /equally likely when the noise is Gaussian/);
      const right = optionOf(question, /column of ones is one of the columns/);
      await wrong.getByRole('radio').check();
      const chosenBorder = await wrong.evaluate((label) => getComputedStyle(label).borderTopColor);
      await question.getByRole('button', { name: /^Check/ }).click();
      await expect(wrong).toHaveAttribute('data-option-state', 'incorrect');
      await expect(question.locator('[data-option-state]')).toHaveCount(1);
      // Not colour alone: a word, with an icon, that a screen reader also reads in the option's name.
      await expect(wrong.locator('.practice-choice-mark')).toHaveText('Incorrect');
      await expect(wrong.locator('.practice-choice-mark svg')).toBeVisible();
      await expect(question.getByRole('radio', { name: /equally likely when the noise is Gaussian.*Incorrect$/ })).toBeChecked();
      const mark = await wrong.locator('.practice-choice-mark').boundingBox();
      expect(mark!.x + mark!.width).toBeLessThanOrEqual(phone.width);

      await question.getByRole('button', { name: 'Show answer' }).click();
      await expect(right).toHaveAttribute('data-option-state', 'correct');
      await expect(right.locator('.practice-choice-mark')).toHaveText('Correct');
      await expect(wrong).toHaveAttribute('data-option-state', 'incorrect');
      await waitForTransitions(page);
      const borders = await Promise.all([wrong, right].map((option) => option.evaluate((label) => getComputedStyle(label).borderTopColor)));
      // Three different outlines: chosen (before the check), wrong and right.
      expect(new Set([chosenBorder, ...borders]).size).toBe(3);
      expect(await axeViolationsWithin(page, `[data-practice="${single}"]`)).toEqual([]);
    });
  }

  test('several answers: a wrong pick is explained and a missed right answer counted (not given away); all the right ones and nothing else is correct', async ({
    page,
  }) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, 'linear-regression-unique-minimiser');
    await expect(question.getByText('Choose every right answer.')).toBeVisible();
    const independent = question.getByRole('checkbox', { name: /columns of .* are linearly independent/ });
    const invertible = question.getByRole('checkbox', { name: /is invertible/ });
    const enoughSamples = question.getByRole('checkbox', { name: /at least as many samples as features/ });
    await independent.check();
    await enoughSamples.check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'incorrect');
    await expect(feedbackOf(question)).toContainText('Not quite: 1 of your choices is wrong, and one right answer is missing.');
    await expect(feedbackOf(question)).toContainText('Necessary but not enough');
    // Each chosen option says whether it was right; the missed right answer is not marked (not given away).
    await expect(optionOf(question, /columns of .* are linearly independent/)).toHaveAttribute('data-option-state', 'correct');
    await expect(optionOf(question, /at least as many samples as features/)).toHaveAttribute('data-option-state', 'incorrect');
    await expect(optionOf(question, /is invertible/)).not.toHaveAttribute('data-option-state');
    await enoughSamples.uncheck();
    await invertible.check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'correct');
    await expect(feedbackOf(question)).toContainText('Correct: all 2 right answers, and nothing else.');
  });

  test('numeric: 7/6, 1.1667 and 1.17 are right to 3 significant figures; 1.16 is not; 1.2 and a decimal comma are refused with a reason', async ({ page }) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, numeric);
    const input = question.getByLabel('Your answer');
    const check = question.getByRole('button', { name: /^Check/ });
    await input.fill('1.2');
    await check.click();
    await expect(feedbackOf(question)).toContainText('Give at least 3 significant figures: “1.2” has 2.');
    await expect(question).not.toHaveAttribute('data-practice-state');
    for (const [typed, state] of [
      ['1.16', 'incorrect'],
      ['7/6', 'correct'],
      ['1.1667', 'correct'],
      ['1.17', 'correct'],
    ] as const) {
      await input.fill(typed);
      await check.click();
      await expect(question, typed).toHaveAttribute('data-practice-state', state);
    }
    await expect(feedbackOf(question)).toContainText('Correct.');
    await input.fill('1,17');
    await check.click();
    await expect(feedbackOf(question)).toContainText('Use a point for decimals (1.5), not a comma.');
    // A refused entry is not an answer: the last result stands.
    await expect(question).toHaveAttribute('data-practice-state', 'correct');

    const oneStep = await questionOf(page, 'linear-regression-one-gradient-step');
    const expected = Number(await oneStep.getAttribute('data-practice-answer'));
    for (const [typed, state] of [
      [String(expected + 0.0099), 'correct'],
      [String(expected - 0.0099), 'correct'],
      [String(expected + 0.0101), 'incorrect'],
      ['−2.41', 'incorrect'],
    ] as const) {
      await oneStep.getByLabel('Your answer').fill(typed);
      await oneStep.getByRole('button', { name: /^Check/ }).click();
      await expect(oneStep, typed).toHaveAttribute('data-practice-state', state);
    }
    await oneStep.getByRole('button', { name: 'Show answer' }).click();
    await expect(feedbackOf(oneStep)).toContainText('Answer: 2.407 (within ±0.01).');
  });

  test('predict, then reveal: the learner commits, then sees what happens in the figure, right or wrong', async ({ page }) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, predict);
    await expect(question.getByRole('button', { name: 'Check my prediction' })).toBeVisible();
    await question.getByRole('radio', { name: /Converge faster/ }).check();
    await question.getByRole('button', { name: 'Check my prediction' }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'incorrect');
    await expect(feedbackOf(question)).toContainText('Not what happens.');
    await expect(feedbackOf(question)).toContainText('What happens:');
    await expect(feedbackOf(question)).toContainText('the gap plot climbs instead of falling');
    await expect(feedbackOf(question).getByRole('link', { name: 'See it in the figure.' })).toHaveAttribute('href', '/linear-regression#live-gradient-descent');
    await question.getByRole('radio', { name: /Bounce across the valley/ }).check();
    await question.getByRole('button', { name: 'Check my prediction' }).click();
    await expect(question).toHaveAttribute('data-practice-state', 'correct');
    await expect(feedbackOf(question)).toContainText('Your prediction was right.');
  });

  test('keyboard only: arrow keys choose, Enter checks, and the result is read out', async ({ page }) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, single);
    await question.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(question.getByRole('radio').nth(1)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('data-practice-state', 'incorrect');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: /^Check/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Show answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedbackOf(question)).toContainText('The answer:');

    const typed = await questionOf(page, numeric);
    await typed.getByLabel('Your answer').focus();
    await page.keyboard.type('7/6');
    await page.keyboard.press('Enter');
    await expect(typed).toHaveAttribute('data-practice-state', 'correct');
  });

  test('"Ask the tutor about this question" hands the question and the learner’s answer to the tutor', async ({ page }) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, numeric);
    await question.getByLabel('Your answer').fill('1.25');
    await question.getByRole('button', { name: /^Check/ }).click();
    await question.getByRole('button', { name: 'Ask the tutor about this question' }).click();
    const input = panelOf(page).getByRole('textbox', { name: 'Your question' });
    await expect(input).toHaveValue(/What is the intercept \$b\$\?.*My answer was "1\.25", which was not right/);
  });
});

test.describe('progress', () => {
  test('is kept after a reload and shown as "N of M practised" in the lecture header and the class list', async ({ page }) => {
    await gotoHydrated(page, lecture);
    const header = page.locator('header.lecture-header [data-practice-count]');
    const total = Number((await header.textContent())!.match(/of (\d+) practised/)![1]);
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(header).toHaveText(`0 of ${total} practised`);
    const question = await questionOf(page, single);
    await question.getByRole('radio').first().check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(header).toHaveText(`1 of ${total} practised`);
    // Checking the same question again is still one question practised.
    await question.getByRole('button', { name: /^Check/ }).click();
    await expect(header).toHaveText(`1 of ${total} practised`);
    await page.reload();
    await page.locator('html.hydrated').waitFor({ state: 'attached' });
    await expect(header).toHaveText(`1 of ${total} practised`);
    await gotoHydrated(page, '/classes');
    await expect(page.locator('[data-practice-count="linear-regression"]')).toHaveText(`1 of ${total} practised`);
  });

  test('export and import round-trip; a corrupt or foreign file is refused and loses nothing', async ({ page }, testInfo) => {
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, numeric);
    await question.getByLabel('Your answer').fill('7/6');
    await question.getByRole('button', { name: /^Check/ }).click();
    await gotoHydrated(page, '/review');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export progress' }).click();
    const file = testInfo.outputPath('progress.json');
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(/^ml-classes-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.questions[numeric]).toMatchObject({ lecture: 'linear-regression', answered: 1, correct: 1, box: 2 });

    const importer = page.getByLabel('Import progress');
    const stored = () => page.evaluate(() => localStorage.getItem('ml-classes:practice-progress'));
    const before = await stored();
    for (const [name, contents, message] of [
      ['broken.json', '{"format": "ml-classes-practice-progress", "ver', /not valid JSON/],
      ['other.json', JSON.stringify({ settings: { theme: 'dark' } }), /not an ML Classes progress file/],
      ['damaged.json', JSON.stringify({ ...exported, questions: { [numeric]: { ...exported.questions[numeric], box: 7 } } }), /damaged/],
    ] as const) {
      await importer.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) });
      await expect(page.locator('[data-progress-message]')).toHaveText(message);
      await expect(page.locator('[data-progress-message]')).toContainText('Your progress was not changed.');
      expect(await stored()).toBe(before);
    }

    // A fresh browser imports the file and has the same progress.
    await page.evaluate(() => localStorage.clear());
    await importer.setInputFiles(file);
    await expect(page.locator('[data-progress-message]')).toHaveText('Imported progress on 1 question, merged with what this browser had.');
    const imported = JSON.parse((await stored())!);
    expect(imported.questions).toEqual(exported.questions);
  });
});

test.describe('/review', () => {
  test('lists due questions with missed ones first, and "Nothing due" with the next due date otherwise (mocked clock)', async ({ page }) => {
    const start = new Date('2026-11-24T09:00:00Z');
    await page.clock.install({ time: start });
    await gotoHydrated(page, '/review');
    await expect(page.getByRole('heading', { name: 'Nothing due' })).toBeVisible();
    await expect(page.locator('[data-review-next]')).toHaveText('Answer practice questions in the lectures, and each will come back here when it is due.');

    await gotoHydrated(page, lecture);
    const right = await questionOf(page, single);
    await right.getByRole('radio', { name: /column of ones/ }).check();
    await right.getByRole('button', { name: /^Check/ }).click();
    const missed = await questionOf(page, numeric);
    await missed.getByLabel('Your answer').fill('2');
    await missed.getByRole('button', { name: /^Check/ }).click();

    // The same day: nothing due; the miss comes back tomorrow.
    await gotoHydrated(page, '/review');
    await expect(page.getByRole('heading', { name: 'Nothing due' })).toBeVisible();
    await expect(page.locator('[data-review-next]')).toHaveText('The next question is due on Wednesday, 25 November 2026.');

    // Three days later both are due: the missed one first.
    await page.clock.setSystemTime(new Date(start.getTime() + 3 * 24 * 60 * 60 * 1000 + 60_000));
    await gotoHydrated(page, '/review');
    await expect(page.getByRole('heading', { name: '2 questions due' })).toBeVisible();
    await expect(page.locator('[data-review-item]')).toHaveCount(2);
    expect(await page.locator('[data-review-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-review-item')))).toEqual([
      numeric,
      single,
    ]);
    await expect(page.locator('[data-review-item]').first().getByRole('link', { name: 'Linear Regression & Classification' })).toHaveAttribute(
      'href',
      '/linear-regression#worked-example',
    );
    // Answerable here: answering right moves it up a box, and the list stays put meanwhile.
    const due = await questionOf(page, numeric);
    await due.getByLabel('Your answer').fill('7/6');
    await due.getByRole('button', { name: /^Check/ }).click();
    await expect(due).toHaveAttribute('data-practice-state', 'correct');
    await expect(page.locator('[data-review-item]')).toHaveCount(2);
    await gotoHydrated(page, '/review');
    await expect(page.getByRole('heading', { name: '1 question due' })).toBeVisible();
  });
});

test.describe('without JavaScript, with axe, and at 390 px', () => {
  test('without JavaScript every question shows its options and, in <details>, its answer and explanations', async ({ pageWith }) => {
    const page = await pageWith({ javaScriptEnabled: false });
    await page.goto(lecture);
    for (const id of [single, numeric, predict]) {
      const question = page.locator(`[data-practice="${id}"]`);
      await question.scrollIntoViewIfNeeded();
      await expect(question.locator('form')).toHaveCount(0);
      const details = question.locator('details');
      await expect(details.locator('summary')).toHaveText('Answer and explanations');
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
    }
    await expect(page.locator(`[data-practice="${single}"] [data-practice-options] li`)).toHaveCount(4);
    await expect(page.locator(`[data-practice="${single}"] details`)).toContainText('A: correct.');
    await expect(page.locator(`[data-practice="${numeric}"] details`)).toContainText('Answer: 1.17 (to 3 significant figures).');
    await expect(page.locator(`[data-practice="${predict}"] details`)).toContainText('B: what happens.');
  });

  test('axe finds nothing on checked questions, light and dark, and at 390 px nothing leaves the screen', async ({ page }) => {
    // Two axe runs over the lecture's questions, each taking 25-50 s with the question bank's 32
    // folded answers and the equations' menus on the page (over the 60 s budget on CI twice).
    test.setTimeout(240_000);
    await page.setViewportSize(phone);
    await gotoHydrated(page, lecture);
    const question = await questionOf(page, single);
    await question.getByRole('radio').nth(2).check();
    await question.getByRole('button', { name: /^Check/ }).click();
    await question.getByRole('button', { name: 'Show answer' }).click();
    const typed = await questionOf(page, numeric);
    await typed.getByLabel('Your answer').fill('7/6');
    await typed.getByRole('button', { name: /^Check/ }).click();
    const box = await question.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await waitForTransitions(page);
      expect(await axeViolationsWithin(page, '[data-practice]'), colorScheme).toEqual([]);
    }
    await gotoHydrated(page, '/review');
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
