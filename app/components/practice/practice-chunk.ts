/** The practice code that loads when the first question nears the viewport (one chunk: vite.config.ts names it practice-questions-*). */
export { PracticeQuestion } from '~/components/practice/practice-question';
export { readQuestion } from '~/components/practice/read-question';
