/**
 * Texts the server writes for the contract's life: the contrato de locação and termo de rescisão
 * PDFs, and the notifications of rescisão, renovação, guarantee expiry and payment reminders.
 */
export const MSG_CICLO_DOC = {
  pdf: {
    pagina: (n: number, total: number) => `Página ${n} de ${total}`,
    locador: 'LOCADORA (administradora)',
    locatario: 'LOCATÁRIO',
    imovel: 'IMÓVEL',
    pessoa: (nome: string, cpf: string, rg: string) =>
      `${nome}${cpf ? `, CPF ${cpf}` : ''}${rg ? `, RG ${rg}` : ''}`,
    contato: (email: string, telefone: string) => [email, telefone].filter(Boolean).join(' · '),
    localData: (cidade: string, data: string) => `${cidade}, ${data}`,
    assinaturaLocador: 'Locadora (administradora)',
    assinaturaLocatario: 'Locatário',
    assinaturaFiador: 'Fiador',
    testemunha: (n: number) => `Testemunha ${n}`,
  },
  contrato: {
    titulo: 'Contrato de locação',
    tituloDocumento: (numero: string) => `Contrato de locação nº ${numero}`,
    arquivo: (numero: string) => `contrato-${numero}.pdf`,
    numero: (numero: string) => `Contrato nº ${numero}`,
    secoes: {
      partes: 'Das partes',
      imovel: 'Do imóvel',
      prazo: 'Do prazo',
      valores: 'Do aluguel e dos encargos',
      reajuste: 'Do reajuste',
      garantia: 'Da garantia (Lei 8.245, art. 37)',
      atraso: 'Do atraso e da rescisão',
      aditivos: 'Dos termos aditivos',
      observacoes: 'Observações',
    },
    prazo: (inicio: string, fim: string, dias: number) =>
      `A locação vigora de ${inicio} a ${fim} (${dias} dias).`,
    aluguel: 'Aluguel mensal',
    condominio: 'Condomínio',
    iptu: 'IPTU',
    outros: 'Outros encargos',
    desconto: 'Desconto',
    totalMensal: 'Total mensal',
    vencimento: (dia: number) => `O pagamento vence todo dia ${dia} de cada mês.`,
    reajuste: (indice: string) => `O aluguel será reajustado a cada 12 meses pelo índice ${indice}.`,
    reajusteFixo: (percentual: string) => `O aluguel será reajustado a cada 12 meses em ${percentual}.`,
    semGarantia: 'Locação sem garantia.',
    fiador: (nome: string, cpf: string, telefone: string, imovel: string) =>
      `Fiador: ${nome}, CPF ${cpf}, telefone ${telefone}; imóvel oferecido em garantia: ${imovel}.`,
    seguroFianca: (seguradora: string, apolice: string, cobertura: string, ate: string) =>
      `Seguro-fiança: ${seguradora}, apólice ${apolice}, cobertura de ${cobertura}, vigente até ${ate}.`,
    caucao: (valor: string, deposito: string) => `Caução de ${valor}, depositada em ${deposito}.`,
    tituloCapitalizacao: (emissora: string, numero: string, valor: string) =>
      `Título de capitalização ${numero} da ${emissora}, no valor de ${valor}.`,
    vigenteAte: (data: string) => ` Vigente até ${data}.`,
    atraso: (multa: string, juros: string) =>
      `Em caso de atraso incidem multa de ${multa} e juros de ${juros} ao mês, pro rata die.`,
    multaRescisoria: (alugueis: string) =>
      `A devolução do imóvel antes do término do prazo sujeita o locatário à multa de ${alugueis} aluguéis, ` +
      'reduzida proporcionalmente ao tempo de contrato cumprido (Lei 8.245, art. 4).',
    aditivo: (titulo: string, fimAnterior: string, novoFim: string) =>
      `${titulo}: prazo prorrogado de ${fimAnterior} para ${novoFim}.`,
    aditivoAluguel: (valor: string, vigencia: string) => ` Novo aluguel de ${valor} a partir de ${vigencia}.`,
    aditivoReajuste: (proximo: string) =>
      ` Reajuste anual contado da vigência do novo aluguel: próximo em ${proximo}.`,
  },
  termo: {
    titulo: 'Termo de rescisão de contrato de locação',
    tituloDocumento: (numero: string) => `Termo de rescisão do contrato nº ${numero}`,
    arquivo: (numero: string) => `termo-rescisao-${numero}.pdf`,
    contrato: (numero: string, inicio: string, fim: string) =>
      `Contrato nº ${numero}, com prazo de ${inicio} a ${fim}.`,
    saida: (data: string, motivo: string) => `Data de saída: ${data}. Motivo: ${motivo}.`,
    acerto: 'Acerto de contas',
    totalDebitos: 'Total de débitos',
    caucao: (valor: string) => `Caução recebida: ${valor}`,
    observacoes: 'Observações',
    declaracao:
      'As partes dão por rescindido o contrato acima, com a devolução das chaves na data de saída, ' +
      'e conferem o acerto de contas abaixo.',
  },
  /** The termo aditivo (renewal) PDF, drawn from the aditivo as it was recorded. */
  aditivo: {
    titulo: 'Termo aditivo ao contrato de locação',
    tituloDocumento: (ordem: number, numero: string) => `${ordem}º Termo aditivo ao contrato nº ${numero}`,
    arquivo: (ordem: number, numero: string) => `termo-aditivo-${ordem}-${numero}.pdf`,
    contrato: (ordem: number, numero: string, inicio: string) =>
      `${ordem}º termo aditivo ao contrato de locação nº ${numero}, iniciado em ${inicio}.`,
    secoes: {
      prazo: 'Do prazo',
      aluguel: 'Do aluguel',
      reajuste: 'Do reajuste',
      demais: 'Das demais cláusulas',
      observacoes: 'Observações',
    },
    prazo: (anterior: string, novo: string) =>
      `O prazo da locação, que terminava em ${anterior}, fica prorrogado até ${novo}.`,
    aluguelAnterior: 'Aluguel anterior',
    aluguelNovo: (vigencia: string) => `Novo aluguel, a partir de ${vigencia}`,
    aluguelMantido: (valor: string) => `O aluguel mensal permanece em ${valor}.`,
    reajusteMovido: (proximo: string) =>
      `O reajuste anual passa a contar da vigência do novo aluguel: o próximo será em ${proximo}, ` +
      '12 meses após a última fixação do valor (Lei 10.192/2001, art. 2º).',
    reajusteMantido: 'O reajuste anual mantém o aniversário que o contrato já tinha, apesar do novo aluguel.',
    reajusteSemAlteracao: 'Sem novo aluguel, o reajuste anual segue o aniversário do contrato.',
    demais: 'Ficam ratificadas as demais cláusulas do contrato, que este termo não altera.',
  },
  notificacoes: {
    rescisao: {
      titulo: 'Contrato encerrado',
      mensagem: (numero: string, data: string, saldo: string) =>
        `O contrato ${numero} foi encerrado com saída em ${data}. ${saldo}`,
      saldoPagar: (valor: string) => `Saldo a pagar: ${valor}.`,
      saldoDevolver: (valor: string) => `Saldo a devolver a você: ${valor}.`,
      quitado: 'Nada a pagar ou devolver.',
    },
    aditivo: {
      titulo: 'Contrato renovado',
      mensagem: (numero: string, fim: string) => `O contrato ${numero} foi renovado até ${fim}.`,
      aluguel: (valor: string, vigencia: string) => ` Novo aluguel: ${valor} a partir de ${vigencia}.`,
    },
    garantia: {
      titulo: 'Garantias a renovar',
      item: (tipo: string, numero: string, inquilino: string, data: string) =>
        `${tipo} do contrato ${numero} (${inquilino}) vence em ${data}`,
      mensagem: (itens: readonly string[]) =>
        itens.length === 1
          ? `Uma garantia vence nos próximos 30 dias: ${itens[0]}.`
          : `${itens.length} garantias vencem nos próximos 30 dias: ${itens.join('; ')}.`,
    },
    fimContrato: {
      titulo: 'Contratos a renovar',
      item: (numero: string, inquilino: string, data: string) =>
        `${numero} (${inquilino}) termina em ${data}`,
      mensagem: (itens: readonly string[]) =>
        itens.length === 1
          ? `Um contrato termina nos próximos 30 dias: ${itens[0]}. Renove-o ou prepare a rescisão.`
          : `${itens.length} contratos terminam nos próximos 30 dias: ${itens.join('; ')}. Renove-os ou prepare a rescisão.`,
    },
    lembrete: {
      titulo: 'Aluguel vence em breve',
      mensagem: (competencia: string, vencimento: string, valor: string) =>
        `O aluguel de ${competencia} vence em ${vencimento}. Valor: ${valor}.`,
      assunto: (numero: string) => `Seu aluguel vence em breve - contrato ${numero}`,
    },
  },
} as const;
