/** Texts of bank collection (issue 34): accounts, remessas, retornos, statements, webhooks. */
export const MSG_COBRANCA_BANCARIA = {
  campos: {
    nome: 'Nome da conta',
    banco: 'Banco',
    agencia: 'Agência',
    agenciaDv: 'Dígito da agência',
    conta: 'Conta',
    contaDv: 'Dígito da conta',
    carteira: 'Carteira',
    convenio: 'Convênio / código do beneficiário',
    layout: 'Layout',
    proximaRemessa: 'Próximo número de remessa',
    proximoNossoNumero: 'Próximo nosso número',
  },
  erros: {
    obrigatorio: (campo: string) => `${campo} é obrigatório`,
    max: (campo: string, n: number) => `${campo} deve ter no máximo ${n} caracteres`,
    digitos: (campo: string, min: number, max: number) =>
      min === max ? `${campo} deve ter ${min} dígitos` : `${campo} deve ter de ${min} a ${max} dígitos`,
    dv: (campo: string) => `${campo} deve ser um dígito ou X`,
    sequencia: (campo: string) => `${campo} deve ser um número inteiro de 1 a 9.999.999`,
    naoVolta: (campo: string, atual: number) => `${campo} não pode ser menor que ${atual}`,
    banco: 'Escolha um banco da lista',
    layout: 'Escolha o layout CNAB 240 ou CNAB 400',
  },
  api: {
    contaNaoEncontrada: 'Conta de cobrança não encontrada',
    lancamentoNaoEncontrado: 'Lançamento não encontrado',
    jaDesfeito: 'Este lançamento já foi desfeito',
    semRecebimento: 'Este lançamento não registrou recebimento: não há o que desfazer',
    jaRepassado: 'O recebimento já foi repassado ao proprietário: estorne o repasse antes de desfazê-lo',
    recebimentoPosterior: 'Há um recebimento posterior neste pagamento: desfaça-o antes',
    soPendente: 'Só um lançamento a conferir pode ser conciliado ou descartado',
    semValor: 'Este lançamento não traz valor a registrar',
    arquivoObrigatorio: 'Envie o arquivo',
    arquivoGrande: 'O arquivo deve ter no máximo 10 MB',
    segredoInvalido: 'Token de autenticação do webhook inválido',
    remessaNaoEncontrada: 'Remessa não encontrada',
    nadaAEnviar: 'Não há boletos a registrar nem baixas a pedir nesta conta',
    semCnpj:
      'Informe o CNPJ da imobiliária em Configurações (DIMOB): o banco identifica o beneficiário da remessa por ele',
    contaNaoPagavel: 'A conta de demonstração não gera remessa: nenhum banco registra os seus boletos',
  },
  cnab: {
    naLinha: (linha: number, mensagem: string) => `Linha ${linha}, ${mensagem}`,
    campo: (nome: string, de: number, ate: number) => `campo '${nome}' (posições ${de}–${ate})`,
    esperadoNumero: (nome: string, de: number, ate: number, veio: string) =>
      `campo '${nome}' (posições ${de}–${ate}): esperado número, veio '${veio}'`,
    naoNumerico: (nome: string, de: number, ate: number, veio: string) =>
      `Campo '${nome}' (posições ${de}–${ate}): esperado número, veio '${veio}'`,
    naoCabe: (nome: string, de: number, ate: number, veio: string) =>
      `Campo '${nome}' (posições ${de}–${ate}): '${veio}' não cabe em ${ate - de + 1} ${ate === de ? 'posição' : 'posições'}`,
    vazio: 'O arquivo está vazio',
    tamanhoLinha: (tamanho: number, esperado: number) =>
      `a linha tem ${tamanho} caracteres; o layout ${esperado === 240 ? 'CNAB 240' : 'CNAB 400'} exige ${esperado}`,
    layoutDesconhecido: (tamanho: number) =>
      `a linha tem ${tamanho} caracteres: não é um arquivo CNAB 240 nem CNAB 400`,
    naoRetorno: 'o cabeçalho não é de um arquivo de retorno de cobrança',
    bancoDesconhecido: (codigo: string) => `banco '${codigo}' não é lido pela Morada neste layout`,
    bancoDiferente: (linha: string, header: string) =>
      `o registro é do banco '${linha}', mas o cabeçalho do arquivo é do banco '${header}'`,
    tipoRegistro: (veio: string) => `tipo de registro '${veio}' inesperado neste ponto do arquivo`,
    semTrailer: 'o arquivo termina sem o registro de fechamento (trailer): está incompleto',
    semTrailerLote: 'o lote termina sem o seu registro de fechamento (trailer de lote)',
    depoisDoTrailer: 'há registros depois do fechamento (trailer) do arquivo',
    contagem: (campo: string, declarado: number, contado: number) =>
      `${campo}: o arquivo declara ${declarado} registros, mas tem ${contado}`,
    segmentoSemPar: (segmento: string, esperado: string) =>
      `segmento ${segmento} sem o segmento ${esperado} que deve acompanhá-lo`,
    nossoNumeroDiferente: (t: string, u: string) =>
      `o segmento U não é do mesmo título do segmento T (sequência ${t} / ${u})`,
    contaOutroBanco: (arquivo: string, conta: string) =>
      `O arquivo é do banco ${arquivo}, mas a conta de cobrança é do banco ${conta}`,
    contaOutraConta: (oQue: string, arquivo: string, conta: string) =>
      `O arquivo é de outra conta: ${oQue} ${arquivo} no arquivo, ${conta} na conta de cobrança`,
    contaOutroLayout: (arquivo: string, conta: string) =>
      `O arquivo está no layout ${arquivo}, mas a conta de cobrança usa ${conta}`,
    identificacao: { agencia: 'agência', conta: 'conta', convenio: 'convênio' },
    remessaSemInstrucoes: 'A remessa não tem instruções',
    remessaBancoSemLayout: (banco: string, layout: string) =>
      `A Morada não gera remessa ${layout === 'cnab400' ? 'CNAB 400' : 'CNAB 240'} para o banco ${banco}`,
  },
  lancamentos: {
    lancado: (valor: string, data: string) => `Recebimento de ${valor} em ${data} registrado`,
    excedente: (valor: string) => `; ${valor} acima do devido ficou a conferir`,
    naoLancado: (motivo: string) => `Não registrado: ${motivo}`,
    pagamentoDesconhecido: 'Cobrança sem pagamento correspondente na Morada',
    jaLancado: 'Recebimento desta cobrança já registrado por um evento anterior',
    conciliado: (valor: string, data: string) =>
      `Recebimento de ${valor} em ${data} registrado na conciliação`,
    descartado: 'Descartado na conciliação: não é pagamento de aluguel',
    nossoNumeroDesconhecido: (nn: string) => `Nosso número ${nn} não encontrado entre os boletos desta conta`,
    entradaConfirmada: 'Boleto registrado pelo banco',
    entradaRejeitada: (motivo: string) => `Registro recusado pelo banco: ${motivo}`,
    baixa: (motivo: string) => `Boleto baixado pelo banco: ${motivo}`,
    alteracaoConfirmada: 'Alteração confirmada pelo banco',
    tarifaOuOutra: (codigo: string) => `Ocorrência ${codigo} do banco, sem efeito no pagamento`,
    tarifa: (tarifa: string) => `; tarifa ${tarifa}`,
    credito: (data: string) => `; crédito em ${data}`,
    recebidoNaMorada: 'Recebimento registrado na Morada e informado ao Asaas',
    estornado: 'Cobrança estornada no Asaas: o recebimento foi desfeito',
    estornadoAntes: 'Cobrança estornada no Asaas antes deste aviso: nada registrado',
    semRecebimentoAEstornar: 'Estorno no Asaas sem recebimento registrado pela Morada a desfazer',
    boletoExcluido: 'Boleto excluído no Asaas: o pagamento segue em aberto; emita outro boleto',
    boletoSubstituido: 'Boleto antigo excluído no Asaas (já substituído)',
    vencido: 'Vencido no Asaas: multa e juros seguem o contrato',
    semEfeito: 'Evento sem efeito nos pagamentos',
  },
  demonstracao: 'Banco de demonstração — não pagável',
  pagavel: 'Pagável em qualquer banco',
  /** OFX statements and matching their credits to open payments. */
  conciliacao: {
    erros: {
      /** Every refusal names the line and the tag, so the admin can open the file and see it. */
      naLinha: (linha: number, tag: string, detalhe: string) =>
        `Extrato inválido na linha ${linha}, marca <${tag}>: ${detalhe}`,
      semOfx: 'o arquivo não é um extrato OFX (não encontramos a marca <OFX>).',
      semLista: 'o arquivo não traz a lista de lançamentos (<BANKTRANLIST>).',
      truncado: 'o arquivo termina antes do fim da lista de lançamentos; ele parece cortado.',
      semConta: (tag: string) => `o arquivo não informa a conta (falta <${tag}>).`,
      maisDeUmaConta: 'o arquivo traz mais de um extrato; exporte uma conta por arquivo.',
      faltaCampo: (tag: string) => `o lançamento não tem o campo <${tag}>.`,
      valor: (valor: string) => `"${valor}" não é um valor em reais.`,
      data: (valor: string) => `"${valor}" não é uma data válida.`,
      status: (codigo: string) => `o banco informou o código de erro ${codigo} ao gerar o extrato.`,
      fechamento: (tag: string) => `a marca </${tag}> fecha algo que não foi aberto.`,
      outraConta: (banco: string, agencia: string | null, conta: string) =>
        `O extrato é de outra conta (banco ${banco}, agência ${agencia ?? 'não informada'}, conta ${conta}): escolha a conta de cobrança deste extrato.`,
    },
    motivos: {
      txid: (txid: string) => `O identificador PIX (txid ${txid}) do crédito é o desta cobrança.`,
      txidValorDiferente: (txid: string, recebido: string, devido: string) =>
        `O identificador PIX (txid ${txid}) do crédito é o desta cobrança, mas o valor recebido (${recebido}) difere do devido (${devido}).`,
      documento: (cpf: string) =>
        `O CPF ${cpf} do pagador aparece no lançamento e o valor é exatamente o devido.`,
      nome: (nome: string, vencimento: string) =>
        `O nome do pagador (${nome}) aparece no lançamento, o valor é exatamente o devido e a data está perto do vencimento (${vencimento}). Confira antes de dar baixa.`,
      valor: (vencimento: string) =>
        `Só um pagamento em aberto tem exatamente este valor perto desta data (vencimento ${vencimento}). Confira antes de dar baixa.`,
      ambiguo: (quantos: number) =>
        `Há ${quantos} pagamentos em aberto com exatamente este valor perto desta data; escolha o certo.`,
      jaUsado: 'O pagamento compatível com este crédito já foi associado a outro crédito do extrato.',
      nenhum: 'Nenhum pagamento em aberto corresponde a este crédito (txid, CPF, nome ou valor).',
    },
    /** Asaas webhook payloads (answers to the provider, logged; not shown to users). */
    webhook: {
      data: 'Deve ser uma data no formato AAAA-MM-DD',
      semCobranca: 'O evento de cobrança não traz o objeto "payment"',
      semDataPagamento:
        'O evento de recebimento não traz a data do pagamento (clientPaymentDate, paymentDate ou confirmedDate)',
    },
  },
  /** Per-bank rules of the boleto (banco/bancos): account checks and nosso número limits. */
  regrasBanco: {
    digitos: (campo: string, min: number, max: number) =>
      min === max
        ? `${campo} deve ter ${min} dígitos neste banco`
        : `${campo} deve ter de ${min} a ${max} dígitos neste banco`,
    convenioBb: 'Convênio do Banco do Brasil deve ter 4, 6 ou 7 dígitos',
    convenioCaixa: 'Código do beneficiário da Caixa: até 6 dígitos, ou 7 dígitos acima de 1.100.000',
    convenioSicredi: 'No Sicredi, informe posto (2 dígitos) e código do beneficiário (5 dígitos): 7 dígitos',
    carteira: (aceitas: readonly string[]) => `Carteira não aceita neste banco; use ${aceitas.join(', ')}`,
    carteiraSeuNumero: 'Carteira com seu número no código de barras: ainda não emitida pela Morada',
    dvNaoConfere: (campo: string, correto: string) => `${campo} não confere: o correto é ${correto}`,
    sequenciaAcima: (limite: string) => `O nosso número passou do limite deste banco (${limite})`,
    sequenciaInvalida: 'O nosso número deve ser um número inteiro a partir de 1',
    emissaoObrigatoria: 'Informe a data de emissão: o nosso número do Sicredi leva o ano',
    semEmissao: (banco: string) => `${banco}: emissão de boletos registrados ainda não disponível`,
  },
} as const;
