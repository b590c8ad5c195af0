import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import type { Organisation } from './types.ts';

type Props = {
  organisations: Organisation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The top bar's organisation selector (minimum width 250, spec 2). */
export function OrganisationSelector({ organisations, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const known = organisations.some((organisation) => organisation.id === selectedId);

  const handleChange = (event: SelectChangeEvent<string>) => {
    if (event.target.value) onSelect(event.target.value);
  };

  return (
    <Select
      size="small"
      value={known && selectedId ? selectedId : ''}
      onChange={handleChange}
      displayEmpty
      inputProps={{ 'aria-label': t('topBar.organisation') }}
      renderValue={(value) =>
        organisations.find((organisation) => organisation.id === value)?.name ?? t('topBar.noOrganisation')
      }
      sx={{ minWidth: 250, bgcolor: 'background.paper', color: 'text.primary' }}
    >
      {organisations.map((organisation) => (
        <MenuItem key={organisation.id} value={organisation.id}>
          {organisation.name}
        </MenuItem>
      ))}
    </Select>
  );
}
