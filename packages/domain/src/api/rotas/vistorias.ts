import { z } from 'zod';
import { FOTO_MAX_BYTES } from '../../constants';
import { idSchema } from '../../shared/fields';
import {
  ambientesEntradaSchema,
  contestacaoCamposSchema,
  danosEntradaSchema,
  itemComparadoSchema,
  itemEntradaSchema,
  itemVistoriaSchema,
  medidoresChavesSchema,
  novaVistoriaSchema,
  respostaContestacaoSchema,
  VISTORIA_FOTOS_POR_ENVIO,
  vistoriaSchema,
  vistoriasFiltroSchema,
} from '../../vistorias/vistorias.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Vistorias';
/** The inspectors: the back office and its corretores (any contract: docs/decisions/035). */
const vistoriador = ['admin', 'corretor'] as const;
/** Whoever may see a vistoria's laudo and photos: the inspectors and the contract's two parties. */
const leitores = ['admin', 'corretor', 'inquilino', 'proprietario'] as const;
const umaVistoria = { schema: vistoriaSchema } as const;
const doItem = z.object({ id: idSchema, itemId: idSchema });
const daFoto = z.object({ id: idSchema, fotoId: idSchema });
const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const fotos = {
  campo: 'fotos',
  multiplo: true,
  tipos: TIPOS_FOTO,
  descricao: `Até ${VISTORIA_FOTOS_POR_ENVIO} fotos por envio, 5 MB cada; regravadas em JPEG sem metadados.`,
} as const;
/** One upload's photos plus room for the text fields. */
const MAX_CORPO_FOTOS_BYTES = VISTORIA_FOTOS_POR_ENVIO * FOTO_MAX_BYTES + 1024 * 1024;

/**
 * Vistorias de entrada e saída (issue 36): an inspector fills one on a phone in small, repeatable
 * saves; the laudo goes to the tenant, who accepts or contests items within the agency's period;
 * the exit one is compared with the entry one and its damages feed the rescisão's settlement.
 */
