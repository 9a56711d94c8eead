/**
 * The tutor's written knowledge: units a person wrote to be read alone and that the site also
 * shows: glossary entries (/glossary), the lectures' question bank ("Questions learners ask") and
 * scikit-learn recipes (/recipes). The built-in tutor answers from a unit whenever one matches the
 * question well enough (docs/decisions/012-answers-from-written-units.md), and quotes whole
 * paragraphs of the lectures otherwise.
 *
 * A unit is matched on its phrasings (a glossary term and its aliases; a question and its "also
 * asked as" phrasings; a recipe's task and its phrasings), each read by the same chain as the
 * question (typos corrected, everyday words translated, acronyms as one token), with the rarity of
 * each word in the lectures as its weight. A phrasing matches when the question's topic words are
 * mostly in it (recall) and its topic words are mostly in the question (precision), so "when does
 * spectral clustering fail" does not get the answer to "when does k-means fail".
 */
import { isAuthoredAnswer, type SectionDocument } from '../../shared/section-index.ts';
import type { ChatSource } from '../../shared/chat-protocol.ts';
import { detectIntent, type QuestionIntent } from './intent.ts';
import { expandQuestion, type PreparedQuestion, type RankingIndex, type TopicWord } from './retrieve.ts';
import { analyse } from '../../shared/text-analysis.ts';
import { textWithoutMath } from '../../shared/section-text.ts';
import { wordsOf } from '../../shared/words.ts';
import type { TutorPolicy } from './policy.ts';
import type { UnitsFile } from '../../shared/units-file.ts';

export type { UnitsFile };

/** The three kinds of written unit. */
export type UnitKind = 'glossary' | 'question' | 'recipe';

/** One written unit of knowledge, ready to be matched and quoted. */
export interface KnowledgeUnit {
  kind: UnitKind;
  /** How the unit is cited: its title ("Glossary › Entropy") and where it is shown (`/glossary#entropy`). */
  source: ChatSource;
  /** The lecture the unit belongs to (its slug), or '' for a recipe that belongs to none. */
  lecture: string;
  /** What the unit answers, in learners' words: the first is its own title (term, question, task). */
  phrasings: string[];
  /** Phrasings that name what the unit also uses rather than what it is about (a recipe's other API names), matched at `minorPhrasingWeight`. */
  minorPhrasings?: string[];
  /** The answer, as Markdown that stands alone. */
  answer: string;
  /** What kind of question it answers (a question-bank entry's own intent; a definition for a glossary entry). */
  intent: QuestionIntent | 'code';
  /** A question-bank entry whose question asks how ("How do I handle imbalanced classes?", "How is the bias b computed …?"): a procedure, not what something means. */
  howTo?: boolean;
  /** The sections the answer rests on, cited after the unit (the lecture section that develops it, API pages). */
  cites: ChatSource[];
}

/** The scikit-learn 1.2 API page of a fully qualified name. */
export function apiPageOf(name: string): string {
  return `https://scikit-learn.org/1.2/modules/generated/${name}.html`;
}

/**
 * A class or function name as written (`DecisionTreeClassifier`), in words ("decision tree
 * classifier", "make classification") and without the role its class plays ("decision tree",
 * "ridge" for RidgeCV): learners name the method, not the estimator.
 */
export function apiNamePhrasings(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  const method = words.replace(/ (?:classifier|regressor|cv)$/, '');
  return [...new Set([name, words, method])].filter((phrasing, i) => i === 0 || phrasing !== name.toLowerCase());
}

/** A lecture section's citation by its URL, titled as the tutor titles sections ("Trees › Impurity measures"). */
function sectionSource(url: string, sections: ReadonlyMap<string, SectionDocument>): ChatSource | undefined {
  const section = sections.get(url);
  return section && { title: `${section.lectureTitle} › ${section.heading}`, url, lecture: section.lecture, source: 'lectures' };
}

