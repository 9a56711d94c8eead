import 'katex/dist/katex.min.css';
import '~/lecture.css';
import { ReviewPage } from '~/features/review/review-page';
import type { Route } from './+types/review';

export const meta: Route.MetaFunction = () => [
  { title: 'Review · ML Classes' },
  { name: 'description', content: 'The practice questions due for review today, by spaced repetition, and your progress file.' },
];

export default function Review() {
  return <ReviewPage />;
}
