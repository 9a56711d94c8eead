/**
 * A section of a reference source the tutor answers from besides the lectures: a section of the
 * scikit-learn documentation (indexed at build time from Debian's python-sklearn-doc) or of a
 * Wikipedia article the site's owner fetched (`npm run corpus:wikipedia`). Each source is ranked
 * with its own term statistics (server/tutor/sources/reference-retriever.ts) and cited under its
 * label (shared/knowledge-sources.ts).
 */
import type { SourceLicence } from '../../../shared/knowledge-sources.ts';

export type ReferenceSourceId = 'sklearn' | 'wikipedia';

/** A parameter of a scikit-learn class or function, as its API page documents it. */
export interface ApiParameter {
  name: string;
  /** "float, default=0.5" */
  type: string;
  description: string;
}

/** What an API page says of its class or function. */
export interface ApiEntry {
  /** "DBSCAN" */
  name: string;
  /** "sklearn.cluster.DBSCAN" */
  qualifiedName: string;
  kind: 'class' | 'function';
  /** "DBSCAN(eps=0.5, *, min_samples=5, metric='euclidean', ...)", every default as documented. */
  signature: string;
  parameters: ApiParameter[];
  /**
   * The user-guide section that introduces it, as the page's "Read more in the User Guide" links it
   * ("https://scikit-learn.org/1.2/modules/outlier_detection.html#isolation-forest"), when that
   * section is indexed.
   */
  guide?: string;
}

export interface ReferenceDocument {
  /** Unique within the source: "modules/clustering.html#dbscan", "Support vector machine#Soft-margin". */
  id: string;
  source: ReferenceSourceId;
  /** Absolute: "https://scikit-learn.org/1.2/modules/clustering.html#dbscan". */
  url: string;
  /** The citation, the source's label first: "scikit-learn › User Guide › Clustering › DBSCAN". */
  title: string;
  /** The section's own heading: "DBSCAN". */
  heading: string;
  /** Plain text, paragraphs separated by blank lines; inline code as `code`. */
  text: string;
  /** For an API page's main section: its class or function. */
  api?: ApiEntry;
  /** When the text is not the site's own and its licence must be named with a quote (Wikipedia). */
  licence?: SourceLicence;
  /** The work to attribute a quote to: the Wikipedia article's title. */
  work?: string;
}
