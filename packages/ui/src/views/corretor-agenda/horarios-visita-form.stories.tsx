import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { HorariosVisitaForm } from './horarios-visita-form';

const SEMANA = [{ inicio: '09:00', fim: '18:00' }];

/**
 * Os horários de visita da imobiliária no back office: os dias da semana que recebem visitas, das–até,
 * a duração de cada visita e a antecedência mínima. A página do imóvel oferece exatamente esses horários.
 */
const meta = {
  title: 'Telas/Admin/Horários de visita',
  component: HorariosVisitaForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    agenda: {
      dias: {
        '1': SEMANA,
        '2': SEMANA,
        '3': SEMANA,
        '4': SEMANA,
        '5': SEMANA,
        '6': [{ inicio: '09:00', fim: '13:00' }],
      },
      duracaoMinutos: 60,
      antecedenciaMinutos: 120,
    },
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HorariosVisitaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os horários gravados: o admin fecha a segunda à tarde, abre o domingo e salva em visitas de 30 minutos. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Horários de visita' })).toBeVisible();
    await expect(c.getByRole('checkbox', { name: 'Segunda-feira' })).toBeChecked();
    await expect(c.getByRole('checkbox', { name: 'Domingo' })).not.toBeChecked();
    await expect(c.getByText('Sem visitas')).toBeVisible();
    const fim = c.getByLabelText('Segunda-feira — Até');
    await userEvent.clear(fim);
    await userEvent.type(fim, '12:00');
    await userEvent.click(c.getByRole('checkbox', { name: 'Domingo' }));
    await expect(c.getByLabelText('Domingo — Das')).toHaveValue('09:00');
    await userEvent.selectOptions(c.getByLabelText('Duração de cada visita'), '30 minutos');
    await userEvent.click(c.getByRole('button', { name: 'Salvar horários' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          duracaoMinutos: 30,
          antecedenciaMinutos: 120,
          dias: expect.objectContaining({
            '0': [{ inicio: '09:00', fim: '18:00' }],
            '1': [{ inicio: '09:00', fim: '12:00' }],
          }),
        }),
      ),
    );
  },
};

/** Um dia cujo fim vem antes do início: a mensagem fica no dia e nada é enviado. */
export const HorarioInvalido: Story = {
  name: 'Horário inválido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const fim = c.getByLabelText('Terça-feira — Até');
    await userEvent.clear(fim);
    await userEvent.type(fim, '08:00');
    await userEvent.click(c.getByRole('button', { name: 'Salvar horários' }));
    await expect(
      c.getByText('O fim precisa ser depois do início e caber ao menos uma visita.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Todos os dias desmarcados: a imobiliária precisa de ao menos um dia de visitas. */
export const NenhumDia: Story = {
  name: 'Nenhum dia',
  args: { agenda: { dias: { '1': SEMANA }, duracaoMinutos: 60, antecedenciaMinutos: 0 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Antecedência mínima')).toHaveDisplayValue('Nenhuma');
    await userEvent.click(c.getByRole('checkbox', { name: 'Segunda-feira' }));
    await userEvent.click(c.getByRole('button', { name: 'Salvar horários' }));
    await expect(c.getByText('Escolha ao menos um dia com horário de visitas.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Enquanto grava: o botão diz "Salvando…" e não aceita um segundo clique. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando…' })).toBeDisabled();
  },
};

/** Carregando os horários: esqueletos no lugar do formulário. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { agenda: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando os horários de visita…' }),
    ).toBeVisible();
  },
};

/** A leitura falhou: a mensagem e "Tentar novamente". */
export const FalhaAoCarregar: Story = {
  name: 'Falha ao carregar',
  args: { agenda: undefined, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os horários de visita.',
    emAlerta: false,
    umaVez: true,
  }),
};

/** No celular (375 px): os dias um abaixo do outro, sem rolagem lateral. */
export const NoCelular: Story = { name: 'No celular', ...noCelularSemRolagemDe(Carregado) };

/** No tema escuro. */
export const NoEscuro: Story = { name: 'No escuro', ...noEscuroDe(HorarioInvalido) };
