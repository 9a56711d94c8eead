/**
 * /glossary: every term the lectures teach, generated from content/glossary. Its entries are static
 * HTML made at build time (math typeset by KaTeX), written into the prerendered page and loaded as
 * one chunk only on a client-side navigation, so neither the entries nor KaTeX are in the page's
 * JavaScript (docs/decisions/001-lecture-bodies-as-static-html.md).
 */
import 'katex/dist/katex.min.css';
import '~/glossary.css';
import { loadBody } from 'virtual:glossary-body';
import { GlossaryPage } from '~/features/glossary/glossary-page';
import { glossaryTermCount } from '~/features/glossary/glossary-data.server';
import type { Route } from './+types/glossary';

export const meta: Route.MetaFunction = () => [
  { title: 'Glossary · ML Classes' },
  { name: 'description', content: 'Every term the lectures teach, A to Z: a short definition, its formula, its other names and the section that teaches it.' },
];

export function loader() {
  return { count: glossaryTermCount() };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data, html] = await Promise.all([serverLoader(), loadBody()]);
  return { ...data, html };
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const html = 'html' in loaderData ? (loaderData.html as string) : undefined;
  return <GlossaryPage count={loaderData.count} html={html} />;
}
