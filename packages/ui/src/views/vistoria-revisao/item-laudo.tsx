import {
  formatData,
  MSG_VISTORIAS,
  MSG_VISTORIAS_REVISAO_UI,
  type EstadoItem,
  type ItemVistoria,
} from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { FotosPrivadas, type LerFoto } from './fotos-privadas';

const T = MSG_VISTORIAS_REVISAO_UI;

const COR: Record<EstadoItem, 'green' | 'blue' | 'yellow' | 'red'> = {
  novo: 'green',
  bom: 'blue',
  regular: 'yellow',
  ruim: 'red',
};

/** The item's state in words and colour; “Não avaliado” when the inspector left it. */
function EstadoItemBadge({ estado }: { estado: EstadoItem | null }) {
  return estado ? (
    <Badge variant={COR[estado]}>{MSG_VISTORIAS.estados[estado]}</Badge>
  ) : (
    <Badge variant="gray">{MSG_VISTORIAS.semEstado}</Badge>
  );
}

type ItemLaudoProps = {
  item: ItemVistoria;
  lerFoto: LerFoto;
  /** Mostra “Contestar” (o prazo está aberto e o item não foi contestado). */
  onContestar?: (item: ItemVistoria) => void;
};

/** One item of the laudo for the tenant: state, note, photos, his contest and the agency's answer. */
function ItemLaudo({ item, lerFoto, onContestar }: ItemLaudoProps) {
  const c = item.contestacao;
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0" aria-label={item.nome}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{item.nome}</h4>
        <div className="flex flex-wrap items-center gap-2">
          <EstadoItemBadge estado={item.estado} />
          {c ? <Badge variant="orange">{T.contestado}</Badge> : null}
        </div>
      </div>
      {item.observacao ? (
        <p className="text-sm text-muted-foreground">{T.observacao(item.observacao)}</p>
      ) : null}
      <FotosPrivadas fotos={item.fotos} ler={lerFoto} rotulo={T.fotosDoItem(item.nome)} rotuloFoto={T.foto} />
      {c ? (
        <div className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm">
          <p className="font-medium">{T.suaContestacao(formatData(c.em))}</p>
          <p className="whitespace-pre-line">{c.texto}</p>
          <FotosPrivadas
            fotos={c.fotos}
            ler={lerFoto}
            rotulo={T.fotosDoItem(item.nome)}
            rotuloFoto={T.foto}
          />
          {c.resposta ? (
            <div className="grid gap-1 border-t border-border pt-2">
              <p className="font-medium">{T.resposta(formatData(c.resposta.em))}</p>
              <p className="whitespace-pre-line">{c.resposta.texto}</p>
              <p className="text-muted-foreground">
                {c.resposta.aceita ? T.aceitaPelaImobiliaria : T.recusadaPelaImobiliaria}
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground">{T.aguardandoResposta}</p>
          )}
        </div>
      ) : onContestar ? (
        <Button variant="outline" className="min-h-11 w-full sm:w-fit" onClick={() => onContestar(item)}>
          {T.contestar}
        </Button>
      ) : null}
    </li>
  );
}

export { EstadoItemBadge, ItemLaudo };
