/**
 * The glossary's entries as search documents (shared/section-index.ts), so the search palette and
 * the server's `/search` list them beside the lecture sections: "Glossary › Entropy", its page
 * `/glossary#entropy`, its definition and aliases as text. Built from the units the tutor gets
 * (shared/units-file.ts): the palette's chunk from content/glossary at build time, the server's
 * index from build/tutor/units.json, so both index the same documents. Not for the tutor's
 * sections: the tutor reads the glossary as units.
 */
import { glossaryDocumentLecture, glossaryDocumentTitle, type IndexedSection } from '../../shared/section-index.ts';
import { markPlainMath } from '../../shared/section-text.ts';
import type { GlossaryUnitInput } from '../../shared/units-file.ts';
import { plainMath } from '../pipeline/plain-math.ts';
import { glossaryHref } from './glossary.ts';

/** A definition as a section's text: formulas as their plain readings (marked, so the index skips them, as in lectures), code as its words. */
function plainDefinition(definition: string): string {
  return definition
    .replace(/\$([^$]+)\$/g, (_, tex: string) => {
      const plain = plainMath(tex);
      return plain === null ? ' ' : markPlainMath(plain);
    })
    .replace(/`([^`]+)`/g, '$1');
}

/** One search document per glossary entry. */
export function glossarySearchDocuments(entries: readonly GlossaryUnitInput[]): IndexedSection[] {
  return entries.map(({ id, term, aliases, definition, formula }) => ({
    id: `${glossaryDocumentLecture}#${id}`,
    lecture: glossaryDocumentLecture,
    lectureTitle: glossaryDocumentTitle,
    url: glossaryHref(id),
    heading: term,
    title: `${glossaryDocumentTitle} › ${term}`,
    text: aliases.length > 0 ? `${plainDefinition(definition)} Also: ${aliases.join(', ')}.` : plainDefinition(definition),
    // One formula a line, as a lecture section's: the defining one first, then the definition's own.
    formulas: [...(formula ? [formula] : []), ...[...definition.matchAll(/\$([^$]+)\$/g)].map((match) => match[1])]
      .map((tex) => tex.replace(/\s+/g, ' ').trim())
      .join('\n'),
  }));
}
