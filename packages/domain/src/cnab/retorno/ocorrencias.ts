import type { TipoOcorrenciaRetorno } from './tipos';

/** FEBRABAN CNAB 240 v10, nota C044 (código de movimento retorno) → what Morada does with it. */
export const TIPO_MOVIMENTO_240: Readonly<Record<string, TipoOcorrenciaRetorno>> = {
  '02': 'entrada_confirmada',
  '03': 'entrada_rejeitada',
  '06': 'liquidacao',
  '17': 'liquidacao',
  '09': 'baixa',
  '14': 'alteracao_confirmada',
  '27': 'alteracao_confirmada',
  '28': 'tarifa',
};

/** Bradesco CNAB 400, "identificação de ocorrência" (posições 109–110). */
export const TIPO_OCORRENCIA_BRADESCO_400: Readonly<Record<string, TipoOcorrenciaRetorno>> = {
  '02': 'entrada_confirmada',
  '03': 'entrada_rejeitada',
  '24': 'entrada_rejeitada',
  '06': 'liquidacao',
  '15': 'liquidacao',
  '17': 'liquidacao',
  '09': 'baixa',
  '10': 'baixa',
  '14': 'alteracao_confirmada',
  '33': 'alteracao_confirmada',
  '28': 'tarifa',
};

/** Itaú CNAB 400, "código de ocorrência" (posições 109–110). */
export const TIPO_OCORRENCIA_ITAU_400: Readonly<Record<string, TipoOcorrenciaRetorno>> = {
  '02': 'entrada_confirmada',
  '03': 'entrada_rejeitada',
  '06': 'liquidacao',
  '07': 'liquidacao',
  '08': 'liquidacao',
  '09': 'baixa',
  '10': 'baixa',
  '04': 'alteracao_confirmada',
  '14': 'alteracao_confirmada',
};

/** FEBRABAN CNAB 240 v10, nota C047: reasons of a rejection (movimentos 03, 26, 30). */
const MOTIVOS_REJEICAO: Readonly<Record<string, string>> = {
  '01': 'Código do banco inválido',
  '02': 'Código do registro detalhe inválido',
  '03': 'Código do segmento inválido',
  '04': 'Código de movimento não permitido para a carteira',
  '05': 'Código de movimento inválido',
  '06': 'Tipo/número de inscrição do beneficiário inválidos',
  '07': 'Agência/conta/dígito inválidos',
  '08': 'Nosso número inválido',
  '09': 'Nosso número duplicado',
  '10': 'Carteira inválida',
  '11': 'Forma de cadastramento do título inválida',
  '12': 'Tipo de documento inválido',
  '13': 'Identificação da emissão do boleto inválida',
  '14': 'Identificação da distribuição do boleto inválida',
  '15': 'Características da cobrança incompatíveis',
  '16': 'Data de vencimento inválida',
  '17': 'Data de vencimento anterior à data de emissão',
  '18': 'Vencimento fora do prazo de operação',
  '20': 'Valor do título inválido',
  '21': 'Espécie do título inválida',
  '22': 'Espécie do título não permitida para a carteira',
  '23': 'Aceite inválido',
  '24': 'Data da emissão inválida',
  '25': 'Data da emissão posterior à data de entrada',
  '26': 'Código de juros de mora inválido',
  '27': 'Valor/taxa de juros de mora inválido',
  '28': 'Código do desconto inválido',
  '29': 'Valor do desconto maior ou igual ao valor do título',
  '30': 'Desconto a conceder não confere',
  '32': 'Valor do IOF inválido',
  '33': 'Valor do abatimento inválido',
  '34': 'Valor do abatimento maior ou igual ao valor do título',
  '37': 'Código para protesto inválido',
  '38': 'Prazo para protesto inválido',
  '42': 'Código para baixa/devolução inválido',
  '43': 'Prazo para baixa/devolução inválido',
  '44': 'Código da moeda inválido',
  '45': 'Nome do pagador não informado',
  '46': 'Tipo/número de inscrição do pagador inválidos',
  '47': 'Endereço do pagador não informado',
  '48': 'CEP inválido',
  '49': 'CEP sem praça de cobrança',
  '52': 'Unidade da federação inválida',
  '57': 'Código da multa inválido',
  '58': 'Data da multa inválida',
  '59': 'Valor/percentual da multa inválido',
  '60': 'Movimento para título não cadastrado',
  '63': 'Entrada para título já cadastrado',
};

/** FEBRABAN CNAB 240 v10, nota C047: reasons of a baixa (movimento 09). */
const MOTIVOS_BAIXA: Readonly<Record<string, string>> = {
  '09': 'Baixa comandada pelo banco',
  '10': 'Baixa comandada pelo beneficiário (arquivo)',
  '11': 'Baixa comandada pelo beneficiário (on-line)',
  '12': 'Baixa por decurso de prazo (beneficiário)',
  '13': 'Baixa por decurso de prazo (banco)',
  '14': 'Título protestado',
  '15': 'Título excluído',
};

/**
 * pt-BR text of the reason codes (2 characters each, up to 5) a rejection or baixa carries; a
 * code out of the table (or of a bank with its own table, such as Itaú's CNAB 400) is shown with
 * its number so the user can look it up with the bank.
 */
export const motivoOcorrencia = (
  natureza: 'rejeicao' | 'baixa' | undefined,
  codigos: string,
  tabelaFebraban = true,
): string | undefined => {
  if (!natureza) return undefined;
  const tabela: Readonly<Record<string, string>> = !tabelaFebraban
    ? {}
    : natureza === 'rejeicao'
      ? MOTIVOS_REJEICAO
      : MOTIVOS_BAIXA;
  const partes = (codigos.match(/.{1,2}/g) ?? [])
    .map((c) => c.trim())
    .filter((c) => c !== '' && !/^0+$/.test(c))
    .map((c) => tabela[c] ?? `Motivo ${c} informado pelo banco`);
  return partes.length > 0 ? partes.join('; ') : undefined;
};
