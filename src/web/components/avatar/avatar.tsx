// A player's avatar (docs/product/accounts.md#profile: set avatars-1, 51 avatars), drawn by a module loaded on demand:
// until it arrives, a plain disc of the same size holds the place, so nothing moves.
import { lazy, Suspense } from 'react';
import './avatar.css';

const AvatarArt = lazy(() => import('./avatar-art.js'));

export interface AvatarProps {
  id: number;
  /** CSS size, e.g. '40px' or '2.5rem'. */
  size?: string;
  /** Names the image (e.g. 'Avatar 12'); without it the avatar is decorative. */
  label?: string;
  className?: string;
}

export function Avatar({ id, size = '40px', label, className }: AvatarProps) {
  return (
    <span
      className={`avatar${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size }}
      {...(label ? { role: 'img', 'aria-label': label } : {})}
    >
      <Suspense fallback={null}>
        <AvatarArt id={id} />
      </Suspense>
    </span>
  );
}

export default Avatar;
