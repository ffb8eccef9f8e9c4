import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  contarNaoLidas,
  MSG_CHAMADOS_UI,
  MSG_PUBLICO,
  MSG_PROPRIETARIO_UI,
  type Notificacao,
  type PainelProprietario,
  type Repasse,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { NotificacoesTab } from '../locatario/notificacoes-tab';
import { ImoveisTab } from './imoveis-tab';
import { anosDoInforme, InformeRendimentos } from './informe-rendimentos';
import { PagamentosTab } from './pagamentos-tab';
import { RepassesTab } from './repasses-tab';
import { ResumoCards } from './resumo-cards';
import { resumirPainel } from './resumo';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';

const T = MSG_PROPRIETARIO_UI;

type Aba = 'imoveis' | 'pagamentos' | 'repasses' | 'chamados' | 'notificacoes';

type ProprietarioViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O painel do proprietário (imóveis, contratos, pagamentos e repasses); `undefined` enquanto carrega. */
  painel: PainelProprietario | undefined;
  /** Falha ao carregar: a mensagem aparece com “Tentar novamente”. */
  erro?: string | null;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry: () => void;
  /** As notificações do proprietário; `undefined` enquanto carregam. */
  notificacoes: Notificacao[] | undefined;
  /** Uma notificação não lida foi clicada (marca como lida). */
  onMarcarLida: (id: string) => void;
  /** O dia de hoje, 'YYYY-MM-DD': define o mês somado em “Recebido no mês”. */
  hoje: string;
  /** A aba aberta primeiro. */
  defaultTab?: Aba;
  /** GET /api/repasses/:id/extrato: cada repasse oferece o extrato em PDF e CSV. */
  onBaixarExtrato?: (repasse: Repasse, formato: 'pdf' | 'csv') => Promise<void> | void;
  /** GET /api/proprietario/informe: a aba Repasses oferece o informe de rendimentos anual. */
  onBaixarInforme?: (ano: number, formato: 'pdf' | 'csv') => Promise<void> | void;
  /** O que está sendo baixado (`chaveExtrato` / `chaveInforme`): aquele botão gira e aguarda. */
  baixando?: string | null;
  /** Downloads a contract's lease (contrato de locação PDF). */
  onBaixarContrato?: (contrato: PainelProprietario['contratos'][number]) => Promise<void> | void;
  /** O conteúdo da aba Chamados (os chamados dos imóveis, a aprovação de orçamentos); sem ele, a aba não aparece. */
  abaChamados?: ReactNode;
  /** Quantos chamados aguardam a aprovação do proprietário: o número ao lado da aba. */
  chamadosAguardando?: number;
  /** “Assinaturas pendentes” (issue 37), acima dos imóveis e seus contratos na aba Imóveis. */
  assinaturasPendentes?: ReactNode;
};

function Carregando() {
  return (
    <div role="status" aria-label={MSG_PUBLICO.guard.carregando} className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
      <span className="sr-only">{MSG_PUBLICO.guard.carregando}</span>
    </div>
  );
}

/** Tela /proprietario: imóveis, contratos, pagamentos, repasses e notificações do proprietário. */
function ProprietarioView({
  painel,
  erro,
  onRetry,
  notificacoes,
  onMarcarLida,
  hoje,
  defaultTab = 'imoveis',
  onBaixarExtrato,
  onBaixarInforme,
  baixando = null,
  onBaixarContrato,
  abaChamados,
  chamadosAguardando = 0,
  assinaturasPendentes,
  ...props
}: ProprietarioViewProps) {
  const [aba, setAba] = useState<Aba>(defaultTab);
  const naoLidas = contarNaoLidas(notificacoes ?? []);
  return (
    <PaginaSite slot="proprietario-view" classes="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10" {...props}>
      <CabecalhoPagina className="grid gap-1" titulo={T.titulo} tituloClasse="text-2xl font-bold sm:text-3xl">
        {painel ? <p className="text-lg text-muted-foreground">{T.ola(painel.proprietario.nome)}</p> : null}
      </CabecalhoPagina>
      {erro ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{erro}</p>
          <Button type="button" variant="outline" onClick={onRetry}>
            {MSG_PUBLICO.primitivos.tentarNovamente}
          </Button>
        </div>
      ) : null}
      {!painel ? (
        erro ? null : (
          <Carregando />
        )
      ) : (
        <>
          <ResumoCards resumo={resumirPainel(painel, hoje)} />
          <Tabs value={aba} onValueChange={(v: string) => setAba(v as Aba)} className="min-w-0">
            {/* On phones the tabs wrap onto a second line, each label whole; `relative` keeps the sr-only
                count (absolutely positioned) inside the bar. */}
            <div className="relative">
              <TabsList quebra>
                <TabsTrigger value="imoveis">{T.abas.imoveis}</TabsTrigger>
                <TabsTrigger value="pagamentos">{T.abas.pagamentos}</TabsTrigger>
                <TabsTrigger value="repasses">{T.abas.repasses}</TabsTrigger>
                {abaChamados ? (
                  <TabsTrigger value="chamados">
                    {MSG_CHAMADOS_UI.aba}
                    {chamadosAguardando > 0 && (
                      <span className="ml-1.5 rounded-full bg-warning px-1.5 text-xs text-warning-foreground">
                        <span aria-hidden>{chamadosAguardando}</span>
                        <span className="sr-only">{MSG_CHAMADOS_UI.aguardandoVoce(chamadosAguardando)}</span>
                      </span>
                    )}
                  </TabsTrigger>
                ) : null}
                <TabsTrigger value="notificacoes">
                  {T.abas.notificacoes}
                  {naoLidas > 0 && (
                    <span className="ml-1.5 rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                      <span aria-hidden>{naoLidas}</span>
                      <span className="sr-only">{T.abas.naoLidas(naoLidas)}</span>
                    </span>
                  )}
                </TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="imoveis" className="pt-4">
              {assinaturasPendentes ? <div className="mb-6">{assinaturasPendentes}</div> : null}
              <ImoveisTab painel={painel} onBaixarContrato={onBaixarContrato} baixando={baixando} />
            </TabsContent>
            <TabsContent value="pagamentos" className="pt-4">
              <PagamentosTab pagamentos={painel.pagamentos} />
            </TabsContent>
            <TabsContent value="repasses" className="pt-4">
              <div className="grid gap-4">
                {onBaixarInforme ? (
                  <InformeRendimentos
                    anos={anosDoInforme(painel.pagamentos, hoje)}
                    onBaixar={onBaixarInforme}
                    baixando={baixando}
                  />
                ) : null}
                <RepassesTab
                  repasses={painel.repasses}
                  onBaixarExtrato={onBaixarExtrato}
                  baixando={baixando}
                />
              </div>
            </TabsContent>
            {abaChamados ? (
              <TabsContent value="chamados" className="pt-4">
                {abaChamados}
              </TabsContent>
            ) : null}
            <TabsContent value="notificacoes" className="pt-4">
              <NotificacoesTab notificacoes={notificacoes ?? []} onMarkRead={onMarcarLida} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </PaginaSite>
  );
}

export { ProprietarioView };
export type { ProprietarioViewProps };
