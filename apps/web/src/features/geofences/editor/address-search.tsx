import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { type GeocodeResult, useGeocode } from '../api.ts';
import { translateGeofenceMessage } from './messages.ts';

type Props = {
  organisationId: string | null;
  /** What to search when the field is left empty (the address typed in the form). */
  fallbackQuery: string;
  disabled: boolean;
  onFound: (place: GeocodeResult) => void;
};

/**
 * Finds an address with the deployment's geocoder and hands the place to the editor. Without a
 * geocoder, a note says so and how to place the geofence instead.
 */
export function AddressSearch({ organisationId, fallbackQuery, disabled, onFound }: Props) {
  const { t } = useTranslation();
  const { geocoder } = useConfig();
  const geocode = useGeocode(organisationId);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string | null>(null);

  if (!geocoder) {
    return (
      <Alert severity="info" variant="outlined" role="note">
        {t('geofenceEditor.search.noGeocoder')}
      </Alert>
    );
  }

  const handleSearch = () => {
    const q = (query.trim() || fallbackQuery).trim();
    if (!q) return;
    setFound(null);
    geocode.mutate(q, {
      onSuccess: (place) => {
        setFound(place.displayName);
        onFound(place);
      },
    });
  };
  const error = geocode.error ? translateGeofenceMessage(geocode.error.message, t) : undefined;

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('geofenceEditor.search.label')}
          value={query}
          placeholder={fallbackQuery || undefined}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the geofence form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              handleSearch();
            }
          }}
        />
        <Button
          variant="outlined"
          disabled={disabled || geocode.isPending}
          onClick={handleSearch}
          startIcon={
            geocode.isPending ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : (
              <SearchIcon />
            )
          }
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {t('geofenceEditor.search.button')}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: '1.43em' }}>
        {geocode.isPending
          ? t('geofenceEditor.search.searching')
          : found
            ? t('geofenceEditor.search.found', { place: found })
            : ''}
      </Typography>
    </Stack>
  );
}
