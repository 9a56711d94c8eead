/**
 * How the chat's Markdown renderer copes with hostile answers (npm run bench:markdown): each
 * pathological shape rendered (streaming) at a quarter of the length limit and at the limit, and each
 * 100 KB hostile answer parsed. Exits 1 when a shape grows faster than linearly (the limit's input
 * takes 8× the quarter's, plus 20 ms, or more: a quadratic path takes ~16×) or an answer takes a
 * second or more. Best of three runs each, so one garbage-collection pause does not count.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hostileAnswers, pathologicalShapes } from '../app/features/tutor/chat-markdown-hostile.ts';
import { ChatMarkdown, MAX_MARKDOWN_LENGTH, parseChatMarkdown } from '../app/features/tutor/chat-markdown.tsx';

const bestOfThree = (run: () => void) => {
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
};
const renderStreaming = (markdown: string) => renderToStaticMarkup(createElement(ChatMarkdown, { markdown, streaming: true }));
const label = (input: string) => JSON.stringify(input.slice(0, 12));

let failures = 0;
console.log(`pathological shapes, rendered streaming: ${MAX_MARKDOWN_LENGTH / 4} characters, then ${MAX_MARKDOWN_LENGTH} (target: < 8× + 20 ms)`);
for (const shape of pathologicalShapes) {
  const small = bestOfThree(() => renderStreaming(shape(MAX_MARKDOWN_LENGTH / 4).slice(0, MAX_MARKDOWN_LENGTH / 4)));
  const large = bestOfThree(() => renderStreaming(shape(MAX_MARKDOWN_LENGTH).slice(0, MAX_MARKDOWN_LENGTH)));
  const pass = large < 8 * small + 20;
  if (!pass) failures++;
  console.log(
    `  ${label(shape(12)).padEnd(20)} ${small.toFixed(1).padStart(7)} ms → ${large.toFixed(1).padStart(7)} ms (${(large / small).toFixed(1)}×) ${pass ? 'pass' : 'FAIL'}`,
  );
}
console.log('100 KB hostile answers, parsed (target: < 1000 ms)');
for (const input of hostileAnswers(100_000)) {
  const time = bestOfThree(() => parseChatMarkdown(input));
  const pass = time < 1000;
  if (!pass) failures++;
  console.log(`  ${label(input).padEnd(20)} ${time.toFixed(1).padStart(7)} ms ${pass ? 'pass' : 'FAIL'}`);
}
console.log(failures === 0 ? 'all within target' : `${failures} over target`);
process.exitCode = failures === 0 ? 0 : 1;
