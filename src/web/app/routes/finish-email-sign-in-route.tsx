// Route module for /finish-email-sign-in (docs/product/accounts.md): loaded on demand by the router.
import { FinishSignInPage } from '../../features/account/finish-sign-in-page.js';

export default function FinishEmailSignInRoute() {
  return <FinishSignInPage />;
}
