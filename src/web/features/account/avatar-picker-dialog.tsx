// docs/product/accounts.md#profile: the avatar picker — the 51 avatars of set avatars-1. A tap picks one
// and goes back to Your Settings, where Save keeps it.
import { AVATAR_IDS } from '../../components/avatar/avatar-parts.js';
import { Avatar } from '../../components/avatar/avatar.js';
import { Dialog } from '../../components/dialog.js';
import { CheckIcon } from '../../components/more-icons.js';
import './account.css';

export default function AvatarPickerDialog({
  selected,
  onPick,
  onClose,
}: {
  selected: number | null;
  onPick: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog title="Choose your avatar" onClose={onClose} className="avatar-picker-dialog">
      <p className="avatar-picker__lede">Tap one to use it. You can change it any time.</p>
      <ul className="avatar-picker" aria-label="Avatars">
        {AVATAR_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="avatar-picker__choice"
              aria-label={`Avatar ${id}`}
              aria-pressed={selected === id}
              onClick={() => onPick(id)}
            >
              <Avatar id={id} size="100%" />
              {selected === id && (
                <span className="avatar-picker__check" aria-hidden="true">
                  <CheckIcon />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
