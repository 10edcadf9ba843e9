import { clsx, type ClassValue } from 'clsx';

type ClassCheck = (classes: string) => void;
let check: ClassCheck | undefined;

/**
 * Joins class names. It does not resolve conflicts (tailwind-merge did, for 8 kB gzip on every
 * page, decision 026): a component's classes and the ones a caller adds must not set the same
 * thing (`px-4` and `px-3`), since which one wins would depend on the stylesheet's order. The
 * unit tests install a check (test/setup.ts) that fails on any such conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  check?.(classes);
  return classes;
}

/** For the unit tests only: called with every list of classes cn makes. */
export function setClassCheck(next: ClassCheck | undefined) {
  check = next;
}
