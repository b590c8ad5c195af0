import { describe, expect, it } from 'vitest';
import { resolveStartupSelection, shouldGoHomeAfterSelect } from './startup.ts';

const organisations = [{ id: 'org-1' }, { id: 'org-2' }];

describe('spec 4 startup selection', () => {
  it('rule 2: uses the stored id when it is among the organisations', () => {
    expect(resolveStartupSelection('org-2', organisations)).toEqual({
      kind: 'select',
      id: 'org-2',
      store: false,
    });
  });

  it('rule 3: uses the first organisation when nothing is stored', () => {
    expect(resolveStartupSelection(null, organisations)).toEqual({
      kind: 'select',
      id: 'org-1',
      store: false,
    });
  });

  it('rule 3: fetches the list again when it is empty', () => {
    expect(resolveStartupSelection(null, [])).toEqual({ kind: 'refetch' });
    expect(resolveStartupSelection('org-1', [])).toEqual({ kind: 'refetch' });
  });

  it('rule 4: selects and stores the first organisation when the stored id is unknown', () => {
    expect(resolveStartupSelection('gone', organisations)).toEqual({
      kind: 'select',
      id: 'org-1',
      store: true,
    });
  });

  it('selecting goes home only from an address containing device', () => {
    expect(shouldGoHomeAfterSelect('/device/42')).toBe(true);
    expect(shouldGoHomeAfterSelect('/device')).toBe(true);
    expect(shouldGoHomeAfterSelect('/report')).toBe(false);
  });
});
