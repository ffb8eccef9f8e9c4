import {
  formatBRL,
  formatCompetencia,
  formatData,
  MSG,
  MSG_COBRANCA_UI,
  type CandidatoConciliacao,
  type LancamentoAutomatico,
} from '@morada/domain';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

const T = MSG_COBRANCA_UI.conciliacao;

/** Time the search waits for the admin to stop typing before asking the server. */
const ESPERA_BUSCA_MS = 300;

type ConciliarDialogProps = {
  /** O crédito “A conferir” sendo conciliado (`null`: fechado). */
  lancamento: LancamentoAutomatico | null;
  onOpenChange: (open: boolean) => void;
  /** Lança o crédito no pagamento escolhido; rejeita quando recusado (o app mostra o motivo e recarrega). */
  onConciliar: (lancamento: LancamentoAutomatico, pagamentoId: string) => Promise<void>;
  /** Os pagamentos em aberto que o crédito pode quitar, do mais provável (a sugestão primeiro), filtrados pela busca. */
  buscarCandidatos: (lancamento: LancamentoAutomatico, busca: string) => Promise<CandidatoConciliacao[]>;
};

type Candidatos =
  { estado: 'carregando' } | { estado: 'falha' } | { estado: 'pronto'; lista: CandidatoConciliacao[] };

/**
 * “Conciliar”: os pagamentos em aberto que o crédito pode quitar, do mais provável, com a sugestão
 * da Morada já escolhida; uma busca por inquilino, contrato ou competência encontra os demais.
 * Escolher e lançar são os dois cliques.
 */
function ConciliarDialog({ lancamento, onOpenChange, onConciliar, buscarCandidatos }: ConciliarDialogProps) {
  const id = useId();
  const [pagamentoId, setPagamentoId] = useState('');
  const [busca, setBusca] = useState('');
  const [candidatos, setCandidatos] = useState<Candidatos>({ estado: 'carregando' });
  const [tentativa, setTentativa] = useState(0);
  const [faltando, setFaltando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  // Each credit opens with its own suggestion and an empty search (adjusted while rendering).
  const [aberto, setAberto] = useState(lancamento);
  if (lancamento !== aberto) {
    setAberto(lancamento);
    setPagamentoId(lancamento?.pagamentoId ?? '');
    setBusca('');
    setCandidatos({ estado: 'carregando' });
    setFaltando(false);
  }

  useEffect(() => {
    if (!lancamento) return;
    let vigente = true;
    const t = setTimeout(
      () => {
        setCandidatos({ estado: 'carregando' });
        buscarCandidatos(lancamento, busca.trim()).then(
          (lista) => vigente && setCandidatos({ estado: 'pronto', lista }),
          () => vigente && setCandidatos({ estado: 'falha' }),
        );
      },
      busca ? ESPERA_BUSCA_MS : 0,
    );
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [lancamento, busca, tentativa, buscarCandidatos]);

  const sugerido = Boolean(lancamento?.pagamentoId);
  const valor = lancamento?.valor == null ? '—' : formatBRL(lancamento.valor);
  const data = lancamento?.data ? formatData(lancamento.data) : '—';

  return (
    <Dialogo
      open={lancamento !== null}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      titulo={T.conciliarTitulo}
      descricao={T.conciliarDescricao(valor, data)}
    >
      {lancamento?.detalhe ? <p className="text-sm text-muted-foreground">{lancamento.detalhe}</p> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!lancamento || !pagamentoId) {
            setFaltando(true);
            return;
          }
          setOcupado(true);
          try {
            await onConciliar(lancamento, pagamentoId);
            onOpenChange(false);
          } catch {
            // The app shows why.
          } finally {
            setOcupado(false);
          }
        }}
      >
        <Field label={T.conciliarBusca} htmlFor={`${id}-busca`} hint={T.conciliarBuscaDica}>
          <Input
            id={`${id}-busca`}
            type="search"
            autoComplete="off"
            value={busca}
            disabled={ocupado}
            onChange={(e) => setBusca(e.target.value)}
          />
        </Field>
        <fieldset className="space-y-2" aria-describedby={`${id}-dica`} disabled={ocupado}>
          <legend className="text-sm font-medium">{T.conciliarPagamento}</legend>
          <p id={`${id}-dica`} className="text-sm text-muted-foreground">
            {sugerido ? T.conciliarSugestao : T.conciliarSemSugestao}
          </p>
          {candidatos.estado === 'carregando' ? (
            <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {T.carregandoCandidatos}
            </p>
          ) : candidatos.estado === 'falha' ? (
            <div className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <p role="alert" className="text-destructive">
                {T.erroCandidatos}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={() => setTentativa((n) => n + 1)}>
                {MSG.dashboard.tentarNovamente}
              </Button>
            </div>
          ) : candidatos.lista.length === 0 ? (
            <p className="py-3 text-sm text-muted-foreground">{T.semCandidatos}</p>
          ) : (
            <ul className="max-h-72 space-y-2 overflow-y-auto">
              {candidatos.lista.map((c) => (
                <li key={c.pagamentoId}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-pagamento`}
                      className="mt-1 size-4 accent-primary"
                      value={c.pagamentoId}
                      checked={pagamentoId === c.pagamentoId}
                      onChange={() => {
                        setPagamentoId(c.pagamentoId);
                        setFaltando(false);
                      }}
                    />
                    <span className="min-w-0 flex-1 space-y-1">
                      <span className="flex flex-wrap items-center gap-2 font-medium break-words">
                        {T.conciliarCandidato(
                          formatCompetencia(c.competencia),
                          c.contratoNumero,
                          c.inquilino,
                        )}
                        {c.sugerido ? <Badge variant="blue">{T.conciliarSugerido}</Badge> : null}
                      </span>
                      <span className="block text-muted-foreground tabular-nums">
                        {T.conciliarCandidatoValor(formatBRL(c.valor), formatData(c.vencimento))}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {faltando && !pagamentoId ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {T.conciliarObrigatorio}
            </p>
          ) : null}
        </fieldset>
        <RodapeFormulario
          onCancelar={() => onOpenChange(false)}
          ocupado={ocupado}
          comSpinner
          rotulo={T.conciliarConfirmar}
          rotuloOcupado={T.conciliando}
        />
      </form>
    </Dialogo>
  );
}

export { ConciliarDialog };
export type { ConciliarDialogProps };
