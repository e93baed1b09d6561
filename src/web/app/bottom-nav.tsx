// SPEC §2 App shell: bottom navigation Home, My Games, Menu, within thumb reach.
import { NavLink } from 'react-router';
import { GamesIcon, HomeIcon, MenuIcon } from '../components/icons.js';
import './bottom-nav.css';

export function BottomNav({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
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
          >
            <MenuIcon />
            <span>Menu</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
