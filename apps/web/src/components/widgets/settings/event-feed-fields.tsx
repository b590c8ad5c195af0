import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** How many of the latest alerts and events the feed lists (or incidents the incidents widget, issue 30). */
export function EventFeedFields({
  widget,
  onChange,
  errors,
}: FieldsProps<WidgetOf<'event-feed'> | WidgetOf<'incidents'>>) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('widgets.settings.limit')}
      value={widget.options.limit}
      onChange={(limit) => onChange({ ...widget, options: { limit: limit ?? Number.NaN } })}
      error={errors['options.limit']}
      step={1}
    />
  );
}
