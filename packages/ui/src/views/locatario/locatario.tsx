import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  contarNaoLidas,
  MSG_CHAMADOS_UI,
  MSG_LOCATARIO,
  MSG_PUBLICO,
  MSG_VISTORIAS_REVISAO_UI,
  type AcertoLocatario,
  type AlterarSenhaInput,
  type Boleto,
  type DocumentoContrato,
  type LocatarioResumo,
} from '@morada/domain';
// The button's own module: the dialog's (react-hook-form, Radix Dialog) loads on the first press.
import { AlterarSenhaButton } from '../../components/alterar-senha/alterar-senha-botao';
import { NotificationBell } from '../../components/notification-bell';
import { Spinner } from '../../components/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { AcertoRescisao } from './acerto-rescisao';
import { ContratoTab } from './contrato-tab';
import { DocumentosTab } from './documentos-tab';
import { NotificacoesTab } from './notificacoes-tab';
import { PagamentosTab } from './pagamentos-tab';
import { ErroDaPagina, PaginaSite } from '../partes/pagina-site';

type Aba = 'contrato' | 'pagamentos' | 'documentos' | 'vistoria' | 'chamados' | 'notificacoes';

type LocatarioViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Nome do locatário, na saudação; sem ele, “Olá, Locatário”. */
  nome?: string;
  /** O resumo do locatário (contrato, documentos, notificações); `undefined` enquanto carrega. */
  resumo: LocatarioResumo | undefined;
  /** Os boletos do locatário; `undefined` enquanto carregam. */
  boletos: readonly Boleto[] | undefined;
  /** GET /api/locatario/acerto: a cobrança ou o valor a receber da rescisão, acima dos pagamentos. */
  acerto?: AcertoLocatario | null;
  /** Os dados estão carregando. */
  isLoading?: boolean;
  /** Mensagem de erro quando os dados não carregaram. */
  erro?: string | null;
  /** Id do boleto cujo recibo está sendo baixado: aquele botão gira e aguarda. */
  baixandoId?: string | null;
  /** Baixa o recibo de um boleto pago. */
  onDownloadBoleto: (boleto: Boleto) => void;
  /** Baixa um documento do contrato. */
  onDownloadDocumento: (documento: DocumentoContrato) => void;
  /** Uma notificação não lida foi clicada (marca como lida). */
  onMarkRead: (id: string) => void;
  /**
   * Copia uma linha digitável ou um código PIX; resolve `false` quando não conseguiu. Por padrão usa a
   * Clipboard API.
   */
  onCopiar?: (texto: string) => Promise<boolean>;
  /** A aba aberta primeiro. */
  defaultTab?: Aba;
  /** Mostra “Alterar senha” abaixo da saudação; rejeita quando a troca falha (o app mostra o aviso). */
  onAlterarSenha?: (dados: AlterarSenhaInput) => Promise<void>;
  /** Mensagem do servidor sobre a senha atual (veja `AlterarSenhaDialog`). */
  erroSenhaAtual?: string;
  /** O conteúdo da aba Chamados (lista, “Abrir chamado” e detalhe); sem ele, a aba não aparece. */
  abaChamados?: ReactNode;
  /** O conteúdo da aba Vistoria (laudos e revisão, carregado ao abrir); sem ele, a aba não aparece. */
  abaVistorias?: ReactNode;
  /** “Assinaturas pendentes” (issue 37), acima dos documentos da aba Documentos. */
  assinaturasPendentes?: ReactNode;
};

