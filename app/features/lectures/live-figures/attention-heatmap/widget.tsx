import { memo, useId, useState, type FormEvent } from 'react';
import {
  ControlPanel,
  Readout,
  Slider,
  Stage,
  useFigureColours,
  useWidgetRendering,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  attendsMost,
  EXAMPLE_SENTENCES,
  heatColour,
  initialState,
  KEY_DIMENSION,
  KNOWN_WORDS,
  parseState,
  readSentence,
  strongestKeys,
  TEMPERATURE_STEPS,
  temperatureText,
  weightsOf,
  type AttentionState,
} from '~/features/lectures/live-figures/attention-heatmap/model';

const WIDTH = 500;
const HEIGHT = 484;
/** The heat map: a square whatever the sentence's length, so the drawing keeps the poster's shape. */
const grid = { left: 92, top: 78, size: 336 };
const legend = { left: 446, width: 14 };
const FONT = 16;

function describe(state: AttentionState): string {
  const weights = weightsOf(state);
  const rows = state.tokens.map((_, i) => attendsMost(state.tokens, weights, i));
  return (
    `sentence “${state.tokens.join(' ')}”, ϑ = ${temperatureText(state.temperature)}${temperatureNote(state.temperature)}, ` +
    `${state.causal ? 'causal mask on (each token sees only itself and the tokens before it)' : 'no mask'}; ` +
    `each row of weights sums to 1: ${rows.join('; ')}`
  );
}

/** What the two special temperatures mean. */
const temperatureNote = (temperature: number) =>
  temperature === 1
    ? ' (plain scaled dot-product attention)'
    : temperature === Math.SQRT1_2
      ? ' (cancels the √d_k scaling: the softmax of the raw scores)'
      : '';

/** Which example the sentence is, as the select's value, or "own" for one the learner typed. */
const exampleOf = (tokens: readonly string[]) => {
  const index = EXAMPLE_SENTENCES.findIndex((example) => example.tokens.join(' ') === tokens.join(' '));
  return index < 0 ? 'own' : String(index);
};

function AttentionHeatmapView({ state, update }: WidgetViewProps<AttentionState>) {
  const colours = useFigureColours();
  const { theme = 'light' } = useWidgetRendering();
  const { tokens, query, causal } = state;
  const n = tokens.length;
  const cell = grid.size / n;
  const weights = weightsOf(state);
  const most = new Set(strongestKeys(weights[query]));
  // Long words in five or six columns would touch: every other column label sits a line higher.
  const staggered = n >= 5;
  const columnLabelY = (j: number) => grid.top - 10 - (staggered && j % 2 === 0 ? 20 : 0);
  const bottom = grid.top + grid.size;

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label={`Attention weights of “${tokens.join(' ')}” as a heat map: one row per query, one column per key, a deeper blue for a larger weight`}
      >
        <g aria-hidden="true" fontSize={FONT} fill={colours.ink}>
          <text x={grid.left + grid.size / 2} y={staggered ? 22 : 32} textAnchor="middle" fill={colours.note}>
            keys
          </text>
          <text x={18} y={grid.top + grid.size / 2} textAnchor="middle" fill={colours.note} transform={`rotate(-90 18 ${grid.top + grid.size / 2})`}>
            queries
          </text>
          {tokens.map((token, j) => (
            <text key={`k${j}`} x={grid.left + (j + 0.5) * cell} y={columnLabelY(j)} textAnchor="middle">
              {token}
            </text>
          ))}
          {tokens.map((token, i) => (
            <text key={`q${i}`} x={grid.left - 8} y={grid.top + (i + 0.5) * cell + FONT / 3} textAnchor="end" fontWeight={i === query ? 700 : 400}>
              {token}
            </text>
          ))}
          {weights.map((row, i) =>
            row.map((weight, j) => {
              const masked = causal && j > i;
              const x = grid.left + j * cell;
              const y = grid.top + i * cell;
              return (
                <g key={`${i}-${j}`}>
                  <rect x={x} y={y} width={cell} height={cell} fill={masked ? colours.paper : heatColour(theme, weight)} stroke={colours.rule} />
                  {masked ? <line x1={x} y1={y + cell} x2={x + cell} y2={y} stroke={colours.rule} /> : null}
                  <text
                    x={x + cell / 2}
                    y={y + cell / 2 + FONT / 3}
                    textAnchor="middle"
                    fill={masked ? colours.note : colours.ink}
                    fontWeight={i === query && most.has(j) ? 700 : 400}
                  >
                    {masked ? '0' : weight.toFixed(2)}
                  </text>
                </g>
              );
            }),
          )}
          <rect x={grid.left} y={grid.top + query * cell} width={grid.size} height={cell} fill="none" stroke={colours.ink} strokeWidth={3} />
          <Legend />
          <text x={grid.left} y={bottom + 30}>
            {`row i: softmax over j of qᵢ·kⱼ / (ϑ√${KEY_DIMENSION}), ϑ = ${temperatureText(state.temperature)}`}
          </text>
          <text x={grid.left} y={bottom + 54} fill={colours.note}>
            {causal ? 'causal mask: keys after the query get 0' : 'each row sums to 1'}
          </text>
        </g>
      </Stage>
      <AttentionControls state={state} update={update} />
    </>
  );
}

