import { MSG_ENTRADAS_UI } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Resposta } from '../contrato';

/** The address lookup of the property form. */
export const cepEndpoints = (c: ApiClient) => ({
  /**
   * GET /api/cep/:cep: the address of a CEP (8 digits; a hyphen or mask is dropped). Resolves null
   * when the CEP is unknown (404), the CEP service is out of reach (502) or the call fails: the form then
   * asks for the address by hand, so no error is raised.
   */
  buscar: async (cep: string): Promise<Resposta<'GET /api/cep/{cep}'> | null> => {
    const digitos = cep.replace(/\D/g, '');
    if (digitos.length !== 8) return null;
    try {
      return await rotas(c).json('GET /api/cep/{cep}', {
        parametros: { cep: digitos },
        acao: MSG_ENTRADAS_UI.cep.acaoApi,
      });
    } catch {
      return null;
    }
  },
});
