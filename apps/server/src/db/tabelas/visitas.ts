import type { ColumnType } from 'kysely';

/** A visit to a property (issue 35). Instants are ISO text in UTC; column names never leave the repository. */
export interface VisitaTable {
  id: string;
  imovel_id: string;
  lead_id: string | null;
  corretor_id: string | null;
  visitante_nome: string;
  visitante_email: string;
  visitante_telefone: string;
  mensagem: string | null;
  inicio: string;
  fim: string;
  status: string;
  proposta_inicio: string | null;
  motivo_cancelamento: string | null;
  feedback_interesse: string | null;
  feedback_comentario: string | null;
  resposta_token_hash: string | null;
  resposta_usada_em: string | null;
  lembrete_enviado_em: string | null;
  sequencia: ColumnType<number, number | undefined, number>;
  criada_em: string;
  atualizada_em: string;
}
