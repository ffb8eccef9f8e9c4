import { campo, trocarCampos, type CampoCnab, type LayoutRegistro } from '../campos';

/**
 * CNAB 400 remessa records of Bradesco ("Layout de Cobrança — CNAB 400", as implemented by
 * brcobranca lib/brcobranca/remessa/cnab400/bradesco.rb, MIT) and Itaú ("Cobrança CNAB 400",
 * brcobranca lib/brcobranca/remessa/cnab400/itau.rb).
 */
const HEADER_400: LayoutRegistro = [
  campo('registro', 'Identificação do registro', 1, 1, 'num', { fixo: '0' }),
  campo('operacao', 'Identificação do arquivo remessa', 2, 2, 'num', { fixo: '1' }),
  campo('literalRemessa', 'Literal remessa', 3, 9, 'alfa', { fixo: 'REMESSA' }),
  campo('servico', 'Código do serviço', 10, 11, 'num', { fixo: '01' }),
  campo('literalServico', 'Literal serviço', 12, 26, 'alfa', { fixo: 'COBRANCA' }),
  campo('identificacao', 'Identificação da empresa', 27, 46, 'alfa'),
  campo('nomeEmpresa', 'Nome da empresa', 47, 76, 'alfa'),
  campo('banco', 'Código do banco', 77, 79, 'num'),
  campo('nomeBanco', 'Nome do banco', 80, 94, 'alfa'),
  campo('dataGeracao', 'Data de gravação do arquivo', 95, 100, 'num'),
  campo('brancos', 'Brancos', 101, 394, 'alfa'),
  campo('sequencial', 'Número sequencial do registro', 395, 400, 'num', { fixo: '000001' }),
];

export const HEADER_400_BRADESCO: LayoutRegistro = trocarCampos(
  trocarCampos(HEADER_400, 27, 46, [campo('convenio', 'Código da empresa', 27, 46, 'num')]),
  101,
  394,
  [
    campo('brancos1', 'Brancos', 101, 108, 'alfa'),
    campo('sistema', 'Identificação do sistema', 109, 110, 'alfa', { fixo: 'MX' }),
    campo('nsa', 'Número sequencial de remessa', 111, 117, 'num'),
    campo('brancos2', 'Brancos', 118, 394, 'alfa'),
  ],
);

export const HEADER_400_ITAU: LayoutRegistro = trocarCampos(HEADER_400, 27, 46, [
  campo('agencia', 'Agência', 27, 30, 'num'),
  campo('zeros', 'Complemento do registro', 31, 32, 'num'),
  campo('conta', 'Conta', 33, 37, 'num'),
  campo('contaDv', 'DAC', 38, 38, 'alfa'),
  campo('brancos1', 'Brancos', 39, 46, 'alfa'),
]);

const seq = campo('sequencial', 'Número sequencial do registro', 395, 400, 'num');

/** A record after the header: its type (position 1, named as the bank's manual does), its fields, 395–400. */
const registro400 = (nome: string, tipo: string, campos: CampoCnab[]): LayoutRegistro => [
  campo('registro', nome, 1, 1, 'num', { fixo: tipo }),
  ...campos,
  seq,
];

