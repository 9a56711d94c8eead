/**
 * Finds the lecture sections that answer a learner's question, and decides whether the lectures
 * cover it at all, so the tutor can say so instead of inventing.
 *
 * Sections are scored with BM25F over their own heading, their parent headings, the lecture title,
 * the prose and the formulas' symbols (a heading says what its section is about, so it weighs
 * most), plus bonuses for a question that names a section's heading, or whose words its heading
 * path holds, or that quotes one of its formulas. Before scoring, a question is normalised
 * (spelling variants, dotted acronyms), its typos are corrected against the lectures' own words,
 * everyday words are translated to the lectures' terms, and each ML acronym and its expansion
 * become one token, so "SVM" and "support vector machine" meet. A follow-up borrows the previous
 * question's words at a lower weight; the lecture the learner is reading gets a prior.
 *
 * Coverage is judged from the question's topic words (not its question words, nor generic ones
 * like "model"), each weighted by its rarity: the lectures must know most of that weight, and one
 * of the best sections must hold most of it. A word the lectures never use weighs as much as the
 * rarest word they do, since it is most likely the topic ("what is quantum computing").
 */
import { learnerPhrasings, normaliseQuestion } from '../../content/ml-synonyms.ts';
import { headingAsWords, spokenNamesIn } from '../../content/notation-words.ts';
import { isInCodeSection, isTeachingSection } from '../../shared/section-index.ts';
import { textWithoutMath } from '../../shared/section-text.ts';
import {
  analyse,
  genericWords,
  intentWords,
  namedSymbols,
  questionWords,
  startsWithAt,
  stem,
  stemWords,
  stopWords,
  synonymTokenGroups as synonymGroups,
  type AnalysedText,
} from '../../shared/text-analysis.ts';
import { createTypoCorrector, lectureWordCounts, type TypoCorrector } from '../../shared/typo-correction.ts';
import { wordsOf } from '../../shared/words.ts';
import { detectIntent, followUpMarker, type DetectedIntent, type QuestionIntent } from './intent.ts';
import { defaultTutorPolicy, type SectionField, type TutorPolicy } from './policy.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

// The question helpers live beside the synonym list (content/, shared/), since the search palette uses them too.
export { normaliseQuestion, questionWords, stopWords };

/** A retrieved section with its relevance score (higher is better). */
export interface RetrievedSection {
  section: SectionDocument;
  score: number;
}

export interface RetrievalResult {
  /** Best first. When `covered` is false, the closest sections, as suggestions. */
  sections: RetrievedSection[];
  /** Whether the lectures cover the question. */
  covered: boolean;
  /**
   * Whether they are about it: covered, and one of the best sections' headings names most of its
   * topic (or an authored answer answers it), not only mentions of it in passing.
   */
  namedByHeadings: boolean;
  /**
   * Whether the lectures know most of the question's topic words (the first half of `covered`),
   * though no one of the best sections may hold most of them: a learner's scenario ("house prices
   * keep rising every year …") spreads its words over the situation.
   */
  knowsTopic: boolean;
  /** What the question asks for. */
  intent: DetectedIntent;
}

export interface RetrievalQuery {
  question: string;
  /** The route the learner is reading (`/clustering`), whose sections get a boost. */
  page?: string;
  /** The learner's previous question in this conversation, for follow-ups. */
  previousQuestion?: string;
  limit?: number;
  /** The question's intent, when the caller has detected it already. */
  intent?: DetectedIntent;
}

/** The words of a section's formulas that a learner might type: variable names, spelled-out symbols, `\text{...}`. */
function formulaWords(latex: string): string {
  return latex
    .replace(/\\(?:text|operatorname|mathrm)\{([^}]*)\}/g, ' $1 ')
    .replace(/\\(?:var)?([a-zA-Z]+)/g, (_, command: string) => (namedSymbols.has(command.toLowerCase()) ? ` ${command} ` : ' '))
    .replace(/[^a-zA-Z ]+/g, ' ');
}

/**
 * A section's symbols as words: its formulas' own, and the spoken names of the site's notation
 * symbols they use with its lecture's meaning (d′ is also "k" and "number of components" in
 * dimensionality reduction), since learners type those where the lectures write the symbol. The
 * section's heading is read the other way round (spokenNamesOfHeading, through headingAsWords).
 */
