import { zodResolver } from '@hookform/resolvers/zod';
import { alterarSenhaFormSchema } from '@morada/domain';

/*
 * Loaded on the first validation only (lib/lazy-resolver), like the auth forms' resolvers: the
 * area pages that offer 'Alterar senha' do not download the resolver before it is used.
 */
export const alterarSenhaResolver = zodResolver(alterarSenhaFormSchema);
