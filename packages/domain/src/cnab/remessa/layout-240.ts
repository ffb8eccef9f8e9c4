import { campo, type LayoutRegistro } from '../campos';

/**
 * FEBRABAN CNAB 240 v10 (cobrança), the records every bank starts from. Banks replace some
 * position ranges with their own fields (bancos-240.ts). Positions and names follow the FEBRABAN
 * manual; brcobranca (lib/brcobranca/remessa/cnab240/base.rb, MIT) was used as a cross-check.
 */
/** Controle (1–8): bank, batch and record type, the start of every record. */
const controle = (lote: string, registro: string) => [
  campo('banco', 'Código do banco', 1, 3, 'num'),
  campo('lote', 'Lote de serviço', 4, 7, 'num', { fixo: lote }),
  campo('registro', 'Tipo de registro', 8, 8, 'num', { fixo: registro }),
];

/** Agência, conta and their digits (20 positions from `de`): headers and segment P alike. */
const contaCorrente = (de: number) => [
  campo('agencia', 'Agência', de, de + 4, 'num'),
  campo('agenciaDv', 'Dígito da agência', de + 5, de + 5, 'alfa'),
  campo('conta', 'Conta corrente', de + 6, de + 17, 'num'),
  campo('contaDv', 'Dígito da conta', de + 18, de + 18, 'alfa'),
  campo('agenciaContaDv', 'Dígito da agência/conta', de + 19, de + 19, 'alfa'),
];

/** Convênio, account and company name: 33–102 in the header arquivo, one position right (d = 1) in the header lote. */
const empresa = (d: number) => [
  campo('convenio', 'Código do convênio no banco', 33 + d, 52 + d, 'alfa'),
  ...contaCorrente(53 + d),
  campo('nomeEmpresa', 'Nome da empresa', 73 + d, 102 + d, 'alfa'),
];

export const HEADER_ARQUIVO_240: LayoutRegistro = [
  ...controle('0000', '0'),
  campo('cnab1', 'Uso exclusivo FEBRABAN', 9, 17, 'alfa'),
  campo('tipoInscricao', 'Tipo de inscrição da empresa', 18, 18, 'num'),
  campo('inscricao', 'Número de inscrição da empresa', 19, 32, 'num'),
  ...empresa(0),
  campo('nomeBanco', 'Nome do banco', 103, 132, 'alfa'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 133, 142, 'alfa'),
  campo('codigoArquivo', 'Código remessa/retorno', 143, 143, 'num', { fixo: '1' }),
  campo('dataGeracao', 'Data de geração do arquivo', 144, 151, 'num'),
  campo('horaGeracao', 'Hora de geração do arquivo', 152, 157, 'num'),
  campo('nsa', 'Número sequencial do arquivo', 158, 163, 'num'),
  campo('versaoArquivo', 'Versão do layout do arquivo', 164, 166, 'num'),
  campo('densidade', 'Densidade de gravação', 167, 171, 'num'),
  campo('reservadoBanco', 'Para uso reservado do banco', 172, 191, 'alfa'),
  campo('reservadoEmpresa', 'Para uso reservado da empresa', 192, 211, 'alfa'),
  campo('cnab3', 'Uso exclusivo FEBRABAN', 212, 240, 'alfa'),
];

export const HEADER_LOTE_240: LayoutRegistro = [
  ...controle('0001', '1'),
  campo('operacao', 'Tipo de operação', 9, 9, 'alfa', { fixo: 'R' }),
  campo('servico', 'Tipo de serviço', 10, 11, 'num', { fixo: '01' }),
  campo('cnab1', 'Uso exclusivo FEBRABAN', 12, 13, 'alfa'),
  campo('versaoLote', 'Versão do layout do lote', 14, 16, 'num'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 17, 17, 'alfa'),
  campo('tipoInscricao', 'Tipo de inscrição da empresa', 18, 18, 'num'),
  campo('inscricao', 'Número de inscrição da empresa', 19, 33, 'num'),
  ...empresa(1),
  campo('mensagem1', 'Mensagem 1', 104, 143, 'alfa'),
  campo('mensagem2', 'Mensagem 2', 144, 183, 'alfa'),
  campo('nsa', 'Número remessa/retorno', 184, 191, 'num'),
  campo('dataGravacao', 'Data de gravação', 192, 199, 'num'),
  campo('dataCredito', 'Data do crédito', 200, 207, 'num'),
  campo('cnab3', 'Uso exclusivo FEBRABAN', 208, 240, 'alfa'),
];

