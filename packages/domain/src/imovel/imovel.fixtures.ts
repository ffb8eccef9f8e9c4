/** Test data: the typed text of a valid property form (what the inputs hold), shared by the schema tests. */
export const IMOVEL_CAMPOS_VALIDOS = {
  titulo: 'Apartamento no Centro',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: '2500',
  endereco: 'Rua A, 10',
  bairro: 'Centro',
  cidade: 'São Paulo',
  estado: 'SP',
  areaUtil: '70',
  descricao: 'Bem localizado',
};
