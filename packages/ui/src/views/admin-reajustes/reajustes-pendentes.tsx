import { MSG, MSG_REAJUSTE, type AplicacaoReajustes, type ReajustePendente } from '@morada/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { MarcarTodos } from '../partes/marcar-todos';
import { Spinner } from '../../components/spinner';
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { AplicarReajustesDialog } from './aplicar-reajustes-dialog';
import { DispensarReajusteDialog } from './dispensar-reajuste-dialog';
import { ReajustePendenteLinha } from './reajuste-pendente-linha';
import { linhasDoResultado, type LinhaResultado } from './resumos';

const T = MSG_REAJUSTE.adminUi.pendentes;
const COLUNAS = 9;

type ReajustesPendentesProps = {
  pendentes: readonly ReajustePendente[];
  loading: boolean;
  loadFailed: boolean;
  onRetry?: (() => void) | undefined;
  /** Applies and resolves with each contract's outcome; rejects when nothing was applied (the app toasts). */
  onAplicar: (contratoIds: string[]) => Promise<AplicacaoReajustes>;
  /** Waives a reajuste and the earlier pending ones of its contract; rejects when refused (the app toasts). */
  onDispensar?: ((reajuste: ReajustePendente) => Promise<unknown>) | undefined;
};

/** 'Reajustes a aplicar': the due list, its selection, the confirmation and the last outcome. */
function ReajustesPendentes({
  pendentes,
  loading,
  loadFailed,
  onRetry,
  onAplicar,
  onDispensar,
}: ReajustesPendentesProps) {
  const [selecionados, setSelecionados] = useState<ReadonlySet<string>>(new Set());
  const [confirmando, setConfirmando] = useState<readonly ReajustePendente[]>([]);
  const [ocupado, setOcupado] = useState(false);
  const [resultado, setResultado] = useState<LinhaResultado[] | null>(null);
  const [dispensando, setDispensando] = useState<ReajustePendente | null>(null);

  const prontos = pendentes.filter((r) => r.status === 'pronto');
  // A selection survives a refresh only for the rows still due and ready.
  const escolhidos = prontos.filter((r) => selecionados.has(r.contratoId));
  const todosMarcados = prontos.length > 0 && escolhidos.length === prontos.length;

  const marcar = (id: string, sim: boolean) =>
    setSelecionados((atual) => {
      const novo = new Set(atual);
      if (sim) novo.add(id);
      else novo.delete(id);
      return novo;
    });

  const aplicar = async () => {
    setOcupado(true);
    try {
      // Two anniversaries due on one contract are applied by one id.
      const resposta = await onAplicar([...new Set(confirmando.map((r) => r.contratoId))]);
      setResultado(linhasDoResultado(resposta, pendentes));
      setSelecionados(new Set());
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(false);
      setConfirmando([]);
    }
  };

  const dispensar = async () => {
    if (!dispensando || !onDispensar) return;
    setOcupado(true);
    try {
      await onDispensar(dispensando);
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(false);
      setDispensando(null);
    }
  };

  return (
    <section aria-labelledby="reajustes-pendentes-titulo" className="space-y-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="reajustes-pendentes-titulo" className="text-lg font-semibold">
            {T.titulo}
          </h2>
          <p className="text-sm text-muted-foreground">{T.descricao}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            disabled={escolhidos.length === 0 || ocupado}
            onClick={() => setConfirmando(escolhidos)}
          >
            {T.aplicarSelecionados(escolhidos.length)}
          </Button>
          <Button
            type="button"
            disabled={prontos.length === 0 || ocupado}
            onClick={() => setConfirmando(prontos)}
          >
            {T.aplicarProntos}
          </Button>
        </div>
      </div>
      {resultado && resultado.length > 0 ? <ResultadoPainel linhas={resultado} /> : null}
      {loading && pendentes.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="md:rounded-md md:border md:border-border">
          <Table cartoes>
            {/* Without rows the header goes: at 375 px its width would push the empty text out of view. */}
            {pendentes.length > 0 ? (
              <TableHeader>
                <TableRow>
                  <MarcarTodos
                    rotulo={T.selecionarProntos}
                    marcado={todosMarcados}
                    desabilitado={prontos.length === 0 || ocupado}
                    onMarcar={(todos) =>
                      setSelecionados(new Set(todos ? prontos.map((r) => r.contratoId) : []))
                    }
                  />
                  <TableHead>{T.colContrato}</TableHead>
                  <TableHead>{T.colAniversario}</TableHead>
                  <TableHead>{T.colIndice}</TableHead>
                  <TableHead className="text-right whitespace-normal">{T.colVariacao}</TableHead>
                  <TableHead className="whitespace-normal">{T.colAluguel}</TableHead>
                  <TableHead>{T.colVigencia}</TableHead>
                  <TableHead>{T.colStatus}</TableHead>
                  <TableHead fixo="fim">{T.colAcoes}</TableHead>
                </TableRow>
              </TableHeader>
            ) : null}
            <TableBody>
              {loadFailed && pendentes.length === 0 ? (
                <TableLoadFailed colSpan={COLUNAS} mensagem={T.falhaCarregar} onRetry={onRetry} />
              ) : pendentes.length === 0 ? (
                <TableEmpty colSpan={COLUNAS}>{T.vazio}</TableEmpty>
              ) : (
                pendentes.map((r) => (
                  <ReajustePendenteLinha
                    key={`${r.contratoId}-${r.ordem}`}
                    reajuste={r}
                    selecionado={selecionados.has(r.contratoId) && r.status === 'pronto'}
                    onSelecionar={(sim) => marcar(r.contratoId, sim)}
                    onAplicar={() => setConfirmando([r])}
                    onDispensar={onDispensar ? () => setDispensando(r) : undefined}
                    ocupado={ocupado}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <AplicarReajustesDialog
        reajustes={confirmando}
        busy={ocupado}
        onCancelar={() => setConfirmando([])}
        onConfirmar={() => void aplicar()}
      />
      <DispensarReajusteDialog
        reajuste={dispensando}
        busy={ocupado}
        onCancelar={() => setDispensando(null)}
        onConfirmar={() => void dispensar()}
      />
    </section>
  );
}

/** The last application's outcomes stay on screen (toasts fade; boletos to re-issue must not). */
function ResultadoPainel({ linhas }: { linhas: readonly LinhaResultado[] }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
      <p className="font-semibold">{MSG_REAJUSTE.adminUi.resultado.titulo}</p>
      <ul className="space-y-1">
        {linhas.map((l) => (
          <li key={l.titulo}>
            <span className="font-medium">{l.titulo}</span>
            {l.descricao ? <span className="text-muted-foreground">: {l.descricao}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ReajustesPendentes };
export type { ReajustesPendentesProps };
