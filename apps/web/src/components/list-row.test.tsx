import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { type ListColumn, ListShell } from './list-shell.tsx';

// Issue 31 item 5: a live batch that changes one row of the page draws that row again, not the
// page (the rows it left alone keep their identity, as the device cache writer keeps them).

type Row = { id: string; name: string; battery: number };
const drawn = vi.fn((row: Row) => `${row.name} ${row.battery} %`);
const columns: ListColumn<Row>[] = [{ key: 'name', label: 'Name', render: drawn }];

function LiveList() {
  const [rows, setRows] = useState<Row[]>([
    { id: 'a', name: 'Van A', battery: 80 },
    { id: 'b', name: 'Van B', battery: 70 },
    { id: 'c', name: 'Van C', battery: 60 },
  ]);
  const batch = () =>
    setRows((current) => current.map((row) => (row.id === 'b' ? { ...row, battery: 69 } : row)));
  return (
    <>
      <button type="button" onClick={batch}>
        Live batch
      </button>
      <ListShell<Row>
        label="Vans"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        onDeleteSelected={() => undefined}
        empty={{ title: 'None', text: 'None' }}
      />
    </>
  );
}

describe('a list row', () => {
  it('is drawn again only when its own row changed, and keeps its checkbox working', async () => {
    renderWithProviders(<LiveList />);
    expect(screen.getByText('Van B 70 %')).toBeInTheDocument();
    drawn.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Live batch' }));
    expect(screen.getByText('Van B 69 %')).toBeInTheDocument();
    expect(drawn.mock.calls.map(([row]) => row.id)).toEqual(['b']);

    drawn.mockClear();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Van C' }));
    expect(screen.getByRole('checkbox', { name: 'Select Van C' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeInTheDocument();
    // Selecting draws the selected row's cells, not the others'.
    expect(drawn.mock.calls.map(([row]) => row.id)).toEqual(['c']);
  });
});
