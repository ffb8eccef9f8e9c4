/** Every URL of the site (and the backoffice entry it links to), in one place. */
export const paths = {
  home: '/',
  sobre: '/sobre',
  imoveis: '/imoveis',
  contato: '/contato',
  favoritos: '/favoritos',
  login: '/login',
  locatario: '/locatario',
  proprietario: '/proprietario',
  /** A different app served by the server: reached with a full page load. */
  admin: '/admin',
} as const;
