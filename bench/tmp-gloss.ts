import { glossary } from '../content/glossary/glossary.ts';
const comparable = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[-‐–\s_.]+/g, ' ').trim();
const seen = new Map<string, string>();
const ids = new Set<string>();
let problems = 0;
for (const e of glossary) {
  if (ids.has(e.id)) { console.log('dup id', e.id); problems++; }
  ids.add(e.id);
  for (const n of [e.term, ...e.aliases]) { const k = comparable(n); const o = seen.get(k); if (o && o !== e.id) { console.log(`"${n}" names ${o} and ${e.id}`); problems++; } seen.set(k, e.id); }
}
for (const e of glossary) for (const r of e.related) if (!ids.has(r)) { console.log(e.id, 'relates missing', r); problems++; }
console.log(glossary.length, 'entries', problems, 'problems');
