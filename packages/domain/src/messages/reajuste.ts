/**
 * Texts of the annual rent reajuste (Lei 10.192/2001): indices, contract fields, errors, the
 * tenant's notice and the staff's reminder. Part of the one pt-BR catalogue, in its own module so
 * pt-BR.ts stays readable.
 */
export const MSG_REAJUSTE = {
  indices: {
    'IGP-M': 'IGP-M (FGV)',
    IPCA: 'IPCA (IBGE)',
    INPC: 'INPC (IBGE)',
    IVAR: 'IVAR (FGV)',
    Fixo: 'Percentual fixo',
  },
  regrasNegativo: {
    manter: 'Manter o aluguel',
    reduzir: 'Reduzir o aluguel',
  },
  status: {
    pronto: 'Pronto',
    'aguardando índice': 'Aguardando índice',
  },
  fontes: {
    embarcado: 'Série embarcada',
    sgs: 'Banco Central (SGS)',
    manual: 'Informado manualmente',
  },
  /** Fields of the contract form added by the reajuste. */
  contratoForm: {
    secao: 'Reajuste anual',
    indiceReajuste: 'Índice de reajuste',
    reajustePercentualFixo: 'Percentual fixo de reajuste (%)',
    reajusteMesBase: 'Mês-base do reajuste',
    reajusteMesBaseDica: 'Em branco, vale o mês de início do contrato.',
    reajusteNegativo: 'Se o índice acumulado for negativo',
  },
  erros: {
    indiceInvalido: 'Índice de reajuste inválido (IGP-M, IPCA, INPC, IVAR ou Fixo)',
    indiceSemSerie: 'Índice inválido (IGP-M, IPCA, INPC ou IVAR)',
    percentualFixoObrigatorio: 'Informe o percentual fixo de reajuste',
    percentualFixoInvalido: 'Percentual fixo deve ser um número de 0 a 100',
    mesBaseInvalido: 'Mês-base deve ser um mês válido',
    mesBaseDepoisDoInicio: 'Mês-base não pode ser posterior ao mês de início do contrato',
    regraNegativoInvalida: 'Regra para índice negativo inválida (manter ou reduzir)',
    mesInvalido: 'Mês inválido',
    variacaoObrigatoria: 'Variação é obrigatória',
    variacaoInvalida: 'Variação deve ser um percentual entre -100 e 100, com até 4 casas decimais',
    contratosObrigatorios: 'Selecione ao menos um contrato',
    contratosDemais: 'Selecione no máximo 100 contratos por vez',
    aniversarioInvalido: 'Aniversário inválido (AAAA-MM-DD)',
    nadaADispensar: 'Nenhum reajuste pendente deste contrato até este aniversário',
    sgsIndisponivel: 'Não foi possível consultar o Banco Central agora. Tente novamente mais tarde.',
    sgsTempoEsgotado: 'O Banco Central não respondeu a tempo.',
    sgsHttp: (status: number) => `O Banco Central respondeu com erro (HTTP ${status}).`,
    sgsFormato: 'O Banco Central respondeu em um formato inesperado.',
    semSerieSgs: 'Índice sem série no Banco Central: informe os valores manualmente.',
  },
  /** Why a contract was not adjusted (answer of POST /api/reajustes/aplicar). */
  motivos: {
    contratoNaoEncontrado: 'Contrato não encontrado',
    contratoInativo: 'Só contratos ativos são reajustados',
    semReajustePendente: 'Nenhum reajuste a aplicar até 30 dias a partir de hoje',
    jaAplicado: (aniversario: string) =>
      `O reajuste de ${aniversario} já foi aplicado; o próximo ainda não chegou ao prazo`,
    aguardandoIndice: (indice: string, meses: string) => `Aguardando o ${indice} de ${meses}`,
  },
  notificacao: {
    titulo: 'Reajuste anual do aluguel',
    assunto: (numero: string) => `Reajuste anual do aluguel - contrato ${numero}`,
    porIndice: (p: {
      numero: string;
      indice: string;
      periodo: string;
      acumulado: string;
      anterior: string;
      novo: string;
      vencimento: string;
    }) =>
      `Reajuste anual do contrato ${p.numero} (Lei 10.192/2001): o ${p.indice} acumulado de ${p.periodo} foi de ${p.acumulado}. ` +
      `O aluguel passa de ${p.anterior} para ${p.novo}, a partir do vencimento de ${p.vencimento}.`,
    porPercentualFixo: (p: {
      numero: string;
      acumulado: string;
      anterior: string;
      novo: string;
      vencimento: string;
    }) =>
      `Reajuste anual do contrato ${p.numero} (Lei 10.192/2001): percentual fixo de ${p.acumulado} previsto no contrato. ` +
      `O aluguel passa de ${p.anterior} para ${p.novo}, a partir do vencimento de ${p.vencimento}.`,
    negativoMantido: (p: {
      numero: string;
      indice: string;
      periodo: string;
      acumulado: string;
      anterior: string;
    }) =>
      `Reajuste anual do contrato ${p.numero} (Lei 10.192/2001): o ${p.indice} acumulado de ${p.periodo} foi de ${p.acumulado}. ` +
      `Como o contrato prevê manter o aluguel quando o índice é negativo, ele continua ${p.anterior}.`,
  },
  /** The staff's reminder of the daily task. */
  avisoAdmin: {
    titulo: 'Reajustes de aluguel a aplicar',
    item: (numero: string, inquilino: string, aniversario: string, status: string) =>
      `${numero} (${inquilino}): aniversário em ${aniversario}, ${status.toLocaleLowerCase('pt-BR')}`,
    mensagem: (itens: readonly string[]) =>
      `${itens.length === 1 ? 'Um reajuste chegou' : `${itens.length} reajustes chegaram`} ao prazo de aplicação: ${itens.join('; ')}.`,
  },
  /** The back office's screens: /admin/reajustes, the contract's history dialog, the sidebar link. */
  adminUi: {
    menu: 'Reajustes',
    titulo: 'Reajustes',
    pendentes: {
      titulo: 'Reajustes a aplicar',
      descricao:
        'Aniversários de contrato até 30 dias a partir de hoje ainda não reajustados (Lei 10.192/2001).',
      colContrato: 'Contrato',
      colAniversario: 'Aniversário',
      colIndice: 'Índice e período',
      colVariacao: 'Variação acumulada',
      colAluguel: 'Aluguel atual → novo',
      colVigencia: 'Vigência',
      colStatus: 'Status',
      colAcoes: 'Ações',
      selecionar: (numero: string) => `Selecionar ${numero}`,
      selecionarProntos: 'Selecionar todos os prontos',
      aplicar: 'Aplicar',
      aplicarContrato: (numero: string) => `Aplicar o reajuste de ${numero}`,
      aplicarSelecionados: (n: number) => `Aplicar selecionados (${n})`,
      aplicarProntos: 'Aplicar todos os prontos',
      semPercentual: 'Percentual fixo',
      vazio: 'Nenhum reajuste a aplicar nos próximos 30 dias.',
      falhaCarregar: 'Não foi possível carregar os reajustes a aplicar.',
      confirmarTitulo: (n: number) => (n === 1 ? 'Aplicar 1 reajuste?' : `Aplicar ${n} reajustes?`),
      confirmarDescricao:
        'O aluguel destes contratos muda a partir da vigência; os boletos em aberto desde o aniversário são reemitidos e cada inquilino é avisado.',
      confirmarItem: (p: { numero: string; inquilino: string; de: string; para: string; vigencia: string }) =>
        `${p.numero} (${p.inquilino}): ${p.de} → ${p.para}, a partir de ${p.vigencia}`,
      confirmar: 'Aplicar reajustes',
      dispensar: 'Dispensar',
      dispensarContrato: (numero: string, aniversario: string) =>
        `Dispensar o reajuste de ${numero} de ${aniversario}`,
      dispensarTitulo: 'Dispensar reajuste?',
      dispensarDescricao: (numero: string, aniversario: string) =>
        `O reajuste de ${numero} com aniversário em ${aniversario} (e os anteriores ainda pendentes) será registrado como dispensado, sem mudar o aluguel. Use para contratos cadastrados depois de reajustes já aplicados fora do sistema.`,
      dispensados: (n: number) => (n === 1 ? '1 reajuste dispensado' : `${n} reajustes dispensados`),
      erroDispensar: 'Não foi possível dispensar o reajuste.',
    },
    resultado: {
      titulo: 'Resultado da última aplicação',
      aplicados: (n: number) => (n === 1 ? '1 reajuste aplicado' : `${n} reajustes aplicados`),
      ignorado: (numero: string) => `${numero} não foi reajustado`,
      boletos: (numero: string) => `Boletos de ${numero} não reemitidos`,
      boletosDescricao: (competencias: string) => `Reemita manualmente: ${competencias}.`,
      erroAplicar: 'Não foi possível aplicar os reajustes.',
    },
    indices: {
      titulo: 'Índices',
      descricao:
        'Variação mensal de cada série. Valores informados manualmente não são sobrescritos pelo Banco Central.',
      serie: 'Série',
      colMes: 'Mês',
      colVariacao: 'Variação',
      colFonte: 'Fonte',
      colAcoes: 'Ações',
      editar: 'Editar',
      variacaoDe: (mes: string) => `Variação de ${mes} (%)`,
      novoMes: 'Adicionar mês',
      mes: 'Mês',
      variacao: 'Variação (%)',
      variacaoDica: 'Use vírgula para decimais: 0,41 ou -0,11.',
      adicionar: 'Adicionar',
      vazio: 'Nenhum mês desta série no banco de dados.',
      mostrarTodos: (n: number) => `Mostrar todos os ${n} meses`,
      mostrarRecentes: 'Mostrar só os últimos 12 meses',
      falhaCarregar: 'Não foi possível carregar a série do índice.',
      atualizar: 'Atualizar pelo Banco Central',
      salvo: (indice: string, mes: string) => `${indice} de ${mes} salvo`,
      erroSalvar: 'Não foi possível salvar o índice.',
      atualizados: 'Índices atualizados pelo Banco Central',
      atualizadoItem: (indice: string, meses: number, ultimo: string | null) =>
        `${indice}: ${meses === 1 ? '1 mês' : `${meses} meses`}${ultimo ? ` (até ${ultimo})` : ''}`,
      nadaNovo: 'Nenhum mês novo nas séries.',
      erroAtualizar: 'Não foi possível atualizar os índices',
      erroItem: (indice: string, mensagem: string) => `${indice}: ${mensagem}`,
    },
    historico: {
      acao: 'Histórico de reajustes',
      titulo: (numero: string) => `Histórico de reajustes — ${numero}`,
      colAniversario: 'Aniversário',
      colIndice: 'Índice',
      colPeriodo: 'Período',
      colVariacao: 'Variação',
      colAluguel: 'Aluguel (de → para)',
      colAplicadoEm: 'Aplicado em',
      colBoletos: 'Boletos reemitidos',
      vazio: 'Nenhum reajuste aplicado neste contrato.',
      dispensado: 'Dispensado',
      falhaCarregar: 'Não foi possível carregar o histórico de reajustes.',
    },
  },
} as const;
