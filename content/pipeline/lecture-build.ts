/**
 * What the lecture build reports, shared by the compiler (compile-lecture.ts) and the MDX
 * components it renders with (lecture-components.tsx), so neither imports the other for it.
 */

/** A build error that names the file and line, so the author can go straight to it. */
export class LectureBuildError extends Error {
  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line ? `:${line}` : ''}: ${message}`);
    this.name = 'LectureBuildError';
  }
}

/** A figure used by a lecture, as the build checked it. */
export interface FigureUse {
  name: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}
