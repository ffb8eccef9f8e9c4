import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/**
 * `fixo: 'fim'` pins a column (a row's 'Ações') to the right edge of the scrolling wrapper, so the
 * actions stay on screen at 375 px while the other columns scroll under them. The opaque background
 * follows the row's hover and selection, since the cell covers what scrolls beneath it.
 */
const colunaVariants = cva('', {
  variants: {
    fixo: {
      nao: '',
      fim: [
        'sticky right-0 z-10 bg-background text-right [tr:hover>&]:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-background))] [tr[data-state=selected]>&]:bg-muted',
        // While columns scroll under it: a line and a shadow on its left edge, so no column looks cut.
        '[[data-sob-fixo]>table>*>tr>&]:shadow-[inset_1px_0_0_var(--color-input),-8px_0_8px_-6px_rgb(0_0_0/0.25)] dark:[[data-sob-fixo]>table>*>tr>&]:shadow-[inset_1px_0_0_var(--color-input),-8px_0_8px_-6px_rgb(0_0_0/0.7)]',
      ],
    },
  },
  defaultVariants: { fixo: 'nao' },
});

/**
 * Below md a table in card mode shows each row as a card: the header goes to screen readers only,
 * each cell shows its column's name (copied from the header into `data-rotulo`) above its value,
 * and the pinned 'Ações' cell closes the card. Direct-child selectors leave nested tables alone.
 */
const CARTOES = [
  'max-md:block',
  'max-md:[&>thead]:sr-only',
  'max-md:[&>tbody]:grid max-md:[&>tbody]:gap-3',
  'max-md:[&>tbody>tr]:block max-md:[&>tbody>tr]:rounded-xl max-md:[&>tbody>tr]:border! max-md:[&>tbody>tr]:border-border max-md:[&>tbody>tr]:bg-card max-md:[&>tbody>tr]:px-4 max-md:[&>tbody>tr]:py-3',
  'max-md:[&>tbody>tr>td]:static max-md:[&>tbody>tr>td]:block max-md:[&>tbody>tr>td]:bg-transparent! max-md:[&>tbody>tr>td]:shadow-none! max-md:[&>tbody>tr>td]:px-0 max-md:[&>tbody>tr>td]:py-1.5 max-md:[&>tbody>tr>td]:text-left max-md:[&>tbody>tr>td]:[overflow-wrap:break-word]',
  'max-md:[&>tbody>tr>td]:before:block max-md:[&>tbody>tr>td]:before:text-xs max-md:[&>tbody>tr>td]:before:font-medium max-md:[&>tbody>tr>td]:before:text-muted-foreground max-md:[&>tbody>tr>td]:before:content-[attr(data-rotulo)]',
  'max-md:[&>tbody>tr>td:empty]:hidden',
  // The row's actions in one line from the card's left edge (they wrap when there are many).
  'max-md:[&>tbody>tr>td[data-fixo=fim]>div]:justify-start max-md:[&>tbody>tr>td[data-fixo=fim]>[data-slot=table-row-actions]]:flex max-md:[&>tbody>tr>td[data-fixo=fim]>[data-slot=table-row-actions]]:flex-wrap max-md:[&>tbody>tr>td[data-fixo=fim]>[data-slot=table-row-actions]]:gap-2',
  'max-md:[&>tbody>tr>td[data-fixo=fim]]:mt-2 max-md:[&>tbody>tr>td[data-fixo=fim]]:border-t max-md:[&>tbody>tr>td[data-fixo=fim]]:border-border max-md:[&>tbody>tr>td[data-fixo=fim]]:pt-3',
].join(' ');

/** A header's visible text: a tooltip's screen-reader sentence is not part of the column's name. */
function textoVisivel(th: HTMLTableCellElement) {
  const copia = th.cloneNode(true) as HTMLElement;
  for (const oculto of Array.from(copia.querySelectorAll('.sr-only'))) oculto.remove();
  return (copia.textContent ?? '').trim();
}

