/**
 * What a failed proposals call was doing (the client's error: "Não foi possível …"), apart from
 * MSG_PROPOSTAS so the site's bundle carries only these few words (docs/decisions/036).
 */
export const MSG_PROPOSTAS_ACOES = {
  listar: 'carregar as propostas',
  obter: 'carregar a proposta',
  criar: 'criar a proposta',
  editar: 'salvar a proposta',
  anexar: 'anexar o documento',
  baixar: 'baixar o documento',
  remover: 'remover o documento',
  enviar: 'enviar a proposta',
  aprovar: 'aprovar a proposta',
  recusar: 'recusar a proposta',
  cancelar: 'cancelar a proposta',
  comissoes: 'carregar as comissões',
  configuracao: 'carregar a configuração das comissões',
  salvarConfiguracao: 'salvar a configuração das comissões',
  contagens: 'carregar as contagens do funil',
} as const;