function LocatarioView({
  nome,
  resumo,
  boletos,
  acerto,
  isLoading = false,
  erro,
  baixandoId,
  onDownloadBoleto,
  onDownloadDocumento,
  onMarkRead,
  onCopiar,
  defaultTab = 'contrato',
  onAlterarSenha,
  erroSenhaAtual,
  abaChamados,
  abaVistorias,
  assinaturasPendentes,
  ...props
}: LocatarioViewProps) {
  const [aba, setAba] = useState<Aba>(defaultTab);
  const abas = useRef<HTMLDivElement>(null);
  // On a phone the tab bar scrolls: the bell's jump to Notificações brings that tab into view.
  useEffect(() => {
    abas.current
      ?.querySelector<HTMLElement>('[data-state="active"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [aba]);
  const L = MSG_LOCATARIO.locatario;
  const naoLidas = contarNaoLidas(resumo?.notificacoes ?? []);
  return (
    <PaginaSite slot="locatario-view" classes="mx-auto grid max-w-7xl gap-6 px-4 py-10" {...props}>
      <header className="flex items-center justify-between gap-4">
        <div className="grid justify-items-start gap-1">
          <h1 className="text-3xl font-bold">{L.ola(nome)}</h1>
          {onAlterarSenha ? (
            <AlterarSenhaButton
              variant="link"
              size="sm"
              className="h-auto p-0"
              onAlterar={onAlterarSenha}
              erroSenhaAtual={erroSenhaAtual}
            />
          ) : null}
        </div>
        <NotificationBell count={naoLidas} onClick={() => setAba('notificacoes')} />
      </header>
      {erro && <ErroDaPagina>{erro}</ErroDaPagina>}
      {isLoading && !resumo ? (
        <div role="status" className="flex items-center justify-center gap-3 p-12 text-muted-foreground">
          <Spinner />
          <p>{MSG_PUBLICO.guard.carregando}</p>
        </div>
      ) : resumo ? (
        <Tabs value={aba} onValueChange={(v: string) => setAba(v as Aba)}>
          <TabsList ref={abas} quebra className="sm:flex sm:w-full">
            <TabsTrigger value="contrato">{L.contrato}</TabsTrigger>
            <TabsTrigger value="pagamentos">{L.pagamentos}</TabsTrigger>
            <TabsTrigger value="documentos">{L.documentos}</TabsTrigger>
            {abaVistorias ? <TabsTrigger value="vistoria">{MSG_VISTORIAS_REVISAO_UI.aba}</TabsTrigger> : null}
            {abaChamados ? <TabsTrigger value="chamados">{MSG_CHAMADOS_UI.aba}</TabsTrigger> : null}
            <TabsTrigger value="notificacoes">
              {L.notificacoes}
              {naoLidas > 0 && (
                <span className="ml-1.5 rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                  {naoLidas}
                </span>
              )}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="contrato" className="pt-4">
            <ContratoTab contrato={resumo.contrato} eventos={resumo.proximosEventos} />
          </TabsContent>
          <TabsContent value="pagamentos" className="pt-4">
            {acerto ? <AcertoRescisao acerto={acerto} className="mb-4" /> : null}
            <PagamentosTab
              boletos={boletos ?? []}
              baixandoId={baixandoId}
              onDownload={onDownloadBoleto}
              onCopiar={onCopiar}
            />
          </TabsContent>
          <TabsContent value="documentos" className="pt-4">
            {assinaturasPendentes ? <div className="mb-6">{assinaturasPendentes}</div> : null}
            <DocumentosTab
              documentos={resumo.documentos}
              baixandoId={baixandoId}
              onDownload={onDownloadDocumento}
            />
          </TabsContent>
          {abaVistorias ? (
            <TabsContent value="vistoria" className="pt-4">
              {abaVistorias}
            </TabsContent>
          ) : null}
          {abaChamados ? (
            <TabsContent value="chamados" className="pt-4">
              {abaChamados}
            </TabsContent>
          ) : null}
          <TabsContent value="notificacoes" className="pt-4">
            <NotificacoesTab notificacoes={resumo.notificacoes} onMarkRead={onMarkRead} />
          </TabsContent>
        </Tabs>
      ) : null}
    </PaginaSite>
  );
}

export { LocatarioView };
export type { LocatarioViewProps };
