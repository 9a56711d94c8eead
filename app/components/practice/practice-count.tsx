import { practiceCounts } from 'virtual:practice-counts';
import { usePracticeProgress } from '~/hooks/use-practice-progress';
import { practisedCount } from '~/lib/practice-progress';

/**
 * "8 of 12 practised" for a lecture: its questions answered at least once in this browser. The page
 * is prerendered with 0 (there is no progress at build time) and the number follows after hydration;
 * a lecture without questions shows nothing.
 */
export function PracticeCount({ lecture, className }: { lecture: string; className?: string }) {
  const progress = usePracticeProgress();
  const total = practiceCounts[lecture] ?? 0;
  if (total === 0) return null;
  return (
    <span className={className} data-practice-count={lecture}>
      {Math.min(total, practisedCount(progress, lecture))} of {total} practised
    </span>
  );
}