export const DETALHE_400_BRADESCO: LayoutRegistro = registro400('Identificação do registro', '1', [
  campo('debitoAgencia', 'Agência de débito', 2, 6, 'num'),
  campo('debitoAgenciaDv', 'Dígito da agência de débito', 7, 7, 'num'),
  campo('debitoRazao', 'Razão da conta corrente de débito', 8, 12, 'num'),
  campo('debitoConta', 'Conta corrente de débito', 13, 19, 'num'),
  campo('debitoContaDv', 'Dígito da conta de débito', 20, 20, 'num'),
  campo('zero', 'Identificação da empresa (zero)', 21, 21, 'num'),
  campo('carteira', 'Carteira', 22, 24, 'num'),
  campo('agencia', 'Agência', 25, 29, 'num'),
  campo('conta', 'Conta corrente', 30, 36, 'num'),
  campo('contaDv', 'Dígito da conta', 37, 37, 'alfa'),
  campo('usoEmpresa', 'Número de controle do participante', 38, 62, 'alfa', { estrito: true }),
  campo('bancoDebito', 'Código do banco (débito automático)', 63, 65, 'num'),
  campo('codigoMulta', 'Campo de multa', 66, 66, 'num'),
  campo('multa', 'Percentual de multa', 67, 70, 'num'),
  campo('nossoNumero', 'Identificação do título no banco', 71, 82, 'alfa', { estrito: true }),
  campo('descontoDia', 'Desconto bonificação por dia', 83, 92, 'num'),
  campo('emissaoBoleto', 'Condição para emissão do boleto', 93, 93, 'num', { fixo: '2' }),
  campo('debitoAutomatico', 'Boleto para débito automático', 94, 94, 'alfa', { fixo: 'N' }),
  campo('operacaoBanco', 'Identificação da operação do banco', 95, 104, 'alfa'),
  campo('rateio', 'Indicador de rateio de crédito', 105, 105, 'alfa'),
  campo('avisoDebito', 'Endereçamento para aviso do débito', 106, 106, 'num', { fixo: '2' }),
  campo('brancos1', 'Brancos', 107, 108, 'alfa'),
  campo('ocorrencia', 'Identificação da ocorrência', 109, 110, 'num'),
  campo('seuNumero', 'Número do documento', 111, 120, 'alfa', { estrito: true }),
  campo('vencimento', 'Data de vencimento do título', 121, 126, 'num'),
  campo('valor', 'Valor do título', 127, 139, 'num'),
  campo('bancoCobranca', 'Banco encarregado da cobrança', 140, 142, 'num'),
  campo('agenciaDepositaria', 'Agência depositária', 143, 147, 'num'),
  campo('especie', 'Espécie de título', 148, 149, 'num', { fixo: '01' }),
  campo('aceite', 'Identificação (aceite)', 150, 150, 'alfa', { fixo: 'N' }),
  campo('emissao', 'Data da emissão do título', 151, 156, 'num'),
  campo('instrucao1', '1ª instrução', 157, 158, 'num'),
  campo('instrucao2', '2ª instrução', 159, 160, 'num'),
  campo('juros', 'Valor a ser cobrado por dia de atraso', 161, 173, 'num'),
  campo('dataDesconto', 'Data limite para concessão de desconto', 174, 179, 'num'),
  campo('desconto', 'Valor do desconto', 180, 192, 'num'),
  campo('iof', 'Valor do IOF', 193, 205, 'num'),
  campo('abatimento', 'Valor do abatimento', 206, 218, 'num'),
  campo('tipoInscricao', 'Identificação do tipo de inscrição do pagador', 219, 220, 'num'),
  campo('inscricao', 'Número de inscrição do pagador', 221, 234, 'num'),
  campo('nome', 'Nome do pagador', 235, 274, 'alfa'),
  campo('endereco', 'Endereço completo', 275, 314, 'alfa'),
  campo('mensagem1', '1ª mensagem', 315, 326, 'alfa'),
  campo('cep', 'CEP', 327, 331, 'num'),
  campo('sufixoCep', 'Sufixo do CEP', 332, 334, 'num'),
  campo('mensagem2', 'Sacador/avalista ou 2ª mensagem', 335, 394, 'alfa'),
]);

