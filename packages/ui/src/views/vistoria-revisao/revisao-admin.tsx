import {
  MSG_VISTORIAS,
  MSG_VISTORIAS_REVISAO_ADMIN_UI,
  type DanosEntrada,
  type ItemComparado,
  type ItemVistoria,
  type RespostaContestacao,
  type Vistoria,
} from '@morada/domain';
import { ArrowLeft, FileText } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ComparacaoTabela } from './comparacao-tabela';
import { ContestacoesAdmin } from './contestacoes-admin';
import { DanosForm } from './danos-form';
import type { LerFoto } from './fotos-privadas';

const T = MSG_VISTORIAS_REVISAO_ADMIN_UI;

type RevisaoAdminProps = {
  /** GET /api/vistorias/{id}; `undefined` durante a carga. */
  vistoria: Vistoria | undefined;
  erro?: string | undefined;
  onRetry?: () => void;
  /** GET …/comparacao, só para uma vistoria de saída concluída. */
  comparacao?: readonly ItemComparado[] | undefined;
  erroComparacao?: string | undefined;
  onRetryComparacao?: () => void;
  onResponder: (item: ItemVistoria, resposta: Required<RespostaContestacao>) => Promise<void>;
  onSalvarDanos: (danos: DanosEntrada) => Promise<void>;
  onBaixarLaudo?: () => void;
  onVoltar?: () => void;
  lerFoto: LerFoto;
};

/**
 * The back office's review of a concluded vistoria: the tenant's contests to answer and, for a
 * saída, the comparison with the entrada and the damages priced for the rescisão's settlement.
 */
function RevisaoAdmin({
  vistoria: v,
  erro,
  onRetry,
  comparacao,
  erroComparacao,
  onRetryComparacao,
  onResponder,
  onSalvarDanos,
  onBaixarLaudo,
  onVoltar,
  lerFoto,
}: RevisaoAdminProps) {
  const pioraram = useMemo(
    () => new Set((comparacao ?? []).filter((i) => i.piorou).map((i) => i.itemId)),
    [comparacao],
  );
  if (erro)
    return (
      <div role="alert" className="grid justify-items-start gap-3 p-4">
        <p className="text-destructive">{erro}</p>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {T.tentarNovamente}
          </Button>
        ) : null}
      </div>
    );
  if (!v) return <Spinner label={T.carregando} className="py-10" />;
  const saida = v.tipo === 'saida' && v.status !== 'em_andamento';
  return (
    <div className="grid gap-6">
      {onVoltar ? (
        <Button variant="link" className="h-auto justify-self-start p-0" onClick={onVoltar}>
          <ArrowLeft className="size-4" aria-hidden />
          {T.voltar}
        </Button>
      ) : null}
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">{T.titulo(MSG_VISTORIAS.tipos[v.tipo], v.contratoNumero)}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{MSG_VISTORIAS.status[v.status]}</Badge>
          {v.laudo && onBaixarLaudo ? (
            <Button variant="outline" size="sm" onClick={onBaixarLaudo}>
              <FileText className="size-4" aria-hidden />
              {T.laudoPdf}
            </Button>
          ) : null}
        </div>
      </header>
      <ContestacoesAdmin ambientes={v.ambientes} lerFoto={lerFoto} onResponder={onResponder} />
      {saida ? (
        <>
          <ComparacaoTabela itens={comparacao} erro={erroComparacao} onRetry={onRetryComparacao} />
          {/* Keyed by the vistoria's damages, so a save re-read from the server refills the form. */}
          <DanosForm
            key={JSON.stringify(v.ambientes.flatMap((a) => a.itens.map((i) => i.dano)))}
            ambientes={v.ambientes}
            pioraram={pioraram}
            onSalvar={onSalvarDanos}
          />
        </>
      ) : null}
    </div>
  );
}

export { RevisaoAdmin };
export type { RevisaoAdminProps };
