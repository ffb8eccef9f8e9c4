/**
 * The administration address of the agency settings' defaults (the server seeds the same value):
 * contact messages go there when the settings cannot be read, so the request and the error
 * notice always name a real address (spec §7, §8 "Contact").
 */
export const EMAIL_ADMINISTRACAO_PADRAO = 'administracao@moradaimoveis.com.br';
