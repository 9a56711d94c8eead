/**
 * Fetching classes from the catalogue API, with the error messages the class pages show.
 */
import { preload } from 'react-dom';
import type { ClassSummary } from '../../../content/class-types.ts';

const classesUrl = '/api/classes';
const classUrl = (id: number) => `${classesUrl}/${id}`;

/**
 * Called while rendering a class page: the prerendered HTML then asks for the data in its <head>,
 * alongside the page's CSS, instead of after the app's code has loaded and hydrated. `fetchClasses`
 * picks up that response (same URL and CORS mode); the page still renders its loading and error
 * states from the fetch, as before.
 */
export function preloadClasses(): void {
  preload(classesUrl, { as: 'fetch', crossOrigin: 'anonymous' });
}

/** As `preloadClasses`, for one class's details. */
export function preloadClass(id: number): void {
  preload(classUrl(id), { as: 'fetch', crossOrigin: 'anonymous' });
}

/** The message of a failed request, as the class pages state it. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An error occurred';
}

/** All classes, from GET /api/classes. Throws "Failed to fetch classes" when the response is not OK. */
export async function fetchClasses(signal?: AbortSignal): Promise<ClassSummary[]> {
  const response = await fetch(classesUrl, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch classes');
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('The class list came back in an unexpected format');
  return body as ClassSummary[];
}

/**
 * One class, from GET /api/classes/:id; `null` when there is no class with that id.
 * Throws "Failed to fetch class details" when the response is otherwise not OK.
 */
export async function fetchClass(id: number, signal?: AbortSignal): Promise<ClassSummary | null> {
  const response = await fetch(classUrl(id), { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('Failed to fetch class details');
  return (await response.json()) as ClassSummary;
}
