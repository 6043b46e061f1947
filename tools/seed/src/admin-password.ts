import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#%*+-=?@_';
const ALPHABET = LOWER + UPPER + DIGITS + SYMBOLS;
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS];

/**
 * A strong random password (crypto RNG) with every character class present, so any password
 * policy the auth server enforces accepts it. Look-alike characters are left out: it is read
 * off a console.
 */
export function generateAdminPassword(length = 20): string {
  if (length < CLASSES.length) throw new RangeError('password too short');
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (CLASSES.every((characters) => [...password].some((character) => characters.includes(character)))) {
      return password;
    }
  }
}
