import { formatReadingTime, lectureReadingMinutes } from '../../content/lectures.ts';
import { desktop, expect, phone, test } from './fixtures';

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
