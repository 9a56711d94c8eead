import { practiceCounts } from 'virtual:practice-counts';
import { useEffect, useRef, useState } from 'react';
import { PracticeCount } from '~/components/practice/practice-count';
import { Link } from 'react-router';
import { LectureBody } from '~/features/lectures/lecture-body';
import { GroupedContents, SideContents } from '~/features/lectures/lecture-contents';
import { MarkComplete } from '~/features/lectures/mark-complete';
import type { LectureMeta } from '~/features/lectures/lecture-types';
import { createSectionTracker } from '~/features/lectures/section-in-view';
import { readReadingPosition, writeReadingPosition } from '~/lib/reading-position';
import { isLectureSlug, lectureReadingMinutes } from '../../../content/lectures.ts';

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
  const [tracker] = useState(createSectionTracker);
  const article = useRef<HTMLElement>(null);

  // The section in view, for the contents (which follow it) and as the learner's reading position.
  // The page is keyed by its lecture (routes/lecture.tsx), so this runs once per lecture.
  useEffect(() => {
    if (!article.current || !published) return;
    const { slug, title, toc } = lecture;
    const stop = tracker.start(
      article.current,
      toc.map((entry) => entry.id),
    );
    const unsubscribe = tracker.subscribe(() => {
      const entry = toc.find(({ id }) => id === tracker.current());
      const stored = readReadingPosition();
      if (!entry || !isLectureSlug(slug) || (stored?.lecture === slug && stored.section === entry.id)) return;
      writeReadingPosition({ lecture: slug, lectureTitle: title, section: entry.id, sectionTitle: entry.text });
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [tracker, lecture, published]);

  return (
    <div className="lecture-layout">
      {/* How far through the lecture the learner is, drawn by the browser from the scroll position
          (a scroll-driven animation in app/lecture.css): decorative, and no script runs on scroll. */}
      {published ? <div className="reading-progress" aria-hidden="true" /> : null}
      <article ref={article} className="lecture-article" aria-labelledby="lecture-title">
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
            <GroupedContents toc={lecture.toc} tracker={tracker} />
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
          <SideContents toc={lecture.toc} tracker={tracker} />
        </aside>
      ) : null}
    </div>
  );
}
