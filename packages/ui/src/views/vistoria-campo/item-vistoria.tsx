import {
  ESTADOS_ITEM,
  MSG_VISTORIAS,
  MSG_VISTORIAS_CAMPO_UI,
  type EstadoItem,
  type ItemEntrada,
  type ItemVistoria,
} from '@morada/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Textarea } from '../../components/textarea';
import { cn } from '../../lib/cn';
import { FotosItem, type Lote } from './fotos-item';
import { gravarRascunhoItem, type RascunhoItem } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.item;
/** Typing pauses this long before the item is saved (blur saves at once). */
const ESPERA_MS = 1200;

export type SituacaoItem = 'salvo' | 'pendente' | 'salvando' | 'falhou';

export type ItemVistoriaCardProps = {
  vistoriaId: string;
  item: ItemVistoria;
  somenteLeitura: boolean;
  /** Unsaved values found in the draft: shown instead of the server's, and saved again. */
  rascunho?: RascunhoItem | undefined;
  onSalvar: (itemId: string, corpo: ItemEntrada) => Promise<unknown>;
  onEnviarFotos: (itemId: string, fotos: File[], chave: string) => Promise<unknown>;
  onApagarFoto: (fotoId: string) => Promise<unknown>;
  comprimir: (foto: File) => Promise<File>;
  carregarFoto: (fotoId: string) => Promise<Blob>;
  /** Tells the editor which items still have something unsaved (no conclusion before they save). */
  onSituacao?: ((itemId: string, situacao: SituacaoItem) => void) | undefined;
  /** Starts in this state (the stories' saving / failed states). */
  situacaoInicial?: SituacaoItem | undefined;
  loteInicial?: Lote | undefined;
};

/**
 * One item: state buttons, the note and the photos. Each item saves on its own (a state tap at
 * once, the note after a pause or on blur) and says whether it is saved; a failure keeps the typing
 * in the draft and offers "Tentar novamente".
 */
function ItemVistoriaCard({
  vistoriaId,
  item,
  somenteLeitura,
  rascunho,
  onSalvar,
  onEnviarFotos,
  onApagarFoto,
  comprimir,
  carregarFoto,
  onSituacao,
  situacaoInicial,
  loteInicial,
}: ItemVistoriaCardProps) {
  const id = useId();
  const [valores, setValores] = useState<RascunhoItem>(
    rascunho ?? { estado: item.estado, observacao: item.observacao },
  );
  const [situacao, setSituacao] = useState<SituacaoItem>(
    situacaoInicial ?? (rascunho ? 'pendente' : 'salvo'),
  );
  const atuais = useRef(valores);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emCurso = useRef(false);

  useEffect(() => onSituacao?.(item.id, situacao), [item.id, situacao, onSituacao]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const salvar = async () => {
    clearTimeout(timer.current);
    const enviados = atuais.current;
    if (!enviados.estado || emCurso.current) return;
    emCurso.current = true;
    setSituacao('salvando');
    try {
      await onSalvar(item.id, { estado: enviados.estado, observacao: enviados.observacao });
      emCurso.current = false;
      if (atuais.current === enviados) {
        gravarRascunhoItem(vistoriaId, item.id, undefined);
        setSituacao('salvo');
      } else void salvar(); // typed meanwhile: send the newer values too
    } catch {
      emCurso.current = false;
      setSituacao('falhou');
    }
  };

  const mudar = (novos: RascunhoItem, agora: boolean) => {
    atuais.current = novos;
    setValores(novos);
    gravarRascunhoItem(vistoriaId, item.id, novos);
    setSituacao('pendente');
    clearTimeout(timer.current);
    if (agora) void salvar();
    else timer.current = setTimeout(() => void salvar(), ESPERA_MS);
  };

  // A draft restored after a reload goes to the server as soon as the screen opens.
  useEffect(() => {
    if (rascunho && !situacaoInicial) void salvar();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return (
    <li className="grid gap-3 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">{item.nome}</h4>
        <SituacaoTexto situacao={situacao} semEstado={!valores.estado} onRetry={() => void salvar()} />
      </div>
      <div role="group" aria-label={T.estado(item.nome)} className="grid grid-cols-4 gap-2">
        {ESTADOS_ITEM.map((e: EstadoItem) => (
          <Button
            key={e}
            type="button"
            size="sm"
            variant={valores.estado === e ? 'default' : 'outline'}
            aria-pressed={valores.estado === e}
            disabled={somenteLeitura}
            className="min-h-11"
            onClick={() => mudar({ ...atuais.current, estado: e }, true)}
          >
            {MSG_VISTORIAS.estados[e]}
          </Button>
        ))}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-obs`} className="text-sm font-medium">
          {T.observacao}
        </label>
        <Textarea
          id={`${id}-obs`}
          value={valores.observacao}
          maxLength={1000}
          rows={2}
          readOnly={somenteLeitura}
          onChange={(e) => mudar({ ...atuais.current, observacao: e.currentTarget.value }, false)}
          onBlur={() => situacao === 'pendente' && void salvar()}
        />
      </div>
      <FotosItem
        nomeItem={item.nome}
        fotos={item.fotos}
        somenteLeitura={somenteLeitura}
        comprimir={comprimir}
        onEnviar={(fotos, chave) => onEnviarFotos(item.id, fotos, chave)}
        onApagar={onApagarFoto}
        carregarFoto={carregarFoto}
        loteInicial={loteInicial}
      />
    </li>
  );
}

function SituacaoTexto({
  situacao,
  semEstado,
  onRetry,
}: {
  situacao: SituacaoItem;
  semEstado: boolean;
  onRetry: () => void;
}) {
  if (situacao === 'falhou')
    return (
      <span role="alert" className="flex items-center gap-2 text-sm text-destructive">
        {T.falhou}
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {T.tentarNovamente}
        </Button>
      </span>
    );
  const texto =
    situacao === 'pendente' && semEstado
      ? T.escolhaEstado
      : { salvo: T.salvo, salvando: T.salvando, pendente: T.pendente }[situacao];
  return (
    <span
      role="status"
      className={cn('text-sm', situacao === 'salvo' ? 'text-muted-foreground' : 'text-foreground')}
    >
      {situacao === 'salvo' && semEstado ? MSG_VISTORIAS.semEstado : texto}
    </span>
  );
}

export { ItemVistoriaCard };
