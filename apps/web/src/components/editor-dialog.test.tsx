import { type ContactInput, contactInputSchema } from '@pinpoint/shared/contact.ts';
import { type OrganisationInput, organisationInputSchema } from '@pinpoint/shared/organisation.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { EditorDialog, type EditorField } from './editor-dialog.tsx';

const contactFields: EditorField<ContactInput>[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true },
  {
    name: 'contactMethod',
    label: 'Contact method',
    kind: 'select',
    options: [
      { value: 'email', label: 'Email only' },
      { value: 'sms', label: 'SMS only' },
      { value: 'both', label: 'Both' },
    ],
  },
];

function renderContactEditor(onSubmit = vi.fn(async () => undefined), onClose = vi.fn()) {
  const result = renderWithProviders(
    <EditorDialog
      open
      title="New contact"
      schema={contactInputSchema}
      defaultValues={{ name: '', email: '', phone: '', contactMethod: 'email' }}
      fields={contactFields}
      submitLabel="Save"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { ...result, onSubmit, onClose };
}

describe('editor dialog', () => {
  it('is a titled dialog whose first field has the focus', () => {
    renderContactEditor();
    expect(screen.getByRole('dialog', { name: 'New contact' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('shows spec 5 messages exactly and does not save', async () => {
    const { onSubmit } = renderContactEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '416 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid phone number, please include country code (eg. +44)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the schema output (the phone without spaces)', async () => {
    const { onSubmit } = renderContactEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada  ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 416 555 0100');
    await userEvent.click(screen.getByRole('combobox', { name: 'Contact method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Both' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+14165550100',
        contactMethod: 'both',
      }),
    );
  });

  it('stays open with what was typed when saving fails', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Contact Ada already exists');
    });
    renderContactEditor(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+14165550100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('closes from Cancel and Escape', async () => {
    const { onClose } = renderContactEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks French in French, naming the field', async () => {
    const { i18n } = renderContactEditor();
    await i18n.changeLanguage('fr');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Adresse courriel invalide')).toBeInTheDocument();
    expect(screen.getByText('Name est obligatoire')).toBeInTheDocument();
  });

  it('edits numbers in nested fields and colours, with their messages', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    const fields: EditorField<OrganisationInput>[] = [
      { name: 'name', label: 'Name' },
      { name: 'address', label: 'Address' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'center.lat', label: 'Latitude', kind: 'number' },
      { name: 'center.lon', label: 'Longitude', kind: 'number' },
      { name: 'zoom', label: 'Zoom', kind: 'number' },
      { name: 'primaryColour', label: 'Primary colour', kind: 'colour' },
    ];
    renderWithProviders(
      <EditorDialog
        open
        title="Edit Acme"
        schema={organisationInputSchema}
        defaultValues={{
          name: 'Acme',
          address: '1 Front St W',
          email: 'office@acme.example',
          phone: '+14165550100',
          center: { lat: 43.65, lon: -79.38 },
          zoom: 10,
          primaryColour: null,
        }}
        fields={fields}
        submitLabel="Save"
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveValue('43.65');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await userEvent.type(screen.getByRole('textbox', { name: 'Primary colour' }), 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is out of range')).toBeInTheDocument();
    expect(screen.getByText('Must be a colour like #004AAD')).toBeInTheDocument();
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '-43.7');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Primary colour' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#112233');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      center: { lat: -43.7, lon: -79.38 },
      zoom: 10,
      primaryColour: '#112233',
    });
  });
});
