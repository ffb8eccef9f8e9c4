import { MSG_LEADS_UI } from '@morada/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@morada/ui/tabs';
import { useSearchParams } from 'react-router-dom';
import { ConfiguracaoPainel, FunilPainel } from './funil-painel';
import { LeadsPage } from './leads-page';

const T = MSG_LEADS_UI.abas;
const ABAS = ['lista', 'funil', 'configuracao'] as const;
type Aba = (typeof ABAS)[number];

/** /admin/leads: the list of every lead, the funnel report and the alert/rotation settings, as tabs (?aba=). */
export function LeadsAdminPage() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('aba');
  const aba: Aba = ABAS.find((a) => a === pedida) ?? 'lista';
  return (
    <Tabs
      value={aba}
      onValueChange={(v: string) => setParams(v === 'lista' ? {} : { aba: v })}
      className="grid min-w-0 gap-4"
    >
      <TabsList>
        {ABAS.map((a) => (
          <TabsTrigger key={a} value={a}>
            {T[a]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="lista" className="min-w-0">
        <LeadsPage />
      </TabsContent>
      <TabsContent value="funil" className="min-w-0">
        <FunilPainel />
      </TabsContent>
      <TabsContent value="configuracao" className="min-w-0">
        <ConfiguracaoPainel />
      </TabsContent>
    </Tabs>
  );
}
