import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import BatteryStdIcon from '@mui/icons-material/BatteryStd';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2';
import MapIcon from '@mui/icons-material/Map';
import NotesIcon from '@mui/icons-material/Notes';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NumbersIcon from '@mui/icons-material/Numbers';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import SpeedIcon from '@mui/icons-material/Speed';
import TableChartIcon from '@mui/icons-material/TableChart';
import TimelineIcon from '@mui/icons-material/Timeline';
import TollIcon from '@mui/icons-material/Toll';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType<SvgIconProps>> = {
  map: MapIcon,
  series: TimelineIcon,
  gauge: SpeedIcon,
  latest: NumbersIcon,
  'battery-list': BatteryStdIcon,
  'device-table': TableChartIcon,
  'event-feed': NotificationsIcon,
  'geofence-occupancy': TollIcon,
  note: NotesIcon,
  'uplink-health': SignalCellularAltIcon,
  'trip-summary': DirectionsCarIcon,
  'asset-metric': InventoryIcon,
  incidents: ReportProblemIcon,
  'battery-forecast': BatteryAlertIcon,
};

/** A widget type's icon (the palette, an unsupported widget's placeholder). */
export function WidgetTypeIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const Icon = icons[type] ?? HelpOutlineIcon;
  return <Icon fontSize="small" aria-hidden="true" {...props} />;
}
