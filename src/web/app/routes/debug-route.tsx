// Route module for /debug (docs/product/site.md#debug): loaded on demand by the router.
import { DebugPage } from '../../features/debug/debug-page.js';

export default function DebugRoute() {
  return <DebugPage />;
}
