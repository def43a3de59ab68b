import { describe, expect, it } from 'vitest';
import { saidPlainly, theQuestion } from './question-asked';

describe('a question as it asks', () => {
  it.each([
    ['tired. what am i allergic to again, need to check a menu', 'what am i allergic to again, need to check a menu'],
    ['ok random q, do u remember where im based rn', 'where im based rn?'],
    ['Kindly recall the name of my sibling that I shared earlier.', 'recall the name of my sibling'],
    ['What is the name of my pet? I mentioned it to you.', 'What is the name of my pet?'],
    ["wht's my siblngs name, did i tell u", "what's my siblings name"],
    ['wht instrumnet do i play, did i tell u', 'what instrument do i play'],
    ["Where am I living now, mate? Reckon you'd know", 'Where am I living now, mate?'],
    ['sorry to ask again but what did i say my job was', 'what did i say my job was'],
    ['My dog, what is her name?', 'what is her name? (My dog)'],
    ['wat am i allergic 2', 'what am i allergic to'],
    ['Do you remember my favourite comfort food?', 'Do you remember my favourite comfort food?'],
    ['I told you I play an instrument — which one?', 'which one? (I play an instrument)'],
    ['Hi, I would like to know if you remember my profession.', 'do you remember my profession?'],
    ['I wonder whether you recall where I live', 'where I live?'],
    ['Do you know which month the wedding is?', 'which month the wedding is?'],
    ['you remember the wedding thing right? who and when', "who's getting married, and when?"],
    ['do u remember whos getting married n when', "who's getting married, and when?"],
    ['you remember my wife right? whats her name', "do you remember my wife? what's her name?"],
    ['what am I allergic to, according to you?', 'what am I allergic to?'],
    ['whr do i live these days', 'where do i live these days'],
    ['I told you where I grew up. Where was that?', 'where I grew up?'],
    ['cat? name?', "what is my cat's name?"],
    ['Parrot bit the postman again. Remember his name?', 'Remember his name? (my Parrot)'],
    ['My nephews are staying over this week. What are their names again?', 'What are their names again? (My nephews)'],
    ['my usual order at the chippy, what is it again', 'what is my usual order at the chippy?'],
    ['brother - name?', "what is my brother's name?"],
    ['daughters, names?', "what are my daughters' names?"],
  ])('reads %j as %j', (said, asked) => {
    expect(theQuestion(said)).toBe(asked);
  });

  it('leaves a question about Bela and a word four letters long alone', () => {
    expect(theQuestion("what's your favourite food?")).toBe("what's your favourite food?");
    expect(theQuestion('is that your cat')).toBe('is that your cat');
  });
});

describe("a question's idioms said plainly", () => {
  it.each([
    ["what's my gig these days?", "what's my job these days?"],
    ['Can you remind me what I do?', 'Can you remind me what do I do for work?'],
    ['what do I crave after a bad day?', 'what do I eat after a bad day?'],
    ["who's the person i'm dating?", "who's my partner?"],
    ['Who is the other half?', 'Who is my partner?'],
    ["What can't I have at a barbecue?", "What can't I eat at a barbecue?"],
    ['what do I like to eat when I am tired after work?', 'what is my comfort food?'],
  ])('reads %j as %j', (said, plain) => {
    expect(saidPlainly(said)).toBe(plain);
  });
});
