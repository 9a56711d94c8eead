/**
 * SMO and the decision field off the main thread: a fit takes about a millisecond for the first
 * state but tens of milliseconds for a linear kernel at large C (thousands of SMO steps), more than
 * a frame allows between a key press and its paint. The view posts each new state with an id and
 * draws only the reply to its latest request. A burst of requests (a slider held down) collapses
 * to its last one: each message only records the state, and the fit runs in a task after them.
 */
import { fitSvm, type SvmState } from '~/features/lectures/live-figures/svm/model';

let latest: { id: number; state: SvmState } | null = null;
let scheduled = false;

self.onmessage = (event: MessageEvent<{ id: number; state: SvmState }>) => {
  latest = event.data;
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (!latest) return;
    const { id, state } = latest;
    latest = null;
    const fit = fitSvm(state);
    self.postMessage({ id, fit }, { transfer: [fit.alpha.buffer, fit.field.buffer] });
  }, 0);
};
