/**
 * The question bank (issue 36): under a lecture's "Questions learners ask", each question is a
 * native <details> whose answer is hidden until the learner opens it, a link to a question opens
 * it, the contents list the bank but not its questions, and all of it works without JavaScript.
 */
import { desktop, expect, gotoHydrated, phone, scrollIntoViewSettled, test } from './fixtures';
import type { Page } from '@playwright/test';

// A lecture is tens of thousands of elements; on a busy 2-core machine a story here can take half a minute.
test.describe.configure({ timeout: 90_000 });

const question = 'how-do-i-choose-the-depth-of-a-decision-tree';
const questionText = 'How do I choose the depth of a decision tree?';

/** The question's <details>, its summary (the question) and its answer. */
function questionOf(page: Page, id = question) {
  const entry = page.locator('details.question-entry').filter({ has: page.locator(`h3[id="${id}"]`) });
  return { entry, summary: entry.locator('summary'), answer: entry.locator('.question-answer') };
}

test('a learner opens a question on /trees and reads its answer', async ({ page }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/trees');
  const { entry, summary, answer } = questionOf(page);
  await expect(summary.getByRole('heading', { level: 3, name: questionText })).toBeAttached();
  await scrollIntoViewSettled(summary);
  await expect(answer).toBeHidden();
  await summary.click();
  await expect(entry).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('cross-validated error');
  // The learners' other wordings are data for the tutor, not page text.
  await expect(entry).not.toContainText('how deep should my decision tree be');
  await summary.click();
  await expect(answer).toBeHidden();
  // Every question of the bank is folded the same way.
  expect(await page.locator('#lecture-body details.question-entry').count()).toBeGreaterThanOrEqual(30);
  await expect(page.locator('#lecture-body details.question-entry[open]')).toHaveCount(0);
});

test('a link to a question opens it, on arrival and from the same page', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, `/trees#${question}`);
  const { entry, answer } = questionOf(page);
  await expect(entry).toHaveAttribute('open', '');
  await expect(page.locator(`#${question}`)).toBeInViewport();
  await expect(answer).toBeVisible();

  const other = 'why-are-decision-trees-unstable';
  await expect(questionOf(page, other).answer).toBeHidden();
  await page.evaluate((id) => (window.location.hash = id), other);
  await expect(questionOf(page, other).entry).toHaveAttribute('open', '');
  await expect(page.locator(`#${other}`)).toBeInViewport();
});

test('the contents list "Questions learners ask" but not its questions', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/trees');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link', { name: 'Questions learners ask', exact: true })).toBeVisible();
  await expect(toc.getByRole('link', { name: questionText })).toHaveCount(0);
  await toc.getByRole('link', { name: 'Questions learners ask', exact: true }).click();
  await expect(questionOf(page).summary).toBeInViewport();
});

test('without JavaScript a question opens natively and its answer reads', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false, viewport: phone });
  await page.goto('/trees');
  const { summary, answer } = questionOf(page);
  await summary.scrollIntoViewIfNeeded();
  await expect(answer).toBeHidden();
  await summary.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('cross-validated error');
});
