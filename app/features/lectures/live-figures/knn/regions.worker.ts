/**
 * The k-NN decision regions, off the main thread: a 60 × 50 grid against 200 points takes a few
 * milliseconds for small k and over ten for large k on a slow machine, more than a frame allows
 * between a key press and its paint. The view posts each new state; the worker answers with its votes.
 */
import { regionVotes, type KnnState } from '~/features/lectures/live-figures/knn/model';

self.onmessage = (event: MessageEvent<{ id: number; state: KnnState }>) => {
  const votes = regionVotes(event.data.state);
  self.postMessage({ id: event.data.id, votes }, { transfer: [votes.buffer] });
};
