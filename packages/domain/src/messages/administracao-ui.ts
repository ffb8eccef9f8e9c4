/**
 * Screen-only texts of the administration terms (issue 11): the contract form's 'Administração'
 * section, the owners' defaults in Configurações and the owner's repasse details in Usuários.
 */
export const MSG_ADMINISTRACAO_UI = {
  contratoForm: {
    secao: 'Administração',
    padraoImobiliaria: 'Padrão da imobiliária',
    padraoPercentual: (p: string) => `Padrão: ${p}`,
    padraoValor: (v: string) => `Padrão: ${v}`,
    padraoDia: (d: number) => `Padrão: dia ${d}`,
    encargosRepassadosDica: 'O que o inquilino paga de condomínio e IPTU vai para o proprietário.',
  },
  configuracoes: {
    secao: 'Proprietários e repasses',
    taxaAdministracaoMinimaDica: '0 = sem mínimo.',
    dimob: 'Declarante da DIMOB',
    codigoMunicipioDica: 'Código da Receita Federal (tabela SIAFI): São Paulo é 7107.',
  },
  dadosRepasse: {
    acao: 'Dados de repasse',
    titulo: (nome: string) => `Dados de repasse — ${nome}`,
    descricao: 'Documento do proprietário e a conta onde ele recebe os repasses.',
    chavePixDica: 'Opcional: e-mail, CPF, CNPJ, telefone +55 ou chave aleatória.',
    carregando: 'Carregando dados de repasse...',
  },
} as const;
