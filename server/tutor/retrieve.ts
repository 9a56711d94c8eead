/**
 * Finds the lecture sections that answer a learner's question, and decides whether the lectures
 * cover it at all, so the tutor can say so instead of inventing.
 *
 * Sections are scored with BM25F over their own heading, their parent headings, the lecture title,
 * the prose and the formulas' symbols (the heading says what a section is about, so it weighs most),
 * plus a bonus for a question that names most of a heading. Before scoring, a question is
 * normalised (spelling variants, dotted acronyms), its typos are corrected against the lectures'
 * own vocabulary, and each ML acronym and its expansion are mapped to one token, so "SVM" and
 * "support vector machine" meet. A follow-up question borrows the previous question's words at a
 * lower weight; the lecture the learner is reading gets a prior. Coverage is judged from the
 * question's own topic words: how much of their IDF mass occurs in the lectures, and how much of it
 * the best section holds together.
 */
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { mlSynonyms, spellingVariants } from '../../content/ml-synonyms.ts';
import type { SectionDocument, SectionIndex } from './section-index.ts';

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
}

export interface RetrievalQuery {
  question: string;
  /** The route the learner is reading (`/clustering`), whose sections get a boost. */
  page?: string;
  /** The learner's previous question in this conversation, for follow-ups. */
  previousQuestion?: string;
  limit?: number;
}

/** Function words: removed from questions and sections alike. */
const stopWords = new Set(
  `a an the and or but if then so of in on at to for from by with about into onto over under as than is are was were be been being am
  do does did done doing have has had having what whats which who whom whose why how when where whenever can could would should will shall
  may might must i im ive me my we our us you your it its they them their this that these those there here he she his her not no nor
  dont doesnt didnt cant cannot isnt arent wont wouldnt shouldnt couldnt just also ok okay please thanks thank hi hello hey eg ie etc`.split(/\s+/),
);

/**
 * Words that shape a question but name no topic ("explain", "difference", "work"). They still
 * count a little in ranking ("mean" is also a statistic), but never towards coverage.
 */
const questionWords = new Set(
  `explain tell show give mean means meaning define definition difference differ between vs versus work works working use used using get got
  make makes made some any all more most much many very really still again like want need know understand question answer one two
  way ways thing things something kind kinds sort happen happens actually even exactly always never better best good bad new whole
  let lets say says said go goes going come comes see look looks find found try trying instead same other another each every
  possible sure quick quickly simple simply intuition intuitive idea basically okay right wrong`.split(/\s+/),
);

/**
 * Words every lecture uses ("model", "data", "learn"): a question made only of them is not shown to
 * be covered, since any ML course would match it.
 */
const genericWords = new Set(
  `learn learning learned learns model models modelling data dataset datasets algorithm algorithms machine machines method methods train trains
  trained training problem problems result results compute computed computing calculate calculation value values number numbers
  function functions step steps ml ai artificial intelligence predict prediction predictions`.split(/\s+/),
);

/** Pronouns and openers that mark a question as a follow-up to the previous one. */
const followUpMarkers = /^(and|what about|how about|so|then|but|ok|okay)\b|\b(it|its|it's|this|that|they|them|those|these|the same|this one|that one)\b/;

/** Greek letters and other symbols learners name in words ("how do I choose sigma"). */
const symbolNames = /\\(alpha|beta|gamma|delta|varepsilon|epsilon|zeta|eta|theta|kappa|lambda|mu|nu|xi|pi|rho|sigma|tau|varphi|phi|chi|psi|omega)(?![a-z])/gi;

const stem: (word: string) => string = oramaTokenizer.createTokenizer({ stemming: true, stopWords: false }).stemmer ?? ((word) => word);

/** Lower case, learners' spelling variants mapped to the lectures' spelling. */
export function normaliseQuestion(question: string): string {
  let text = question.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, replacement] of spellingVariants) text = text.replace(pattern, replacement);
  return text;
}

/** The question with every acronym or expansion it mentions joined by its counterparts. */
export function expandSynonyms(text: string): string {
  const additions: string[] = [];
  const words = ` ${text.replace(/[^a-z0-9+\- ]/g, ' ')} `;
  for (const group of mlSynonyms) {
    if (group.some((form) => words.includes(` ${form} `) || words.includes(` ${form}s `))) {
      additions.push(...group.filter((form) => !words.includes(` ${form} `)));
    }
  }
  return additions.length > 0 ? `${text} ${additions.join(' ')}` : text;
}

