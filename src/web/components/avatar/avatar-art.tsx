// Draws one avatar of set avatars-1 from its parts (avatar-parts.ts). Loaded on demand: only a
// page that shows avatars pays for it. The round crop is the wrapper's (avatar.css).
import type { ReactNode } from 'react';
import { avatarParts, type AvatarParts } from './avatar-parts.js';

const INK = '#1b1b22';
const MOUTH = '#7a1f2b';

/** Decorative: the wrapper (avatar.tsx) carries the name. */
export default function AvatarArt({ id }: { id: number }) {
  const parts = avatarParts(id);
  const [skin, skinShade] = parts.skin;
  return (
    <svg className="avatar__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <Background parts={parts} />
      <Body parts={parts} />
      <rect x="27" y="40" width="10" height="9" rx="3" fill={skinShade} />
      <circle cx="18.5" cy="33" r="3.5" fill={skinShade} />
      <circle cx="45.5" cy="33" r="3.5" fill={skinShade} />
      <ellipse cx="32" cy="32" rx="14" ry="15" fill={skin} />
      <Detail parts={parts} />
      <Eyes parts={parts} />
      <Mouth parts={parts} />
      <Headwear parts={parts} />
    </svg>
  );
}

function Background({ parts }: { parts: AvatarParts }) {
  const [fill, accent] = parts.background;
  let pattern: ReactNode = null;
  if (parts.pattern === 'sash') pattern = <path d="M0 38 38 0h14L0 52Z" fill={accent} />;
  else if (parts.pattern === 'ring') pattern = <circle cx="32" cy="30" r="25" fill="none" stroke={accent} strokeWidth="5" />;
  else if (parts.pattern === 'horizon') pattern = <path d="M0 0h64v22C44 27 20 27 0 22Z" fill={accent} />;
  return (
    <>
      <rect width="64" height="64" fill={fill} />
      {pattern}
    </>
  );
}

function Body({ parts }: { parts: AvatarParts }) {
  const [jersey, shade, trim] = parts.jersey;
  return (
    <>
      <path d="M7 64c0-11 10-16.5 25-16.5S57 53 57 64Z" fill={jersey} />
      <path d="M13 64c0-6 2-10 5-13M51 64c0-6-2-10-5-13" stroke={shade} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M25 48.3 32 55l7-6.7" stroke={trim} strokeWidth="3" fill="none" strokeLinejoin="round" strokeLinecap="round" />
    </>
  );
}

function Detail({ parts }: { parts: AvatarParts }) {
  if (parts.detail === 'eyeBlack') {
    return (
      <g fill={INK}>
        <rect x="23.3" y="35.6" width="6.4" height="1.9" rx="0.9" />
        <rect x="34.3" y="35.6" width="6.4" height="1.9" rx="0.9" />
      </g>
    );
  }
  if (parts.detail === 'blush') {
    return (
      <g fill="#f0506e" opacity="0.4">
        <circle cx="23.5" cy="37.5" r="2.4" />
        <circle cx="40.5" cy="37.5" r="2.4" />
      </g>
    );
  }
  if (parts.detail === 'freckles') {
    return (
      <g fill={parts.skin[1]}>
        <circle cx="24" cy="36" r="0.8" />
        <circle cx="26.2" cy="37.4" r="0.8" />
        <circle cx="23.4" cy="38.3" r="0.8" />
        <circle cx="40" cy="36" r="0.8" />
        <circle cx="37.8" cy="37.4" r="0.8" />
        <circle cx="40.6" cy="38.3" r="0.8" />
      </g>
    );
  }
  return null;
}

const stroke = { stroke: INK, strokeWidth: 2, strokeLinecap: 'round', fill: 'none' } as const;

function Eyes({ parts }: { parts: AvatarParts }) {
  switch (parts.eyes) {
    case 'dots':
      return (
        <g fill={INK}>
          <circle cx="26.5" cy="31.5" r="2" />
          <circle cx="37.5" cy="31.5" r="2" />
        </g>
      );
    case 'happy':
      return <path d="M24 32.5q2.5-3 5 0M35 32.5q2.5-3 5 0" {...stroke} />;
    case 'wink':
      return (
        <>
          <circle cx="26.5" cy="31.5" r="2" fill={INK} />
          <path d="M35 31.8h5" {...stroke} />
        </>
      );
    case 'shades':
      return (
        <g>
          <path d="M31 31h2" stroke={INK} strokeWidth="1.6" />
          <rect x="21.5" y="28.5" width="9.5" height="6" rx="2.6" fill={INK} />
          <rect x="33" y="28.5" width="9.5" height="6" rx="2.6" fill={INK} />
          <path d="M23.5 30.3h3M35 30.3h3" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1.1" strokeLinecap="round" />
        </g>
      );
  }
}

