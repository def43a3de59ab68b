/**
 * The public description of Bela's crisis protocol, printed in the SB 243 yearly report. It says
 * in plain words what the server does (functions/src/features/chat/persona.ts: the crisis
 * protocol of the system prompt and CRISIS_REPLY); keep the two in step when either changes.
 */
export const CRISIS_PROTOCOL_TITLE = 'Crisis protocol';

export const CRISIS_PROTOCOL_PARAGRAPHS: readonly string[] = [
  'Bela watches every message a member sends for signs of suicidal ideation, a wish to die or self-harm.',
  'When it finds them, Bela steps out of its companion persona and shows a crisis card in place of its usual reply. The card responds with care and without judgement and says plainly that Bela is an AI and cannot help the way a person can.',
  'The card refers the member to the 988 Suicide & Crisis Lifeline (call or text 988 in the US; free, confidential and open 24/7), to 911 or the local emergency number when they are in immediate danger, and, outside the US, to findahelpline.com for free helplines in their country.',
  'It encourages the member to reach out to someone they trust, and invites them to keep talking.',
];

export const CRISIS_PROTOCOL_SUMMARY = CRISIS_PROTOCOL_PARAGRAPHS.join(' ');
