/**
 * pt-BR messages of Brazilian inputs (CPF, CNPJ, phone, CEP) and of zod's generic checks, so a
 * schema without a message of its own still answers in Portuguese.
 */
export const MSG_ENTRADAS = {
  cpfInvalido: 'CPF inválido',
  cnpjInvalido: 'CNPJ inválido',
  documentoInvalido: 'CPF ou CNPJ inválido',
  telefoneInvalido: 'Telefone inválido: informe DDD e número',
  cepInvalido: 'CEP inválido',
  /** zod's generic issues, for fields whose schema names no message (see shared/erro-zod). */
  generico: {
    obrigatorio: 'Campo obrigatório',
    valorInvalido: 'Valor inválido',
    opcaoInvalida: 'Opção inválida',
    formatoInvalido: 'Formato inválido',
    emailInvalido: 'Email inválido',
    numero: 'Deve ser um número',
    inteiro: 'Deve ser um número inteiro',
    texto: 'Deve ser um texto',
    lista: 'Deve ser uma lista',
    maxCaracteres: (n: number | bigint) => `Deve ter no máximo ${n} caracteres`,
    minCaracteres: (n: number | bigint) => `Deve ter pelo menos ${n} caracteres`,
    maxItens: (n: number | bigint) => `Deve ter no máximo ${n} itens`,
    minItens: (n: number | bigint) => `Deve ter pelo menos ${n} itens`,
    maxValor: (n: number | bigint) => `Deve ser no máximo ${n}`,
    menorQue: (n: number | bigint) => `Deve ser menor que ${n}`,
    minValor: (n: number | bigint) => `Deve ser no mínimo ${n}`,
    maiorQue: (n: number | bigint) => `Deve ser maior que ${n}`,
    multiplo: (n: number | bigint) => `Deve ser múltiplo de ${n}`,
    camposNaoReconhecidos: (campos: string) => `Campos não reconhecidos: ${campos}`,
  },
} as const;

/** What staff read when the address lookup by CEP fails; the form stays fillable by hand. */
export const MSG_CEP = {
  naoEncontrado: 'CEP não encontrado. Preencha o endereço manualmente.',
  indisponivel: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;
