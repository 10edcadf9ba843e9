import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { afterPagesLoad } from '../lib/lazy-page.ts';

const STORAGE_KEY = 'saude-scroll-positions';

/** Where each history entry was scrolled to, by its location key; kept across reloads. */
let positions: Record<string, number> | undefined;
let currentKey = 'default';

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** True while a page returned to waits to be tall enough for its position (scrollWhenReachable). */
let restoring = false;

function remember() {
  // Meanwhile the browser clamps the scroll to the shorter page: that is not where it was left.
  if (restoring) return;
  savedPositions()[currentKey] = window.scrollY;
}

function store() {
  // 'default' is the entry of an address typed or followed from elsewhere: every such visit has
  // that key, so a stored position would be restored into some other page after a reload.
  const { default: _, ...kept } = savedPositions();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): positions are then kept for this page only.
  }
}

/**
 * How long a page returned to may take to grow tall enough for its position: its search cards
 * are drawn a few per task (decision 037), so it may be shorter than the position at first.
 */
export const GROWTH_WAIT_MS = 1000;

/** A person scrolling or pressing a key takes over from a scroll still waiting. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `top` once the page is tall enough to get there, or after GROWTH_WAIT_MS at the
 * latest (then as far as it goes), unless the person scrolls or acts first. Returns a function
 * that cancels it.
 */
function scrollWhenReachable(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, top);
    return () => {};
  }
  restoring = true;
  const observer = new ResizeObserver(() => {
    if (reachable()) finish();
  });
  const timer = setTimeout(finish, GROWTH_WAIT_MS);
  function stop() {
    restoring = false;
    observer.disconnect();
    clearTimeout(timer);
    TAKE_OVER_EVENTS.forEach((type) => window.removeEventListener(type, stop));
  }
  function finish() {
    stop();
    window.scrollTo(0, top);
  }
  observer.observe(document.body);
  TAKE_OVER_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/**
 * What the data router's <ScrollRestoration> did, for the declarative router (decision 026): a
 * new page starts at the top (or at the element its #hash names); back and forward return to
 * where that page was scrolled, also after a reload.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // At once: the scroll events of the page being left (the spinner that replaces it shortens
    // the document) must not overwrite its remembered position.
    currentKey = key;
    // Once the new page is drawn: the address changes at once, and the spinner shows while the
    // page's code downloads (decision 035), where no #hash element nor saved height exists yet.
    let cancelScroll = () => {};
    const cancelWait = afterPagesLoad(() => {
      const saved = savedPositions()[key];
      if (navigationType === 'POP' && saved !== undefined) {
        cancelScroll = scrollWhenReachable(saved);
        return;
      }
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    });
    return () => {
      cancelWait();
      cancelScroll();
    };
  }, [key, hash, navigationType]);

  return null;
}