const inicioDetalhe = (segmento: string) => [
  ...controle('0001', '3'),
  campo('sequencial', 'Número sequencial do registro no lote', 9, 13, 'num'),
  campo('segmento', 'Código do segmento', 14, 14, 'alfa', { fixo: segmento }),
  campo('cnab1', 'Uso exclusivo FEBRABAN', 15, 15, 'alfa'),
  campo('movimento', 'Código de movimento remessa', 16, 17, 'num'),
];

export const SEGMENTO_P: LayoutRegistro = [
  ...inicioDetalhe('P'),
  ...contaCorrente(18),
  campo('nossoNumero', 'Nosso número', 38, 57, 'alfa', { estrito: true }),
  campo('codigoCarteira', 'Código da carteira', 58, 58, 'num', { fixo: '1' }),
  campo('cadastramento', 'Forma de cadastramento do título', 59, 59, 'num', { fixo: '1' }),
  campo('tipoDocumento', 'Tipo de documento', 60, 60, 'alfa', { fixo: '1' }),
  campo('emissaoBoleto', 'Identificação da emissão do boleto', 61, 61, 'num', { fixo: '2' }),
  campo('distribuicao', 'Identificação da distribuição', 62, 62, 'alfa', { fixo: '2' }),
  campo('seuNumero', 'Número do documento de cobrança', 63, 77, 'alfa', { estrito: true }),
  campo('vencimento', 'Data de vencimento do título', 78, 85, 'num'),
  campo('valor', 'Valor do título', 86, 100, 'num'),
  campo('agenciaCobradora', 'Agência encarregada da cobrança', 101, 105, 'num'),
  campo('agenciaCobradoraDv', 'Dígito da agência encarregada', 106, 106, 'alfa'),
  campo('especie', 'Espécie do título', 107, 108, 'num', { fixo: '02' }),
  campo('aceite', 'Identificação de título aceito/não aceito', 109, 109, 'alfa', { fixo: 'N' }),
  campo('emissao', 'Data da emissão do título', 110, 117, 'num'),
  campo('codigoJuros', 'Código do juros de mora', 118, 118, 'num'),
  campo('dataJuros', 'Data do juros de mora', 119, 126, 'num'),
  campo('juros', 'Juros de mora por dia/taxa', 127, 141, 'num'),
  campo('codigoDesconto', 'Código do desconto 1', 142, 142, 'num'),
  campo('dataDesconto', 'Data do desconto 1', 143, 150, 'num'),
  campo('desconto', 'Valor/percentual do desconto 1', 151, 165, 'num'),
  campo('iof', 'Valor do IOF a ser recolhido', 166, 180, 'num'),
  campo('abatimento', 'Valor do abatimento', 181, 195, 'num'),
  campo('usoEmpresa', 'Identificação do título na empresa', 196, 220, 'alfa'),
  campo('codigoProtesto', 'Código para protesto', 221, 221, 'num', { fixo: '3' }),
  campo('prazoProtesto', 'Número de dias para protesto', 222, 223, 'num'),
  campo('codigoBaixa', 'Código para baixa/devolução', 224, 224, 'num', { fixo: '0' }),
  campo('prazoBaixa', 'Número de dias para baixa/devolução', 225, 227, 'num'),
  campo('moeda', 'Código da moeda', 228, 229, 'num', { fixo: '09' }),
  campo('contrato', 'Número do contrato da operação de crédito', 230, 239, 'num'),
  campo('cnab2', 'Uso livre banco/empresa', 240, 240, 'alfa'),
];

