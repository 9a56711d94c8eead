import type { ReactNode } from 'react';
import {
  ControlPanel,
  formatNumber,
  palette,
  Readout,
  Stage,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  initialState,
  LAST_STEP,
  parseState,
  traceBackprop,
  workedExample,
  workedNetwork,
  type BackpropState,
  type Network,
} from '~/features/lectures/live-figures/backprop-steps/model';

const WIDTH = 560;
const HEIGHT = 400;
const RADIUS = 22;
const inputs = [
  [60, 90],
  [60, 240],
] as const;
const hidden = [
  [250, 90],
  [250, 240],
] as const;
const output = [440, 165] as const;

const trace = traceBackprop(workedNetwork, workedExample);
const { x, y, learningRate } = workedExample;
/** Four decimals at most: enough for every number of the worked example (0.1922). */
const f = (value: number) => formatNumber(value, 4);
const pair = ([a, b]: readonly [number, number]) => `(${f(a)}, ${f(b)})`;
/** A product's factor, in brackets when negative, as the lecture writes (−1)·0. */
const factor = (value: number) => (value < 0 ? `(${f(value)})` : f(value));

/** What each step computes: a title and the arithmetic, every number from the trace. */
function stepText(step: number): { title: string; lines: string[] } {
  const { before, after, updated } = trace;
  const W1 = workedNetwork.W1;
  switch (step) {
    case 0:
      return {
        title: 'A 2-2-1 network and one example',
        lines: ['ReLU hidden units, a linear output, loss ℓ = ½(ŷ − y)²', 'weights are on the edges, biases under the units'],
      };
    case 1:
      return {
        title: 'Forward: hidden pre-activations z⁽¹⁾ = W⁽¹⁾x + b⁽¹⁾',
        lines: [0, 1].map(
          (i) => `z${i ? '₂' : '₁'} = ${factor(W1[i][0])}·${f(x[0])} + ${factor(W1[i][1])}·${f(x[1])} + ${f(workedNetwork.b1[i])} = ${f(before.z1[i])}`,
        ),
      };
    case 2:
      return {
        title: 'Forward: hidden activations h = ReLU(z⁽¹⁾)',
        lines: [
          `h₁ = max(0, ${f(before.z1[0])}) = ${f(before.h[0])}`,
          `h₂ = max(0, ${f(before.z1[1])}) = ${f(before.h[1])}${before.h[1] === 0 ? ': the second unit is inactive' : ''}`,
        ],
      };
    case 3:
      return {
        title: 'Forward: the output and the loss',
        lines: [
          `ŷ = ${factor(workedNetwork.w2[0])}·${f(before.h[0])} + ${factor(workedNetwork.w2[1])}·${f(before.h[1])} + ${f(workedNetwork.b2)} = ${f(before.yHat)}`,
          `ℓ = ½(ŷ − y)² = ½(${f(before.yHat)} − ${f(y)})² = ${f(before.loss)}`,
        ],
      };
    case 4:
      return { title: 'Backward: the output delta δ⁽²⁾ = ∂ℓ/∂z⁽²⁾', lines: [`δ⁽²⁾ = ŷ − y = ${f(before.yHat)} − ${f(y)} = ${f(trace.delta2)}`] };
    case 5:
      return {
        title: 'Backward: the output layer’s gradients',
        lines: [`∂ℓ/∂w⁽²⁾ = δ⁽²⁾h = ${f(trace.delta2)}·${pair(before.h)} = ${pair(trace.gradW2)}`, `∂ℓ/∂b⁽²⁾ = δ⁽²⁾ = ${f(trace.gradB2)}`],
      };
    case 6:
      return {
        title: 'Backward: the error sent back, w⁽²⁾δ⁽²⁾',
        lines: [`(${factor(workedNetwork.w2[0])}·${factor(trace.delta2)}, ${factor(workedNetwork.w2[1])}·${factor(trace.delta2)}) = ${pair(trace.back)}`],
      };
    case 7:
      return {
        title: 'Backward: hidden deltas δ⁽¹⁾ = w⁽²⁾δ⁽²⁾ ⊙ ReLU′(z⁽¹⁾)',
        lines: [`ReLU′(z⁽¹⁾) = ${pair(trace.reluSlopes)}, so δ⁽¹⁾ = ${pair(trace.delta1)}`, 'the inactive unit passes no error back at all'],
      };
    case 8:
      return {
        title: 'Backward: first-layer gradients ∂ℓ/∂W⁽¹⁾ = δ⁽¹⁾xᵀ',
        lines: [
          `row 1: ${f(trace.delta1[0])}·${pair(x)} = ${pair(trace.gradW1[0])}; row 2: ${f(trace.delta1[1])}·${pair(x)} = ${pair(trace.gradW1[1])}`,
          `∂ℓ/∂b⁽¹⁾ = δ⁽¹⁾ = ${pair(trace.gradB1)}`,
        ],
      };
    case 9:
      return {
        title: `One gradient step, η = ${f(learningRate)}: w ← w − η·∂ℓ/∂w`,
        lines: [
          `W⁽¹⁾ row 1 → ${pair(updated.W1[0])}, b⁽¹⁾ → ${pair(updated.b1)}`,
          `w⁽²⁾ → ${pair(updated.w2)}, b⁽²⁾ → ${f(updated.b2)}; zero gradients change nothing`,
        ],
      };
    default:
      return {
        title: 'Forward again, with the new weights',
        lines: [
          `z⁽¹⁾ = ${pair(after.z1)}, h = ${pair(after.h)}, ŷ = ${f(after.yHat)}`,
          `ℓ = ½(${f(after.yHat)} − ${f(y)})² = ${f(after.loss)}, down from ${f(before.loss)}`,
        ],
      };
  }
}