function symbolWords(section: SectionDocument): string {
  const own = formulaWords(section.formulas);
  const ownWords = new Set(wordsOf(own));
  // A name the formula's letters already spell ("k" of k_nn) is not counted twice.
  return [own, ...spokenNamesIn(section.formulas, section.lecture).filter((name) => !ownWords.has(name))].join(' ');
}

/**
 * A formula reduced to what a learner could type: no spacing, wrappers or braces, fractions as
 * `a/b`, and no line breaks or alignment (a lecture sets a long equation on several lines for
 * narrow screens; a learner quotes it on one).
 */
function flattenFormula(latex: string): string {
  return latex
    .replace(/\\(?:begin|end)\{(?:aligned|gathered|split)\}|\\\\|&/g, '')
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(?:mathbf|boldsymbol|mathrm|mathcal|text|operatorname|left|right|big|Big|,|;|quad|qquad)/g, '')
    .replace(/\(([a-zA-Z0-9])\)/g, '$1')
    .replace(/[{}\s]/g, '')
    .toLowerCase();
}

/** A question's text apart from its math, and the LaTeX of each `$$...$$`, `$...$`, `\[...\]` or `\(...\)` in it. */
export function splitMath(question: string): { prose: string; latex: string[] } {
  const latex: string[] = [];
  const prose = question.replace(/\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$([^$\n]+?)\$/g, (_match, ...groups: (string | undefined)[]) => {
    latex.push((groups.slice(0, 4).find((group) => group !== undefined) ?? '').trim());
    return ' ';
  });
  return { prose, latex };
}

/** Formula fragments a question quotes ("T = W + B", "2/L"): symbols joined by operators other than a hyphen. */
function formulaFragments(question: string): string[] {
  return (question.match(/[a-z0-9]+(?:\s*[=+\-*/^<>]\s*[a-z0-9]+)+/gi) ?? [])
    .filter((fragment) => /[=+*/^<>]/.test(fragment) && /[a-z]/i.test(fragment))
    .map(flattenFormula);
}

const phrasings = learnerPhrasings.map(([learner, lecture]) => ({ learner: wordsOf(learner), lecture: wordsOf(lecture) }));

/** The fields of a section, weighted and length-normalised separately (BM25F; weights in the policy). */
const fieldNames: readonly SectionField[] = ['heading', 'parents', 'lecture', 'text', 'symbols', 'code'];
type Field = SectionField;

/** Headings of the sections that answer a kind of question whatever its topic words: how to choose, when it goes wrong. */
const intentHeadings: Partial<Record<QuestionIntent, RegExp>> = {
  choose: /choos|select|tuning|hyperparameter|how many|number of|validation/i,
  when: /pitfall|limit|fail|when |assumption/i,
};
/**
 * A sentence in which a lecture says that it leaves a topic out ("Deep generative models … are
 * beyond this site"): naming a topic there is not covering it.
 */
const leavesTopicOut =
  /\b(?:beyond|outside)\s+(?:the\s+scope\s+of\s+)?(?:this|these)\s+(?:site|course|lectures?)\b|\b(?:not|never)\s+(?:covered|treated|taught)\s+(?:here|on\s+this\s+site|in\s+th(?:is|ese)\s+(?:course|lectures?))\b/i;
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z(])/);
/** The sentences of a text that say a topic is left out. */
export const sentencesLeavingOut = (text: string) => sentencesOf(text).filter((sentence) => leavesTopicOut.test(sentence));
/** A text without its sentences that say a topic is left out. */
const withoutSentencesLeavingOut = (text: string) =>
  sentencesOf(text)
    .filter((sentence) => !leavesTopicOut.test(sentence))
    .join(' ');

/** A topic word of a question, for deciding coverage. */
export interface TopicWord {
  /** Its IDF; a word the lectures never use weighs as much as the rarest word. */
  weight: number;
  known: boolean;
  /** Terms that a section must have to hold the word (none for a quoted formula). */
  terms: string[];
}

export interface PreparedQuestion {
  /** Its words after typo correction and translation of everyday words. */
  words: string[];
  analysed: AnalysedText;
  topicWords: TopicWord[];
  /** Generic ML words ("model", "data"): the topic of a question that has no other. */
  genericTopicWords: TopicWord[];
  /** Quoted formula fragments that occur in some section, flattened. */
  formulas: string[];
}

