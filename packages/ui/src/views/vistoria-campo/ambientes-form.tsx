import {
  ambientesEntradaSchema,
  MSG,
  MSG_VISTORIAS_CAMPO_UI,
  type AmbienteVistoria,
  type AmbientesEntrada,
} from '@morada/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { mensagemDoErro } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.ambientes;

/** A row being edited: `id` when it exists on the server (kept), a local key for React. */
type Linha = { chave: string; id?: string | undefined; nome: string };
type AmbienteLinha = Linha & { itens: Linha[] };

type AmbientesFormProps = {
  ambientes: readonly AmbienteVistoria[];
  onSalvar: (corpo: AmbientesEntrada) => Promise<unknown>;
  onCancelar: () => void;
};

/**
 * Add, rename and remove rooms and items; saved as the whole list (an entry with an id keeps that
 * room or item, one left out is removed with its photos).
 */
function AmbientesForm({ ambientes, onSalvar, onCancelar }: AmbientesFormProps) {
  const seq = useRef(0);
  const nova = () => `novo-${(seq.current += 1)}`;
  const [lista, setLista] = useState<AmbienteLinha[]>(() =>
    ambientes.map((a) => ({
      chave: a.id,
      id: a.id,
      nome: a.nome,
      itens: a.itens.map((i) => ({ chave: i.id, id: i.id, nome: i.nome })),
    })),
  );
  const [erro, setErro] = useState<string | undefined>();
  const [salvando, setSalvando] = useState(false);

  const mudarAmbiente = (chave: string, f: (a: AmbienteLinha) => AmbienteLinha | null) =>
    setLista((l) => l.flatMap((a) => (a.chave === chave ? (f(a) ?? []) : [a])));

  const salvar = async () => {
    const corpo = {
      ambientes: lista.map((a) => ({
        ...(a.id ? { id: a.id } : {}),
        nome: a.nome,
        itens: a.itens.map((i) => ({ ...(i.id ? { id: i.id } : {}), nome: i.nome })),
      })),
    };
    const lido = ambientesEntradaSchema.safeParse(corpo);
    if (!lido.success) {
      setErro(lido.error.issues[0]?.message);
      return;
    }
    setErro(undefined);
    setSalvando(true);
    try {
      await onSalvar(corpo);
    } catch (e) {
      setErro(mensagemDoErro(e, MSG_VISTORIAS_CAMPO_UI.item.falhou));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <p className="text-sm text-muted-foreground">{T.aviso}</p>
      {lista.map((a, n) => (
        <fieldset key={a.chave} className="grid gap-2 rounded-lg border border-border p-3">
          <div className="flex items-center gap-2">
            <Input
              aria-label={T.nomeAmbiente(n + 1)}
              value={a.nome}
              maxLength={80}
              onChange={(e) => {
                const nome = e.currentTarget.value;
                mudarAmbiente(a.chave, (x) => ({ ...x, nome }));
              }}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={T.removerAmbiente(a.nome)}
              onClick={() => mudarAmbiente(a.chave, () => null)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <ul className="grid gap-2 pl-3">
            {a.itens.map((i, m) => (
              <li key={i.chave} className="flex items-center gap-2">
                <Input
                  aria-label={T.nomeItem(a.nome, m + 1)}
                  value={i.nome}
                  maxLength={80}
                  onChange={(e) => {
                    const nome = e.currentTarget.value;
                    mudarAmbiente(a.chave, (x) => ({
                      ...x,
                      itens: x.itens.map((y) => (y.chave === i.chave ? { ...y, nome } : y)),
                    }));
                  }}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={T.removerItem(i.nome)}
                  onClick={() =>
                    mudarAmbiente(a.chave, (x) => ({
                      ...x,
                      itens: x.itens.filter((y) => y.chave !== i.chave),
                    }))
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              mudarAmbiente(a.chave, (x) => ({
                ...x,
                itens: [...x.itens, { chave: nova(), nome: T.novoItem }],
              }))
            }
          >
            <Plus aria-hidden /> {T.adicionarItem}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          setLista((l) => [
            ...l,
            { chave: nova(), nome: T.novoAmbiente, itens: [{ chave: nova(), nome: T.novoItem }] },
          ])
        }
      >
        <Plus aria-hidden /> {T.adicionarAmbiente}
      </Button>
      {erro ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {erro}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" disabled={salvando} onClick={onCancelar}>
          {MSG.admin.cancelar}
        </Button>
        <Button type="submit" disabled={salvando} aria-busy={salvando || undefined}>
          {salvando ? <Spinner className="size-4" /> : null}
          {T.salvar}
        </Button>
      </div>
    </form>
  );
}

export { AmbientesForm };
