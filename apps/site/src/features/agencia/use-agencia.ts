import { useConfiguracoes, type ConfiguracaoPublica } from '@morada/api-client/site';
import type { AgenciaPublica } from '@morada/ui/views/site-layout';

/** The public settings, with blanks for anything the server left out. */
export const paraAgencia = (c: ConfiguracaoPublica): AgenciaPublica => ({
  nome: c.nome,
  site: c.site ?? '',
  endereco: c.endereco ?? '',
  telefone: c.telefone,
  whatsapp: c.whatsapp,
  emailAdministracao: c.emailAdministracao,
  emailCadastros: c.emailCadastros ?? c.emailAdministracao,
  emailDocumentacao: c.emailDocumentacao ?? c.emailAdministracao,
  emailFinanceiro: c.emailFinanceiro ?? c.emailAdministracao,
  emailJuridico: c.emailJuridico ?? c.emailAdministracao,
  horarioSemana: c.horarioSemana ?? '',
  horarioSabado: c.horarioSabado ?? '',
});

/** Agency identity from GET /api/configuracoes (undefined until it arrives). */
export const useAgencia = (): AgenciaPublica | undefined => {
  const { data } = useConfiguracoes();
  return data ? paraAgencia(data) : undefined;
};
