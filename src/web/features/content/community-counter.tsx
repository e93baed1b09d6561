// docs/product/site.md#home: the community counter — how many players Sportsball has, with the first 6
// avatars (GET /api/community). It sits near the end of the page, so this module (and the
// avatars' drawing code) is fetched only once its place comes near the screen (home-page.tsx).
import { useEffect, useState } from 'react';
import { CommunitySchema, type Community } from '../../../contracts/profile.js';
import { Avatar } from '../../components/avatar/avatar.js';
import { apiGet } from '../../lib/api-client.js';

const number = new Intl.NumberFormat('en-US');

export default function CommunityCounter() {
  const [community, setCommunity] = useState<Community | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    apiGet('/api/community', CommunitySchema).then(
      (value) => {
        if (live) setCommunity(value);
      },
      (error: unknown) => {
        // Logged only: the rest of the page does not depend on it.
        console.warn('Could not load the community counter', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) return null;
  const players = community?.players ?? null;
  return (
    <section className="community" aria-labelledby="community-title" aria-busy={community === null} data-testid="community">
      <h2 id="community-title" className="visually-hidden">
        The Sportsball community
      </h2>
      {community && community.faces.length > 0 && (
        <ul className="community__faces" aria-label="Some of our players">
          {community.faces.map((face) => (
            <li key={face.handle} className="community__face">
              <Avatar id={face.avatarId} size="44px" label={`@${face.handle}`} />
            </li>
          ))}
        </ul>
      )}
      <p className="community__count">
        {players === null ? (
          <span className="community__skeleton" aria-hidden="true" />
        ) : (
          <>
            <strong className="tabular">{number.format(players)}</strong> {players === 1 ? 'player' : 'players'} and counting
          </>
        )}
      </p>
      <p className="community__text">
        {players === 0 ? 'Be the first: start a pool and send the link.' : 'Hosts, players and the odd bracket genius. Join them.'}
      </p>
    </section>
  );
}
