import type { ReportLanguage } from '@pinpoint/shared/report.ts';

/** The report's own words (the widgets' come from shared/widgets/labels.*.ts), in both languages. */
export const reportLabels = {
  en: {
    summary: 'Summary',
    data: 'Data',
    stops: 'Stops',
    positions: 'Last positions',
    position: 'Position',
    field: 'Field',
    readings: 'Readings',
    from: 'From',
    to: 'To',
    duration: 'Duration',
    place: 'Place',
    latitude: 'Latitude',
    longitude: 'Longitude',
    noData: 'No data in this period.',
    mapWithoutPositions: 'No positions to draw in this period.',
    unsupported: 'This widget cannot be shown in a report.',
    failed: 'This widget could not be loaded: {{message}}',
    subject: '{{name}}: {{period}}',
    attached: 'Your report "{{name}}" for {{period}} is attached ({{files}}).',
    links: 'Your report "{{name}}" for {{period}} is ready. Download it until {{until}}:',
    schedule: 'Schedule: {{schedule}} ({{zone}}).',
    footer: 'Sent by {{site}}. You receive this report because you are one of its recipients.',
  },
  fr: {
    summary: 'Résumé',
    data: 'Données',
    stops: 'Arrêts',
    positions: 'Dernières positions',
    position: 'Position',
    field: 'Mesure',
    readings: 'Relevés',
    from: 'Début',
    to: 'Fin',
    duration: 'Durée',
    place: 'Lieu',
    latitude: 'Latitude',
    longitude: 'Longitude',
    noData: 'Aucune donnée pour cette période.',
    mapWithoutPositions: 'Aucune position à tracer pour cette période.',
    unsupported: 'Ce widget ne peut pas figurer dans un rapport.',
    failed: 'Ce widget n’a pas pu être chargé : {{message}}',
    subject: '{{name}} : {{period}}',
    attached: 'Votre rapport « {{name}} » pour {{period}} est en pièce jointe ({{files}}).',
    links: 'Votre rapport « {{name}} » pour {{period}} est prêt. Téléchargez-le jusqu’au {{until}} :',
    schedule: 'Envoi : {{schedule}} ({{zone}}).',
    footer: 'Envoyé par {{site}}. Vous recevez ce rapport parce que vous en êtes destinataire.',
  },
} as const satisfies Record<ReportLanguage, Record<string, string>>;

export type ReportLabels = (typeof reportLabels)[ReportLanguage];

export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