interface IndexedSection {
  section: SectionDocument;
  /** Per term, the field-weighted, length-normalised frequency. */
  weightedCounts: Map<string, number>;
  /**
   * The headings the section answers to, as terms with their total IDF: its own, and for the first
   * section under a heading with no text of its own ("The singular value decomposition ›
   * Definition"), that heading too, since the section is where it begins.
   */
  headings: { terms: Set<string>; idf: number }[];
  /** The terms of the lecture title and of every heading down to the section's. */
  pathTerms: Set<string>;
  flatFormulas: string;
}

/** The teaching sections as the ranking reads them: each section's weighted terms, and the lectures' term statistics. */
export interface RankingIndex {
  sections: SectionDocument[];
  indexed: IndexedSection[];
  /** For each term, the sections that hold it. */
  postings: Map<string, number[]>;
  /** For each term, how many sections hold it. */
  documentFrequency: Map<string, number>;
  /** The terms the sections teach: all of theirs but those written only where a lecture says it leaves a topic out. */
  taught: Set<string>;
  /** Stems that stand side by side somewhere, so "cross-entropy" is known where the lectures write "cross entropy". */
  adjacentStems: Set<string>;
  /** Compounds the lectures write with a symbol in math ("$k$-fold"), as whole stems ("kfold"). */
  symbolCompounds: Set<string>;
  /** Compounds the lectures write with hyphens more often than spaced ("out-of-bag", "leave-one-out"), by their letters alone ("outofbag"). */
  hyphenatedCompounds: Map<string, string>;
  /** The terms of each lecture's headings. */
  lectureHeadingTerms: Map<string, Set<string>>;
  idf: (term: string) => number;
  /** The IDF of a term no section holds: the rarest a word can be. */
  unknownIdf: number;
  /** Whether the lectures use a word as written or under its stem. */
  isLectureWord: (word: string) => boolean;
  typos: TypoCorrector;
}

