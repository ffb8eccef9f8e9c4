import type { Papel, StatusErro } from './rota';

/** The API reference's texts (OpenAPI document and /api/docs), pt-BR. */
export const TEXTOS_API = {
  titulo: 'API da Morada',
  descricao:
    'API HTTP da Morada: site público, área do locatário, painel do proprietário e back office. ' +
    'Respostas em JSON (exceto arquivos), erros em pt-BR no formato { erro, message, codigo, erros? }. ' +
    'Rotas protegidas pedem o cabeçalho Authorization: Bearer <token> (o token vem de POST /api/auth/login).',
  papeis: {
    publico: 'Público',
    autenticado: 'Qualquer usuário autenticado',
    admin: 'Administrador',
    inquilino: 'Inquilino',
    proprietario: 'Proprietário',
    corretor: 'Corretor',
  } satisfies Record<Papel, string>,
  erros: {
    400: 'Dados inválidos (VALIDACAO ou JSON_INVALIDO), com os erros por campo em erros.',
    401: 'Sem sessão válida (NAO_AUTENTICADO).',
    403: 'Perfil sem permissão (SEM_PERMISSAO).',
    404: 'Não encontrado (NAO_ENCONTRADO).',
    409: 'Conflito com o estado atual (CONFLITO).',
    413: 'Corpo grande demais (CORPO_GRANDE).',
    415: 'Tipo de conteúdo do corpo ou de arquivo não aceito (MIDIA_INVALIDA).',
    422: 'Pedido válido que as regras recusam (PENDENCIAS), com os motivos em erros.',
    429: 'Tentativas demais (MUITAS_TENTATIVAS); Retry-After diz quando tentar de novo.',
    502: 'O provedor externo falhou (ERRO_PROVEDOR).',
    503: 'Serviço externo indisponível agora.',
  } satisfies Record<StatusErro, string>,
  totalNoCabecalho: 'Total de itens do filtro, todas as páginas somadas.',
  idempotencia:
    'Chave única por envio (um UUID, repetida só ao reenviar o mesmo envio). A mesma chave com o mesmo ' +
    'corpo, do mesmo usuário, em até 24 horas, recebe a primeira resposta sem gravar de novo; enquanto a ' +
    'primeira ainda roda, 409. A mesma chave com outro corpo ou outra rota: 409.',
  /** The shared secret a provider's webhook sends. */
  segredoNoCabecalho: (variavel: string) =>
    `O token configurado no provedor, igual à variável ${variavel} do servidor; errado ou ausente, 401 e nada é gravado.`,
  limiteCorpo: 'Limite do corpo',
  /** A body limit in words: 1048576 → '1 MB'. */
  megabytes: (bytes: number) =>
    `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`,
  sucesso: 'Sucesso',
  criado: 'Criado',
  aceito: 'Aceito',
  semConteudo: 'Sem conteúdo',
  arquivo: 'Arquivo',
  // /api/docs
  docs: {
    indice: 'Rotas',
    quem: 'Quem pode chamar',
    parametros: 'Parâmetros do caminho',
    consulta: 'Parâmetros de consulta',
    corpo: 'Corpo (JSON)',
    multipart: 'Corpo (multipart/form-data)',
    arquivos: 'Arquivos',
    resposta: 'Resposta',
    erros: 'Erros',
    exemplo: 'Exemplo',
    documento: 'Documento OpenAPI 3.1',
    obrigatorio: 'obrigatório',
    rotas: (n: number) => `${n} rotas`,
  },
} as const;
