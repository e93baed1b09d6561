// docs/product/accounts.md#profile: Your Settings. Handle (the §5 rules and texts, availability
// checked after a 1 s pause), avatar (set avatars-1), real name, preferred initials, bio and the
// analytics opt-out; Save stays disabled until everything is valid. While the account has no
// handle the dialog cannot be closed (a first sign-in opens it that way). Delete account lives
// here too, behind typing DELETE.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileUpdate } from '../../../contracts/profile.js';
import type { SignedInUser } from '../../../contracts/users.js';
import { checkHandle, HANDLE_ERRORS } from '../../../domain/people/handle.js';
import { normaliseLabel } from '../../../domain/people/labels.js';
import {
  BIO_MAX_LENGTH,
  checkBio,
  checkPreferredInitials,
  checkRealName,
  DISPLAY_NAME_MAX_LENGTH,
  PREFERRED_INITIALS_MAX_LENGTH,
} from '../../../domain/people/profile.js';
import { Avatar } from '../../components/avatar/avatar.js';
import { Dialog } from '../../components/dialog.js';
import { CheckIcon, PencilIcon, TrashIcon, UserIcon } from '../../components/more-icons.js';
import { applySessionChange } from '../../lib/account.js';
import { ApiError } from '../../lib/api-client.js';
import { replaceSession, useSessionUser } from '../../lib/session.js';
import { checkHandle as fetchHandleCheck, saveProfile, signOut } from './account-api.js';
import { toast } from '../../components/toast/toast.js';
import { JellyBeansSection } from './jelly-beans-section.js';
import '../../components/button.css';
import './account.css';

const AvatarPickerDialog = lazy(() => import('./avatar-picker-dialog.js'));
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.js'));

/** docs/product/accounts.md: uniqueness is checked after a 1 second pause in typing. */
export const HANDLE_CHECK_PAUSE_MS = 1000;

type Availability =
  | { handle: string; state: 'checking' }
  | { handle: string; state: 'available' }
  | { handle: string; state: 'taken'; message: string }
  | { handle: string; state: 'failed' };

interface Draft {
  handle: string;
  avatarId: number | null;
  realName: string;
  preferredInitials: string;
  bio: string;
  analyticsOptOut: boolean;
}

function draftOf(user: SignedInUser): Draft {
  return {
    handle: user.publicId.handle ?? '',
    avatarId: user.publicId.avatar?.id ?? null,
    realName: user.publicId.realName ?? '',
    preferredInitials: user.preferredInitials ?? '',
    bio: user.bio ?? '',
    analyticsOptOut: user.analyticsOptOut,
  };
}

export default function SettingsDialog({ required, onClose }: { required: boolean; onClose: () => void }) {
  const user = useSessionUser();
  useEffect(() => {
    // Signed out or deleted meanwhile: nothing left to set.
    if (user !== undefined && user?.type !== 'signedIn') onClose();
  }, [user, onClose]);
  if (user?.type !== 'signedIn') return null;
  return <SettingsForm user={user} required={required} onClose={onClose} />;
}

