// Route module for /finish-email-sign-in (SPEC §2): loaded on demand by the router.
import { FinishSignInPage } from '../../features/account/finish-sign-in-page.js';

export default function FinishEmailSignInRoute() {
  return <FinishSignInPage />;
}
