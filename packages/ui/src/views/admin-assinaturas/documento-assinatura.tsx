import {
  formatDataHora,
  MSG_ASSINATURAS,
  MSG_ASSINATURAS_ADMIN_UI,
  type DocumentoParaAssinar,
  type Signatario,
} from '@morada/domain';
import { FileDown, RefreshCw } from 'lucide-react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';

const T = MSG_ASSINATURAS_ADMIN_UI.contrato;
const P = MSG_ASSINATURAS.papeis;

const VARIANTE = { pendente: 'yellow', concluido: 'green', invalidado: 'gray' } as const;

type DocumentoAssinaturaProps = {
  documento: DocumentoParaAssinar;
  /** “Reenviar link” a quem ainda não assinou (só num documento aguardando assinaturas). */
  onReenviarLink: (signatario: Signatario) => void;
  /** O id do signatário cujo link está sendo reenviado. */
  reenviando: string | null;
  /** “Baixar PDF assinado” de um documento concluído. */
  onBaixarFinal: () => void;
};

/** One document sent for signature: its state, each signer's and, once complete, the final PDF and its code. */
function DocumentoAssinatura({
  documento: d,
  onReenviarLink,
  reenviando,
  onBaixarFinal,
}: DocumentoAssinaturaProps) {
  return (
    <article aria-label={d.titulo} className="grid gap-3 rounded-md border p-3 sm:p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{d.titulo}</h3>
          <p className="text-xs text-muted-foreground">
            {d.concluidoEm
              ? T.concluidoEm(formatDataHora(d.concluidoEm))
              : T.enviadoEm(formatDataHora(d.criadoEm))}
          </p>
        </div>
        <Badge variant={VARIANTE[d.status]}>{T.status[d.status]}</Badge>
      </header>
      <ul className="grid gap-2">
        {d.signatarios.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <div className="min-w-0">
              <span className="font-medium break-words">{s.nome}</span>{' '}
              <span className="text-muted-foreground">({P[s.papel]})</span>
              <div className="text-xs text-muted-foreground break-all">{s.email}</div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SituacaoSignatario signatario={s} />
              {d.status === 'pendente' && s.status === 'pendente' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={reenviando !== null}
                  aria-label={`${T.reenviar} ${s.nome}`}
                  onClick={() => onReenviarLink(s)}
                >
                  <RefreshCw className="size-4" aria-hidden />
                  {reenviando === s.id ? T.reenviando : T.reenviar}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {d.status === 'concluido' ? (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          {d.codigoVerificacao ? (
            <p className="text-sm">
              {T.codigo}: <span className="font-mono font-semibold">{d.codigoVerificacao}</span>
            </p>
          ) : null}
          <Button type="button" size="sm" onClick={onBaixarFinal}>
            <FileDown className="size-4" aria-hidden />
            {T.baixarFinal}
          </Button>
        </footer>
      ) : null}
    </article>
  );
}

function SituacaoSignatario({ signatario: s }: { signatario: Signatario }) {
  if (s.status === 'assinado' && s.assinadoEm)
    return <Badge variant="green">{T.signatario.assinou(formatDataHora(s.assinadoEm))}</Badge>;
  if (s.status === 'invalidado') return <Badge variant="gray">{T.signatario.invalidado}</Badge>;
  if (s.linkBloqueado)
    return (
      <Badge variant="red" title={T.signatario.bloqueadoDica}>
        {T.signatario.bloqueado}
      </Badge>
    );
  return <Badge variant="yellow">{T.signatario.pendente}</Badge>;
}

export { DocumentoAssinatura };
