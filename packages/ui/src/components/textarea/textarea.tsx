import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field-context';

type TextareaProps = ComponentProps<'textarea'> & {
  /** Altura mínima em px (a mensagem de contato usa 150). */
  minHeight?: number;
};

function Textarea({ className, minHeight, style, ...rest }: TextareaProps) {
  const props = useFieldControl(rest);
  return (
    <textarea
      data-slot="textarea"
      style={minHeight ? { minHeight, ...style } : style}
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea, type TextareaProps };