export const SEGMENTO_Q: LayoutRegistro = [
  ...inicioDetalhe('Q'),
  campo('tipoInscricao', 'Tipo de inscrição do pagador', 18, 18, 'num'),
  campo('inscricao', 'Número de inscrição do pagador', 19, 33, 'num'),
  campo('nome', 'Nome do pagador', 34, 73, 'alfa'),
  campo('endereco', 'Endereço do pagador', 74, 113, 'alfa'),
  campo('bairro', 'Bairro do pagador', 114, 128, 'alfa'),
  campo('cep', 'CEP do pagador', 129, 133, 'num'),
  campo('sufixoCep', 'Sufixo do CEP do pagador', 134, 136, 'num'),
  campo('cidade', 'Cidade do pagador', 137, 151, 'alfa'),
  campo('uf', 'UF do pagador', 152, 153, 'alfa'),
  campo('tipoInscricaoAvalista', 'Tipo de inscrição do sacador/avalista', 154, 154, 'num'),
  campo('inscricaoAvalista', 'Número de inscrição do sacador/avalista', 155, 169, 'num'),
  campo('nomeAvalista', 'Nome do sacador/avalista', 170, 209, 'alfa'),
  campo('bancoCorrespondente', 'Código do banco correspondente', 210, 212, 'num'),
  campo('nossoNumeroCorrespondente', 'Nosso número no banco correspondente', 213, 232, 'alfa'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 233, 240, 'alfa'),
];

export const SEGMENTO_R: LayoutRegistro = [
  ...inicioDetalhe('R'),
  campo('codigoDesconto2', 'Código do desconto 2', 18, 18, 'num'),
  campo('dataDesconto2', 'Data do desconto 2', 19, 26, 'num'),
  campo('desconto2', 'Valor/percentual do desconto 2', 27, 41, 'num'),
  campo('codigoDesconto3', 'Código do desconto 3', 42, 42, 'num'),
  campo('dataDesconto3', 'Data do desconto 3', 43, 50, 'num'),
  campo('desconto3', 'Valor/percentual do desconto 3', 51, 65, 'num'),
  campo('codigoMulta', 'Código da multa', 66, 66, 'num'),
  campo('dataMulta', 'Data da multa', 67, 74, 'num'),
  campo('multa', 'Valor/percentual da multa', 75, 89, 'num'),
  campo('informacaoPagador', 'Informação ao pagador', 90, 99, 'alfa'),
  campo('mensagem3', 'Mensagem 3', 100, 139, 'alfa'),
  campo('mensagem4', 'Mensagem 4', 140, 179, 'alfa'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 180, 199, 'alfa'),
  campo('ocorrenciaPagador', 'Código de ocorrência do pagador', 200, 207, 'num'),
  campo('bancoDebito', 'Código do banco na conta do débito', 208, 210, 'num'),
  campo('agenciaDebito', 'Agência do débito', 211, 215, 'num'),
  campo('agenciaDebitoDv', 'Dígito da agência do débito', 216, 216, 'alfa'),
  campo('contaDebito', 'Conta corrente para débito', 217, 228, 'num'),
  campo('contaDebitoDv', 'Dígito da conta do débito', 229, 229, 'alfa'),
  campo('agenciaContaDebitoDv', 'Dígito agência/conta do débito', 230, 230, 'alfa'),
  campo('avisoDebito', 'Aviso para débito automático', 231, 231, 'num'),
  campo('cnab3', 'Uso exclusivo FEBRABAN', 232, 240, 'alfa'),
];

export const TRAILER_LOTE_240: LayoutRegistro = [
  ...controle('0001', '5'),
  campo('cnab1', 'Uso exclusivo FEBRABAN', 9, 17, 'alfa'),
  campo('quantidade', 'Quantidade de registros do lote', 18, 23, 'num'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 24, 240, 'alfa'),
];

export const TRAILER_ARQUIVO_240: LayoutRegistro = [
  ...controle('9999', '9'),
  campo('cnab1', 'Uso exclusivo FEBRABAN', 9, 17, 'alfa'),
  campo('lotes', 'Quantidade de lotes do arquivo', 18, 23, 'num'),
  campo('quantidade', 'Quantidade de registros do arquivo', 24, 29, 'num'),
  campo('contas', 'Quantidade de contas para conciliação', 30, 35, 'num'),
  campo('cnab2', 'Uso exclusivo FEBRABAN', 36, 240, 'alfa'),
];
