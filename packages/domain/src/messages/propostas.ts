/**
 * Texts of the proposals and commissions (issue 35): the corretor's and the back office's words,
 * the e-mails and notifications they send and the API's answers.
 */
export const MSG_PROPOSTAS = {
  tipos: { locacao: 'Locação', venda: 'Venda' },
  status: {
    rascunho: 'Rascunho',
    enviada: 'Enviada',
    aprovada: 'Aprovada',
    recusada: 'Recusada',
    cancelada: 'Cancelada',
  },
  categoriasDocumento: {
    identidade: 'Documento de identidade',
    renda: 'Comprovante de renda',
    residencia: 'Comprovante de residência',
    outros: 'Outros',
  },
  partes: { agencia: 'Imobiliária', captador: 'Captador', vendedor: 'Vendedor' },
  campos: {
    lead: 'Lead é obrigatório',
    tipo: 'Tipo da proposta inválido',
    imovel: 'Imóvel é obrigatório',
    nome: 'Nome é obrigatório',
    cpf: 'CPF é obrigatório',
    email: 'Email é obrigatório',
    emailInvalido: 'Email inválido',
    telefone: 'Telefone é obrigatório',
    rg: 'RG é obrigatório',
    profissao: 'Profissão é obrigatória',
    renda: 'Renda mensal é obrigatória',
    aluguel: 'Valor do aluguel é obrigatório',
    dataInicio: 'Data de início desejada é obrigatória',
    prazo: 'Prazo deve ser de 1 a 120 meses',
    garantia: 'Garantia é obrigatória',
    valorInvalido: 'Valor inválido',
    valorVenda: 'Valor da proposta é obrigatório',
    condicoes: 'Condições de pagamento são obrigatórias',
    ficha: 'Preencha a ficha cadastral do inquilino',
    dadosVenda: 'Preencha os dados da proposta de compra',
    categoria: 'Categoria do documento inválida',
    motivo: 'Motivo da recusa é obrigatório',
    numero: 'Número do contrato é obrigatório',
    percentual: 'Percentual deve estar entre 0 e 100',
    divisao: 'A divisão entre imobiliária, captador e vendedor deve somar 100%',
  },
  avisos: {
    rendaBaixa: (fator: number) =>
      `A renda mensal é menor que ${fator} vezes o aluguel (regra usual da imobiliária). A proposta pode ser enviada assim mesmo.`,
  },
  erros: {
    naoEncontrada: 'Proposta não encontrada',
    leadNaoEncontrado: 'Lead não encontrado',
    documentoNaoEncontrado: 'Documento não encontrado',
    soRascunho: 'Só uma proposta em rascunho pode ser alterada',
    transicaoInvalida: 'Esta ação não é possível na situação atual da proposta',
    jaDecidida: 'Esta proposta já foi decidida',
    incompleta: 'A proposta está incompleta',
    imovelIndisponivel: (titulo: string) =>
      `O imóvel ${titulo} não está mais disponível (já tem contrato ou foi vendido).`,
    imovelOperacao: 'O imóvel não é oferecido para este tipo de proposta',
    arquivoInvalido: 'Envie um PDF ou uma imagem JPEG',
    arquivoGrande: (mb: number) => `O arquivo passa de ${mb} MB`,
    arquivoIlegivel: 'A imagem não pôde ser lida',
  },
  eventos: {
    enviada: (numero: string, tipo: string) => `Proposta ${numero} (${tipo}) enviada para aprovação.`,
    aprovada: (numero: string) => `Proposta ${numero} aprovada.`,
    recusada: (numero: string, motivo: string) => `Proposta ${numero} recusada: ${motivo}`,
    cancelada: (numero: string, motivo?: string | null) =>
      motivo ? `Proposta ${numero} cancelada: ${motivo}` : `Proposta ${numero} cancelada.`,
    vendaRegistrada: (numero: string) => `Venda registrada pela proposta ${numero}.`,
  },
  notificacoes: {
    titulo: (numero: string) => `Proposta ${numero}`,
    enviada: (numero: string, corretor: string) =>
      `Nova proposta ${numero} de ${corretor} aguardando aprovação.`,
    aprovada: (numero: string) => `Sua proposta ${numero} foi aprovada.`,
    recusada: (numero: string, motivo: string) => `Sua proposta ${numero} foi recusada: ${motivo}`,
  },
} as const;
