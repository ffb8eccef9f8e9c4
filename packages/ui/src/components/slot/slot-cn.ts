import type { ClassValue } from 'clsx';
import { cn } from '../../lib/cn';

/**
 * The two props every styled primitive wrapper sets: its `data-slot` name and its classes (the base
 * classes, then the caller's `className`, which wins on conflicts). Spread before the other props:
 * `<X.Root {...slotCn('label', className, 'flex …')} {...props} />`.
 */
export const slotCn = (slot: string, className: string | undefined, ...base: ClassValue[]) => ({
  'data-slot': slot,
  className: cn(...base, className),
});
