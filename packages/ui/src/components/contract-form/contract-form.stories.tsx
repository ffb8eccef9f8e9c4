import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG_REAJUSTE } from '@morada/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { anunciosExemplo, contratoExemplo } from '../../stories/admin-fixtures';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import {
  contratoComMascaras,
  contratoComTermos,
  contratoReajusteFixo,
  jogar,
  padroesAdministracao,
  salvar,
  salvarEObter,
  salvarEnviando,
  salvarRecusado,
  substituir,
} from './contract-form.fixtures';
import { ContractForm } from './contract-form';
import { larguraMaxima } from '../../stories/componentes-largura';

/**
 * Formulário de cadastro e edição de contrato de locação: imóvel, locatário, vigência, valores (aluguel,
 * condomínio, IPTU, encargos e desconto), reajuste anual, multa rescisória e termos de administração. CPF,
 * telefone e valores têm máscara; as mensagens de erro são as mesmas do servidor.
 */
const meta = {
  title: 'Admin/Formulário de contrato',
  id: 'admin-contractform',
  component: ContractForm,
  tags: ['autodocs'],
  args: { anuncios: anunciosExemplo, onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(800)],
} satisfies Meta<typeof ContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um contrato novo: campos em branco, o aluguel com máscara (“R$ 1.234,56”), a multa em branco valendo o
 * padrão das Configurações e só imóveis “Disponível” na seleção.
 */
export const Novo: Story = {
  name: 'Novo',
  play: jogar(async (c) => {
    await expect(c.getByLabelText('Dia de vencimento')).toHaveValue(5);
    // Money is typed the Brazilian way: 'R$ 1.234,56'.
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveAttribute('inputmode', 'decimal');
    // Blank percentages: the agency's defaults apply (the hint says where they come from).
    await expect(c.getByLabelText('Multa (%)')).toHaveValue('');
    await expect(c.getByLabelText('Multa (%)')).toHaveAccessibleDescription(
      'Em branco, vale o padrão das Configurações.',
    );
    // Only 'Disponível' listings are offered.
    const opcoes = [...(c.getByLabelText('Imóvel') as HTMLSelectElement).options].map((o) => o.textContent);
    await expect(opcoes).toEqual(['Selecione um imóvel disponível', 'Studio Vila Madalena — São Paulo']);
  }),
};

