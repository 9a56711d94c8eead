/**
 * Scaled dot-product attention on a short sentence: the computation behind the "Attention heat map"
 * live figure of the transformers lecture. Each word of a small vocabulary has a hand-set query and
 * key in d_k = 2 dimensions; query i's weights over the keys j are softmax_j(q_i · k_j / (ϑ √d_k)),
 * where ϑ = 1 is the lecture's scaled dot-product attention, and under the causal mask the keys after
 * the query get weight 0. "the", "cat" and "sat" carry the queries and keys of the lecture's worked
 * example ("A worked example by hand"), which is the figure's first sentence.
 */
import { formatNumber } from '~/features/lectures/live-figures/kit/scale';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';
import { figureColours, type FigureTheme } from '../../../../../shared/figure-colours.ts';
import { palette } from '../../../../../shared/palette.ts';
import { softmaxRow } from '../../../../../figures/lib/attention.ts';

export type Vector2 = readonly [number, number];

/** A word's hand-set query (what it looks for) and key (what it offers). */
export interface WordVectors {
  query: Vector2;
  key: Vector2;
}

/** The dimension of the queries and keys: the scores are divided by √d_k. */
export const KEY_DIMENSION = 2;

/** The lecture's worked example: the queries and keys of "the", "cat" and "sat", its rows of Q and K. */
const DETERMINER: WordVectors = { query: [1, 0], key: [2, 0] };
const NOUN: WordVectors = { query: [0, 2], key: [0, 1] };
const VERB: WordVectors = { query: [1, 1], key: [1, 1] };

/**
 * The words the figure knows: the worked example's three, and words of the same kind that share
 * their vectors, and "on". A word has one query and one key wherever it stands, so two equal words
 * get equal rows and equal columns: attention without positional information cannot tell the two
 * "the" of a sentence apart.
 */
export const VOCABULARY: Readonly<Record<string, WordVectors>> = {
  the: DETERMINER,
  a: DETERMINER,
  cat: NOUN,
  dog: NOUN,
  mat: NOUN,
  sat: VERB,
  ran: VERB,
  chased: VERB,
  on: { query: [0, 1], key: [1, 0] },
};

export const KNOWN_WORDS = Object.keys(VOCABULARY);

/** A sentence holds 2 to 6 tokens: enough to see a pattern, few enough that each cell's number is legible on a phone. */
export const TOKEN_RANGE = [2, 6] as const;

/**
 * The temperature ϑ's steps (the slider moves along them): 1 is plain scaled dot-product attention,
 * and 1/√2 = 1/√d_k cancels the scaling, so it shows the softmax of the raw scores q·k.
 */
export const TEMPERATURE_STEPS = [0.05, 0.1, 0.2, 0.3, 0.5, Math.SQRT1_2, 1, 1.5, 2, 3, 5, 10, 20] as const;

/** The temperature as the figure prints it: 1/√2 by name, the others to two decimals at most. */
export function temperatureText(temperature: number): string {
  return temperature === Math.SQRT1_2 ? '1/√2' : formatNumber(temperature);
}

/** The example sentences the learner picks from; the first is the lecture's worked example. */
export const EXAMPLE_SENTENCES = [
  { label: 'the cat sat (worked example)', tokens: ['the', 'cat', 'sat'] },
  { label: 'the cat sat on the mat', tokens: ['the', 'cat', 'sat', 'on', 'the', 'mat'] },
  { label: 'the dog chased a cat', tokens: ['the', 'dog', 'chased', 'a', 'cat'] },
  { label: 'a dog ran', tokens: ['a', 'dog', 'ran'] },
] as const;

export interface AttentionState {
  /** The sentence, one word of the vocabulary per token. */
  tokens: string[];
  /** ϑ: the scores are divided by ϑ√d_k before the softmax (the lecture's temperature; τ is the site's decision threshold). */
  temperature: number;
  /** Each query sees only the keys up to its own position (the upper triangle is 0). */
  causal: boolean;
  /** The query row the readout describes (0-based). */
  query: number;
}

/** The scaled scores q_i · k_j / √d_k, queries by rows and keys by columns. */
export function scaledScores(queries: readonly Vector2[], keys: readonly Vector2[]): number[][] {
  const scale = Math.sqrt(KEY_DIMENSION);
  return queries.map((q) => keys.map((k) => (q[0] * k[0] + q[1] * k[1]) / scale));
}