function SettingsForm({ user, required, onClose }: { user: SignedInUser; required: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const ids = { handle: useId(), realName: useId(), initials: useId(), bio: useId(), optOut: useId() };
  const [saved] = useState(() => draftOf(user));
  const [draft, setDraft] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const handleRule = checkHandle(draft.handle);
  const handleUnchanged = draft.handle === saved.handle && saved.handle !== '';
  const current = availability?.handle === draft.handle ? availability : null;

  useEffect(() => {
    if (handleRule !== null || handleUnchanged) return;
    const handle = draft.handle;
    let live = true;
    const timer = setTimeout(() => {
      setAvailability({ handle, state: 'checking' });
      fetchHandleCheck(handle).then(
        (check) => {
          if (!live) return;
          if (check.available) setAvailability({ handle, state: 'available' });
          else setAvailability({ handle, state: 'taken', message: check.error ?? HANDLE_ERRORS.taken });
        },
        (error: unknown) => {
          console.warn('Handle check failed', error);
          if (live) setAvailability({ handle, state: 'failed' });
        },
      );
    }, HANDLE_CHECK_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draft.handle, handleRule, handleUnchanged]);

  const realName = checkRealName(draft.realName);
  const initials = checkPreferredInitials(draft.preferredInitials);
  const bio = checkBio(draft.bio);
  const handleOk = handleRule === null && (handleUnchanged || current?.state === 'available');
  const changed = (Object.keys(draft) as (keyof Draft)[]).some((key) => draft[key] !== saved[key]);
  const canSave = handleOk && realName.ok && initials.ok && bio.ok && changed && !saving;

  let handleMessage: { tone: 'error' | 'ok' | 'info'; text: string } | null = null;
  if (handleRule !== null) {
    if (touched || draft.handle !== '') handleMessage = { tone: 'error', text: handleRule };
  } else if (!handleUnchanged) {
    if (current?.state === 'taken') handleMessage = { tone: 'error', text: current.message };
    else if (current?.state === 'available') handleMessage = { tone: 'ok', text: `@${draft.handle} is available` };
    else if (current?.state === 'failed') handleMessage = { tone: 'error', text: "Couldn't check this handle. Check your connection." };
    else handleMessage = { tone: 'info', text: 'Checking…' };
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !realName.ok || !initials.ok || !bio.ok) return;
    setSaving(true);
    setFailure(null);
    const update: ProfileUpdate = {
      handle: draft.handle,
      avatarId: draft.avatarId,
      realName: realName.value,
      preferredInitials: initials.value,
      bio: bio.value,
      analyticsOptOut: draft.analyticsOptOut,
    };
    try {
      replaceSession(await saveProfile(update));
      onClose();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.code === 'handle_taken') setAvailability({ handle: draft.handle, state: 'taken', message: error.message });
      else setFailure(error instanceof Error ? error.message : 'Could not save. Please try again.');
    }
  };

  const signOutInstead = async () => {
    try {
      applySessionChange(await signOut());
    } catch (error) {
      toast.refusal(error instanceof Error ? error.message : 'Could not sign out. Please try again.');
    }
  };

  return (
    <Dialog title="Your Settings" onClose={onClose} closable={!required} className="settings-dialog">
      <form className="settings" noValidate onSubmit={(event) => void submit(event)}>
        {required ? (
          <p className="settings__intro">Welcome to Sportsball! Pick a handle: it&apos;s how other players see you on leaderboards.</p>
        ) : (
          user.email && <p className="settings__account">Signed in as {user.email}</p>
        )}

        <div className="settings__avatar-row">
          {draft.avatarId === null ? (
            <span className="settings__no-avatar" aria-hidden="true">
              <UserIcon />
            </span>
          ) : (
            <Avatar id={draft.avatarId} size="72px" label={`Your avatar: Avatar ${draft.avatarId}`} />
          )}
          <button type="button" className="button button--secondary" onClick={() => setPicking(true)}>
            <PencilIcon /> {draft.avatarId === null ? 'Choose avatar' : 'Change avatar'}
          </button>
        </div>

        <div className="field">
          <label className="field__label" htmlFor={ids.handle}>
            Handle
          </label>
          <div className="field__affix">
            <span className="field__prefix" aria-hidden="true">
              @
            </span>
            <input
              id={ids.handle}
              className="field__input field__input--prefixed"
              name="handle"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              required
              // A first sign-in is here to pick a handle: start there (Dialog focuses it).
              data-autofocus={required ? true : undefined}
              value={draft.handle}
              aria-invalid={handleMessage?.tone === 'error'}
              aria-describedby={`${ids.handle}-message`}
              onChange={(event) => {
                // As the server stores it: fullwidth letters become plain ones, invisible characters go.
                set('handle', normaliseLabel(event.target.value));
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
            />
          </div>
          <p id={`${ids.handle}-message`} className={`field__message field__message--${handleMessage?.tone ?? 'hint'}`} aria-live="polite">
            {handleMessage?.tone === 'ok' && <CheckIcon className="field__message-icon" />}
            {handleMessage?.text ?? 'Letters, numbers and underscores, up to 15.'}
          </p>
        </div>

        <div className="field">
          <label className="field__label" htmlFor={ids.realName}>
            Real name <span className="field__optional">optional</span>
          </label>
          <input
            id={ids.realName}
            className="field__input"
            name="realName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={draft.realName}
            aria-describedby={`${ids.realName}-hint`}
            onChange={(event) => set('realName', event.target.value)}
          />
          <p id={`${ids.realName}-hint`} className={realName.ok ? 'field__message field__message--hint' : 'field__message field__message--error'}>
            {realName.ok ? 'Shown to players in your pools.' : realName.error}
          </p>
        </div>

        <div className="field field--short">
          <label className="field__label" htmlFor={ids.initials}>
            Preferred initials <span className="field__optional">optional</span>
          </label>
          <input
            id={ids.initials}
            className="field__input field__input--initials"
            name="preferredInitials"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={PREFERRED_INITIALS_MAX_LENGTH}
            value={draft.preferredInitials}
            aria-describedby={`${ids.initials}-hint`}
            onChange={(event) => set('preferredInitials', normaliseLabel(event.target.value).toUpperCase())}
          />
          <p id={`${ids.initials}-hint`} className={initials.ok ? 'field__message field__message--hint' : 'field__message field__message--error'}>
            {initials.ok ? 'Up to 3 letters, for the squares you claim.' : initials.error}
          </p>
        </div>

        <div className="field">
          <label className="field__label" htmlFor={ids.bio}>
            Bio <span className="field__optional">optional</span>
          </label>
          <textarea
            id={ids.bio}
            className="field__input field__textarea"
            name="bio"
            rows={3}
            maxLength={BIO_MAX_LENGTH}
            value={draft.bio}
            aria-describedby={`${ids.bio}-count`}
            onChange={(event) => set('bio', event.target.value)}
          />
          <p id={`${ids.bio}-count`} className="field__message field__message--hint field__count tabular">
            {draft.bio.length}/{BIO_MAX_LENGTH}
          </p>
        </div>

        <label className="check" htmlFor={ids.optOut}>
          <input
            id={ids.optOut}
            type="checkbox"
            className="check__box"
            checked={draft.analyticsOptOut}
            onChange={(event) => set('analyticsOptOut', event.target.checked)}
          />
          <span className="check__text">
            Opt out of analytics
            <small>Leave my visits out of Sportsball&apos;s usage statistics.</small>
          </span>
        </label>

        {failure && (
          <p className="settings__failure" role="alert">
            {failure}
          </p>
        )}

        <div className="settings__save">
          <button type="submit" className="button button--primary button--block" disabled={!canSave}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>

        {/* A first sign-in is here to pick a handle; the beans wait for the next visit. */}
        {!required && <JellyBeansSection />}

        <div className="settings__danger">
          {required && (
            <button type="button" className="text-button" onClick={() => void signOutInstead()}>
              Sign out instead
            </button>
          )}
          <button type="button" className="text-button text-button--danger" onClick={() => setDeleting(true)}>
            <TrashIcon /> Delete account
          </button>
        </div>
      </form>

      <Suspense fallback={null}>
        {picking && (
          <AvatarPickerDialog
            selected={draft.avatarId}
            onPick={(id) => {
              set('avatarId', id);
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        )}
        {deleting && (
          <DeleteAccountDialog
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              onClose();
              void navigate('/');
            }}
          />
        )}
      </Suspense>
    </Dialog>
  );
}