/** Indexes the teaching sections for BM25F: per field, each term's count, length-normalised and weighted. */
export function indexSections(sections: SectionDocument[], { fields }: TutorPolicy['sections'] = defaultTutorPolicy.sections): RankingIndex {
  const plainTexts = sections.map((section) => textWithoutMath(section.text));
  /** Each section's words as written, its text's and its heading's, for the compounds it hyphenates. */
  const writtenWords: string[][] = [];
  const analysedSections = sections.map((section, i): Record<Field, AnalysedText> => {
    // An "In code" section's text is mostly code and printed output, whose identifiers and comments
    // repeat a concept's words (criterion="entropy") without teaching it: it weighs as symbols do.
    const inCode = isInCodeSection(section);
    const textWords = wordsOf(plainTexts[i]);
    const headingWords = wordsOf(headingAsWords(section));
    writtenWords.push([...textWords, ...headingWords]);
    return {
      heading: analyse(headingWords),
      parents: analyse(wordsOf(section.title.split(' › ').slice(1, -1).join(' '))),
      lecture: analyse(wordsOf(section.lectureTitle)),
      text: analyse(inCode ? [] : textWords),
      symbols: analyse(wordsOf(symbolWords(section))),
      code: analyse(inCode ? textWords : []),
    };
  });
  const averageLength = Object.fromEntries(
    fieldNames.map((field) => [field, analysedSections.reduce((sum, byField) => sum + byField[field].sequence.length, 0) / sections.length || 1]),
  ) as Record<Field, number>;

  const documentFrequency = new Map<string, number>();
  // Stems that stand side by side somewhere, so "cross-entropy" is known where the lectures write "cross entropy".
  const adjacentStems = new Set<string>();
  const weightedCounts = analysedSections.map((byField) => {
    const counts = new Map<string, number>();
    for (const field of fieldNames) {
      const { weight, lengthNormalisation } = fields[field];
      const { sequence, counts: fieldCounts } = byField[field];
      const norm = 1 - lengthNormalisation + (lengthNormalisation * sequence.length) / averageLength[field];
      for (const [term, count] of fieldCounts) counts.set(term, (counts.get(term) ?? 0) + (weight * count) / norm);
      for (let i = 1; i < sequence.length; i++) adjacentStems.add(`${sequence[i - 1]} ${sequence[i]}`);
    }
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return counts;
  });

  const idfOf = (df: number) => Math.log(1 + (sections.length - df + 0.5) / (df + 0.5));
  const idfByTerm = new Map([...documentFrequency].map(([term, df]) => [term, idfOf(df)]));
  const idf = (term: string) => idfByTerm.get(term) ?? idfOf(0);
  const unknownIdf = idfOf(0);

  // A spelled-out acronym weighs as its token alone, so "PCA" names "Principal component analysis" in full.
  const headingOf = ({ counts, spelledOutStems }: AnalysedText) => {
    const terms = new Set(counts.keys());
    return { terms, idf: [...terms].reduce((sum, term) => sum + (spelledOutStems.has(term) ? 0 : idf(term)), 0) };
  };
  const titles = new Set(sections.map((section) => section.title));
  const indexed: IndexedSection[] = sections.map((section, i) => {
    const { heading, parents, lecture } = analysedSections[i];
    const headings = [headingOf(heading)];
    const path = section.title.split(' › ');
    const parentTitle = path.slice(0, -1).join(' › ');
    const opensParent = path.length > 2 && !titles.has(parentTitle) && !sections[i - 1]?.title.startsWith(`${parentTitle} › `);
    if (opensParent) headings.push(headingOf(analyse(wordsOf(path[path.length - 2]))));
    const pathTerms = new Set([heading, parents, lecture].flatMap((field) => [...field.counts.keys()]));
    return { section, weightedCounts: weightedCounts[i], headings, pathTerms, flatFormulas: flattenFormula(section.formulas) };
  });

  const postings = new Map<string, number[]>();
  indexed.forEach((entry, i) => {
    for (const term of entry.weightedCounts.keys()) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });

  const lectureWords = lectureWordCounts(sections);
  const isLectureWord = (word: string) => lectureWords.has(word) || documentFrequency.has(stemWords([word])[0] ?? word);
  // Typos are corrected against the lectures' words; a stop word, a question word or a word the
  // sections hold under its stem (a formula's "sigma", an acronym) is not a typo.
  const typos = createTypoCorrector(lectureWords, (word) => stopWords.has(word) || questionWords.has(word) || isLectureWord(word));

  /** The terms of each lecture's headings: an authored answer is asked in its lecture's context ("how many clusters" in Clustering, which teaches k-means). */
  const lectureHeadingTerms = new Map<string, Set<string>>();
  for (const [i, section] of sections.entries()) {
    const terms = lectureHeadingTerms.get(section.lecture) ?? new Set<string>();
    for (const term of analysedSections[i].heading.counts.keys()) terms.add(term);
    lectureHeadingTerms.set(section.lecture, terms);
  }
  // "$k$-fold" loses its symbol with the math; the learner's "k-fold" is still the lectures' word.
  const symbolCompounds = new Set(
    sections.flatMap((section) => [...section.prose.matchAll(/\$([a-zA-Z])\$-([a-zA-Z]+)/g)].map(([, symbol, word]) => stem(`${symbol}${word}`.toLowerCase()))),
  );
  // A compound the lectures hyphenate more often than they space it ("out-of-bag", not "learning-rate").
  const hyphenatedCount = new Map<string, number>();
  for (const words of writtenWords)
    for (const word of words) if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(word)) hyphenatedCount.set(word, (hyphenatedCount.get(word) ?? 0) + 1);
  const spacedCount = new Map([...hyphenatedCount.keys()].map((compound) => [compound.replace(/-/g, ' '), 0]));
  for (const words of writtenWords)
    for (let i = 0; i < words.length; i++)
      for (let n = 2; n <= 4 && i + n <= words.length; n++) {
        const run = words.slice(i, i + n).join(' ');
        if (spacedCount.has(run)) spacedCount.set(run, spacedCount.get(run)! + 1);
      }
  const hyphenatedCompounds = new Map(
    [...hyphenatedCount]
      .filter(([compound, count]) => count > spacedCount.get(compound.replace(/-/g, ' '))!)
      .map(([compound]) => [compound.replace(/-/g, ''), compound]),
  );
  // "Diffusion models … are beyond this site" names a topic to say it is left out: its words are
  // known to the ranking (the sentence is the closest thing to an answer) but not taught.
  const taught = new Set(documentFrequency.keys());
  const leftOut = new Set(plainTexts.flatMap((text) => sentencesLeavingOut(text).flatMap((sentence) => [...analyse(wordsOf(sentence)).counts.keys()])));
  if (leftOut.size > 0) {
    for (const term of leftOut) taught.delete(term);
    for (const [i, byField] of analysedSections.entries()) {
      const rest = analyse(wordsOf(withoutSentencesLeavingOut(plainTexts[i])));
      for (const field of [byField.heading, byField.parents, byField.lecture, byField.symbols, rest])
        for (const term of field.counts.keys()) if (leftOut.has(term)) taught.add(term);
    }
  }
  return {
    sections,
    indexed,
    postings,
    documentFrequency,
    taught,
    adjacentStems,
    symbolCompounds,
    hyphenatedCompounds,
    lectureHeadingTerms,
    idf,
    unknownIdf,
    isLectureWord,
    typos,
  };
}

