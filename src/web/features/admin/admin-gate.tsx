// What the admin screens show before their figures: the site's own not-found page to anyone who
// is not an admin (the server has already answered their request with a 404 and that page, so
// nothing changes on screen), and a quiet loading state while the first answer is on its way.
import PageNotFound from '../../components/page-not-found.js';

export { PageNotFound as AdminRefused };

export function AdminLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
