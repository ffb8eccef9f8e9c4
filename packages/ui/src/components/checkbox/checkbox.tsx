import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { useFieldControl } from '../field/field-context';
import { slotCn } from '../slot/slot-cn';

function Checkbox({ className, ...rest }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const props = useFieldControl(rest);
  return (
    <CheckboxPrimitive.Root
      {...slotCn(
        'checkbox',
        className,
        'peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground aria-invalid:border-destructive',
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        <Check className="size-3.5" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
