import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { type ListColumn, ListShell } from './list-shell.tsx';

type Fruit = { id: string; name: string; colour: string };

const fruits: Fruit[] = [
  { id: '1', name: 'Apple', colour: 'red' },
  { id: '2', name: 'Banana', colour: 'yellow' },
  { id: '3', name: 'Cherry', colour: 'red' },
];

const columns: ListColumn<Fruit>[] = [
  { key: 'name', label: 'Name', render: (fruit) => fruit.name },
  { key: 'colour', label: 'Colour', render: (fruit) => fruit.colour },
];

function renderList(props: Partial<Parameters<typeof ListShell<Fruit>>[0]> = {}) {
  const onDeleteSelected = vi.fn();
  const result = renderWithProviders(
    <ListShell<Fruit>
      label="Fruits"
      rows={fruits}
      columns={columns}
      getRowId={(fruit) => fruit.id}
      getRowLabel={(fruit) => fruit.name}
      searchText={(fruit) => `${fruit.name} ${fruit.colour}`}
      onDeleteSelected={onDeleteSelected}
      empty={{ title: 'No fruit yet', text: 'Add some fruit.' }}
      {...props}
    />,
  );
  return { ...result, onDeleteSelected };
}

/** A list whose first row can be removed, as a deletion elsewhere would. */
function Harness() {
  const [rows, setRows] = useState(fruits);
  return (
    <>
      <button type="button" onClick={() => setRows(fruits.slice(1))}>
        Eat the apple
      </button>
      <ListShell<Fruit>
        label="Fruits"
        rows={rows}
        columns={columns}
        getRowId={(fruit) => fruit.id}
        getRowLabel={(fruit) => fruit.name}
        onDeleteSelected={() => undefined}
        empty={{ title: 'No fruit yet', text: 'Add some fruit.' }}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fruits' }))
    .getAllByRole('row')
    .slice(1);

describe('list shell', () => {
  it('shows the columns and one row per item', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Colour']);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Apple',
      'Banana',
      'Cherry',
    ]);
  });

  it('searches every given text, ignoring case, and says when nothing matches', async () => {
    renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'RED');
    expect(bodyRows()).toHaveLength(2);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiwi');
    expect(screen.getByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('selects rows one by one or all at once and hands the selection to the bulk delete', async () => {
    const { onDeleteSelected } = renderList();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cherry' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(onDeleteSelected).toHaveBeenCalledWith([fruits[0], fruits[2]]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    expect(onDeleteSelected).toHaveBeenLastCalledWith(fruits);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('select all takes only the rows the search shows', async () => {
    const { onDeleteSelected } = renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'yellow');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(onDeleteSelected).toHaveBeenCalledWith([fruits[1]]);
  });

  it('forgets selected rows that left the list', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eat the apple' }));
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeInTheDocument();
  });

  it('has no checkboxes or bulk delete without a delete handler (read-only)', () => {
    renderList({ onDeleteSelected: undefined });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows the empty state with its action when there is nothing', () => {
    renderList({
      rows: [],
      empty: {
        title: 'No fruit yet',
        text: 'Add some fruit.',
        action: <button type="button">Add fruit</button>,
      },
    });
    expect(screen.getByRole('heading', { name: 'No fruit yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add fruit' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows a loading bar, not the empty state, while loading', () => {
    renderList({ rows: undefined, loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No fruit yet' })).toBeNull();
  });

  it('renders row actions and server pagination', async () => {
    const onPageChange = vi.fn();
    renderList({
      rowActions: (fruit) => <button type="button">Eat {fruit.name}</button>,
      pagination: { page: 1, pageSize: 3, total: 7, onPageChange },
    });
    expect(screen.getByRole('button', { name: 'Eat Banana' })).toBeInTheDocument();
    expect(screen.getByText('1–3 of 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
