import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSnackbar, newAccount, signUp, useBrowser } from './browser.ts';

const browser = useBrowser();

const contactsTable = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const contactRow = (page: Page, name: string) =>
  contactsTable(page).getByRole('row').filter({ hasText: name });

async function fillContact(
  page: Page,
  contact: { name?: string; email?: string; phone?: string; method?: string },
) {
  const dialog = page.getByRole('dialog');
  if (contact.name !== undefined) await dialog.getByRole('textbox', { name: 'Name' }).fill(contact.name);
  if (contact.email !== undefined) await dialog.getByRole('textbox', { name: 'Email' }).fill(contact.email);
  if (contact.phone !== undefined) await dialog.getByRole('textbox', { name: 'Phone' }).fill(contact.phone);
  if (contact.method) {
    await dialog.getByRole('combobox', { name: 'Contact method' }).click();
    await page.getByRole('option', { name: contact.method, exact: true }).click();
  }
}

async function addContact(page: Page, contact: { name: string; email: string; phone: string }) {
  await page.getByRole('button', { name: 'Add contact' }).first().click();
  await fillContact(page, contact);
  await page.getByRole('dialog', { name: 'New contact' }).getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `Contact ${contact.name} added`);
  await contactRow(page, contact.name).waitFor();
}

describe('contacts', () => {
  it('validates, creates, edits and deletes a contact', async () => {
    const { context, page } = await signUp(browser(), newAccount('Cora Contact'), { path: '/contact' });
    await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();

    // Spec 5's messages, exactly.
    await page.getByRole('button', { name: 'Add contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Phone is required').waitFor();
    await fillContact(page, { name: 'Ada Lovelace', email: 'ada-at-example.com', phone: '416 555 0100' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Invalid email address', { exact: true }).waitFor();
    await dialog
      .getByText('Invalid phone number, please include country code (eg. +44)', { exact: true })
      .waitFor();
    expect(await dialog.getByText('Name is required').count()).toBe(0);

    // Create.
    await fillContact(page, { email: 'ada@example.com', phone: '+1 416 555 0100', method: 'Email and SMS' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Contact Ada Lovelace added');
    const ada = contactRow(page, 'Ada Lovelace');
    expect(await ada.getByRole('cell').allTextContents()).toEqual([
      '',
      'Ada Lovelace',
      'ada@example.com',
      '+14165550100',
      'Email and SMS',
      '',
    ]);

    // The same name again is refused with the spec's message; the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await fillContact(page, { name: 'Ada Lovelace', email: 'ada2@example.com', phone: '+14165550101' });
    await page.getByRole('dialog', { name: 'New contact' }).getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Contact Ada Lovelace already exists');
    await page.getByRole('dialog', { name: 'New contact' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Edit.
    await ada.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    expect(await edit.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('ada@example.com');
    await fillContact(page, { name: 'Ada King', phone: '+44 20 7946 0000', method: 'SMS' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Contact Ada King updated');
    const king = contactRow(page, 'Ada King');
    await king.getByRole('cell', { name: '+442079460000' }).waitFor();
    await king.getByRole('cell', { name: 'SMS', exact: true }).waitFor();

    // It is saved on the server.
    await page.reload();
    await contactRow(page, 'Ada King').waitFor();

    // Delete one, after confirming.
    await contactRow(page, 'Ada King').getByRole('button', { name: 'Delete Ada King' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contact?' });
    await confirm.getByText('Delete Ada King? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, 'Contact Ada King deleted');
    await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
    await context.close();
  });

  it('searches, then deletes several contacts at once', async () => {
    const { context, page } = await signUp(browser(), newAccount('Bulk Deleter'), { path: '/contact' });
    await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
    await addContact(page, { name: 'Grace Hopper', email: 'grace@example.com', phone: '+14165550111' });
    await addContact(page, { name: 'Linus Torvalds', email: 'linus@example.com', phone: '+358401234567' });
    await addContact(page, {
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      phone: '+16175550100',
    });

    await page.getByRole('searchbox', { name: 'Search' }).fill('linus@');
    expect(await contactsTable(page).locator('tbody tr').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    await page.getByRole('checkbox', { name: 'Select Grace Hopper' }).check();
    await page.getByRole('checkbox', { name: 'Select Linus Torvalds' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contacts?' });
    await confirm.getByText('Delete the 2 selected contacts? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, '2 contacts deleted');
    await contactRow(page, 'Grace Hopper').waitFor({ state: 'detached' });
    expect(await contactsTable(page).locator('tbody tr').count()).toBe(1);
    await contactRow(page, 'Margaret Hamilton').waitFor();

    await page.reload();
    await contactRow(page, 'Margaret Hamilton').waitFor();
    expect(await contactsTable(page).locator('tbody tr').count()).toBe(1);
    await context.close();
  });
});
