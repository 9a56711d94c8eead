/**
 * Fetching classes from the catalogue API, with the error messages the class pages show. A reply is
 * read field by field against the API's contract (`ClassSummarySchema`), so a malformed one becomes
 * the pages' error state rather than a crash while rendering.
 */
import { preload } from 'react-dom';
import { classCategories, classLevels, type ClassSummary } from '../../../content/class-types.ts';

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

const listFormatMessage = 'The class list came back in an unexpected format';
const classFormatMessage = 'The class details came back in an unexpected format';

/**
 * All classes, from GET /api/classes. Throws "Failed to fetch classes" when the response is not OK,
 * and "The class list came back in an unexpected format" when it is not a list of classes.
 */
export async function fetchClasses(signal?: AbortSignal): Promise<ClassSummary[]> {
  const response = await fetch(classesUrl, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch classes');
  const body = parseJson(await response.text());
  if (!Array.isArray(body)) throw new Error(listFormatMessage);
  const list: ClassSummary[] = [];
  for (const value of body) {
    const entry = classOf(value);
    // One malformed class means the reply is not the contract's: say so rather than show part of it.
    if (entry === null) throw new Error(listFormatMessage);
    list.push(entry);
  }
  return list;
}

/**
 * One class, from GET /api/classes/:id; `null` when there is no class with that id.
 * Throws "Failed to fetch class details" when the response is otherwise not OK, and "The class
 * details came back in an unexpected format" when it is not a class.
 */
export async function fetchClass(id: number, signal?: AbortSignal): Promise<ClassSummary | null> {
  const response = await fetch(classUrl(id), { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('Failed to fetch class details');
  const entry = classOf(parseJson(await response.text()));
  if (entry === null) throw new Error(classFormatMessage);
  return entry;
}

/** The value of a JSON document, or undefined when the text is not one. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Whether `value` is one of a class's listed values (a level, a category). */
function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return (values as readonly unknown[]).includes(value);
}

/**
 * A check for each field of the contract's class (`ClassSummarySchema` in shared/catalogue-schemas.ts),
 * keyed by its type, so a field added there does not compile here until it is read. Each checks what
 * the pages rely on (a type, a listed value); the lengths and formats are the catalogue's to enforce.
 * zod itself stays out of the page (docs/decisions/008).
 */
const classFieldChecks: { [Field in keyof ClassSummary]-?: (value: unknown) => value is ClassSummary[Field] } = {
  id: (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0,
  title: isString,
  description: isString,
  duration: isString,
  level: (value) => isOneOf(classLevels, value),
  category: (value) => isOneOf(classCategories, value),
  topics: (value): value is string[] => Array.isArray(value) && value.every(isString),
  href: isString,
  lectureHref: isString,
};

/** The class in `value` with only the contract's fields, or null when one is missing or wrong. */
function classOf(value: unknown): ClassSummary | null {
  if (!isRecord(value)) return null;
  const entry: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(classFieldChecks)) {
    if (!check(value[field])) return null;
    entry[field] = value[field];
  }
  return entry as ClassSummary;
}
