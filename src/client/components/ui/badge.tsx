import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

// Every pair below meets WCAG AA for small text (4.5:1): accent-foreground #065f46 on #ecfdf5 is
// 7.4:1, foreground on muted 16:1, white on primary 5.5:1, demo-foreground on demo 8.1:1.
// The back-office's status colours, each pair at least 6:1. A className never changes what a
// variant or size sets (cn does not resolve conflicts, decision 026).
const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground',
        accent: 'bg-accent text-accent-foreground',
        muted: 'bg-muted text-foreground',
        demo: 'border border-demo-foreground/30 bg-demo text-demo-foreground',
        success: 'bg-green-100 text-green-800',
        warning: 'bg-amber-100 text-amber-900',
        inactive: 'bg-slate-200 text-slate-800',
        danger: 'bg-red-100 text-red-800',
      },
      size: {
        default: 'px-2.5 py-0.5 text-xs',
        // The provider page's header.
        lg: 'px-3 py-1 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
