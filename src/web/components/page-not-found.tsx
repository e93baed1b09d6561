// What a path that leads to no page shows (docs/product/site.md#routes). The server answers such
// a path with a 404 and this same markup (src/server/http/content-html.ts), in the content
// pages' look, so it reads without scripts too.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PAGE_NOT_FOUND_ACTION, PAGE_NOT_FOUND_PAGE_TITLE, PAGE_NOT_FOUND_TEXT, PAGE_NOT_FOUND_TITLE } from '../../contracts/site-routes.js';

export function PageNotFound() {
  useEffect(() => {
    const before = document.title;
    document.title = PAGE_NOT_FOUND_PAGE_TITLE;
    return () => {
      document.title = before;
    };
  }, []);
  return (
    <article className="content-article" data-testid="page-not-found">
      <header className="content-article__header">
        <h1 className="content-article__title">{PAGE_NOT_FOUND_TITLE}</h1>
        <p className="content-article__lead">{PAGE_NOT_FOUND_TEXT}</p>
      </header>
      <p>
        <Link className="content-cta__button" to="/">
          {PAGE_NOT_FOUND_ACTION}
        </Link>
      </p>
    </article>
  );
}

export default PageNotFound;
