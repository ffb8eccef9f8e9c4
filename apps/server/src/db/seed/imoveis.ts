import type { ImovelCampos } from '@morada/domain';
import { imovelCamposSchema } from '@morada/domain';
import type { Deps } from '../../http/context';
import { salvarFoto } from '../../lib/fotos';
import { criarImovel } from '../../modules/imoveis';
import { definirPublicacaoNosPortais } from '../../modules/portais';
import { desenharFoto } from './fotos';

type Demo = { campos: Parameters<typeof imovelCamposSchema.parse>[0]; fotos: number };

/** Six listing properties; the rental ones are the first free ones the contracts seed picks. */
const IMOVEIS_DEMO: Demo[] = [
  {
    fotos: 3,
    campos: {
      titulo: 'Apartamento 2 quartos na Vila Mariana',
      tipo: 'Apartamento',
      operacao: 'Aluguel',
      preco: '2500',
      precoCondominio: '450',
      endereco: 'Rua Domingos de Morais, 1200, apto 84',
      bairro: 'Vila Mariana',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '68',
      quartos: '2',
      suites: '1',
      banheiros: '2',
      vagas: '1',
      andar: '8',
      descricao:
        'Apartamento claro e arejado a 5 minutos do metrô Vila Mariana, com varanda, armários planejados e portaria 24 horas.',
      destaque: true,
      caracteristicas: ['Varanda', 'Armários planejados', 'Portaria 24h', 'Próximo ao metrô'],
    },
  },
  {
    fotos: 2,
    campos: {
      titulo: 'Studio mobiliado em Pinheiros',
      tipo: 'Apartamento',
      operacao: 'Aluguel',
      preco: '3200',
      precoCondominio: '600',
      endereco: 'Rua dos Pinheiros, 870, apto 1203',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '38',
      quartos: '1',
      banheiros: '1',
      vagas: '1',
      andar: '12',
      descricao:
        'Studio totalmente mobiliado, com academia, lavanderia e coworking no condomínio. Ideal para quem trabalha na região da Faria Lima.',
      destaque: false,
      caracteristicas: ['Mobiliado', 'Academia', 'Lavanderia', 'Coworking'],
    },
  },
  {
    fotos: 4,
    campos: {
      titulo: 'Casa térrea com quintal em Moema',
      tipo: 'Casa',
      operacao: 'Venda',
      preco: '1850000',
      endereco: 'Alameda dos Maracatins, 455',
      bairro: 'Moema',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '210',
      quartos: '3',
      suites: '1',
      banheiros: '3',
      vagas: '2',
      descricao:
        'Casa térrea reformada, com quintal gramado, churrasqueira e edícula. Rua tranquila e arborizada, perto do Parque Ibirapuera.',
      destaque: true,
      caracteristicas: ['Quintal', 'Churrasqueira', 'Edícula', 'Reformada'],
    },
  },
  {
    fotos: 3,
    campos: {
      titulo: 'Cobertura duplex no Gonzaga',
      tipo: 'Apartamento',
      operacao: 'Venda',
      preco: '1290000',
      precoCondominio: '1350',
      endereco: 'Avenida Ana Costa, 480, cobertura',
      bairro: 'Gonzaga',
      cidade: 'Santos',
      estado: 'SP',
      areaUtil: '160',
      quartos: '3',
      suites: '2',
      banheiros: '4',
      vagas: '3',
      andar: '15',
      descricao:
        'Cobertura duplex com piscina privativa e vista para o mar, a duas quadras da praia do Gonzaga.',
      destaque: true,
      caracteristicas: ['Piscina privativa', 'Vista para o mar', 'Churrasqueira', 'Elevador'],
    },
  },
  {
    fotos: 2,
    campos: {
      titulo: 'Sala comercial no Centro de Campinas',
      tipo: 'Comercial',
      operacao: 'Aluguel',
      preco: '1800',
      precoCondominio: '380',
      endereco: 'Rua Barão de Jaguara, 1020, sala 504',
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
      areaUtil: '45',
      banheiros: '1',
      vagas: '1',
      andar: '5',
      descricao:
        'Sala comercial pronta para uso, com ar-condicionado, copa e recepção compartilhada no edifício.',
      destaque: false,
      caracteristicas: ['Ar-condicionado', 'Copa', 'Recepção'],
    },
  },
  {
    fotos: 2,
    campos: {
      titulo: 'Terreno plano em condomínio fechado',
      tipo: 'Terreno',
      operacao: 'Venda',
      preco: '420000',
      endereco: 'Estrada Municipal do Capuava, lote 32',
      bairro: 'Granja Viana',
      cidade: 'Cotia',
      estado: 'SP',
      areaUtil: '500',
      descricao: 'Terreno plano de 500 m² em condomínio fechado com segurança 24 horas, área verde e clube.',
      destaque: false,
      caracteristicas: ['Condomínio fechado', 'Segurança 24h', 'Área verde'],
    },
  },
];

export const seedImoveis = async (deps: Deps): Promise<void> => {
  const base = deps.now().getTime();
  // The demo owner owns the rental properties, so the owners' annual statement has a subject.
  const dono = await deps.db
    .selectFrom('usuarios')
    .select('id')
    .where('perfil', '=', 'proprietario')
    .orderBy('data_cadastro')
    .executeTakeFirst();
  for (const [i, demo] of IMOVEIS_DEMO.entries()) {
    const campos: ImovelCampos = imovelCamposSchema.parse(demo.campos);
    if (campos.operacao === 'Aluguel' && dono) campos.proprietarioId = dono.id;
    // A property's photos side by side: drawing and encoding them keeps both cores busy.
    const fotos = await Promise.all(
      Array.from({ length: demo.fotos }, async (_, v) =>
        salvarFoto(deps.armazenamento, await desenharFoto(campos.tipo, i, v), 'png'),
      ),
    );
    // Oldest first, one day apart, so the listing (newest first) shows them in reverse order.
    const imovel = await criarImovel(deps.db, campos, fotos, new Date(base - (60 - i) * 86_400_000));
    // The portals' feed (issue 35) lists the properties for sale and the first rental one.
    if (campos.operacao === 'Venda' || i === 0) await definirPublicacaoNosPortais(deps.db, imovel.id, true);
  }
};
