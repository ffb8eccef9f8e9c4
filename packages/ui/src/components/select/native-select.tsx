import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field-context';

/** The box every select shares (native and Radix): height, border, focus ring, invalid state. */
export const fieldBox =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/**
 * Styled native <select>: best on mobile and trivially testable. Its own module, so the public
 * pages that use it (listing filters and sort) do not load Radix Select.
 */
export function NativeSelect({ className, ...rest }: ComponentProps<'select'>) {
  const props = useFieldControl(rest);
  return (
    <select data-slot="native-select" className={cn(fieldBox, 'appearance-auto', className)} {...props} />
  );
}
