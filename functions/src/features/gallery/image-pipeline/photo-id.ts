/**
 * Photo ids: 20 random characters of [A-Za-z0-9], the shape of Firestore's own auto-ids (about
 * 119 bits), safe in URLs, storage paths and document ids.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const PHOTO_ID_LENGTH = 20;

export function newPhotoId(): string {
  let id = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < PHOTO_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
