import {
  formatData,
  MSG_VISTORIAS_REVISAO_ADMIN_UI,
  type AmbienteVistoria,
  type ItemVistoria,
  type RespostaContestacao,
} from '@morada/domain';
import { useId, useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { FotosPrivadas, type LerFoto } from './fotos-privadas';
import { EstadoItemBadge } from './item-laudo';

const T = MSG_VISTORIAS_REVISAO_ADMIN_UI.contestacoes;

type Responder = (item: ItemVistoria, resposta: Required<RespostaContestacao>) => Promise<void>;

/** The answer to one contest: text and whether the agency agrees; the server's 400/409 under it. */
function FormResposta({
  item,
  onResponder,
  onCancelar,
}: {
  item: ItemVistoria;
  onResponder: Responder;
  onCancelar: () => void;
}) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [aceitar, setAceitar] = useState(false);
  const [erro, setErro] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const enviar = async () => {
    setEnviando(true);
    setErro(undefined);
    try {
      await onResponder(item, { texto: texto.trim(), aceitar });
    } catch (e) {
      setErro(e instanceof Error ? e.message : T.falha);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <Field label={T.resposta} htmlFor={`${id}-texto`} error={erro}>
        <Textarea
          id={`${id}-texto`}
          rows={3}
          maxLength={1000}
          value={texto}
          disabled={enviando}
          onChange={(e) => setTexto(e.currentTarget.value)}
        />
      </Field>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-aceitar`}
          checked={aceitar}
          disabled={enviando}
          onCheckedChange={(v) => setAceitar(v === true)}
        />
        <Label htmlFor={`${id}-aceitar`} className="font-normal">
          {T.aceitar}
        </Label>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={enviando} aria-busy={enviando || undefined}>
          {enviando ? <Spinner className="size-4" /> : null}
          {enviando ? T.enviando : T.enviar}
        </Button>
        <Button type="button" variant="outline" disabled={enviando} onClick={onCancelar}>
          {T.cancelar}
        </Button>
      </div>
    </form>
  );
}

type ContestacoesAdminProps = {
  ambientes: readonly AmbienteVistoria[];
  lerFoto: LerFoto;
  /** Responde uma contestação; rejeita com a mensagem do servidor (mostrada sob a resposta). */
  onResponder: Responder;
};

/** The tenant's contested items with his text and photos, each answered once with “Responder”. */
function ContestacoesAdmin({ ambientes, lerFoto, onResponder }: ContestacoesAdminProps) {
  const [respondendo, setRespondendo] = useState<string | null>(null);
  const itens = ambientes.flatMap((a) =>
    a.itens.flatMap((item) => (item.contestacao ? [{ ambiente: a.nome, item, c: item.contestacao }] : [])),
  );
  const pendentes = itens.filter((i) => !i.c.resposta).length;
  return (
    <section className="grid gap-3" aria-labelledby="contestacoes-titulo">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contestacoes-titulo" className="text-lg font-semibold">
          {T.titulo}
        </h2>
        {pendentes > 0 ? <Badge variant="warning">{T.pendentes(pendentes)}</Badge> : null}
      </div>
      {itens.length === 0 ? <p className="text-sm text-muted-foreground">{T.nenhuma}</p> : null}
      <ul className="grid gap-3">
        {itens.map(({ ambiente, item, c }) => (
          <li
            key={item.id}
            className="grid gap-2 rounded-md border border-border p-3"
            aria-label={T.item(ambiente, item.nome)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">{T.item(ambiente, item.nome)}</h3>
              <EstadoItemBadge estado={item.estado} />
            </div>
            <p className="text-sm font-medium">{T.texto(formatData(c.em))}</p>
            <p className="text-sm whitespace-pre-line">{c.texto}</p>
            <FotosPrivadas fotos={c.fotos} ler={lerFoto} rotulo={T.fotos(item.nome)} rotuloFoto={T.foto} />
            {c.resposta ? (
              <div className="grid gap-1 border-t border-border pt-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{T.respondida(formatData(c.resposta.em))}</p>
                  <Badge variant={c.resposta.aceita ? 'green' : 'gray'}>
                    {c.resposta.aceita ? T.aceita : T.recusada}
                  </Badge>
                </div>
                <p className="whitespace-pre-line">{c.resposta.texto}</p>
              </div>
            ) : respondendo === item.id ? (
              <FormResposta
                item={item}
                onCancelar={() => setRespondendo(null)}
                onResponder={async (i, r) => {
                  await onResponder(i, r);
                  setRespondendo(null);
                }}
              />
            ) : (
              <Button className="min-h-11 w-full sm:w-fit" onClick={() => setRespondendo(item.id)}>
                {T.responder}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { ContestacoesAdmin };
