import { useId, type ReactNode } from 'react';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

/**
 * The controls under a live figure's drawing, followed by the actions every figure has: Reset,
 * "Link to this setup" and "Ask the tutor about this figure". Nothing in the poster: it is a picture.
 * Its height is reserved in the page before the figure loads (catalogue.ts, `controlsRem`).
 */
export function ControlPanel({ children }: { children?: ReactNode }) {
  const { poster, actions } = useWidgetRendering();
  if (poster) return null;
  return (
    <div className="widget-controls">
      {children ? <div className="widget-control-row">{children}</div> : null}
      {actions ? (
        <div className="widget-actions">
          <button type="button" className="widget-action" data-widget-reset="" onClick={actions.reset}>
            Reset
          </button>
          <button type="button" className="widget-action" onClick={actions.link}>
            Link to this setup
          </button>
          <button type="button" className="widget-action" onClick={actions.ask}>
            Ask the tutor about this figure
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A labelled range input with its value printed beside it. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  format = String,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
  /** Shown but not in use (a setting the current choice ignores): it keeps its place, so nothing below moves. */
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="widget-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <output htmlFor={id}>{format(value)}</output>
    </div>
  );
}

/** One choice among a few, as radio buttons in a fieldset. */
export function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="widget-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A figure's own button (Step, Run, Snap to the best fit...). */
export function WidgetButton({ children, onClick, pressed, disabled }: { children: ReactNode; onClick: () => void; pressed?: boolean; disabled?: boolean }) {
  return (
    <button type="button" className="widget-button" aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/** A short line of numbers under the drawing (not a live region: the frame announces changes). */
export function Readout({ children }: { children: ReactNode }) {
  return <p className="widget-readout">{children}</p>;
}
