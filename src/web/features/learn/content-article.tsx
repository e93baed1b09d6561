// A content page (decision 037) as the app draws it. The server draws the same markup from the same
// data (src/server/http/content-html.ts), so when the app takes over nothing moves.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ARTICLES_HEADING,
  QUESTIONS_HEADING,
  formatUpdated,
  learningArticles,
  LEARNING_CENTER_PATH,
  parseInline,
  showsUpdated,
} from '../../../contracts/content/article-parts.js';
import type { ContentBlock, ContentPage } from '../../../contracts/content/types.js';

/** Text with its `[label](/path)` links as links. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        'to' in part ? (
          <Link key={i} to={part.to}>
            {part.label}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Block({ block }: { block: ContentBlock }): ReactNode {
  if ('p' in block) {
    return (
      <p>
        <Inline text={block.p} />
      </p>
    );
  }
  if ('list' in block || 'steps' in block) {
    const items = 'list' in block ? block.list : block.steps;
    const Tag = 'list' in block ? 'ul' : 'ol';
    return (
      <Tag className={'list' in block ? 'content-list' : 'content-steps'}>
        {items.map((item, i) => (
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </Tag>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    // A wide table scrolls inside its frame, which keyboard users can focus to scroll.
    <div className="content-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i}>
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tab's title while the page is shown; the one before comes back when it goes. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

export function ContentArticle({ page, pages }: { page: ContentPage; pages: readonly ContentPage[] }) {
  useDocumentTitle(page.title);
  const articles = page.path === LEARNING_CENTER_PATH ? learningArticles(pages) : [];
  return (
    <article className="content-article">
      <header className="content-article__header">
        <h1 className="content-article__title">{page.heading}</h1>
        {page.lead !== '' && (
          <p className="content-article__lead">
            <Inline text={page.lead} />
          </p>
        )}
        {showsUpdated(page) && (
          <p className="content-article__updated">
            Last updated <time dateTime={page.updated}>{formatUpdated(page.updated)}</time>
          </p>
        )}
      </header>
      {page.sections.map((section, s) => (
        <section key={s} className="content-section">
          <h2>{section.heading}</h2>
          {section.blocks.map((block, b) => (
            <Block key={b} block={block} />
          ))}
        </section>
      ))}
      {articles.length > 0 && (
        <section className="content-section">
          <h2>{ARTICLES_HEADING}</h2>
          <ul className="content-cards">
            {articles.map((article) => (
              <li key={article.path}>
                <Link className="content-card" to={article.path}>
                  <strong>{article.heading}</strong>
                  <span>{article.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.questions && page.questions.length > 0 && (
        <section className="content-section">
          <h2>{QUESTIONS_HEADING}</h2>
          <dl className="content-faq">
            {page.questions.map((question, i) => (
              <div key={i}>
                <dt>{question.q}</dt>
                <dd>
                  <Inline text={question.a} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <aside className="content-cta" aria-label="Create a pool">
        <p>
          <Inline text={page.cta.text} />
        </p>
        <Link className="content-cta__button" to={page.cta.to}>
          {page.cta.label}
        </Link>
      </aside>
    </article>
  );
}
