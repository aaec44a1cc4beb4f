'use client';

import { useEffect, useState } from 'react';

/** The header hides when scrolling down past 100px and turns solid after 10px. */
const HIDE_AFTER_PX = 100;
const SOLID_AFTER_PX = 10;

export type ScrollHeaderState = { hidden: boolean; solid: boolean };

/**
 * Hides the header while the shopper scrolls down past HIDE_AFTER_PX and brings it back on any scroll up.
 * `pinned` keeps it visible (an open menu must not slide away under the finger).
 */
export function useScrollHeader(pinned: boolean): ScrollHeaderState {
  const [state, setState] = useState<ScrollHeaderState>({ hidden: false, solid: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let hidden = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= HIDE_AFTER_PX || y < lastY) hidden = false;
      else if (y > lastY) hidden = true;
      lastY = y;
      const solid = y > SOLID_AFTER_PX;
      setState((previous) =>
        previous.hidden === hidden && previous.solid === solid ? previous : { hidden, solid },
      );
    };
    // At most one update per frame, however many scroll events the browser fires.
    const scheduleUpdate = () => {
      frame ||= requestAnimationFrame(update);
    };

    // A page restored mid-scroll (reload, back) starts solid without waiting for a scroll event.
    scheduleUpdate();
    window.addEventListener('scroll', scheduleUpdate, { passive: true });
    return () => {
      window.removeEventListener('scroll', scheduleUpdate);
      cancelAnimationFrame(frame);
    };
  }, []);

  return { hidden: state.hidden && !pinned, solid: state.solid };
}
