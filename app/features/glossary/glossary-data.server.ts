/** What the glossary page's loader gives it at prerender (server only: content/glossary stays out of the browser). */
import { glossary } from '../../../content/glossary/glossary.ts';

/** How many terms the glossary defines. */
export function glossaryTermCount(): number {
  return glossary.length;
}
