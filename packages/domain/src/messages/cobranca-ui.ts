/**
 * Screen-only texts of bank collection (issue 34): the "Contas de cobrança" section of
 * Configurações and the "Conciliação bancária" journal of automatic postings (/admin/conciliacao).
 * Field labels and validation messages live in MSG_COBRANCA_BANCARIA.
 */
export const MSG_COBRANCA_UI = {
  contas: {
    titulo: 'Contas de cobrança',
    descricao:
      'As contas em que os boletos da imobiliária são registrados e pagos: banco, agência, conta, carteira e layout dos arquivos CNAB.',
    nova: 'Nova conta',
    editar: 'Editar',
    carregando: 'Carregando as contas de cobrança...',
    erroCarregar: 'Não foi possível carregar as contas de cobrança.',
    vazio:
      'Nenhuma conta de cobrança cadastrada. Cadastre a conta do banco em que os boletos são registrados.',
    colNome: 'Nome',
    colBanco: 'Banco',
    colAgenciaConta: 'Agência / Conta',
    colCarteira: 'Carteira',
    colLayout: 'Layout',
    colProximaRemessa: 'Próxima remessa',
    colSituacao: 'Situação',
    colAcoes: 'Ações',
    ativa: 'Ativa',
    inativa: 'Inativa',
    layouts: { cnab240: 'CNAB 240', cnab400: 'CNAB 400' } as Record<string, string>,
    dialogoNova: 'Nova conta de cobrança',
    dialogoEditar: (nome: string) => `Editar conta de cobrança: ${nome}`,
    dialogoDescricao:
      'Confira os dados com o gerente do banco: a remessa é recusada se agência, conta, carteira ou convênio não conferirem.',
    escolhaBanco: 'Escolha o banco',
    campoAtiva: 'Conta ativa (emite boletos)',
    dicaDv: 'Deixe em branco se o banco não usa dígito.',
    dicaSequencia: 'Só avança: voltar atrás faria o banco recusar a remessa ou repetir um nosso número.',
    salvar: 'Salvar conta',
    salvando: 'Salvando...',
    cancelar: 'Cancelar',
    criada: 'Conta de cobrança cadastrada',
    atualizada: 'Conta de cobrança atualizada',
    erroSalvar: 'Não foi possível salvar a conta de cobrança',
  },
  remessas: {
    acao: 'Remessas',
    titulo: (conta: string) => `Remessas: ${conta}`,
    descricao:
      'Um boleto só vale no banco depois de registrado: gere a remessa, envie o arquivo pelo canal de cobrança do banco e importe o retorno em Conciliação.',
    carregando: 'Carregando as remessas...',
    erroCarregar: 'Não foi possível carregar as remessas.',
    aguardando: 'Aguardando a próxima remessa',
    boletosARegistrar: (n: number) =>
      n === 1 ? '1 boleto a registrar' : `${n.toLocaleString('pt-BR')} boletos a registrar`,
    pedidosDeBaixa: (n: number) =>
      n === 1 ? '1 pedido de baixa' : `${n.toLocaleString('pt-BR')} pedidos de baixa`,
    nadaAguardando: 'Nenhum boleto novo nem pedido de baixa desde a última remessa.',
    gerar: (numero: number) => `Gerar remessa nº ${numero.toLocaleString('pt-BR')}`,
    gerando: 'Gerando...',
    gerada: (numero: number) => `Remessa nº ${numero.toLocaleString('pt-BR')} gerada`,
    erroGerar: 'Não foi possível gerar a remessa',
    erroBaixar: 'Não foi possível baixar a remessa',
    historico: 'Remessas geradas',
    vazio: 'Nenhuma remessa gerada nesta conta.',
    colNumero: 'Nº',
    colGeradaEm: 'Gerada em',
    colRegistros: 'Registros',
    colBaixas: 'Baixas',
    colArquivo: 'Arquivo',
    baixar: 'Baixar',
  },
  conciliacao: {
    menu: 'Conciliação',
    titulo: 'Conciliação bancária',
    descricao:
      'Os lançamentos feitos sozinhos pela Morada: pagamentos avisados pelo Asaas, arquivos de retorno do banco e extratos.',
    carregando: 'Carregando os lançamentos...',
    erroCarregar: 'Não foi possível carregar os lançamentos automáticos.',
    vazioTitulo: 'Nenhum lançamento automático ainda',
    vazio:
      'Os lançamentos aparecem aqui quando um pagamento chega sozinho: pelo webhook do Asaas, pelos arquivos de retorno do banco e pelos extratos importados.',
    vazioFiltro: 'Nenhum lançamento com estes filtros.',
    filtroSituacao: 'Situação',
    filtroOrigem: 'Origem',
    colDataHora: 'Data/hora',
    colOrigem: 'Origem',
    colEvento: 'Evento',
    /** What each source's event code means, as the journal shows it. */
    eventos: {
      asaas: {
        PAYMENT_RECEIVED: 'Pagamento recebido',
        PAYMENT_CONFIRMED: 'Pagamento confirmado',
        PAYMENT_OVERDUE: 'Cobrança vencida',
        PAYMENT_DELETED: 'Cobrança excluída',
        PAYMENT_RESTORED: 'Cobrança restaurada',
        PAYMENT_REFUNDED: 'Pagamento estornado',
        PAYMENT_PARTIALLY_REFUNDED: 'Estorno parcial',
        PAYMENT_RECEIVED_IN_CASH_UNDONE: 'Recebimento em dinheiro desfeito',
        PAYMENT_UPDATED: 'Cobrança alterada',
        PAYMENT_CREATED: 'Cobrança criada',
      } as Record<string, string>,
      extrato: { CREDIT: 'Crédito', DEP: 'Depósito', XFER: 'Transferência', DIRECTDEP: 'Depósito' } as Record<
        string,
        string
      >,
      ocorrencia: (codigo: string) => `Ocorrência ${codigo}`,
    },
    colValor: 'Valor',
    colSituacao: 'Situação',
    colDetalhe: 'Detalhe',
    colAcoes: 'Ações',
    pagamentoEm: (data: string) => `Pagamento em ${data}`,
    origens: { asaas: 'Asaas', retorno: 'Retorno bancário', extrato: 'Extrato' } as Record<string, string>,
    situacoes: {
      lancado: 'Lançado',
      atualizado: 'Atualizado',
      ignorado: 'Ignorado',
      pendente: 'A conferir',
      desfeito: 'Desfeito',
    } as Record<string, string>,
    desfeitoEm: (dataHora: string) => `Desfeito em ${dataHora}`,
    desfazer: 'Desfazer',
    desfazerTitulo: 'Desfazer o lançamento?',
    desfazerDescricao: 'O recebimento é excluído e o pagamento volta a ficar em aberto.',
    desfazerConfirmar: 'Desfazer lançamento',
    desfeito: 'Lançamento desfeito',
    desfeitoDescricao: 'O recebimento foi excluído e o pagamento voltou a ficar em aberto.',
    erroDesfazer: 'Não foi possível desfazer o lançamento',
    importarTitulo: 'Importar arquivo',
    importarDescricao:
      'Envie o arquivo de retorno (CNAB) ou o extrato (OFX) baixado do banco: o que conferir é lançado sozinho, o resto fica “A conferir”.',
    importarConta: 'Conta de cobrança',
    importarTipo: 'Tipo de arquivo',
    tiposImportacao: { retorno: 'Retorno CNAB', extrato: 'Extrato OFX' } as Record<string, string>,
    importarArquivo: 'Arquivo',
    importarArquivoObrigatorio: 'Escolha o arquivo a importar.',
    importarContaObrigatoria: 'Escolha a conta de cobrança.',
    semContas: 'Cadastre uma conta de cobrança em Configurações antes de importar arquivos.',
    importar: 'Importar',
    importando: 'Importando...',
    importado: 'Arquivo importado',
    erroImportar: 'Arquivo recusado',
    resumoTitulo: (nomeArquivo: string) => `Arquivo importado: ${nomeArquivo}`,
    resumo: (i: {
      itens: number;
      lancados: number;
      atualizados: number;
      pendentes: number;
      repetidos: number;
    }) =>
      `${i.itens} ${i.itens === 1 ? 'item' : 'itens'}: ${i.lancados} ${i.lancados === 1 ? 'lançado' : 'lançados'}, ` +
      `${i.atualizados} ${i.atualizados === 1 ? 'atualizado' : 'atualizados'}, ${i.pendentes} a conferir, ` +
      `${i.repetidos} ${i.repetidos === 1 ? 'repetido' : 'repetidos'}`,
    resumoIgnorados: (n: number) => `${n} ${n === 1 ? 'ignorado' : 'ignorados'} (nada a fazer).`,
    resumoConta: (conta: string) => `Conta: ${conta}`,
    arquivoRepetido: 'Este mesmo arquivo já tinha sido importado antes: nada foi lançado duas vezes.',
    filtradoPelaImportacao: 'A lista mostra só os lançamentos deste arquivo.',
    verTodos: 'Ver todos os lançamentos',
    conciliar: 'Conciliar',
    conciliarTitulo: 'Conciliar o crédito',
    conciliarDescricao: (valor: string, data: string) =>
      `Crédito de ${valor} em ${data}: escolha o pagamento em aberto a que ele corresponde.`,
    conciliarPagamento: 'Pagamento em aberto',
    conciliarBusca: 'Buscar pagamento',
    conciliarBuscaDica: 'Inquilino, número do contrato ou competência (AAAA-MM).',
    conciliarSugestao: 'Sugestão da Morada, já escolhida: confira antes de lançar.',
    conciliarSemSugestao: 'A Morada não achou um pagamento: escolha na lista ou busque pelo inquilino.',
    conciliarObrigatorio: 'Escolha o pagamento que este crédito quita.',
    conciliarSugerido: 'Sugestão',
    conciliarCandidato: (competencia: string, contrato: string, inquilino: string) =>
      `${competencia} · ${contrato} · ${inquilino}`,
    conciliarCandidatoValor: (valor: string, vencimento: string) => `${valor} · vence em ${vencimento}`,
    carregandoCandidatos: 'Carregando os pagamentos em aberto...',
    erroCandidatos: 'Não foi possível carregar os pagamentos em aberto.',
    semCandidatos: 'Nenhum pagamento em aberto encontrado.',
    conciliarConfirmar: 'Lançar recebimento',
    conciliando: 'Lançando...',
    conciliado: 'Crédito conciliado',
    conciliadoDescricao: 'O recebimento foi lançado no pagamento escolhido.',
    erroConciliar: 'Não foi possível conciliar o crédito',
    descartar: 'Descartar',
    descartarTitulo: 'Descartar o crédito?',
    descartarDescricao:
      'O crédito sai da fila “A conferir” sem lançar recebimento (use para o que não é aluguel).',
    descartarConfirmar: 'Descartar crédito',
    descartado: 'Crédito descartado',
    erroDescartar: 'Não foi possível descartar o crédito',
  },
} as const;
