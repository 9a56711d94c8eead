import { classes, classHref } from '../content/classes.ts';
import type { SearchableClass } from './section-search.ts';

/** The catalogue's classes as search finds them: title and topics, and the page each links to. */
export const searchableClasses: readonly SearchableClass[] = classes.map((entry) => ({ title: entry.title, topics: entry.topics, href: classHref(entry.id) }));
