import type { ComponentProps } from 'react';
import { useFieldControl } from '../field/field-context';
import { slotCn } from '../slot/slot-cn';

/** A text input; inside a Field it is described by the Field's hint and error (see useFieldControl). */
function Input({ className, type = 'text', ...rest }: ComponentProps<'input'>) {
  const props = useFieldControl(rest);
  return (
    <input
      {...slotCn(
        'input',
        className,
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30',
      )}
      type={type}
      {...props}
    />
  );
}

export { Input };
