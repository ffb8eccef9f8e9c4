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
  enviadoPorEmail: (email: string) => `O link também foi enviado por e-mail para ${email}.`,
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

  contaPendente: 'Seu acesso ainda não foi ativado. Use o link de convite enviado pela imobiliária.',
  emailPendente:
    'Este email já foi cadastrado pela imobiliária. Use o link de convite que você recebeu ou peça um novo em "Esqueceu a senha?".',
} as const;
