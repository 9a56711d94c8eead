import { useLayoutEffect, useRef } from 'react';
import type { PlotBox } from '~/features/lectures/live-figures/kit/stage';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

/**
 * A dense field (decision regions, a density) under a figure's marks: `columns` × `rows` RGBA
 * pixels stretched over `box`. In the browser a canvas draws it, so thousands of cells cost one
 * putImageData instead of thousands of SVG nodes; in the poster the same pixels become a PNG image.
 */
export function FieldLayer({ box, columns, rows, pixels }: { box: PlotBox; columns: number; rows: number; pixels: Uint8ClampedArray }) {
  const { poster, encodePng } = useWidgetRendering();
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) context.putImageData(new ImageData(new Uint8ClampedArray(pixels), columns, rows), 0, 0);
  }, [pixels, columns, rows]);
  if (poster) {
    if (!encodePng) throw new Error('FieldLayer needs encodePng to render a poster');
    return (
      <image
        href={encodePng(columns, rows, pixels)}
        x={box.left}
        y={box.top}
        width={box.width}
        height={box.height}
        preserveAspectRatio="none"
        style={{ imageRendering: 'pixelated' }}
      />
    );
  }
  return (
    <foreignObject x={box.left} y={box.top} width={box.width} height={box.height} aria-hidden="true">
      <canvas ref={canvas} width={columns} height={rows} style={{ display: 'block', width: '100%', height: '100%', imageRendering: 'pixelated' }} />
    </foreignObject>
  );
}

/** A colour as RGBA bytes, `alpha` from 0 to 1: for filling a field's pixels. */
export function rgba(hex: string, alpha = 1): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, Math.round(alpha * 255)];
}
