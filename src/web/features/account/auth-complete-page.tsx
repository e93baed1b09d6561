// docs/product/accounts.md /auth-complete: where a sign-in started from the mobile app ends. Nothing to do here
// but say so, clearly, and send the player back to the app.
import { Link } from 'react-router';
import { Logo } from '../../components/logo.js';
import { CheckIcon } from '../../components/more-icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import { useSessionUser } from '../../lib/session.js';
import '../../components/button.css';
import './account.css';

export function AuthCompletePage() {
  const user = useSessionUser();
  const who = user?.type === 'signedIn' ? (user.publicId.handle ? `@${user.publicId.handle}` : user.email) : null;
  return (
    <>
      <title>Signed in · Sportsball</title>
      <StatusScreen
        header={<Logo size="md" />}
        art={<CheckIcon className="auth-complete__check" />}
        title="You're signed in"
        testId="auth-complete"
        actions={
          <Link className="text-button" to="/">
            Continue on the web instead
          </Link>
        }
      >
        <p className="auth-complete__lead">Return to the Sportsball app to continue.</p>
        {who && <p>Signed in as {who}.</p>}
        <p>You can close this page.</p>
      </StatusScreen>
    </>
  );
}
