// Route module for /benchd (decision 045): loaded on demand by the router.
import { BenchdPage } from '../../features/admin/benchd-page.js';

export default function BenchdRoute() {
  return <BenchdPage />;
}
