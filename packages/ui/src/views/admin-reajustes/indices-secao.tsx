import {
  formatCompetencia,
  formatPercentualReajuste,
  INDICE_REAJUSTE_INFO,
  INDICES_COM_SERIE,
  MSG,
  MSG_REAJUSTE,
  type IndiceEconomico,
  type IndiceSerie,
} from '@morada/domain';
import { Pencil, RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { TableCell, TableRow, TableRowAction } from '../../components/table';
import { TabelaLista } from '../../components/table/tabela-lista';
import { IndiceMesForm } from './indice-mes-form';

const T = MSG_REAJUSTE.adminUi.indices;
/** Months listed before 'Mostrar todos': a year, what one reajuste accumulates. */
const RECENTES = 12;

type IndicesSecaoProps = {
  indice: IndiceSerie;
  onIndiceChange: (indice: IndiceSerie) => void;
  indices: readonly IndiceEconomico[];
  loading: boolean;
  loadFailed: boolean;
  onRetry?: (() => void) | undefined;
  /** PUT /api/indices/:indice/:mes; rejects when refused (the app toasts). */
  onSalvar: (indice: IndiceSerie, mes: string, variacao: string) => Promise<unknown>;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  /** POST /api/indices/atualizar; the app toasts what was updated or the server's error. */
  onAtualizar: () => Promise<unknown>;
};

/** 'Índices': one series at a time, newest month first, editable by hand. */
function IndicesSecao({
  indice,
  onIndiceChange,
  indices,
  loading,
  loadFailed,
  onRetry,
  onSalvar,
  errosDoErro,
  onAtualizar,
}: IndicesSecaoProps) {
  const id = useId();
  const [editando, setEditando] = useState<string | null>(null);
  const [atualizando, setAtualizando] = useState(false);
  const [todos, setTodos] = useState(false);
  const meses = useMemo(
    () => indices.filter((i) => i.indice === indice).toSorted((a, b) => b.mes.localeCompare(a.mes)),
    [indices, indice],
  );
  const visiveis = todos ? meses : meses.slice(0, RECENTES);

  const atualizar = async () => {
    setAtualizando(true);
    try {
      await onAtualizar();
    } catch {
      // Toast shown by the app.
    } finally {
      setAtualizando(false);
    }
  };
  const salvar = async (mes: string, variacao: string) => {
    await onSalvar(indice, mes, variacao);
    setEditando(null);
  };

  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id={`${id}-titulo`} className="text-lg font-semibold">
            {T.titulo}
          </h2>
          <p className="text-sm text-muted-foreground">{T.descricao}</p>
        </div>
        <Button type="button" variant="outline" disabled={atualizando} onClick={() => void atualizar()}>
          {atualizando ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
          {T.atualizar}
        </Button>
      </div>
      <Field label={T.serie} htmlFor={`${id}-serie`} className="sm:w-64">
        <NativeSelect
          id={`${id}-serie`}
          value={indice}
          onChange={(e) => {
            setEditando(null);
            onIndiceChange(e.target.value as IndiceSerie);
          }}
        >
          {INDICES_COM_SERIE.map((i) => (
            <option key={i} value={i}>
              {INDICE_REAJUSTE_INFO[i].rotulo}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="rounded-md border border-border p-3">
        <p className="mb-2 text-sm font-medium">{T.novoMes}</p>
        <IndiceMesForm
          key={indice}
          rotuloVariacao={T.variacao}
          onSalvar={(mes, variacao) => onSalvar(indice, mes, variacao)}
          errosDoErro={errosDoErro}
        />
      </div>
      {loading && meses.length === 0 ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="md:rounded-md md:border md:border-border">
          <TabelaLista
            cartoes
            colunas={[
              { titulo: T.colMes },
              { titulo: T.colVariacao },
              { titulo: T.colFonte },
              { titulo: T.colAcoes, fixo: 'fim' },
            ]}
            quantidade={meses.length}
            falha={{ ativo: loadFailed, mensagem: T.falhaCarregar, onRetry }}
            vazio={T.vazio}
          >
            {visiveis.map((m) => {
              const rotulo = formatCompetencia(m.mes);
              return (
                <TableRow key={m.mes}>
                  <TableCell className="font-medium whitespace-nowrap">{rotulo}</TableCell>
                  {editando === m.mes ? (
                    <TableCell colSpan={3}>
                      <IndiceMesForm
                        mes={m.mes}
                        variacaoInicial={formatPercentualReajuste(m.variacao).replace('%', '')}
                        rotuloVariacao={T.variacaoDe(rotulo)}
                        onSalvar={salvar}
                        errosDoErro={errosDoErro}
                        onCancelar={() => setEditando(null)}
                      />
                    </TableCell>
                  ) : (
                    <>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {formatPercentualReajuste(m.variacao)}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{MSG_REAJUSTE.fontes[m.fonte]}</TableCell>
                      <TableCell fixo="fim" className="text-right">
                        <TableRowAction
                          rotulo={T.editar}
                          alvo={rotulo}
                          icone={Pencil}
                          onClick={() => setEditando(m.mes)}
                        />
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TabelaLista>
        </div>
      )}
      {meses.length > RECENTES ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setTodos(!todos)}>
          {todos ? T.mostrarRecentes : T.mostrarTodos(meses.length)}
        </Button>
      ) : null}
    </section>
  );
}

export { IndicesSecao };
export type { IndicesSecaoProps };
