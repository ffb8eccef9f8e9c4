import { randomUUID } from 'node:crypto';
import { normalizarCpf, normalizarTelefone, type Perfil } from '@morada/domain';
import type { Deps } from '../../http/context';
import { hashPassword } from '../../lib/password';

/** The demo sign-ins (README and the start banner list them). */
export const USUARIOS_DEMO: {
  nome: string;
  email: string;
  senha: string;
  telefone: string;
  perfil: Perfil;
  cpf: string;
  rg: string;
}[] = [
  {
    nome: 'Ana Administradora',
    email: 'admin@morada.com.br',
    senha: 'Morada@2026',
    telefone: '(11) 3456-7890',
    perfil: 'admin',
    cpf: '123.456.789-09',
    rg: '12.345.678-9',
  },
  {
    nome: 'Mariana Costa',
    email: 'inquilina@morada.com.br',
    senha: 'Inquilina@2026',
    telefone: '(11) 98888-1234',
    perfil: 'inquilino',
    cpf: '987.654.321-00',
    rg: '23.456.789-0',
  },
  {
    nome: 'Roberto Almeida',
    email: 'proprietario@morada.com.br',
    senha: 'Proprietario@2026',
    telefone: '(11) 97777-4321',
    perfil: 'proprietario',
    cpf: '321.654.987-91',
    rg: '34.567.890-1',
  },
  {
    nome: 'Juliana Santos',
    email: 'corretor@morada.com.br',
    senha: 'Corretor@2026',
    telefone: '(11) 96666-2468',
    perfil: 'corretor',
    cpf: '456.789.123-64',
    rg: '45.678.901-2',
  },
  {
    nome: 'Carlos Pereira',
    email: 'carlos@exemplo.com.br',
    senha: 'Carlos@2026',
    telefone: '(11) 95555-1357',
    perfil: 'inquilino',
    cpf: '654.321.987-46',
    rg: '56.789.012-3',
  },
  {
    // The demo agency's second corretor (issue 35): the leads rotate between him and Juliana.
    nome: 'Rafael Lima',
    email: 'rafael.corretor@morada.com.br',
    senha: 'Corretor@2026',
    telefone: '(11) 94444-8642',
    perfil: 'corretor',
    cpf: '285.741.963-55',
    rg: '67.890.123-4',
  },
];

export const seedUsuarios = async (deps: Deps): Promise<void> => {
  const base = deps.now().getTime();
  for (const [i, u] of USUARIOS_DEMO.entries()) {
    await deps.db
      .insertInto('usuarios')
      .values({
        id: randomUUID(),
        nome: u.nome,
        email: u.email,
        // Stored as digits, the way the forms' rule leaves them; screens format them.
        telefone: normalizarTelefone(u.telefone) ?? u.telefone,
        perfil: u.perfil,
        status: 'ativo',
        senha_hash: await hashPassword(u.senha, deps.passwordCost),
        token_versao: 0,
        cpf: normalizarCpf(u.cpf) ?? u.cpf,
        rg: u.rg,
        // Registered over the past year, oldest first.
        data_cadastro: new Date(base - (400 - i * 30) * 86_400_000).toISOString(),
        ultimo_acesso: null,
      })
      .execute();
  }
};
