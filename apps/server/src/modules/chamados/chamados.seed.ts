import { randomUUID } from 'node:crypto';
import {
  MSG_CHAMADOS,
  prestadorEntradaSchema,
  type CategoriaChamado,
  type PrestadorEntrada,
  type StatusChamado,
  type TriagemChamado,
  type UrgenciaChamado,
} from '@morada/domain';
import { emTransacao } from '../../db/transacao';
import type { Deps, SessionUser } from '../../http/context';
import { proximaSequencia } from '../pagamentos';
import { guardarFotosChamado } from './chamados.arquivos';
import { alterarChamado, inserirChamado, inserirEventos } from './chamados-escrita.repository';
import { obterChamado } from './chamados.repository';
import { evento, textoDoStatus } from './chamados.service';
import { destinarCusto } from './custos.service';
import { inserirPrestador } from './prestadores.repository';

const M = MSG_CHAMADOS;

/** The demo's suppliers (valid CPF/CNPJ check digits: the usual textbook examples). */
const PRESTADORES: PrestadorEntrada[] = [
  {
    nome: 'Hidro Reparos Ltda.',
    documento: '11222333000181',
    telefone: '11988887777',
    email: 'contato@hidroreparos.com.br',
    especialidades: ['hidraulica'],
  },
  {
    nome: 'Eletro Silva Serviços',
    documento: '52998224725',
    telefone: '11977776666',
    especialidades: ['eletrica', 'eletrodomesticos'],
  },
  {
    nome: 'Costa Pinturas e Reformas',
    documento: '11444777000161',
    telefone: '1133334444',
    email: 'orcamento@costapinturas.com.br',
    especialidades: ['pintura', 'estrutura', 'serralheria'],
  },
];

/** One demo chamado: opened by the tenant, then what the back office and the owner did to it. */
export type ChamadoDemo = {
  /** The tenant who opened it. */
  inquilino: SessionUser;
  contratoId: string;
  imovelId: string;
  categoria: CategoriaChamado;
  descricao: string;
  urgencia: UrgenciaChamado;
  /** The triage the back office made (prestadorIndice: which of the demo's suppliers). */
  triagem?: Omit<TriagemChamado, 'prestadorId'> & { prestadorIndice?: number };
  /** The tenant's photos (PNG or JPEG bytes), stored privately like the ones he uploads. */
  fotos?: readonly Uint8Array[];
  /** The statuses it went through after opening, in order. */
  passos: StatusChamado[];
};

/**
 * Seeds the suppliers and the given chamados (issue 36), each with its timeline; a concluded one's
 * cost goes where its triage says, like the conclusion route sends it. Runs once, on an empty demo.
 */
export const semearChamados = async (
  deps: Deps,
  pessoas: { admin: SessionUser; proprietario: SessionUser },
  chamados: readonly ChamadoDemo[],
): Promise<void> => {
  const ids: string[] = [];
  for (const p of PRESTADORES) {
    const id = randomUUID();
    await inserirPrestador(deps.db, id, prestadorEntradaSchema.parse(p), deps.now().toISOString());
    ids.push(id);
  }
  for (const d of chamados) {
    const fotos = await guardarFotosChamado(
      deps.armazenamento,
      (d.fotos ?? []).map((bytes) => ({ bytes })),
    );
    await emTransacao(deps.db, async (trx) => {
      const id = randomUUID();
      const aberto = evento(deps, d.inquilino, 'aberto', M.eventos.aberto);
      await inserirChamado(trx, {
        id,
        numero: await proximaSequencia(trx, 'chamados'),
        contratoId: d.contratoId,
        imovelId: d.imovelId,
        categoria: d.categoria,
        descricao: d.descricao,
        urgencia: d.urgencia,
        abertoPor: d.inquilino.id,
        em: aberto.em,
        fotos,
      });
      await inserirEventos(trx, id, [aberto]);
      const { prestadorIndice, ...triagem } = d.triagem ?? {};
      const prestadorId = prestadorIndice === undefined ? null : ids[prestadorIndice]!;
      let de: StatusChamado = 'aberto';
      for (const para of d.passos) {
        const aprovacao = para === 'aprovado' || para === 'recusado_proprietario';
        const autor = aprovacao ? pessoas.proprietario : pessoas.admin;
        const valores = de === 'aberto' ? { ...triagem, prestadorId } : {};
        const extra = para === 'aprovado' ? { valorAprovadoCentavos: triagem.valorCentavos ?? null } : {};
        await alterarChamado(trx, id, de, { ...valores, ...extra, status: para }, deps.now().toISOString());
        const ch = (await obterChamado(trx, id))!;
        await inserirEventos(trx, id, [evento(deps, autor, para, textoDoStatus(para, ch))]);
        if (para === 'concluido') await destinarCusto(deps, pessoas.admin, ch, undefined).gravar(trx);
        de = para;
      }
    });
  }
};
