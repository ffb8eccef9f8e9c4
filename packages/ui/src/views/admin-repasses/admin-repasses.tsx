import {
  formatBRL,
  MSG,
  MSG_REPASSE_UI,
  somarMesesAoMes,
  type Despesa,
  type DespesaEntrada,
  type MeioRepasse,
  type Repasse,
  formatMesPorExtenso,
} from '@morada/domain';
import { ChevronLeft, ChevronRight, Plus, type LucideIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { PagarRepassesDialog, type DadosPagamento } from './pagar-repasses-dialog';
import type { FonteCombobox } from '../../components/combobox';
import { RegistrarDespesaDialog } from './registrar-despesa-dialog';
import { RepassesEstado } from './repasses-estado';
import { isPagavel, mensagemDoErro } from './repasses-calculos';
import { RepassesLista } from './repasses-lista';
import { RepassesResumo } from './repasses-resumo';

const T = MSG_REPASSE_UI;

type AdminRepassesViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Mês dos recebimentos exibidos ('YYYY-MM'). */
  mes: string;
  /** Outro mês foi escolhido. */
  onMesChange: (mes: string) => void;
  /** Os repasses do mês (GET /api/repasses?mes=…); `undefined` enquanto carregam. */
  repasses: Repasse[] | undefined;
  /** A lista não pôde ser carregada: esta mensagem e “tentar novamente” aparecem no lugar dela. */
  erro?: string | null;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry: () => void;
  /**
   * O dia de hoje da imobiliária ('YYYY-MM-DD'): data sugerida (e máxima) do pagamento e data sugerida da
   * despesa.
   */
  hoje: string;
  /** Imóveis com proprietário, oferecidos no formulário de despesa. */
  imoveis: FonteCombobox;
  /** POST /api/repasses/pagar; rejeita quando recusado (mensagem e erros de campo aparecem no diálogo). */
  onPagar: (ids: string[], dados: { data: string; meio: MeioRepasse; comprovante: string }) => Promise<void>;
  /**
   * POST /api/despesas, com o comprovante quando um foi escolhido; rejeita quando recusado (`errosDoErro`).
   */
  onRegistrarDespesa: (despesa: DespesaEntrada, arquivo?: File) => Promise<void>;
  /** DELETE /api/despesas/:id; rejeita quando recusado (a mensagem aparece na confirmação). */
  onRemoverDespesa: (id: string) => Promise<void>;
  /** `{ campo: mensagem }` de uma recusa (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** GET /api/repasses/:id/extrato: os detalhes de cada repasse oferecem o extrato em PDF e CSV. */
  onBaixarExtrato?: (repasse: Repasse, formato: 'pdf' | 'csv') => Promise<void> | void;
  /** O que está sendo baixado (`chaveExtrato`): aquele botão gira e aguarda. */
  baixando?: string | null;
  /** Baixa o arquivo de comprovante de uma despesa. */
  onBaixarComprovante?: (despesa: Despesa) => Promise<void> | void;
};

/** Um passo da navegação entre meses (anterior ou próximo). */
function PassoDoMes({
  rotulo,
  icone: Icone,
  onClick,
}: {
  rotulo: string;
  icone: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button type="button" size="icon" variant="outline" aria-label={rotulo} title={rotulo} onClick={onClick}>
      <Icone className="size-4" aria-hidden />
    </Button>
  );
}

