import { MSG } from '@morada/domain';
import { FilePlus, FileText, Home, Send } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, buttonVariants } from '../button';
import { Card } from '../card';
import { Quadro } from '../card/quadro';
import { AppLink, useRotas } from '../link';

type QuickActionsProps = Omit<ComponentProps<typeof Card>, 'children'> & {
  /** “Enviar Cobranças”. */
  onEnviarCobrancas: () => void;
  /** “Relatório”: gera o relatório mensal. */
  onRelatorio: () => void;
  /** As cobranças estão sendo enviadas: o botão mostra “Enviando...” e fica desabilitado. */
  cobrancasBusy?: boolean;
  /** O relatório está sendo gerado: o botão mostra “Gerando...” e fica desabilitado. */
  relatorioBusy?: boolean;
};

/**
 * Quadro “Ações Rápidas” do painel: novo imóvel, novo contrato (abre o diálogo), avisos de cobrança e
 * relatório mensal.
 */
function QuickActions({
  onEnviarCobrancas,
  onRelatorio,
  cobrancasBusy = false,
  relatorioBusy = false,
  ...props
}: QuickActionsProps) {
  const D = MSG.dashboard;
  const rotas = useRotas();
  /** The links and the two action buttons (send notices, report) look alike. */
  const estilo = { variant: 'outline', className: 'h-auto justify-start py-3' } as const;
  const classe = buttonVariants(estilo);
  return (
    <Quadro
      slot="quick-actions"
      titulo={D.acoesRapidas}
      conteudoClassName="grid gap-2 sm:grid-cols-2"
      {...props}
    >
      <AppLink href={rotas.admin.imovelNovo} className={classe}>
        <Home className="size-4" aria-hidden />
        {D.novoImovel}
      </AppLink>
      <AppLink href={rotas.admin.contratoNovo} className={classe}>
        <FilePlus className="size-4" aria-hidden />
        {D.novoContrato}
      </AppLink>
      <Button type="button" {...estilo} onClick={onEnviarCobrancas} disabled={cobrancasBusy}>
        <Send className="size-4" aria-hidden />
        {cobrancasBusy ? MSG.adminUi.dashboard.enviando : D.enviarCobrancas}
      </Button>
      <Button type="button" {...estilo} onClick={onRelatorio} disabled={relatorioBusy}>
        <FileText className="size-4" aria-hidden />
        {relatorioBusy ? MSG.adminUi.dashboard.gerando : D.relatorio}
      </Button>
    </Quadro>
  );
}

export { QuickActions };