/** The attention weights: row i is query i's softmax over the keys (only keys j ≤ i under the causal mask); each row sums to 1. */
export function attentionWeights(queries: readonly Vector2[], keys: readonly Vector2[], temperature: number, causal: boolean): number[][] {
  return scaledScores(queries, keys).map((row, i) => softmaxRow(row, temperature, causal ? i + 1 : row.length));
}

/** The queries and keys of a sentence's tokens, from the vocabulary. */
export function vectorsOf(tokens: readonly string[]): { queries: Vector2[]; keys: Vector2[] } {
  return { queries: tokens.map((token) => VOCABULARY[token].query), keys: tokens.map((token) => VOCABULARY[token].key) };
}

/** The weights the figure draws for a state. */
export function weightsOf(state: AttentionState): number[][] {
  const { queries, keys } = vectorsOf(state.tokens);
  return attentionWeights(queries, keys, state.temperature, state.causal);
}

/** The keys a query row weighs most: one, or every key that ties with it (equal words give equal weights). */
export function strongestKeys(row: readonly number[]): number[] {
  const largest = Math.max(...row);
  return row.flatMap((weight, j) => (largest - weight <= 1e-12 ? [j] : []));
}

/**
 * How far each theme's heat map goes from the backing towards blue at weight 1, so that the ink of
 * a cell's number keeps 4.5:1 against every cell: white to 75% blue leaves 4.79:1 (78% is the limit),
 * the dark slate to 90% blue 4.79:1 (95% is the limit). The model's test checks every step.
 */
export const HEAT_RAMP: Record<FigureTheme, { hue: string; most: number }> = {
  light: { hue: palette.blue, most: 0.75 },
  dark: { hue: palette.blue, most: 0.9 },
};

/** A weight's cell colour: the theme's backing mixed towards blue in proportion to the weight (sRGB bytes). */
export function heatColour(theme: FigureTheme, weight: number): string {
  const { hue, most } = HEAT_RAMP[theme];
  const share = Math.min(1, Math.max(0, weight)) * most;
  const bytes = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [from, to] = [bytes(figureColours[theme].paper), bytes(hue)];
  return `#${from
    .map((value, c) =>
      Math.round(value + (to[c] - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A token as the words print it: in quotes, with its position when the word occurs more than once. */
export function tokenName(tokens: readonly string[], index: number): string {
  const word = tokens[index];
  const repeated = tokens.indexOf(word) !== tokens.lastIndexOf(word);
  return repeated ? `‘${word}’ (${index + 1})` : `‘${word}’`;
}

/** "‘cat’ attends most to ‘sat’ (0.65)", naming every key that shares the largest weight. */
export function attendsMost(tokens: readonly string[], weights: readonly (readonly number[])[], query: number): string {
  const row = weights[query];
  const most = strongestKeys(row);
  const names = most.map((j) => tokenName(tokens, j));
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${tokenName(tokens, query)} attends most to ${listed} (${formatNumber(row[most[0]])}${most.length > 1 ? ' each' : ''})`;
}

/**
 * A sentence the learner typed, read into tokens: lower case, split on anything that is not a
 * letter. An error in words when a word is not in the vocabulary or the length is out of range.
 */
export function readSentence(text: string): { tokens: string[] } | { error: string } {
  const tokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const unknown = tokens.find((token) => !Object.hasOwn(VOCABULARY, token));
  if (unknown !== undefined) return { error: `“${unknown}” is not a word this figure knows.` };
  if (tokens.length < TOKEN_RANGE[0]) return { error: `Write at least ${TOKEN_RANGE[0]} words.` };
  if (tokens.length > TOKEN_RANGE[1]) return { error: `Write at most ${TOKEN_RANGE[1]} words.` };
  return { tokens };
}

export function initialState(): AttentionState {
  return { tokens: [...EXAMPLE_SENTENCES[0].tokens], temperature: 1, causal: false, query: 0 };
}

/** A state from a shared link, or null unless every field is one the figure can draw. */
export function parseState(value: unknown): AttentionState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tokens, temperature, causal, query } = value as Record<string, unknown>;
  if (!Array.isArray(tokens) || tokens.length < TOKEN_RANGE[0] || tokens.length > TOKEN_RANGE[1]) return null;
  if (!tokens.every((token) => typeof token === 'string' && Object.hasOwn(VOCABULARY, token))) return null;
  if (!TEMPERATURE_STEPS.some((step) => step === temperature)) return null;
  if (typeof causal !== 'boolean') return null;
  if (!Number.isInteger(query) || !finiteIn(query, 0, tokens.length - 1)) return null;
  return { tokens: tokens as string[], temperature: temperature as number, causal, query: query as number };
}
