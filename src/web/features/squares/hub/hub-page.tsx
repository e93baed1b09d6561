// docs/product/squares.md#squares-hub-and-creation-pages /squares, the squares hub (docs/product/squares.md): create buttons, sport cards for NFL, college and
// MLB with season badges by month (docs/product/live-data.md#calendar), the live demo, the tool cards,
// a short guide, and a link to every NFL team's and NCAA school's page. The Super Bowl banner shows in February.
import { Link } from 'react-router';
import { HUB_CREATE_LINKS, HUB_EYEBROW, HUB_HEADING, HUB_LEDE, HUB_SPORT_CARDS, HUB_TITLE, type HubSportCard } from '../../../../contracts/content/hub-text.js';
import { teamSquaresPath } from '../../../../contracts/site-routes.js';
import { seasonFlags } from '../../../../domain/sports/index.js';
import { NCAA_TEAMS, NFL_TEAMS, type TeamInfo } from '../../../../domain/sports/teams/index.js';
import { ChevronRightIcon } from '../../../components/icons.js';
import { DemoSection, GuideSection, ToolsSection } from './hub-sections.js';
import '../../../components/button.css';
import './hub.css';

/** Schools by conference, conferences in the order the team data lists them. */
function byConference(teams: readonly TeamInfo[]): [string, TeamInfo[]][] {
  const groups = new Map<string, TeamInfo[]>();
  for (const team of teams) {
    const conference = team.conference ?? 'Independents';
    groups.set(conference, [...(groups.get(conference) ?? []), team]);
  }
  return [...groups];
}

const byName = (a: TeamInfo, b: TeamInfo) => a.fullName.localeCompare(b.fullName);

export function HubPage() {
  const flags = seasonFlags(new Date());
  const inSeason: Record<HubSportCard['key'], boolean> = { nfl: flags.nfl, college: flags.college, mlb: flags.mlb };
  return (
    <div className="hub">
      <title>{HUB_TITLE}</title>
      <header className="hub__header">
        <p className="hub__eyebrow">{HUB_EYEBROW}</p>
        <h1 className="hub__title">{HUB_HEADING}</h1>
        <p className="hub__lede">{HUB_LEDE}</p>
      </header>

      {flags.superBowl && (
        <Link className="hub-banner" to="/squares/nfl">
          <span className="hub-banner__eyebrow">It&apos;s Super Bowl season</span>
          <span className="hub-banner__title">Super Bowl squares for the big game</span>
          <span className="hub-banner__cta">
            Start your pool <ChevronRightIcon />
          </span>
        </Link>
      )}

      <nav className="hub-create" aria-label="Create a squares pool">
        {HUB_CREATE_LINKS.map((link, index) => (
          <Link key={link.path} className={`button ${index === 0 ? 'button--primary' : 'button--secondary'} hub-create__link`} to={link.path}>
            {link.label}
          </Link>
        ))}
      </nav>

      <DemoSection />

      <section className="hub-section" aria-labelledby="hub-sports">
        <h2 id="hub-sports" className="hub-section__title">
          Sports
        </h2>
        <ul className="hub-sports">
          {HUB_SPORT_CARDS.map((card) => (
            <li key={card.key} className="sport-card" data-testid={`sport-card-${card.key}`}>
              <div className="sport-card__head">
                <h3 className="sport-card__title">{card.title}</h3>
                <span className={`season-badge season-badge--${inSeason[card.key] ? 'on' : 'off'}`}>
                  {inSeason[card.key] ? 'In season' : 'Off season'}
                </span>
              </div>
              <p className="sport-card__text">{card.text}</p>
              <p className="sport-card__season">Season: {card.season}</p>
              <Link className="sport-card__cta" to={card.path}>
                {card.cta} <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ToolsSection />

      <GuideSection />

      <section className="hub-section" aria-labelledby="hub-nfl-teams">
        <h2 id="hub-nfl-teams" className="hub-section__title">
          NFL team squares
        </h2>
        <ul className="team-links">
          {[...NFL_TEAMS].sort(byName).map((team) => (
            <li key={team.slug}>
              <Link className="team-link" to={teamSquaresPath('nfl', team.slug)}>
                {team.fullName}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="hub-section" aria-labelledby="hub-ncaa-teams">
        <h2 id="hub-ncaa-teams" className="hub-section__title">
          College football squares by school
        </h2>
        {byConference(NCAA_TEAMS).map(([conference, teams]) => (
          <div key={conference} className="team-group">
            <h3 className="team-group__title">{conference}</h3>
            <ul className="team-links">
              {teams.sort(byName).map((team) => (
                <li key={team.slug}>
                  <Link className="team-link" to={teamSquaresPath('ncaa', team.slug)}>
                    {team.fullName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
