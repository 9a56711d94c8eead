/**
 * The search palette: a modal dialog with a combobox input and a listbox of results that update
 * with every keystroke. Arrow keys move the active result, Enter opens it (the section at its
 * anchor, by client navigation), Escape closes. When more sections match than the palette lists,
 * "See all results" opens the /search page; the last result hands the query to the tutor. Full
 * screen on phones, a centred dialog from `md` up.
 */
import { Fragment, memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { requestTutor } from '~/lib/tutor-requests';
import { exampleQueries } from '../../../shared/search-examples.ts';
import type { SearchResults, SectionHit, SectionSearch } from '../../../shared/section-search.ts';
import { searchPageHref } from '../../../shared/search-page-href.ts';
import { counted, TOO_SHORT_MESSAGE } from '../../../shared/search-wording.ts';
import { SectionHitText } from '../../../shared/section-hit-text.tsx';
import { highlightSection, loadSectionSearch } from '~/features/search/load-section-search';

/** One choice in the listbox, in the order the arrow keys visit them. */
type PaletteOption =
  | { kind: 'class'; id: string; href: string }
  | { kind: 'section'; id: string; href: string }
  | { kind: 'all'; id: string; href: string }
  | { kind: 'tutor'; id: string };

const listboxId = 'search-palette-results';
/**
 * What the palette shows of a search: about a screenful of sections, each with two lines of snippet
 * on a phone. Every keystroke that changes the results rewrites the list, and the list's text is most
 * of that cost on a phone: 8 sections with 150-character snippets kept the slowest keystrokes over
 * the 16 ms budget (bench/search.ts). The /search page lists more, with longer snippets.
 */
const PALETTE_SEARCH = { limit: 6, snippetChars: 100 } as const;

/** How many sections a search lists (its `sectionCount` counts all that match). */
const listedSections = (results: SearchResults) => results.lectures.reduce((total, lecture) => total + lecture.sections.length, 0);

/** The id of a section's option: by position, as the list is keyed (see ResultGroups). */
const sectionOptionId = (lectureIndex: number, index: number) => `search-section-${lectureIndex}-${index}`;
/** The id of a class's option. */
const classOptionId = (index: number) => `search-class-${index}`;

/** The options in the order the list shows them: sections and classes in the search's order, then "See all", then the tutor. */
function optionsOf(results: SearchResults | null): PaletteOption[] {
  if (!results || !results.query) return [];
  const classes: PaletteOption[] = results.classes.map((entry, index) => ({ kind: 'class', id: classOptionId(index), href: entry.href }));
  const options: PaletteOption[] = [];
  results.lectures.forEach((lecture, lectureIndex) => {
    if (lectureIndex === results.classesAfter) options.push(...classes);
    lecture.sections.forEach((section, index) => options.push({ kind: 'section', id: sectionOptionId(lectureIndex, index), href: section.url }));
  });
  if (results.classesAfter >= results.lectures.length) options.push(...classes);
  // The palette lists a few of the matching sections: the /search page lists more.
  if (results.sectionCount > listedSections(results)) options.push({ kind: 'all', id: 'search-see-all', href: searchPageHref(results.query) });
  options.push({ kind: 'tutor', id: 'search-ask-tutor' });
  return options;
}

/** What the status line says of a search: how much the palette lists, or that it needs another letter. */
function statusOf(results: SearchResults | null): string {
  if (!results) return '';
  if (results.tooShort) return TOO_SHORT_MESSAGE;
  return `${counted(listedSections(results), 'section', 'sections')}, ${counted(results.classes.length, 'class', 'classes')}`;
}

/** Whether two hits show the same: a keystroke often leaves a section's option exactly as it was. */
function sameHit(a: SectionHit, b: SectionHit): boolean {
  return (
    a.url === b.url &&
    a.formula === b.formula &&
    a.headingPath.join('\n') === b.headingPath.join('\n') &&
    a.snippet.length === b.snippet.length &&
    a.snippet.every((part, index) => part.text === b.snippet[index].text && part.match === b.snippet[index].match)
  );
}

/**
 * A section's option, memoised on what it shows: of the sections the benchmark's queries list, about
 * half are shown exactly as they were a keystroke before, and are not rendered again. Clicks and
 * hovers are handled by the listbox, so an option has no handlers of its own that change.
 */
const SectionOption = memo(
  function SectionOption({ id, selected, section }: { id: string; selected: boolean; section: SectionHit }) {
    return (
      <div id={id} role="option" aria-selected={selected} className="search-option">
        <SectionHitText section={section} />
      </div>
    );
  },
  (before, after) => before.id === after.id && before.selected === after.selected && sameHit(before.section, after.section),
);

/** How long typing must pause before the status line announces what the search found. */
const STATUS_PAUSE_MS = 600;

/**
 * A polite live region that announces `text` once typing pauses. Announced after every keystroke,
 * the count talks over the learner's own typing in a screen reader, and each update cost the
 * keystroke a layout of its own (bench/search.ts).
 */
function TypingPauseStatus({ text }: { text: string }) {
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), STATUS_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <p role="status" className="sr-only">
      {announced}
    </p>
  );
}

