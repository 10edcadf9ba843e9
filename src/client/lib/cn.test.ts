import { describe, expect, it, vi } from 'vitest';
import { buttonVariants } from '../components/ui/button.tsx';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins the classes it is given, skipping the false ones, without changing their order', () => {
    expect(
      cn('flex gap-2', false, undefined, { 'text-primary': true, hidden: false }, 'px-4'),
    ).toBe('flex gap-2 text-primary px-4');
  });

  it('fails a test when two classes set the same thing (the check of test/setup.ts)', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    cn(buttonVariants({ size: 'sm' }), 'px-2');
    expect(reported).toHaveBeenCalledTimes(1);
    expect(String(reported.mock.calls[0]?.[0])).toContain('px-3 perderiam');
  });
});
