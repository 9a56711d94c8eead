/**
 * The tutor as a service on the app (`app.answerQuestion`): the retriever's term statistics are
 * computed once at start-up from the lecture sections the build wrote (and from the reference
 * sources that are present), and the model client exists only when a model is configured
 * (LLM_BASE_URL + LLM_MODEL). `app.tutorSources` says which knowledge sources it indexed.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLlmClient } from '../tutor/llm.ts';
import { createKnowledge } from '../tutor/knowledge.ts';
import { readSklearnSections } from '../tutor/sources/sklearn-sections.ts';
import { readWikipediaCorpus, wikipediaCorpusDir, wikipediaDocuments } from '../tutor/sources/wikipedia-corpus.ts';
import type { SectionDocument } from '../../shared/section-index.ts';
import type { TutorSourcesReply } from '../../shared/chat-schemas.ts';
import { orderedSources, type KnowledgeSourceId } from '../../shared/knowledge-sources.ts';
import type { ReferenceDocument } from '../tutor/sources/reference-document.ts';
import { createTutor, type AnswerQuestion } from '../tutor/tutor.ts';
import { defaultTutorPolicy } from '../tutor/policy.ts';
import { indexSections } from '../tutor/retrieve.ts';
import { createUnitMatcher, knowledgeUnits as createKnowledgeUnits, type UnitsFile } from '../tutor/units.ts';
import { isTeachingSection } from '../../shared/section-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerQuestion: AnswerQuestion;
    tutorSources: TutorSourcesReply;
  }
}

/** The reference sources found at start-up; a source that is absent is left out. */
export interface ReferenceSources {
  sklearn?: { version: string; documents: ReferenceDocument[] };
  wikipedia?: { articles: string[]; documents: ReferenceDocument[] };
  /** Files of a source that could not be read, each with the reason; logged at start. */
  problems?: string[];
}

export interface TutorPluginOptions {
  sections: SectionDocument[];
  /** The glossary and the recipes (the question bank is in the sections). */
  units?: UnitsFile;
  references?: ReferenceSources;
  llm: Config['llm'];
}

/**
 * The reference sources the configuration points at: the scikit-learn sections the build wrote, if
 * any, and the Wikipedia articles in DATA_DIR/corpus/wikipedia. A corrupt article file is skipped
 * and reported in `problems` (the server logs them): the others still answer.
 */
export function readReferenceSources(config: Pick<Config, 'sklearnSectionsFile' | 'dataDir'>): ReferenceSources {
  const sklearn = readSklearnSections(config.sklearnSectionsFile);
  const wikipedia = readWikipediaCorpus(wikipediaCorpusDir(config.dataDir));
  return {
    ...(sklearn ? { sklearn: { version: sklearn.version, documents: sklearn.documents } } : {}),
    ...(wikipedia.articles.length > 0
      ? { wikipedia: { articles: wikipedia.articles.map((article) => article.title), documents: wikipedia.articles.flatMap(wikipediaDocuments) } }
      : {}),
    problems: wikipedia.problems.map(({ file, reason }) => `${file}: ${reason}`),
  };
}

/** The sources a tutor with these references answers from: what the greeting may claim. */
export function indexedSources(references: ReferenceSources): TutorSourcesReply {
  const present: KnowledgeSourceId[] = [];
  if (references.sklearn?.documents.length) present.push('sklearn');
  if (references.wikipedia?.documents.length) present.push('wikipedia');
  return {
    sources: orderedSources(present),
    sklearnVersion: present.includes('sklearn') ? references.sklearn?.version : undefined,
    wikipediaArticles: present.includes('wikipedia') ? (references.wikipedia?.articles ?? []) : [],
  };
}

/** The indexes the tutor answers from, and the inputs they were built from. */
interface BuiltKnowledge {
  inputs: readonly unknown[];
  retrieve: ReturnType<typeof createKnowledge>;
  matcher: ReturnType<typeof createUnitMatcher>;
  unitCount: number;
}
let lastBuilt: BuiltKnowledge | undefined;

/**
 * The retriever and the unit matcher over these sections, units and references. They are read-only
 * once built, so an app built again from the same inputs (the same arrays, not equal ones) reuses
 * them: the server builds one app, but the tests build sixty, at 2-4 s of indexing each.
 */
function knowledgeFrom(sections: SectionDocument[], units: UnitsFile, references: ReferenceSources): BuiltKnowledge {
  const inputs = [sections, units, references.sklearn?.documents, references.wikipedia?.documents];
  if (lastBuilt && inputs.every((input, i) => input === lastBuilt!.inputs[i])) return lastBuilt;
  // The lectures are indexed once: the sections' ranking and the units' matching read the same term statistics.
  const policy = defaultTutorPolicy;
  const lectureIndex = indexSections(sections.filter(isTeachingSection), policy.sections);
  const retrieve = createKnowledge({
    lectures: sections,
    lectureIndex,
    sklearn: references.sklearn?.documents,
    wikipedia: references.wikipedia?.documents,
    policy,
  });
  const knowledgeUnits = createKnowledgeUnits(sections, units);
  lastBuilt = { inputs, retrieve, matcher: createUnitMatcher(knowledgeUnits, lectureIndex, policy), unitCount: knowledgeUnits.length };
  return lastBuilt;
}

const noUnits: UnitsFile = { glossary: [], recipes: [] };

export default fp<TutorPluginOptions>(
  async (app, { sections, units = noUnits, references = {}, llm }) => {
    const { retrieve, matcher, unitCount } = knowledgeFrom(sections, units, references);
    app.decorate('answerQuestion', createTutor({ retrieve, units: matcher, sections, llm: llm ? createLlmClient(llm) : null, log: app.log }));
    app.decorate('tutorSources', indexedSources(references));
    for (const problem of references.problems ?? []) app.log.warn({ problem }, 'a Wikipedia article file was skipped');
    // Said once, at start: an owner who expected the source learns why the tutor does not use it.
    if (!app.tutorSources.sources.includes('sklearn')) {
      app.log.info('the scikit-learn documentation is not indexed, so the tutor answers without it (apt-get install python-sklearn-doc, then npm run build)');
    }
    app.log.info(
      {
        sections: sections.length,
        units: unitCount,
        referenceSections: (references.sklearn?.documents.length ?? 0) + (references.wikipedia?.documents.length ?? 0),
        sources: app.tutorSources.sources,
        mode: llm ? `generative (${llm.model})` : 'built-in',
      },
      'tutor ready',
    );
  },
  { name: 'tutor' },
);