/**
 * Words a learner spaces that the lectures hyphenate ("out of bag", "leave one out", "mini batch"),
 * joined into the lectures' compound, so they meet it, its acronym and its units' phrasings.
 * The longest run of two to four words first. A compound still counts its parts (`analyse`).
 */
function joinCompounds({ hyphenatedCompounds }: RankingIndex, words: string[]): string[] {
  const lettersOf = (run: string[]) => run.join('').replace(/-/g, '');
  const joined: string[] = [];
  for (let i = 0; i < words.length;) {
    let written: string | undefined;
    let length = Math.min(4, words.length - i);
    for (; length >= 2; length--) {
      written = hyphenatedCompounds.get(lettersOf(words.slice(i, i + length)));
      if (written) break;
    }
    joined.push(written ?? words[i]);
    i += written ? length : 1;
  }
  return joined;
}

/** Everyday words replaced by the lectures' terms; the learner's word stays when the lectures use it too. */
function translatePhrasings({ isLectureWord }: RankingIndex, words: string[]): string[] {
  const translated: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrasing = phrasings.find(({ learner }) => startsWithAt(words, learner, i));
    if (!phrasing) {
      translated.push(words[i++]);
      continue;
    }
    translated.push(...phrasing.learner.filter(isLectureWord), ...phrasing.lecture);
    i += phrasing.learner.length;
  }
  return translated;
}

/** A question word as a topic: known if the lectures use it, its acronym's expansion, or, for a compound, its parts. */
function topicWordOf({ documentFrequency, taught, adjacentStems, symbolCompounds, idf, unknownIdf }: RankingIndex, word: string): TopicWord {
  const whole = stemWords([word.replace(/[-_]/g, '')])[0] ?? word;
  // A word the lectures write only to say they leave its topic out is one they do not know.
  if (documentFrequency.has(whole)) return { known: taught.has(whole), terms: [whole], weight: idf(whole) };
  // A compound the lectures write with a symbol ("$k$-fold") is known by its words ("fold").
  const words = stemWords([word]).filter((part) => part.length > 1 && documentFrequency.has(part));
  if (symbolCompounds.has(whole) && words.length > 0) return { known: true, terms: words, weight: Math.max(...words.map(idf)) };
  // An acronym the lectures only spell out ("MLE") is known through its group's token.
  const group = synonymGroups.find((candidate) => candidate.words.has(whole) || candidate.words.has(stemWords([word])[0]));
  if (group && documentFrequency.has(group.token)) return { known: true, terms: [group.token], weight: idf(group.token) };
  // A compound is known ("kd-tree", "cross-entropy") if its parts stand side by side in the
  // lectures. Parts that are only words of their own name something else: "skip-gram" is neither a
  // skip connection nor a Gram matrix, and "q-learning" is not learning in general.
  const parts = stemWords([word]);
  const sideBySide = parts.every((part, i) => i === 0 || adjacentStems.has(`${parts[i - 1]} ${part}`));
  if (parts.length > 1 && sideBySide) return { known: true, terms: parts, weight: Math.max(...parts.map(idf)) };
  return { known: false, terms: [whole], weight: unknownIdf };
}

/**
 * Step 1, expand: the question's words with typos corrected and everyday words translated, its
 * terms with acronyms as their synonym tokens, its topic words, and the formulas it quotes.
 */
