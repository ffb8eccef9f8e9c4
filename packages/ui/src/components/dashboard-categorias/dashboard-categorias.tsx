import { CORES_CATEGORIA, formatBRL, formatPercent, MSG, type ReceitaCategoriaItem } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Card } from '../card';
import { Quadro } from '../card/quadro';

const corDaCategoria = (indice: number) =>
  CORES_CATEGORIA[indice % CORES_CATEGORIA.length] ?? CORES_CATEGORIA[0];

type CategoryRevenueProps = Omit<ComponentProps<typeof Card>, 'children'> & {
  /** As categorias de receita, com valor e percentual. */
  data: readonly ReceitaCategoriaItem[];
};

/** Quadro “Receita por Categoria”: valor e percentual por linha e uma barra empilhada nas quatro cores. */
function CategoryRevenue({ data, className, ...props }: CategoryRevenueProps) {
  return (
    <Quadro
      slot="category-revenue"
      titulo={MSG.dashboard.receitaPorCategoria}
      conteudoClassName="space-y-4"
      className={className}
      {...props}
    >
      {data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{MSG.adminUi.dashboard.semDados}</p>
      ) : (
        <>
          <ul className="space-y-2">
            {data.map((item, i) => (
              <li key={item.categoria} className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2">
                  <span
                    className="size-3 rounded-sm"
                    style={{ backgroundColor: corDaCategoria(i) }}
                    aria-hidden
                  />
                  {item.categoria}
                </span>
                <span className="text-right">
                  <span className="font-medium">{formatBRL(item.valor)}</span>{' '}
                  <span className="text-muted-foreground">({formatPercent(item.percentual)})</span>
                </span>
              </li>
            ))}
          </ul>
          <div
            data-slot="stacked-bar"
            className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
            aria-hidden
          >
            {data.map((item, i) => (
              <div
                key={item.categoria}
                data-cor={corDaCategoria(i)}
                style={{ width: `${Math.max(0, item.percentual)}%`, backgroundColor: corDaCategoria(i) }}
              />
            ))}
          </div>
        </>
      )}
    </Quadro>
  );
}

export { CategoryRevenue, corDaCategoria };