/** Every written unit: the glossary's entries, the lectures' question bank and the recipes. */
export function knowledgeUnits(sections: readonly SectionDocument[], { glossary, recipes }: UnitsFile): KnowledgeUnit[] {
  const byUrl = new Map(sections.map((section) => [section.url, section]));
  const units: KnowledgeUnit[] = [];
  for (const entry of glossary) {
    const teaches = sectionSource(entry.section, byUrl);
    const lecture = entry.section.split('#')[0].slice(1);
    const aliases = entry.aliases.length > 0 ? ` (also ${entry.aliases.join(', ')})` : '';
    units.push({
      kind: 'glossary',
      source: { title: `Glossary › ${entry.term}`, url: `/glossary#${entry.id}`, lecture, source: 'lectures' },
      lecture,
      phrasings: [entry.term, ...entry.aliases],
      answer: [`**${entry.term}**${aliases}: ${entry.definition}`, ...(entry.formula ? [`$$${entry.formula}$$`] : [])].join('\n\n'),
      intent: 'define',
      cites: teaches ? [teaches] : [],
    });
  }
  for (const section of sections) {
    if (!isAuthoredAnswer(section)) continue;
    // The first link of the answer to a section of a lecture is the section that develops it.
    const develops = (section.links ?? []).map((url) => sectionSource(url, byUrl)).find((source) => source && source.url !== section.url);
    units.push({
      kind: 'question',
      source: { title: section.title, url: section.url, lecture: section.lecture, source: 'lectures' },
      lecture: section.lecture,
      phrasings: [section.heading, ...(section.alsoAsked ?? [])],
      answer: section.prose,
      intent: detectIntent(section.heading).intent,
      howTo: /^\s*how\b/i.test(section.heading),
      cites: develops ? [develops] : [],
    });
  }
  for (const recipe of recipes) {
    const explains = recipe.lecture ? sectionSource(recipe.lecture, byUrl) : undefined;
    units.push({
      kind: 'recipe',
      source: { title: `Recipes › ${recipe.task}`, url: `/recipes#${recipe.id}`, lecture: explains?.lecture ?? '', source: 'lectures' },
      lecture: explains?.lecture ?? '',
      // Each API name also in words: learners write "standard scaler" and "decision tree". The first
      // is what the recipe is about; the others it also uses (LabelEncoder's recipe fits a LogisticRegression).
      phrasings: [recipe.task, ...recipe.also, ...apiNamePhrasings(recipe.api[0].split('.').at(-1)!)],
      minorPhrasings: recipe.api.slice(1).flatMap((name) => apiNamePhrasings(name.split('.').at(-1)!)),
      answer: [recipe.when, `\`\`\`python\n${recipe.code.trimEnd()}\n\`\`\``, `It prints:\n\n\`\`\`text\n${recipe.output.trimEnd()}\n\`\`\``].join('\n\n'),
      intent: 'code',
      cites: [
        ...recipe.api.map((name) => ({ title: `scikit-learn › ${name}`, url: apiPageOf(name), lecture: '', source: 'sklearn' as const })),
        ...(explains ? [explains] : []),
      ],
    });
  }
  return units;
}

/** A unit that matches a question, with how well. */
export interface UnitMatch {
  unit: KnowledgeUnit;
  /** 0 to 1: the match of its best phrasing, times the agreement of kind and intent. */
  score: number;
  /** The phrasing that matched best. */
  phrasing: string;
  /** Breaks a tie of scores: the share of the question's words, its intent's words included, that the phrasing holds ("normal equation formula": Normal equations, not He normal). */
  wordsHeld?: number;
  /** A unit that joins the answer only for its equation (a formula question's best unit displays none). */
  forEquation?: boolean;
}

/** What a question asks for, as the unit matcher reads it. */
export interface UnitQuery {
  question: string;
  intent: QuestionIntent;
  /** A question about code: scikit-learn, a class or function name, "in python". */
  code: boolean;
  /** A question of how to do something ("how do I get a confusion matrix"): a recipe may answer it though it names no code. */
  howTo?: boolean;
  /** The lecture the learner is reading. */
  pageLecture?: string;
  /** The question this one continues, whose topic words it borrows at a lower weight. */
  previousQuestion?: string;
}

/** Whether a topic word of one text is among the terms of another. */
const heldBy = (word: TopicWord, terms: ReadonlySet<string>) => word.terms.length === 0 || word.terms.some((term) => terms.has(term));

