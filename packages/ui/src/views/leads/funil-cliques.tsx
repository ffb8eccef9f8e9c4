import { MSG_LEADS_UI, type ResumoFunil } from '@morada/domain';
import { Quadro } from '../../components/card/quadro';
import { TableCell, TableRow } from '../../components/table';
import { TabelaLista } from '../../components/table/tabela-lista';

const T = MSG_LEADS_UI.cliques;

/** “Cliques no WhatsApp por imóvel”: the report's `cliquesWhatsapp`, one row per property. */
function FunilCliques({ cliques }: { cliques: ResumoFunil['cliquesWhatsapp'] }) {
  return (
    <Quadro slot="funil-cliques" titulo={T.titulo} className="min-w-0">
      <TabelaLista
        colunas={[{ titulo: T.imovel }, { titulo: T.cliques }]}
        quantidade={cliques.length}
        vazio={T.vazio}
      >
        {cliques.map((c) => (
          <TableRow key={c.imovelId}>
            <TableCell className="font-medium">{c.imovelTitulo}</TableCell>
            <TableCell className="tabular-nums">{c.cliques.toLocaleString('pt-BR')}</TableCell>
          </TableRow>
        ))}
      </TabelaLista>
    </Quadro>
  );
}

export { FunilCliques };
