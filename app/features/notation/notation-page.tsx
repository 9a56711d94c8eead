import { Link } from 'react-router';
import type { NotationSection } from './notation-table.server';

/** An id for a group's heading, so the page's sections can be linked to. */
function groupAnchor(group: string): string {
  return group.toLowerCase().replace(/[^a-z]+/g, '-');
}

/**
 * The site's notation, one table per group: each symbol, its one meaning, and the lectures that use
 * it. Generated from content/notation.ts at build time.
 */
export function NotationPage({ sections }: { sections: NotationSection[] }) {
  return (
    <article className="page-narrow prose-page notation-page">
      <h1 className="page-title">Notation</h1>
      <p className="lead">
        Every lecture writes the same thing the same way. Each symbol below has one meaning across the site; a symbol a lecture defines for a single derivation
        is introduced where it is used.
      </p>
      <nav aria-label="Notation groups">
        <ul className="notation-groups">
          {sections.map(({ group }) => (
            <li key={group}>
              <a href={`#${groupAnchor(group)}`} className="text-link underline">
                {group}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ group, rows }) => (
        <section key={group} aria-labelledby={groupAnchor(group)}>
          <h2 id={groupAnchor(group)}>{group}</h2>
          <div className="notation-scroll">
            <table className="notation-table">
              <thead>
                <tr>
                  <th scope="col">Symbol</th>
                  <th scope="col">Meaning</th>
                  <th scope="col">Used in</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} id={`symbol-${row.id}`} data-notation-symbol={row.symbol}>
                    {/* The typeset symbol's visible part is aria-hidden (KaTeX), which a header cell cannot be, so the meaning heads the row. */}
                    <td className="notation-symbol" dangerouslySetInnerHTML={{ __html: row.symbolHtml }} />
                    <th scope="row">{row.meaning}</th>
                    <td>
                      {row.lectures ? (
                        <ul className="notation-lectures">
                          {row.lectures.map(({ slug, title, shortTitle }) => (
                            <li key={slug}>
                              {/* Short names keep the column compact (up to nine lectures a symbol); the link's name adds the full title. */}
                              <Link to={`/${slug}`} className="notation-lecture" title={title}>
                                {shortTitle}
                                {shortTitle === title ? null : <span className="sr-only"> ({title})</span>}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        'Every lecture'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </article>
  );
}
