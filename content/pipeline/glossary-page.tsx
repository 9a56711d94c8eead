/**
 * The body of /glossary, rendered once at build time to static HTML like a lecture body
 * (docs/decisions/001-lecture-bodies-as-static-html.md): the A–Z navigation, then one entry per
 * term with its stable anchor (`/glossary#entropy`), its aliases, its definition and formula
 * typeset by KaTeX (HTML + MathML, so no math JavaScript ships), the lecture section that teaches
 * it, by its real title, and its related terms. The Vite plugin serves it as
 * `virtual:glossary-body`; nothing of it is in the page's JavaScript.
 */
import katex from 'katex';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '../../shared/escape-html.ts';
import { glossary, glossaryLetter } from '../glossary/glossary.ts';
import type { GlossaryEntry } from '../glossary/glossary-schema.ts';
import { katexMacros } from '../macros.ts';
import type { CompiledLecture } from './compile-lecture.ts';
import { LectureBuildError } from './lecture-build.ts';

/** The letters of the A–Z navigation, in order: terms that start with a digit ("0-1 loss") come first, under "#". */
export const glossaryLetters = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The anchor of a letter's section: `letter-a`, and `letter-0-9` for the terms that start with a digit. */
export function letterAnchor(letter: string): string {
  return letter === '#' ? 'letter-0-9' : `letter-${letter.toLowerCase()}`;
}

/** How a letter is shown: "0–9" for the digits. */
const letterLabel = (letter: string) => (letter === '#' ? '0–9' : letter);

/** KaTeX with the site's macros (a fresh copy each time, so a \gdef cannot leak), as the lectures typeset. */
function typeset(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, { displayMode, macros: { ...katexMacros }, output: 'htmlAndMathml', throwOnError: true, strict: 'error', trust: false });
}

/** A definition's Markdown as HTML: `$tex$` typeset, `` `code` `` as code, the rest as text. */
export function definitionHtml(markdown: string): string {
  return markdown
    .split(/(\$[^$]+\$|`[^`]+`)/)
    .map((part) => {
      if (part.length > 2 && part.startsWith('$') && part.endsWith('$')) return typeset(part.slice(1, -1), false);
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part);
    })
    .join('');
}

/** Where a term is taught: the link and its words, "Decision Trees and Ensemble Learning › Impurity measures". */
interface TaughtIn {
  href: string;
  label: string;
}

/**
 * The lecture section an entry links to, with its lecture's title and the section's heading as the
 * page shows them. A missing lecture fails the build; a missing heading is warned about and the
 * link names the lecture only: content/glossary/glossary.test.ts fails on it, and a heading's
 * anchor may arrive in a lecture change merged after the glossary's.
 */
function taughtIn(entry: GlossaryEntry, lectures: ReadonlyMap<string, CompiledLecture>): TaughtIn {
  const [path, anchor] = entry.section.split('#');
  const lecture = lectures.get(path.slice(1));
  if (!lecture) throw new LectureBuildError('content/glossary', undefined, `${entry.id}: its section ${entry.section} is in no lecture`);
  const heading = lecture.toc.find((item) => item.id === anchor);
  if (!heading) console.warn(`glossary: ${entry.id} links ${entry.section}, which is not a heading of ${lecture.slug}`);
  return { href: entry.section, label: heading ? `${lecture.frontmatter.title} › ${heading.text}` : lecture.frontmatter.title };
}

function Html({ html, className, as: Tag = 'span' }: { html: string; className?: string; as?: 'span' | 'p' | 'div' }) {
  // Our own build output: KaTeX's markup and escaped text.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Entry({ entry, terms, lectures }: { entry: GlossaryEntry; terms: ReadonlyMap<string, string>; lectures: ReadonlyMap<string, CompiledLecture> }) {
  const taught = taughtIn(entry, lectures);
  return (
    <article className="glossary-entry" id={entry.id}>
      <h3 className="glossary-term">{entry.term}</h3>
      {entry.aliases.length > 0 ? <p className="glossary-aliases">Also: {entry.aliases.join(', ')}</p> : null}
      <Html as="p" className="glossary-definition" html={definitionHtml(entry.definition)} />
      {entry.formula ? (
        // Focusable so keyboard users can scroll a wide formula (axe: scrollable-region-focusable).
        <div className="glossary-formula" tabIndex={0} role="group" aria-label={`Formula: ${entry.term}`}>
          <Html as="div" html={typeset(entry.formula, true)} />
        </div>
      ) : null}
      <p className="glossary-taught">
        Taught in: <a href={taught.href}>{taught.label}</a>
      </p>
      {entry.related.length > 0 ? (
        <p className="glossary-related">
          Related:{' '}
          {entry.related.map((id, index) => {
            const term = terms.get(id);
            if (!term) throw new LectureBuildError('content/glossary', undefined, `${entry.id} relates ${id}, which has no entry`);
            return (
              <span key={id}>
                {index > 0 ? ', ' : null}
                <a href={`#${id}`}>{term}</a>
              </span>
            );
          })}
        </p>
      ) : null}
    </article>
  );
}

function GlossaryBody({ lectures }: { lectures: ReadonlyMap<string, CompiledLecture> }): ReactNode {
  const terms = new Map(glossary.map((entry) => [entry.id, entry.term]));
  const byLetter = new Map<string, GlossaryEntry[]>();
  for (const entry of glossary) {
    const letter = glossaryLetter(entry.term);
    if (!glossaryLetters.includes(letter))
      throw new LectureBuildError('content/glossary', undefined, `${entry.id}: "${entry.term}" starts with no letter A–Z or digit`);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  return (
    <>
      <nav aria-label="Glossary letters" className="glossary-letters">
        <ul>
          {glossaryLetters.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`}>{letterLabel(letter)}</a>
              ) : (
                // A link with nowhere to go: shown, but disabled (no href, so not focusable).
                <a role="link" aria-disabled="true">
                  {letterLabel(letter)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The letters' headings and the entries are the body's top-level blocks, not nested in a
          section per letter, so that the prerendered page can defer the far entries (defer-body.ts). */}
      {glossaryLetters
        .filter((letter) => byLetter.has(letter))
        .flatMap((letter) => [
          <h2 key={letter} id={letterAnchor(letter)} className="glossary-letter">
            {letterLabel(letter)}
          </h2>,
          ...byLetter.get(letter)!.map((entry) => <Entry key={entry.id} entry={entry} terms={terms} lectures={lectures} />),
        ])}
    </>
  );
}

/** The glossary page's body as static HTML; fails the build, naming the entry, when a section or related term is missing. */
export function glossaryBodyHtml(lectures: ReadonlyMap<string, CompiledLecture>): string {
  return renderToStaticMarkup(<GlossaryBody lectures={lectures} />);
}
