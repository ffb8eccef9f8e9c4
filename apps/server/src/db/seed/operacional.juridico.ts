import { randomUUID } from 'node:crypto';
import {
  formatBRL,
  formatCompetencia,
  formatData,
  MSG_SERVIDOR,
  proximoDiaUtil,
  hojeNaAgencia,
  somarDiasData,
  somarMesesAoMes,
} from '@morada/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Deps } from '../../http/context';
import { marcarCobranca, listarAtrasados, valorDevido } from '../../modules/pagamentos';

/** A small real PDF for the demo contract document. */
const pdfContrato = async (numero: string, inquilino: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const pagina = doc.addPage([595, 842]);
  const linhas = [
    `Contrato de Locação Residencial ${numero}`,
    '',
    `Locatária: ${inquilino}`,
    'Locadora: Morada Imóveis (administradora)',
    'Prazo: 30 meses. Vencimento: todo dia 10.',
    'Multa por atraso: 2%. Juros: 1% ao mês, pro rata die.',
  ];
  linhas.forEach((t, i) =>
    pagina.drawText(t, { x: 50, y: 780 - i * 22, size: i === 0 ? 16 : 12, font: fonte }),
  );
  return doc.save();
};

/** `dia` at `hora` in São Paulo (UTC−3 all year since 2019), capped at `agora`: never a future notice. */
const naAgencia = (dia: string, hora: string, agora: Date): Date => {
  const d = new Date(`${dia}T${hora}:00-03:00`);
  return d < agora ? d : agora;
};

/**
 * The cobrança the agency sent for the oldest month still late, as the real one reads
 * (MSG_SERVIDOR.avisoVencimento), dated the business day after its prazo, with the amount due that
 * day; the payment keeps that as its última cobrança. Undefined when nothing is late.
 */
const cobrancaEnviada = async (deps: Deps, contratoId: string, agora: Date) => {
  const [p] = await listarAtrasados(deps, contratoId);
  if (!p) return undefined;
  const dia = proximoDiaUtil(somarDiasData(proximoDiaUtil(p.vencimento), 1));
  const data = naAgencia(dia, '10:00', agora);
  const { total } = await valorDevido(deps, p.id, hojeNaAgencia(data));
  await marcarCobranca(deps.db, [p.id], data.toISOString());
  const mensagem = MSG_SERVIDOR.avisoVencimento.vencido(
    formatCompetencia(p.competencia),
    formatData(p.vencimento),
    formatBRL(total),
  );
  return { titulo: MSG_SERVIDOR.cobranca.titulo, mensagem, data };
};

/**
 * Demo legal department and tenant inbox around the contract `inquilina.numero`: three documents
 * (the signed contract as a real PDF, a scheduled inspection, a pending power of attorney), three
 * cases of varied priority and status, and four notifications for the tenant (two unread), each
 * dated by its event.
 */
