// What a game link that leads nowhere says (docs/product/site.md#routes): the game was deleted,
// or the link or code is wrong. Every game page of both kinds, the join and share pages and an
// unknown /g/{code} land here, with a way to My Games.
import { Link } from 'react-router';
import { GAME_NOT_FOUND_PAGE_TITLE, GAME_NOT_FOUND_TEXT, GAME_NOT_FOUND_TITLE } from '../../contracts/game-links.js';
import { GamesIcon, Icon, type IconProps } from './icons.js';
import { StatusScreen } from './status-screen.js';
import './button.css';

function BrokenLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9.5 14.5 8 16a3 3 0 0 1-4.2-4.2L6.5 9" />
      <path d="M14.5 9.5 16 8a3 3 0 0 1 4.2 4.2L17.5 15" />
      <path d="M8 4v2M4 8h2M16 20v-2M20 16h-2" />
    </Icon>
  );
}

export function GameNotFound() {
  return (
    <StatusScreen
      art={<BrokenLinkIcon />}
      title={GAME_NOT_FOUND_TITLE}
      testId="game-not-found"
      actions={
        <>
          <Link className="button button--primary" to="/games">
            <GamesIcon /> Go to My Games
          </Link>
          <Link className="button button--secondary" to="/">
            Home
          </Link>
        </>
      }
    >
      <title>{GAME_NOT_FOUND_PAGE_TITLE}</title>
      <p>{GAME_NOT_FOUND_TEXT}</p>
    </StatusScreen>
  );
}
