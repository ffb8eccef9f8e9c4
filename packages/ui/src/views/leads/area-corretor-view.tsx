import { MSG_LEADS_UI, MSG_PROPOSTAS_UI } from '@morada/domain';
import type { ComponentProps, ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';

const T = MSG_LEADS_UI.area;

/** The tabs of the corretor's area. */
const ABAS_CORRETOR = ['leads', 'agenda', 'propostas', 'comissoes'] as const;
type AbaCorretor = (typeof ABAS_CORRETOR)[number];

type AreaCorretorViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O nome do corretor, na saudação. */
  nome: string;
  /** A aba aberta. */
  aba: AbaCorretor;
  onAbaChange: (aba: AbaCorretor) => void;
  /** O conteúdo de “Meus leads” (a `LeadsView` do corretor). */
  leads: ReactNode;
  /** O conteúdo de “Agenda” (a agenda da semana, que o app passa). */
  agenda: ReactNode;
  /** O conteúdo de “Propostas” (a `PropostasView` do corretor); sem ele, a aba não aparece. */
  propostas?: ReactNode;
  /** O conteúdo de “Comissões” (a `ComissoesView`); sem ele, a aba não aparece. */
  comissoes?: ReactNode;
};

/**
 * A área do corretor (/corretor), pensada para o celular: a saudação e as abas “Meus leads”, “Agenda” e,
 * quando o app as passa, “Propostas” e “Comissões”.
 */
function AreaCorretorView({
  nome,
  aba,
  onAbaChange,
  leads,
  agenda,
  propostas,
  comissoes,
  ...props
}: AreaCorretorViewProps) {
  return (
    <PaginaSite
      slot="area-corretor-view"
      classes="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:py-10"
      {...props}
    >
      <CabecalhoPagina className="grid gap-1" titulo={T.titulo} tituloClasse="text-2xl font-bold sm:text-3xl">
        <p className="text-lg text-muted-foreground">{T.ola(nome)}</p>
      </CabecalhoPagina>
      <Tabs
        value={aba}
        onValueChange={(v: string) => onAbaChange(ABAS_CORRETOR.find((a) => a === v) ?? 'leads')}
        className="min-w-0"
      >
        <TabsList quebra>
          <TabsTrigger value="leads">{T.abas.leads}</TabsTrigger>
          <TabsTrigger value="agenda">{T.abas.agenda}</TabsTrigger>
          {propostas ? <TabsTrigger value="propostas">{MSG_PROPOSTAS_UI.abas.propostas}</TabsTrigger> : null}
          {comissoes ? <TabsTrigger value="comissoes">{MSG_PROPOSTAS_UI.abas.comissoes}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="leads" className="min-w-0 pt-4">
          {leads}
        </TabsContent>
        <TabsContent value="agenda" className="min-w-0 pt-4">
          {agenda}
        </TabsContent>
        {propostas ? (
          <TabsContent value="propostas" className="min-w-0 pt-4">
            {propostas}
          </TabsContent>
        ) : null}
        {comissoes ? (
          <TabsContent value="comissoes" className="min-w-0 pt-4">
            {comissoes}
          </TabsContent>
        ) : null}
      </Tabs>
    </PaginaSite>
  );
}

export { ABAS_CORRETOR, AreaCorretorView };
export type { AbaCorretor, AreaCorretorViewProps };