/** Tela “Repasses”: quanto cada proprietário recebe pelo aluguel do mês, e o pagamento desse valor. */
function AdminRepassesView({
  mes,
  onMesChange,
  repasses,
  erro,
  onRetry,
  hoje,
  imoveis,
  onPagar,
  onRegistrarDespesa,
  onRemoverDespesa,
  errosDoErro,
  onBaixarExtrato,
  baixando = null,
  onBaixarComprovante,
  className,
  ...props
}: AdminRepassesViewProps) {
  const [selecionados, setSelecionados] = useState<ReadonlySet<string>>(new Set());
  const [abertos, setAbertos] = useState<ReadonlySet<string>>(new Set());
  const [pagando, setPagando] = useState<readonly Repasse[]>([]);
  const [registrando, setRegistrando] = useState(false);
  const [removendo, setRemovendo] = useState<Despesa | null>(null);
  const [removendoOcupado, setRemovendoOcupado] = useState(false);
  const [erroRemover, setErroRemover] = useState<string | null>(null);
  // Another month starts with nothing selected or opened (adjusted while rendering, not in an effect).
  const [mesAtual, setMesAtual] = useState(mes);
  if (mes !== mesAtual) {
    setMesAtual(mes);
    setSelecionados(new Set());
    setAbertos(new Set());
  }

  const lista = erro ? undefined : repasses;
  // A selection survives a refresh only for the repasses still payable.
  const escolhidos = (lista ?? []).filter((r) => isPagavel(r) && selecionados.has(r._id));

  const alternar = (conjunto: ReadonlySet<string>, id: string, sim: boolean) => {
    const novo = new Set(conjunto);
    if (sim) novo.add(id);
    else novo.delete(id);
    return novo;
  };

  const pagar = async (dados: DadosPagamento) => {
    const ids = pagando.map((r) => r._id);
    await onPagar(ids, dados);
    setSelecionados((atual) => new Set([...atual].filter((id) => !ids.includes(id))));
    setPagando([]);
  };

  const remover = async () => {
    if (!removendo) return;
    setRemovendoOcupado(true);
    setErroRemover(null);
    try {
      await onRemoverDespesa(removendo._id);
      setRemovendo(null);
    } catch (e) {
      setErroRemover(mensagemDoErro(e) ?? T.detalhes.erroRemover);
    } finally {
      setRemovendoOcupado(false);
    }
  };

  return (
    <div data-slot="admin-repasses" className={cn('min-w-0 space-y-6', className)} {...props}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{T.titulo}</h1>
          <p className="text-sm text-muted-foreground">{T.descricao}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={() => setRegistrando(true)}>
            <Plus className="size-4" aria-hidden />
            {T.lista.registrarDespesa}
          </Button>
          <Button type="button" disabled={escolhidos.length === 0} onClick={() => setPagando(escolhidos)}>
            {T.lista.pagarSelecionados(escolhidos.length)}
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <PassoDoMes
          rotulo={T.mes.anterior}
          icone={ChevronLeft}
          onClick={() => onMesChange(somarMesesAoMes(mes, -1))}
        />
        <h2 aria-live="polite" className="min-w-44 text-center text-lg font-semibold">
          {formatMesPorExtenso(mes)}
        </h2>
        <PassoDoMes
          rotulo={T.mes.proximo}
          icone={ChevronRight}
          onClick={() => onMesChange(somarMesesAoMes(mes, 1))}
        />
      </div>
      <RepassesResumo repasses={lista} falhou={!!erro} />
      <section aria-label={T.lista.titulo} className="space-y-3">
        {lista && lista.length > 0 ? (
          <RepassesLista
            repasses={lista}
            selecionados={selecionados}
            onSelecionar={(id, sim) => setSelecionados((s) => alternar(s, id, sim))}
            onSelecionarTodos={(sim) =>
              setSelecionados(new Set(sim ? lista.filter(isPagavel).map((r) => r._id) : []))
            }
            abertos={abertos}
            onAlternar={(id) => setAbertos((s) => alternar(s, id, !s.has(id)))}
            onPagar={(r) => setPagando([r])}
            onRemover={(d) => {
              setErroRemover(null);
              setRemovendo(d);
            }}
            ocupado={removendoOcupado}
            onBaixarExtrato={onBaixarExtrato}
            baixando={baixando}
            onBaixarComprovante={onBaixarComprovante}
          />
        ) : (
          <RepassesEstado carregando={!erro && !lista} erro={erro} onRetry={onRetry} />
        )}
      </section>
      <PagarRepassesDialog
        repasses={pagando}
        hoje={hoje}
        onCancelar={() => setPagando([])}
        onConfirmar={pagar}
        errosDoErro={errosDoErro}
      />
      <RegistrarDespesaDialog
        open={registrando}
        onOpenChange={setRegistrando}
        imoveis={imoveis}
        hoje={hoje}
        onRegistrar={onRegistrarDespesa}
        errosDoErro={errosDoErro}
      />
      <ConfirmDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title={T.detalhes.removerTitulo}
        description={
          removendo ? (
            <>
              {T.detalhes.removerDescricao(removendo.descricao, formatBRL(removendo.valor))}
              {erroRemover ? (
                <span role="alert" className="mt-2 block font-medium text-destructive">
                  {erroRemover}
                </span>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={T.detalhes.remover}
        cancelLabel={MSG.admin.cancelar}
        onConfirm={remover}
        busy={removendoOcupado}
      />
    </div>
  );
}

export { AdminRepassesView };
export type { AdminRepassesViewProps };
