import { z } from 'zod';
import { aditivoEntradaSchema, aditivoSchema } from '../../ciclo/aditivo.schema';
import { garantiaEntradaSchema, garantiaSchema } from '../../ciclo/garantia.schema';
import {
  calculoRescisaoSchema,
  devolucaoEntradaSchema,
  rescisaoEntradaSchema,
  rescisaoSchema,
} from '../../ciclo/rescisao.schema';
import { idSchema } from '../../shared/fields';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

// A contract's life after signing: its guarantee (Lei 8.245 art. 37), its end (art. 4) and renewals.
const admin = ['admin'] as const;
const garantias = 'Garantias';
const rescisoes = 'Rescisões';
const aditivos = 'Termos aditivos';

export const ROTAS_CICLO = [
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/garantia',
    grupo: garantias,
    resumo: 'A garantia do contrato (fiador, seguro-fiança, caução ou título), null sem uma.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: z.object({ garantia: garantiaSchema.nullable() }) },
    erros: [404],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/contratos/{id}/garantia',
    grupo: garantias,
    resumo: 'Grava a garantia do contrato, substituindo a anterior (uma por contrato).',
    descricao: 'A caução vai até três aluguéis; um contrato encerrado não muda de garantia (409).',
    papeis: admin,
    parametros: parametroId,
    corpo: garantiaEntradaSchema,
    exemploCorpo: {
      tipo: 'fiador',
      nome: 'Roberto Almeida',
      cpf: '529.982.247-25',
      telefone: '(11) 97654-3210',
      email: 'roberto.almeida@email.com.br',
      imovelOferecido: 'Casa na Rua das Palmeiras, 120 — Campinas/SP, matrícula 45.678',
    },
    resposta: { schema: garantiaSchema },
    erros: [404, 409],
  }),
  exclusaoPorId({
    caminho: '/api/contratos/{id}/garantia',
    grupo: garantias,
    resumo: 'Retira a garantia de um contrato em vigor.',
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/rescisao/simular',
    grupo: rescisoes,
    resumo: 'Calcula o acerto da rescisão numa data de saída, sem gravar nada.',
    papeis: admin,
    parametros: parametroId,
    corpo: rescisaoEntradaSchema,
    resposta: { schema: calculoRescisaoSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/rescisao',
    grupo: rescisoes,
    resumo:
      'Rescinde o contrato: o saldo vira uma cobrança (boleto + PIX) ou um valor a devolver; libera o imóvel.',
    descricao:
      'Os meses em aberto até a saída entram no acerto, que vence 10 dias depois (nada nasce vencido); os meses seguintes são cancelados. O contrato fica Finalizado e o inquilino é avisado; um mês seguinte com recebimento impede a rescisão (409).',
    papeis: admin,
    parametros: parametroId,
    corpo: rescisaoEntradaSchema,
    exemploCorpo: {
      dataSaida: '2026-06-15',
      motivo: 'pelo-locatario',
      dispensarMulta: false,
      caucaoDestino: 'abater',
      ajustes: [{ descricao: 'Reparo da pintura da sala', valor: '450,00' }],
      observacoes: 'Chaves entregues na vistoria de saída.',
    },
    resposta: { status: 201, schema: rescisaoSchema },
    erros: [404, 409],
    idempotente: true,
    // The property is free again (Disponível).
    invalida: ['imoveis'],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/rescisao/devolucao',
    grupo: rescisoes,
    resumo: 'Registra a devolução ao locatário do saldo da rescisão (data e meio), uma única vez.',
    descricao:
      'Sem valor a devolver, ou já devolvido, é 409; data futura ou anterior à saída é 400 no campo.',
    papeis: admin,
    parametros: parametroId,
    corpo: devolucaoEntradaSchema,
    exemploCorpo: { data: '2026-06-20', meio: 'Transferência' },
    resposta: { schema: rescisaoSchema },
    erros: [404, 409],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/rescisao',
    grupo: rescisoes,
    resumo: 'A rescisão registrada do contrato, com o acerto calculado.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: rescisaoSchema },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/rescisao/termo.pdf',
    grupo: rescisoes,
    resumo: 'O termo de rescisão em PDF, para a administração e o inquilino do contrato.',
    papeis: ['admin', 'inquilino'],
    parametros: parametroId,
    resposta: { arquivo: 'application/pdf' },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/aditivos',
    grupo: aditivos,
    resumo: 'Os termos aditivos (renovações) do contrato.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: z.array(aditivoSchema), totalNoCabecalho: true },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/aditivos',
    grupo: aditivos,
    resumo: 'Renova um contrato ativo: nova data de término e, se houver, novo aluguel a partir da vigência.',
    descricao: 'Um novo aluguel reemite os pagamentos em aberto que vencem desde a vigência.',
    papeis: admin,
    parametros: parametroId,
    corpo: aditivoEntradaSchema,
    exemploCorpo: {
      novaDataFim: '2030-01-31',
      novoAluguel: '3.450,00',
      vigencia: '2029-02-01',
      observacoes: 'Renovação por mais 12 meses, aluguel negociado.',
    },
    resposta: { status: 201, schema: aditivoSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/aditivos/{aditivoId}/termo.pdf',
    grupo: aditivos,
    resumo:
      'O termo aditivo em PDF, para a administração e as partes do contrato (inquilino e proprietário).',
    papeis: ['admin', 'inquilino', 'proprietario'],
    parametros: z.object({ id: idSchema, aditivoId: idSchema }),
    resposta: { arquivo: 'application/pdf' },
    erros: [404],
  }),
] as const;
