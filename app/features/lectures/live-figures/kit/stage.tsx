import { memo, type ReactNode } from 'react';
import { useFigureColours } from '~/features/lectures/live-figures/kit/theme';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * The drawing of a live figure, `width` × `height` in drawing units, scaled to the column, on the
 * backing of the theme it is drawn in (`data-figure-theme` says which). At build time it is the
 * whole poster (an SVG document with a title); in the browser it sits in a box of the poster's
 * shape, so the live figure takes exactly the poster's space.
 */
export function Stage({ width, height, label, children }: { width: number; height: number; label: string; children: ReactNode }) {
  const { poster, title, theme = 'light' } = useWidgetRendering();
  const colours = useFigureColours();
  const backing = <rect x={0} y={0} width={width} height={height} rx={8} fill={colours.paper} />;
  if (poster) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" fontFamily={FONT_FAMILY}>
        <title>{title}</title>
        {backing}
        {children}
      </svg>
    );
  }
  return (
    <div className="widget-stage" style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" role="group" aria-label={label} fontFamily={FONT_FAMILY} data-figure-theme={theme}>
        {backing}
        {children}
      </svg>
    </div>
  );
}

/** The plot's box: where the axes sit inside the stage. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Axes with round ticks along the bottom and left of `box`. Memoised: a figure's axes rarely change,
 * and a keystroke that moves one point should not rebuild dozens of tick marks.
 */
export const Axes = memo(function Axes({
  box,
  x,
  y,
  xLabel,
  yLabel,
  format = String,
}: {
  box: PlotBox;
  x: { (value: number): number; ticks(count?: number): number[] };
  y: { (value: number): number; ticks(count?: number): number[] };
  xLabel?: string;
  yLabel?: string;
  format?: (value: number) => string;
}) {
  const colours = useFigureColours();
  const bottom = box.top + box.height;
  const right = box.left + box.width;
  return (
    <g fontSize={13} fill={colours.ink} aria-hidden="true">
      <rect x={box.left} y={box.top} width={box.width} height={box.height} fill="none" stroke={colours.rule} />
      {x.ticks(6).map((tick) => (
        <g key={`x${tick}`}>
          <line x1={x(tick)} x2={x(tick)} y1={bottom} y2={bottom + 5} stroke={colours.muted} />
          <text x={x(tick)} y={bottom + 19} textAnchor="middle">
            {format(tick)}
          </text>
        </g>
      ))}
      {y.ticks(5).map((tick) => (
        <g key={`y${tick}`}>
          <line x1={box.left - 5} x2={box.left} y1={y(tick)} y2={y(tick)} stroke={colours.muted} />
          <text x={box.left - 8} y={y(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {xLabel ? (
        <text x={(box.left + right) / 2} y={bottom + 38} textAnchor="middle">
          {xLabel}
        </text>
      ) : null}
      {yLabel ? (
        <text x={box.left - 38} y={box.top + box.height / 2} textAnchor="middle" transform={`rotate(-90 ${box.left - 38} ${box.top + box.height / 2})`}>
          {yLabel}
        </text>
      ) : null}
    </g>
  );
});
