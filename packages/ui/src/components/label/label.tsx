import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { slotCn } from '../slot/slot-cn';

function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      {...slotCn(
        'label',
        className,
        'flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
      )}
      {...props}
    />
  );
}

export { Label };
