import { useMemo } from 'react';
import {
  Choice,
  clamp,
  classColours,
  ControlPanel,
  createRandom,
  formatNumber,
  linearScale,
  palette,
  Readout,
  Slider,
  Stage,
  useFigureColours,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  areaUnderCurve,
  confusionAt,
  falsePositiveRateOf,
  initialState,
  parseState,
  precisionOf,
  recallOf,
  rocCurve,
  scoredPoints,
  THRESHOLD_RANGE,
  type Classifier,
  type ThresholdState,
} from '~/features/lectures/live-figures/decision-threshold/model';

const WIDTH = 560;
const HEIGHT = 430;
/**
 * The scores run along a log-odds axis, labelled in probabilities: on a plain 0–1 axis QDA's
 * confident scores would all sit on the two ends. Scores beyond ±LOGIT_LIMIT sit on the edge.
 */
const LOGIT_LIMIT = 10;
const strip = { left: 76, width: 430, top: 34, rowHeight: 48, gap: 10 };
const logitX = linearScale([-LOGIT_LIMIT, LOGIT_LIMIT], [strip.left, strip.left + strip.width]);
const axisY = strip.top + 2 * strip.rowHeight + strip.gap + 6;
const TICKS = [0.001, 0.01, 0.1, 0.5, 0.9, 0.99, 0.999];
const logit = (p: number) => Math.log(p / (1 - p));
const scoreX = (p: number) => logitX(clamp(logit(p), -LOGIT_LIMIT, LOGIT_LIMIT));
/** The class-1 row is on top: the positive class is the one the threshold picks out. */
const rowTop = (label: 0 | 1) => (label === 1 ? strip.top : strip.top + strip.rowHeight + strip.gap);

const matrix = { left: 102, top: 252, cell: 78, rowHeight: 50 };
const roc = { left: 378, top: 226, size: 160 };
const rocX = linearScale([0, 1], [roc.left, roc.left + roc.size]);
const rocY = linearScale([0, 1], [roc.top + roc.size, roc.top]);

const classifierNames: Record<Classifier, string> = { qda: 'QDA', lda: 'LDA' };

/** Everything that depends on the classifier alone: its scores, ROC curve, AUC and each point's seeded vertical jitter. */
function useScores(classifier: Classifier) {
  return useMemo(() => {
    const scored = scoredPoints(classifier);
    const curve = rocCurve(scored);
    const random = createRandom(17);
    const jitter = scored.scores.map(() => 8 + random() * (strip.rowHeight - 16));
    return { scored, curve, auc: areaUnderCurve(curve), jitter };
  }, [classifier]);
}

function summary(state: ThresholdState) {
  const scored = scoredPoints(state.classifier);
  const confusion = confusionAt(scored, state.threshold);
  return { confusion, precision: precisionOf(confusion), recall: recallOf(confusion), falsePositiveRate: falsePositiveRateOf(confusion) };
}

const formatShare = (value: number | null) => (value === null ? 'undefined' : formatNumber(value));

function describe(state: ThresholdState): string {
  const { confusion, precision, recall, falsePositiveRate } = summary(state);
  const auc = areaUnderCurve(rocCurve(scoredPoints(state.classifier)));
  return (
    `threshold ${formatNumber(state.threshold)} on ${classifierNames[state.classifier]} posteriors: ` +
    `${confusion.truePositives} true positives, ${confusion.falsePositives} false positives, ${confusion.falseNegatives} false negatives, ${confusion.trueNegatives} true negatives; ` +
    `precision ${formatShare(precision)}, recall ${formatNumber(recall)}, false-positive rate ${formatNumber(falsePositiveRate)}; AUC ${formatNumber(auc, 3)}`
  );
}

