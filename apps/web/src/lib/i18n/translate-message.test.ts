import { fillMessage, geofenceMessages, textMessages } from '@pinpoint/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api.ts';
import { errorText } from '../error-message.ts';
import { createReadyI18n } from './i18n.ts';
import { translateFieldError, translateMessage } from './translate-message.ts';

describe('server and schema messages in the user’s language', () => {
  let en: Awaited<ReturnType<typeof createReadyI18n>>;
  let fr: Awaited<ReturnType<typeof createReadyI18n>>;
  beforeAll(async () => {
    en = await createReadyI18n('en');
    fr = await createReadyI18n('fr');
  });

  it('keeps English messages exactly', () => {
    expect(translateMessage('Contact Ada already exists', en.t)).toBe('Contact Ada already exists');
    expect(translateMessage('Only the organisation owner can add you back', en.t)).toBe(
      'Only the organisation owner can add you back',
    );
  });

  it('translates spec and server messages, keeping what they name', () => {
    expect(translateMessage('Contact Ada already exists', fr.t)).toBe('Le contact Ada existe déjà');
    expect(translateMessage('Organisation Globex already exists', fr.t)).toBe(
      'L’organisation Globex existe déjà',
    );
    expect(translateMessage('Error adding contact', fr.t)).toBe('Erreur lors de l’ajout du contact');
    expect(translateMessage('An organisation needs at least one owner', fr.t)).toBe(
      'Une organisation doit avoir au moins un propriétaire',
    );
  });

  it('leaves unknown messages as they are', () => {
    expect(translateMessage('Something new happened', fr.t)).toBe('Something new happened');
  });

  it('names the field with its label in field errors, and falls back by the issue code', () => {
    expect(translateFieldError({ message: 'Name is required', type: 'too_small' }, 'Nom', fr.t)).toBe(
      'Nom est obligatoire',
    );
    expect(translateFieldError({ message: 'Name must be at most 100 characters' }, 'Name', en.t)).toBe(
      'Name must be at most 100 characters',
    );
    expect(
      translateFieldError({ message: 'Too big: expected number to be <=90', type: 'too_big' }, 'Lat', en.t),
    ).toBe('This value is out of range');
    expect(translateFieldError({ message: 'Invalid input', type: 'invalid_type' }, 'Zoom', en.t)).toBe(
      'Enter a valid value',
    );
  });

  it('keeps the limits the shared schemas name for numbers', () => {
    const between = { message: 'Latitude must be between -90 and 90', type: 'too_big' };
    expect(translateFieldError(between, 'Latitude', en.t)).toBe('Latitude must be between -90 and 90');
    expect(translateFieldError(between, 'Latitude', fr.t)).toBe('Latitude doit être entre -90 et 90');
    expect(
      translateFieldError({ message: 'Radius must be a number', type: 'invalid_type' }, 'Rayon', fr.t),
    ).toBe('Rayon doit être un nombre');
  });

  it('translates the shared text rule’s messages, naming the field with its label', () => {
    const fill = (template: string) => template.replace('{{name}}', 'Address');
    const label = 'Adresse';
    expect(translateFieldError({ message: fill(textMessages.controlCharacters) }, label, fr.t)).toBe(
      'Adresse ne doit pas contenir de caractères de contrôle',
    );
    expect(translateFieldError({ message: fill(textMessages.oneLine) }, label, fr.t)).toBe(
      'Adresse doit tenir sur une seule ligne',
    );
    expect(translateFieldError({ message: fill(textMessages.brokenCharacter) }, label, fr.t)).toBe(
      'Adresse contient un caractère incomplet',
    );
    expect(translateFieldError({ message: fill(textMessages.directionControls) }, label, fr.t)).toBe(
      'Adresse ne doit pas contenir de caractères de contrôle du sens du texte',
    );
    expect(translateFieldError({ message: fill(textMessages.oneLine) }, 'Address', en.t)).toBe(
      'Address must be on one line',
    );
  });

  it('translates the geofence edge-of-the-world refusals, with the coordinates the server named', () => {
    expect(translateMessage(geofenceMessages.circlePole, fr.t)).toBe(
      'Le cercle ne doit pas atteindre un pôle : déplacez-le ou réduisez son rayon',
    );
    expect(translateMessage(geofenceMessages.polygonAntimeridian, fr.t)).toContain('l’antiméridien');
    const swapped = fillMessage(geofenceMessages.swapped, { latitude: '-79.38', longitude: '43.65' });
    expect(translateMessage(swapped, fr.t)).toBe(
      'La latitude et la longitude semblent inversées : -79.38, 43.65 est en Antarctique; vouliez-vous dire 43.65, -79.38?',
    );
    expect(translateMessage(swapped, en.t)).toBe(swapped);
  });

  it('shows the server’s message for 401/403/404/409 only, else the screen’s', () => {
    const translate = (message: string) => translateMessage(message, en.t);
    const error = (status: number, message: string) =>
      new ApiError(status, { error: { code: 'x', message } });
    expect(errorText(error(409, 'Contact Ada already exists'), 'Error adding contact', translate)).toBe(
      'Contact Ada already exists',
    );
    expect(errorText(error(403, 'Forbidden'), 'Error adding contact', translate)).toBe('Forbidden');
    expect(errorText(error(500, 'boom'), 'Error adding contact', translate)).toBe('Error adding contact');
    expect(errorText(error(400, 'body/email: bad'), 'Error adding contact', translate)).toBe(
      'Error adding contact',
    );
    expect(errorText(new Error('network'), 'Error adding contact', translate)).toBe('Error adding contact');
  });
});
