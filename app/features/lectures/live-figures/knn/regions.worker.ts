/**
 * The k-NN figure's computation, off the main thread: the 60 × 50 grid of votes and the two
 * accuracies against 200 points take over ten milliseconds on a slow machine, more than a frame
 * allows between a key press and its paint. The view posts each new state; the worker answers with
 * its fit.
 */
import { fitKnn, type KnnState } from '~/features/lectures/live-figures/knn/model';

self.onmessage = (event: MessageEvent<{ id: number; state: KnnState }>) => {
  const fit = fitKnn(event.data.state);
  self.postMessage({ id: event.data.id, fit }, { transfer: [fit.votes.buffer] });
};
