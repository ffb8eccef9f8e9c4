/** Maintenance requests (issue 36): suppliers, chamados, their timeline and photos. Column names never leave the repositories. */

export interface PrestadorTable {
  id: string;
  nome: string;
  /** CPF or CNPJ digits. */
  documento: string;
  telefone: string;
  email: string;
  /** JSON list of categories. */
  especialidades: string;
  ativo: number;
  criado_em: string;
}

export interface ChamadoTable {
  id: string;
  numero: number;
  contrato_id: string;
  imovel_id: string;
  categoria: string;
  descricao: string;
  urgencia: string;
  status: string;
  prestador_id: string | null;
  /** YYYY-MM-DDTHH:MM in São Paulo. */
  agendado_para: string | null;
  valor_centavos: number | null;
  valor_aprovado_centavos: number | null;
  responsavel: string | null;
  comprovante_path: string | null;
  comprovante_nome: string | null;
  despesa_id: string | null;
  pagamento_id: string | null;
  aberto_por: string | null;
  aberto_em: string;
  atualizado_em: string;
}

export interface ChamadoEventoTable {
  id: string;
  chamado_id: string;
  ordem: number;
  em: string;
  autor_id: string | null;
  autor_nome: string;
  papel: string;
  status: string;
  texto: string;
}

export interface ChamadoFotoTable {
  id: string;
  chamado_id: string;
  /** The stored file: `chamado-<uuid>.jpg` in documentos (an older row: its /uploads/fotos URL). */
  arquivo: string;
  ordem: number;
}
