import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

// In the style of shadcn/ui: variants live in one place, `asChild` lets a <Link> look like a
// button without nesting a <button> inside an <a> (invalid and confusing to screen readers).
// Each class sets something no other one does (cn does not resolve conflicts, decision 026): the
// text size, height, padding and alignment belong to the size, colours to the variant. A button
// that needs other ones gets a size or variant here, not a className that fights these.
export const buttonVariants = cva(
  'inline-flex items-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        outline: 'border border-primary bg-background text-primary hover:bg-primary-soft',
        // On a primary-coloured band (the home's provider banner).
        'outline-on-primary':
          'border border-primary-foreground bg-background text-primary hover:bg-primary-soft',
        ghost: 'text-foreground hover:bg-muted',
        // A table row's 'Excluir'.
        'ghost-destructive': 'text-destructive hover:bg-muted',
        // White on #b91c1c is 6.5:1 (WCAG AA); for actions that cannot be undone.
        destructive: 'bg-destructive text-white hover:bg-red-800',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 justify-center px-4 py-2 text-sm',
        sm: 'h-9 justify-center px-3 text-sm',
        // The back-office top bar: tighter on a phone.
        'sm-tight': 'h-9 justify-center px-2 text-sm sm:px-3',
        lg: 'h-12 justify-center px-6 text-base',
        icon: 'size-10 justify-center text-sm',
        // The action buttons of a table row.
        'icon-sm': 'size-9 justify-center text-sm',
        // An entry of the mobile menu, aligned with its links.
        menu: 'h-10 w-full justify-start px-3 py-2 text-base',
        // A link-styled button inside a line of text.
        inline: 'justify-center text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
