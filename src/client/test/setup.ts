// The DOM matchers (toBeInTheDocument, toHaveTextContent, toHaveAttribute...): an assertion
// that names what it checks, instead of toBeTruthy() on a getBy* that has already thrown.
import '@testing-library/jest-dom/vitest';
// Preact's development checks (duplicate keys, invalid DOM nesting, bad children, hooks outside
// a component), reported on console.error, which fails the test (below). The browser's
// development build loads them through the Vite preset; tests have no HTML entry.
import 'preact/debug';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { setClassCheck } from '../lib/cn.ts';
import { toast } from '../lib/toast.ts';

// findBy*/waitFor give up after 1 s by default. The first render of a route loads its lazy
// chunks, which Vite transforms on first import: on 2 shared cores under CI load that alone
// passed 1 s (seen in CI on 'Editar Conveniado'). What is awaited is unchanged; only the wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> without its methods; this is what showModal()/close() mean for our tests
// (the real focus trapping and Escape are checked in Chromium by the Playwright specs).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no media queries: every query answers "does not match" (a narrow window, where the
// admin's mobile sidebar is used); nothing ever changes size.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// cn() only joins classes (decision 026): two that set the same thing (a component's `px-4`, a
// caller's `px-3`) would be decided by the stylesheet's order. tailwind-merge, which knows every
// Tailwind class, tells which of them it would drop: any such conflict fails the test.
setClassCheck((classes) => {
  const kept = new Set(twMerge(classes).split(' '));
  const dropped = classes.split(' ').filter((name) => name && !kept.has(name));
  if (dropped.length > 0) {
    console.error(`Classes em conflito em "${classes}": ${dropped.join(', ')} perderiam.`);
  }
});

// STYLE.md: a console.error during a unit test fails it (preact/debug, imported above, reports
// duplicate keys and invalid DOM nesting there).
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  // jsdom does not implement scrolling; React Router's ScrollRestoration calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  // Unmount first: errors logged while unmounting belong to the test too.
  cleanup();
  // The toast store outlives a test's render tree.
  toast.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (errors.length > 0) {
    const details = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error foi chamado durante o teste:\n${details}`);
  }
});