/** Salvar sem preencher mostra cada mensagem de obrigatório sob o seu campo. */
export const Obrigatorios: Story = {
  name: 'Obrigatórios',
  play: jogar(async (c, args) => {
    await salvar(c);
    await expect(await c.findByText('Número é obrigatório')).toBeVisible();
    await expect(c.getByText('CPF é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};

/** CPF, telefone e valores em dinheiro são digitados com máscara; os valores salvos aparecem formatados. */
export const Mascaras: Story = {
  name: 'Máscaras: CPF, telefone e valores',
  args: { contrato: contratoComMascaras },
  play: jogar(async (c, args) => {
    // Digits from the server are shown the Brazilian way.
    await expect(c.getByLabelText('Telefone')).toHaveValue('(11) 98888-1111');
    await expect(c.getByLabelText('CPF')).toHaveValue('123.456.789-09');
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveValue('R$ 3.200,00');
    await expect(c.getByLabelText('IPTU (R$)')).toHaveValue('R$ 120,50');
    // A fixo has 8 digits after the DDD.
    await substituir(c, 'Telefone', '1134567890', '(11) 3456-7890');
    await substituir(c, 'Valor do aluguel (R$)', '3.500,75', 'R$ 3.500,75');
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados.valorAluguel).toBe(3500.75);
    await expect(dados.valorIPTU).toBe(120.5);
    await expect(dados.inquilino).toMatchObject({ telefone: '1134567890', cpf: '12345678909' });
  }),
};

/** O estado “Máscaras” na largura de um celular (375 px). */
export const MascarasCelular: Story = {
  ...Mascaras,
  name: 'Máscaras — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Mascaras.play),
};

/** O estado “Máscaras” no tema escuro. */
export const MascarasEscuro: Story = {
  ...Mascaras,
  name: 'Máscaras — escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Mascaras.play),
};

/** Um CPF com dígitos verificadores errados é recusado sob o campo, com a mensagem do domínio. */
export const CpfInvalido: Story = {
  name: 'CPF inválido',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    const cpf = c.getByLabelText('CPF');
    await substituir(c, 'CPF', '11111111111', '111.111.111-11');
    await salvarRecusado(c, args.onSubmit, 'CPF inválido');
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** Valor em dinheiro não informado vira 0 e o dia de vencimento padrão é 5 (seção 5). */
export const PadroesNumericos: Story = {
  name: 'Padrões numéricos',
  args: { contrato: { ...contratoExemplo, imovel: { ...contratoExemplo.imovel } } },
  play: jogar(async (c, args) => {
    await userEvent.clear(c.getByLabelText('IPTU (R$)'));
    await userEvent.clear(c.getByLabelText('Dia de vencimento'));
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados.valorIPTU).toBe(0);
    await expect(dados.diaVencimento).toBe(5);
  }),
};

/**
 * Multa acima de 10 % exige confirmar a cláusula do contrato (mesmo esquema e mesma mensagem do servidor).
 */
export const EncargosComClausula: Story = {
  name: 'Encargos com cláusula',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    await expect(c.getByLabelText('Multa (%)')).toHaveValue('2');
    await expect(c.getByLabelText('Juros ao mês (%)')).toHaveValue('1');
    const clausula = c.getByRole('checkbox', {
      name: 'Confirmo que o contrato prevê multa acima de 10% ou juros acima de 1% ao mês',
    });
    await expect(clausula).not.toBeChecked();
    await substituir(c, 'Multa (%)', '15');
    await salvar(c);
    await expect(
      await c.findByText('Multa acima de 10% exige confirmar a cláusula contratual'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(clausula);
    await expect(clausula).toBeChecked();
    await expect(c.queryByText('Multa acima de 10% exige confirmar a cláusula contratual')).toBeNull();
    await salvarEnviando(c, args.onSubmit, {
      multaPercentual: 15,
      jurosMensalPercentual: 1,
      encargosClausula: true,
    });
  }),
};

/** Outros encargos e um desconto entram no mês; multa em branco mantém o padrão da imobiliária. */
export const OutrosEncargosEDesconto: Story = {
  name: 'Outros encargos e desconto',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    await substituir(c, 'Outros encargos (R$)', '45,9');
    await substituir(c, 'Desconto (R$)', '100');
    await userEvent.clear(c.getByLabelText('Multa (%)'));
    const parte = c.getByLabelText('Parte do proprietário em multa e juros (%)');
    await userEvent.clear(parte);
    await userEvent.type(parte, '50');
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados).toMatchObject({
      valorOutros: 45.9,
      valorDesconto: 100,
      encargosClausula: false,
      encargosProprietarioPercentual: 50,
    });
    await expect(dados.multaPercentual).toBeUndefined();
  }),
};

/** Um desconto maior que o aluguel é recusado sob o campo. */
export const DescontoMaiorQueAluguel: Story = {
  name: 'Desconto maior que aluguel',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    await userEvent.type(c.getByLabelText('Desconto (R$)'), '5000');
    await salvarRecusado(c, args.onSubmit, 'Desconto não pode ser maior que o aluguel');
  }),
};

/** Na edição, o imóvel atual do contrato continua na seleção mesmo sem estar “Disponível”. */
export const Edicao: Story = {
  name: 'Edição',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Imóvel')).toHaveValue('i1');
  },
};