/** The colour scale from 0 to 1 beside the map: the same for every state, so drawn once per theme. */
const Legend = memo(function Legend() {
  const colours = useFigureColours();
  const { theme = 'light' } = useWidgetRendering();
  const bottom = grid.top + grid.size;
  return (
    <>
      {Array.from({ length: 21 }, (_, step) => (
        <rect
          key={`l${step}`}
          x={legend.left}
          y={bottom - ((step + 1) * grid.size) / 21}
          width={legend.width}
          height={grid.size / 21 + 0.5}
          fill={heatColour(theme, step / 20)}
        />
      ))}
      <rect x={legend.left} y={grid.top} width={legend.width} height={grid.size} fill="none" stroke={colours.rule} />
      {[0, 0.5, 1].map((tick) => (
        <text key={`t${tick}`} x={legend.left + legend.width + 4} y={bottom - tick * grid.size + (tick === 1 ? 12 : tick === 0 ? 0 : 5)} fontSize={14}>
          {String(tick)}
        </text>
      ))}
    </>
  );
});

/** The sentence (an example, or one typed from the known words), the temperature, the query row and the mask. */
function AttentionControls({ state, update }: Pick<WidgetViewProps<AttentionState>, 'state' | 'update'>) {
  const { poster } = useWidgetRendering();
  const [draft, setDraft] = useState(() => state.tokens.join(' '));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (poster) return null;
  const { tokens, query, causal, temperature } = state;
  const weights = weightsOf(state);

  const showSentence = (next: string[]) => {
    setError(null);
    update((current) => ({ ...current, tokens: next, query: Math.min(current.query, next.length - 1) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSentence(draft);
    if ('error' in read) setError(read.error);
    else showSentence(read.tokens);
  };
  const example = exampleOf(tokens);

  return (
    <ControlPanel>
      <div className="widget-field">
        <label htmlFor={`${id}-example`}>Sentence</label>
        <select
          id={`${id}-example`}
          value={example}
          onChange={(event) => {
            if (event.currentTarget.value === 'own') return;
            const next = [...EXAMPLE_SENTENCES[Number(event.currentTarget.value)].tokens];
            setDraft(next.join(' '));
            showSentence(next);
          }}
        >
          {EXAMPLE_SENTENCES.map((option, index) => (
            <option key={option.label} value={String(index)}>
              {option.label}
            </option>
          ))}
          {example === 'own' ? <option value="own">your sentence</option> : null}
        </select>
      </div>
      <WidgetButton pressed={causal} onClick={() => update((current) => ({ ...current, causal: !current.causal }))}>
        Causal mask
      </WidgetButton>
      <form className="widget-field widget-sentence" onSubmit={submit}>
        <label htmlFor={`${id}-typed`}>Your own</label>
        <input
          id={`${id}-typed`}
          type="text"
          value={draft}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-words`}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" className="widget-button">
          Show
        </button>
        <p id={`${id}-words`} className="widget-hint" role="status">
          {error ? `${error} ` : null}
          {`Words it knows: ${KNOWN_WORDS.join(', ')}.`}
        </p>
      </form>
      <Slider
        label="Temperature ϑ"
        value={TEMPERATURE_STEPS.indexOf(temperature as (typeof TEMPERATURE_STEPS)[number])}
        min={0}
        max={TEMPERATURE_STEPS.length - 1}
        step={1}
        format={(index) => temperatureText(TEMPERATURE_STEPS[index])}
        onChange={(index) => update((current) => ({ ...current, temperature: TEMPERATURE_STEPS[index] }))}
      />
      <Slider
        label="Query"
        value={query}
        min={0}
        max={tokens.length - 1}
        step={1}
        format={(index) => `${index + 1} ${tokens[index]}`}
        onChange={(next) => update((current) => ({ ...current, query: next }))}
      />
      {/* A sentence, not items: a row that ties several repeated words is longer than a phone's column, so it must wrap.
          On a line of its own, so it does not hop between the Query slider's line and the next as its length changes. */}
      <div className="widget-full">
        <Readout>{`${attendsMost(tokens, weights, query)}.`}</Readout>
      </div>
    </ControlPanel>
  );
}

const attentionHeatmap: WidgetDefinition<AttentionState> = { initialState, parseState, describe, View: AttentionHeatmapView };
export default attentionHeatmap;