export const ROTAS_VISTORIAS = [
  rota({
    metodo: 'POST',
    caminho: '/api/vistorias',
    grupo,
    resumo: 'Inicia a vistoria de entrada (do modelo de ambientes) ou de saída (dos ambientes da entrada).',
    descricao:
      'Uma de cada tipo por contrato (repetir: 409). A de saída exige a de entrada concluída (409); ' +
      'contrato inexistente: 404.',
    papeis: vistoriador,
    corpo: novaVistoriaSchema,
    exemploCorpo: { contratoId: '9d3e6f1a-4b2c-4e8d-a7f6-1c2b3d4e5f60', tipo: 'entrada' },
    resposta: { status: 201, ...umaVistoria },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/vistorias',
    grupo,
    resumo: 'As vistorias de um contrato (entrada primeiro).',
    papeis: vistoriador,
    consulta: vistoriasFiltroSchema,
    resposta: { schema: z.array(vistoriaSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/vistorias/{id}',
    grupo,
    resumo: 'Uma vistoria com ambientes, itens, fotos, medidores e chaves.',
    papeis: vistoriador,
    parametros: parametroId,
    resposta: umaVistoria,
    erros: [404],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/vistorias/{id}/ambientes',
    grupo,
    resumo: 'Ambientes e itens na ordem mostrada: cria, renomeia, reordena e remove.',
    descricao:
      'Com `id`, mantém o ambiente/item (renomeado); sem, cria; o que ficar de fora sai com as fotos. ' +
      'Vistoria concluída: 409.',
    papeis: vistoriador,
    parametros: parametroId,
    corpo: ambientesEntradaSchema,
    exemploCorpo: { ambientes: [{ nome: 'Sala', itens: [{ nome: 'Piso' }, { nome: 'Paredes' }] }] },
    resposta: umaVistoria,
    erros: [404, 409],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/vistorias/{id}/itens/{itemId}',
    grupo,
    resumo: 'Estado e observação de um item (repetir o mesmo envio não muda nada).',
    papeis: vistoriador,
    parametros: doItem,
    corpo: itemEntradaSchema,
    exemploCorpo: { estado: 'bom', observacao: 'Pequeno risco perto da porta.' },
    resposta: { schema: itemVistoriaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/vistorias/{id}/itens/{itemId}/fotos',
    grupo,
    resumo: 'Acrescenta fotos a um item (multipart `fotos`); responde o item.',
    descricao:
      'As mesmas regras das fotos dos imóveis (tamanho 413, não imagem 415, pixels demais 413). Guardadas ' +
      'em área privada. Reenvio com o mesmo Idempotency-Key não duplica as fotos.',
    papeis: vistoriador,
    parametros: doItem,
    multipart: { arquivos: [fotos] },
    limiteCorpo: MAX_CORPO_FOTOS_BYTES,
    resposta: { status: 201, schema: itemVistoriaSchema },
    erros: [404, 409, 413, 415],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/vistorias/{id}/fotos/{fotoId}',
    grupo,
    resumo: 'Uma foto da vistoria (JPEG), para os vistoriadores e as partes do contrato.',
    papeis: leitores,
    parametros: daFoto,
    resposta: { arquivo: 'image/jpeg' },
    erros: [404],
  }),
  rota({
    metodo: 'DELETE',
    caminho: '/api/vistorias/{id}/fotos/{fotoId}',
    grupo,
    resumo: 'Apaga uma foto do vistoriador (vistoria concluída: 409).',
    papeis: vistoriador,
    parametros: daFoto,
    resposta: { status: 204 },
    erros: [404, 409],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/vistorias/{id}/medidores-chaves',
    grupo,
    resumo: 'Leituras dos medidores (água, luz, gás) e chaves entregues; a lista substitui a anterior.',
    papeis: vistoriador,
    parametros: parametroId,
    corpo: medidoresChavesSchema,
    exemploCorpo: {
      medidores: [{ tipo: 'agua', leitura: '001234' }],
      chaves: [{ descricao: 'Porta da sala', quantidade: 2 }],
    },
    resposta: umaVistoria,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/vistorias/{id}/conclusao',
    grupo,
    resumo: 'Conclui a vistoria: gera o laudo em PDF e abre o prazo de revisão do inquilino.',
    descricao:
      'Status "em revisão" até o fim do prazo da imobiliária (padrão 7 dias); o inquilino é avisado. ' +
      'Já concluída: 409.',
    papeis: vistoriador,
    parametros: parametroId,
    resposta: umaVistoria,
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/vistorias/{id}/laudo.pdf',
    grupo,
    resumo:
      'O laudo em PDF, com as fotos: vistoriadores, o inquilino do contrato e o proprietário do imóvel.',
    descricao: 'Qualquer outro inquilino ou proprietário: 404.',
    papeis: leitores,
    parametros: parametroId,
    resposta: { arquivo: 'application/pdf' },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/vistorias/{id}/comparacao',
    grupo,
    resumo: 'A vistoria de saída item a item contra a de entrada: antes, depois e se piorou.',
    descricao: 'Só para a vistoria de saída (a de entrada: 409).',
    papeis: vistoriador,
    parametros: parametroId,
    resposta: { schema: z.array(itemComparadoSchema) },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/vistorias/{id}/danos',
    grupo,
    resumo: 'Os danos da vistoria de saída, em centavos: entram no acerto da rescisão do contrato.',
    descricao:
      'A lista substitui a anterior (vazia apaga). Responde as linhas que o acerto inclui, uma vez cada. ' +
      'Vistoria de entrada ou ainda não concluída: 409; item de outra vistoria: 404.',
    papeis: ['admin'],
    parametros: parametroId,
    corpo: danosEntradaSchema,
    exemploCorpo: {
      itens: [
        { itemId: '9d3e6f1a-4b2c-4e8d-a7f6-1c2b3d4e5f60', valorCentavos: 45000, descricao: 'Troca do piso' },
      ],
    },
    resposta: {
      schema: z.array(z.object({ descricao: z.string(), valorCentavos: z.number().int() })),
    },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/vistorias/{id}/itens/{itemId}/contestacao/resposta',
    grupo,
    resumo: 'A imobiliária responde à contestação de um item (aceitando-a ou não).',
    descricao: 'Respondidas todas, a vistoria fica encerrada. Item sem contestação ou já respondida: 409.',
    papeis: ['admin'],
    parametros: doItem,
    corpo: respostaContestacaoSchema,
    exemploCorpo: { texto: 'O risco já constava nas fotos da entrada.', aceitar: false },
    resposta: umaVistoria,
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/vistorias',
    grupo,
    resumo: 'As vistorias concluídas dos contratos do inquilino.',
    papeis: ['inquilino'],
    resposta: { schema: z.array(vistoriaSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/locatario/vistorias/{id}/aceite',
    grupo,
    resumo: 'O inquilino aceita o laudo.',
    descricao:
      'Só enquanto a vistoria está em revisão e dentro do prazo (senão 409); a de outro contrato: 404.',
    papeis: ['inquilino'],
    parametros: parametroId,
    resposta: umaVistoria,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/locatario/vistorias/{id}/itens/{itemId}/contestacao',
    grupo,
    resumo: 'O inquilino contesta um item do laudo, com texto e fotos.',
    descricao:
      'multipart/form-data: texto e até 6 fotos. Depois do prazo: 409; vistoria de outro contrato: 404. ' +
      'A imobiliária é avisada.',
    papeis: ['inquilino'],
    parametros: doItem,
    multipart: { campos: contestacaoCamposSchema, arquivos: [fotos] },
    limiteCorpo: MAX_CORPO_FOTOS_BYTES,
    resposta: umaVistoria,
    erros: [404, 409, 413, 415],
    idempotente: true,
  }),
] as const;
