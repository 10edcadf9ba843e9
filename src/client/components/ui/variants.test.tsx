import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';

type ButtonProps = ComponentProps<typeof Button>;
type BadgeProps = ComponentProps<typeof Badge>;

// Every combination a component offers, rendered once: test/setup.ts fails the test if any of
// them holds two classes that set the same thing (cn does not resolve conflicts, decision 026).
const buttonVariants = [
  'default',
  'outline',
  'outline-on-primary',
  'ghost',
  'ghost-destructive',
  'destructive',
  'link',
] satisfies ButtonProps['variant'][];
const buttonSizes = [
  'default',
  'sm',
  'sm-tight',
  'lg',
  'icon',
  'icon-sm',
  'menu',
  'inline',
] satisfies ButtonProps['size'][];
const badgeVariants = [
  'default',
  'accent',
  'muted',
  'demo',
  'success',
  'warning',
  'inactive',
  'danger',
] satisfies BadgeProps['variant'][];
const badgeSizes = ['default', 'lg'] satisfies BadgeProps['size'][];

describe('component variants', () => {
  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => ({ variant, size }))))(
    'Button $variant $size has no conflicting classes',
    ({ variant, size }) => {
      render(
        <Button variant={variant} size={size}>
          Ok
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Ok' }).className).toContain('inline-flex');
    },
  );

  it.each(badgeVariants.flatMap((variant) => badgeSizes.map((size) => ({ variant, size }))))(
    'Badge $variant $size has no conflicting classes',
    ({ variant, size }) => {
      render(
        <Badge variant={variant} size={size}>
          Rótulo
        </Badge>,
      );
      expect(screen.getByText('Rótulo').className).toContain('rounded-full');
    },
  );
});
