// Route module for every content page (decision 037): one chunk holds the pages' data and the
// article that draws them. The router sends only the content paths here.
import { useLocation } from 'react-router';
import { CONTENT_PAGES, contentPageAt } from '../../../contracts/content/index.js';
import { PageNotFound } from '../../components/page-not-found.js';
import { ContentArticle } from '../../features/learn/content-article.js';

export default function ContentRoute() {
  const { pathname } = useLocation();
  const page = contentPageAt(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return page ? <ContentArticle page={page} pages={CONTENT_PAGES} /> : <PageNotFound />;
}