/** Whether two searches list the same sections and classes, in the same places. */
function sameListing(a: SearchResults, b: SearchResults): boolean {
  return (
    a.tooShort === b.tooShort &&
    (a.sectionCount === 0) === (b.sectionCount === 0) &&
    a.classesAfter === b.classesAfter &&
    a.classes.length === b.classes.length &&
    a.classes.every((entry, index) => entry.href === b.classes[index].href) &&
    a.lectures.length === b.lectures.length &&
    a.lectures.every(
      (lecture, index) =>
        lecture.lecture === b.lectures[index].lecture &&
        lecture.sections.length === b.lectures[index].sections.length &&
        lecture.sections.every((section, sectionIndex) => sameHit(section, b.lectures[index].sections[sectionIndex])),
    )
  );
}

/**
 * The listbox's sections, grouped by lecture, and classes. Memoised on what they show: a keystroke
 * that finds what the last one found ("gradient des" → "gradient desc") leaves the list as it is.
 * Groups and options are keyed by position, not by what they show: from one keystroke to the next
 * React then rewrites the text of the nodes it has instead of replacing the list, which kept the
 * slowest keystrokes over budget (bench/search.ts). The classes come where the search puts them:
 * after the lectures with a section that matches better.
 */
const ResultGroups = memo(
  function ResultGroups({ results, activeId }: { results: SearchResults; activeId: string | undefined }) {
    const classGroup =
      results.classes.length > 0 ? (
        <div role="group" aria-label="Classes">
          <div className="search-group-title" aria-hidden="true">
            Classes
          </div>
          {results.classes.map((entry, index) => {
            const id = classOptionId(index);
            return (
              <div key={id} id={id} role="option" aria-selected={activeId === id} className="search-option">
                <span className="search-hit-path">{entry.title}</span>
              </div>
            );
          })}
        </div>
      ) : null;
    return (
      <>
        {results.lectures.map((lecture, lectureIndex) => (
          <Fragment key={lectureIndex}>
            {lectureIndex === results.classesAfter ? classGroup : null}
            <div role="group" aria-label={lecture.lectureTitle}>
              <div className="search-group-title" aria-hidden="true">
                {lecture.lectureTitle}
              </div>
              {lecture.sections.map((section, index) => {
                const id = sectionOptionId(lectureIndex, index);
                return <SectionOption key={index} id={id} selected={activeId === id} section={section} />;
              })}
            </div>
          </Fragment>
        ))}
        {results.classesAfter >= results.lectures.length ? classGroup : null}
        {results.sectionCount === 0 && results.classes.length === 0 ? (
          <div className="search-group-title" aria-hidden="true">
            {results.tooShort ? TOO_SHORT_MESSAGE : 'No sections match'}
          </div>
        ) : null}
      </>
    );
  },
  (before, after) => before.activeId === after.activeId && sameListing(before.results, after.results),
);

