import {
  MSG_COBRANCA_UI,
  TIPOS_IMPORTACAO,
  type ContaCobranca,
  type ImportacaoBancaria,
  type TipoImportacao,
} from '@morada/domain';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { NativeSelect } from '../../components/select/native-select';
import { Spinner } from '../../components/spinner';

const T = MSG_COBRANCA_UI.conciliacao;

/** What the admin sends: the account, the kind of file and the file itself. */
type PedidoImportacao = { contaId: string; tipo: TipoImportacao; arquivo: File };

type ImportarArquivoProps = {
  /** The agency's collection accounts (the demo one included); inactive ones are listed too. */
  contas: readonly Pick<ContaCobranca, 'id' | 'nome' | 'ativa'>[];
  /** Sends the file; resolves once the server answered (the app keeps the summary or the refusal). */
  onImportar: (pedido: PedidoImportacao) => Promise<void>;
  /** What the last import did (null: none yet, or the form was used again). */
  importacao?: ImportacaoBancaria | null;
  /** The server's reason for refusing the last file (it names the line and the field). */
  erro?: string | null;
  /** The journal is filtered to the last import: offers to show everything again. */
  filtrado?: boolean;
  /** Leaves the import's filter. */
  onVerTodos?: () => void;
};

/** The summary card of one import: how many items, and what became of them. */
function ResumoImportacao({
  importacao,
  filtrado,
  onVerTodos,
}: {
  importacao: ImportacaoBancaria;
  filtrado: boolean;
  onVerTodos?: () => void;
}) {
  return (
    <div
      data-slot="resumo-importacao"
      role="status"
      className="space-y-1 rounded-md border border-green-600/40 bg-green-50 px-4 py-3 text-sm dark:bg-green-950/40"
    >
      <p className="font-medium break-all">{T.resumoTitulo(importacao.nomeArquivo)}</p>
      <p>{T.resumo(importacao)}</p>
      {importacao.ignorados > 0 ? <p>{T.resumoIgnorados(importacao.ignorados)}</p> : null}
      {importacao.arquivoRepetido ? <p className="font-medium">{T.arquivoRepetido}</p> : null}
      <p className="text-xs text-muted-foreground">{T.resumoConta(importacao.contaNome)}</p>
      {filtrado && onVerTodos ? (
        <p className="flex flex-wrap items-center gap-2 pt-1 text-xs text-muted-foreground">
          <span>{T.filtradoPelaImportacao}</span>
          <Button type="button" size="sm" variant="outline" onClick={onVerTodos}>
            {T.verTodos}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * “Importar arquivo”: conta de cobrança, tipo (retorno CNAB ou extrato OFX) e o arquivo; “Importar”
 * fica ocupado enquanto o arquivo vai ao servidor. Depois, o resumo do que o arquivo fez — ou a
 * mensagem do servidor, que diz a linha e o campo, quando o arquivo é recusado.
 */
function ImportarArquivo({
  contas,
  onImportar,
  importacao = null,
  erro = null,
  filtrado = false,
  onVerTodos,
}: ImportarArquivoProps) {
  const padrao = contas.find((c) => c.ativa) ?? contas[0];
  const [contaId, setContaId] = useState('');
  const [tipo, setTipo] = useState<TipoImportacao>('retorno');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [faltando, setFaltando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const conta = contaId || padrao?.id || '';

  if (contas.length === 0)
    return (
      <section data-slot="importar-arquivo" className="rounded-md border border-border p-4 text-sm">
        <h2 className="text-lg font-semibold">{T.importarTitulo}</h2>
        <p className="mt-1 text-muted-foreground">{T.semContas}</p>
      </section>
    );

  return (
    <section
      data-slot="importar-arquivo"
      aria-labelledby="importar-arquivo-titulo"
      className="space-y-4 rounded-md border border-border p-4"
    >
      <div className="space-y-1">
        <h2 id="importar-arquivo-titulo" className="text-lg font-semibold">
          {T.importarTitulo}
        </h2>
        <p className="text-sm text-muted-foreground">{T.importarDescricao}</p>
      </div>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_12rem_1fr_auto] sm:items-start"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!arquivo || !conta) {
            setFaltando(true);
            return;
          }
          setOcupado(true);
          try {
            await onImportar({ contaId: conta, tipo, arquivo });
          } catch {
            // The app shows why.
          } finally {
            setOcupado(false);
          }
        }}
      >
        <Field label={T.importarConta} htmlFor="importar-conta">
          <NativeSelect
            id="importar-conta"
            value={conta}
            disabled={ocupado}
            onChange={(e) => setContaId(e.target.value)}
          >
            {contas.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={T.importarTipo} htmlFor="importar-tipo">
          <NativeSelect
            id="importar-tipo"
            value={tipo}
            disabled={ocupado}
            onChange={(e) => setTipo(e.target.value as TipoImportacao)}
          >
            {TIPOS_IMPORTACAO.map((t) => (
              <option key={t} value={t}>
                {T.tiposImportacao[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={T.importarArquivo}
          htmlFor="importar-arquivo"
          error={faltando && !arquivo ? T.importarArquivoObrigatorio : undefined}
        >
          <Input
            id="importar-arquivo"
            type="file"
            disabled={ocupado}
            onChange={(e) => {
              setArquivo(e.target.files?.[0] ?? null);
              setFaltando(false);
            }}
          />
        </Field>
        <Button
          type="submit"
          className="sm:mt-[1.375rem]"
          disabled={ocupado}
          aria-busy={ocupado || undefined}
        >
          {ocupado ? <Spinner className="size-4" /> : <FileUp className="size-4" aria-hidden />}
          {ocupado ? T.importando : T.importar}
        </Button>
      </form>
      {erro && !ocupado ? (
        <div
          data-slot="importacao-recusada"
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          <p className="font-medium text-destructive">{T.erroImportar}</p>
          <p className="break-words">{erro}</p>
        </div>
      ) : null}
      {importacao && !erro && !ocupado ? (
        <ResumoImportacao importacao={importacao} filtrado={filtrado} onVerTodos={onVerTodos} />
      ) : null}
    </section>
  );
}

export { ImportarArquivo, ResumoImportacao };
export type { ImportarArquivoProps, PedidoImportacao };
