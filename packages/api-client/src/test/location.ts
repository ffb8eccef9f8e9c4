/** A window.location stand-in: records assign() calls instead of navigating. */
export const fakeLocation = (pathname = '/admin/imoveis') => {
  const navegacoes: string[] = [];
  return {
    pathname,
    navegacoes,
    assign(url: string) {
      navegacoes.push(url);
    },
  };
};