/** The palette; mounted on first use and kept, open or closed. */
export default function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [search, setSearch] = useState<SectionSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    loadSectionSearch().then(setSearch, () => setFailed(true));
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  const results = useMemo(() => (search && query.trim() ? search.search(query, PALETTE_SEARCH) : null), [search, query]);
  const options = useMemo(() => optionsOf(results), [results]);
  const activeOption = options[Math.min(active, options.length - 1)];

  // Keep the active result in view as the arrow keys move it; only then, since scrolling forces a
  // layout that would cost every keystroke several milliseconds on a phone (bench/search.ts).
  // Keyed by the option's id, so a keystroke that leaves the first option active has no effect to run.
  const scrollToActive = useRef(false);
  const activeId = activeOption?.id;
  useEffect(() => {
    if (!scrollToActive.current || !activeId) return;
    scrollToActive.current = false;
    document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: PaletteOption) => {
    dialog.current?.close();
    if (option.kind === 'tutor') {
      requestTutor({ prompt: query.trim() });
      return;
    }
    void Promise.resolve(navigate(option.href)).then(() => {
      const hash = option.href.split('#')[1];
      if (hash) highlightSection(hash);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      scrollToActive.current = true;
      setActive((current) => (Math.min(current, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const optionProps = (option: PaletteOption) => ({ id: option.id, role: 'option', 'aria-selected': option === activeOption, className: 'search-option' });
  /** The option a click or the mouse is on: the listbox handles them for all its options. */
  const optionAt = (event: MouseEvent<HTMLElement>) => {
    const element = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    return element ? options.findIndex((option) => option.id === element.id) : -1;
  };

  const trimmed = query.trim();
  const seeAllOption = options.find((option) => option.kind === 'all');

  return (
    <dialog ref={dialog} className="search-palette" aria-label="Search the lectures" onClose={onClose} data-search-palette="">
      <div className="search-backdrop" onClick={() => dialog.current?.close()} aria-hidden="true" />
      <div className="search-panel">
        <div className="search-header">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <input
            ref={input}
            type="search"
            className="search-input"
            role="combobox"
            aria-label="Search lectures, formulas and classes"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listboxId : undefined}
            aria-activedescendant={activeId}
            placeholder="Search lectures and formulas…"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-close" aria-label="Close search" onClick={() => dialog.current?.close()}>
            {/* Phones have no Escape key to hint at. */}
            <span className="md:hidden">Close</span>
            <span className="max-md:hidden">Esc</span>
          </button>
        </div>
        <TypingPauseStatus text={statusOf(results)} />
        {!trimmed ? (
          <div className="search-empty">
            <p>Search every lecture section and formula. Try:</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {exampleQueries.map((example) => (
                <button key={example} type="button" className="filter-button" onClick={() => (setQuery(example), setActive(0), input.current?.focus())}>
                  {example}
                </button>
              ))}
            </div>
          </div>
        ) : !search ? (
          <p className="search-empty">{failed ? 'The search index could not be loaded. Check your connection and try again.' : 'Loading the search index…'}</p>
        ) : (
          <div
            role="listbox"
            id={listboxId}
            aria-label="Results"
            className="search-results"
            onClick={(event) => {
              const index = optionAt(event);
              if (index >= 0) choose(options[index]);
            }}
            onMouseMove={(event) => {
              const index = optionAt(event);
              if (index >= 0 && index !== active) setActive(index);
            }}
          >
            {results ? <ResultGroups results={results} activeId={activeId} /> : null}
            {seeAllOption ? (
              <div role="group" aria-label="All results">
                <div {...optionProps(seeAllOption)}>
                  {/* Not "… for “query”": text that changes with every keystroke costs each one a layout. */}
                  <span className="search-hit-path">See all results</span>
                </div>
              </div>
            ) : null}
            <div role="group" aria-label="Tutor">
              <div {...optionProps(options[options.length - 1])}>
                <span className="search-hit-path">Ask the tutor about “{trimmed}”</span>
              </div>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
