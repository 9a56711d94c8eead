/**
 * The tutor's panel as a learner drives it, for the browser stories that talk to the tutor
 * (tutor.spec.ts, tutor-sources.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export function launcherOf(page: Page): Locator {
  return page.getByRole('button', { name: 'Ask the tutor', exact: true });
}

export function panelOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Hi there! 👋' });
}

/**
 * Opens the panel with the launcher and waits until it shows. The chat's code loads on the first
 * click, after a lecture's 2 MB page has hydrated; with every core busy that once took over 10 s.
 */
export async function openTutor(page: Page): Promise<Locator> {
  await launcherOf(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible({ timeout: 30_000 });
  return panel;
}

/** Types a question, sends it with Enter, and waits for the whole answer (its Copy button appears). */
export async function ask(panel: Locator, question: string): Promise<Locator> {
  const answered = await panel.getByRole('button', { name: 'Copy', exact: true }).count();
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(answered + 1, { timeout: 15_000 });
  return panel.locator('[data-answer-body]').last();
}
