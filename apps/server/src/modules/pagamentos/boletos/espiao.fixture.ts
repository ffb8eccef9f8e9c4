import { registerBillingFactory } from './billing';
import { criarProviderLocal } from './local-provider';
import type { EmissaoBoleto } from './provedor';

/**
 * Puts the local boleto provider in place, recording what it issues and cancels; issuing a boleto
 * due on `falharEm` fails as a provider out of service would. Call `registerBillingFactory(undefined)`
 * when done.
 */
export const espiarBoletos = () => {
  const provider = { cancelados: [] as string[], emitidos: [] as EmissaoBoleto[], falharEm: '' };
  registerBillingFactory((deps) => {
    const local = criarProviderLocal(deps);
    return {
      ...local,
      cancelar: async (providerId) => {
        provider.cancelados.push(providerId);
      },
      emitir: async (b) => {
        if (b.vencimento === provider.falharEm) throw new Error('provedor fora do ar');
        provider.emitidos.push(b);
        return local.emitir(b);
      },
    };
  });
  return provider;
};
