// The app's own pages as the server writes them (decision 047): the squares hub, the league and team
// creation pages and the public pick'em pages, as complete HTML with the same words and class names as
// the app's pages, so a reader without JavaScript, a crawler or a link preview reads the page. The app
// replaces the markup once its page's chunk is loaded (the router keeps it on screen until then).
// Every piece of text is escaped.
import {
  HUB_CREATE_LINKS,
  HUB_DEMO_HEADING,
  HUB_DEMO_LEDE,
  HUB_DESCRIPTION,
  HUB_EYEBROW,
  HUB_GUIDE,
  HUB_GUIDE_MORE,
  HUB_HEADING,
  HUB_LEDE,
  HUB_SPORT_CARDS,
  HUB_TITLE,
  HUB_TOOLS,
} from '../../contracts/content/hub-text.js';
import type { SeasonPage } from '../../contracts/seasons.js';
import { teamSquaresPath, type TeamPageLeague } from '../../contracts/site-routes.js';
import { seasonFlags } from '../../domain/sports/index.js';
import { NCAA_TEAMS, NFL_TEAMS, type TeamInfo } from '../../domain/sports/teams/index.js';
import { escapeHtml as e } from './game-pages.js';

/** What a page of the app needs in the document: its head and the markup inside the shell's column. */
export interface AppPageParts {
  title: string;
  description: string;
  heading: string;
  body: string;
}

const link = (path: string, label: string, className: string) => `<a class="${className}" href="${e(path)}">${e(label)}</a>`;
const wrap = (path: string, className: string, inner: string) => `<div class="${className} server-page" data-prerendered="${e(path)}">${inner}</div>`;
const byName = (a: TeamInfo, b: TeamInfo) => a.fullName.localeCompare(b.fullName);
const teamLinks = (league: TeamPageLeague, teams: readonly TeamInfo[]) =>
  `<ul class="team-links">${[...teams].sort(byName).map((team) => `<li>${link(teamSquaresPath(league, team.slug), team.fullName, 'team-link')}</li>`).join('')}</ul>`;
const section = (id: string, title: string, inner: string) =>
  `<section class="hub-section" aria-labelledby="${id}"><h2 id="${id}" class="hub-section__title">${e(title)}</h2>${inner}</section>`;

/** /squares: the hub's header, create links, demo slot (the demo itself needs the app), sports, tools, guide and team pages. */
export function renderHub(now: Date): AppPageParts {
  const flags = seasonFlags(now);
  const inSeason = { nfl: flags.nfl, college: flags.college, mlb: flags.mlb };
  const header =
    `<header class="hub__header"><p class="hub__eyebrow">${e(HUB_EYEBROW)}</p><h1 class="hub__title">${e(HUB_HEADING)}</h1>` +
    `<p class="hub__lede">${e(HUB_LEDE)}</p></header>`;
  const banner = flags.superBowl
    ? `<a class="hub-banner" href="/squares/nfl"><span class="hub-banner__eyebrow">It&#39;s Super Bowl season</span><span class="hub-banner__title">Super Bowl squares for the big game</span><span class="hub-banner__cta">Start your pool</span></a>`
    : '';
  const create = `<nav class="hub-create" aria-label="Create a squares pool">${HUB_CREATE_LINKS.map((l, i) =>
    link(l.path, l.label, `button ${i === 0 ? 'button--primary' : 'button--secondary'} hub-create__link`),
  ).join('')}</nav>`;
  const demo = section('hub-demo', HUB_DEMO_HEADING, `<p class="hub-section__lede">${e(HUB_DEMO_LEDE)}</p><div class="hub-demo-slot"></div>`);
  const sports = section(
    'hub-sports',
    'Sports',
    `<ul class="hub-sports">${HUB_SPORT_CARDS.map((card) => {
      const on = inSeason[card.key];
      return (
        `<li class="sport-card" data-testid="sport-card-${card.key}"><div class="sport-card__head"><h3 class="sport-card__title">${e(card.title)}</h3>` +
        `<span class="season-badge season-badge--${on ? 'on' : 'off'}">${on ? 'In season' : 'Off season'}</span></div>` +
        `<p class="sport-card__text">${e(card.text)}</p><p class="sport-card__season">Season: ${e(card.season)}</p>${link(card.path, card.cta, 'sport-card__cta')}</li>`
      );
    }).join('')}</ul>`,
  );
  const tools = section(
    'hub-tools',
    'Free squares tools',
    `<ul class="hub-tools">${HUB_TOOLS.map(
      (tool) =>
        `<li class="tool-card"><a class="tool-card__link" href="${e(tool.path)}"><span class="tool-card__title">${e(tool.title)}</span><span class="tool-card__text">${e(tool.text)}</span></a></li>`,
    ).join('')}</ul>`,
  );
  const guide = section(
    'hub-guide',
    'How squares work',
    `<ol class="hub-guide">${HUB_GUIDE.map((step) => `<li><strong>${e(step.lead)}</strong> ${e(step.text)}</li>`).join('')}</ol>` +
      link(HUB_GUIDE_MORE.path, HUB_GUIDE_MORE.label, 'hub-guide__more'),
  );
  const conferences = new Map<string, TeamInfo[]>();
  for (const team of NCAA_TEAMS) conferences.set(team.conference ?? 'Independents', [...(conferences.get(team.conference ?? 'Independents') ?? []), team]);
  const ncaa = [...conferences]
    .map(([conference, teams]) => `<div class="team-group"><h3 class="team-group__title">${e(conference)}</h3>${teamLinks('ncaa', teams)}</div>`)
    .join('');
  const body =
    header + banner + create + demo + sports + tools + guide +
    section('hub-nfl-teams', 'NFL team squares', teamLinks('nfl', NFL_TEAMS)) +
    section('hub-ncaa-teams', 'College football squares by school', ncaa);
  return { title: HUB_TITLE, description: HUB_DESCRIPTION, heading: HUB_HEADING, body: wrap('/squares', 'hub', body) };
}

