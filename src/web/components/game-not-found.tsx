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
      <path d="m18.5 12.5 1.7-1.7a4.6 4.6 0 0 0-6.5-6.5L12 6" />
      <path d="m5.5 11.5-1.7 1.7a4.6 4.6 0 0 0 6.5 6.5L12 18" />
      <path d="M8 2.5V5M2.5 8H5M16 21.5V19M21.5 16H19" />
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
        <Link className="button button--primary" to="/games">
          <GamesIcon /> Go to My Games
        </Link>
      }
    >
      <title>{GAME_NOT_FOUND_PAGE_TITLE}</title>
      <p>{GAME_NOT_FOUND_TEXT}</p>
    </StatusScreen>
  );
}
