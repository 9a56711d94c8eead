/**
 * The class catalogue as a service on the app (`app.catalogue`), validated when the server starts
 * so a bad entry in content/classes.ts never reaches a reader.
 */
import fp from 'fastify-plugin';
import { classes, toClassSummary } from '../../content/classes.ts';
import { CatalogueSchema } from '../../content/class-schema.ts';
import type { ClassCategory, ClassSummary } from '../../content/class-types.ts';

export interface CatalogueService {
  /** All classes, optionally only one category, in catalogue order. */
  listClasses(category?: ClassCategory): ClassSummary[];
  /** One class, or undefined when no class has that id. */
  findClass(id: number): ClassSummary | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

/** A class id from a URL segment: a positive integer written plainly ("3", not "03" or "3.0"), else null. */
export function parseClassId(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** Builds the catalogue service from validated catalogue entries. */
export function createCatalogue(): CatalogueService {
  const summaries = CatalogueSchema.parse(classes).map(toClassSummary);
  return {
    listClasses: (category) => summaries.filter((entry) => category === undefined || entry.category === category),
    findClass: (id) => summaries.find((entry) => entry.id === id),
  };
}

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogue());
  },
  { name: 'catalogue' },
);
