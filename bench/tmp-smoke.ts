import { asksAboutCode, detectIntent } from '../server/tutor/intent.ts';
import { lectureSectionsForTests } from '../server/test/lecture-sections.ts';
import { tutorUnitsFile } from '../content/pipeline/tutor-units.ts';
import { createKnowledge } from '../server/tutor/knowledge.ts';
import { indexSections } from '../server/tutor/retrieve.ts';
import { createUnitMatcher, knowledgeUnits } from '../server/tutor/units.ts';
import { defaultTutorPolicy } from '../server/tutor/policy.ts';
import { createTutor } from '../server/tutor/tutor.ts';
import { isTeachingSection } from '../shared/section-index.ts';
import { readFileSync } from 'node:fs';
const sections = await lectureSectionsForTests();
const index = indexSections(sections.filter(isTeachingSection));
const retrieve = createKnowledge({ lectures: sections, lectureIndex: index });
const units = knowledgeUnits(sections, tutorUnitsFile());
const matcher = createUnitMatcher(units, index, defaultTutorPolicy);
const log = { warn() {}, info() {} } as never;
const tutor = createTutor({ retrieve, units: matcher, sections, llm: null, log });
console.log('units', units.length);
const lines = readFileSync(process.argv[2] ?? '/tmp/smoke/q.txt', 'utf8')
  .split('\n')
  .filter(Boolean);
let previous: string | undefined;
let history: { role: 'user' | 'assistant'; content: string }[] = [];
for (const line of lines) {
  const followUp = line.startsWith('> ');
  const question = followUp ? line.slice(2) : line;
  if (!followUp) {
    previous = undefined;
    history = [];
  }
  const t = performance.now();
  const answer = await tutor({ question, previousQuestion: previous, history });
  if (process.env.TOP)
    for (const m of matcher.match({ question, intent: detectIntent(question).intent, code: asksAboutCode(question) }).slice(0, 3))
      console.log(`  ${m.score.toFixed(3)} ${m.unit.source.title} | ${m.phrasing}`);
  console.log(
    `\n### ${question}  (${(performance.now() - t).toFixed(1)} ms, grounded ${answer.grounded})\n${answer.output.slice(0, Number(process.env.CHARS ?? 700))}`,
  );
  previous = question;
  history = [...history, { role: 'user', content: question }, { role: 'assistant', content: answer.output }];
}
