import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SelectField } from './select-field.tsx';
import { TablePager } from './table-pager.tsx';

const options = [
  { value: '', label: 'All types' },
  { value: 'door', label: 'Door/window' },
  { value: 'location', label: 'Location' },
];

function TypeFilter() {
  const [value, setValue] = useState('');
  return <SelectField label="Type" value={value} options={options} onChange={setValue} />;
}

// The plain selects keep MUI Select's keyboard (WAI-ARIA's select-only combobox): the menu they
// open loads on demand, so each step waits for it.
describe('the plain select (issue 31: the first screen without MUI)', () => {
  it('opens from the keyboard on the chosen option, picks with the arrows and Enter, and gives the focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TypeFilter />);
    const combobox = screen.getByRole('combobox', { name: 'Type' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Type' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'All types' })).toHaveFocus());
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(combobox).toHaveTextContent('Location');
    expect(combobox).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Location' })).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(combobox).toHaveTextContent('Location');
    expect(combobox).toHaveFocus();
  });
});

function Pager() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  return (
    <TablePager
      count={23}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[10, 25]}
      onPageChange={setPage}
      onRowsPerPageChange={(next) => {
        setSize(next);
        setPage(0);
      }}
      labelRowsPerPage="Rows per page"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count}`}
      getItemAriaLabel={(type) => `Go to the ${type} page`}
    />
  );
}

describe('the plain paging', () => {
  it('pages with its buttons, hands the focus on when the last page disables next, and changes the page size', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pager />);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Go to the next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(screen.getByText('1–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25');
  });
});
