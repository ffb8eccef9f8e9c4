import {
  MSG_VISTORIAS,
  MSG_VISTORIAS_CAMPO_UI,
  formatDataHora,
  type AmbientesEntrada,
  type ItemEntrada,
  type MedidoresChaves,
  type Vistoria,
} from '@morada/domain';
import { ArrowLeft, FileDown, Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { AppLink } from '../../components/link';
import { comprimirFoto } from '../chamados/comprimir-foto';
import { EstadoCarga } from '../chamados/estado-carga';
import { AmbientesForm } from './ambientes-form';
import { ConcluirVistoria } from './concluir-vistoria';
import type { Lote } from './fotos-item';
import { ItemVistoriaCard, type SituacaoItem } from './item-vistoria';
import { MedidoresChavesForm } from './medidores-chaves-form';
import { lerRascunhoVistoria } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.editor;

export type VistoriaEditorViewProps = {
  /** undefined durante a carga. */
  vistoria: Vistoria | undefined;
  erro?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  hrefVoltar: string;
  onSalvarItem: (itemId: string, corpo: ItemEntrada) => Promise<unknown>;
  /** Um lote (≤ 6 fotos, já reduzidas) com a sua Idempotency-Key. */
  onEnviarFotos: (itemId: string, fotos: File[], chave: string) => Promise<unknown>;
  onApagarFoto: (fotoId: string) => Promise<unknown>;
  /** Lê uma foto privada com a sessão (um `<img src>` não leva o token). */
  carregarFoto: (fotoId: string) => Promise<Blob>;
  /** Baixa o PDF do laudo com a sessão (um link simples não leva o token). */
  onBaixarLaudo: () => void;
  onSalvarAmbientes: (corpo: AmbientesEntrada) => Promise<unknown>;
  onSalvarMedidoresChaves: (corpo: MedidoresChaves) => Promise<unknown>;
  /** Rejeita com a frase do servidor (um 409) para mostrar na confirmação. */
  onConcluir: () => Promise<unknown>;
  /** A redução de uma foto no aparelho (JPEG ≤ 1600 px); substituída nas histórias. */
  comprimir?: ((foto: File) => Promise<File>) | undefined;
  /** Situações iniciais de alguns itens nas histórias (salvando, com falha, fotos a caminho). */
  situacoesIniciais?: Record<string, SituacaoItem> | undefined;
  lotesIniciais?: Record<string, Lote> | undefined;
};

/**
 * /admin/vistorias/:id, phone first: each room opens to its items (state, note, photos), each item
 * saving on its own; rooms edited as a list; meters and keys; "Concluir vistoria" generates the
 * laudo. Anything but "em andamento" is read-only, with the laudo's link.
 */
function VistoriaEditorView({ vistoria, erro, onRetry, ...resto }: VistoriaEditorViewProps) {
  return (
    <EstadoCarga
      dados={vistoria}
      erro={erro ? T.erroCarregar : null}
      onRetry={onRetry}
      carregando={T.carregando}
    >
      {(v) => <Editor key={v.id} vistoria={v} {...resto} />}
    </EstadoCarga>
  );
}

function Editor({
  vistoria,
  hrefVoltar,
  onSalvarItem,
  onEnviarFotos,
  onApagarFoto,
  carregarFoto,
  onBaixarLaudo,
  onSalvarAmbientes,
  onSalvarMedidoresChaves,
  onConcluir,
  comprimir = comprimirFoto,
  situacoesIniciais,
  lotesIniciais,
}: Omit<VistoriaEditorViewProps, 'vistoria' | 'erro' | 'onRetry'> & { vistoria: Vistoria }) {
  const somenteLeitura = vistoria.status !== 'em_andamento';
  // Read once: what was typed before a reload or a lost connection.
  const [rascunho] = useState(() => (somenteLeitura ? {} : lerRascunhoVistoria(vistoria.id)));
  const [editandoAmbientes, setEditandoAmbientes] = useState(false);
  const [naoSalvos, setNaoSalvos] = useState<ReadonlySet<string>>(new Set());
  const onSituacao = useCallback((itemId: string, s: SituacaoItem) => {
    setNaoSalvos((atual) => {
      if ((s === 'salvo') === !atual.has(itemId)) return atual;
      const novo = new Set(atual);
      if (s === 'salvo') novo.delete(itemId);
      else novo.add(itemId);
      return novo;
    });
  }, []);

  const itens = vistoria.ambientes.flatMap((a) => a.itens);
  const avaliados = itens.filter((i) => i.estado !== null).length;
  const restaurado = Object.keys(rascunho).some((id) => itens.some((i) => i.id === id));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 pb-10">
      <header className="grid gap-2">
        <AppLink
          href={hrefVoltar}
          className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {T.voltar}
        </AppLink>
        <h1 className="text-2xl font-semibold">
          {T.titulo(MSG_VISTORIAS.tipos[vistoria.tipo], vistoria.contratoNumero)}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{MSG_VISTORIAS.status[vistoria.status]}</Badge>
          <span>
            {MSG_VISTORIAS_CAMPO_UI.contrato.por(
              vistoria.vistoriadorNome,
              formatDataHora(vistoria.realizadaEm),
            )}
          </span>
        </div>
        <p className="text-sm">{T.avaliados(avaliados, itens.length)}</p>
      </header>

      {somenteLeitura ? (
        <div role="status" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
          <p>{T.somenteLeitura}</p>
          {vistoria.laudo ? (
            <Button type="button" className="sm:justify-self-start" onClick={onBaixarLaudo}>
              <FileDown aria-hidden /> {T.laudo}
            </Button>
          ) : null}
        </div>
      ) : null}
      {restaurado ? (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {T.rascunhoRestaurado}
        </p>
      ) : null}

      <section className="grid gap-3" aria-labelledby="vistoria-ambientes">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="vistoria-ambientes" className="text-lg font-semibold">
            {T.ambientes}
          </h2>
          {somenteLeitura || editandoAmbientes ? null : (
            <Button type="button" variant="outline" size="sm" onClick={() => setEditandoAmbientes(true)}>
              <Pencil aria-hidden /> {MSG_VISTORIAS_CAMPO_UI.ambientes.editar}
            </Button>
          )}
        </div>
        {editandoAmbientes ? (
          <AmbientesForm
            ambientes={vistoria.ambientes}
            onCancelar={() => setEditandoAmbientes(false)}
            onSalvar={async (corpo) => {
              await onSalvarAmbientes(corpo);
              setEditandoAmbientes(false);
            }}
          />
        ) : vistoria.ambientes.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
            {T.semAmbientes}
          </p>
        ) : (
          vistoria.ambientes.map((a, n) => {
            const feitos = a.itens.filter((i) => i.estado !== null).length;
            return (
              <details key={a.id} open={n === 0} className="group rounded-lg border border-border">
                <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-medium">
                  <span>{a.nome}</span>
                  <span className="text-sm font-normal text-muted-foreground">
                    {T.avaliados(feitos, a.itens.length)}
                  </span>
                </summary>
                <ul className="px-4">
                  {a.itens.map((i) => (
                    <ItemVistoriaCard
                      key={i.id}
                      vistoriaId={vistoria.id}
                      item={i}
                      somenteLeitura={somenteLeitura}
                      rascunho={rascunho[i.id]}
                      onSalvar={onSalvarItem}
                      onEnviarFotos={onEnviarFotos}
                      onApagarFoto={onApagarFoto}
                      carregarFoto={carregarFoto}
                      comprimir={comprimir}
                      onSituacao={onSituacao}
                      situacaoInicial={situacoesIniciais?.[i.id]}
                      loteInicial={lotesIniciais?.[i.id]}
                    />
                  ))}
                </ul>
              </details>
            );
          })
        )}
      </section>

      <section className="rounded-lg border border-border p-4">
        <MedidoresChavesForm
          vistoria={vistoria}
          somenteLeitura={somenteLeitura}
          onSalvar={onSalvarMedidoresChaves}
        />
      </section>

      {somenteLeitura ? null : (
        <ConcluirVistoria
          pendentes={itens.length - avaliados}
          naoSalvos={naoSalvos.size}
          onConcluir={onConcluir}
        />
      )}
    </div>
  );
}

export { VistoriaEditorView };