/** The words of a text as written (lower case, hyphenated compounds kept whole), for typo correction. */
function surfaceWords(text: string): string[] {
  return (
    normaliseQuestion(text)
      // "i.i.d." and "e.g." are one word each.
      .replace(/\b(?:[a-z]\.){2,}/g, (dotted) => dotted.replaceAll('.', ''))
      .replace(/'s\b/g, '')
      .replace(/'/g, '')
      .match(/[a-z0-9]+(?:-[a-z0-9]+)*(?:\+\+)?/g) ?? []
  );
}

/** A text reduced to what retrieval compares. */
interface AnalysedText {
  /** Stems in reading order, compounds split into their parts, stop words removed: for phrases. */
  sequence: string[];
  /** Every term with its count: the sequence plus whole compounds ("kmean") and acronym tokens. */
  counts: Map<string, number>;
}

interface SynonymGroup {
  /** The token that stands for the whole group in sections and questions alike. */
  token: string;
  /** Forms that are one word (acronyms, compounds), as stems. */
  words: Set<string>;
  /** Forms of several words, as stem sequences. */
  phrases: string[][];
}

/** Stems the words of a text; `wholeWords` collects each word's stem before compounds are split. */
function stemWords(words: string[], wholeWords: string[] = []): string[] {
  const sequence: string[] = [];
  for (const word of words) {
    if (stopWords.has(word)) continue;
    const plusPlus = word.endsWith('++') ? '++' : '';
    const parts = word.slice(0, word.length - plusPlus.length).split('-');
    const whole = stem(parts.join('')) + plusPlus;
    wholeWords.push(whole);
    if (parts.length === 1) sequence.push(whole);
    else for (const part of parts) if (part && !stopWords.has(part)) sequence.push(stem(part));
  }
  return sequence;
}

const synonymGroups: SynonymGroup[] = mlSynonyms.map((forms) => {
  const group: SynonymGroup = { token: `~${forms[0].replace(/[^a-z0-9]/g, '')}`, words: new Set(), phrases: [] };
  for (const form of forms) {
    const wholeWords: string[] = [];
    const sequence = stemWords(surfaceWords(form), wholeWords);
    if (wholeWords.length === 1) group.words.add(wholeWords[0]);
    else group.phrases.push(sequence);
  }
  return group;
});

function containsPhrase(sequence: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= sequence.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (sequence[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** Analyses text (already corrected, if it is a question) into a stem sequence and term counts. */
function analyse(words: string[]): AnalysedText & { synonymTokens: Map<string, 'word' | 'phrase'> } {
  const wholeWords: string[] = [];
  const sequence = stemWords(words, wholeWords);
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const term of sequence) add(term);
  for (const whole of wholeWords) if (!counts.has(whole)) add(whole);
  const synonymTokens = new Map<string, 'word' | 'phrase'>();
  for (const group of synonymGroups) {
    const hits = wholeWords.filter((word) => group.words.has(word)).length;
    if (hits > 0) synonymTokens.set(group.token, 'word');
    else if (group.phrases.some((phrase) => containsPhrase(sequence, phrase))) synonymTokens.set(group.token, 'phrase');
    if (synonymTokens.has(group.token)) counts.set(group.token, Math.max(1, hits));
  }
  return { sequence, counts, synonymTokens };
}

/** Optimal-string-alignment distance (a swap of neighbours is one edit), or `limit + 1` once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let rowBeforePrevious: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    rowBeforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rowBeforePrevious[j - 2] + 1);
      row[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
  }
  return row[b.length];
}

/** The fields of a section, weighted and length-normalised separately (BM25F). */
const fields = {
  heading: { weight: 4, lengthNormalisation: 0.3 },
  parents: { weight: 1.5, lengthNormalisation: 0.3 },
  lecture: { weight: 1, lengthNormalisation: 0 },
  text: { weight: 1, lengthNormalisation: 0.75 },
  symbols: { weight: 0.5, lengthNormalisation: 0.75 },
} as const;
type Field = keyof typeof fields;
const fieldNames = Object.keys(fields) as Field[];

/** BM25 saturation: how fast repeated occurrences stop adding. */
const saturation = 1.2;
/** How much a question that names most of a section's heading adds, relative to the term scores. */
const headingCoverageWeight = 1.5;
/** The lecture the learner is reading gets this fraction of the top score added to its sections. */
const pagePrior = 0.3;
/** Weight of the previous question's words in a follow-up; the follow-up's own words weigh 1. */
const previousQuestionWeight = 0.4;
/** Weight of question words that name no topic. */
const questionWordWeight = 0.3;
/** Weight of an acronym token found through its expansion, whose own words already match. */
const expansionWeight = 0.5;
/** Share of a question's topic-word IDF mass that must occur in the lectures, and in its best section. */
const coverageThresholds = { vocabulary: 0.65, bestSection: 0.5 };

interface IndexedSection {
  section: SectionDocument;
  /** Per term, the field-weighted, length-normalised frequency. */
  weightedCounts: Map<string, number>;
  /** The heading's terms, to tell how much of the heading a question names. */
  headingTerms: Set<string>;
}

/** Creates the retriever over the sections; `index` is the same sections' Orama index, kept for the search palette. */
export function createRetriever(_index: SectionIndex, sections: SectionDocument[]) {
  const analysedFields = sections.map((section) => {
    const parentHeadings = section.title.split(' › ').slice(1, -1).join(' ');
    const symbols = [...section.formulas.matchAll(symbolNames)].map((match) => match[1].toLowerCase().replace(/^var/, '')).join(' ');
    const byField: Record<Field, AnalysedText> = {
      heading: analyse(surfaceWords(section.heading)),
      parents: analyse(surfaceWords(parentHeadings)),
      lecture: analyse(surfaceWords(section.lectureTitle)),
      text: analyse(surfaceWords(section.text)),
      symbols: analyse(surfaceWords(symbols)),
    };
    return byField;
  });

  const averageLength = Object.fromEntries(
    fieldNames.map((field) => [field, analysedFields.reduce((sum, byField) => sum + byField[field].sequence.length, 0) / sections.length || 1]),
  ) as Record<Field, number>;

  const documentFrequency = new Map<string, number>();
  const indexed: IndexedSection[] = sections.map((section, i) => {
    const weightedCounts = new Map<string, number>();
    for (const field of fieldNames) {
      const { weight, lengthNormalisation } = fields[field];
      const { sequence, counts } = analysedFields[i][field];
      const norm = 1 - lengthNormalisation + (lengthNormalisation * sequence.length) / averageLength[field];
      for (const [term, count] of counts) weightedCounts.set(term, (weightedCounts.get(term) ?? 0) + (weight * count) / norm);
    }
    for (const term of weightedCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return { section, weightedCounts, headingTerms: new Set(analysedFields[i].heading.counts.keys()) };
  });

  const postings = new Map<string, number[]>();
  indexed.forEach((entry, i) => {
    for (const term of entry.weightedCounts.keys()) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });

  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (sections.length - df + 0.5) / (df + 0.5));
  };

  // The lectures' words as written, by length, for typo correction; the most frequent wins a tie.
  const wordFrequency = new Map<string, number>();
  for (const section of sections) {
    for (const word of surfaceWords(`${section.title} ${section.text}`)) wordFrequency.set(word, (wordFrequency.get(word) ?? 0) + 1);
  }
  const wordsByLength = new Map<number, string[]>();
  for (const word of wordFrequency.keys()) {
    const list = wordsByLength.get(word.length);
    if (list) list.push(word);
    else wordsByLength.set(word.length, [word]);
  }

  const isKnown = (word: string) => wordFrequency.has(word) || documentFrequency.has(stemWords([word])[0] ?? word);

  /** The closest lecture word within the allowed edits, or the word itself. */
  function correctWord(word: string): string {
    if (word.length < 5 || /\d/.test(word) || isKnown(word)) return word;
    const limit = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = limit + 1;
    let bestFrequency = 0;
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const candidate of wordsByLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, Math.min(limit, bestDistance));
        const frequency = wordFrequency.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && distance <= limit && frequency > bestFrequency)) {
          best = candidate;
          bestDistance = distance;
          bestFrequency = frequency;
        }
      }
    }
    return bestDistance <= limit ? best : word;
  }

  /** A question's words with typos corrected, and which of its topic words the lectures lack. */
  function prepare(question: string) {
    const words = surfaceWords(question).map(correctWord);
    const analysed = analyse(words);
    // Each topic word of the question counts once towards coverage, weighted by its rarity. A word the
    // lectures never use counts as rarer than any they do: it is most likely the topic.
    const topicWeights: { weight: number; known: boolean; terms: string[] }[] = [];
    for (const word of words) {
      if (stopWords.has(word) || questionWords.has(word) || genericWords.has(word) || /^\d+$/.test(word)) continue;
      const terms = stemWords([word]);
      const whole = stemWords([word.replace(/-/g, '')])[0];
      const known = documentFrequency.has(whole) || (!word.includes('-') && terms.every((term) => documentFrequency.has(term)));
      topicWeights.push({ weight: known ? idf(whole) : idf(''), known, terms: word.includes('-') ? [whole] : terms });
    }
    return { words, analysed, topicWeights };
  }

  return async function retrieveSections({ question, page, previousQuestion, limit = 5 }: RetrievalQuery): Promise<RetrievalResult> {
    const own = prepare(question);
    const ownTopicCount = own.topicWeights.length;
    const isFollowUp = Boolean(previousQuestion) && (ownTopicCount <= 2 || followUpMarkers.test(normaliseQuestion(question)));
    const previous = isFollowUp && previousQuestion ? prepare(previousQuestion) : undefined;

    // The question's terms and their weights: its own words first, the previous question's below them.
    const queryWeights = new Map<string, number>();
    const addTerms = (prepared: ReturnType<typeof prepare>, scale: number) => {
      for (const [term, count] of prepared.analysed.counts) {
        const kind = prepared.analysed.synonymTokens.get(term);
        const isQuestionWord = prepared.words.some((word) => questionWords.has(word) && stemWords([word])[0] === term);
        const weight = scale * Math.min(count, 2) * (kind === 'phrase' ? expansionWeight : isQuestionWord ? questionWordWeight : 1);
        queryWeights.set(term, Math.max(queryWeights.get(term) ?? 0, weight));
      }
    };
    addTerms(own, 1);
    if (previous) addTerms(previous, previousQuestionWeight);
    if (queryWeights.size === 0) return { sections: [], covered: false };

    const scores = new Float64Array(indexed.length);
    const matchedHeadingIdf = new Float64Array(indexed.length);
    for (const [term, weight] of queryWeights) {
      const termIdf = idf(term);
      for (const i of postings.get(term) ?? []) {
        const frequency = indexed[i].weightedCounts.get(term)!;
        scores[i] += weight * termIdf * ((frequency * (saturation + 1)) / (frequency + saturation));
        if (indexed[i].headingTerms.has(term)) matchedHeadingIdf[i] += Math.min(weight, 1) * termIdf;
      }
    }
    // A question that names most of a heading ("the kernel trick") is about that section.
    for (let i = 0; i < indexed.length; i++) {
      if (matchedHeadingIdf[i] === 0) continue;
      let headingIdf = 0;
      for (const term of indexed[i].headingTerms) headingIdf += idf(term);
      scores[i] += headingCoverageWeight * matchedHeadingIdf[i] * (matchedHeadingIdf[i] / Math.max(headingIdf, matchedHeadingIdf[i]));
    }

    const pageLecture = page?.replace(/^\/+|[#?].*$/g, '');
    const topScore = Math.max(...scores);
    if (pageLecture && topScore > 0) {
      indexed.forEach((entry, i) => {
        if (scores[i] > 0 && entry.section.lecture === pageLecture) scores[i] += pagePrior * topScore;
      });
    }

    const order = [...scores.keys()].filter((i) => scores[i] > 0).sort((a, b) => scores[b] - scores[a]);
    const ranked = order.slice(0, limit).map((i) => ({ section: indexed[i].section, score: scores[i] }));

    // Coverage from the question's own topic words, or the previous question's when it has none.
    const topic = own.topicWeights.length > 0 ? own.topicWeights : (previous?.topicWeights ?? []);
    const totalWeight = topic.reduce((sum, word) => sum + word.weight, 0);
    const knownWeight = topic.reduce((sum, word) => sum + (word.known ? word.weight : 0), 0);
    const vocabularyCoverage = totalWeight > 0 ? knownWeight / totalWeight : 0;
    // The topic words must also meet in one section, not be scattered over the lectures.
    let bestSectionCoverage = 0;
    for (const i of order.slice(0, 10)) {
      const held = topic.reduce((sum, word) => sum + (word.known && word.terms.some((term) => indexed[i].weightedCounts.has(term)) ? word.weight : 0), 0);
      bestSectionCoverage = Math.max(bestSectionCoverage, totalWeight > 0 ? held / totalWeight : 0);
    }
    const covered = ranked.length > 0 && vocabularyCoverage >= coverageThresholds.vocabulary && bestSectionCoverage >= coverageThresholds.bestSection;
    if (process.env.TUTOR_DEBUG)
      console.log(
        JSON.stringify({
          question,
          vocabularyCoverage: +vocabularyCoverage.toFixed(2),
          bestSectionCoverage: +bestSectionCoverage.toFixed(2),
          topic: topic.map((w) => `${w.terms.join('+')}${w.known ? '' : '?'}:${w.weight.toFixed(1)}`).join(' '),
          words: own.words.join(' '),
        }),
      );
    return { sections: ranked, covered };
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
