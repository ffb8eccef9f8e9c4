import {
  formatDataHora,
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  MSG_CHAMADOS_UI,
  STATUS_FINAIS,
  transicaoDeChamado,
  type Chamado,
  type Prestador,
  type TriagemFormSaida,
} from '@morada/domain';
import { ArrowLeft } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button, buttonVariants } from '../../components/button';
import { AppLink } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import {
  BotaoComprovante,
  DadosChamado,
  formatCentavos,
  FotosChamado,
  StatusChamadoBadge,
  TimelineChamado,
  UrgenciaBadge,
} from '../chamados/partes';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { CancelarDialog, ConcluirDialog, type ErrosDoErro } from './acoes-dialogos';
import { TriagemForm } from './triagem-form';

const T = MSG_CHAMADOS_ADMIN_UI;
const D = MSG_CHAMADOS_UI.detalhe;

type AdminChamadoDetalheViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O chamado (GET /api/admin/chamados/{id}); null enquanto carrega ou quando falhou. */
  chamado: Chamado | null;
  loading: boolean;
  /** O chamado não pôde ser carregado: a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Os prestadores cadastrados (o select mostra os ativos, os da categoria primeiro). */
  prestadores: readonly Prestador[];
  /** A lista de chamados (o “Voltar”). */
  hrefVoltar: string;
  /** Salva a triagem; rejeita quando o servidor recusa. O app relê o chamado. */
  onTriar: (dados: TriagemFormSaida) => Promise<unknown>;
  /** “Iniciar execução”; rejeita quando o servidor recusa (o app avisa). */
  onIniciar: () => Promise<unknown>;
  /** Conclui com o comprovante; rejeita quando o servidor recusa (a recusa aparece no diálogo). */
  onConcluir: (dados: { arquivo: File; observacao: string }) => Promise<unknown>;
  /** Cancela com o motivo; rejeita quando o servidor recusa. */
  onCancelar: (motivo: string) => Promise<unknown>;
  /** Os erros de uma recusa do servidor, `{ campo: mensagem }`. */
  errosDoErro?: ErrosDoErro;
  /** “Baixar comprovante” de um chamado concluído (GET /api/admin/chamados/{id}/comprovante). */
  onBaixarComprovante: () => void;
  /** O comprovante está sendo baixado: o botão espera. */
  baixandoComprovante?: boolean;
};

/** The property, the tenant, the category and when it was opened, over the tenant's description. */
function Resumo({ chamado: c }: { chamado: Chamado }) {
  const linhas: [string, string][] = [
    [D.imovel, c.imovelTitulo],
    [T.detalhe.locatario, c.locatarioNome],
    [D.categoria, MSG_CHAMADOS.categorias[c.categoria]],
    [T.detalhe.abertoEm, formatDataHora(c.abertoEm)],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt className="text-muted-foreground">{rotulo}</dt>
            <dd className="font-medium">{valor}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-1">
        <h3 className="text-sm text-muted-foreground">{D.descricao}</h3>
        <p className="whitespace-pre-line">{c.descricao}</p>
      </section>
    </div>
  );
}

/**
 * Um chamado no back office: o resumo, as fotos, a linha do tempo e a triagem (categoria, urgência,
 * prestador, data, valor e quem paga), com “Iniciar execução”, “Concluir” (com o comprovante) e
 * “Cancelar chamado” (com o motivo) quando o status permite.
 */
