/**
 * The theory the course used to skip (issue 40, part 3), as a learner meets it: the generalisation
 * bounds of /supervised-learning with the VC-dimension figure and a sample-size question whose key
 * is a whole number, and EM in general on /clustering, whose numeric question needs three
 * significant figures; a question of each bank opened from a link; the glossary's new entries
 * pointing at the sections that teach them.
 */
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, gotoHydrated, phone, scrollUntilVisible, test } from './fixtures';

// A lecture is tens of thousands of elements; on a busy 2-core machine a story here can take half a minute.
test.describe.configure({ timeout: 90_000 });

/** The question, scrolled to and answerable (its practice code loaded). */
async function questionOf(page: Page, id: string): Promise<Locator> {
  const question = page.locator(`[data-practice="${id}"]`);
  await scrollUntilVisible(question, question.locator('form'));
  return question;
}

async function answer(question: Locator, typed: string): Promise<void> {
  await question.getByLabel('Your answer').fill(typed);
  await question.getByRole('button', { name: /^Check/ }).click();
}

test('a learner reads the generalisation bounds on a phone: the section, the VC figure and a sample-size question', async ({ page }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/supervised-learning#generalisation-bounds');
  const heading = page.getByRole('heading', { level: 3, name: 'Generalisation bounds' });
  await expect(heading).toBeVisible();

  const figure = page.locator('#figure-vc-lines-in-the-plane');
  await expect(figure.locator('img.figure-light')).toHaveAttribute('alt', /eight small square panels/);
  await expect(figure.locator('figcaption')).toContainText('Lines shatter three points but not four.');

  // The key is the smallest whole n; anything within half a unit of it counts, the n before it does not.
  const question = await questionOf(page, 'supervised-learning-finite-class-sample-size');
  const key = Number(await question.getAttribute('data-practice-answer'));
  expect(Number.isInteger(key)).toBe(true);
  for (const [typed, state] of [
    [String(key - 1), 'incorrect'],
    [String(key), 'correct'],
  ] as const) {
    await answer(question, typed);
    await expect(question, typed).toHaveAttribute('data-practice-state', state);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('a learner checks the ELBO gap of one point on /clustering to three significant figures', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/clustering#em-in-general');
  await expect(page.getByRole('heading', { level: 3, name: 'EM in general' })).toBeVisible();
  const question = await questionOf(page, 'clustering-elbo-gap-one-point');
  const key = Number(await question.getAttribute('data-practice-answer'));
  await answer(question, key.toFixed(1));
  await expect(question.locator('[data-practice-feedback]')).toContainText('Give at least 3 significant figures');
  await expect(question).not.toHaveAttribute('data-practice-state');
  await answer(question, key.toPrecision(3));
  await expect(question).toHaveAttribute('data-practice-state', 'correct');
});

test('a link to a new question of each bank opens it', async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const [path, id, text] of [
    ['/supervised-learning', 'what-does-the-vc-dimension-tell-me', 'shatter'],
    ['/clustering', 'why-is-the-elbo-a-lower-bound', 'Kullback-Leibler'],
  ] as const) {
    await gotoHydrated(page, `${path}#${id}`);
    const entry = page.locator('details.question-entry').filter({ has: page.locator(`h3[id="${id}"]`) });
    await expect(entry).toHaveAttribute('open', '');
    await expect(entry.locator('.question-answer')).toContainText(text);
  }
});

test("the glossary's new entries point at the sections that teach them", async ({ page }) => {
  await page.goto('/glossary');
  for (const [id, href, heading] of [
    ['vc-dimension', '/supervised-learning#generalisation-bounds', 'Generalisation bounds'],
    ['hoeffdings-inequality', '/supervised-learning#generalisation-bounds', 'Generalisation bounds'],
    ['em-lower-bound', '/clustering#em-in-general', 'EM in general'],
    ['latent-variable', '/clustering#em-in-general', 'EM in general'],
  ] as const) {
    // "Taught in" names the section by its heading, read from the compiled lecture: a missing heading would name the lecture only.
    const taught = page.locator(`article.glossary-entry[id="${id}"] a[href="${href}"]`);
    await expect(taught).toHaveText(new RegExp(`› ${heading}$`));
  }
});
