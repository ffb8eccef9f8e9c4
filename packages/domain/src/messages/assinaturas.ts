/**
 * Texts of the electronic signatures (issue 37): the API's answers, the e-mails to signatories, the
 * signature page of the final PDF and the public verification.
 */
export const MSG_ASSINATURAS = {
  tipos: {
    contrato: 'Contrato de locação',
    aditivo: 'Termo aditivo',
    termo_rescisao: 'Termo de rescisão',
    laudo_vistoria: 'Laudo de vistoria',
  },
  papeis: {
    locatario: 'Locatário',
    proprietario: 'Proprietário',
    fiador: 'Fiador',
    imobiliaria: 'Imobiliária',
  },
  campos: {
    tipo: 'Escolha o documento',
    aditivoId: 'Escolha o termo aditivo',
    vistoriaId: 'Escolha a vistoria',
    codigo: 'Informe o código de 6 dígitos',
    senha: 'Informe sua senha',
    arquivo: 'Envie o arquivo PDF',
  },
  api: {
    documentoNaoEncontrado: 'Documento não encontrado.',
    signatarioNaoEncontrado: 'Signatário não encontrado.',
    linkInvalido: 'Link de assinatura inválido ou expirado. Peça um novo link à imobiliária.',
    linkBloqueado: 'Este link foi bloqueado após 3 códigos incorretos. Peça um novo link à imobiliária.',
    codigoIncorreto: 'Código incorreto ou expirado.',
    senhaIncorreta: 'Senha incorreta.',
    senhaIndisponivel:
      'Não foi possível enviar o código por e-mail e este signatário não tem conta. Peça à imobiliária.',
    codigoEnviado: 'Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.',
    informeSenha: 'Sem envio de e-mail configurado: confirme a assinatura com a senha da sua conta.',
    documentoNaoPendente: 'Este documento não está mais aguardando assinaturas.',
    mesmoDocumentoPendente:
      'Este documento já foi enviado para assinatura e não mudou. Reenvie o link a quem falta assinar.',
    tipoIndisponivel: 'Este documento ainda não pode ser gerado para assinatura.',
    aditivoNaoEncontrado: 'Termo aditivo não encontrado.',
    rescisaoNaoEncontrada: 'Este contrato não tem rescisão registrada.',
    laudoNaoEncontrado: 'Laudo de vistoria não encontrado: a vistoria precisa estar concluída.',
    semEmail: 'Sem e-mail cadastrado: passe o link por outro meio.',
    finalIndisponivel: 'O documento final fica disponível quando todos tiverem assinado.',
    naoPdf: 'O arquivo enviado não é um PDF.',
    certificadoInvalido: 'Não foi possível abrir o certificado: verifique o arquivo (.pfx/.p12) e a senha.',
    verificacaoNaoEncontrada: 'Nenhum documento assinado com este código.',
    valido: 'Documento válido: é o documento assinado, sem alterações.',
    invalido: 'Este arquivo não corresponde a nenhum documento assinado no Morada (ou foi alterado).',
  },
  email: {
    assunto: (titulo: string) => `Assinatura eletrônica: ${titulo}`,
    corpo: (nome: string, titulo: string, agencia: string, link: string) =>
      `Olá, ${nome}.\n\n${agencia} enviou o documento "${titulo}" para sua assinatura eletrônica.\n\n` +
      `Para ler e assinar, acesse: ${link}\n\nO link vale por 7 dias e só pode ser usado por você.`,
    codigoAssunto: 'Código para assinar o documento',
    codigoCorpo: (nome: string, codigo: string) =>
      `Olá, ${nome}.\n\nSeu código para assinar é ${codigo}. Ele vale por 10 minutos.\n\n` +
      'Se não foi você quem pediu, ignore este e-mail.',
  },
  pagina: {
    titulo: 'Página de assinaturas',
    documento: (titulo: string) => `Documento: ${titulo}`,
    hash: 'SHA-256 do documento assinado:',
    codigo: (codigo: string) => `Código de verificação: ${codigo}`,
    verifique: (url: string) => `Verifique a autenticidade em: ${url}`,
    signatario: (papel: string, nome: string) => `${papel}: ${nome}`,
    email: (email: string) => `E-mail: ${email}`,
    quando: (quando: string) => `Assinado em ${quando} (horário de Brasília)`,
    ip: (ip: string, metodo: string) => `IP: ${ip}; ${metodo}`,
    agente: (ua: string) => `Navegador: ${ua}`,
    metodos: {
      codigo_email: 'confirmado por código enviado ao e-mail',
      senha: 'confirmado pela senha da conta',
    },
    base: 'Assinaturas eletrônicas realizadas no Morada nos termos da Lei 14.063/2020 e da MP 2.200-2/2001, art. 10, § 2º.',
    rodape: (n: number, total: number) => `Página ${n} de ${total}`,
  },
  /** What each client call was trying to do (the API client's error messages). */
  acoes: {
    pedir: 'enviar o documento para assinatura',
    listar: 'carregar as assinaturas do contrato',
    reenviar: 'reenviar o link de assinatura',
    lerLink: 'abrir o documento para assinar',
    baixar: 'baixar o documento',
    enviarCodigo: 'enviar o código de confirmação',
    assinar: 'assinar o documento',
    minhas: 'carregar os documentos para assinar',
    concluidas: 'carregar os documentos assinados',
    certificado: 'carregar o certificado',
    salvarCertificado: 'salvar o certificado',
    removerCertificado: 'remover o certificado',
    verificar: 'verificar o documento',
  },
} as const;