/** How the creation pages name a league (the app's LEAGUE_INFO). */
export const CREATE_LEAGUES = {
  nfl: { title: 'NFL', noun: 'NFL', path: '/squares/nfl' },
  ncaa: { title: 'College football', noun: 'college football', path: '/squares/ncaa' },
  mlb: { title: 'MLB', noun: 'MLB', path: '/squares/mlb' },
} as const;
export type CreateLeagueSegment = keyof typeof CREATE_LEAGUES;

/** /squares/nfl, /squares/ncaa, /squares/mlb: the header; the list of games arrives with the app. */
export function renderLeague(segment: CreateLeagueSegment): AppPageParts {
  const info = CREATE_LEAGUES[segment];
  const heading = 'Pick a game';
  const lede = `Choose the ${info.noun} game your pool is on. You'll name it and pick the grid size next, in under a minute.`;
  const body =
    `<header class="create-header"><p class="create-header__eyebrow">${e(info.title)} squares</p><h1 class="create-header__title">${heading}</h1>` +
    `<p class="create-header__lede">${e(lede)}</p></header>`;
  return {
    title: `${info.title} squares: pick a game · Sportsball`,
    description: `Create a free ${info.noun} squares pool: pick an upcoming game, share the link, and friends claim squares with their initials.`,
    heading,
    body: wrap(info.path, 'create-page', body),
  };
}

/** /squares/nfl/{team}, /squares/ncaa/{school}: the team's header; its games arrive with the app. */
export function renderTeam(segment: 'nfl' | 'ncaa', team: TeamInfo): AppPageParts {
  const info = CREATE_LEAGUES[segment];
  const heading = `${team.fullName} squares`;
  const lede = `Run a squares pool on the next ${team.name} game. Pick the game; you'll name the pool and pick the grid size next.`;
  const body =
    `<header class="create-header create-header--team"><div><p class="create-header__eyebrow">${e(info.title)} squares</p>` +
    `<h1 class="create-header__title">${e(heading)}</h1></div><p class="create-header__lede">${e(lede)}</p></header>` +
    `<p>${link(info.path, `See every ${info.noun} game`, 'hub-guide__more')}</p>`;
  return {
    title: `${team.fullName} squares · Sportsball`,
    description: `Free ${team.fullName} squares: run a squares pool on the next ${team.name} game and share the link.`,
    heading,
    body: wrap(teamSquaresPath(segment, team.slug), 'create-page', body),
  };
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'player' : 'players'}`;

/** What a season's page is written from: its page as the API sends it, or less for a public challenge not made yet. */
export interface SeasonView {
  season: Pick<SeasonPage['season'], 'name' | 'cadence' | 'tag'>;
  latest: SeasonPage['latest'];
}

/** A public pick'em page: the season, its latest game and how the challenge works (the app's SeasonBlocks). */
export function renderSeason(path: string, page: SeasonView): AppPageParts {
  const { season, latest } = page;
  const period = season.cadence === 'weekly' ? 'week' : 'day';
  const start = season.tag === 'publicMlbPickem' ? 'first pitch' : 'kickoff';
  const heading = latest ? latest.label : 'No games today';
  const panel = (id: string, title: string, text: string) =>
    `<section class="game-panel" aria-labelledby="${id}"><h2 id="${id}" class="game-panel__title">${e(title)}</h2><p>${e(text)}</p></section>`;
  const body =
    `<header class="pk-hero season-hero"><p class="pk-hero__kicker">${e(season.name)}</p><div class="season-hero__line"><h1 class="pk-hero__title">${e(heading)}</h1></div>` +
    (latest ? `<p class="season-hero__players tabular">${e(count(latest.playerCount))}</p>` : '') +
    `</header><div class="season-blocks">` +
    panel('season-how-title', 'How to play', `Pick the winner of every game on this ${period}'s slate. It is free and anyone can play. Every correct pick earns jelly beans, and whoever has the most beans when the ${period}'s last game ends wins the ${period}.`) +
    panel('season-upset-title', 'Upset bonus', 'A correct pick of the favourite earns 10 beans. Back the underdog and get it right, and you earn more: the longer the odds against your team, the bigger the reward.') +
    panel('season-late-title', 'Last-minute heroics', `Change any pick right up to that game's ${start}. Each game locks on its own, so a late injury or a rainout never catches you out on the games still to come.`) +
    `</div>`;
  return {
    title: `${latest ? `${latest.label} · ` : ''}${season.name} · Sportsball`,
    description: `${season.name}: pick the winner of every game on the ${period}'s slate. Free, anyone can play, and the underdog pays more.`,
    heading,
    body: wrap(path, 'pk-page season-page', body),
  };
}
