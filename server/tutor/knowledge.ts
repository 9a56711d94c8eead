/**
 * The tutor's knowledge: the lectures, and the reference sources that are present (the
 * scikit-learn documentation, Wikipedia articles). Each source is ranked with its own term
 * statistics (a word common in the scikit-learn docs is rare in the lectures); the answer then
 * comes from one source, the others' best sections following it in the Sources list:
 *
 * - a question about code ("in scikit-learn", "sklearn", a class, function or parameter name) is
 *   answered from the scikit-learn documentation first;
 * - any other question from the lectures whenever they cover it (they are the first source for
 *   concepts and derivations);
 * - a topic the lectures leave out (DBSCAN, Gaussian mixtures, t-SNE) from Wikipedia or the
 *   scikit-learn documentation, whichever covers it, Wikipedia first (the owner chose its articles);
 * - a question no source covers is answered "not covered", with the closest lecture sections.
 */
import type { ApiQuestion } from './compose.ts';
import { defaultTutorPolicy, type TutorPolicy } from './policy.ts';
import { createRetriever, questionWords, stopWords, type RankingIndex, type RetrievalQuery, type RetrievalResult, type RetrievedSection } from './retrieve.ts';
import { isReferenceSection, referenceSection, type ReferenceSection } from './sources/reference-sections.ts';
import type { ApiEntry, ApiParameter, ReferenceDocument, ReferenceSourceId } from './sources/reference-document.ts';
import { isInCodeSection, isTeachingSection, type SectionDocument } from '../../shared/section-index.ts';
import { simpleWordsOf, stemWord, wordsOf } from '../../shared/words.ts';
import { notTaughtTopicList } from '../../content/tutor-words.ts';

export interface KnowledgeSourcesInput {
  lectures: SectionDocument[];
  /** The lectures' teaching sections, indexed once (the unit matcher reads the same term statistics). */
  lectureIndex?: RankingIndex;
  sklearn?: ReferenceDocument[];
  wikipedia?: ReferenceDocument[];
  /** The numbers the sources are searched and put together with. */
  policy?: TutorPolicy;
}

/** What answers a question: the retrieval of the source that answers it, with the other sources' best sections after its own. */
export interface KnowledgeRetrieval extends RetrievalResult {
  /** The source the answer is drawn from. */
  answeredFrom: 'lectures' | ReferenceSourceId;
  /** For a question on a scikit-learn class or function: its API page, and the parameter asked about. */
  api?: ApiQuestion;
  /** The best sections of the other sources that cover the question, listed after the answer's own. */
  alsoSee: SectionDocument[];
  /** When the lectures only mention the topic: a reference section whose headings name it, quoted after the lectures. */
  about?: SectionDocument;
  /** A topic the lectures do not teach that the question names (notTaughtTopicList): no written unit answers it either. */
  notTaught?: string;
}

/** Words that make a question one about code in scikit-learn. */
export const sklearnMention = /\b(?:scikit[- ]?learn|sklearn|scikit)\b/i;
/** The same words with the preposition before them ("in sklearn"), taken out of the question the lectures are asked. */
const sklearnPhrase = /(?:\b(?:in|with|using|from|of|for|by)\s+)?\b(?:scikit[- ]?learn|sklearn|scikit)\b/gi;

/** A question that asks which class or function does something ("which sklearn class tries every combination…"). */
const asksForApi =
  /\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:class|classes|estimator|estimators|function|functions|transformer|transformers|model|models|method|tool|object|scaler|encoder|metric)\b/i;

/** What a "which … should I use" question asks for: a function, or a class (an estimator, a transformer, a model). */
function kindAsked(question: string): ApiEntry['kind'] | undefined {
  const kind = asksForApi.exec(question)?.[0].split(/\s+/).at(-1)?.toLowerCase();
  if (!kind) return undefined;
  if (/^functions?$/.test(kind)) return 'function';
  return /^(?:class|classes|estimators?|transformers?|models?|object|scaler|encoder)$/.test(kind) ? 'class' : undefined;
}

/** Whether `stems` hold `run` side by side, in its order (a name of several words, as stems). */
function holdsRun(stems: readonly string[], run: readonly string[]): boolean {
  return stems.some((_, at) => run.every((stem, j) => stems[at + j] === stem));
}

