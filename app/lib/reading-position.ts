/**
 * Where the learner last read: the lecture and the section that was in view
 * (app/features/lectures/section-in-view.ts), kept in this browser's localStorage (there are no
 * accounts). The home page and the class list offer "Continue: <lecture> › <section>" from it.
 * One position, the latest: a glance at the top of a lecture, before its first section, does not
 * replace it.
 */
import { isLectureSlug, type LectureSlug } from '../../content/lectures.ts';
import { storedValue } from '~/lib/stored-value';

const STORAGE_KEY = 'ml-classes:reading-position';
/** Longer titles than any the site has are refused, not shown: the value was not written by it. */
const MAX_TITLE_LENGTH = 200;
/** A heading's anchor as rehype-slug writes it: letters in any script, digits, `-` and `_`. */
const sectionIdPattern = /^[\p{L}\p{N}_-]{1,200}$/u;

export interface ReadingPosition {
  lecture: LectureSlug;
  lectureTitle: string;
  /** The section's anchor (its heading's id). */
  section: string;
  sectionTitle: string;
}

const isTitle = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TITLE_LENGTH;

/** The stored position, or null for anything else: a damaged or hand-edited value is ignored. */
export function parseReadingPosition(raw: string): ReadingPosition | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { lecture, lectureTitle, section, sectionTitle } = data as Record<string, unknown>;
  if (typeof lecture !== 'string' || !isLectureSlug(lecture)) return null;
  if (typeof section !== 'string' || !sectionIdPattern.test(section)) return null;
  if (!isTitle(lectureTitle) || !isTitle(sectionTitle)) return null;
  return { lecture, lectureTitle, section, sectionTitle };
}

/** Where the position links to: the section in its lecture. */
export function readingPositionHref(position: ReadingPosition): string {
  return `/${position.lecture}#${position.section}`;
}

const store = storedValue<ReadingPosition | null>(STORAGE_KEY, parseReadingPosition, null);

export const readReadingPosition = store.read;
export const subscribeToReadingPosition = store.subscribe;
export const noReadingPosition = store.empty;

/** Keeps `position` as the latest; false when the browser refuses (storage blocked or full). */
export function writeReadingPosition(position: ReadingPosition): boolean {
  const { lecture, lectureTitle, section, sectionTitle } = position;
  return store.write(JSON.stringify({ lecture, lectureTitle, section, sectionTitle }));
}
