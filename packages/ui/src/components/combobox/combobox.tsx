import { MSG } from '@morada/domain';
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../input';

const T = MSG.adminUi.combobox;

/** Quanto a digitação precisa pausar antes de perguntar ao servidor (um pedido por pausa, não por tecla). */
export const ESPERA_BUSCA_MS = 250;

/** Uma opção: o id que o formulário guarda e o rótulo que a pessoa lê (mais um detalhe opcional). */
export type OpcaoCombobox = { id: string; rotulo: string; detalhe?: string };

/**
 * De onde vêm as opções: o hook de busca da página (a view não busca nada). `onBuscar` recebe o termo
 * depois da pausa, quando a lista abre e enquanto a pessoa digita; a resposta volta em `opcoes`.
 */
export type FonteCombobox = {
  opcoes?: readonly OpcaoCombobox[];
  carregando?: boolean;
  erro?: boolean;
  onBuscar: (termo: string) => void;
};

type ComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> & {
  /** O id escolhido ('' ou undefined: nenhum). */
  value: string | undefined;
  /** O rótulo do item escolhido quando ele não está entre as opções atuais (uma edição aberta com valor). */
  rotuloSelecionado?: string;
  onChange: (opcao: OpcaoCombobox | undefined) => void;
  fonte: FonteCombobox;
};

/**
 * Um seletor com busca (combobox WAI-ARIA com lista): a pessoa digita, o servidor responde algumas
 * opções, as setas percorrem, Enter escolhe, Esc fecha e devolve o rótulo escolhido. Apagar o texto e
 * sair do campo limpa a escolha.
 */
function Combobox({
  value,
  rotuloSelecionado,
  onChange,
  fonte,
  className,
  id,
  onBlur,
  disabled,
  ...rest
}: ComboboxProps) {
  const gerado = useId();
  const inputId = id ?? gerado;
  const listaId = `${inputId}-lista`;
  const { opcoes, carregando, erro, onBuscar } = fonte;
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState<string | null>(null);
  const [ativo, setAtivo] = useState(-1);
  // The last chosen label, so the field keeps showing it when the list moves on to other matches.
  const [escolhido, setEscolhido] = useState<OpcaoCombobox | undefined>();
  // The latest callback, so a page's new function each render does not restart the debounce.
  const buscarRef = useRef(onBuscar);
  useEffect(() => {
    buscarRef.current = onBuscar;
  });

  const rotulo = !value
    ? ''
    : escolhido?.id === value
      ? escolhido.rotulo
      : (opcoes?.find((o) => o.id === value)?.rotulo ?? rotuloSelecionado ?? '');
  const termo = texto ?? '';

  useEffect(() => {
    if (!aberto) return;
    const t = setTimeout(() => buscarRef.current(termo.trim()), ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [aberto, termo]);

  const lista = opcoes ?? [];
  const fechar = () => {
    setAberto(false);
    setTexto(null);
    setAtivo(-1);
  };
  const escolher = (o: OpcaoCombobox) => {
    setEscolhido(o);
    onChange(o);
    fechar();
  };

  const teclado = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!aberto) return setAberto(true);
      if (lista.length === 0) return;
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((i) => (i + passo + lista.length) % lista.length);
    } else if (e.key === 'Enter' && aberto) {
      e.preventDefault();
      const o = lista[ativo];
      if (o) escolher(o);
    } else if (e.key === 'Escape' && aberto) {
      e.preventDefault();
      fechar();
    }
  };

  const opcaoId = (i: number) => `${inputId}-opcao-${i}`;
  const estado = carregando
    ? T.buscando
    : erro
      ? T.erro
      : lista.length === 0 && opcoes
        ? T.nenhumResultado
        : undefined;

  return (
    <div data-slot="combobox" className={cn('relative', className)}>
      <Input
        {...rest}
        id={inputId}
        role="combobox"
        autoComplete="off"
        disabled={disabled}
        aria-autocomplete="list"
        aria-expanded={aberto}
        aria-controls={listaId}
        aria-activedescendant={aberto && lista[ativo] ? opcaoId(ativo) : undefined}
        value={texto ?? rotulo}
        placeholder={rest.placeholder ?? T.digiteParaBuscar}
        onFocus={() => setAberto(true)}
        onClick={() => setAberto(true)}
        onChange={(e) => {
          setTexto(e.target.value);
          setAtivo(-1);
          setAberto(true);
        }}
        onKeyDown={teclado}
        onBlur={(e) => {
          if (texto !== null && texto.trim() === '' && value) {
            setEscolhido(undefined);
            onChange(undefined);
          }
          fechar();
          onBlur?.(e);
        }}
      />
      {aberto ? (
        <div
          data-slot="combobox-popup"
          className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <ul id={listaId} role="listbox" aria-label={T.sugestoes}>
            {estado
              ? null
              : lista.map((o, i) => (
                  <li
                    key={o.id}
                    id={opcaoId(i)}
                    role="option"
                    aria-selected={o.id === value}
                    // mousedown, not click: the input must not lose focus (and close) before the pick.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      escolher(o);
                    }}
                    onMouseEnter={() => setAtivo(i)}
                    className={cn(
                      'cursor-pointer rounded-sm px-2 py-2 text-sm',
                      i === ativo && 'bg-accent text-accent-foreground',
                      o.id === value && 'font-medium',
                    )}
                  >
                    <span className="block truncate">{o.rotulo}</span>
                    {o.detalhe ? (
                      <span className="block truncate text-xs text-muted-foreground">{o.detalhe}</span>
                    ) : null}
                  </li>
                ))}
          </ul>
          {estado ? (
            <p
              role={erro ? 'alert' : 'status'}
              className={cn('px-2 py-2 text-sm text-muted-foreground', erro && 'text-destructive')}
            >
              {estado}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export { Combobox };