/** The topic words of a prepared text: its own, or its generic ones ("model", "data") when it has no other. */
const topicOf = (prepared: PreparedQuestion) => (prepared.topicWords.length > 0 ? prepared.topicWords : prepared.genericTopicWords);

/**
 * The share of `words`' weight that `terms` hold; a word held only by `context` (the headings of
 * the unit's lecture: "k-means" for "How do I choose the number of clusters K?" in Clustering)
 * counts `contextWeight` of its weight.
 */
function share(
  words: readonly TopicWord[],
  terms: ReadonlySet<string>,
  context?: ReadonlySet<string>,
  contextWeight = 0,
  answer?: ReadonlySet<string>,
  answerWeight = 0,
): number {
  const total = words.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return 0;
  const held = (word: TopicWord) =>
    heldBy(word, terms) ? 1 : Math.max(context && heldBy(word, context) ? contextWeight : 0, answer && heldBy(word, answer) ? answerWeight : 0);
  return words.reduce((sum, word) => sum + held(word) * word.weight, 0) / total;
}

/** The share of `terms` that `held` holds. */
function shareOfTerms(terms: ReadonlySet<string>, held: ReadonlySet<string>): number {
  let count = 0;
  for (const term of terms) if (held.has(term)) count++;
  return terms.size > 0 ? count / terms.size : 0;
}

