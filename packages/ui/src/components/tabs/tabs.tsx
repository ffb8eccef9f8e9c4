import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { slotCn } from '../slot/slot-cn';

function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...slotCn('tabs', className, 'flex min-w-0 flex-col gap-2')} {...props} />;
}

/**
 * On a narrow screen the bar scrolls sideways instead of widening the page: it never grows past its
 * container, the triggers keep their text on one line, and the cut-off trigger at the edge shows
 * there is more. `quebra` instead lets the tabs wrap onto a second line below sm, so every label
 * is seen whole on a phone (a portal's few main tabs). `relative` keeps absolutely positioned sr-only
 * text inside the scroller.
 */
function TabsList({
  className,
  quebra = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { quebra?: boolean }) {
  return (
    <TabsPrimitive.List
      {...slotCn(
        'tabs-list',
        className,
        'relative items-center justify-start rounded-lg bg-muted p-1 text-muted-foreground',
        quebra
          ? 'flex h-auto w-full flex-wrap gap-1 *:h-8 sm:inline-flex sm:h-10 sm:w-fit sm:max-w-full sm:flex-nowrap sm:gap-0 sm:*:h-full'
          : 'inline-flex h-10 w-fit max-w-full overflow-x-auto overflow-y-hidden [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      {...slotCn(
        'tabs-trigger',
        className,
        'inline-flex h-full flex-1 shrink-0 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content {...slotCn('tabs-content', className, 'flex-1 outline-none')} {...props} />;
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
