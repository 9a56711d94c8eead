/**
 * The components a lecture may use in MDX. They render to static HTML at build time, so they
 * hold no state; interactive behaviour is attached by the lecture page in the browser.
 *
 *   <Figure name="kmeans-iterations" alt="..." caption="..." />   public/media/kmeans-iterations.svg
 *   <Figure name="margin-diagram" inline alt="..." caption="..." /> the SVG markup inlined in the page
 *   <Note title="Why squared loss?">...</Note>                     an aside
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { LectureBuildError, type FigureUse } from './lecture-build.ts';

interface FigureProps {
  /** The figure's file name in public/media without ".svg". */
  name: string;
  /** What the figure shows, for readers who cannot see it. */
  alt: string;
  /** What to notice in the figure. */
  caption: ReactNode;
  /** Inline the SVG markup into the page instead of loading it as an image. */
  inline?: boolean;
}

function readSvgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Builds the MDX component map for one lecture; `figures` collects the figures it uses. */
export function createLectureComponents(options: { file: string; mediaDir: string; figures: FigureUse[] }) {
  const { file, mediaDir, figures } = options;

  function Figure({ name, alt, caption, inline = false }: FigureProps) {
    const path = join(mediaDir, `${name}.svg`);
    if (!/^[a-z0-9-]+$/.test(name ?? '')) throw new LectureBuildError(file, undefined, `<Figure name="${name}"> must be kebab-case`);
    if (!existsSync(path)) throw new LectureBuildError(file, undefined, `figure public/media/${name}.svg is missing (run npm run figures)`);
    if (!alt || alt.trim().length < 10) throw new LectureBuildError(file, undefined, `<Figure name="${name}"> needs alt text that describes it`);
    const svg = readFileSync(path, 'utf8');
    const size = readSvgSize(svg);
    if (!size) throw new LectureBuildError(file, undefined, `public/media/${name}.svg has no width and height on its <svg>`);
    const src = `/media/${name}.svg`;
    figures.push({ name, src, alt, ...size });
    return (
      <figure className="lecture-figure">
        {inline ? (
          <div
            className="lecture-figure-inline"
            role="img"
            aria-label={alt}
            // The SVG is our own build output (figures/*.ts), not user input.
            // The wrapper is the image (role and label); the SVG inside is its drawing only.
            dangerouslySetInnerHTML={{
              __html: svg
                .replace(/<\?xml[^>]*>/, '')
                .replace(/<title>[\s\S]*?<\/title>/, '')
                .replace(/<svg\b([^>]*?)\s+role="img"/, '<svg$1')
                .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"'),
            }}
          />
        ) : (
          <img src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
        )}
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }

  function Note({ title, children }: { title?: string; children: ReactNode }) {
    return (
      <aside className="lecture-note">
        {title ? <p className="lecture-note-title">{title}</p> : null}
        {children}
      </aside>
    );
  }

  return { Figure, Note };
}