/** Creates the matcher over the units, reading their phrasings with the lectures' term statistics. */
export function createUnitMatcher(units: readonly KnowledgeUnit[], index: RankingIndex, { units: policy, followUps }: TutorPolicy) {
  const phrasings = units.flatMap((unit) => {
    const weighed = [
      ...unit.phrasings.map((phrasing) => ({ phrasing, weight: 1 })),
      ...(unit.minorPhrasings ?? []).map((phrasing) => ({ phrasing, weight: policy.minorPhrasingWeight })),
    ];
    const prepared = weighed.map(({ phrasing, weight }) => ({ phrasing, weight, prepared: expandQuestion(index, phrasing) }));
    // A unit's phrasings are one question in several wordings: a learner's words may be spread over them.
    const unitTerms = new Set(prepared.flatMap(({ prepared: { analysed } }) => [...analysed.counts.keys()]));
    // The words of its answer (a recipe's explanation, not its code), which a learner's situation may name.
    const answerText = unit.kind === 'recipe' ? unit.answer.split('\n\n')[0] : unit.answer;
    const answerTerms = new Set(analyse(wordsOf(textWithoutMath(answerText))).counts.keys());
    return prepared.map(({ phrasing, weight, prepared: { analysed, ...words } }) => ({
      unit,
      phrasing,
      weight,
      // What this wording asks, when it says ("is one kmeans run enough" asks when of the entry on
      // how many restarts to choose); a wording with no cue ("k-means and outliers") is the unit's.
      asks: unit.kind === 'question' ? askedBy(phrasing) : undefined,
      topic: topicOf({ analysed, ...words }),
      terms: new Set(analysed.counts.keys()),
      unitTerms,
      answerTerms,
    }));
  });

  /** For each term, the phrasings whose topic words hold it. */
  const postings = new Map<string, number[]>();
  phrasings.forEach((candidate, at) => {
    for (const term of new Set(candidate.topic.flatMap((word) => word.terms))) postings.set(term, [...(postings.get(term) ?? []), at]);
  });

  // A word that neither the lectures nor any unit uses ("disk" in "save a trained model to disk")
  // cannot be matched; at the weight of the rarest word it would outweigh the words that can. In a
  // question about doing something it weighs as a typical lecture word.
  const knownToUnits = new Set(phrasings.flatMap((candidate) => [...candidate.terms]));
  const idfs = [...index.documentFrequency.keys()].map(index.idf).sort((a, b) => a - b);
  const typicalIdf = idfs[Math.floor(idfs.length / 2)] ?? index.unknownIdf;
  const damped = (word: TopicWord): TopicWord =>
    !word.known && !word.terms.some((term) => knownToUnits.has(term)) ? { ...word, weight: Math.min(word.weight, typicalIdf) } : word;
  // The words that name topics: the lectures' headings and the glossary's terms and aliases. A
  // word of the lectures outside them ("start", "limit", "honest", "mm") describes the learner's
  // situation or wording rather than the topic, and at its full weight it could outweigh the topic
  // ("which kernal should i start with for an svm" got the glossary's Kernel entry, not "How do I
  // choose the kernel for an SVM?"). A word the lectures never use keeps its full weight: it may be
  // a topic they do not teach ("ARIMA"), which no unit should answer.
  const topicVocabulary = new Set<string>();
  for (const terms of index.lectureHeadingTerms.values()) for (const term of terms) topicVocabulary.add(term);
  for (const candidate of phrasings) if (candidate.unit.kind === 'glossary') for (const term of candidate.terms) topicVocabulary.add(term);
  const asContext = (word: TopicWord): TopicWord =>
    word.known && word.terms.length > 0 && !word.terms.some((term) => topicVocabulary.has(term))
      ? { ...word, weight: Math.min(word.weight, typicalIdf * policy.contextWordIdf) }
      : word;

  /**
   * "what does out-of-bag error mean in random forests?" asks what the out-of-bag error is; the
   * random forest is only where the learner met it. A definition's words after a closing "in …"
   * (and not before it) weigh `definedInSettingWeight`, so the entry that defines the term is not
   * outweighed by the setting's own entries. Not "for …": "what does the curse of dimensionality
   * mean for knn" asks what it does to k-NN.
   */
  function inItsSetting(words: TopicWord[], question: string, definition: boolean): TopicWord[] {
    if (!definition) return words;
    const split = /^(.+?)\s(?:in|inside)\s+(?:an?\s|the\s)?([^,;]+?)\s*[?.!]*$/i.exec(question.trim());
    if (!split) return words;
    const termsOf = (text: string) => new Set(expandQuestion(index, text).topicWords.flatMap((word) => word.terms));
    const [head, setting] = [termsOf(split[1]), termsOf(split[2])];
    if (head.size === 0) return words;
    const inSettingOnly = (word: TopicWord) => word.terms.length > 0 && word.terms.every((term) => setting.has(term) && !head.has(term));
    return words.map((word) => (inSettingOnly(word) ? { ...word, weight: word.weight * policy.definedInSettingWeight } : word));
  }

  /**
   * The question's topic words and terms: its own, and for a follow-up ("and why?", "what's its
   * default value?") the previous question's too, at a lower weight, so the subject carries over.
   */
  function prepare(
    question: string,
    previousQuestion: string | undefined,
    aboutDoing: boolean,
    definition: boolean,
  ): { topic: TopicWord[]; terms: Set<string>; asked: TopicWord[]; subject: TopicWord[] } {
    const own = expandQuestion(index, question);
    // Only in a question about doing something: elsewhere a word nothing here knows is the topic
    // ("how do GANs train the generator"), and no unit should answer it.
    const ownTopic = inItsSetting((aboutDoing ? topicOf(own).map(damped) : topicOf(own)).map(asContext), question, definition);
    const terms = new Set(own.analysed.counts.keys());
    if (!previousQuestion) return { topic: ownTopic, terms, asked: [], subject: [] };
    const previous = expandQuestion(index, previousQuestion);
    for (const term of previous.analysed.counts.keys()) terms.add(term);
    const subject = topicOf(previous);
    const borrowed = subject.map((word) => ({ ...word, weight: word.weight * followUps.previousWeight }));
    // What the follow-up itself asks about ("scaling" in "does it need scaling?"), among the words
    // units use; not a generic word that stands in for a topic ("sklearn" in "in sklearn?").
    const asked = own.topicWords.filter((word) => word.terms.some((term) => knownToUnits.has(term)));
    return { topic: [...ownTopic, ...borrowed], terms, asked, subject };
  }

  /** The units that match a question, best first, each once. */
  function matchUnits({ question, intent, code, howTo = false, pageLecture, previousQuestion }: UnitQuery): UnitMatch[] {
    const { topic, terms, asked, subject } = prepare(question, previousQuestion, code || howTo, intent === 'define');
    if (topic.length === 0) return [];
    const best = new Map<KnowledgeUnit, UnitMatch>();
    // Only a phrasing that shares a topic word with the question can match it (its precision is 0 otherwise).
    const candidates = new Set<number>();
    for (const term of terms) for (const at of postings.get(term) ?? []) candidates.add(at);
    // A follow-up asks about its own words in the previous subject ("does it need scaling?" after
    // k-NN regression). When some unit holds both, a unit without the follow-up's words would only
    // answer the previous question again ("When does k-NN fail?"); when none does ("what are the
    // default values?" after Adam), the subject's units are still the best answer.
    const holds = (words: readonly TopicWord[], at: number) => words.some((word) => word.terms.some((term) => phrasings[at].unitTerms.has(term)));
    const asksAboutSubject = asked.length > 0 && [...candidates].some((at) => holds(asked, at) && holds(subject, at));
    for (const at of candidates) {
      const candidate = phrasings[at];
      if (asksAboutSubject && !holds(asked, at)) continue;
      const context = candidate.unit.kind === 'question' ? index.lectureHeadingTerms.get(candidate.unit.lecture) : undefined;
      const recall =
        (1 - policy.unitWideRecall) * share(topic, candidate.terms, context, policy.lectureContextWeight) +
        policy.unitWideRecall * share(topic, candidate.unitTerms, context, policy.lectureContextWeight, candidate.answerTerms, policy.answerWordWeight);
      if (recall === 0) continue;
      const precision = share(candidate.topic, terms);
      const match = ((2 * recall * precision) / (recall + precision)) * candidate.weight;
      const onPage = candidate.unit.lecture !== '' && candidate.unit.lecture === pageLecture;
      // Two lectures may answer the same question; the one whose headings name its topic teaches it.
      const headings = index.lectureHeadingTerms.get(candidate.unit.lecture);
      const teaches = headings ? policy.teachingLectureBonus * share(topic, headings) : 0;
      const kind = Math.max(
        kindWeight(candidate.unit, intent, code, howTo, policy),
        candidate.asks ? kindWeight(candidate.unit, intent, code, howTo, policy, candidate.asks) * policy.phrasingIntentWeight : 0,
      );
      const score = Math.min(1, match * kind * (onPage ? policy.pageBonus : 1) + teaches);
      const previous = best.get(candidate.unit);
      if (!previous || score > previous.score)
        best.set(candidate.unit, { unit: candidate.unit, score, phrasing: candidate.phrasing, wordsHeld: shareOfTerms(terms, candidate.terms) });
    }
    return [...best.values()].sort((a, b) => b.score - a.score || (b.wordsHeld ?? 0) - (a.wordsHeld ?? 0));
  }

  /** How many topic words a question has of its own (a follow-up has few). */
  const ownTopicWords = (question: string) => expandQuestion(index, question).topicWords.length;

  return { match: matchUnits, ownTopicWords };
}

