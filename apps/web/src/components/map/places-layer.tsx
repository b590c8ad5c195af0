import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Marker, Popup } from 'react-map-gl/maplibre';
import type { LatLon } from './lat-lon.ts';

/** A named place on a map (a base, a site). */
export type MapPlace = {
  id: string;
  name: string;
  position: LatLon;
  /** The marker's accessible name, e.g. "Base Toronto depot". */
  label: string;
  /** Lines shown in its popup under the name (address, status). */
  details?: readonly string[];
  /** Drawn faded: kept on record but not in use (a closed base). */
  muted?: boolean;
};

type Props = {
  places: readonly MapPlace[];
  /** The marker's icon; a pin by default. */
  icon?: ReactNode;
};

/**
 * Labelled places as HTML markers (an icon and the name as text), not a symbol layer: text in map
 * layers needs the style's glyphs, which a deployment may not have. Each marker is a button in
 * the tab order; it opens a popup with the place's details.
 */
export function PlacesLayer({ places, icon }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = openId ? places.find((place) => place.id === openId) : undefined;
  return (
    <>
      {places.map((place) => (
        <Marker
          key={place.id}
          longitude={place.position.lon}
          latitude={place.position.lat}
          anchor="bottom"
          style={{ zIndex: openId === place.id ? 2 : 1 }}
        >
          <PlaceButton
            place={place}
            icon={icon}
            expanded={openId === place.id}
            onClick={() => setOpenId((current) => (current === place.id ? null : place.id))}
          />
        </Marker>
      ))}
      {open ? (
        <Popup
          longitude={open.position.lon}
          latitude={open.position.lat}
          anchor="top"
          offset={6}
          closeOnClick={false}
          onClose={() => setOpenId(null)}
          maxWidth="260px"
        >
          <PlaceDetails place={open} />
        </Popup>
      ) : null}
    </>
  );
}

function PlaceButton({
  place,
  icon,
  expanded,
  onClick,
}: {
  place: MapPlace;
  icon: ReactNode;
  expanded: boolean;
  onClick: () => void;
}) {
  const accent = place.muted ? 'text.disabled' : 'secondary.main';
  return (
    <Box
      component="button"
      type="button"
      aria-label={place.label}
      aria-expanded={place.details ? expanded : undefined}
      title={place.label}
      onClick={(event) => {
        // The map under the marker must not take the click as its own.
        event.stopPropagation();
        onClick();
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: 200,
        py: 0.25,
        pl: 0.5,
        pr: 1,
        border: 2,
        borderColor: accent,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: place.muted ? 'text.secondary' : 'text.primary',
        opacity: place.muted ? 0.85 : 1,
        boxShadow: 2,
        cursor: 'pointer',
        font: 'inherit',
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: 16, color: accent, flexShrink: 0 },
        '&:hover': { boxShadow: 4 },
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {icon ?? <PlaceIcon aria-hidden="true" />}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {place.name}
      </Box>
    </Box>
  );
}

function PlaceDetails({ place }: { place: MapPlace }) {
  const theme = useTheme();
  return (
    <Stack sx={{ gap: 0.25, pr: 2, color: 'text.primary', fontFamily: theme.typography.fontFamily }}>
      <Typography sx={{ fontWeight: 600 }}>{place.name}</Typography>
      {place.details?.map((line) => (
        <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}