export function expandQuestion(index: RankingIndex, question: string): PreparedQuestion {
  // LaTeX the learner pasted ("Ask the tutor" on an equation quotes it as $$...$$) is matched as a
  // formula, and its symbols help ranking, but its commands (\mathbf, \frac) are not topic words.
  const { prose, latex } = splitMath(question);
  const proseWords = translatePhrasings(
    index,
    joinCompounds(
      index,
      wordsOf(prose).map((word) => index.typos.correct(word)),
    ),
  );
  const words = [...proseWords, ...wordsOf(latex.map(formulaWords).join(' '))];
  const quoted = [...formulaFragments(prose), ...latex.map(flattenFormula).filter((formula) => formula.length > 0)];
  const formulas = quoted.filter((fragment) => index.indexed.some((entry) => entry.flatFormulas.includes(fragment)));
  const topicWords: TopicWord[] = [];
  const genericTopicWords: TopicWord[] = [];
  for (const word of proseWords) {
    // "how do I choose", "when does it fail": the intent, not the topic.
    if (stopWords.has(word) || questionWords.has(word) || intentWords.has(word) || /^\d+$/.test(word)) continue;
    const topic = topicWordOf(index, word);
    if (genericWords.has(word)) genericTopicWords.push(topic);
    // A lone letter or a word with digits that the lectures lack is the learner's own symbol or
    // number ("x", "1e-3"), not a topic.
    else if (topic.known || (word.length > 1 && !/\d/.test(word))) topicWords.push(topic);
  }
  // A quoted formula that a section contains is a topic the lectures know, and a rare one.
  for (let i = 0; i < formulas.length; i++) topicWords.push({ known: true, terms: [], weight: index.unknownIdf });
  return { words, analysed: analyse(words), topicWords, genericTopicWords, formulas };
}

/**
 * Step 2, follow-up: the previous question, expanded, when this one continues it (at most one topic
 * word of its own, or a marker such as "it" or "what about").
 */
function followedUpQuestion(index: RankingIndex, question: string, own: PreparedQuestion, previousQuestion?: string): PreparedQuestion | undefined {
  if (!previousQuestion) return undefined;
  const isFollowUp = own.topicWords.length <= 1 || followUpMarker.test(normaliseQuestion(question));
  return isFollowUp ? expandQuestion(index, previousQuestion) : undefined;
}

/** Each term's weight: a question word's and an acronym's expansion's below a topic word's, all scaled by `scale`. */
function termWeights(
  prepared: PreparedQuestion,
  scale: number,
  { expansionWeight, questionWordWeight }: TutorPolicy['sections'],
  weights = new Map<string, number>(),
): Map<string, number> {
  const questionTerms = new Set(stemWords(prepared.words.filter((word) => questionWords.has(word))));
  for (const [term, count] of prepared.analysed.counts) {
    const kind = prepared.analysed.expandedTokens.has(term) ? expansionWeight : questionTerms.has(term) ? questionWordWeight : 1;
    weights.set(term, Math.max(weights.get(term) ?? 0, scale * kind * Math.min(count, 2)));
  }
  return weights;
}

/** The query's terms and weights: the question's own words, and a follow-up's borrowed words below them. */
interface QueryTerms {
  own: PreparedQuestion;
  previous?: PreparedQuestion;
  ownWeights: Map<string, number>;
  weights: Map<string, number>;
}

/**
 * Step 3, score: each section's BM25F score for the query's terms, plus its bonuses for a question
 * that names its heading, whose words its heading path holds, or that quotes one of its formulas,
 * and the prior of the lecture being read. Also, per section, how many of the question's formulas it holds.
 */
