/** The API's error messages, what every caller reads in `erro` (MSG.api). */
export const MSG_API_ERROS = {
  dadosInvalidos: 'Dados inválidos',
  naoEncontrado: 'Recurso não encontrado',
  imovelNaoEncontrado: 'Imóvel não encontrado.',
  usuarioNaoEncontrado: 'Usuário não encontrado',
  contratoNaoEncontrado: 'Contrato não encontrado',
  pagamentoNaoEncontrado: 'Pagamento não encontrado',
  documentoNaoEncontrado: 'Documento não encontrado',
  processoNaoEncontrado: 'Processo não encontrado',
  boletoNaoEncontrado: 'Boleto não encontrado',
  corpoGrande: 'A requisição excede o tamanho máximo permitido',
  tipoDeConteudo: (aceitos: readonly string[]) =>
    `Tipo de conteúdo não aceito nesta rota (envie ${aceitos.join(' ou ')})`,
  arquivoInvalido: 'Tipo de arquivo não permitido (use .pdf, .doc ou .docx)',
  erroInterno: 'Erro interno do servidor',
  rotaNaoEncontrada: 'Rota não encontrada',
  jsonInvalido: 'Corpo da requisição inválido',
  emailEmUso: 'Este email já está cadastrado.',
  numeroEmUso: 'Já existe um contrato com este número',
  imovelIndisponivel: 'O imóvel escolhido não está disponível para locação',
  pagamentosExistentes: 'Os pagamentos deste contrato já foram gerados',
  pagamentoJaPago: 'Este pagamento já foi registrado como pago',
  naoPodeExcluirSiMesmo: 'Você não pode excluir a sua própria conta',
  usuarioComContratos:
    'Este usuário possui contratos e não pode ser excluído. Finalize ou transfira os contratos antes.',
  imovelComContrato: 'Este imóvel está vinculado a um contrato e não pode ser excluído.',
  tokenRedefinicaoInvalido: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  senhaRedefinida: 'Senha redefinida com sucesso. Faça login com a nova senha.',
  redefinicaoAssunto: 'Redefinição de senha - Morada Imóveis',
  fotosDemais: (max: number) => `Envie no máximo ${max} fotos por vez`,
  muitosCadastros: 'Muitos cadastros a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  naoPodeRebaixarSiMesmo: 'Você não pode remover o seu próprio perfil de administrador',
  naoPodeDesativarSiMesmo: 'Você não pode desativar a sua própria conta',
  ultimoAdministrador: 'É preciso manter pelo menos um administrador ativo',
  acessoDesbloqueado: 'Acesso desbloqueado. O usuário já pode entrar novamente.',
  registroDuplicado: 'Já existe um registro com estes dados.',
  registroVinculado: 'Este registro está vinculado a outros dados e não pode ser alterado assim.',
  /** Idempotency-Key (security issue 31): a money write repeated with the same key. */
  idempotenciaChaveInvalida:
    'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres visíveis (por exemplo, um UUID).',
  idempotenciaEmAndamento:
    'Esta mesma operação ainda está sendo processada. Aguarde alguns segundos e confira antes de enviar de novo.',
  idempotenciaOutraRequisicao:
    'Esta chave de idempotência já foi usada em outra operação, com outros dados. Envie o formulário de novo.',
} as const;
