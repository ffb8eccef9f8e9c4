/** Vistorias de entrada e saída (issue 36). Column names never leave the repositories. */
import type { Generated } from 'kysely';

export interface VistoriaTable {
  id: string;
  contrato_id: string;
  tipo: string;
  status: string;
  vistoriador_id: string | null;
  vistoriador_nome: string;
  realizada_em: string;
  concluida_em: string | null;
  /** YYYY-MM-DD. */
  prazo_revisao_ate: string | null;
  laudo_arquivo: string | null;
  atualizado_em: string;
}

export interface VistoriaAmbienteTable {
  id: string;
  vistoria_id: string;
  nome: string;
  ordem: number;
}

export interface VistoriaItemTable {
  id: string;
  vistoria_id: string;
  ambiente_id: string;
  nome: string;
  ordem: number;
  estado: string | null;
  observacao: Generated<string>;
  dano_descricao: string | null;
  dano_centavos: number | null;
}

export interface VistoriaFotoTable {
  id: string;
  vistoria_id: string;
  item_id: string;
  /** 'vistoria' | 'contestacao' */
  origem: string;
  arquivo: string;
  criada_em: string;
}

export interface VistoriaContestacaoTable {
  item_id: string;
  vistoria_id: string;
  texto: string;
  autor_id: string | null;
  em: string;
  resposta: string | null;
  resposta_aceita: number | null;
  respondida_em: string | null;
}

export interface MedidorTable {
  vistoria_id: string;
  tipo: string;
  leitura: string;
  ordem: number;
}

export interface ChaveTable {
  vistoria_id: string;
  descricao: string;
  quantidade: number;
  ordem: number;
}
