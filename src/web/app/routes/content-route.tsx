// Route module for every path the router has no page for (decision 037): a content page (one chunk
// holds the pages' data and the article that draws them), else the squares table's answer, which
// knows the redirects (/nfl-squares, /football-pickem…) and says when a path leads to no page. This
// chunk imports nothing another chunk does, so the home page's entry names no more files for it.
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_PAGES, contentPageAt } from '../../../contracts/content/index.js';
import { ContentArticle } from '../../features/learn/content-article.js';

const SquaresRoutes = lazy(() => import('./squares-routes.js'));

export default function ContentRoute() {
  const { pathname } = useLocation();
  const page = contentPageAt(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return page ? <ContentArticle page={page} pages={CONTENT_PAGES} /> : <SquaresRoutes />;
}
