// The notice above the season's game (docs/product/seasons.md#the-public-page): picks locked until
// the games finish, or no game today — each with when the next challenge opens, in the viewer's time.
import { LockIcon } from '../../../components/more-icons.js';
import type { SeasonNotice } from './season-format.js';

export function SeasonNoticeBox({ notice }: { notice: SeasonNotice }) {
  if (notice === null) return null;
  if (notice.kind === 'no-game') {
    return (
      <div className="game-notice" role="status" data-testid="season-no-game">
        <p>{notice.text}</p>
      </div>
    );
  }
  return (
    <div className="game-notice season-locked" role="status" data-testid="season-locked">
      <p className="game-notice__title">
        <LockIcon /> {notice.text}
      </p>
      <p>{notice.next}</p>
    </div>
  );
}
