import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ROTULO_DO_CAMPO } from './argtypes-comuns';
import { CampoControlado } from './campo-controlado';
import { larguraMaxima } from './componentes-largura';

/** The field stories' canvas: one field, no wider than a form column. */
const decoratorsDoCampo: Decorator[] = [larguraMaxima(320)];

/**
 * What the stories of the masked fields share around {@link CampoControlado}: the component, its
 * documented props and the narrow canvas; `descricao` is the docs page's text.
 */
const metaDoCampoControlado = (descricao: string) => ({
  component: CampoControlado,
  parameters: { docs: { description: { component: descricao } } },
  argTypes: {
    Componente: { description: 'O campo mostrado (CpfInput, CnpjInput, CepInput…).', control: false },
    label: ROTULO_DO_CAMPO,
    inicial: { description: 'Valor inicial, sem máscara (como o formulário guarda).', control: 'text' },
    onChange: { description: 'Recebe o valor sem máscara a cada digitação.', control: false },
  } as const,
  decorators: decoratorsDoCampo,
});

/** The field labelled `nome` in the story's canvas. */
const campoRotulado = (el: HTMLElement, nome: string) => within(el).getByLabelText(nome);

export { campoRotulado, decoratorsDoCampo, metaDoCampoControlado };
