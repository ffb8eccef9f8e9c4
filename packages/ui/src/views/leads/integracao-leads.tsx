import { MSG_LEADS_UI, type IntegracaoLeads } from '@morada/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { CopiarBotao } from '../locatario/copiar-botao';
import { GerarNovoConfirmado } from '../partes/gerar-novo-confirmado';

const T = MSG_LEADS_UI.integracao;

type IntegracaoLeadsPainelProps = {
  /** GET /api/admin/leads/integracao; `undefined` enquanto carrega. */
  integracao: IntegracaoLeads | undefined;
  /** A carga falhou: a mensagem. */
  erro?: string | null;
  /** POST: gera um novo segredo (o atual deixa de valer); resolve quando gerado, rejeita quando falha (o app avisa). */
  onGerarNovoSegredo: () => Promise<unknown>;
  /** Resolve `false` quando o texto não pôde ser copiado. Por padrão usa a Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/**
 * “Integração com os portais (Grupo OLX)”: the webhook address, the user and the secret (hidden until
 * “Mostrar”) to register on Canal Pro, and “Gerar novo segredo” after a confirmation.
 */
function IntegracaoLeadsPainel({
  integracao,
  erro,
  onGerarNovoSegredo,
  onCopiar,
}: IntegracaoLeadsPainelProps) {
  const id = useId();
  const [visivel, setVisivel] = useState(false);
  if (erro)
    return (
      <p role="alert" className="text-destructive">
        {erro}
      </p>
    );
  if (!integracao) return <Spinner label={T.carregando} />;
  const leitura = { readOnly: true, className: 'font-mono text-xs' };
  return (
    <section
      data-slot="integracao-leads"
      aria-labelledby={`${id}-titulo`}
      className="grid max-w-2xl gap-3 rounded-md border border-border p-4"
    >
      <h2 id={`${id}-titulo`} className="font-semibold">
        {T.titulo}
      </h2>
      <p className="text-sm text-muted-foreground">{T.ajuda}</p>
      <Field label={T.url} htmlFor={`${id}-url`} className="min-w-0">
        <div className="flex items-center gap-2">
          <Input id={`${id}-url`} value={integracao.url} {...leitura} />
          <CopiarBotao texto={integracao.url} rotulo={T.copiarUrl} onCopiar={onCopiar} />
        </div>
      </Field>
      <Field label={T.usuario} htmlFor={`${id}-usuario`} className="min-w-0">
        <Input id={`${id}-usuario`} value={integracao.usuario} {...leitura} />
      </Field>
      <Field label={T.segredo} htmlFor={`${id}-segredo`} className="min-w-0">
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-segredo`}
            type={visivel ? 'text' : 'password'}
            value={integracao.segredo}
            autoComplete="off"
            {...leitura}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => setVisivel((v) => !v)}>
            {visivel ? <EyeOff className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
            {visivel ? T.ocultar : T.mostrar}
          </Button>
          <CopiarBotao texto={integracao.segredo} rotulo={T.copiarSegredo} onCopiar={onCopiar} />
        </div>
      </Field>
      <div>
        <GerarNovoConfirmado textos={T} onGerar={onGerarNovoSegredo} />
      </div>
    </section>
  );
}

export { IntegracaoLeadsPainel };
export type { IntegracaoLeadsPainelProps };
