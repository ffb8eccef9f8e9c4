import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Blocks of the "Tokens de design" page. Each swatch paints the real CSS variable of styles.css and
 * prints the value the browser resolved, inside a light or a dark theme root, so the page cannot
 * drift from the palette the apps use.
 */

type Tema = 'light' | 'dark';

/** The palette's roles, in pairs of fill and the text that goes on it. */
export const CORES: { nome: string; papel: string }[] = [
  { nome: 'background', papel: 'Fundo da página' },
  { nome: 'foreground', papel: 'Texto principal' },
  { nome: 'card', papel: 'Fundo de cartões' },
  { nome: 'popover', papel: 'Menus, diálogos e dicas' },
  { nome: 'primary', papel: 'Ação principal, links, foco' },
  { nome: 'primary-foreground', papel: 'Texto sobre a cor primária' },
  { nome: 'secondary', papel: 'Ação secundária' },
  { nome: 'secondary-foreground', papel: 'Texto sobre a secundária' },
  { nome: 'muted', papel: 'Áreas discretas, esqueletos' },
  { nome: 'muted-foreground', papel: 'Texto de apoio' },
  { nome: 'accent', papel: 'Realce ao passar o mouse' },
  { nome: 'destructive', papel: 'Erros e ações destrutivas' },
  { nome: 'success', papel: 'Sucesso (pago, ativo)' },
  { nome: 'warning', papel: 'Atenção (vencendo, pendente)' },
  { nome: 'info', papel: 'Informação' },
  { nome: 'border', papel: 'Bordas e divisórias' },
  { nome: 'input', papel: 'Borda de campos' },
  { nome: 'ring', papel: 'Anel de foco' },
];

function TemaRoot({ tema, children }: { tema: Tema; children: ReactNode }) {
  return (
    <div
      className={`${tema === 'dark' ? 'dark ' : ''}bg-background text-foreground rounded-lg border p-4 font-sans`}
      style={{ colorScheme: tema }}
    >
      <p className="mb-3 text-sm font-semibold">{tema === 'dark' ? 'Tema escuro' : 'Tema claro'}</p>
      {children}
    </div>
  );
}

function Amostra({ nome, papel }: { nome: string; papel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [valor, setValor] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValor(getComputedStyle(ref.current).getPropertyValue(`--color-${nome}`).trim());
  }, [nome]);
  return (
    <div ref={ref} className="flex items-center gap-3">
      <div
        className="size-10 shrink-0 rounded-md border"
        style={{ backgroundColor: `var(--color-${nome})` }}
        aria-hidden
      />
      <div className="min-w-0 text-xs leading-tight">
        <code className="font-semibold">--color-{nome}</code>
        <div className="text-muted-foreground">{papel}</div>
        <div className="text-muted-foreground font-mono">{valor || '— (nenhum componente usa)'}</div>
      </div>
    </div>
  );
}

/** The palette side by side in both themes. */
export function PaletaDeCores() {
  return (
    <div className="font-sans grid gap-4 sm:grid-cols-2">
      {(['light', 'dark'] as const).map((tema) => (
        <TemaRoot key={tema} tema={tema}>
          <div className="grid gap-3">
            {CORES.map((cor) => (
              <Amostra key={cor.nome} {...cor} />
            ))}
          </div>
        </TemaRoot>
      ))}
    </div>
  );
}

const TIPOS = [
  { classe: 'text-xs', uso: 'Legendas, metadados de tabela' },
  { classe: 'text-sm', uso: 'Texto de formulários, botões, tabelas' },
  { classe: 'text-base', uso: 'Texto corrido' },
  { classe: 'text-lg', uso: 'Título de cartão' },
  { classe: 'text-xl', uso: 'Título de seção' },
  { classe: 'text-2xl', uso: 'Título de página' },
  { classe: 'text-3xl', uso: 'Destaque (preço, hero)' },
] as const;

/** Inter Variable at each step of the type scale used by the components. */
export function EscalaTipografica() {
  return (
    <div className="font-sans bg-background text-foreground grid gap-3 rounded-lg border p-4">
      {TIPOS.map(({ classe, uso }) => (
        <div key={classe} className="flex items-baseline gap-4">
          <code className="text-muted-foreground w-24 shrink-0 text-xs">{classe}</code>
          <span className={classe}>Apartamento à venda em São José</span>
          <span className="text-muted-foreground ml-auto hidden text-xs sm:inline">{uso}</span>
        </div>
      ))}
    </div>
  );
}

const ESPACOS = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** Tailwind's spacing steps (multiples of --spacing, 0,25 rem = 4 px). */
export function Espacamentos() {
  return (
    <div className="font-sans bg-background text-foreground grid gap-2 rounded-lg border p-4">
      {ESPACOS.map((passo) => (
        <div key={passo} className="flex items-center gap-4">
          <code className="text-muted-foreground w-24 shrink-0 text-xs">
            {passo} · {passo * 4} px
          </code>
          <div className="bg-primary h-4 rounded-sm" style={{ width: `calc(var(--spacing) * ${passo})` }} />
        </div>
      ))}
    </div>
  );
}

const RAIOS = ['sm', 'md', 'lg', 'xl'] as const;

/** The radii derived from --radius. */
export function Raios() {
  return (
    <div className="font-sans bg-background text-foreground flex flex-wrap gap-6 rounded-lg border p-4">
      {RAIOS.map((raio) => (
        <div key={raio} className="grid justify-items-center gap-2">
          <div
            className="bg-secondary border-primary size-16 border-2"
            style={{ borderRadius: `var(--radius-${raio})` }}
          />
          <code className="text-xs">--radius-{raio}</code>
        </div>
      ))}
    </div>
  );
}
