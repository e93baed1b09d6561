// Renders the PNG app icons in src/web/public from the SVG artwork below, with the Chromium the
// e2e tests use. Run once after changing the artwork: `npx tsx src/web/icons/render-icons.ts`.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ball = (cx: number, cy: number, r: number, stroke: number) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#f)"/>
  <g fill="none" stroke="#0b1630" stroke-width="${stroke}" stroke-linecap="round">
    <circle cx="${cx}" cy="${cy}" r="${r}"/>
    <path d="M${cx} ${cy - r}v${2 * r}M${cx - r} ${cy}h${2 * r}"/>
    <path d="M${cx - r * 0.71} ${cy - r * 0.7}c${r * 0.25} ${r * 0.18} ${r * 0.4} ${r * 0.43} ${r * 0.4} ${r * 0.7}s-${r * 0.15} ${r * 0.52}-${r * 0.4} ${r * 0.7}"/>
    <path d="M${cx + r * 0.71} ${cy - r * 0.7}c-${r * 0.25} ${r * 0.18}-${r * 0.4} ${r * 0.43}-${r * 0.4} ${r * 0.7}s${r * 0.15} ${r * 0.52} ${r * 0.4} ${r * 0.7}"/>
  </g>`;

const defs = `<defs><radialGradient id="f" cx="0.36" cy="0.3" r="0.8">
  <stop offset="0" stop-color="#ffb06b"/><stop offset="0.55" stop-color="#ff6a13"/><stop offset="1" stop-color="#d94a00"/>
</radialGradient></defs>`;

/** Rounded tile with a large ball: the "any" icon. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}
  <rect width="512" height="512" rx="112" fill="#0b1630"/>${ball(256, 256, 184, 22)}</svg>`;

/** Full-bleed square with the ball inside the maskable safe zone (80%): maskable and Apple icons. */
const fullBleedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}
  <rect width="512" height="512" fill="#0b1630"/>${ball(256, 256, 150, 18)}</svg>`;

const outputs = [
  { file: 'icon-192.png', svg: roundedIcon, size: 192 },
  { file: 'icon-512.png', svg: roundedIcon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleedIcon, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleedIcon, size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, svg, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(new URL(`../public/${file}`, import.meta.url), png);
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
