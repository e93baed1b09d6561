// Route module for /admin (docs/product/accounts.md, decision 006): loaded on demand by the router.
import { AdminPage } from '../../features/admin/admin-page.js';

export default function AdminRoute() {
  return <AdminPage />;
}
