/**
 * Screen texts of guarantees, rescisão and renovação (back office and tenant area). Part of the one
 * pt-BR catalogue; the rules' own texts (labels, errors) are in ciclo.ts.
 */
export const MSG_CICLO_UI = {
  garantia: {
    titulo: (numero: string) => `Garantia — ${numero}`,
    selecioneTipo: 'Selecione o tipo de garantia',
    opcional: 'Opcional',
    caucaoMaximaDica: (limite: string) => `Máximo de 3 aluguéis: ${limite} (Lei 8.245, art. 38).`,
    vence: (data: string) => `vence ${data}`,
    atualizadaEm: (data: string) => `Atualizada em ${data}`,
    confirmarRemover: 'Tem certeza que deseja remover a garantia deste contrato?',
    removendo: 'Removendo...',
    falhaCarregar: 'Não foi possível carregar a garantia',
    multaRescisoria: 'Multa rescisória (aluguéis)',
    multaRescisoriaDica: 'De 0 a 12 aluguéis, cobrada em proporção ao prazo que falta (Lei 8.245, art. 4).',
  },
  rescisao: {
    acao: 'Rescindir',
    titulo: (numero: string) => `Rescindir contrato — ${numero}`,
    descricao: 'Encerramento da locação (Lei 8.245, art. 4): calcule o acerto antes de confirmar.',
    campos: {
      dataSaida: 'Data de saída',
      motivo: 'Motivo',
      dispensarMulta: 'Dispensar multa rescisória',
      caucaoDestino: 'Destino da caução',
      ajusteDescricao: 'Descrição do lançamento',
      ajusteValor: 'Valor do lançamento (R$)',
    },
    selecioneMotivo: 'Selecione o motivo',
    dispensarMultaDica: 'Transferência pelo empregador (art. 4, parágrafo único) ou acordo com o locador.',
    ajustes: 'Outros lançamentos',
    ajustesDica: 'Reparos, consumo e outros débitos; use valor negativo para um crédito ao locatário.',
    adicionarAjuste: 'Adicionar lançamento',
    removerAjuste: (n: number) => `Remover lançamento ${n}`,
    calcular: 'Calcular acerto',
    calculando: 'Calculando...',
    acerto: 'Acerto de contas',
    colItem: 'Item',
    totalDebitos: 'Total de débitos',
    recalcular: 'Os dados mudaram: calcule o acerto de novo antes de confirmar.',
    confirmar: 'Confirmar rescisão',
    confirmando: 'Rescindindo...',
    concluida: (numero: string) => `Contrato ${numero} rescindido`,
    finalizado: 'Situação do contrato: Finalizado',
    pagamentosCancelados: (n: number) =>
      n === 0
        ? 'Nenhum pagamento futuro a cancelar'
        : n === 1
          ? '1 pagamento futuro cancelado'
          : `${n} pagamentos futuros cancelados`,
    boletosPendentes: 'Boletos não cancelados no banco',
    boletosPendentesDescricao: (competencias: string) => `Cancele ou reemita manualmente: ${competencias}.`,
    baixarTermo: 'Baixar termo de rescisão',
  },
  renovacao: {
    acao: 'Renovar',
    titulo: (numero: string) => `Renovar contrato — ${numero}`,
    descricao: 'A renovação é registrada como termo aditivo; o número do contrato não muda.',
    prazoAtual: 'Prazo atual',
    aluguelAtual: 'Aluguel atual',
    campos: {
      novaDataFim: 'Nova data de término',
      novoAluguel: 'Novo aluguel (R$)',
      vigencia: 'Vigência do novo aluguel',
    },
    novoAluguelDica: 'Opcional: deixe em branco para manter o aluguel atual.',
    vigenciaDica: (data: string) =>
      `Opcional: sem data, vale a partir de ${data} (dia seguinte ao término atual).`,
    renovar: 'Renovar contrato',
    renovando: 'Renovando...',
    anteriores: 'Termos aditivos anteriores',
    nenhumAnterior: 'Nenhum termo aditivo registrado.',
    registradoEm: (data: string) => `Registrado em ${data}`,
    termino: (de: string, para: string) => `Término: ${de} → ${para}`,
    aluguel: (de: string, para: string) => `Aluguel: ${de} → ${para}`,
    aluguelMantido: (valor: string) => `Aluguel mantido: ${valor}`,
    vigenciaDe: (data: string) => `Novo aluguel a partir de ${data}`,
    reemitidos: (n: number) => (n === 1 ? '1 boleto reemitido' : `${n} boletos reemitidos`),
    /** What a new rent does to the reajuste's anniversary (shown only with a new rent). */
    aniversario: {
      legenda: 'Próximo reajuste',
      mover: 'Contar 12 meses a partir da vigência do novo aluguel',
      manter: 'Manter o aniversário original',
      explicacaoMover: (data: string) =>
        `O próximo reajuste será em ${data}: pela Lei 10.192/2001, o aluguel só é reajustado 12 meses após a última fixação do valor.`,
      explicacaoManter:
        'O reajuste continua no aniversário do contrato e incide sobre o novo aluguel, mesmo que poucos meses depois.',
    },
    reajusteMovido: (data: string) => `Próximo reajuste: ${data} (12 meses após o novo aluguel)`,
    reajusteMantido: 'Próximo reajuste: aniversário original mantido',
    baixarTermoDe: (titulo: string) => `Baixar ${titulo} (PDF)`,
  },
  contratos: {
    garantia: 'Garantia',
    contratoPdf: 'Contrato (PDF)',
    termoRescisao: 'Termo de rescisão',
    rescindidoEm: (data: string) => `Rescindido em ${data}`,
    aVencer: 'A vencer',
    janela: (dias: number) => `${dias} dias`,
  },
  /** The back office's toasts of these actions. */
  avisos: {
    garantiaSalva: 'Garantia salva',
    garantiaRemovida: 'Garantia removida',
    erroGarantia: 'Não foi possível salvar a garantia',
    erroRemoverGarantia: 'Não foi possível remover a garantia',
    erroCarregarGarantia: 'Erro ao carregar a garantia',
    contratoRenovado: (n: number) => `${n}º termo aditivo registrado`,
    erroRenovar: 'Não foi possível renovar o contrato',
    erroCarregarAditivos: 'Erro ao carregar os termos aditivos',
    erroSimular: 'Não foi possível calcular o acerto',
    contratoRescindido: 'Contrato rescindido',
    erroRescindir: 'Não foi possível rescindir o contrato',
    erroBaixar: 'Não foi possível baixar o documento',
  },
} as const;
