// Previous / next buttons for a row that scrolls sideways (docs/product/site.md#look-and-feel): a
// finger swipes the row, a mouse has no sideways wheel, so where a pointer hovers the row gets two
// buttons that move it by most of its width. Each is disabled at its end of the row; both are real
// buttons, so the keyboard reaches them too. Touch screens keep the swipe alone (scroll-row.css).
// A chunk of its own, fetched once a mouse moves or focus arrives near a row, so the home page's
// first download does not carry it (docs/BENCHMARKS.md: home-js).
import { useEffect, useState } from 'react';
import { ChevronRightIcon } from './icons.js';
import './scroll-row.css';

export interface ScrollButtonsProps {
  readonly row: HTMLElement;
  /** What the row holds, for the buttons' names: 'NFL games' → 'Previous NFL games'. */
  readonly what: string;
}

export default function ScrollButtons({ row, what }: ScrollButtonsProps) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    // A pixel of slack: a row scrolled to its end may stop a fraction short at some zoom levels.
    const measure = () => {
      const atStart = row.scrollLeft <= 1;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    // Cards arriving or leaving change how far the row scrolls without resizing it.
    const changed = new MutationObserver(measure);
    changed.observe(row, { childList: true });
    return () => {
      row.removeEventListener('scroll', measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, [row]);

  if (ends.atStart && ends.atEnd) return null;
  // Most of a screenful, so the card cut at the edge is whole after the move (the row snaps to
  // cards); smooth, or instant under prefers-reduced-motion, by the row's CSS (global.css).
  const step = (direction: -1 | 1) => row.scrollBy({ left: direction * row.clientWidth * 0.85 });
  return (
    <span className="scroll-row__buttons">
      <button type="button" className="scroll-row__button" aria-label={`Previous ${what}`} disabled={ends.atStart} onClick={() => step(-1)}>
        <ChevronRightIcon className="scroll-row__back" />
      </button>
      <button type="button" className="scroll-row__button" aria-label={`Next ${what}`} disabled={ends.atEnd} onClick={() => step(1)}>
        <ChevronRightIcon />
      </button>
    </span>
  );
}
