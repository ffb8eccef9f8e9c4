import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatBRL, MSG_PUBLICO } from '@morada/domain';
import { cn } from '../../lib/cn';

const priceVariants = cva('font-semibold tabular-nums text-foreground', {
  variants: {
    /** Tamanho do texto: pequeno, padrão ou grande. */
    size: { sm: 'text-base', default: 'text-xl', lg: 'text-3xl' },
  },
  defaultVariants: { size: 'default' },
});

type PriceProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** Valor em reais. */
    valor: number;
    /** Em locação, mostra “/mês” depois do valor. */
    operacao?: string;
  };

function Price({ valor, operacao, size, className, ...props }: PriceProps) {
  return (
    <p data-slot="price" className={cn(priceVariants({ size }), className)} {...props}>
      {formatBRL(valor)}
      {operacao === 'Aluguel' && (
        <span data-slot="price-suffix" className="ml-0.5 text-sm font-normal text-muted-foreground">
          {MSG_PUBLICO.listagem.porMes}
        </span>
      )}
    </p>
  );
}

export { Price, priceVariants };
export type { PriceProps };