/** The topics the lectures do not teach, each as its words' stems ("gaussian process": gaussian, process). */
const notTaughtTopics = notTaughtTopicList.map((topic) => ({ topic, stems: simpleWordsOf(topic).map(stemWord) }));
/** The first topic the lectures do not teach that a question names, its words side by side. */
export function notTaughtTopicOf(question: string): string | undefined {
  const stems = simpleWordsOf(question).map(stemWord);
  return notTaughtTopics.find(({ stems: topic }) => holdsRun(stems, topic))?.topic;
}
/**
 * A reference section whose heading says the library leaves a topic out ("Why is there no support
 * for deep or reinforcement learning …?", "Will you add graphical models …?", "Why did you remove
 * HMMs …?"): it names the topic without being about it, as a lecture's "beyond this site" does.
 */
const declinesTopic = /\b(?:no support for|will there be support|will you (?:add|support)|why did you remove|not in the foreseeable future)\b/i;

/** A question that asks for a library's default: "by default", "if I don't pass cv". */
export const asksForDefault = /\bdefaults?\b|\bif (?:i|you) (?:don'?t|do not) (?:pass|set|give|specify|change)\b/i;
/** A question that asks for a setting: a default, or how many / how much of something. */
const asksForSetting = /\bdefaults?\b|\bhow (?:many|much|big|large|deep)\b|\bwhich (?:value|setting)\b/i;

/** A question that asks how to do something ("how do I …", "how to …"), not how something works. */
const asksHowTo = /^\s*how (?:do|can|could|should|would) (?:i|you|we|one)\b|\bhow to\b/i;

/** The values a parameter's type line lists as strings: "{'auto', 'ovr'}", "dict or 'balanced'". */
const optionsOf = (parameter: ApiParameter) => [...parameter.type.replace(/default\s*=.*$/, '').matchAll(/['"]([A-Za-z_]+)['"]/g)].map((match) => match[1]);

/**
 * For "how do I … with `SVC`": the parameter that does it, and the setting to write out. A
 * parameter qualifies by the question's words that its name spells ("probabilities": `probability`)
 * or that hold one of its string values ("imbalanced": `class_weight='balanced'`, which weighs
 * more). The setting is that value, or for a flag the opposite of its default (`probability=True`).
 */
export function parameterToSet(question: string, entry: ApiEntry): { parameter: ApiParameter; setting?: string } | undefined {
  const nameStems = new Set(wordsOf(entry.name.replace(/([a-z])([A-Z])/g, '$1 $2')).map(stemWord));
  const words = wordsOf(question.replace(new RegExp(entry.name, 'gi'), ' ')).filter((word) => !stopWords.has(word) && !questionWords.has(word));
  const stems = new Set(words.map(stemWord).filter((stem) => !nameStems.has(stem)));
  let best: { parameter: ApiParameter; score: number; option?: string } | undefined;
  for (const parameter of entry.parameters) {
    const named = parameter.name.split('_').filter((part) => part.length > 2 && stems.has(stemWord(part))).length;
    const option = optionsOf(parameter).find((value) => value.length > 3 && words.some((word) => word.includes(value.toLowerCase())));
    const score = named + (option ? 2 : 0);
    if (score > 0 && (!best || score > best.score)) best = { parameter, score, option };
  }
  if (!best) return undefined;
  const { parameter, option } = best;
  if (option) return { parameter, setting: `${parameter.name}='${option}'` };
  const flagDefault = /^bool\b.*default\s*=\s*(True|False)\b/.exec(parameter.type)?.[1];
  return { parameter, setting: flagDefault ? `${parameter.name}=${flagDefault === 'True' ? 'False' : 'True'}` : undefined };
}

/**
 * The parameter whose name and description hold most of the question's words (beyond the class's
 * own name), a short description winning over a long one that mentions them in passing.
 */
function describedParameter(question: string, entry: ApiEntry): ApiEntry['parameters'][number] | undefined {
  const nameWords = new Set(wordsOf(entry.name.replace(/([a-z])([A-Z])/g, '$1 $2')).map(stemWord));
  const asked = new Set(
    wordsOf(question)
      .filter((word) => !stopWords.has(word) && !questionWords.has(word) && !/^defaults?$/.test(word))
      .map(stemWord)
      .filter((stem) => !nameWords.has(stem) && stem !== entry.name.toLowerCase()),
  );
  // The words outside the function's own name: "train" in train_test_split does not spell train_size.
  const questionStems = new Set(wordsOf(question.replace(new RegExp(entry.name, 'gi'), ' ')).map(stemWord));
  let best: { parameter: ApiEntry['parameters'][number]; score: number } | undefined;
  for (const parameter of entry.parameters) {
    const words = new Set(wordsOf(`${parameter.name.replace(/_/g, ' ')} ${parameter.description}`).map(stemWord));
    const held = [...asked].filter((stem) => words.has(stem)).length;
    // A question that spells out the parameter's name ("the default test size": test_size) names it.
    const spelledOut = parameter.name.split('_').every((part) => questionStems.has(stemWord(part)));
    const score = held / Math.sqrt(words.size || 1) + (spelledOut ? 1 : 0);
    if (held > 0 && (!best || score > best.score)) best = { parameter, score };
  }
  return best?.parameter;
}

/** An identifier as written in code: a class name (RandomForestClassifier) or a snake_case name (n_estimators, train_test_split). */
const codeIdentifierForm = String.raw`(?:[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+|[A-Z]{2,}[a-z][A-Za-z0-9]*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)`;
const codeIdentifier = new RegExp(String.raw`\b${codeIdentifierForm}\b`, 'g');
/** Whether a whole token is such an identifier (not stateful, unlike the global pattern above). */
const isCodeIdentifier = new RegExp(`^${codeIdentifierForm}$`);

/** Whether a question writes a name as code: in backticks, or called ("scale()"). */
const writtenAsCode = (question: string, name: string) => new RegExp(`\`${name}\`|\\b${name}\\s*\\(`).test(question);

/** The question's tokens as code would name things: "eps", "C", "n_estimators", "RandomForestClassifier". */
function codeTokens(question: string): string[] {
  return question.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
}

export function createKnowledge({ lectures, lectureIndex, sklearn = [], wikipedia = [], policy = defaultTutorPolicy }: KnowledgeSourcesInput) {
  const { otherSourceSections, sectionsNamingTopic, apiCandidates, passingMentions, introducingSections, whichCandidates, runnerUpShare } = policy.sources;
  const lectureRetriever = createRetriever(lectures, lectureIndex, policy);
  const sklearnSections = sklearn.map(referenceSection);
  const sklearnRetriever = sklearnSections.length > 0 ? createRetriever(sklearnSections, undefined, policy) : undefined;
  const wikipediaRetriever = wikipedia.length > 0 ? createRetriever(wikipedia.map(referenceSection), undefined, policy) : undefined;
  // The lectures' words as a learner might write them in code: "k-means" also as "kmeans". Not
  // the "In code" sections' (docs/architecture.md, "Code snippets"): their code and its lead-in name
  // scikit-learn's classes ("SVC", "LogisticRegression"), which would then read as lecture words and
  // keep a question that names them from the documentation. Nor the question bank's: its answers
  // name classes and settings (`SVC(probability=True)`) to say how to use them, not to teach them.
  const teachingSections = lectures.filter(isTeachingSection);
  const lectureWords = new Set(
    teachingSections
      .filter((section) => !isInCodeSection(section))
      .flatMap((section) => wordsOf(`${section.heading} ${section.text}`).flatMap((word) => [word, word.replace(/[-+]/g, '')])),
  );

  /** API pages by their class's or function's name, lower-cased (a class before a function of the same name: DBSCAN before dbscan). */
  const apiByName = new Map<string, ReferenceSection[]>();
  for (const section of sklearnSections) {
    if (!section.api) continue;
    for (const name of new Set([section.api.name.toLowerCase(), section.api.qualifiedName.toLowerCase()])) {
      const list = apiByName.get(name) ?? [];
      list.push(section);
      list.sort((a, b) => (a.api?.kind === b.api?.kind ? 0 : a.api?.kind === 'class' ? -1 : 1));
      apiByName.set(name, list);
    }
  }
  /**
   * The API pages a question names. A name that is also an everyday or lecture word ("Ridge",
   * "Kernel", "PCA") names a page only when the question is about code anyway, or names one of
   * that page's parameters too ("eps" with "DBSCAN").
   */
  const namedApiPages = (question: string, aboutCode = false, { spelledOut = true } = {}) => {
    const tokens = codeTokens(question);
    const pages = new Set<ReferenceSection>();
    /** Whether the question names one of the page's parameters besides the words that name the page ("kernel" in "kernel density"). */
    const namesParameterOf = (page: ReferenceSection, ...naming: string[]) =>
      tokens.some((other) => !naming.includes(other) && page.api!.parameters.some((parameter) => parameter.name === other));
    // A class's name spelled out in words ("isolation forest" for IsolationForest) names it in a
    // question about code, or with one of its parameters that is no lecture word ("isolation forest
    // contamination"; "logistic regression penalty" is a question for the lectures).
    const lectureWordsOnly = tokens.filter((token) => lectureWords.has(token.toLowerCase()) && !isCodeIdentifier.test(token));
    for (let at = 0; spelledOut && at < tokens.length; at++)
      for (let length = 2; length <= 3 && at + length <= tokens.length; length++) {
        const words = tokens.slice(at, at + length);
        for (const page of apiByName.get(words.join('').toLowerCase()) ?? [])
          if (page.api!.kind === 'class' && (aboutCode || namesParameterOf(page, ...words, ...lectureWordsOnly))) pages.add(page);
      }
    for (const token of tokens) {
      if (token.length < 3 && !/^[A-Z]{2,}$/.test(token)) continue;
      for (const page of apiByName.get(token.toLowerCase()) ?? []) {
        // A word that only shapes the request ("a bunch of outliers") is no class name either, unless written as one.
        const plainWord = token === token.toLowerCase() && (questionWords.has(token) || stopWords.has(token)) && !writtenAsCode(question, token);
        const codeLike = !plainWord && (isCodeIdentifier.test(token) || !lectureWords.has(token.toLowerCase()));
        // A lower-case lecture word that is also a function's name ("scale", "normalize") is the
        // verb in a question about code, not the function, unless written as code ("`scale`", "scale()").
        const asWord = page.api!.kind === 'function' && token === token.toLowerCase() && !codeLike && !writtenAsCode(question, token);
        if ((aboutCode && !asWord) || codeLike || namesParameterOf(page, token)) pages.add(page);
      }
    }
    return [...pages];
  };

  /** Whether a question is about code: it says scikit-learn, or names a class, function or parameter the docs define. */
  function isCodeQuestion(question: string): boolean {
    if (sklearnMention.test(question)) return true;
    if (namedApiPages(question).length > 0) return true;
    // The lectures teach no library's defaults: "how many components does PCA keep by default" asks
    // the docs. A class spelled out in words ("logistic regression") is also the lectures' concept.
    if (asksForDefault.test(question) && namedApiPages(question, true, { spelledOut: false }).length > 0) return true;
    return (question.match(codeIdentifier) ?? []).some((identifier) => identifier.includes('_') && parameterNames.has(identifier));
  }
  const parameterNames = new Set(sklearnSections.flatMap((section) => section.api?.parameters.map((parameter) => parameter.name) ?? []));

  // Each API page also as its name in words ("Isolation Forest") and its summary alone: what "which
  // class does X" is matched against, without the many words of its parameters.
  const apiSections = sklearnSections.filter((section) => section.api);
  const summaryRetriever =
    apiSections.length > 0
      ? createRetriever(
          apiSections.map((section) => ({
            ...section,
            heading: section.api!.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' '),
            text: section.prose,
          })),
          undefined,
          policy,
        )
      : undefined;
  const sklearnByUrl = new Map(sklearnSections.map((section) => [section.url, section]));

  /**
   * The API pages that answer "which class does X", best first. Each scores by how its own page
   * ranks, how the user-guide section that introduces it ranks, how its summary alone matches, and
   * how the best user-guide sections that name it in code rank, each as a share of its ranking's
   * best score; a function weighs half when a class is asked for, and the other way round.
   */
  async function apiPagesFor(question: string): Promise<RetrievedSection[]> {
    if (!sklearnRetriever || !summaryRetriever) return [];
    const topic = question.replace(sklearnPhrase, ' ').replace(asksForApi, ' ');
    const [ranked, summaries] = await Promise.all([
      sklearnRetriever({ question: topic, limit: whichCandidates }),
      summaryRetriever({ question: topic, limit: whichCandidates }),
    ]);
    const shares = (hits: RetrievedSection[]) => new Map(hits.map((hit) => [hit.section.url, hit.score / (hits[0]?.score || 1)]));
    const [byRank, bySummary] = [shares(ranked.sections), shares(summaries.sections)];
    const named = new Map<string, number>();
    for (const { section } of ranked.sections.slice(0, introducingSections)) {
      if (!isReferenceSection(section) || section.api || section.url.includes('/auto_examples/')) continue;
      for (const [, code] of section.prose.matchAll(/`([A-Za-z_][\w.]*)`/g)) {
        const name = code.split('.').at(-1)!;
        named.set(name, Math.max(named.get(name) ?? 0, byRank.get(section.url) ?? 0));
      }
    }
    const kind = kindAsked(question);
    return apiSections
      .map((section) => {
        const entry = section.api!;
        const signals =
          (byRank.get(section.url) ?? 0) +
          (entry.guide ? (byRank.get(entry.guide) ?? 0) : 0) +
          (bySummary.get(section.url) ?? 0) +
          (named.get(entry.name) ?? 0);
        return { section, score: signals * (kind && kind !== entry.kind ? 0.5 : 1) };
      })
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score);
  }

  /**
   * The API page a question is about, and the parameter it asks of it: a page it names, else the
   * best-ranked API page that has a parameter the question names. A one- or two-letter parameter
   * ("C", "p") must be written as in the code.
   */
  async function apiAnswerOf(question: string, ranked: RetrievedSection[]): Promise<ApiQuestion | undefined> {
    const tokens = codeTokens(question);
    const lowered = new Set(tokens.map((token) => token.toLowerCase()));
    const exact = new Set(tokens);
    const parameterOf = (entry: ApiEntry) =>
      entry.parameters.find((parameter) => (parameter.name.length <= 2 ? exact.has(parameter.name) : lowered.has(parameter.name.toLowerCase())));
    const named = namedApiPages(question, true);
    const rankedApi = ranked.map((hit) => hit.section).filter((section): section is ReferenceSection => isReferenceSection(section) && Boolean(section.api));
    for (const section of [...named, ...rankedApi]) {
      const parameter = parameterOf(section.api!);
      if (parameter) return { section, entry: section.api!, parameter, named: named.includes(section) };
    }
    if (named.length === 0 && asksForApi.test(question)) {
      // "Which class does X": the page that introduces it names it; a close second is named too.
      const [best, ...others] = await apiPagesFor(question);
      if (best && isReferenceSection(best.section)) {
        const entry = best.section.api!;
        const guide = entry.guide ? sklearnByUrl.get(entry.guide) : undefined;
        const runnerUp = others.find((other) => other.score >= runnerUpShare * best.score)?.section;
        return { section: best.section, entry, guide, alternatives: runnerUp && isReferenceSection(runnerUp) ? [runnerUp] : [] };
      }
    }
    const page = named[0] ?? rankedApi[0];
    // An API page the question does not name answers it only when it ranks first, or when the
    // question asks which class or function to use.
    // Nor a question of how to do something: the user guide says how (howToFirst).
    if (!page || (named.length === 0 && (asksHowTo.test(question) || (ranked[0]?.section !== page && !asksForApi.test(question))))) return undefined;
    // "How many trees by default" names no parameter: the one whose description holds the question's words does.
    if (asksForSetting.test(question))
      return { section: page, entry: page.api!, parameter: describedParameter(question, page.api!), named: named.includes(page) };
    // "How do I get probabilities from SVC": the parameter that does it, set as it must be.
    const toSet = asksHowTo.test(question) ? parameterToSet(question, page.api!) : undefined;
    // Asked what it is or how it works, the user-guide section that introduces it explains it.
    const guide = toSet || !page.api!.guide ? undefined : sklearnByUrl.get(page.api!.guide);
    return { section: page, entry: page.api!, ...toSet, guide, named: named.includes(page) };
  }

  /**
   * "How do I save a model": the user guide and the documentation's own pages explain how, where an
   * API page lists one class's parameters and an example shows one case. For a question of how to
   * do something that names no class, those sections go first, each group in its ranking's order.
   */
  function howToFirst(question: string, result: RetrievalResult): RetrievalResult {
    return asksHowTo.test(question) ? explainingFirst(result) : result;
  }
  /** The sections that explain (the user guide, the documentation's own pages) before API pages and examples, each group in its ranking's order. */
  function explainingFirst(result: RetrievalResult): RetrievalResult {
    const explains = (hit: RetrievedSection) => isReferenceSection(hit.section) && !hit.section.api && !hit.section.url.includes('/auto_examples/');
    return { ...result, sections: [...result.sections.filter(explains), ...result.sections.filter((hit) => !explains(hit))] };
  }
  /**
   * A reference source's answer to a question that is not about code (a topic the lectures leave
   * out): a concept is explained by the user guide, where an API page lists one function's parameters.
   */
  const conceptAnswer = (source: ReferenceSourceId, result: RetrievalResult) => (source === 'sklearn' ? explainingFirst(result) : result);

  /** The sections of another source that follow the answering source's own, best first. */
  const otherSections = (result: RetrievalResult | undefined) =>
    result?.covered ? result.sections.slice(0, otherSourceSections).map((hit) => hit.section) : [];

  /** A reference source's retrieval as the answer, the lectures' best sections after its own when they cover the question too. */
  function fromReference(
    result: RetrievalResult,
    source: ReferenceSourceId,
    lectureResult: RetrievalResult,
    limit: number,
    api?: ApiQuestion,
  ): KnowledgeRetrieval {
    // The API page asked about leads, at the best score, so the answer cites it first.
    const topScore = result.sections[0]?.score ?? 1;
    const own = api ? [{ section: api.section, score: topScore }, ...result.sections.filter((hit) => hit.section !== api.section)] : result.sections;
    // When the lectures teach it too, the learner sees where, right after the section quoted.
    const lecturesToo = lectureResult.covered;
    return {
      ...result,
      covered: true,
      sections: own.slice(0, lecturesToo ? 1 : limit),
      alsoSee: [...otherSections(lectureResult), ...(lecturesToo ? own.slice(1, 3).map((hit) => hit.section) : [])],
      answeredFrom: source,
      api,
    };
  }

  /** The reference sources in the order they answer a topic the lectures leave out: Wikipedia first (the owner chose its articles). */
  const referenceRetrievers = (
    [
      ['wikipedia', wikipediaRetriever],
      ['sklearn', sklearnRetriever],
    ] as const
  ).filter((entry): entry is [ReferenceSourceId, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined);

  // Stems that stand side by side in the lectures, to tell a method they name ("random forest")
  // from one whose words they only use apart ("local" minima, an "outlier", a "factor"); and how
  // often they write each stem, to tell a method they teach from one they name once in passing.
  const lecturePairs = new Set<string>();
  const lectureStemCounts = new Map<string, number>();
  for (const section of teachingSections) {
    const stems = simpleWordsOf(`${section.title} ${section.text}`).map(stemWord);
    stems.forEach((stem, i) => {
      lectureStemCounts.set(stem, (lectureStemCounts.get(stem) ?? 0) + 1);
      if (i > 0) lecturePairs.add(`${stems[i - 1]} ${stem}`);
    });
  }
  /** The methods the reference sources name: each class's name in words ("LocalOutlierFactor": local outlier factor), as stems. */
  const referenceNames = [
    ...new Set(
      apiSections
        .filter((section) => section.api!.kind === 'class')
        .map((section) =>
          simpleWordsOf(section.api!.name.replace(/([a-z])([A-Z])/g, '$1 $2'))
            .map(stemWord)
            .join(' '),
        ),
    ),
  ].map((name) => name.split(' '));
  /**
   * Whether a question names a method of a reference source by its name in words ("mean shift",
   * "local outlier factor") that the lectures never write, not even two of its words together:
   * they may use each word, but they do not teach it. A name of one word ("OPTICS") is one they
   * do not teach when they write it once at most ("Variants such as OPTICS and HDBSCAN …").
   */
  function namesMethodLecturesLack(question: string): boolean {
    const stems = simpleWordsOf(question).map(stemWord);
    return referenceNames.some((name) => {
      if (!holdsRun(stems, name)) return false;
      if (name.length === 1) return (lectureStemCounts.get(name[0]) ?? 0) <= passingMentions;
      return name.slice(1).every((stem, j) => !lecturePairs.has(`${name[j]} ${stem}`));
    });
  }

  /** The best section of the first reference source that has one about the question. */
  async function referenceAbout(query: RetrievalQuery): Promise<SectionDocument | undefined> {
    for (const [, retriever] of referenceRetrievers) {
      const result = await retriever({ ...query, limit: 1 });
      if (result.namedByHeadings) return result.sections[0]?.section;
    }
    return undefined;
  }

  /**
   * The answer of the first reference source whose best sections' headings name the question's
   * topic, with `lectures` as the lectures' part of it; `keep` narrows the sections of its best
   * ones it may answer from. Undefined when no source has one.
   */
  async function firstReferenceAnswer(
    query: RetrievalQuery,
    lectures: RetrievalResult,
    limit: number,
    keep?: (section: SectionDocument) => boolean,
  ): Promise<KnowledgeRetrieval | undefined> {
    for (const [source, retriever] of referenceRetrievers) {
      const result = await retriever(query);
      if (!result.namedByHeadings) continue;
      if (!keep) return fromReference(conceptAnswer(source, result), source, lectures, limit);
      const sections = result.sections.slice(0, sectionsNamingTopic).filter(({ section }) => keep(section));
      if (sections.length > 0) return fromReference(conceptAnswer(source, { ...result, sections }), source, lectures, limit);
    }
    return undefined;
  }

  /**
   * A question on a topic the lectures do not teach: answered by the first reference source one of
   * whose best sections has a heading that names the topic (and does not decline it), else "not
   * covered", with the lectures' closest sections.
   */
  async function notTaughtAnswer(query: RetrievalQuery, topic: string, lectureResult: RetrievalResult, limit: number): Promise<KnowledgeRetrieval> {
    const notCovered = { ...lectureResult, covered: false, namedByHeadings: false };
    const namesTopic = (section: SectionDocument) => notTaughtTopicOf(`${section.title} ${section.heading}`) === topic && !declinesTopic.test(section.heading);
    const answer = await firstReferenceAnswer(query, notCovered, limit, namesTopic);
    return { ...(answer ?? { ...notCovered, answeredFrom: 'lectures', alsoSee: [] }), notTaught: topic };
  }

  return async function retrieve(query: RetrievalQuery): Promise<KnowledgeRetrieval> {
    const limit = query.limit ?? 5;
    // "in scikit-learn" says where to look, not what about: the lectures never use the word.
    const lectureResult = await lectureRetriever({ ...query, question: query.question.replace(sklearnPhrase, ' ') });
    if (sklearnRetriever && isCodeQuestion(query.question)) {
      const sklearnResult = await sklearnRetriever({ ...query, limit: apiCandidates });
      const api = await apiAnswerOf(query.question, sklearnResult.sections);
      const ordered = api ? sklearnResult : howToFirst(query.question, sklearnResult);
      if (sklearnResult.covered || api) return fromReference(ordered, 'sklearn', lectureResult, limit, api);
    }
    const notTaught = notTaughtTopicOf(query.question);
    if (notTaught) return notTaughtAnswer(query, notTaught, lectureResult, limit);
    // The lectures answer whatever they cover. When they only mention the topic ("isolation
    // forest" in a list of anomaly detectors) and a reference source has a section about it, that
    // section follows the lectures' in the answer's sources.
    // A method the lectures only use the words of ("local outlier factor") is a topic they leave out,
    // even when their headings name the question's other words ("how does mean shift clustering
    // work": "Clustering"): never writing the method's name, no heading of theirs names it.
    const lecturesLackMethod = lectureResult.covered && namesMethodLecturesLack(query.question);
    if (lecturesLackMethod) {
      const answer = await firstReferenceAnswer(query, { ...lectureResult, covered: false }, limit);
      if (answer) return answer;
    }
    if (lectureResult.covered) {
      const about = lectureResult.namedByHeadings ? undefined : await referenceAbout(query);
      return { ...lectureResult, answeredFrom: 'lectures', alsoSee: about ? [about] : [], about };
    }
    return (await firstReferenceAnswer(query, lectureResult, limit)) ?? { ...lectureResult, answeredFrom: 'lectures', alsoSee: [] };
  };
}

export type KnowledgeRetriever = ReturnType<typeof createKnowledge>;
