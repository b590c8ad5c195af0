import { describe, expect, it } from 'vitest';
import { readDevicesPerPage, writeDevicesPerPage } from './devices-per-page.ts';

describe('devicesPerPage (spec 9)', () => {
  it('defaults to 10 and stores it when missing', () => {
    expect(readDevicesPerPage()).toBe(10);
    expect(localStorage.getItem('devicesPerPage')).toBe('10');
  });

  it('replaces a value that is not a number with 10', () => {
    localStorage.setItem('devicesPerPage', 'lots');
    expect(readDevicesPerPage()).toBe(10);
    expect(localStorage.getItem('devicesPerPage')).toBe('10');
  });

  it('keeps a stored number', () => {
    writeDevicesPerPage(25);
    expect(readDevicesPerPage()).toBe(25);
    expect(localStorage.getItem('devicesPerPage')).toBe('25');
  });
});
