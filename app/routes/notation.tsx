/**
 * /notation: the site's symbols and their meanings, generated from content/notation.ts. The loader
 * runs at prerender, so the typeset symbols are in the HTML and KaTeX stays on the server.
 */
import 'katex/dist/katex.min.css';
import { NotationPage } from '~/features/notation/notation-page';
import { notationSections } from '~/features/notation/notation-table.server';
import type { Route } from './+types/notation';

export const meta: Route.MetaFunction = () => [
  { title: 'Notation · ML Classes' },
  { name: 'description', content: 'Every symbol the lectures share, with its one meaning and the lectures that use it.' },
];

export function loader() {
  return { sections: notationSections() };
}

export default function Notation({ loaderData }: Route.ComponentProps) {
  return <NotationPage sections={loaderData.sections} />;
}
