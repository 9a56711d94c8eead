import { Link } from 'react-router';
import { useReadingPosition } from '~/hooks/use-reading-position';
import { readingPositionHref } from '~/lib/reading-position';

/**
 * "Continue: <lecture> › <section>", a link to where the learner last read, or nothing for a new
 * visitor. The page is prerendered without it (the position is in this browser only), so it
 * appears after hydration inside a box of fixed height that the page always keeps for it
 * (`className` sizes it): it never moves what is already on the screen. The link's text is cut
 * after two lines to fit that box; its accessible name stays whole.
 */
export function ContinueReading({ className }: { className: string }) {
  const position = useReadingPosition();
  return (
    <div className={className} data-continue-reading="">
      {position ? (
        <Link to={readingPositionHref(position)} prefetch="intent" className="continue-reading">
          <span className="font-semibold">Continue:</span> {position.lectureTitle} › {position.sectionTitle}
        </Link>
      ) : null}
    </div>
  );
}
