import { practiceCounts } from 'virtual:practice-counts';
import { PracticeCount } from '~/components/practice/practice-count';
import { Link } from 'react-router';
import { LectureBody } from '~/features/lectures/lecture-body';
import { MarkComplete } from '~/features/lectures/mark-complete';
import type { LectureMeta, TocEntry } from '~/features/lectures/lecture-types';
import { groupToc } from '../../../content/table-of-contents.ts';
import { isLectureSlug, lectureReadingMinutes } from '../../../content/lectures.ts';

function TableOfContents({ toc }: { toc: TocEntry[] }) {
  return (
    <ol className="toc-list">
      {toc.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'toc-sub' : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The small-screen contents: one line per section, with its subsections folded under a
 * "N subsections" toggle (a native <details>, so it works without JavaScript), so a long lecture's
 * panel stays short enough to scan.
 */
function GroupedTableOfContents({ toc }: { toc: TocEntry[] }) {
  return (
    <ol className="toc-list">
      {groupToc(toc).map(({ section, subsections }) => (
        <li key={section.id} className={section.depth === 3 ? 'toc-sub' : undefined}>
          <a href={`#${section.id}`}>{section.text}</a>
          {subsections.length > 0 ? (
            <details className="toc-group">
              <summary>
                {subsections.length} {subsections.length === 1 ? 'subsection' : 'subsections'}
              </summary>
              <ol className="toc-list">
                {subsections.map((entry) => (
                  <li key={entry.id} className="toc-sub">
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function DraftNotice({ lecture }: { lecture: LectureMeta }) {
  return (
    <div className="draft-notice">
      <h2>This lecture is being written</h2>
      <p>We are writing this lecture now and will publish it here when its derivations, figures and exercises are complete. It will cover:</p>
      <ul>
        {lecture.plannedTopics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </div>
  );
}

/** " / 8 of 12 practised" after the reading time, when the lecture has practice questions. */
function PracticeCountSuffix({ lecture }: { lecture: string }) {
  return practiceCounts[lecture] ? (
    <>
      <span aria-hidden="true"> / </span>
      <PracticeCount lecture={lecture} />
    </>
  ) : null;
}

/** A lecture: title, summary, what you will learn, table of contents, body, previous/next. */
export function LecturePage({ lecture, html }: { lecture: LectureMeta; html?: string }) {
  const published = lecture.status === 'published';
  return (
    <div className="lecture-layout">
      <article className="lecture-article" aria-labelledby="lecture-title">
        <header className="lecture-header">
          <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
            <Link to="/classes" className="hover:underline">
              Classes
            </Link>
            <span aria-hidden="true"> / </span>
            <span>{isLectureSlug(lecture.slug) ? `${lectureReadingMinutes[lecture.slug]} min read` : null}</span>
            {published ? <PracticeCountSuffix lecture={lecture.slug} /> : null}
          </p>
          <h1 id="lecture-title" className="page-title mt-2">
            {lecture.title}
          </h1>
          <p className="lead mt-4">{lecture.summary}</p>
          {published ? (
            <section className="outcomes" aria-labelledby="outcomes-title">
              <h2 id="outcomes-title">What you will learn</h2>
              <ul>
                {lecture.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </header>
        {published && lecture.toc.length > 0 ? (
          <details className="toc-mobile">
            <summary>On this page</summary>
            <nav aria-label="On this page">
              <GroupedTableOfContents toc={lecture.toc} />
            </nav>
          </details>
        ) : null}
        {published ? <LectureBody key={lecture.slug} slug={lecture.slug} html={html} /> : <DraftNotice lecture={lecture} />}
        {published ? <MarkComplete slug={lecture.slug} /> : null}
        <nav aria-label="Lectures" className="lecture-pager">
          {lecture.previous ? (
            <Link to={`/${lecture.previous.slug}`} prefetch="intent" className="pager-link" rel="prev">
              <span className="pager-label">Previous lecture</span>
              <span className="pager-title">{lecture.previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {lecture.next ? (
            <Link to={`/${lecture.next.slug}`} prefetch="intent" className="pager-link pager-next" rel="next">
              <span className="pager-label">Next lecture</span>
              <span className="pager-title">{lecture.next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
      {published && lecture.toc.length > 0 ? (
        <aside className="toc-side">
          <nav aria-label="On this page">
            <p className="toc-title">On this page</p>
            <TableOfContents toc={lecture.toc} />
          </nav>
        </aside>
      ) : null}
    </div>
  );
}