function AdminChamadoDetalheView({
  chamado,
  loading,
  loadFailed = false,
  onRetry,
  prestadores,
  hrefVoltar,
  onTriar,
  onIniciar,
  onConcluir,
  onCancelar,
  errosDoErro,
  onBaixarComprovante,
  baixandoComprovante = false,
  className,
  ...props
}: AdminChamadoDetalheViewProps) {
  const [dialogo, setDialogo] = useState<'concluir' | 'cancelar' | null>(null);
  const [iniciando, setIniciando] = useState(false);
  const voltar = (
    <AppLink
      href={hrefVoltar}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start')}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {T.detalhe.voltar}
    </AppLink>
  );
  if (!chamado)
    return (
      <div className={cn('grid gap-4', className)} {...props}>
        {voltar}
        {loadFailed ? (
          <FalhaComRetry mensagem={T.detalhe.erroCarregar} onRetry={onRetry} aparencia="destacada" />
        ) : loading ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" />
            {MSG_CHAMADOS_UI.carregandoUm}
          </p>
        ) : null}
      </div>
    );
  const c = chamado;
  const pode = (acao: 'iniciar' | 'concluir' | 'cancelar') => !!transicaoDeChamado(c.status, acao, 'admin');
  const fechado = STATUS_FINAIS.includes(c.status);
  const iniciar = async () => {
    setIniciando(true);
    try {
      await onIniciar();
    } catch {
      // The app tells why.
    } finally {
      setIniciando(false);
    }
  };
  return (
    <div data-slot="admin-chamado-detalhe" className={cn('grid min-w-0 gap-6', className)} {...props}>
      {voltar}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{MSG_CHAMADOS_UI.numero(c.numero)}</h1>
        <StatusChamadoBadge status={c.status} publico="admin" />
        <UrgenciaBadge urgencia={c.urgencia} />
      </header>
      {pode('iniciar') || pode('concluir') || pode('cancelar') ? (
        <div className="flex flex-wrap gap-2">
          {pode('iniciar') ? (
            <Button
              type="button"
              onClick={() => void iniciar()}
              disabled={iniciando}
              aria-busy={iniciando || undefined}
            >
              {iniciando ? <Spinner className="size-4" /> : null}
              {iniciando ? T.acoes.iniciando : T.acoes.iniciar}
            </Button>
          ) : null}
          {pode('concluir') ? (
            <Button type="button" variant="outline" onClick={() => setDialogo('concluir')}>
              {T.acoes.concluir}
            </Button>
          ) : null}
          {pode('cancelar') ? (
            <Button type="button" variant="outline" onClick={() => setDialogo('cancelar')}>
              {T.acoes.cancelar}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Resumo chamado={c} />
          <FotosChamado fotos={c.fotos} />
          {c.status === 'aguardando_aprovacao' ? (
            <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              {T.detalhe.aguardando}
            </p>
          ) : null}
          <section aria-label={T.triagem.titulo} className="grid gap-3">
            <h2 className="text-lg font-semibold">{T.triagem.titulo}</h2>
            <p className="text-sm text-muted-foreground">
              {T.detalhe.limite(formatCentavos(c.limiteAprovacaoCentavos))}
              {c.valorAprovadoCentavos !== null
                ? ` ${T.detalhe.valorAprovado(formatCentavos(c.valorAprovadoCentavos))}`
                : ''}
            </p>
            {fechado ? (
              <>
                <DadosChamado chamado={c} />
                {c.comprovante ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-sm">{T.detalhe.comprovante(c.comprovante.nome)}</p>
                    <BotaoComprovante onBaixar={onBaixarComprovante} baixando={baixandoComprovante} />
                  </div>
                ) : null}
                <p className="text-sm text-muted-foreground">{T.detalhe.fechado}</p>
              </>
            ) : (
              <TriagemForm
                key={`${c.id}-${c.status}-${c.valorCentavos}`}
                chamado={c}
                prestadores={prestadores}
                onTriar={onTriar}
                errosDoErro={errosDoErro}
              />
            )}
          </section>
        </div>
        <TimelineChamado eventos={c.eventos} />
      </div>
      <ConcluirDialog
        open={dialogo === 'concluir'}
        onOpenChange={(o) => setDialogo(o ? 'concluir' : null)}
        onConcluir={onConcluir}
        errosDoErro={errosDoErro}
      />
      <CancelarDialog
        open={dialogo === 'cancelar'}
        onOpenChange={(o) => setDialogo(o ? 'cancelar' : null)}
        onCancelar={onCancelar}
        errosDoErro={errosDoErro}
      />
    </div>
  );
}

export { AdminChamadoDetalheView };
export type { AdminChamadoDetalheViewProps };
