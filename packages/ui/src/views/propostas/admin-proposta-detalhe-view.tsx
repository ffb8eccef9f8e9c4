import {
  MSG_ACESSO,
  MSG_PROPOSTAS_UI,
  recusaPropostaSchema,
  type AprovacaoProposta,
  type LinkAcesso,
} from '@morada/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { AprovarDialog, BotaoAprovar } from './aprovar-dialog';
import { PropostaDetalheView, type PropostaDetalheViewProps } from './proposta-detalhe-view';
import { MotivoDialog } from '../partes/motivo-dialog';

const T = MSG_PROPOSTAS_UI;

type AdminPropostaDetalheViewProps = Omit<PropostaDetalheViewProps, 'acoes' | 'extra' | 'hrefEditar'> & {
  /** Aprovando ou recusando: os botões ficam desabilitados. */
  salvando?: boolean;
  /** `{ campo: mensagem }` do servidor na aprovação (400/409), no diálogo. */
  errosAprovacao?: Record<string, string>;
  /** Aprova; o app salva, relê a proposta e fecha o diálogo (resolve) ou deixa aberto com os erros (rejeita). */
  onAprovar: (dados: AprovacaoProposta) => Promise<unknown>;
  /** Recusa com o motivo; o app salva e relê a proposta. */
  onRecusar: (motivo: string) => Promise<unknown>;
  /** O convite do inquilino criado pela aprovação, quando sem e-mail: mostrado uma única vez. */
  convite?: LinkAcesso | null;
  /** O diálogo do convite pediu para fechar. */
  onFecharConvite?: () => void;
  /** Nome da imobiliária, no texto do WhatsApp do convite. */
  agencia: string;
};

/**
 * A proposta no back office (/admin/propostas/:id): o resumo e, enquanto enviada, “Aprovar” (numa locação
 * pede número, início e vencimento do contrato e, sem e-mail, mostra o convite do inquilino uma vez) e
 * “Recusar” (motivo obrigatório). Aprovada, leva ao contrato criado.
 */
function AdminPropostaDetalheView({
  salvando = false,
  errosAprovacao,
  onAprovar,
  onRecusar,
  convite = null,
  onFecharConvite,
  agencia,
  ...props
}: AdminPropostaDetalheViewProps) {
  const [dialogo, setDialogo] = useState<'aprovar' | 'recusar' | null>(null);
  const p = props.proposta;
  const fechar = () => setDialogo(null);
  const executar = (acao: () => Promise<unknown>) => {
    acao().then(fechar, () => undefined);
  };
  return (
    <>
      <PropostaDetalheView
        {...props}
        acoes={
          p?.status === 'enviada' ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={salvando}
                onClick={() => setDialogo('recusar')}
              >
                {T.recusar.botao}
              </Button>
              <BotaoAprovar disabled={salvando} onClick={() => setDialogo('aprovar')} />
            </>
          ) : null
        }
        extra={
          p ? (
            <>
              <AprovarDialog
                proposta={p}
                aberto={dialogo === 'aprovar'}
                onFechar={fechar}
                salvando={salvando}
                errosServidor={errosAprovacao}
                onConfirmar={(dados) => executar(() => onAprovar(dados))}
              />
              <MotivoDialog
                aberto={dialogo === 'recusar'}
                onFechar={fechar}
                salvando={salvando}
                textos={{ ...T.recusar, ocupado: T.recusar.recusando }}
                schema={recusaPropostaSchema}
                onConfirmar={({ motivo }) => executar(() => onRecusar(motivo))}
              />
            </>
          ) : null
        }
      />
      <LinkAcessoDialog
        link={convite}
        onOpenChange={(o) => !o && onFecharConvite?.()}
        agencia={agencia}
        aviso={MSG_ACESSO.conviteCriado}
      />
    </>
  );
}

export { AdminPropostaDetalheView };
export type { AdminPropostaDetalheViewProps };
