/** Leads and their timelines (issue 35). Instants are ISO text in UTC; column names never leave the repository. */
export interface LeadTable {
  id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  email_chave: string | null;
  telefone_chave: string | null;
  etapa: string;
  motivo_perda: string | null;
  origem: string;
  imovel_id: string | null;
  corretor_id: string | null;
  criado_em: string;
  atualizado_em: string;
  primeira_resposta_em: string | null;
  ultima_atividade_em: string;
}

export interface LeadEventoTable {
  id: string;
  lead_id: string;
  tipo: string;
  texto: string;
  autor_id: string | null;
  autor_nome: string | null;
  em: string;
  origem: string | null;
  imovel_id: string | null;
  origem_externa_id: string | null;
}

export interface CliqueWhatsappTable {
  id: string;
  imovel_id: string;
  usuario_id: string | null;
  em: string;
}
