import type { Page } from '@playwright/test';
import { formatReadingTime, lectureReadingMinutes } from '../../content/lectures.ts';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

test('a visitor lands on the home page and sees the hero and three featured classes', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await expect(page).toHaveTitle(/ML Classes/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn Machine Learning' })).toBeVisible();
  const featured = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(featured).toHaveCount(3);
  const expected = [
    // Each card's duration is its lecture's reading time, the figure the lecture's header shows.
    ['Supervised Learning', formatReadingTime(lectureReadingMinutes['supervised-learning']), 'Beginner', '/supervised-learning'],
    ['Unsupervised Learning', formatReadingTime(lectureReadingMinutes['unsupervised-learning']), 'Beginner', '/unsupervised-learning'],
    ['Neural Networks and Deep Learning', formatReadingTime(lectureReadingMinutes['neural-networks']), 'Advanced', '/neural-networks'],
  ];
  for (const [index, [title, duration, level, href]] of expected.entries()) {
    const card = featured.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(card).toContainText(duration);
    await expect(card).toContainText(level);
    await expect(card.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', href);
  }
});

test('Browse Classes takes the visitor to the class list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Classes' }).click();
  await expect(page).toHaveURL('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
});

test('a featured class starts its lecture', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ hasText: 'Neural Networks and Deep Learning' });
  await card.getByRole('link', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL('/neural-networks');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Neural Networks and Deep Learning',
    }),
  ).toBeVisible();
});

test('the About page explains the mission, the approach and the tutor', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About ML Classes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'Our approach: theory first, projects later',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask questions while you read' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('integrated AI chat');
});

test.describe('continue where you left off', () => {
  /** The layout of the home page's hero and what follows it, to compare two visits. */
  const places = (page: Page) =>
    Promise.all(
      ['Browse Classes', 'How it works']
        .map((name) => page.getByRole('link', { name }).boundingBox())
        .concat(page.getByRole('heading', { name: 'Featured classes' }).boundingBox()),
    );

  test('a learner who read part of a lecture finds "Continue: <lecture> › <section>" on the home page, and it takes them back there', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', { name: /^Continue:/ })).toHaveCount(0);

    await gotoHydrated(page, '/clustering');
    const heading = page.locator('#lecture-body h2').nth(2);
    const section = (await heading.textContent())?.trim() ?? '';
    const id = (await heading.getAttribute('id')) ?? '';
    // The section counts as read once its heading has passed the top third of the screen.
    await expect
      .poll(async () => {
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        return page.evaluate(() => localStorage.getItem('ml-classes:reading-position') ?? '');
      })
      .toContain(`"section":"${id}"`);

    await page.goto('/');
    const resume = page.getByRole('link', { name: `Continue: Clustering › ${section}`, exact: true });
    await expect(resume).toBeVisible();
    await expect(resume).toBeInViewport();
    await resume.click();
    await expect(page).toHaveURL(`/clustering#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('the line appears after the page has loaded without moving anything on it', async ({ page, pageWith }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/');
    const newVisitor = await places(page);

    const returning = await pageWith({ viewport: phone });
    await returning.addInitScript(() =>
      localStorage.setItem(
        'ml-classes:reading-position',
        JSON.stringify({
          lecture: 'neural-networks',
          lectureTitle: 'Neural Networks and Deep Learning',
          section: 'convergence-on-separable-data',
          sectionTitle: 'Convergence on separable data',
        }),
      ),
    );
    await gotoHydrated(returning, '/');
    await expect(returning.getByRole('link', { name: 'Continue: Neural Networks and Deep Learning › Convergence on separable data' })).toBeVisible();
    expect(await places(returning)).toEqual(newVisitor);
    // Two lines at most, inside the space the page keeps for it.
    const [line, slot] = [await returning.locator('.continue-reading').boundingBox(), await returning.locator('[data-continue-reading]').boundingBox()];
    expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual((slot?.y ?? 0) + (slot?.height ?? 0));

    const prerendered = await pageWith({ viewport: phone, javaScriptEnabled: false });
    await prerendered.goto('/');
    expect(await places(prerendered)).toEqual(newVisitor);
  });

  test('a damaged stored position is ignored', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ml-classes:reading-position', '{"lecture":"clustering","section":'));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Featured classes' })).toBeVisible();
    await expect(page.locator('[data-continue-reading]')).toBeEmpty();
  });
});
