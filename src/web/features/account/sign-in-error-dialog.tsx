// A refused sign-in told in the app's own dialog (not the browser's alert, which a crafted
// address could otherwise put words into): the text comes from the app's code → text map.
import { Dialog } from '../../components/dialog.js';
import './account.css';

export default function SignInErrorDialog({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Dialog title="You are not signed in" onClose={onClose}>
      <div className="delete">
        <p data-testid="sign-in-error-text">{text}</p>
        <div className="delete__actions">
          <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
            OK
          </button>
        </div>
      </div>
    </Dialog>
  );
}
