import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page } from '@playwright/test';

/**
 * The provider sections every provider form shares (registration, 'Adicionar Conveniado'),
 * filled as a person does: by labels, choosing the city in its combobox. A provider in Jataí-GO,
 * Medicina, Cardiologia.
 */
export async function fillProviderFields(
  page: Page,
  values: { companyName: string; responsibleName: string; discount: string },
) {
  await page.getByLabel('Nome Fantasia').fill(values.companyName);
  await page.getByLabel('Razão Social').fill(`${values.companyName} Ltda`);
  await page.getByLabel('CPF/CNPJ').fill(generateCpf());
  await page.getByLabel('Nome do Responsável').fill(values.responsibleName);
  await page.getByLabel('Telefone').fill('64 3631 2000');
  await page.getByLabel('WhatsApp').fill('64999992000');
  await page.getByLabel('CEP').fill('75800014');
  await page.getByLabel('Endereço', { exact: true }).fill('Rua José Manoel Vilela');
  await page.getByLabel('Número', { exact: true }).fill('900');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Estado', { exact: true }).selectOption('GO');
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await expect(page.getByText('246 cidades neste estado.')).toBeVisible({ timeout: 15_000 });
  await city.fill('jatai');
  await page.getByRole('option', { name: 'Jataí' }).click();
  await expect(city).toHaveValue('Jataí');
  await page.getByLabel('Área de Atuação').selectOption({ label: 'Medicina' });
  await page.getByRole('checkbox', { name: 'Cardiologia' }).check();
  await page.getByLabel('Desconto (%)').fill(values.discount);
  await page.getByLabel('Dias para Retorno').fill('30');
}
