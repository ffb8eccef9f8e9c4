import { JANELAS_VENCIMENTO, MSG, MSG_CICLO_UI, type JanelaVencimento } from '@morada/domain';
import { Button } from '../../components/button';

const T = MSG_CICLO_UI.contratos;
const OPCOES = [null, ...JANELAS_VENCIMENTO] as const;

type VencendoFiltroProps = {
  /** The window chosen (days until the end of the term), null for every contract. */
  valor: JanelaVencimento | null;
  onChange: (valor: JanelaVencimento | null) => void;
};

/** 'A vencer': Todos | 30 dias | 60 dias | 90 dias, as toggle chips (the app fetches the list). */
function VencendoFiltro({ valor, onChange }: VencendoFiltroProps) {
  return (
    <div
      role="group"
      aria-label={T.aVencer}
      data-slot="vencendo-filtro"
      className="flex flex-wrap items-center gap-1"
    >
      <span aria-hidden className="mr-1 text-sm font-medium">
        {T.aVencer}
      </span>
      {OPCOES.map((janela) => {
        const ativo = valor === janela;
        return (
          <Button
            key={janela ?? 'todos'}
            type="button"
            size="sm"
            variant={ativo ? 'default' : 'outline'}
            aria-pressed={ativo}
            className="rounded-full"
            onClick={() => !ativo && onChange(janela)}
          >
            {janela === null ? MSG.listagem.todos : T.janela(janela)}
          </Button>
        );
      })}
    </div>
  );
}

export { VencendoFiltro };
export type { VencendoFiltroProps };
