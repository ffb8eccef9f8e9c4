/** Kept for the modules that import the tax-id checks from here; the rules live in shared/entradas-br. */
export { cnpjValido, cpfOuCnpjValido, cpfValido } from '../shared/entradas-br';