export const seedJuridico = async (
  deps: Deps,
  inquilina: { numero: string; nome: string; id: string; imovel: string },
): Promise<void> => {
  const { db } = deps;
  const agora = deps.now();
  // Documents belong to the contract by its id; the número is only what the admin typed.
  const contrato = await db
    .selectFrom('contratos')
    .select(['id', 'data_inicio'])
    .where('numero', '=', inquilina.numero)
    .executeTakeFirst();
  const hoje = hojeNaAgencia(agora);
  const mes = hoje.slice(0, 7);
  // Legal documents: the signed contract (a real PDF), a scheduled inspection, a pending power of attorney.
  const arquivo = `${randomUUID()}.pdf`;
  const pdf = await pdfContrato(inquilina.numero, inquilina.nome);
  await deps.armazenamento.gravar('documentos', arquivo, pdf, 'application/pdf');
  const doc = (titulo: string, tipo: string, extra: Record<string, string | null>) => ({
    id: randomUUID(),
    titulo,
    tipo,
    descricao: '',
    autor: 'Dra. Helena Prado',
    contrato_relacionado: '',
    contrato_id: null,
    imovel_relacionado: '',
    status: 'Ativo',
    tags: '[]',
    observacoes: '',
    arquivo_path: null,
    arquivo_nome: null,
    formato: null,
    created_at: agora.toISOString(),
    ...extra,
  });
  await db
    .insertInto('documentos_juridicos')
    .values([
      doc(`Contrato de Locação ${inquilina.numero}`, 'Contrato', {
        descricao: 'Contrato assinado pelas partes',
        contrato_relacionado: inquilina.numero,
        contrato_id: contrato?.id ?? null,
        imovel_relacionado: inquilina.imovel,
        tags: JSON.stringify(['locação', 'assinado']),
        arquivo_path: arquivo,
        arquivo_nome: `contrato-${inquilina.numero}.pdf`,
        formato: 'pdf',
        created_at: `${somarMesesAoMes(mes, -10)}-01T12:00:00.000Z`,
      }),
      doc('Vistoria periódica do imóvel', 'Vistoria', {
        descricao: 'Vistoria anual agendada com a locatária',
        contrato_relacionado: inquilina.numero,
        contrato_id: contrato?.id ?? null,
        imovel_relacionado: inquilina.imovel,
        status: 'Pendente',
        tags: JSON.stringify(['vistoria']),
        // Dated on the inspection day, which is what the tenant's 'Próximos Eventos' shows.
        created_at: `${somarDiasData(hoje, 20)}T12:00:00.000Z`,
      }),
      doc('Procuração para administração', 'Procuração', {
        autor: 'Dr. Marcos Lima',
        descricao: 'Procuração do proprietário para a administradora',
        status: 'Pendente',
        created_at: `${somarDiasData(hoje, -30)}T12:00:00.000Z`,
      }),
    ])
    .execute();

  const proc = (numero: string, extra: Record<string, string | number | null>) => ({
    id: randomUUID(),
    numero,
    tipo: 'Despejo',
    contrato_id: '',
    status: 'Aberto',
    prioridade: 'Média',
    descricao: '',
    advogado_responsavel: 'Dra. Helena Prado',
    partes_envolvidas: '',
    data_prazo: null,
    documentos: '[]',
    valor: 0,
    observacoes: '',
    created_at: agora.toISOString(),
    ...extra,
  });
  await db
    .insertInto('processos')
    .values([
      proc('1002345-12.2026.8.26.0100', {
        tipo: 'Cobrança',
        contrato_id: inquilina.numero,
        status: 'Em Andamento',
        prioridade: 'Alta',
        descricao: `Ação de cobrança dos aluguéis em atraso do contrato ${inquilina.numero}, com multa e juros contratuais.`,
        partes_envolvidas: `Morada Imóveis x ${inquilina.nome}`,
        data_prazo: somarDiasData(hoje, 10),
        valor: 6140,
      }),
      proc('0009876-54.2025.8.26.0100', {
        tipo: 'Danos',
        status: 'Aberto',
        prioridade: 'Urgente',
        descricao: 'Danos ao imóvel apurados na vistoria de saída de contrato anterior.',
        advogado_responsavel: 'Dr. Marcos Lima',
        data_prazo: somarDiasData(hoje, 40),
        valor: 12000,
      }),
      proc('0004321-00.2025.8.26.0100', {
        tipo: 'Renovação',
        status: 'Concluído',
        prioridade: 'Baixa',
        descricao: 'Ação renovatória de locação comercial concluída com acordo.',
      }),
    ])
    .execute();

  // Each notice is dated by its event, never by the moment the demo was seeded: the welcome on the
  // contract's first day, the cobrança when it was sent, the others shortly before today.
  const diasAtras = (dias: number) => new Date(agora.getTime() - dias * 86_400_000);
  const cobranca = contrato ? await cobrancaEnviada(deps, contrato.id, agora) : undefined;
  const avisos: { titulo: string; mensagem: string; data: Date; lida: number }[] = [
    {
      titulo: 'Bem-vinda à Morada',
      mensagem: `Seu contrato ${inquilina.numero} está ativo. Boletos e documentos ficam nesta área.`,
      data: contrato ? naAgencia(contrato.data_inicio, '09:00', agora) : diasAtras(300),
      lida: 1,
    },
    {
      titulo: 'Reajuste anual',
      mensagem: 'O reajuste anual pelo IGP-M será aplicado no próximo aniversário do contrato.',
      data: diasAtras(60),
      lida: 1,
    },
    ...(cobranca ? [{ ...cobranca, lida: 0 }] : []),
    {
      titulo: 'Vistoria agendada',
      mensagem: `A vistoria periódica do imóvel está agendada para ${formatData(somarDiasData(hoje, 20))}.`,
      data: diasAtras(1),
      lida: 0,
    },
  ];
  await db
    .insertInto('notificacoes')
    .values(
      avisos.map((a) => ({
        id: randomUUID(),
        usuario_id: inquilina.id,
        titulo: a.titulo,
        mensagem: a.mensagem,
        data: a.data.toISOString(),
        lida: a.lida,
        origem: a.titulo === MSG_SERVIDOR.cobranca.titulo ? 'cobranca' : 'sistema',
      })),
    )
    .execute();
};
