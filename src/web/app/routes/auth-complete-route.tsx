// Route module for /auth-complete (docs/product/accounts.md: the return screen for the mobile app).
import { AuthCompletePage } from '../../features/account/auth-complete-page.js';

export default function AuthCompleteRoute() {
  return <AuthCompletePage />;
}
