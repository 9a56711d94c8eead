import { SearchPage } from '~/features/search/search-page';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = () => [
  { title: 'Search · ML Classes' },
  { name: 'description', content: 'Search every lecture section, formula and class of ML Classes.' },
];

export default function Search() {
  return <SearchPage />;
}
