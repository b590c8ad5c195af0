import ContactsIcon from '@mui/icons-material/Contacts';
import Box from '@mui/material/Box';
import { type ContactInput, contactInputSchema } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeleteTexts, useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { EditorDialog, type EditorField } from '../../components/editor-dialog.tsx';
import { AddButton } from '../../components/list-buttons.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { editDeleteActions } from '../../components/row-actions.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Contact, useContactMutations, useContacts } from './api.ts';

const methods = ['email', 'sms', 'both'] as const;

/** Route /contact: the selected organisation's contacts (spec 3), who receive alerts. */
export function ContactsPage() {
  const { t } = useTranslation();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const editable = canManage(useSelectedRole());
  const contacts = useContacts(organisationId);
  const { create, update, remove } = useContactMutations(organisationId);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const deletion = useDeleteConfirmation<Contact>({
    remove: (rows) => remove.mutateAsync(rows.map((contact) => contact.id)),
    nameOf: (contact) => contact.name,
    texts: listDeleteTexts('contacts'),
    failure: (error) => errorText(error, t('errors.contactDelete')),
  });

  const columns: ListColumn<Contact>[] = [
    { key: 'name', label: t('contacts.name'), render: (contact) => contact.name },
    {
      key: 'email',
      label: t('contacts.email'),
      // A long address breaks rather than pushing the row wider than a phone.
      render: (contact) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {contact.email}
        </Box>
      ),
    },
    // On a phone: the name, the e-mail and the row's menu.
    { key: 'phone', label: t('contacts.phone'), render: (contact) => contact.phone, hideBelow: 'sm' },
    {
      key: 'method',
      label: t('contacts.contactMethod'),
      render: (contact) => t(`contacts.methods.${contact.contactMethod}`),
      secondary: true,
    },
  ];

  const fields: EditorField<ContactInput>[] = [
    { name: 'name', label: t('contacts.name'), required: true, autoComplete: 'name' },
    { name: 'email', label: t('contacts.email'), kind: 'email', required: true, autoComplete: 'email' },
    {
      name: 'phone',
      label: t('contacts.phone'),
      kind: 'tel',
      required: true,
      autoComplete: 'tel',
      helperText: t('common.phoneHelp'),
    },
    {
      name: 'contactMethod',
      label: t('contacts.contactMethod'),
      kind: 'select',
      required: true,
      options: methods.map((method) => ({ value: method, label: t(`contacts.methods.${method}`) })),
    },
    // Issue 30: alerts skip the contact inside these hours (and escalation moves on).
    {
      name: 'quietStart',
      label: t('contacts.quietStart'),
      placeholder: '22:00',
      half: true,
      helperText: t('contacts.quietHelp'),
    },
    { name: 'quietEnd', label: t('contacts.quietEnd'), placeholder: '07:00', half: true },
  ];

  const handleSave = async (input: ContactInput) => {
    const existing = editing === 'new' ? null : editing;
    try {
      if (existing) await update.mutateAsync({ id: existing.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      notify(errorText(error, t(existing ? 'errors.contactUpdate' : 'errors.contactAdd')), 'error');
      throw error;
    }
    notify(t(existing ? 'contacts.updated' : 'contacts.added', { name: input.name }), 'success');
    setEditing(null);
  };

  const addButton = editable ? (
    <AddButton label={t('contacts.add')} onClick={() => setEditing('new')} />
  ) : null;
  const existing = editing && editing !== 'new' ? editing : null;

  return (
    <>
      <PageHeader title={t('contacts.title')} />
      <ListShell
        label={t('contacts.title')}
        rows={contacts.data}
        loading={!organisationId || contacts.isLoading}
        columns={columns}
        getRowId={(contact) => contact.id}
        getRowLabel={(contact) => contact.name}
        searchText={(contact) => `${contact.name} ${contact.email} ${contact.phone}`}
        onDeleteSelected={editable ? deletion.ask : undefined}
        toolbarActions={addButton}
        rowActionItems={
          editable
            ? (contact) =>
                editDeleteActions({
                  editLabel: t('contacts.edit', { name: contact.name }),
                  deleteLabel: t('contacts.delete', { name: contact.name }),
                  onEdit: () => setEditing(contact),
                  onDelete: () => deletion.ask([contact]),
                })
            : undefined
        }
        empty={{
          title: t('contacts.emptyTitle'),
          text: t('contacts.emptyText'),
          icon: <ContactsIcon />,
          action: addButton,
        }}
      />
      <EditorDialog
        open={editing !== null}
        title={existing ? t('contacts.editTitle') : t('contacts.addTitle')}
        schema={contactInputSchema}
        defaultValues={
          existing
            ? {
                name: existing.name,
                email: existing.email,
                phone: existing.phone,
                contactMethod: existing.contactMethod,
                quietStart: existing.quietStart ?? '',
                quietEnd: existing.quietEnd ?? '',
              }
            : { name: '', email: '', phone: '', contactMethod: 'email', quietStart: '', quietEnd: '' }
        }
        fields={fields}
        submitLabel={t('common.save')}
        onSubmit={handleSave}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </>
  );
}
