import type { Deps } from '../../../http/context';
import { criarProviderAsaas } from './asaas-provider';
import { criarProviderLocal } from './local-provider';
import type { BillingProvider } from './provedor';

let substituto: ((deps: Deps) => BillingProvider) | undefined;

/** Test hook only: replaces the provider chosen from the environment. */
export const registerBillingFactory = (f: ((deps: Deps) => BillingProvider) | undefined) => {
  substituto = f;
};

/** `asaas` when BILLING_PROVIDER=asaas and ASAAS_API_KEY is set; otherwise the local provider. */
export const getBillingProvider = (deps: Deps): BillingProvider => {
  if (substituto) return substituto(deps);
  const { BILLING_PROVIDER, ASAAS_API_KEY, ASAAS_BASE_URL } = deps.env;
  if (BILLING_PROVIDER === 'asaas') {
    if (!ASAAS_API_KEY) throw new Error('BILLING_PROVIDER=asaas exige ASAAS_API_KEY');
    return criarProviderAsaas({ baseUrl: ASAAS_BASE_URL, apiKey: ASAAS_API_KEY });
  }
  return criarProviderLocal(deps);
};