/** The intent a phrasing's own words ask for, or undefined when they have no cue (read as define). */
function askedBy(phrasing: string): QuestionIntent | undefined {
  const { intent } = detectIntent(phrasing);
  return intent === 'define' ? undefined : intent;
}

/** How well a unit's kind and intent (or `unitIntent`, the intent one of its phrasings asks with) suit what the question asks for (1 = exactly). */
function kindWeight(
  unit: KnowledgeUnit,
  intent: QuestionIntent,
  code: boolean,
  howTo: boolean,
  policy: TutorPolicy['units'],
  unitIntent: KnowledgeUnit['intent'] = unit.intent,
): number {
  if (code) return policy.codeQuestion[unit.kind];
  if (howTo && (intent === 'define' || intent === 'when'))
    return unit.kind === 'question' && !unit.howTo ? policy.otherQuestionForHowTo : policy.howToQuestion[unit.kind];
  // "how do I set the parameters of a pipeline step": doing it is choosing it, and the recipe does it.
  if (unit.kind === 'recipe') return howTo && policy.relatedIntents[intent].includes('code') ? policy.relatedIntentWeight : policy.recipeForConcept;
  if (intent === 'define' || intent === 'formula') return unit.kind === 'glossary' ? 1 : policy.questionForDefinition;
  if (unit.kind === 'glossary') return policy.glossaryForHowWhy;
  if (unitIntent === intent) return 1;
  return policy.relatedIntents[intent].includes(unitIntent as QuestionIntent) ? policy.relatedIntentWeight : policy.otherIntentWeight;
}

export type UnitMatcher = ReturnType<typeof createUnitMatcher>;
