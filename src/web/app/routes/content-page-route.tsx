// The content pages (decision 037): one chunk holds the pages' data and the article that draws
// them, loaded by routes/content-route.tsx for a content page's path.
import { CONTENT_PAGES, contentPageAt } from '../../../contracts/content/index.js';
import { ContentArticle } from '../../features/learn/content-article.js';

export default function ContentPageRoute({ path }: { path: string }) {
  const page = contentPageAt(path);
  return page ? <ContentArticle page={page} pages={CONTENT_PAGES} /> : null;
}
