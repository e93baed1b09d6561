// A game's preview image (docs/product/site.md#link-previews): an SVG drawn from the game's picture and
// rasterised to a 1200×630 PNG, the size link previews use (crawlers do not take SVG for og:image).
import { Resvg } from '@resvg/resvg-js';
import type { PreviewPicture } from '../services/game-preview.js';
import { escapeHtml as x } from './game-pages.js';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const NIGHT = '#0b1630';
const NIGHT_2 = '#14244a';
const INK = '#f3f6ff';
const INK_2 = '#b8c4e0';
const BRAND = '#1444d4';
const ACCENT = '#ff6a13';
const FONT = 'DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif';

/** At most `max` characters (by code point), with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const text = (px: number, py: number, size: number, content: string, attrs = '') =>
  `<text x="${px}" y="${py}" font-size="${size}" ${attrs}>${x(content)}</text>`;

const PHASE_WORDS = { Pending: 'Open', Live: 'Live', Over: 'Final' } as const;

function frame(picture: PreviewPicture, inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="${FONT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${NIGHT}"/>` +
    `<rect width="${PREVIEW_WIDTH}" height="10" fill="${ACCENT}"/>` +
    text(60, 88, 46, clip(picture.name, 34), `font-weight="bold" fill="${INK}"`) +
    text(60, 130, 26, `${picture.label} · ${PHASE_WORDS[picture.phase]}`, `fill="${INK_2}"`) +
    inner +
    text(PREVIEW_WIDTH - 60, PREVIEW_HEIGHT - 40, 30, 'Sportsball', `font-weight="bold" fill="${INK}" text-anchor="end"`) +
    `</svg>`
  );
}

function gridSvg(picture: Extract<PreviewPicture, { kind: 'grid' }>): string {
  const top = 170;
  const size = 420;
  const cell = size / (picture.axis + 1);
  const left = 60;
  const parts: string[] = [];
  const mid = (n: number) => n + cell / 2;
  // The header row holds the home team's digits (columns), the header column the away team's (rows).
  for (let i = 0; i < picture.axis; i++) {
    const col = picture.digits?.cols[i] ?? '?';
    const row = picture.digits?.rows[i] ?? '?';
    parts.push(text(mid(left + cell * (i + 1)), mid(top) + 8, 22, col, `fill="${INK}" font-weight="bold" text-anchor="middle"`));
    parts.push(text(mid(left), mid(top + cell * (i + 1)) + 8, 22, row, `fill="${INK}" font-weight="bold" text-anchor="middle"`));
  }
  const initialsSize = picture.axis === 10 ? 14 : 26;
  for (let r = 0; r < picture.axis; r++) {
    for (let c = 0; c < picture.axis; c++) {
      const name = picture.cells.get(r * picture.axis + c);
      const px = left + cell * (c + 1);
      const py = top + cell * (r + 1);
      parts.push(`<rect x="${px + 1}" y="${py + 1}" width="${cell - 2}" height="${cell - 2}" rx="4" fill="${name === undefined ? NIGHT_2 : BRAND}"/>`);
      if (name !== undefined) parts.push(text(mid(px), mid(py) + initialsSize / 3, initialsSize, clip(name, 3), `fill="${INK}" text-anchor="middle"`));
    }
  }
  // The team's colour as a bar, outlined so a dark colour still shows on the night background.
  const side = (y: number, team: { code: string; name: string; color: string; axis: string }) =>
    `<rect x="560" y="${y - 30}" width="12" height="40" rx="3" fill="${x(team.color)}" stroke="${INK_2}" stroke-width="1.5"/>` +
    text(590, y, 34, clip(`${team.code} · ${team.name}`, 28), `fill="${INK}" font-weight="bold"`) +
    text(590, y + 34, 22, team.axis, `fill="${INK_2}"`);
  const squares = picture.axis * picture.axis;
  const inner =
    parts.join('') +
    side(230, picture.away) +
    side(340, picture.home) +
    text(560, 470, 30, `${picture.taken} of ${squares} squares taken`, `fill="${INK}"`) +
    text(560, 512, 24, picture.digits ? 'Digits drawn' : 'Digits are drawn when the grid locks', `fill="${INK_2}"`);
  return frame(picture, inner);
}

function leaderboardSvg(picture: Extract<PreviewPicture, { kind: 'leaderboard' }>): string {
  const rows = picture.entries.map((entry, i) => {
    const y = 220 + i * 64;
    return (
      `<rect x="60" y="${y - 42}" width="780" height="56" rx="8" fill="${i === 0 ? BRAND : NIGHT_2}"/>` +
      text(90, y, 30, `${entry.rank}`, `fill="${INK}" font-weight="bold"`) +
      text(160, y, 30, clip(entry.name, 30), `fill="${INK}"`) +
      text(810, y, 30, `${Math.floor(entry.score)}`, `fill="${INK}" font-weight="bold" text-anchor="end"`)
    );
  });
  const empty = picture.entries.length === 0 ? text(60, 230, 32, 'No entries yet: be the first to make your picks', `fill="${INK_2}"`) : '';
  const count = `${picture.count.toLocaleString('en-US')} ${picture.count === 1 ? 'entry' : 'entries'}`;
  return frame(picture, rows.join('') + empty + text(880, 220, 30, count, `fill="${INK}"`) + text(880, 260, 24, 'Top of the leaderboard', `fill="${INK_2}"`));
}

/** The picture as SVG: every piece of text is escaped. */
export function previewSvg(picture: PreviewPicture): string {
  return picture.kind === 'grid' ? gridSvg(picture) : leaderboardSvg(picture);
}

/** The SVG as a PNG, with the machine's fonts (the deploy image needs one sans-serif font). */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'original' } }).render().asPng();
}
