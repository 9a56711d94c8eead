import { Fragment, memo, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * Slider and Choice re-render only when what they show changes. Views pass fresh closures
 * (`onChange={(k) => update(...)}`, `format={(v) => formatNumber(v)}`) and option arrays on every
 * render, which would defeat a plain memo; so the comparison ignores onChange (the control calls the
 * latest one through a ref), compares `format` by the text it prints, and options by content. A
 * radio group that re-renders has React set each input's name and type again, which invalidates
 * the page's radio groups: skipping it is most of a keystroke's DOM work in figures with radios.
 */
export function sameControlProps<
  P extends { value: unknown; onChange: unknown; format?: (value: never) => string; options?: readonly { value: string; label: string }[] },
>(before: P, after: P): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof P)[]);
  for (const key of keys) {
    if (key === 'onChange') continue;
    if (key === 'format') {
      const print = (props: P) => (props.format ? (props.format as (value: unknown) => string)(props.value) : String(props.value));
      if (print(before) !== print(after)) return false;
    } else if (key === 'options') {
      const text = (props: P) => props.options?.map((option) => `${option.value}\u0000${option.label}`).join('\u0001');
      if (text(before) !== text(after)) return false;
    } else if (!Object.is(before[key], after[key])) return false;
  }
  return true;
}

/** The latest value, for handlers of a memoised control (updated after each commit, before any event). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
  /** Shown but not in use (a setting the current choice ignores): it keeps its place, so nothing below moves. */
  disabled?: boolean;
}

/** The longest text a slider can print (by characters), over its bounds and up to 200 values between. */
export function widestSliderText(min: number, max: number, step: number, format: (value: number) => string): string {
  const count = Math.floor((max - min) / step + 1e-9);
  const every = Math.max(1, Math.ceil(count / 200));
  let widest = format(max);
  for (let index = 0; index <= count; index += every) {
    const text = format(min + index * step);
    if (text.length > widest.length) widest = text;
  }
  return widest;
}

/**
 * A labelled range input with its value printed beside it. The value's column is as wide as the
 * widest value the slider can print (a hidden copy of it shares the cell), so a value like
 * "1.85/νₘₐₓ" never wraps and the controls beside it do not shift as the value changes.
 */
export const Slider = memo(function Slider({ label, value, min, max, step, onChange, format = String, disabled }: SliderProps) {
  const id = useId();
  const latestOnChange = useLatest(onChange);
  const widest = widestSliderText(min, max, step, format);
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
        onChange={(event) => latestOnChange.current(Number(event.currentTarget.value))}
      />
      <output htmlFor={id}>{format(value)}</output>
      <span className="widget-slider-sizer" aria-hidden="true">
        {widest}
      </span>
    </div>
  );
}, sameControlProps);

interface ChoiceProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as radio buttons in a fieldset. */
export const Choice = memo(function Choice<T extends string>({ legend, options, value, onChange }: ChoiceProps<T>) {
  const name = useId();
  const latestOnChange = useLatest(onChange);
  return (
    <fieldset className="widget-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => latestOnChange.current(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}, sameControlProps) as <T extends string>(props: ChoiceProps<T>) => ReactNode;

/** A figure's own button (Step, Run, Snap to the best fit...). */
export function WidgetButton({ children, onClick, pressed, disabled }: { children: ReactNode; onClick: () => void; pressed?: boolean; disabled?: boolean }) {
  return (
    <button type="button" className="widget-button" aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A short line of numbers under the drawing (not a live region: the frame announces changes).
 * Either a sentence (`children`), or `items` joined by " · ": each item is kept on one line, so a
 * narrow column breaks the readout between items, never inside a number or a formula.
 */
export function Readout({ children, items }: { children?: ReactNode; items?: readonly string[] }) {
  if (!items) return <p className="widget-readout">{children}</p>;
  return (
    <p className="widget-readout">
      {items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <span className="widget-readout-item">{item}</span>
        </Fragment>
      ))}
    </p>
  );
}
