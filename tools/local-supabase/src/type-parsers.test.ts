import { describe, expect, it } from 'vitest';
import { parseNumeric, parseTimestamp, parseTimestamptz, serializeJson } from './type-parsers.js';

describe('parseNumeric', () => {
  it('reads numerics as JSON would read them', () => {
    expect(parseNumeric('12.50')).toBe(12.5);
    expect(parseNumeric('1200.00')).toBe(1200);
    expect(parseNumeric('-0.01')).toBe(-0.01);
  });

  it('keeps what a number cannot hold', () => {
    expect(parseNumeric('NaN')).toBe('NaN');
    expect(parseNumeric('Infinity')).toBe('Infinity');
  });
});

describe('parseTimestamptz', () => {
  it('writes the ISO 8601 form PostgREST sends', () => {
    expect(parseTimestamptz('2025-01-02 03:04:05.123456+00')).toBe('2025-01-02T03:04:05.123456+00:00');
    expect(parseTimestamptz('2025-01-02 03:04:05+00')).toBe('2025-01-02T03:04:05+00:00');
    expect(parseTimestamptz('2025-01-02 03:04:05-03')).toBe('2025-01-02T03:04:05-03:00');
    expect(parseTimestamptz('2025-01-02 03:04:05+05:30')).toBe('2025-01-02T03:04:05+05:30');
  });

  it('gives the same instant back', () => {
    expect(new Date(parseTimestamptz('2025-01-02 03:04:05.5-03')).toISOString()).toBe('2025-01-02T06:04:05.500Z');
  });

  it('leaves special values alone', () => {
    expect(parseTimestamptz('infinity')).toBe('infinity');
    expect(parseTimestamptz('-infinity')).toBe('-infinity');
  });
});

describe('parseTimestamp', () => {
  it('puts the T between date and time', () => {
    expect(parseTimestamp('2025-01-02 03:04:05.1')).toBe('2025-01-02T03:04:05.1');
  });
});

describe('serializeJson', () => {
  it('sends JSON text as it is and encodes any other value', () => {
    expect(serializeJson('{"a":1}')).toBe('{"a":1}');
    expect(serializeJson({ a: 1 })).toBe('{"a":1}');
    expect(serializeJson([1, 'b'])).toBe('[1,"b"]');
    expect(serializeJson(5)).toBe('5');
    expect(serializeJson(null)).toBe('null');
  });
});
