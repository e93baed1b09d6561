// Route module for / and every unknown path (docs/product/site.md): loaded on demand by the router.
import { HomePage } from '../../features/content/home-page.js';

export default function HomeRoute() {
  return <HomePage />;
}
