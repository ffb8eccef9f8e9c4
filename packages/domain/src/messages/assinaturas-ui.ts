/**
 * Screen-only texts of the electronic signatures (issue 37): the public signing page
 * (/assinar/:token), the public verification (/verificar) and "Assinaturas pendentes" in the
 * tenant's and owner's areas. The API's answers (locked link, wrong code, verification results)
 * live in MSG_ASSINATURAS.api and reach the screens as the error's or answer's own text.
 */
export const MSG_ASSINATURAS_UI = {
  comum: {
    partes: 'Partes',
    assinouEm: (quando: string) => `Assinou em ${quando}`,
    aguardando: 'Aguardando assinatura',
    horarioBrasilia: '(horário de Brasília)',
  },
  assinar: {
    titulo: 'Assinatura eletrônica',
    carregando: 'Carregando o documento...',
    erroCarregar: 'Não foi possível carregar o documento.',
    verPdf: 'Ver documento (PDF)',
    leia: 'Leia o documento antes de assinar. Para confirmar que é você, enviamos um código ao seu e-mail.',
    enviarCodigo: 'Enviar código',
    enviandoCodigo: 'Enviando...',
    reenviarCodigo: 'Enviar outro código',
    codigo: 'Código de 6 dígitos',
    senha: 'Senha da sua conta',
    assinar: 'Assinar',
    assinando: 'Assinando...',
    erroAcao: 'Não foi possível concluir. Tente novamente.',
    assinado: 'Documento assinado',
    jaAssinado: 'Você já assinou este documento.',
    evidencia: 'Registro da sua assinatura',
    nome: 'Nome',
    quando: 'Data e hora',
    hash: 'SHA-256 do documento',
    faltam:
      'Quando todas as partes assinarem, o documento final fica disponível na sua área e na imobiliária.',
    concluido: 'Todas as partes assinaram.',
    baixarFinal: 'Baixar PDF assinado',
    codigoVerificacao: 'Código de verificação',
    documentoNaoPendente: 'Este documento não está mais aguardando assinaturas.',
  },
  verificar: {
    titulo: 'Verificar documento assinado',
    intro:
      'Confira se um documento foi assinado no Morada e não foi alterado: informe o código de verificação da página de assinaturas ou envie o PDF.',
    codigo: 'Código de verificação',
    codigoDica: 'No formato XXXX-XXXX-XXXX',
    verificarCodigo: 'Verificar código',
    arquivo: 'Ou envie o PDF assinado',
    verificarArquivo: 'Verificar arquivo',
    verificando: 'Verificando...',
    erro: 'Não foi possível verificar agora. Tente novamente.',
    documento: 'Documento',
    concluidoEm: 'Concluído em',
    hash: 'SHA-256 do PDF final',
    assinaturas: 'Assinaturas',
  },
  /** The pages' titles and descriptions (both pages are public but not indexed). */
  seo: {
    assinar: {
      titulo: 'Assinatura eletrônica',
      descricao: 'Leia e assine eletronicamente o documento enviado pela imobiliária.',
    },
    verificar: {
      titulo: 'Verificar documento assinado',
      descricao: 'Confira se um documento assinado no Morada é autêntico e não foi alterado.',
    },
  },
  pendentes: {
    titulo: 'Assinaturas pendentes',
    carregando: 'Carregando as assinaturas...',
    erroCarregar: 'Não foi possível carregar as assinaturas.',
    vazio: 'Nenhum documento aguardando a sua assinatura.',
    assinar: 'Assinar',
    confirmar: 'Confirme com a sua senha',
    confirmarTexto: (titulo: string) =>
      `Ao assinar, você concorda com o documento “${titulo}”. Digite a senha da sua conta para confirmar.`,
    senha: 'Senha',
    cancelar: 'Cancelar',
    assinando: 'Assinando...',
    assinado: 'Você assinou este documento.',
    aguardandoOutros: 'Aguardando as outras partes.',
    baixarFinal: 'Baixar PDF assinado',
    baixando: 'Baixando...',
    erroAcao: 'Não foi possível concluir. Tente novamente.',
  },
  concluidas: {
    titulo: 'Documentos assinados',
    carregando: 'Carregando os documentos assinados...',
    erroCarregar: 'Não foi possível carregar os documentos assinados.',
    vazio: 'Nenhum documento assinado por todas as partes ainda.',
    concluidoEm: 'Concluído em',
    codigo: 'Código de verificação',
    baixarFinal: 'Baixar PDF assinado',
    baixando: 'Baixando...',
    erroAcao: 'Não foi possível baixar. Tente novamente.',
  },
} as const;
