import {
  medidoresChavesSchema,
  MSG_VISTORIAS,
  MSG_VISTORIAS_CAMPO_UI,
  TIPOS_MEDIDOR,
  type MedidoresChaves,
  type TipoMedidor,
  type Vistoria,
} from '@morada/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { mensagemDoErro } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.medidores;

type ChaveLinha = { chave: string; descricao: string; quantidade: string };

type MedidoresChavesFormProps = {
  vistoria: Pick<Vistoria, 'medidores' | 'chaves'>;
  somenteLeitura: boolean;
  onSalvar: (corpo: MedidoresChaves) => Promise<unknown>;
};

/** The meters' readings (água, luz, gás; an empty one is not sent) and the keys handed over. */
function MedidoresChavesForm({ vistoria, somenteLeitura, onSalvar }: MedidoresChavesFormProps) {
  const id = useId();
  const seq = useRef(0);
  const [leituras, setLeituras] = useState<Record<TipoMedidor, string>>(() => {
    const de = (t: TipoMedidor) => vistoria.medidores.find((m) => m.tipo === t)?.leitura ?? '';
    return { agua: de('agua'), luz: de('luz'), gas: de('gas') };
  });
  const [chaves, setChaves] = useState<ChaveLinha[]>(() =>
    vistoria.chaves.map((c, i) => ({
      chave: `c${i}`,
      descricao: c.descricao,
      quantidade: String(c.quantidade),
    })),
  );
  const [estado, setEstado] = useState<{ tipo: 'salvo' | 'erro'; texto: string } | null>(null);
  const [salvando, setSalvando] = useState(false);

  const salvar = async () => {
    const corpo = {
      medidores: TIPOS_MEDIDOR.filter((t) => leituras[t].trim() !== '').map((tipo) => ({
        tipo,
        leitura: leituras[tipo].trim(),
      })),
      chaves: chaves.map((c) => ({ descricao: c.descricao, quantidade: Number(c.quantidade) })),
    };
    const lido = medidoresChavesSchema.safeParse(corpo);
    if (!lido.success) {
      setEstado({ tipo: 'erro', texto: lido.error.issues[0]?.message ?? '' });
      return;
    }
    setEstado(null);
    setSalvando(true);
    try {
      await onSalvar(lido.data);
      setEstado({ tipo: 'salvo', texto: T.salvo });
    } catch (e) {
      setEstado({ tipo: 'erro', texto: mensagemDoErro(e, MSG_VISTORIAS_CAMPO_UI.item.falhou) });
    } finally {
      setSalvando(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      aria-labelledby={`${id}-titulo`}
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <h3 id={`${id}-titulo`} className="text-lg font-semibold">
        {T.titulo}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {TIPOS_MEDIDOR.map((t) => (
          <div key={t} className="grid gap-1">
            <label htmlFor={`${id}-${t}`} className="text-sm font-medium">
              {T.leitura(MSG_VISTORIAS.medidores[t])}
            </label>
            <Input
              id={`${id}-${t}`}
              inputMode="decimal"
              value={leituras[t]}
              readOnly={somenteLeitura}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setLeituras((l) => ({ ...l, [t]: v }));
              }}
            />
          </div>
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{T.chaves}</legend>
        {chaves.length === 0 ? <p className="text-sm text-muted-foreground">{T.semChaves}</p> : null}
        {chaves.map((c, n) => (
          <div key={c.chave} className="flex items-center gap-2">
            <Input
              aria-label={T.descricaoChave(n + 1)}
              value={c.descricao}
              maxLength={120}
              readOnly={somenteLeitura}
              onChange={(e) => {
                const descricao = e.currentTarget.value;
                setChaves((l) => l.map((x) => (x.chave === c.chave ? { ...x, descricao } : x)));
              }}
            />
            <Input
              aria-label={T.quantidadeChave(n + 1)}
              className="w-20"
              inputMode="numeric"
              value={c.quantidade}
              readOnly={somenteLeitura}
              onChange={(e) => {
                const quantidade = e.currentTarget.value;
                setChaves((l) => l.map((x) => (x.chave === c.chave ? { ...x, quantidade } : x)));
              }}
            />
            {somenteLeitura ? null : (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={T.removerChave(n + 1)}
                onClick={() => setChaves((l) => l.filter((x) => x.chave !== c.chave))}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </div>
        ))}
        {somenteLeitura ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setChaves((l) => [...l, { chave: `n${(seq.current += 1)}`, descricao: '', quantidade: '1' }])
            }
          >
            <Plus aria-hidden /> {T.adicionarChave}
          </Button>
        )}
      </fieldset>
      {estado ? (
        <p
          role={estado.tipo === 'erro' ? 'alert' : 'status'}
          className={estado.tipo === 'erro' ? 'text-sm font-medium text-destructive' : 'text-sm'}
        >
          {estado.texto}
        </p>
      ) : null}
      {somenteLeitura ? null : (
        <Button
          type="submit"
          className="sm:justify-self-end"
          disabled={salvando}
          aria-busy={salvando || undefined}
        >
          {salvando ? <Spinner className="size-4" /> : null}
          {T.salvar}
        </Button>
      )}
    </form>
  );
}

export { MedidoresChavesForm };
