// Previous / next buttons for a row that scrolls sideways (docs/product/site.md#look-and-feel): a
// finger swipes the row, a mouse has no sideways wheel, so where a pointer hovers the row gets two
// buttons that move it by a screenful. Each is disabled at its end of the row; both are real
// buttons, so the keyboard reaches them too. Touch screens keep the swipe alone (scroll-row.css).
import { useCallback, useEffect, useState } from 'react';
import { ChevronRightIcon } from './icons.js';
import './scroll-row.css';

export interface ScrollRow<T extends HTMLElement> {
  /** A callback ref: the row may appear after the page (once its games have loaded). */
  readonly attach: (element: T | null) => void;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  readonly step: (direction: -1 | 1) => void;
}

/** A pixel of slack: a row scrolled to its end may stop a fraction short at some zoom levels. */
const SLACK = 1;

export function useScrollRow<T extends HTMLElement>(): ScrollRow<T> {
  const [row, attach] = useState<T | null>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    if (!row) return;
    const measure = () => {
      const atStart = row.scrollLeft <= SLACK;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - SLACK;
      setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    // Cards arriving or leaving change the row's width without resizing the row itself.
    const changed = new MutationObserver(measure);
    changed.observe(row, { childList: true });
    return () => {
      row.removeEventListener('scroll', measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, [row]);

  const step = useCallback(
    (direction: -1 | 1) => {
      if (!row) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // Most of a screenful, so the card cut at the edge is whole after the move (the row snaps to cards).
      row.scrollBy({ left: direction * Math.max(row.clientWidth * 0.85, 1), behavior: still ? 'auto' : 'smooth' });
    },
    [row],
  );

  return { attach, atStart: ends.atStart, atEnd: ends.atEnd, step };
}

/** The two buttons, named for what they scroll ('Previous NFL games', 'Next NFL games'). */
export function ScrollButtons({ row, what }: { row: Omit<ScrollRow<HTMLElement>, 'attach'>; what: string }) {
  if (row.atStart && row.atEnd) return null;
  return (
    <span className="scroll-row__buttons">
      <button type="button" className="scroll-row__button" aria-label={`Previous ${what}`} disabled={row.atStart} onClick={() => row.step(-1)}>
        <ChevronRightIcon className="scroll-row__back" />
      </button>
      <button type="button" className="scroll-row__button" aria-label={`Next ${what}`} disabled={row.atEnd} onClick={() => row.step(1)}>
        <ChevronRightIcon />
      </button>
    </span>
  );
}
