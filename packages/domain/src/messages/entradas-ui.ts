/** Screen-only texts of the Brazilian inputs (masked fields) and of the address lookup by CEP. */
export const MSG_ENTRADAS_UI = {
  cep: {
    rotulo: 'CEP',
    buscando: 'Buscando endereço...',
    preenchido: 'Endereço preenchido pelo CEP. Confira e complete os campos.',
    /** The lookup found nothing or the CEP service was unreachable: the form stays fillable. */
    manual: 'Não foi possível buscar o endereço deste CEP. Preencha o endereço manualmente.',
    /** The action named in the API client's fallback messages. */
    acaoApi: 'consultar o CEP',
  },
  data: {
    /** What an empty date field shows: dates are typed the Brazilian way. */
    placeholder: 'dd/mm/aaaa',
    /** The button beside a date field that opens the browser's calendar. */
    abrirCalendario: 'Abrir calendário',
  },
  mes: {
    /** What an empty month field shows (the reajuste's mês-base). */
    placeholder: 'mm/aaaa',
  },
} as const;
