/** CPF check digits (Receita Federal's módulo 11); formatting characters are ignored. */
export const cpfValido = (cpf: string): boolean => {
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digito = (ate: number) => {
    let soma = 0;
    for (let i = 0; i < ate; i++) soma += Number(d[i]) * (ate + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  return digito(9) === Number(d[9]) && digito(10) === Number(d[10]);
};

/** CNPJ check digits (módulo 11 with weights 2–9 from the right); formatting is ignored. */
export const cnpjValido = (cnpj: string): boolean => {
  const d = cnpj.replace(/\D/g, '');
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digito = (ate: number) => {
    let soma = 0;
    for (let i = 0; i < ate; i++) soma += Number(d[i]) * (((ate - 1 - i) % 8) + 2);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  return digito(12) === Number(d[12]) && digito(13) === Number(d[13]);
};

/** An owner's tax id: a valid CPF (11 digits, a person) or CNPJ (14 digits, a company). */
export const cpfOuCnpjValido = (documento: string): boolean => {
  const d = documento.replace(/\D/g, '');
  return d.length === 14 ? cnpjValido(d) : cpfValido(d);
};
