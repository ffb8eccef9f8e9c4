import type { ComponentProps } from 'react';
import { AGENCIA, MSG_SITE } from '@morada/domain';
import { PaginaSite } from '../partes/pagina-site';

type SobreViewProps = Omit<ComponentProps<'div'>, 'children'>;

function SobreView(props: SobreViewProps) {
  const S = MSG_SITE;
  return (
    <PaginaSite slot="sobre-view" classes="mx-auto grid max-w-5xl gap-10 px-4 py-12" {...props}>
      <header className="grid gap-3">
        <p className="text-sm font-semibold text-primary uppercase">{S.sobreDesde(AGENCIA.fundacao)}</p>
        <h1 className="text-4xl font-bold">{S.sobreTitulo}</h1>
        <p className="text-lg text-muted-foreground">{S.sobreTexto}</p>
      </header>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {S.numeros.map((n) => (
          <div
            key={n.rotulo}
            className="flex flex-col-reverse rounded-xl border border-border bg-card p-5 text-center"
          >
            <dt className="text-sm text-muted-foreground">{n.rotulo}</dt>
            <dd className="text-3xl font-bold text-primary">{n.valor}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border border-border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">{S.sobreMissaoTitulo}</h2>
          <p className="text-muted-foreground">{S.sobreMissao}</p>
        </section>
        <section className="rounded-xl border border-border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">{S.sobreValoresTitulo}</h2>
          <p className="text-muted-foreground">{S.sobreValores}</p>
        </section>
      </div>
      <section>
        <h2 className="mb-4 text-2xl font-semibold">{S.servicosTitulo}</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {S.servicos.map((s) => (
            <li key={s.titulo} className="rounded-xl border border-border p-5">
              <h3 className="font-semibold">{s.titulo}</h3>
              <p className="text-sm text-muted-foreground">{s.texto}</p>
            </li>
          ))}
        </ul>
      </section>
    </PaginaSite>
  );
}

export { SobreView };
export type { SobreViewProps };
