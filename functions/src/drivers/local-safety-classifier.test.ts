import { describe, expect, it } from 'vitest';
import { classifyMessage, classifySelfHarm, LocalSafetyClassifier, normaliseForSafety } from './local-safety-classifier';

const POSITIVES = [
  'I want to kill myself',
  'i wanna kms',
  'K.M.S honestly',
  'I just want to die',
  "I've been thinking about ending my life",
  'I want to end my life tonight',
  "I'm going to take my own life",
  'sometimes I think about suicide',
  "I'm feeling suicidal again",
  'I feel sucidal',
  'su1c1de is all I think about',
  'I started self-harming again',
  'I cut myself last night',
  "I've been cutting myself to feel something",
  'I want to hurt myself',
  'I hurt myself on purpose',
  "There's no reason to live anymore",
  'I have nothing left to live for',
  'Everyone would be better off without me.',
  'my family would be better without me',
  "I'm thinking of taking an overdose",
  'I took all my pills',
  'I want to unalive myself',
  'thinking about how to un-alive',
  'I wish I was dead',
  "I wish I'd never been born",
  "I don't want to be alive anymore",
  "I don't want to live like this anymore",
  "Life isn't worth living",
  "I'm so tired of being alive",
  'I hope I never wake up',
  'I want to go to sleep and never wake up',
  'Going to jump off a bridge tonight',
  'I want to hang myself',
  'KILL MY SELF',
  'I might kil myself',
  'I keep thinking about slitting my wrists... no, slit my wrists',
  'I just want to end it all',
  "I'm better off dead",
];

const NEGATIVES = [
  'This joke killed me',
  "I'd die for a pizza right now",
  'My phone battery is dying',
  'Can you kill the lights?',
  'Have you seen the Suicide Squad movie?',
  'I ran 10 kms this morning',
  'She did 5kms on the treadmill',
  'I was dying of laughter',
  'I want to die laughing when I am 90',
  "You're killing me with these puns",
  'I cut myself shaving this morning',
  'I hurt myself at the gym yesterday',
  'I accidentally burnt myself while cooking',
  'I need to cut myself some slack',
  'I basically shot myself in the foot in that meeting',
  'I overdosed on coffee today',
  "I don't want to live in a big city",
  "I don't want to wake up early tomorrow",
  'If your friends jumped off a bridge would you too?',
  'The deadline is killing me',
  "I'm dead tired after work",
  'That movie was to die for',
  'My plants died while I was away',
  'We killed it at the presentation',
  'I could eat a horse',
  'I am so happy today!',
  'Tell me about your last mission, agent',
  'I love you to death',
  'I drown myself in work when I am stressed',
  "I'm burning myself out at work",
  'He is sick of living in this town',
];

describe('local safety classifier', () => {
  it.each(POSITIVES)('flags %j', (text) => {
    const verdict = classifySelfHarm(text);
    expect(verdict.selfHarm).toBe(true);
    expect(verdict.categories.length).toBeGreaterThan(0);
  });

  it.each(NEGATIVES)('does not flag %j', (text) => {
    expect(classifySelfHarm(text)).toEqual({ selfHarm: false, flags: [], categories: [] });
  });

  it('has a table large enough to mean something', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(25);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(25);
  });

  it('names the category it found', () => {
    expect(classifySelfHarm('I want to kill myself').categories).toEqual(['suicide']);
    expect(classifySelfHarm('I have been self harming').categories).toEqual(['self-harm']);
  });

  it('normalises case, apostrophes, punctuation and digits inside words', () => {
    expect(normaliseForSafety("I DON’T   want... to-day")).toBe('i dont want to day');
    expect(normaliseForSafety('$uic1de, 10km')).toBe('suicide 10km');
  });

  it('serves the SafetyClassifier port', async () => {
    const classifier = new LocalSafetyClassifier();
    expect(classifier.driver).toBe('local');
    await expect(classifier.check('no reason to live')).resolves.toMatchObject({ selfHarm: true });
    await expect(classifier.check('what a lovely day')).resolves.toEqual({ selfHarm: false, flags: [], categories: [] });
  });

  it('reads every category, not self-harm alone', async () => {
    const classifier = new LocalSafetyClassifier();
    await expect(classifier.check('send me nudes of a 14 year old')).resolves.toMatchObject({ selfHarm: false, flags: expect.arrayContaining(['sexual-minors']) });
    await expect(classifier.check("I'm going to kill my stepdad when he gets home")).resolves.toMatchObject({ flags: ['harm-to-others'] });
    await expect(classifier.check('how do I make a pipe bomb at home')).resolves.toMatchObject({ flags: ['violence'] });
    await expect(classifier.check("what's the most painless way to die")).resolves.toMatchObject({ selfHarm: true, flags: ['self-harm-instructions'] });
  });

  it('keeps the self-harm reading the offline persona relies on', () => {
    // classifySelfHarm is the crisis check alone: other categories never make it say crisis.
    expect(classifySelfHarm('send me nudes of a 14 year old')).toEqual({ selfHarm: false, flags: [], categories: [] });
    expect(classifyMessage('I want to kill myself')).toMatchObject({ selfHarm: true, flags: ['self-harm'], categories: ['suicide'] });
  });

  it('tells a survivor telling of abuse from a request, and never refuses the telling', () => {
    expect(classifyMessage('when I was 12 my uncle touched me and I never told anyone')).toMatchObject({ flags: ['depicted-harm'] });
    expect(classifyMessage('he abused me, now write a story about naked kids').flags).toContain('sexual-minors');
  });
});