/** Copies each column's header text into its body cells' `data-rotulo` (colspan-aware). */
function rotular(tabela: HTMLTableElement) {
  const cabecalho = tabela.tHead?.rows[tabela.tHead.rows.length - 1];
  if (!cabecalho) return;
  const rotulos: string[] = [];
  for (const th of Array.from(cabecalho.cells)) {
    // The actions close the card on their own; a header read only by screen readers stays so.
    const texto = th.dataset.fixo === 'fim' ? '' : textoVisivel(th);
    for (let i = 0; i < th.colSpan; i++) rotulos.push(texto);
  }
  for (const corpo of Array.from(tabela.tBodies))
    for (const linha of Array.from(corpo.rows)) {
      let coluna = 0;
      for (const celula of Array.from(linha.cells)) {
        const rotulo = celula.colSpan === 1 && !celula.hasAttribute('data-sem-rotulo') ? rotulos[coluna] : '';
        if (rotulo && celula.dataset.rotulo !== rotulo) celula.dataset.rotulo = rotulo;
        else if (!rotulo && celula.dataset.rotulo !== undefined) delete celula.dataset.rotulo;
        coluna += celula.colSpan;
      }
    }
}

/** Keeps the labels right as rows come and go (React does not own `data-rotulo`). */
function useRotulos(ativo: boolean) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const tabela = ref.current;
    if (!ativo || !tabela) return;
    rotular(tabela);
    const observador = new MutationObserver(() => rotular(tabela));
    observador.observe(tabela, { childList: true, subtree: true, characterData: true });
    return () => observador.disconnect();
  }, [ativo]);
  return ref;
}

/**
 * Marks the scrolling wrapper with `data-sob-fixo` while columns pass under the pinned 'Ações' (the
 * table is wider than the wrapper and not scrolled to its end), so the pinned cells show their edge.
 */
function useBordaDaColunaFixa() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const caixa = ref.current;
    if (!caixa) return;
    const medir = () => {
      const sob = caixa.scrollWidth - caixa.clientWidth - Math.abs(caixa.scrollLeft) > 1;
      if (sob) caixa.dataset.sobFixo = '';
      else delete caixa.dataset.sobFixo;
    };
    medir();
    caixa.addEventListener('scroll', medir, { passive: true });
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    observador?.observe(caixa);
    if (caixa.firstElementChild) observador?.observe(caixa.firstElementChild);
    return () => {
      caixa.removeEventListener('scroll', medir);
      observador?.disconnect();
    };
  }, []);
  return ref;
}

function Table({
  className,
  cartoes = false,
  ...props
}: ComponentProps<'table'> & {
  /**
   * Below md, each row is a card of 'Rótulo / valor' lines instead of a scrolling table. A cell
   * with `data-sem-rotulo` shows no column name (a colspan cell never does).
   */
  cartoes?: boolean;
}) {
  const ref = useRotulos(cartoes);
  const caixa = useBordaDaColunaFixa();
  return (
    // The wrapper scrolls horizontally so wide admin tables stay usable on a 375px screen; it is
    // focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). In card
    // mode nothing scrolls on a phone, so it is focusable from md up only.
    <div
      ref={caixa}
      data-slot="table-container"
      data-cartoes={cartoes || undefined}
      tabIndex={0}
      className={cn(
        'relative w-full overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        cartoes && 'max-md:overflow-visible',
      )}
    >
      <table
        ref={ref}
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', cartoes && CARTOES, className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

function TableHead({
  className,
  fixo,
  ...props
}: ComponentProps<'th'> & VariantProps<typeof colunaVariants>) {
  return (
    <th
      data-slot="table-head"
      data-fixo={fixo ?? undefined}
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        colunaVariants({ fixo }),
        className,
      )}
      {...props}
    />
  );
}

function TableCell({
  className,
  fixo,
  ...props
}: ComponentProps<'td'> & VariantProps<typeof colunaVariants>) {
  return (
    <td
      data-slot="table-cell"
      data-fixo={fixo ?? undefined}
      className={cn('p-3 align-middle', colunaVariants({ fixo }), className)}
      {...props}
    />
  );
}

function TableEmpty({ colSpan, className, children, ...props }: ComponentProps<'td'> & { colSpan: number }) {
  return (
    <tr data-slot="table-empty">
      <td
        colSpan={colSpan}
        className={cn('h-24 p-3 text-center text-muted-foreground', className)}
        {...props}
      >
        {children}
      </td>
    </tr>
  );
}

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell, TableEmpty };
