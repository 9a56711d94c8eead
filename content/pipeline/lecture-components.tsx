/**
 * The components a lecture may use in MDX. They render to static HTML at build time, so they
 * hold no state; interactive behaviour is attached by the lecture page in the browser.
 *
 *   <Figure name="kmeans-iterations" alt="..." caption="..." />   public/media/kmeans-iterations.svg, and its
 *                                                                   dark variant kmeans-iterations.dark.svg
 *   <Figure name="margin-diagram" inline alt="..." caption="..." /> the SVG markup inlined in the page
 *   <LiveFigure name="least-squares" alt="..." caption="..." />   a live figure (app/features/lectures/live-figures),
 *                                                                   its posters public/media/live-least-squares.svg
 *                                                                   and live-least-squares-dark.svg (the dark theme's)
 *   <Note title="Why squared loss?">...</Note>                     an aside
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CSSProperties, ReactNode } from 'react';
import { darkPosterName, isWidgetName, posterName, widgetCatalogue } from '../live-figures.ts';
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

/** A lecture's slug is its file name: content/lectures/<slug>.mdx. */
const slugOf = (file: string) => basename(file).replace(/\.mdx$/, '');

/** The figure's own title (the SVG's <title>), for the name of its Enlarge button. */
function readSvgTitle(svg: string): string | undefined {
  const title = /<title>([\s\S]*?)<\/title>/.exec(svg)?.[1];
  return title
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Opens the figure full screen (app/features/lectures/figure-dialog.ts, by delegation from the
 * lecture body). Static HTML, shown only with JavaScript (the .js class): without it the figure
 * stays as it is.
 */
function EnlargeButton({ title }: { title: string }) {
  return (
    <button type="button" className="figure-enlarge" data-enlarge-figure="" aria-label={`Enlarge figure: ${title}`}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span>Enlarge</span>
    </button>
  );
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
    // The dark variant (figures/run.ts) is shown instead under the site's dark theme (the .dark class,
    // app/lecture.css); a lazy <img> that is not displayed is not fetched, so each reader loads one.
    const darkSrc = existsSync(join(mediaDir, `${name}.dark.svg`)) ? `/media/${name}.dark.svg` : undefined;
    const title = readSvgTitle(svg) ?? alt;
    return (
      <figure className="lecture-figure" id={`figure-${name}`}>
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
          <div className="figure-frame">
            <img className={darkSrc ? 'figure-light' : undefined} src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
            {darkSrc ? <img className="figure-dark" src={darkSrc} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" /> : null}
            <EnlargeButton title={title} />
          </div>
        )}
        {inline ? <EnlargeButton title={title} /> : null}
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }

  /**
   * A live figure: the markup contract of docs/architecture.md ("Live figures"). The poster sits in a
   * box of its own shape, and the controls' height is reserved under it, so the live figure that
   * replaces both in the browser does not move the page. The live region is here, in the HTML, so
   * screen readers know it before it first speaks.
   */
  function LiveFigure({ name, alt, caption }: Omit<FigureProps, 'inline'>) {
    if (!isWidgetName(name)) throw new LectureBuildError(file, undefined, `<LiveFigure name="${name}"> is not in content/live-figures.ts`);
    if (widgetCatalogue[name].lecture !== slugOf(file))
      throw new LectureBuildError(file, undefined, `<LiveFigure name="${name}"> belongs to the lecture ${widgetCatalogue[name].lecture} (catalogue.ts)`);
    if (!alt || alt.trim().length < 10) throw new LectureBuildError(file, undefined, `<LiveFigure name="${name}"> needs alt text that describes its poster`);
    const poster = posterName(name);
    const path = join(mediaDir, `${poster}.svg`);
    if (!existsSync(path)) throw new LectureBuildError(file, undefined, `the poster public/media/${poster}.svg is missing (run npm run figures)`);
    const size = readSvgSize(readFileSync(path, 'utf8'));
    if (!size) throw new LectureBuildError(file, undefined, `public/media/${poster}.svg has no width and height on its <svg>`);
    const src = `/media/${poster}.svg`;
    const darkPoster = darkPosterName(name);
    if (!existsSync(join(mediaDir, `${darkPoster}.svg`)))
      throw new LectureBuildError(file, undefined, `the dark theme's poster public/media/${darkPoster}.svg is missing (run npm run figures)`);
    figures.push({ name: poster, src, alt, ...size });
    const { narrow, wide } = widgetCatalogue[name].controlsRem;
    return (
      <figure
        className="lecture-figure live-figure"
        id={`live-${name}`}
        data-widget={name}
        style={{ '--controls-narrow': `${narrow}rem`, '--controls-wide': `${wide}rem` } as CSSProperties}
      >
        <div className="widget-body" data-widget-body="">
          <div className="widget-stage" style={{ aspectRatio: `${size.width} / ${size.height}`, maxWidth: size.width }}>
            {/* One poster per theme; the page's theme shows one (lecture.css), and a lazy image that is not shown is not fetched. */}
            <img className="widget-poster-light" src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
            <img
              className="widget-poster-dark"
              src={`/media/${darkPoster}.svg`}
              alt={alt}
              width={size.width}
              height={size.height}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className="widget-controls">
            <noscript>
              <p className="widget-readout">With JavaScript on, this figure is live: you can move it and watch the numbers change.</p>
            </noscript>
          </div>
        </div>
        <p className="sr-only" aria-live="polite" data-widget-status="" />
        <EnlargeButton title={widgetCatalogue[name].title} />
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

  /**
   * A question-bank entry's "also asked as" phrasings: data for the tutor's matching (collected by
   * rehypeCollectOutline), never shown on the page.
   */
  function AlsoAsked(): ReactNode {
    return null;
  }

  return { Figure, LiveFigure, Note, AlsoAsked };
}
