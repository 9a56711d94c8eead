/**
 * Every lecture page (one route per lecture in app/routes.ts). The loader runs at build time and
 * gives the page its metadata; the body HTML is prerendered into the page and, on client-side
 * navigation, loaded as a small chunk by the clientLoader.
 */
import 'katex/dist/katex.min.css';
import '~/lecture.css';
import { lectures } from 'virtual:lecture-data';
import { loadLectureBody } from 'virtual:lecture-body';
import { LecturePage } from '~/features/lectures/lecture-page';
import type { Route } from './+types/lecture';

function slugOf(url: string): string {
  return new URL(url).pathname.replace(/^\/+|\/+$/g, '');
}

export async function loader({ request }: Route.LoaderArgs) {
  const lecture = lectures[slugOf(request.url)];
  if (!lecture) throw new Response('Lecture not found', { status: 404 });
  return { lecture };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data, html] = await Promise.all([serverLoader(), loadLectureBody(slugOf(request.url))]);
  return { ...data, html };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.lecture.title} · ML Classes` }, { name: 'description', content: data.lecture.summary }] : [];

export default function Lecture({ loaderData }: Route.ComponentProps) {
  const html = 'html' in loaderData ? (loaderData.html as string) : undefined;
  return <LecturePage key={loaderData.lecture.slug} lecture={loaderData.lecture} html={html} />;
}
