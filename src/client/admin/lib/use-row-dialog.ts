import { useCallback, useState } from 'react';

/**
 * Which dialog a back-office list has open, and for which row. The target stays set after the
 * dialog closes, so the dialog stays mounted and the native <dialog> gives focus back to the
 * button that opened it.
 */
export function useRowDialog<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback((next: Target) => {
    setTarget(next);
    setOpen(true);
  }, []);
  return { target, isOpen, open, setOpen };
}
