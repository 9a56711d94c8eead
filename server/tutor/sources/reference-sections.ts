/**
 * Reference documents as the sections the tutor ranks and quotes. A reference source's sections go
 * through the same retriever as the lectures' (server/tutor/retrieve.ts), each source with its own
 * term statistics, and keep what a citation of them needs: the source, the licence, the work to
 * attribute, and an API page's class or function.
 */
import type { SectionDocument } from '../../../shared/section-index.ts';
import type { SourceLicence } from '../../../shared/knowledge-sources.ts';
import type { ApiEntry, ReferenceDocument, ReferenceSourceId } from './reference-document.ts';

/** A section of a reference source, ranked like a lecture's. */
export interface ReferenceSection extends SectionDocument {
  source: ReferenceSourceId;
  licence?: SourceLicence;
  work?: string;
  api?: ApiEntry;
  /** The section's code, fenced, kept apart from the prose its sentences are quoted from. */
  code: string[];
}

/** Whether a retrieved section is a reference source's rather than a lecture's. */
export function isReferenceSection(section: SectionDocument): section is ReferenceSection {
  return 'source' in section && typeof (section as { source?: unknown }).source === 'string';
}

const codeBlock = /```python\n[\s\S]*?\n```/g;
const parametersList = /\n\nParameters:\n/;
const inlineMath = /\$\$[\s\S]+?\$\$|\$[^$\n]+?\$/g;

/** A reference document as a section: its prose (no code blocks) for quoting, its plain words for ranking. */
export function referenceSection(document: ReferenceDocument): ReferenceSection {
  const code = document.text.match(codeBlock) ?? [];
  // An API page's parameters are ranked with its text but quoted one by one (compose.ts), not as sentences.
  const quotable = document.api ? document.text.split(parametersList)[0] : document.text;
  const prose = quotable
    .replace(codeBlock, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const formulas = (prose.match(inlineMath) ?? []).map((formula) => formula.replace(/^\$+|\$+$/g, '').trim());
  // The code's words still find the section ("from sklearn.cluster import DBSCAN"), as plain text.
  const codeWords = code.map((block) => block.replace(/```python|```/g, ' ')).join(' ');
  const path = document.title.split(' › ');
  return {
    id: `${document.source}:${document.id}`,
    lecture: document.source,
    lectureTitle: path[0],
    url: document.url,
    // An API page is found by its module too ("sklearn.svm.SVC" for a question on SVMs).
    heading: document.api ? document.api.qualifiedName : document.heading,
    title: document.title,
    text: `${document.text.replace(codeBlock, ' ').replace(inlineMath, ' ')} ${codeWords}`.replace(/`/g, ''),
    prose,
    formulas: formulas.join('\n'),
    source: document.source,
    licence: document.licence,
    work: document.work,
    api: document.api,
    code,
  };
}

/**
 * What a quote from a section must name: the work and its licence ("Wikipedia's article
 * “DBSCAN”" under CC BY-SA 4.0), for the built-in answer and the model's prompt alike; undefined
 * for the site's own text and the scikit-learn documentation.
 */
export function attributionOf(section: SectionDocument): { work: string; licence: string } | undefined {
  if (!isReferenceSection(section) || !section.work || !section.licence) return undefined;
  return { work: `${section.lectureTitle}'s article “${section.work}”`, licence: section.licence.name };
}