/** Erros devolvidos pelo servidor (ex.: número de contrato repetido) aparecem sob o campo correspondente. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: { errosServidor: { numero: 'Já existe um contrato com este número' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Já existe um contrato com este número'),
    ).toBeVisible();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = { name: 'Salvando', args: { busy: true } };

/** “Reajuste anual”: o campo de percentual só aparece para “Percentual fixo”. */
export const ReajustePercentualFixo: Story = {
  name: 'Reajuste: percentual fixo',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    await expect(c.getByRole('group', { name: 'Reajuste anual' })).toBeVisible();
    await expect(c.getByLabelText('Índice de reajuste')).toHaveValue('IGP-M');
    await expect(c.queryByLabelText('Percentual fixo de reajuste (%)')).toBeNull();
    await expect(c.getByLabelText('Mês-base do reajuste')).toHaveAccessibleDescription(
      'Em branco, vale o mês de início do contrato.',
    );
    await userEvent.selectOptions(c.getByLabelText('Índice de reajuste'), 'Fixo');
    await userEvent.type(c.getByLabelText('Percentual fixo de reajuste (%)'), '5,5');
    await userEvent.selectOptions(c.getByLabelText('Se o índice acumulado for negativo'), 'reduzir');
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados).toMatchObject({
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 5.5,
      reajusteMesBase: null,
      reajusteNegativo: 'reduzir',
    });
  }),
};

/** “Percentual fixo” sem o percentual: a mensagem do domínio aparece sob o campo. */
export const ReajusteErroDeValidacao: Story = {
  name: 'Reajuste: erro de validação',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    await userEvent.selectOptions(c.getByLabelText('Índice de reajuste'), 'Fixo');
    await salvarRecusado(c, args.onSubmit, 'Informe o percentual fixo de reajuste');
    await expect(c.getByLabelText('Percentual fixo de reajuste (%)')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** Ao editar um contrato, o reajuste aparece como foi salvo. */
export const ReajusteNaEdicao: Story = {
  name: 'Reajuste: valores do contrato',
  args: { contrato: contratoReajusteFixo },
  play: jogar(async (c) => {
    await expect(c.getByLabelText('Índice de reajuste')).toHaveValue('Fixo');
    await expect(c.getByLabelText('Percentual fixo de reajuste (%)')).toHaveValue('4,5');
    await expect(c.getByLabelText('Mês-base do reajuste')).toHaveValue('12/2025');
    await expect(c.getByLabelText('Se o índice acumulado for negativo')).toHaveValue('reduzir');
  }),
};

/**
 * O mês-base é digitado como “mm/aaaa” e salvo como “aaaa-mm”; o mês 13 é recusado com mensagem em português.
 */
export const ReajusteMesBaseDigitado: Story = {
  name: 'Reajuste: mês-base digitado',
  args: { contrato: contratoExemplo },
  play: jogar(async (c, args) => {
    const mes = c.getByLabelText('Mês-base do reajuste');
    await expect(mes).toHaveAttribute('placeholder', 'mm/aaaa');
    await userEvent.type(mes, '132025');
    await expect(mes).toHaveValue('13/2025');
    await salvarRecusado(c, args.onSubmit, MSG_REAJUSTE.erros.mesBaseInvalido);
    await userEvent.clear(mes);
    await userEvent.type(mes, '122025');
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados).toMatchObject({ reajusteMesBase: '2025-12' });
  }),
};

/** “Multa rescisória”: 3 aluguéis para um contrato novo, o valor do próprio contrato na edição, de 0 a 12. */
export const MultaRescisoria: Story = {
  name: 'Multa rescisória',
  args: { contrato: { ...contratoExemplo, multaRescisoriaAlugueis: 2 } },
  play: jogar(async (c, args) => {
    const multa = c.getByLabelText('Multa rescisória (aluguéis)');
    await expect(multa).toHaveValue('2');
    await expect(multa).toHaveAttribute('inputmode', 'decimal');
    await expect(multa).toHaveAccessibleDescription(
      'De 0 a 12 aluguéis, cobrada em proporção ao prazo que falta (Lei 8.245, art. 4).',
    );
    await userEvent.clear(multa);
    await userEvent.type(multa, '13');
    await salvarRecusado(c, args.onSubmit, 'Multa rescisória deve ser de 0 a 12 aluguéis');
    await expect(multa).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(multa);
    await userEvent.type(multa, '1.5');
    await expect(multa).toHaveValue('1,5');
    await salvarEnviando(c, args.onSubmit, { multaRescisoriaAlugueis: 1.5 });
  }),
};

/** A multa rescisória de um contrato novo começa em 3 aluguéis. */
export const MultaRescisoriaPadrao: Story = {
  name: 'Multa rescisória: padrão de 3 aluguéis',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Multa rescisória (aluguéis)')).toHaveValue('3');
  },
};

