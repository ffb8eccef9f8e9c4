import { hojeNaAgencia, somarDiasData } from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { Canvas } from '../../lib/png';
import { semearChamados } from '../../modules/chamados';

/** The tenant's photo of the stain: a ceiling corner with a damp patch spreading from it. */
const fotoMancha = () => {
  const c = new Canvas(480, 360);
  c.gradient(0, 360, [236, 233, 226], [214, 210, 200]);
  c.rect(0, 0, 480, 40, [246, 244, 239]);
  c.circle(150, 60, 70, [196, 186, 160]);
  c.circle(190, 80, 48, [176, 164, 134]);
  c.circle(120, 50, 36, [158, 146, 116]);
  return c.toPng();
};

/**
 * The demo's maintenance requests (issue 36), on the demo contracts: the demo tenant's leaking
 * shower waits for the demo owner's approval (R$ 850,00, above the R$ 500,00 limit), a stain to
 * paint was just opened with the tenant's photo, and the other tenant's electrical repair was
 * concluded, its R$ 240,00 an expense of the owner's current repasse. Skipped without the demo
 * users or contract.
 */
export const seedChamados = async (deps: Deps): Promise<void> => {
  const { db } = deps;
  const usuarios = db.selectFrom('usuarios').select(['id', 'nome', 'email', 'perfil']);
  const pessoa = async (email: string) =>
    (await usuarios.where('email', '=', email).executeTakeFirst()) as SessionUser | undefined;
  const contrato = (numero: string) =>
    db
      .selectFrom('contratos')
      .select(['id', 'imovel_id', 'inquilino_id'])
      .where('numero', '=', numero)
      .executeTakeFirst();
  const [inquilino, admin, proprietario, ct1, ct2] = await Promise.all([
    pessoa('inquilina@morada.com.br'),
    pessoa('admin@morada.com.br'),
    pessoa('proprietario@morada.com.br'),
    contrato('CT-2026-001'),
    contrato('CT-2025-014'),
  ]);
  if (!inquilino || !admin || !proprietario || !ct1) return;
  const outro =
    ct2 && ((await usuarios.where('id', '=', ct2.inquilino_id).executeTakeFirst()) as SessionUser);
  const doCt1 = { inquilino, contratoId: ct1.id, imovelId: ct1.imovel_id };
  await semearChamados(deps, { admin, proprietario }, [
    {
      ...doCt1,
      categoria: 'hidraulica',
      descricao: 'Vazamento no registro do chuveiro do banheiro social; a água escorre pela parede.',
      urgencia: 'alta',
      triagem: { prestadorIndice: 0, valorCentavos: 850_00, responsavel: 'proprietario' },
      passos: ['em_triagem', 'aguardando_aprovacao'],
    },
    {
      ...doCt1,
      categoria: 'pintura',
      descricao: 'Mancha de umidade no teto do quarto depois da chuva.',
      urgencia: 'baixa',
      fotos: [fotoMancha()],
      passos: [],
    },
    ...(ct2 && outro
      ? [
          {
            inquilino: outro,
            contratoId: ct2.id,
            imovelId: ct2.imovel_id,
            categoria: 'eletrica' as const,
            descricao: 'O disjuntor da cozinha desarma ao ligar o micro-ondas.',
            urgencia: 'media' as const,
            triagem: {
              prestadorIndice: 1,
              valorCentavos: 240_00,
              responsavel: 'proprietario' as const,
              // Done three days ago, at 9:00.
              agendadoPara: `${somarDiasData(hojeNaAgencia(deps.now()), -3)}T09:00`,
            },
            passos: ['em_triagem' as const, 'agendado' as const, 'concluido' as const],
          },
        ]
      : []),
  ]);
};