function DecisionThresholdView({ state, update }: WidgetViewProps<ThresholdState>) {
  const colours = useFigureColours();
  const { scored, curve, auc, jitter } = useScores(state.classifier);
  const confusion = confusionAt(scored, state.threshold);
  const precision = precisionOf(confusion);
  const recall = recallOf(confusion);
  const falsePositiveRate = falsePositiveRateOf(confusion);
  const thresholdX = scoreX(state.threshold);
  const beyond = (label: 0 | 1, side: -1 | 1) => scored.scores.filter((score, i) => scored.labels[i] === label && side * logit(score) > LOGIT_LIMIT).length;
  const cells = [
    { row: 0, column: 0, name: 'TP', count: confusion.truePositives, correct: true },
    { row: 0, column: 1, name: 'FN', count: confusion.falseNegatives, correct: false },
    { row: 1, column: 0, name: 'FP', count: confusion.falsePositives, correct: false },
    { row: 1, column: 1, name: 'TN', count: confusion.trueNegatives, correct: true },
  ];

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label="Decision threshold: the classifier's scores for both classes with the threshold, the confusion matrix, and the ROC curve with the current point"
      >
        <g aria-hidden="true" fontSize={14} fill={colours.ink}>
          <text x={strip.left - 60} y={20}>
            {`${classifierNames[state.classifier]} scores p(class 1 | x); class 1 is predicted right of the line`}
          </text>
          <rect
            x={thresholdX}
            y={strip.top - 4}
            width={strip.left + strip.width - thresholdX}
            height={2 * strip.rowHeight + strip.gap + 8}
            fill={classColours[1]}
            fillOpacity={0.1}
          />
          {([1, 0] as const).map((label) => (
            <g key={label}>
              <rect x={strip.left} y={rowTop(label)} width={strip.width} height={strip.rowHeight} fill="none" stroke={colours.rule} />
              <text x={strip.left - 8} y={rowTop(label) + 20} textAnchor="end">
                {`class ${label}`}
              </text>
              {/* How many scores lie beyond each end of the axis, beside that end. */}
              {beyond(label, -1) > 0 ? <text x={strip.left - 8} y={rowTop(label) + 40} textAnchor="end">{`${beyond(label, -1)} ◂`}</text> : null}
              {beyond(label, 1) > 0 ? <text x={strip.left + strip.width + 8} y={rowTop(label) + 40}>{`▸ ${beyond(label, 1)}`}</text> : null}
            </g>
          ))}
          {scored.scores.map((score, i) => (
            <circle
              key={i}
              cx={scoreX(score)}
              cy={rowTop(scored.labels[i]) + jitter[i]}
              r={3.5}
              fill={classColours[scored.labels[i]]}
              fillOpacity={0.8}
              stroke={colours.paper}
              strokeWidth={0.6}
            />
          ))}
          <line x1={strip.left} x2={strip.left + strip.width} y1={axisY} y2={axisY} stroke={colours.muted} />
          {TICKS.map((tick) => (
            <g key={tick}>
              <line x1={logitX(logit(tick))} x2={logitX(logit(tick))} y1={axisY} y2={axisY + 5} stroke={colours.muted} />
              <text x={logitX(logit(tick))} y={axisY + 20} textAnchor="middle">
                {String(tick)}
              </text>
            </g>
          ))}
          <line x1={thresholdX} x2={thresholdX} y1={strip.top - 6} y2={axisY} stroke={colours.ink} strokeWidth={2.5} />
          <text x={thresholdX} y={axisY + 40} textAnchor="middle" fontWeight={600}>{`threshold ${formatNumber(state.threshold)}`}</text>

          <text x={matrix.left + matrix.cell} y={matrix.top - 30} textAnchor="middle">
            predicted
          </text>
          <text x={matrix.left + matrix.cell / 2} y={matrix.top - 10} textAnchor="middle">
            class 1
          </text>
          <text x={matrix.left + 1.5 * matrix.cell} y={matrix.top - 10} textAnchor="middle">
            class 0
          </text>
          <text x={matrix.left - 8} y={matrix.top + matrix.rowHeight / 2 + 5} textAnchor="end">
            true 1
          </text>
          <text x={matrix.left - 8} y={matrix.top + 1.5 * matrix.rowHeight + 5} textAnchor="end">
            true 0
          </text>
          {cells.map((cell) => (
            <g key={cell.name}>
              <rect
                x={matrix.left + cell.column * matrix.cell}
                y={matrix.top + cell.row * matrix.rowHeight}
                width={matrix.cell}
                height={matrix.rowHeight}
                fill={cell.correct ? palette.green : palette.vermillion}
                fillOpacity={0.14}
                stroke={colours.muted}
              />
              <text
                x={matrix.left + (cell.column + 0.5) * matrix.cell}
                y={matrix.top + (cell.row + 0.5) * matrix.rowHeight + 6}
                textAnchor="middle"
                fontSize={17}
              >
                {`${cell.name} ${cell.count}`}
              </text>
            </g>
          ))}
          <text x={matrix.left - 60} y={matrix.top + 2 * matrix.rowHeight + 30}>{`precision TP/(TP+FP) = ${formatShare(precision)}`}</text>
          <text x={matrix.left - 60} y={matrix.top + 2 * matrix.rowHeight + 52}>{`recall TP/(TP+FN) = ${formatNumber(recall)}`}</text>
          <text x={matrix.left - 60} y={matrix.top + 2 * matrix.rowHeight + 74}>{`false-positive rate FP/(FP+TN) = ${formatNumber(falsePositiveRate)}`}</text>

          <rect x={roc.left} y={roc.top} width={roc.size} height={roc.size} fill="none" stroke={colours.rule} />
          <line x1={rocX(0)} y1={rocY(0)} x2={rocX(1)} y2={rocY(1)} stroke={colours.muted} strokeDasharray="4 4" />
          <path
            d={curve.map(([fpr, tpr], i) => `${i === 0 ? 'M' : 'L'}${rocX(fpr).toFixed(1)},${rocY(tpr).toFixed(1)}`).join('')}
            fill="none"
            stroke={colours.ink}
            strokeWidth={2.5}
          />
          <circle cx={rocX(falsePositiveRate)} cy={rocY(recall)} r={6} fill={palette.vermillion} stroke={colours.paper} strokeWidth={1.5} />
          <text x={rocX(0.5)} y={rocY(0) - 12} textAnchor="middle">{`AUC ${formatNumber(auc, 3)}`}</text>
          {[0, 1].map((tick) => (
            <g key={tick}>
              <text x={rocX(tick)} y={rocY(0) + 18} textAnchor="middle">
                {tick}
              </text>
              <text x={roc.left - 6} y={rocY(tick) + 5} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <text x={rocX(0.5)} y={rocY(0) + 34} textAnchor="middle">
            false-positive rate
          </text>
          <text x={roc.left - 24} y={rocY(0.5)} textAnchor="middle" transform={`rotate(-90 ${roc.left - 24} ${rocY(0.5)})`}>
            recall (true-positive rate)
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Slider
          label="Threshold"
          value={state.threshold}
          min={THRESHOLD_RANGE[0]}
          max={THRESHOLD_RANGE[1]}
          step={0.01}
          format={(value) => formatNumber(value)}
          onChange={(threshold) => update((current) => ({ ...current, threshold }))}
        />
        <Choice
          legend="Scores from"
          options={[
            { value: 'qda', label: 'QDA' },
            { value: 'lda', label: 'LDA' },
          ]}
          value={state.classifier}
          onChange={(classifier) => update((current) => ({ ...current, classifier }))}
        />
        <Readout items={[`precision ${formatShare(precision)}`, `recall ${formatNumber(recall)}`, `AUC ${formatNumber(auc, 3)}`]} />
      </ControlPanel>
    </>
  );
}

const decisionThreshold: WidgetDefinition<ThresholdState> = { initialState, parseState, describe, View: DecisionThresholdView };
export default decisionThreshold;
