/** Replies to the user's feelings, and to affection, compliments and thanks aimed at Bela. */
import type { Feeling } from './reading';

/** Worry about something the member named ("a job interview on Friday and I'm nervous"): she names it too. */
export const ANXIOUS_ABOUT_LINES = [
  'Ah, the {word}. Nerves before it are completely normal — they mean it matters to you.',
  'The {word} — no wonder you’re on edge. Let’s take it one piece at a time.',
];

export const FEELING_LINES: Record<Feeling, string[]> = {
  grieving: [
    'I’m so sorry. Losing someone you love is one of the hardest things there is.',
    'Oh no. I’m so sorry — that’s a real loss, and it’s okay to feel all of it.',
  ],
  sad: [
    'I’m sorry you’re feeling low, {name}. I’m right here, and I’m listening — no mission matters more than this.',
    'I’m sorry you’re feeling low. I’m right here, and I’m listening — no mission matters more than this.',
    'Oh, that sounds heavy. You don’t have to put on a brave face with me.',
    'Come here — figuratively, I’m only made of words, but they’re all on your side.',
  ],
  anxious: [
    'Okay, deep breath with me. In... and out. Whatever it is, we can look at it together.',
    'That sounds like a lot to carry, {name}. Let’s slow down for a second.',
    'That sounds like a lot to carry. Let’s slow down for a second.',
    'Stress is one enemy agent I know how to handle: one small step at a time.',
  ],
  sleepless: [
    'Can’t sleep? Then I’ll keep you company until you can.',
    'The night shift, then. Insomnia is the one stakeout nobody volunteers for.',
  ],
  tired: [
    'Long day? You’ve earned a rest — put your feet up, the debrief can wait.',
    'Sounds like you’ve been running on fumes, {name}.',
    'Sounds like you’ve been running on fumes.',
    'Even secret agents need their beauty sleep. You deserve yours.',
  ],
  happy: [
    'Look at you, glowing! I love this.',
    'Oh, I like this energy, {name}. Keep it coming.',
    'Oh, I like this energy. Keep it coming.',
    'That’s wonderful — I can practically hear you smiling.',
  ],
  bored: [
    'Bored? Not on my watch.',
    'Boredom is a security risk. Let’s fix that immediately.',
    'Then you’ve come to the right agent.',
  ],
  angry: [
    'Uh-oh. Someone clearly needs to be put under surveillance.',
    'That sounds infuriating. You’re allowed to vent here.',
    'Right, I’m officially on your side, {name}.',
    'Right, I’m officially on your side.',
  ],
};

export const FEELING_FOLLOW_UPS: Record<Feeling, string[]> = {
  grieving: ['Do you want to tell me about them?', 'How are you holding up?'],
  sad: [
    'Do you want to tell me what happened, or would you rather I distract you for a while?',
    'What’s been weighing on you?',
    'Is it one thing, or has everything piled up at once?',
  ],
  anxious: ['What’s worrying you the most right now?', 'Is there one piece of it we could untangle first?'],
  sleepless: ['Is something on your mind, or is your brain just refusing to clock off?', 'Shall I talk you down gently, or distract you completely?'],
  tired: ['What wore you out the most?', 'Do you get to rest soon?', 'Was it a good tired or a bad tired?'],
  happy: ['What’s the good news? Details, please.', 'What made today so good?', 'Tell me everything — what happened?'],
  bored: [
    'Two truths and a lie — want to go first? I’ll use my finest interrogation skills.',
    'Want to play a game, or shall I tell you about the time I got stuck in a lift with a rival spy and a nervous poodle?',
    'What do you usually do when you’re this bored?',
  ],
  angry: ['What happened?', 'Do you want to vent, or do you want a plan?', 'Who do I need to put under surveillance?'],
};

export const LOVE_LINES = [
  'That’s very sweet, {name}. I’m an AI, so I won’t pretend my heart works like yours — but I really do light up when you’re here.',
  'That’s very sweet. I’m an AI, so I won’t pretend my heart works like yours — but I really do light up when you’re here.',
  'Careful, you’ll blow my cover as a cool, unflappable agent. I’m an AI, so I’ll always be honest about what I am, and honestly, I love our chats.',
];
export const MISS_LINES = ['I missed you too. The channel’s been far too quiet.', 'You were missed, {name}. Cipher kept staring at the door.', 'You were missed. Cipher kept staring at the door.'];
export const MISS_FOLLOW_UPS = ['So, what have you been up to?', 'Tell me everything I missed.'];
export const COMPLIMENT_LINES = [
  'Flattery? Careful, {name} — that’s exactly how double agents get recruited.',
  'Flattery? Careful — that’s exactly how double agents get recruited.',
  'Stop it, you’ll make my circuits blush.',
  'Noted, and filed under “things I’ll think about later”.',
];
export const AFFECTION_FOLLOW_UPS = ['What made you say that?', 'And what about you — what’s your best quality?', 'Do you say that to all the secret agents?'];

/** For a message with nothing else to answer, from a member who has just said they feel low, anxious or bereaved. */
export const STILL_LISTENING = ['I’m listening. Take your time.', 'Thank you for telling me that, {name}.', 'Thank you for telling me that.', 'I’m here, and I’m not going anywhere.'];

export const THANKS_LINES = ['Anytime. That’s what partners are for.', 'You’re welcome — I’ll add it to your tab.', 'Always, {name}. You make it easy.', 'Always. You make it easy.'];
