import sharp from 'sharp';
import type { EstadoItem } from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { guardarFotos } from './vistorias.arquivos';
import { inserirFotos, salvarItem, salvarMedidoresChaves } from './vistorias-escrita.repository';
import { concluirVistoria, iniciarVistoria, vistoriaOu404 } from './vistorias.service';

/** A small flat-colour JPEG made at seed time (no binary file in the repository). */
const fotoDeCor = async (nome: string, cor: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 320, height: 240, channels: 3, background: cor } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    nome,
    { type: 'image/jpeg' },
  );

/**
 * The demo's entry vistoria (issue 36): every item of the template rated (the first of each room
 * 'novo', a worn one 'regular' with a note), two photos, meters and keys, then concluded — so the
 * tenant finds its laudo in review. Through the module's own writes, as an inspector would.
 */
export const semearVistoriaDeEntrada = async (deps: Deps, vistoriador: SessionUser, contratoId: string) => {
  const v = await iniciarVistoria(deps, vistoriador, { contratoId, tipo: 'entrada' });
  for (const a of v.ambientes)
    for (const [k, i] of a.itens.entries()) {
      const estado: EstadoItem = k === 0 ? 'novo' : a.nome === 'Cozinha' && k === 3 ? 'regular' : 'bom';
      const observacao = estado === 'regular' ? 'Porta do armário com a dobradiça frouxa.' : '';
      await salvarItem(deps.db, v.id, i.id, { estado, observacao });
    }
  const em = deps.now().toISOString();
  const fotos = [
    { item: v.ambientes[0]!.itens[0]!, arquivos: [await fotoDeCor('sala-piso.jpg', '#b08050')] },
    { item: v.ambientes[2]!.itens[4]!, arquivos: [await fotoDeCor('banheiro-box.jpg', '#9ec8d8')] },
  ];
  for (const f of fotos) {
    const nomes = await guardarFotos(deps.armazenamento, f.arquivos);
    await inserirFotos(deps.db, {
      vistoriaId: v.id,
      itemId: f.item.id,
      origem: 'vistoria',
      arquivos: nomes,
      em,
    });
  }
  await salvarMedidoresChaves(deps.db, v.id, {
    medidores: [
      { tipo: 'agua', leitura: '004512' },
      { tipo: 'luz', leitura: '018734' },
    ],
    chaves: [
      { descricao: 'Porta de entrada', quantidade: 2 },
      { descricao: 'Portão da garagem (controle)', quantidade: 1 },
    ],
  });
  return concluirVistoria(deps, await vistoriaOu404(deps.db, v.id), { comEmail: false });
};