function Mouth({ parts }: { parts: AvatarParts }) {
  switch (parts.mouth) {
    case 'smile':
      return <path d="M27 39.2q5 4.6 10 0" {...stroke} />;
    case 'grin':
      return (
        <>
          <path d="M26.5 38.4h11q-.3 6-5.5 6t-5.5-6Z" fill={MOUTH} />
          <path d="M27.3 38.4h9.4v1.7h-9.4Z" fill="#ffffff" />
        </>
      );
    case 'oh':
      return <ellipse cx="32" cy="40.3" rx="2.3" ry="2.7" fill={MOUTH} />;
    case 'smirk':
      return <path d="M27.5 40.3q5 2.6 9-1.8" {...stroke} />;
  }
}

function Headwear({ parts }: { parts: AvatarParts }) {
  const hair = parts.hair;
  const [team, shade, trim] = parts.jersey;
  const shortHair = <path d="M17.6 31C16.3 19.5 23.5 15 32 15s15.9 4.5 14.4 16c-2.4-5.6-6.5-8.4-14.4-8.4S20 25.4 17.6 31Z" fill={hair} />;
  switch (parts.headwear) {
    case 'cap':
      return (
        <>
          <path d="M17.5 29c0-10 6.5-15 14.5-15s14.5 5 14.5 15Z" fill={team} />
          <path d="M17.5 29h14.5v-15c-3 0-5.5 4-6 15Z" fill={shade} opacity="0.35" />
          <path d="M30 28.6h21.5c.6 2.6-2.6 4-7 3.6L30 31Z" fill={shade} />
          <circle cx="32" cy="14.6" r="1.7" fill={trim} />
        </>
      );
    case 'beanie':
      return (
        <>
          <path d="M17 30c0-12 7-17 15-17s15 5 15 17Z" fill={team} />
          <path d="M24 15.5v10M32 13v12.5M40 15.5v10" stroke={shade} strokeWidth="1.6" />
          <rect x="16.5" y="24.5" width="31" height="6.5" rx="3.2" fill={trim} />
          <circle cx="32" cy="11.5" r="4" fill={trim} />
        </>
      );
    case 'headband':
      return (
        <>
          <path d="M18 27 20 15l4 6 3-9 4 7 3-8 3 8 4-6 2 8 3-4v10Z" fill={hair} />
          <rect x="17" y="22.5" width="30" height="5.2" rx="2.6" fill={team} />
          <path d="M19 25h26" stroke={trim} strokeWidth="1" />
        </>
      );
    case 'short':
      return shortHair;
    case 'curly':
      return (
        <g fill={hair}>
          <circle cx="19.5" cy="25" r="5" />
          <circle cx="23.5" cy="19" r="5.5" />
          <circle cx="30" cy="16" r="5.5" />
          <circle cx="36.5" cy="16.2" r="5.5" />
          <circle cx="42" cy="19.5" r="5.3" />
          <circle cx="45" cy="25.5" r="4.6" />
          <circle cx="18" cy="30" r="3.4" />
          <circle cx="46" cy="30.5" r="3.2" />
        </g>
      );
    case 'mohawk':
      return (
        <>
          <path d="M19 29c0-7 3-11 7-13M45 29c0-7-3-11-7-13" stroke={hair} strokeOpacity="0.35" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M28.3 24.5 27 12.5c2-4.4 8-4.4 10 0l-1.3 12Z" fill={hair} />
        </>
      );
    case 'bun':
      return (
        <>
          <circle cx="32" cy="12.8" r="5.6" fill={hair} />
          {shortHair}
          <rect x="28" y="16" width="8" height="2.4" rx="1.2" fill={team} />
        </>
      );
    case 'bald':
      return (
        <>
          <ellipse cx="26" cy="21.5" rx="3.4" ry="1.7" fill="#ffffff" opacity="0.35" transform="rotate(-18 26 21.5)" />
          <path d="M18 31c0-3 .6-5 2-6.5M46 31c0-3-.6-5-2-6.5" stroke={hair} strokeWidth="3" fill="none" strokeLinecap="round" />
        </>
      );
    case 'helmet':
      return (
        <>
          <path d="M15.5 38v-8c0-11 7.4-17.5 16.5-17.5S48.5 19 48.5 30v8h-6v-7c0-3-2-4.6-5-4.6H27c-3 0-5 1.6-5 4.6v7Z" fill={team} />
          <path d="M32 12.6v13.8" stroke={trim} strokeWidth="3" />
          <circle cx="18.8" cy="33.5" r="1.6" fill={shade} />
          <path d="M21 35.5q11 10.5 22 0M22.2 39.6h19.6M32 39.6V45" stroke="#c9ced8" strokeWidth="1.7" fill="none" strokeLinecap="round" />
        </>
      );
    case 'visor':
      return (
        <>
          {shortHair}
          <rect x="17" y="21.5" width="30" height="4.4" rx="2.2" fill={team} />
          <path d="M17.5 24.6q14.5 6 29 0l1 2.9q-15.5 7.2-31 0Z" fill={shade} />
        </>
      );
  }
}