function scoreSections(
  { indexed, postings, idf, unknownIdf }: RankingIndex,
  { own, ownWeights, weights }: QueryTerms,
  policy: TutorPolicy['sections'],
  pageLecture?: string,
  intent?: QuestionIntent,
) {
  const { saturation, headingCoverageWeight, pathCoverageWeight, formulaWeight, pagePrior, intentHeadingPrior, intentHeadingLectureRanks } = policy;
  const scores = new Float64Array(indexed.length);
  for (const [term, weight] of weights) {
    const termIdf = idf(term);
    for (const i of postings.get(term) ?? []) {
      const frequency = indexed[i].weightedCounts.get(term)!;
      scores[i] += weight * termIdf * ((frequency * (saturation + 1)) / (frequency + saturation));
    }
  }

  const termMass = (term: string, termWeights = weights) => Math.min(termWeights.get(term) ?? 0, 1) * idf(term);
  const queryMass = [...weights.keys()].reduce((sum, term) => sum + termMass(term), 0);
  const quotesFormula = indexed.map((entry) => own.formulas.filter((fragment) => entry.flatFormulas.includes(fragment)).length);
  indexed.forEach((entry, i) => {
    if (scores[i] === 0) return;
    // A question that names most of a heading ("the kernel trick") is about that section. Only its
    // own words count: "and its dual?" after a question on the primal names the dual's heading.
    let headingBonus = 0;
    for (const heading of entry.headings) {
      let matched = 0;
      for (const term of heading.terms) matched += termMass(term, ownWeights);
      if (matched > 0) headingBonus = Math.max(headingBonus, matched * Math.min(1, matched / heading.idf));
    }
    // A question named by a section's heading path is answered there: "does k-means always
    // converge" under "k-means › Convergence to a local minimum", not by "k-means" alone.
    let pathMatched = 0;
    for (const term of entry.pathTerms) pathMatched += termMass(term);
    scores[i] += headingCoverageWeight * headingBonus + pathCoverageWeight * pathMatched * (pathMatched / queryMass);
    scores[i] += formulaWeight * unknownIdf * quotesFormula[i];
  });

  // A prior for the lecture being read, as a share of the top score: enough to lift its sections
  // over near ties, not to bury a clearly better section elsewhere.
  const topScore = Math.max(...scores);
  for (const [i, entry] of indexed.entries()) {
    if (pageLecture && scores[i] > 0 && entry.section.lecture === pageLecture) scores[i] += pagePrior * topScore;
  }
  // "How many components should I keep" is answered under "Choosing d′", "when does LDA fail" under
  // "Common pitfalls": headings that name the question's intent, not its topic words. Lifted by a
  // share of the top score, within the lectures of the three best sections, so the topic still
  // decides the lecture.
  const intentHeading = intent ? intentHeadings[intent] : undefined;
  if (intentHeading) {
    const best = order(scores).slice(0, intentHeadingLectureRanks);
    const lectures = new Set(best.map((i) => indexed[i].section.lecture));
    const bonus = intentHeadingPrior * Math.max(...scores);
    for (const [i, entry] of indexed.entries()) {
      if (scores[i] > 0 && lectures.has(entry.section.lecture) && intentHeading.test(entry.section.heading)) scores[i] += bonus;
    }
  }
  return { scores, quotesFormula };
}

/** The sections with a score, best first. */
const order = (scores: Float64Array) => [...scores.keys()].filter((i) => scores[i] > 0).sort((a, b) => scores[b] - scores[a]);

/** Share of the topic words' weight that the lectures know, or, given a section, that the section holds. */
function coverageOf(topicWords: TopicWord[], entry?: IndexedSection, quotesFormula = false, inPath = false): number {
  const total = topicWords.reduce((sum, word) => sum + word.weight, 0);
  let held = 0;
  for (const word of topicWords) {
    if (!word.known) continue;
    const terms = inPath ? entry?.pathTerms : entry?.weightedCounts;
    const holds = !terms || (word.terms.length === 0 ? quotesFormula : word.terms.every((term) => terms.has(term)));
    if (holds) held += word.weight;
  }
  return total > 0 ? held / total : 0;
}

/**
 * Step 4, coverage: whether the lectures cover the question from its sections alone. The topic is
 * the question's own topic words; a follow-up without any takes the previous question's, and a
 * question of generic ML words only ("my model does well on the data I trained it on but badly on
 * new data") its generic words. The lectures must know most of the topic's weight, and one of the
 * best sections must hold most of it, a follow-up's borrowed words counting at their lower weight.
 */
