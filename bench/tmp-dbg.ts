import { analyse, stemWords, wordKind, wordsOf } from '../shared/text-analysis.ts';
import { expandSynonyms } from '../shared/synonyms.ts';
import { normaliseQuestion } from '../content/ml-synonyms.ts';
for (const t of ['how is the penalty strength of ridge tuned', 'The penalty strength is tuned by cross-validation over a log-spaced grid.']) {
  const words = wordsOf(expandSynonyms(normaliseQuestion(t)));
  console.log(words, words.map(wordKind), [...analyse(words.filter((w) => ['topic', 'generic'].includes(wordKind(w)))).counts.keys()], stemWords(words));
}