function describe(state: BackpropState): string {
  const { title, lines } = stepText(state.step);
  return `Step ${state.step} of ${LAST_STEP}: ${title}. ${lines.join('; ')}`;
}

/** A label with a white halo, so it stays readable where it crosses an edge. */
function Label({
  x: lx,
  y: ly,
  anchor = 'middle',
  children,
  size = 14,
}: {
  x: number;
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  children: ReactNode;
  size?: number;
}) {
  const colours = useFigureColours();
  return (
    <text x={lx} y={ly} textAnchor={anchor} fontSize={size} stroke={colours.paper} strokeWidth={4} paintOrder="stroke" strokeLinejoin="round">
      {children}
    </text>
  );
}

/** A number that was just computed, in the palette's vermillion; gradients and deltas too. */
const Hot = ({ children }: { children: ReactNode }) => (
  <tspan fill={palette.vermillion} fontWeight={600}>
    {children}
  </tspan>
);

function BackpropView({ state, update }: WidgetViewProps<BackpropState>) {
  const colours = useFigureColours();
  const { step } = state;
  const net: Network = step >= 9 ? trace.updated : workedNetwork;
  const pass = step === LAST_STEP ? trace.after : trace.before;
  const backward = step >= 4 && step <= 8;
  const { title, lines } = stepText(step);
  const forwardShown = (from: number) => step >= from && step !== 9;

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label={`Backpropagation on a 2-2-1 network, step ${step} of ${LAST_STEP}`}>
        <g fill={colours.ink} aria-hidden="true">
          <Label x={20} y={24} anchor="start" size={15}>
            {`Example x = ${pair(x)}, target y = ${f(y)}`}
          </Label>
          {inputs.map(([ix, iy], j) =>
            hidden.map(([hx, hy], i) => <line key={`${i}${j}`} x1={ix} y1={iy} x2={hx} y2={hy} stroke={colours.muted} strokeWidth={1.5} />),
          )}
          {hidden.map(([hx, hy], i) => (
            <line key={i} x1={hx} y1={hy} x2={output[0]} y2={output[1]} stroke={colours.muted} strokeWidth={1.5} />
          ))}
          {/* First-layer weights, 30% along each edge from its input so the crossing edges' labels stay apart. */}
          {inputs.map(([ix, iy], j) =>
            hidden.map(([hx, hy], i) => (
              <Label key={`${i}${j}`} x={ix + 0.3 * (hx - ix) + 8} y={iy + 0.3 * (hy - iy) + (iy === hy ? -8 : 5)} anchor="start">
                {f(net.W1[i][j])}
                {step === 8 ? <Hot>{`  ∂ ${f(trace.gradW1[i][j])}`}</Hot> : null}
              </Label>
            )),
          )}
          {hidden.map(([hx, hy], i) => (
            <Label key={i} x={(hx + output[0]) / 2} y={(hy + output[1]) / 2 + (i === 0 ? -10 : 20)}>
              {f(net.w2[i])}
              {step === 5 ? <Hot>{`  ∂ ${f(trace.gradW2[i])}`}</Hot> : null}
            </Label>
          ))}
          {inputs.map(([ix, iy], j) => (
            <g key={j}>
              <circle cx={ix} cy={iy} r={RADIUS} fill={colours.wash.blue} stroke={palette.blue} strokeWidth={2} />
              <Label x={ix} y={iy + 5} size={15}>{`x${j ? '₂' : '₁'}`}</Label>
              <Label x={ix} y={iy + RADIUS + 20}>{`= ${f(x[j])}`}</Label>
            </g>
          ))}
          {hidden.map(([hx, hy], i) => (
            <g key={i}>
              <circle
                cx={hx}
                cy={hy}
                r={RADIUS}
                fill={forwardShown(2) && pass.h[i] === 0 ? colours.wash.grey : colours.wash.orange}
                stroke={palette.orange}
                strokeWidth={2}
              />
              <Label x={hx} y={hy + 5} size={15}>{`h${i ? '₂' : '₁'}`}</Label>
              {forwardShown(1) ? (
                <Label x={hx} y={hy - RADIUS - 10}>
                  {`z ${f(pass.z1[i])}`}
                  {forwardShown(2) ? `, h ${f(pass.h[i])}` : null}
                </Label>
              ) : null}
              <Label x={hx} y={hy + RADIUS + 18}>
                {`b ${f(net.b1[i])}`}
                {step === 6 ? <Hot>{`, back ${f(trace.back[i])}`}</Hot> : null}
                {backward && step >= 7 ? <Hot>{`, δ ${f(trace.delta1[i])}`}</Hot> : null}
              </Label>
            </g>
          ))}
          <circle cx={output[0]} cy={output[1]} r={RADIUS} fill={colours.wash.green} stroke={palette.green} strokeWidth={2} />
          <Label x={output[0]} y={output[1] + 5} size={15}>
            ŷ
          </Label>
          {forwardShown(3) ? <Label x={output[0]} y={output[1] - RADIUS - 10}>{`ŷ ${f(pass.yHat)}, ℓ ${f(pass.loss)}`}</Label> : null}
          <Label x={output[0]} y={output[1] + RADIUS + 18}>
            {`b ${f(net.b2)}`}
            {backward ? <Hot>{`, δ ${f(trace.delta2)}`}</Hot> : null}
          </Label>
          <line x1={16} x2={WIDTH - 16} y1={308} y2={308} stroke={colours.rule} />
          <text x={20} y={334} fontSize={15} fontWeight={600}>
            {`${step}. ${title}`}
          </text>
          {lines.map((line, index) => (
            <text key={index} x={20} y={358 + 22 * index} fontSize={15}>
              {line}
            </text>
          ))}
        </g>
      </Stage>
      <ControlPanel>
        <WidgetButton disabled={step === 0} onClick={() => update((current) => ({ step: Math.max(0, current.step - 1) }))}>
          Previous step
        </WidgetButton>
        <WidgetButton disabled={step === LAST_STEP} onClick={() => update((current) => ({ step: Math.min(LAST_STEP, current.step + 1) }))}>
          Next step
        </WidgetButton>
        <Readout>
          step {step} of {LAST_STEP}
        </Readout>
      </ControlPanel>
    </>
  );
}

const backpropSteps: WidgetDefinition<BackpropState> = { initialState, parseState, describe, View: BackpropView };
export default backpropSteps;