function sectionsCover(
  { indexed }: RankingIndex,
  { own, previous }: QueryTerms,
  order: number[],
  quotesFormula: number[],
  { sections: policy, followUps }: TutorPolicy,
): Pick<RetrievalResult, 'covered' | 'namedByHeadings' | 'knowsTopic'> {
  const topicWords = [own.topicWords, previous?.topicWords ?? [], own.genericTopicWords].find((words) => words.length > 0) ?? [];
  const context = previous && topicWords !== previous.topicWords ? previous.topicWords : [];
  const inSection = [...topicWords, ...context.map((word) => ({ ...word, weight: word.weight * followUps.previousWeight }))];
  const bestSectionCoverage = Math.max(0, ...order.slice(0, policy.coverageCandidates).map((i) => coverageOf(inSection, indexed[i], quotesFormula[i] > 0)));
  // Whether one of the best sections is about the topic, its headings naming most of it, rather
  // than mentioning it ("quantum" in a footnote of the scikit-learn docs on kernels).
  // Half the topic's words, counted one by one (in a small corpus such as a few Wikipedia articles
  // the rarest words are incidental: "negative sampling" under "Word2vec › Skip-gram"), and a
  // quarter of its weight (so "python" alone does not make a section about Python decorators).
  const topicCount = inSection.map((word) => ({ ...word, weight: word.weight > 0 ? 1 : 0 }));
  const namedByHeadings = order
    .slice(0, policy.headingCandidates)
    .some(
      (i) =>
        coverageOf(topicCount, indexed[i], false, true) >= policy.headingWordsShare &&
        coverageOf(inSection, indexed[i], false, true) >= policy.headingWeightShare,
    );
  const knowsTopic = order.length > 0 && coverageOf(topicWords) >= policy.coverageVocabulary;
  const covered = knowsTopic && bestSectionCoverage >= policy.coverageBestSection;
  return { covered, namedByHeadings: covered && namedByHeadings, knowsTopic };
}

/** The search's verdict on a question no section matches at all. */
const notCovered = { covered: false, namedByHeadings: false, knowsTopic: false } as const;

/**
 * Creates the retriever over the lecture sections. The search palette and `/search` query an Orama
 * index of the same sections; the tutor scores them itself (BM25F with the same stemmer and typo
 * corrector), because it weighs each query term on its own (a follow-up's borrowed words, a
 * question word) and needs the term statistics to judge coverage
 * (docs/decisions/009-tutor-bm25f-ranker.md).
 */
export function createRetriever(
  allSections: SectionDocument[],
  index?: RankingIndex,
  policy: TutorPolicy = defaultTutorPolicy,
): (query: RetrievalQuery) => Promise<RetrievalResult> {
  const sectionIndex = index ?? indexSections(allSections.filter(isTeachingSection), policy.sections);
  return async function retrieveSections({ question, page, previousQuestion, limit = 5, intent: knownIntent }: RetrievalQuery): Promise<RetrievalResult> {
    const intent = knownIntent ?? detectIntent(question);
    const own = expandQuestion(sectionIndex, question);
    const previous = followedUpQuestion(sectionIndex, question, own, previousQuestion);
    const ownWeights = termWeights(own, 1, policy.sections);
    const weights = previous ? termWeights(previous, policy.followUps.previousWeight, policy.sections, new Map(ownWeights)) : ownWeights;
    if (weights.size === 0) return { sections: [], ...notCovered, intent };
    const query: QueryTerms = { own, previous, ownWeights, weights };

    const pageLecture = page?.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
    const { scores, quotesFormula } = scoreSections(sectionIndex, query, policy.sections, pageLecture, intent.intent);
    const ranking = order(scores);
    const chosen = ranking.slice(0, limit);
    // The lecture being read keeps a place among the results, last, with its best matching section,
    // so the learner sees where it touches the question ("the margin" in AdaBoost, read on /trees).
    const onPage = ranking.find((i) => sectionIndex.indexed[i].section.lecture === pageLecture);
    if (onPage !== undefined && !chosen.includes(onPage) && chosen.length === limit) chosen[limit - 1] = onPage;
    const ranked = chosen.map((i) => ({ section: sectionIndex.indexed[i].section, score: scores[i] }));
    const coverage = ranked.length > 0 ? sectionsCover(sectionIndex, query, ranking, quotesFormula, policy) : notCovered;
    return { sections: ranked, ...coverage, intent };
  };
}

/** Answers a retrieval query; see createRetriever. */
export type Retriever = (query: RetrievalQuery) => Promise<RetrievalResult>;
