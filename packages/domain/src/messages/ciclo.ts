/**
 * Texts of the contract's life after signing: guarantees (Lei 8.245 art. 37), rescisão (art. 4),
 * renewal by aditivo, and the contract document. Part of the one pt-BR catalogue, in its own
 * module so pt-BR.ts stays readable. Screen-only texts live in ciclo-ui.ts.
 */
export const MSG_CICLO = {
  garantia: {
    tipos: {
      fiador: 'Fiador',
      'seguro-fianca': 'Seguro-fiança',
      caucao: 'Caução',
      'titulo-capitalizacao': 'Título de capitalização',
    },
    campos: {
      tipo: 'Tipo de garantia',
      nome: 'Nome do fiador',
      cpf: 'CPF do fiador',
      telefone: 'Telefone do fiador',
      email: 'Email do fiador',
      imovelOferecido: 'Imóvel oferecido em garantia',
      seguradora: 'Seguradora',
      apolice: 'Número da apólice',
      cobertura: 'Valor de cobertura',
      vigenciaFim: 'Vigência até',
      valor: 'Valor',
      deposito: 'Onde está depositada',
      dataDeposito: 'Data do depósito',
      emissora: 'Emissora',
      numero: 'Número do título',
    },
    situacao: {
      vigente: 'Vigente',
      vencendo: 'Vence em breve',
      vencida: 'Vencida',
      'sem-validade': 'Sem vencimento',
    },
    semGarantia: 'Sem garantia',
    erros: {
      tipoInvalido: 'Tipo de garantia inválido (fiador, seguro-fiança, caução ou título de capitalização)',
      obrigatorio: (rotulo: string) => `${rotulo} é obrigatório`,
      obrigatoria: (rotulo: string) => `${rotulo} é obrigatória`,
      cpfInvalido: 'CPF do fiador inválido',
      emailInvalido: 'Email do fiador inválido',
      valorInvalido: (rotulo: string) => `${rotulo} deve ser um valor maior que zero`,
      caucaoAcimaDoLimite: (limite: string) =>
        `A caução não pode passar de 3 aluguéis (${limite}) — Lei 8.245, art. 38`,
      contratoEncerrado: 'A garantia de um contrato encerrado não pode ser alterada',
    },
    alerta: {
      vencendo: (tipo: string, numero: string, data: string) =>
        `${tipo} do contrato ${numero} vence em ${data}`,
      vencida: (tipo: string, numero: string, data: string) =>
        `${tipo} do contrato ${numero} venceu em ${data}`,
      acao: 'Renovar garantia',
    },
  },
  rescisao: {
    motivos: {
      'fim-do-prazo': 'Fim do prazo',
      'pelo-locatario': 'Rescisão pelo locatário',
      'pelo-locador': 'Rescisão pelo locador',
      acordo: 'Acordo entre as partes',
      despejo: 'Despejo',
    },
    caucaoDestinos: {
      abater: 'Abater dos débitos',
      devolver: 'Devolver integralmente',
    },
    linhas: {
      abertos: (competencia: string) => `Pagamento em aberto de ${competencia} (com encargos)`,
      proRata: (dias: number, diasNoMes: number, competencia: string) =>
        `Aluguel proporcional de ${competencia} (${dias} de ${diasNoMes} dias)`,
      creditoMesPago: (competencia: string) => `Crédito de ${competencia}, pago integralmente`,
      multa: (alugueis: number, restantes: number, totais: number) =>
        `Multa rescisória proporcional (${alugueis} aluguéis × ${restantes}/${totais} dias restantes) — Lei 8.245, art. 4`,
      multaDispensada: 'Multa rescisória dispensada',
      caucaoUtilizada: 'Caução utilizada',
      caucaoDevolvida: 'Caução a devolver ao locatário',
      saldoLocatario: 'Saldo a pagar pelo locatário',
      saldoDevolver: 'Saldo a devolver ao locatário',
      quitado: 'Nada a pagar ou devolver',
    },
    erros: {
      dataSaidaObrigatoria: 'Data de saída é obrigatória',
      dataSaidaAntesDoInicio: 'Data de saída não pode ser anterior ao início do contrato',
      motivoInvalido: 'Motivo inválido',
      descricaoObrigatoria: 'Descrição do lançamento é obrigatória',
      valorAjusteInvalido: 'Valor do lançamento deve ser um número diferente de zero',
      ajustesDemais: 'No máximo 20 lançamentos',
      multaRescisoriaInvalida: 'Multa rescisória deve ser de 0 a 12 aluguéis',
      contratoEncerrado: 'Este contrato já está encerrado',
      recebimentoFuturo: (competencia: string) =>
        `O pagamento de ${competencia}, posterior à saída, já tem recebimentos: estorne-os antes de rescindir`,
      rescisaoNaoEncontrada: 'Este contrato não tem rescisão registrada',
    },
  },
  aditivo: {
    titulo: (n: number) => `${n}º Termo Aditivo`,
    erros: {
      novaDataFimObrigatoria: 'Nova data de término é obrigatória',
      novaDataFimAntes: 'A nova data de término deve ser posterior à atual',
      aluguelInvalido: 'Novo aluguel deve ser um valor maior que zero',
      vigenciaInvalida: 'A vigência do novo aluguel deve estar dentro do novo prazo',
      contratoEncerrado: 'Só contratos ativos podem ser renovados',
      janelaInvalida: 'Informe 30, 60 ou 90 dias',
      aniversarioInvalido: 'Escolha se o aniversário do reajuste muda ou é mantido',
      aditivoNaoEncontrado: 'Termo aditivo não encontrado',
    },
  },
} as const;