export const DETALHE_400_ITAU: LayoutRegistro = registro400('Tipo de registro', '1', [
  campo('tipoInscricaoEmpresa', 'Código de inscrição', 2, 3, 'num'),
  campo('inscricaoEmpresa', 'Número de inscrição', 4, 17, 'num'),
  campo('agencia', 'Agência', 18, 21, 'num'),
  campo('zeros1', 'Zeros', 22, 23, 'num'),
  campo('conta', 'Conta', 24, 28, 'num'),
  campo('contaDv', 'DAC', 29, 29, 'alfa'),
  campo('brancos1', 'Brancos', 30, 33, 'alfa'),
  campo('instrucaoAlegacao', 'Instrução/alegação', 34, 37, 'num'),
  campo('usoEmpresa', 'Uso da empresa', 38, 62, 'alfa', { estrito: true }),
  campo('nossoNumero', 'Nosso número', 63, 70, 'num'),
  campo('quantidadeMoeda', 'Quantidade de moeda', 71, 83, 'num'),
  campo('carteira', 'Número da carteira', 84, 86, 'num'),
  campo('usoBanco', 'Uso do banco', 87, 107, 'alfa'),
  campo('codigoCarteira', 'Carteira', 108, 108, 'alfa'),
  campo('ocorrencia', 'Código de ocorrência', 109, 110, 'num'),
  campo('seuNumero', 'Nº do documento', 111, 120, 'alfa', { estrito: true }),
  campo('vencimento', 'Vencimento', 121, 126, 'num'),
  campo('valor', 'Valor do título', 127, 139, 'num'),
  campo('bancoCobranca', 'Código do banco', 140, 142, 'num', { fixo: '341' }),
  campo('agenciaCobradora', 'Agência cobradora', 143, 147, 'num'),
  campo('especie', 'Espécie', 148, 149, 'alfa', { fixo: '01' }),
  campo('aceite', 'Aceite', 150, 150, 'alfa', { fixo: 'N' }),
  campo('emissao', 'Data de emissão', 151, 156, 'num'),
  campo('instrucao1', 'Instrução 1', 157, 158, 'alfa', { fixo: '00' }),
  campo('instrucao2', 'Instrução 2', 159, 160, 'alfa', { fixo: '00' }),
  campo('juros', 'Juros de 1 dia', 161, 173, 'num'),
  campo('dataDesconto', 'Desconto até', 174, 179, 'num'),
  campo('desconto', 'Valor do desconto', 180, 192, 'num'),
  campo('iof', 'Valor do IOF', 193, 205, 'num'),
  campo('abatimento', 'Abatimento', 206, 218, 'num'),
  campo('tipoInscricao', 'Código de inscrição do pagador', 219, 220, 'num'),
  campo('inscricao', 'Número de inscrição do pagador', 221, 234, 'num'),
  campo('nome', 'Nome do pagador', 235, 264, 'alfa'),
  campo('brancos2', 'Brancos', 265, 274, 'alfa'),
  campo('endereco', 'Logradouro', 275, 314, 'alfa'),
  campo('bairro', 'Bairro', 315, 326, 'alfa'),
  campo('cepCompleto', 'CEP', 327, 334, 'num'),
  campo('cidade', 'Cidade', 335, 349, 'alfa'),
  campo('uf', 'Estado', 350, 351, 'alfa'),
  campo('avalista', 'Sacador/avalista', 352, 381, 'alfa'),
  campo('brancos3', 'Brancos', 382, 385, 'alfa'),
  campo('dataMora', 'Data de mora', 386, 391, 'num'),
  campo('prazo', 'Prazo', 392, 393, 'num'),
  campo('brancos4', 'Brancos', 394, 394, 'alfa'),
]);

/** Itaú's optional record type 2: multa. */
export const MULTA_400_ITAU: LayoutRegistro = registro400('Tipo de registro', '2', [
  campo('codigoMulta', 'Código da multa', 2, 2, 'num'),
  campo('dataMulta', 'Data da multa', 3, 10, 'num'),
  campo('multa', 'Multa', 11, 23, 'num'),
  campo('brancos', 'Brancos', 24, 394, 'alfa'),
]);

export const TRAILER_400: LayoutRegistro = registro400('Identificação do registro', '9', [
  campo('brancos', 'Brancos', 2, 394, 'alfa'),
]);
