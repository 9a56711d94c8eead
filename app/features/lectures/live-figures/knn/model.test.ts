import { describe, expect, it } from 'vitest';
import drawKnnFigure, { neighbourLabels, voteFraction as figureVoteFraction } from '../../../../../figures/knn-decision-regions.ts';
import {
  fitKnn,
  initialState,
  leaveOneOutAccuracy,
  parseState,
  predict,
  regionVotes,
  trainingAccuracy,
  GRID,
  X_RANGE,
  Y_RANGE,
  type KnnState,
} from '~/features/lectures/live-figures/knn/model';

type Point = [number, number];
const state = initialState();
const train = state.points as Point[];

/** The build-time figure's prediction (figures/knn-decision-regions.ts: sort every point by distance, vote among the first k). */
const figurePrediction = (points: Point[], labels: number[], query: Point, k: number) =>
  Number(figureVoteFraction(neighbourLabels(points, labels, query), k) > 0.5);

describe('the k-NN figure', () => {
  it('starts from the lecture figure’s 200 training points, 100 of each class', () => {
    expect(state.points).toHaveLength(200);
    expect(state.labels.filter((label) => label === 1)).toHaveLength(100);
    expect(state.k).toBe(5);
  });

  it.each([1, 5, 25])('k = %i: its training error is the one the lecture figure prints', (k) => {
    const at = { ...state, k };
    const figureErrors = train.filter((point, i) => figurePrediction(train, state.labels, point, k) !== state.labels[i]).length / train.length;
    expect(1 - trainingAccuracy(at)).toBeCloseTo(figureErrors, 12);
    // The figure's panel title, e.g. "k_nn = 1: train 0%, test 27% error", with nn as a subscript tspan.
    const printed = new RegExp(`k<tspan[^>]*>nn</tspan><tspan[^>]*> = ${k}: train (\\d+)%`).exec(drawKnnFigure());
    expect(Number(printed?.[1])).toBe(Math.round(100 * figureErrors));
  });

  it.each([1, 5, 25])('k = %i: it predicts what the lecture figure predicts on every cell of the grid', (k) => {
    const at = { ...state, k };
    const votes = regionVotes(at);
    const width = (X_RANGE[1] - X_RANGE[0]) / GRID.columns;
    const height = (Y_RANGE[1] - Y_RANGE[0]) / GRID.rows;
    let disagreements = 0;
    for (let row = 0; row < GRID.rows; row++)
      for (let column = 0; column < GRID.columns; column++) {
        const query: Point = [X_RANGE[0] + (column + 0.5) * width, Y_RANGE[1] - (row + 0.5) * height];
        const expected = figurePrediction(train, state.labels, query, k);
        if (Number(votes[row * GRID.columns + column] > 0.5) !== expected || predict(at, query) !== expected) disagreements++;
      }
    expect(disagreements).toBe(0);
  });

  it('leave-one-out predicts each point from the other 199, which training accuracy does not', () => {
    for (const k of [1, 5, 25]) {
      const at = { ...state, k };
      const correct = train.filter((point, i) => {
        const others = train.filter((_, j) => j !== i);
        const otherLabels = state.labels.filter((_, j) => j !== i);
        return figurePrediction(others, otherLabels, point, k) === state.labels[i];
      }).length;
      expect(leaveOneOutAccuracy(at)).toBeCloseTo(correct / train.length, 12);
    }
    // With one neighbour each point is its own nearest: perfect on the training set, not on left-out points.
    expect(trainingAccuracy({ ...state, k: 1 })).toBe(1);
    expect(leaveOneOutAccuracy({ ...state, k: 1 })).toBeLessThan(0.85);
  });

  it('the L1 distance ranks neighbours by |dx| + |dy|', () => {
    const at: KnnState = { ...state, k: 5, metric: 'L1' };
    for (const query of [
      [0.2, 0.9],
      [1.5, -0.4],
      [-1, 2.5],
    ] as Point[]) {
      const order = train.map(([x, y], i) => ({ d: Math.abs(x - query[0]) + Math.abs(y - query[1]), i })).sort((a, b) => a.d - b.d || a.i - b.i);
      const ones = order.slice(0, 5).filter(({ i }) => state.labels[i] === 1).length;
      expect(predict(at, query)).toBe(Number(ones > 2));
    }
    // The two distances disagree somewhere on the plane for this data.
    const l2 = regionVotes({ ...at, metric: 'L2' });
    expect(regionVotes(at).some((vote, cell) => vote > 0.5 !== l2[cell] > 0.5)).toBe(true);
  });

  it('moving points changes the regions', () => {
    const moved = { ...state, points: state.points.map((point, i) => (state.labels[i] === 1 ? ([point[0] + 1, point[1]] as const) : point)) };
    expect(regionVotes(moved)).not.toEqual(regionVotes(state));
  });

  it('fits in one call what the view draws: the regions and both accuracies of the state', () => {
    const at = { ...state, k: 15, metric: 'L1' as const };
    const fit = fitKnn(at);
    expect(fit.votes).toEqual(regionVotes(at));
    expect(fit.training).toBe(trainingAccuracy(at));
    expect(fit.leaveOneOut).toBe(leaveOneOutAccuracy(at));
  });

  it('reads only shared states it can draw', () => {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, k: 4 })).toBeNull();
    expect(parseState({ ...state, k: 53 })).toBeNull();
    expect(parseState({ ...state, metric: 'cosine' })).toBeNull();
    expect(parseState({ ...state, labels: state.labels.slice(1) })).toBeNull();
    expect(parseState({ ...state, labels: state.labels.map(() => 2) })).toBeNull();
    expect(parseState({ ...state, points: state.points.map(() => [9, 0]) })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
