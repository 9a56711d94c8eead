/** Types of the virtual modules that content/pipeline/vite-plugin-lectures.ts provides. */
declare module 'virtual:lecture-data' {
  import type { LectureMeta } from '~/features/lectures/lecture-types';
  /** Every lecture's metadata by slug (server build only: import it from a loader). */
  export const lectures: Record<string, LectureMeta>;
}

declare module 'virtual:lecture-body' {
  /** The body HTML while prerendering, its far blocks deferred (content/pipeline/defer-body.ts); undefined in the browser. */
  export function getPrerenderedBody(slug: string): string | undefined;
  /** Loads the body HTML (a small lazy chunk in the browser). */
  export function loadLectureBody(slug: string): Promise<string>;
}
