// docs/product/site.md#app-shell-and-menu: bottom navigation Home, My Games, Menu (the avatar when signed in), within
// thumb reach. The menu's code is fetched as soon as a finger or pointer comes near the button;
// the avatar's only for a signed-in player who has one (a first visit downloads neither).
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import type { User } from '../../contracts/users.js';
import { GamesIcon, HomeIcon, MenuIcon } from '../components/icons.js';
import './bottom-nav.css';

const Avatar = lazy(() => import('../components/avatar/avatar.js'));

export interface BottomNavProps {
  user: User | null | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onPrepareMenu: () => void;
}

export function BottomNav({ user, menuOpen, onOpenMenu, onPrepareMenu }: BottomNavProps) {
  const signedIn = user?.type === 'signedIn' ? user : null;
  const avatar = signedIn?.publicId.avatar ?? null;
  const handle = signedIn?.publicId.handle ?? null;
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        <li>
          <NavLink to="/" end className="bottom-nav__item">
            <HomeIcon />
            <span>Home</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/games" className="bottom-nav__item">
            <GamesIcon />
            <span>My Games</span>
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className="bottom-nav__item"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
            onPointerEnter={onPrepareMenu}
            onPointerDown={onPrepareMenu}
            onFocus={onPrepareMenu}
          >
            {avatar ? (
              <Suspense fallback={<span className="bottom-nav__initial" aria-hidden="true" />}>
                <Avatar id={avatar.id} size="28px" className="bottom-nav__avatar" />
              </Suspense>
            ) : handle ? (
              <span className="bottom-nav__initial" aria-hidden="true">
                {handle.charAt(0).toUpperCase()}
              </span>
            ) : (
              <MenuIcon />
            )}
            <span>Menu</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
