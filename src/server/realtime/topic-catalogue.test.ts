import { describe, expect, it } from 'vitest';
import { gameTopic, ownEntriesTopic, siteConfigTopic, sportsGameTopic, sportsLeagueTopic, userGamesTopic } from '../../contracts/topics.js';

const GAME_ID = 'abcdefghij_-KLMNOP12';
const UID = 'u'.repeat(64);

describe('the topic catalogue', () => {
  it.each([
    [siteConfigTopic.topic({}), 'site-config'],
    [sportsGameTopic.topic({ id: 'espn-401' }), 'sports-game:espn-401'],
    [sportsLeagueTopic.topic({ league: 'NFL' }), 'sports-league:NFL'],
    [gameTopic.topic({ id: GAME_ID }), `game:${GAME_ID}`],
    [ownEntriesTopic.topic({ gameId: GAME_ID, uid: 'abc' }), `pickem-entries:${GAME_ID}:abc`],
    [userGamesTopic.topic({ uid: 'abc' }), 'user:abc:games'],
  ])('builds %s as the wire has always named it', (built, wire) => {
    expect(built).toBe(wire);
  });

  it.each([
    ['site-config', siteConfigTopic, {}],
    ['sports-game:espn-401', sportsGameTopic, { id: 'espn-401' }],
    ['sports-league:MLB', sportsLeagueTopic, { league: 'MLB' }],
    [`game:${GAME_ID}`, gameTopic, { id: GAME_ID }],
    [`pickem-entries:${GAME_ID}:${UID}`, ownEntriesTopic, { gameId: GAME_ID, uid: UID }],
    ['user:a:games', userGamesTopic, { uid: 'a' }],
  ] as const)('reads %s back into its parameters', (name, topic, params) => {
    expect(topic.match(name)).toEqual(params);
  });

  it.each([
    ['site-config:x', siteConfigTopic],
    ['site-configs', siteConfigTopic],
    ['sports-game:', sportsGameTopic],
    [`sports-game:${'x'.repeat(65)}`, sportsGameTopic],
    ['sports-game:a:b', sportsGameTopic],
    ['sports-league:XFL', sportsLeagueTopic],
    ['sports-league:nfl', sportsLeagueTopic],
    ['game:short', gameTopic],
    [`game:${GAME_ID}x`, gameTopic],
    [`game:${GAME_ID.slice(1)}.`, gameTopic],
    [`games:${GAME_ID}`, gameTopic],
    [`pickem-entries:${GAME_ID}`, ownEntriesTopic],
    [`pickem-entries:${GAME_ID}:${UID}x`, ownEntriesTopic],
    [`pickem-entries:${GAME_ID}:`, ownEntriesTopic],
    ['user:abc', userGamesTopic],
    ['user:abc:game', userGamesTopic],
    ['user:a.b:games', userGamesTopic],
    ['user:abc:games:x', userGamesTopic],
  ] as const)('refuses %s', (name, topic) => {
    expect(topic.match(name)).toBeNull();
  });

  it('names each topic by its pattern', () => {
    expect([siteConfigTopic, sportsGameTopic, sportsLeagueTopic, gameTopic, ownEntriesTopic, userGamesTopic].map((t) => t.name)).toEqual([
      'site-config',
      'sports-game:{id}',
      'sports-league:{league}',
      'game:{id}',
      'pickem-entries:{gameId}:{uid}',
      'user:{uid}:games',
    ]);
  });
});
