/**
 * Texts of account access: invitations, links for a new password, password changes. Part of the
 * one pt-BR catalogue, in its own module so pt-BR.ts stays readable.
 */
export const MSG_ACESSO = {
  conviteTitulo: 'Convite de primeiro acesso',
  redefinicaoTitulo: 'Link para criar nova senha',
  enviarConvite: 'Enviar convite',
  gerarLink: 'Gerar link de acesso',
  gerarNovoLink: 'Gerar novo link',
  gerando: 'Gerando...',
  copiarLink: 'Copiar link',
  linkCopiado: 'Link copiado',
  erroCopiar: 'Não foi possível copiar. Selecione o link e copie manualmente.',
  enviarWhatsapp: 'Enviar por WhatsApp',
  campoLink: 'Link de acesso',
  linkParaUsuario: (nome: string) => `Link de acesso de ${nome}`,
  validoAte: (data: string) => `Válido até ${data}, para um único acesso.`,
  mostradoUmaVez:
    'Por segurança, o link aparece só agora. Se precisar dele de novo, gere um novo link: o anterior deixa de valer.',
  enviadoPorEmail: (email: string) =>
    `O link segue por e-mail para ${email}. Por segurança, ele não aparece aqui: só o destinatário o recebe.`,
  linkEquipeSemEmail:
    'Por segurança, o link de acesso de administradores e corretores só pode ir por e-mail, e o envio de e-mails não está configurado. Configure o envio de e-mails (SMTP) para a própria pessoa usar "Esqueceu a senha?" na página de login.',
  conviteCriado: 'Contrato salvo. O locatário é novo: envie o convite de primeiro acesso.',
  whatsappConvite: (nome: string, agencia: string, link: string, validade: string) =>
    `Olá, ${nome}! A ${agencia} criou o seu acesso à área do locatário. Para criar a sua senha, abra o link (válido até ${validade}): ${link}`,
  whatsappRedefinicao: (nome: string, agencia: string, link: string, validade: string) =>
    `Olá, ${nome}! Para criar uma nova senha de acesso à ${agencia}, abra o link (válido até ${validade}): ${link}`,
  emailConviteAssunto: (agencia: string) => `Seu acesso à área do locatário - ${agencia}`,
  erroGerarLink: 'Não foi possível gerar o link',
  inativoSemLink: 'Reative o acesso do usuário antes de gerar um link.',
  conviteTexto:
    'O usuário ainda não ativou o acesso. Envie o convite para ele criar a senha; um convite anterior deixa de valer.',
  linkAcessoTexto:
    'Gere um link para o usuário criar uma nova senha, se ele a esqueceu. Um link anterior deixa de valer.',

  primeiroAcessoTitulo: 'Crie sua senha',
  primeiroAcessoSaudacao: (nome: string) => `Olá, ${nome}! Escolha uma senha para acessar a sua área.`,
  criarSenha: 'Criar senha e entrar',
  criandoSenha: 'Criando...',
  conviteInvalido:
    'Este link de acesso é inválido, expirou ou já foi usado. Peça um novo link à imobiliária.',
  acessoCriado: 'Acesso criado',
  erroPrimeiroAcesso: 'Não foi possível criar a senha',

  pedidoEnviadoTitulo: 'Pedido enviado',
  pedidoEnviadoDescricao:
    'Se o e-mail estiver cadastrado, a equipe da imobiliária enviará um link para você criar uma nova senha.',
  pedidoAssunto: 'Recuperação de senha',
  pedidoMensagem: (email: string) =>
    `Pedido de nova senha feito pelo site para ${email}. Gere um link de acesso e envie ao usuário.`,
  pedidoOrigem: 'recuperacao-senha',

  alterarSenha: 'Alterar senha',
  senhaAtual: 'Senha atual',
  novaSenha: 'Nova senha',
  confirmeNovaSenha: 'Confirme a nova senha',
  salvando: 'Salvando...',
  cancelar: 'Cancelar',
  senhaAlterada: 'Senha alterada',
  senhaAlteradaDescricao: 'Sua senha foi alterada e as outras sessões foram encerradas.',
  erroAlterarSenha: 'Não foi possível alterar a senha',
  senhaAtualObrigatoria: 'Informe a senha atual',
  senhaAtualIncorreta: 'A senha atual está incorreta',
  novaSenhaIgual: 'A nova senha deve ser diferente da atual',

  /** The answer of every well-formed registration, whether or not the e-mail had an account. */
  registroRecebido: 'Cadastro recebido. Faça login para continuar.',
  cadastroExistenteAssunto: (agencia: string) => `Tentativa de cadastro com o seu e-mail - ${agencia}`,
  /** To the owner of an address someone tried to register again, by the account's status. */
  cadastroExistente: (
    status: 'ativo' | 'pendente' | 'inativo',
    dados: { nome: string; agencia: string; login: string },
  ) =>
    `Olá, ${dados.nome}! Alguém tentou criar uma conta na ${dados.agencia} com este e-mail. Nenhuma conta nova foi criada e nada mudou no seu acesso. ` +
    (status === 'pendente'
      ? `A imobiliária já criou o seu acesso: se foi você, use o link de convite que recebeu da imobiliária; se ele expirou, peça um novo em "Esqueceu a senha?" na página de login (${dados.login}).`
      : status === 'inativo'
        ? `Este acesso está desativado: se foi você e precisa entrar, fale com a ${dados.agencia}.`
        : `Se foi você, entre com o seu e-mail e a sua senha em ${dados.login}, ou use "Esqueceu a senha?" na mesma página para criar uma nova.`) +
    ' Se não foi você, pode ignorar este e-mail.',

  contaPendente: 'Seu acesso ainda não foi ativado. Use o link de convite enviado pela imobiliária.',
} as const;