/**
 * “Administração”: campos em branco assumem os padrões da imobiliária, que aparecem como exemplo nos campos.
 */
export const AdministracaoPadroes: Story = {
  name: 'Administração: padrões da imobiliária',
  args: { padroesAdministracao },
  play: jogar(async (c) => {
    const secao = within(c.getByRole('group', { name: 'Administração' }));
    await expect(secao.getByLabelText('Taxa de administração (%)')).toHaveValue('');
    for (const [rotulo, exemplo] of [
      ['Taxa de administração (%)', 'Padrão: 10%'],
      ['Taxa de administração mínima (R$)', 'Padrão: R$ 150,00'],
      ['Taxa de intermediação (% do primeiro aluguel)', 'Padrão: 100%'],
      ['Dia do repasse', 'Padrão: dia 10'],
    ] as const)
      await expect(secao.getByLabelText(rotulo)).toHaveAttribute('placeholder', exemplo);
    await expect(
      secao.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' }),
    ).toBeChecked();
  }),
};

/** Sem os padrões disponíveis, o exemplo no campo diz apenas que vale o padrão da imobiliária. */
export const AdministracaoSemPadroes: Story = {
  name: 'Administração: sem os padrões',
  play: jogar(async (c, args) => {
    await expect(c.getByLabelText('Dia do repasse')).toHaveAttribute('placeholder', 'Padrão da imobiliária');
    await expect(c.getByLabelText('Taxa de administração (%)')).toHaveAttribute(
      'placeholder',
      'Padrão da imobiliária',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};

/** Uma taxa acima de 100 %: a mensagem do domínio sob o campo, nada é enviado. */
export const AdministracaoPercentualInvalido: Story = {
  name: 'Administração: percentual inválido',
  args: { contrato: contratoExemplo, padroesAdministracao },
  play: jogar(async (c, args) => {
    const taxa = c.getByLabelText('Taxa de administração (%)');
    await userEvent.type(taxa, '150');
    await salvarRecusado(c, args.onSubmit, 'Taxa de administração (%) deve estar entre 0 e 100');
    await expect(taxa).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** Os termos próprios do contrato, com a imobiliária pagando ela mesma condomínio e IPTU. */
export const AdministracaoPreenchida: Story = {
  name: 'Administração: termos do contrato',
  args: { contrato: contratoExemplo, padroesAdministracao },
  play: jogar(async (c, args) => {
    await userEvent.type(c.getByLabelText('Taxa de administração (%)'), '8');
    await userEvent.type(c.getByLabelText('Taxa de administração mínima (R$)'), '200');
    await userEvent.type(c.getByLabelText('Taxa de intermediação (% do primeiro aluguel)'), '50');
    await userEvent.type(c.getByLabelText('Dia do repasse'), '15');
    await userEvent.click(c.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' }));
    await salvarEnviando(c, args.onSubmit, {
      taxaAdministracaoPercentual: 8,
      taxaAdministracaoMinima: 200,
      taxaIntermediacaoPercentual: 50,
      diaRepasse: 15,
      encargosRepassados: false,
    });
  }),
};

/** Na edição aparecem os termos salvos; um termo em branco (`null`) continua com o padrão da imobiliária. */
export const AdministracaoNaEdicao: Story = {
  name: 'Administração: valores do contrato',
  args: { contrato: contratoComTermos },
  play: jogar(async (c, args) => {
    await expect(c.getByLabelText('Taxa de administração (%)')).toHaveValue('8,5');
    await expect(c.getByLabelText('Taxa de administração mínima (R$)')).toHaveValue('');
    await expect(c.getByLabelText('Dia do repasse')).toHaveValue(12);
    const repassados = c.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' });
    await expect(repassados).not.toBeChecked();
    const dados = await salvarEObter(c, args.onSubmit);
    await expect(dados).toMatchObject({
      taxaAdministracaoPercentual: 8.5,
      taxaAdministracaoMinima: null,
      taxaIntermediacaoPercentual: null,
      diaRepasse: 12,
      encargosRepassados: false,
    });
  }),
};
