import {
  formatBRL,
  MSG_VISTORIAS_REVISAO_ADMIN_UI,
  type AmbienteVistoria,
  type DanosEntrada,
} from '@morada/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { MoneyInput } from '../../components/masked-input';
import { Spinner } from '../../components/spinner';

const T = MSG_VISTORIAS_REVISAO_ADMIN_UI.danos;

type Linha = { descricao: string; valor: string };
type Erros = Record<string, { descricao?: string; valor?: string }>;

const centavos = (valor: string) => Math.round(Number(valor) * 100);

type DanosFormProps = {
  ambientes: readonly AmbienteVistoria[];
  /** Ids dos itens que pioraram desde a entrada: listados primeiro em cada ambiente. */
  pioraram?: ReadonlySet<string>;
  /** Salva a lista inteira (ela substitui a anterior); rejeita com a mensagem do servidor. */
  onSalvar: (danos: DanosEntrada) => Promise<void>;
};

/**
 * The damages of an exit vistoria, per item, typed in reais with the masked money field and sent in
 * centavos: the rescisão's settlement reads them. An item left blank has no damage.
 */
function DanosForm({ ambientes, pioraram, onSalvar }: DanosFormProps) {
  const id = useId();
  const [linhas, setLinhas] = useState<Record<string, Linha>>(() =>
    Object.fromEntries(
      ambientes.flatMap((a) =>
        a.itens.map((i) => [
          i.id,
          {
            descricao: i.dano?.descricao ?? '',
            valor: i.dano ? (i.dano.valorCentavos / 100).toFixed(2) : '',
          },
        ]),
      ),
    ),
  );
  const [erros, setErros] = useState<Erros>({});
  const [erroServidor, setErroServidor] = useState<string>();
  const [salvando, setSalvando] = useState(false);

  const mudar = (itemId: string, campo: keyof Linha, valor: string) =>
    setLinhas((l) => ({ ...l, [itemId]: { descricao: '', valor: '', ...l[itemId], [campo]: valor } }));

  const preenchidas = Object.entries(linhas).filter(([, l]) => l.descricao.trim() !== '' || l.valor !== '');
  const total = preenchidas.reduce((s, [, l]) => s + (Number(l.valor) > 0 ? centavos(l.valor) : 0), 0);

  const salvar = async () => {
    const novos: Erros = {};
    for (const [itemId, l] of preenchidas) {
      if (l.descricao.trim() === '') novos[itemId] = { ...novos[itemId], descricao: T.erroDescricao };
      if (!(centavos(l.valor) > 0)) novos[itemId] = { ...novos[itemId], valor: T.erroValor };
    }
    setErros(novos);
    setErroServidor(undefined);
    if (Object.keys(novos).length > 0) return;
    setSalvando(true);
    try {
      await onSalvar({
        itens: preenchidas.map(([itemId, l]) => ({
          itemId,
          descricao: l.descricao.trim(),
          valorCentavos: centavos(l.valor),
        })),
      });
    } catch (e) {
      setErroServidor(e instanceof Error ? e.message : T.falha);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-lg font-semibold">
        {T.titulo}
      </h2>
      <p className="text-sm text-muted-foreground">{T.dica}</p>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
      >
        {ambientes.map((a) => (
          <fieldset key={a.id} className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-medium">{a.nome}</legend>
            {[...a.itens]
              .sort((x, y) => Number(pioraram?.has(y.id) ?? false) - Number(pioraram?.has(x.id) ?? false))
              .map((i) => (
                <div key={i.id} className="grid gap-2 sm:grid-cols-[2fr_1fr]">
                  <Field
                    label={T.descricao(i.nome)}
                    htmlFor={`${id}-${i.id}-d`}
                    error={erros[i.id]?.descricao}
                  >
                    <Input
                      id={`${id}-${i.id}-d`}
                      maxLength={200}
                      value={linhas[i.id]?.descricao ?? ''}
                      disabled={salvando}
                      onChange={(e) => mudar(i.id, 'descricao', e.currentTarget.value)}
                    />
                  </Field>
                  <Field label={T.valor(i.nome)} htmlFor={`${id}-${i.id}-v`} error={erros[i.id]?.valor}>
                    <MoneyInput
                      id={`${id}-${i.id}-v`}
                      value={linhas[i.id]?.valor ?? ''}
                      disabled={salvando}
                      onChange={(v) => mudar(i.id, 'valor', v)}
                    />
                  </Field>
                </div>
              ))}
          </fieldset>
        ))}
        <p className="font-medium">{T.total(formatBRL(total / 100))}</p>
        {erroServidor ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {erroServidor}
          </p>
        ) : null}
        <Button
          type="submit"
          className="min-h-11 w-full sm:w-fit"
          disabled={salvando}
          aria-busy={salvando || undefined}
        >
          {salvando ? <Spinner className="size-4" /> : null}
          {salvando ? T.salvando : T.salvar}
        </Button>
      </form>
    </section>
  );
}

export { DanosForm };
