import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  baseUrl,
  callApi,
  expectSnackbar,
  newAccount,
  organisationsBaseUrl,
  signUp,
  useBrowser,
} from './browser.ts';
import { verifyEmailIn } from './invitations.ts';

const browser = useBrowser();

/** Organisation names are unique across a deployment. */
const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

const yourOrganisations = (page: Page) => page.getByRole('table', { name: 'Your organisations' });
const organisationRow = (page: Page, name: string) =>
  yourOrganisations(page).getByRole('row').filter({ hasText: name });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('selectedOrganisationID'));

/** The id in an organisation's Members link, e.g. /organisation/{id}/members. */
async function organisationId(page: Page, name: string): Promise<string> {
  const href = await organisationRow(page, name)
    .getByRole('link', { name: `Members of ${name}` })
    .getAttribute('href');
  const id = href?.split('/')[2];
  if (!id) throw new Error(`No members link for ${name}`);
  return id;
}

async function fillOrganisation(
  page: Page,
  values: { name: string; address: string; email: string; phone: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill(values.address);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(values.phone);
}

describe('an organisation managed by two users (organisations off, the default)', () => {
  it('invites a viewer before they sign up, who accepts once verified; refuses them a change, promotes and removes them, and logs it all', async () => {
    const owner = newAccount('Olivia Owner');
    const viewer = newAccount('Victor Viewer');
    const orgName = uniqueName('Acme');

    // The owner's first sign-in made their organisation; they fill in its settings.
    const { context: ownerContext, page: a } = await signUp(browser(), owner, { path: '/organisation' });
    await a.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    await a.getByRole('region', { name: "Olivia Owner's organisation" }).waitFor();
    expect(await a.getByRole('button', { name: 'Add organisation' }).count()).toBe(0);
    await a.getByRole('button', { name: 'Edit settings' }).click();
    const edit = a.getByRole('dialog', { name: "Edit Olivia Owner's organisation" });
    await fillOrganisation(a, {
      name: orgName,
      address: '',
      email: 'office-at-acme',
      phone: '+1 416 555 0100',
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Address is required').waitFor();
    await edit.getByText('Invalid email address', { exact: true }).waitFor();
    await fillOrganisation(a, {
      name: orgName,
      address: '1 Front St W, Toronto',
      email: 'office@acme.test',
      phone: '+1 416 555 0100',
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(a, `Organisation ${orgName} updated`);
    const details = a.getByRole('region', { name: orgName });
    await details.getByText('1 Front St W, Toronto').waitFor();
    await details.getByText('+14165550100').waitFor();
    const id = await organisationId(a, orgName);

    // The owner invites the viewer, who has no account yet.
    await details.getByRole('link', { name: 'Members' }).click();
    await a.waitForURL(`${baseUrl()}/organisation/${id}/members`);
    await a.getByRole('heading', { name: `Members of ${orgName}`, level: 1 }).waitFor();
    await a.getByRole('button', { name: 'Invite member' }).click();
    const invite = a.getByRole('dialog', { name: `Invite someone to ${orgName}` });
    await invite.getByRole('textbox', { name: 'Email' }).fill(viewer.email);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await a.getByRole('option', { name: 'Viewer' }).click();
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectSnackbar(a, `Invitation sent to ${viewer.email}`);
    const pending = a.getByRole('table', { name: 'Pending invitations' });
    await pending.getByRole('cell', { name: viewer.email, exact: true }).waitFor();
    await pending.getByRole('cell', { name: 'Viewer', exact: true }).waitFor();

    // The viewer signs up: until their address is verified they see no invitation and are no member.
    const { context: viewerContext, page: b } = await signUp(browser(), viewer, { path: '/organisation' });
    await b.getByText('Verify your e-mail address').waitFor();
    await yourOrganisations(b).getByRole('row').nth(1).waitFor();
    expect(await organisationRow(b, orgName).count()).toBe(0);
    expect(await b.getByRole('region', { name: 'Invitations for you' }).count()).toBe(0);

    // They open the link mailed to them, then accept the invitation on the organisations page.
    await verifyEmailIn(b, viewer.email);
    await b.goto('/organisation');
    const offers = b.getByRole('region', { name: 'Invitations for you' });
    await offers.getByText(`${owner.name} invites you to join ${orgName} as Viewer`).waitFor();
    await offers.getByRole('button', { name: `Accept the invitation to ${orgName}` }).click();
    await expectSnackbar(b, `You joined ${orgName}`);
    await offers.waitFor({ state: 'detached' });

    // They find the organisation among theirs, as a viewer.
    const row = organisationRow(b, orgName);
    await row.getByRole('cell', { name: 'Viewer', exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Edit ${orgName}` }).count()).toBe(0);
    expect(await row.getByRole('link', { name: `Logs of ${orgName}` }).count()).toBe(0);
    await row.getByRole('link', { name: `Members of ${orgName}` }).click();
    const viewerMembers = b.getByRole('table', { name: `Members of ${orgName}` });
    await viewerMembers.getByRole('cell', { name: owner.email, exact: true }).waitFor();
    // No change controls for a viewer...
    expect(await b.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    expect(await b.getByRole('combobox').count()).toBe(0);
    expect(await b.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    // ...and the server refuses them anyway.
    const token = await accessToken(b);
    const refused = await callApi(baseUrl(), token, 'PATCH', `/organisation/${id}`, { name: 'Taken over' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');
    const contact = {
      organisationId: id,
      name: 'Eve',
      email: 'eve@example.com',
      phone: '+14165550100',
      contactMethod: 'email',
    };
    expect((await callApi(baseUrl(), token, 'POST', '/contact', contact)).status).toBe(403);

    // The owner sees them joined, and makes them an admin.
    await a.reload();
    const members = a.getByRole('table', { name: `Members of ${orgName}` });
    await members.getByRole('cell', { name: viewer.email, exact: true }).waitFor();
    expect(await a.getByRole('table', { name: 'Pending invitations' }).count()).toBe(0);
    await members.getByRole('combobox', { name: `Role of ${viewer.name}` }).click();
    await a.getByRole('option', { name: 'Admin' }).click();
    await expectSnackbar(a, `${viewer.name} is now Admin`);

    // Now an admin, they may invite and change roles.
    await b.reload();
    await b.getByRole('button', { name: 'Invite member' }).waitFor();
    expect(await viewerMembers.getByRole('combobox', { name: `Role of ${owner.name}` }).count()).toBe(0);

    // The owner removes them; the organisation is gone for them.
    await members.getByRole('button', { name: `Remove ${viewer.name}` }).click();
    await a
      .getByRole('dialog', { name: `Remove ${viewer.name}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expectSnackbar(a, `${viewer.name} was removed`);
    await members.getByRole('cell', { name: viewer.email, exact: true }).waitFor({ state: 'detached' });
    expect((await callApi(baseUrl(), token, 'GET', `/organisation/${id}`)).status).toBe(404);
    await b.goto('/organisation');
    await yourOrganisations(b).getByRole('row').nth(1).waitFor();
    expect(await organisationRow(b, orgName).count()).toBe(0);

    // The logs say who did what to which object, newest first.
    await a.goto(`/organisation/${id}/logs`);
    const logs = a.getByRole('table', { name: `Logs of ${orgName}` });
    await logs.getByText('Removed', { exact: true }).waitFor();
    const rows = await logs
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '')),
      );
    // What: the action, then its detail.
    expect(rows).toEqual([
      [owner.name, 'RemovedAs Admin', `Member ${viewer.name}`],
      [owner.name, 'Changed roleFrom Viewer to Admin', `Member ${viewer.email}`],
      [viewer.name, 'AddedAs Viewer', `Member ${viewer.email}`],
      [owner.name, 'InvitedAs Viewer', `Invitation ${viewer.email}`],
      [owner.name, expect.stringMatching(/^UpdatedChanged: /), `Organisation ${orgName}`],
      [owner.name, 'Created', expect.stringMatching(/^Organisation /)],
    ]);
    // When: relative, with the exact time on hover.
    const when = logs.locator('tbody tr').first().locator('time');
    expect(await when.textContent()).toMatch(/now|seconds? ago/);
    await when.hover();
    await a
      .getByRole('tooltip')
      .getByText(new RegExp(`${new Date().getFullYear()}`))
      .waitFor();

    await viewerContext.close();
    await ownerContext.close();
  });
});

describe('creating and switching organisations (organisation_enabled on)', () => {
  it('creates an organisation, switches from the top bar, and deletes it by typing its name', async () => {
    const base = organisationsBaseUrl();
    const name = uniqueName('Initech');
    const { context, page } = await signUp(browser(), newAccount('Carl Creator'), {
      baseURL: base,
      path: '/organisation',
    });
    const own = "Carl Creator's organisation";
    await page.getByRole('region', { name: own }).waitFor();
    const ownId = await organisationId(page, own);
    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Organisation' });
    await selector.getByText(own).waitFor();

    await page.getByRole('button', { name: 'Add organisation' }).click();
    await fillOrganisation(page, {
      name,
      address: '4120 Freidrich Ln, Austin',
      email: 'hr@initech.test',
      phone: '+1 512 555 0100',
    });
    await page
      .getByRole('dialog', { name: 'New organisation' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expectSnackbar(page, `Organisation ${name} added`);
    // Spec 4: the new organisation is selected, stored and shown in the top bar.
    await page.getByRole('region', { name }).waitFor();
    const newId = await organisationId(page, name);
    expect(await stored(page)).toBe(newId);
    await selector.getByText(name).waitFor();
    await organisationRow(page, name).getByRole('cell', { name: 'Owner', exact: true }).waitFor();

    // The same name again is refused.
    await page.getByRole('button', { name: 'Add organisation' }).click();
    await fillOrganisation(page, {
      name,
      address: '1 Main St',
      email: 'a@initech.test',
      phone: '+15125550100',
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, `Organisation ${name} already exists`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Switching from the top bar on a device address goes to /.
    await page.goto('/device/any');
    await selector.click();
    await page.getByRole('option', { name: own }).click();
    await page.waitForURL(`${base}/`);
    expect(await stored(page)).toBe(ownId);
    await page.reload();
    await selector.getByText(own).waitFor();

    // Switching from the list elsewhere stays there.
    await page.goto('/organisation');
    await organisationRow(page, name)
      .getByRole('button', { name: `Switch to ${name}` })
      .click();
    await expectSnackbar(page, `You are now working in ${name}`);
    expect(await stored(page)).toBe(newId);
    expect(new URL(page.url()).pathname).toBe('/organisation');

    // Deleting needs the name typed; then the first organisation is selected again.
    await organisationRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    const deleteButton = confirm.getByRole('button', { name: 'Delete' });
    expect(await deleteButton.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Organisation name' }).fill(name);
    await deleteButton.click();
    await expectSnackbar(page, `Organisation ${name} deleted`);
    await organisationRow(page, name).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: own }).waitFor();
    expect(await stored(page)).toBe(ownId);
    await context.close();
  });
});
