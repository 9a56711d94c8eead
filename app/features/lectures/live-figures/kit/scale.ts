/** A linear map from data values to drawing coordinates and back (d3's scaleLinear, the part we use). */
export interface LinearScale {
  (value: number): number;
  invert(position: number): number;
  domain: readonly [number, number];
  range: readonly [number, number];
  ticks(count?: number): number[];
}

export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const slope = (r1 - r0) / (d1 - d0);
  const scale = ((value: number) => r0 + (value - d0) * slope) as LinearScale;
  scale.invert = (position: number) => d0 + (position - r0) / slope;
  scale.domain = domain;
  scale.range = range;
  scale.ticks = (count = 5) => niceTicks(Math.min(d0, d1), Math.max(d0, d1), count);
  return scale;
}

/** Round tick values (1, 2 or 5 times a power of ten apart) covering [low, high]. */
export function niceTicks(low: number, high: number, count: number): number[] {
  const raw = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = Math.ceil(low / step) * step; value <= high + step * 1e-9; value += step) ticks.push(Number(value.toFixed(10)));
  return ticks;
}

/** A number as the figures print it: at most `digits` decimals, no trailing zeros, a true minus sign. */
export function formatNumber(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return text.replace('-', '−');
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
