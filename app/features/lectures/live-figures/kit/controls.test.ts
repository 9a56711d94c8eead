import { describe, expect, it } from 'vitest';
import { sameControlProps, widestSliderText } from '~/features/lectures/live-figures/kit/controls';

const slider = (value: number, format?: (value: number) => string) => ({ label: 'k', value, min: 1, max: 9, step: 2, onChange: () => {}, format });
const choice = (value: string, labels = ['L1', 'L2']) => ({
  legend: 'Distance',
  value,
  onChange: () => {},
  options: labels.map((label) => ({ value: label, label })),
});

describe('a memoised control', () => {
  it('skips a render whose only news is a fresh onChange, a fresh format printing the same text, or an equal options array', () => {
    expect(sameControlProps(slider(3), slider(3))).toBe(true);
    expect(
      sameControlProps(
        slider(0.123, (v) => v.toFixed(2)),
        slider(0.123, (v) => v.toFixed(2)),
      ),
    ).toBe(true);
    expect(sameControlProps(choice('L1'), choice('L1'))).toBe(true);
  });

  it('renders when what it shows changes: the value, its printed text, a bound, or an option', () => {
    expect(sameControlProps(slider(3), slider(5))).toBe(false);
    expect(
      sameControlProps(
        slider(0.5, (v) => v.toFixed(1)),
        slider(0.5, (v) => v.toFixed(2)),
      ),
    ).toBe(false);
    expect(sameControlProps(slider(3), { ...slider(3), max: 11 })).toBe(false);
    expect(sameControlProps(choice('L1'), choice('L2'))).toBe(false);
    expect(sameControlProps(choice('L1'), choice('L1', ['L1', 'L∞']))).toBe(false);
  });
});

describe('a slider’s value column', () => {
  it('is sized for the longest text the slider can print, wherever in its range that is', () => {
    expect(widestSliderText(0.05, 2.3, 0.05, (rate) => `${Number(rate.toFixed(2))}/νₘₐₓ`)).toBe('0.05/νₘₐₓ');
    expect(widestSliderText(1, 50, 1, String)).toBe('50');
    expect(widestSliderText(-0.9, 0.9, 0.05, (value) => value.toFixed(2))).toBe('-0.90');
  });
});
