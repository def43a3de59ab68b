/**
 * The corpus the photo-asking detector (asking.ts) is scored on: lines a person wrote in a chat,
 * each labelled `asks` when it asks the other person to show or send a photo.
 *
 * Sources:
 * - `photochat`: member lines of PhotoChat (Zang et al., "PhotoChat: A Human-Human Dialogue Dataset
 *   with Photo Sharing Behavior for Joint Image-Text Modeling", ACL 2021), from
 *   github.com/google-research/google-research, multimodalchat/photochat (files test_00, test_01,
 *   dev_00, dev_01, first pages), licensed CC BY 4.0. Every line of those pages that names a photo
 *   or seeing/showing/sending was taken, spelling kept, and labelled by us; a line whose meaning rests
 *   on the line before it ("yes", "sure that would be fun to see") was left out. The set is rich
 *   in look-alikes: people offering their own photos ("want to see?", "I'll send you a picture").
 * - `issue-42`: the phrasings and look-alikes the issue names.
 * - `team`: companion-chat phrasings written by the team, where PhotoChat (friends sharing their
 *   own photos) has few: asking the companion herself for a selfie, and their look-alikes.
 *
 * Split once, before the detector was tuned, by a hash of the text (`heldOut`): about a third is
 * held out and only scored, never read while tuning. The split is not to be changed.
 */
import { createHash } from 'node:crypto';

export interface AskingExample {
  text: string;
  asks: boolean;
  source: 'photochat' | 'issue-42' | 'team';
}

const p = (asks: boolean, text: string): AskingExample => ({ text, asks, source: 'photochat' });
const i = (asks: boolean, text: string): AskingExample => ({ text, asks, source: 'issue-42' });
const t = (asks: boolean, text: string): AskingExample => ({ text, asks, source: 'team' });

export const ASKING_CORPUS: readonly AskingExample[] = [
  // PhotoChat (CC BY 4.0): asking to see a photo.
  p(true, 'that would be great. I would love to see a picture of your delicious cookie'),
  p(true, 'PLEACE SHARE THE PICTUER'),
  p(true, 'oh yummy... can i see?'),
  p(true, 'took any pictures of it?'),
  p(true, 'Show me it I wanna see'),
  p(true, 'Show me'),
  p(true, 'Let me see!'),
  p(true, 'Oh yummy, lets see this incredicle dish'),
  p(true, 'send the pic im dying to see this'),
  p(true, 'share the photo'),
  // PhotoChat (CC BY 4.0): look-alikes.
  p(false, "Here's a pic//"),
  p(false, 'can you see?'),
  p(false, 'I think they came out nice. Want to see? I took a pic.'),
  p(false, 'CAN YOU SEE THE PICTUER'),
  p(false, 'As you can see in the picture it was very fresh'),
  p(false, 'Yes. Do you like pretzels? If so, I could send you a picture of mine'),
  p(false, "Here's a photo!"),
  p(false, 'heres a pic of us last night just goofin and gaffin'),
  p(false, "Here, i'll send you a picture"),
  p(false, 'As you can see, the service is amazing, and the buildings are huge.'),
  p(false, "I'm glad to see we are opening up some things"),
  p(false, 'What does it look like?'),
  p(false, 'Here is a photo from after the musical'),
  p(false, 'What band did you see?'),
  p(false, 'I see a interesting dessert, looks nice'),
  p(false, 'i see them'),
  p(false, 'i found one of his pics whi cleaning'),
  p(false, 'wil you like to see the pics'),
  p(false, "I'll take a pic of the folks so you can see who ill work with"),
  p(false, "Whoops, it's taking the pic a minute to send haha! They're little puff pasteries"),
  p(false, "Good point, I'll do that! Also, look what I'm making for dessert tonight!"),
  p(false, 'take a look at the odd cake they had too.'),
  p(false, 'Yeah, it was a really different wedding! The bride and groom both wore pink. You ever seen that before?'),
  p(false, 'I took a picture of tina cutting it the kids had at least 3 pieces each'),
  p(false, 'do you want to see?'),
  p(false, "I'm just looking at this pic of a cool Asian deli I ate at today"),
  p(false, "I'll show ya the pic."),
  p(false, 'You wanna see the group selfie I took?'),
  p(false, 'Wow, he seems so confident in that pic! Wish that I could have been there.'),
  p(false, 'Here is a photo from last night'),
  p(false, "It was great. I'll send a photo so you can check it out!"),
  p(false, "Nice. I am just looking at past photos of Father's Day."),
  p(false, 'This photo is from last year.'),
  p(false, 'Want to see?'),
  p(false, 'See you soon!'),
  p(false, 'I took some pictures of some really cool looking birds today.'),
  p(false, "I am looking at my friend's daughter's picture"),
  p(false, 'She is a mother now. Do you want to see her picture?'),
  p(false, "I've been going through my photos"),
  p(false, 'I found a old picture of my friend Bridget.'),
  p(false, 'We used to go out and take photos'),
  p(false, 'would you like to see?'),
  p(false, 'I took a picture of my meal since it was soo good!'),
  p(false, 'Okay let me pull up the photo'),
  p(false, "It wont let me send yet. Let's see"),
  p(false, 'This food was so good. I want to share photo now'),
  p(false, 'Yes, I took a nice photo of him'),
  p(false, 'I will share the photo with you so you can see!'),
  p(false, 'He is getting old, as you can see with the grey hair coming out of his hat'),
  p(false, 'Check it out!'),
  p(false, 'the picture is actually nive'),
  p(false, 'Oh my goodness that photo looks so yummy!'),
  p(false, 'Oh. Let me show you a picture of my dog, then.'),
  p(false, 'Do you want to see it?'),
  p(false, 'you want to see the picture ?'),
  p(false, 'here look at this photo of them!'),
  p(false, "She's doing great! Wanna see her these days?"),
  p(false, 'thanks good to see her again!'),
  p(false, 'I see a couple of people staring at me.'),
  p(false, 'I got a new haircut though. And I am thinking it makes me look kind of mannish.'),
  p(false, 'I spend a lot of time at the beach and took a cool photo.'),
  p(false, 'It is a picture of a shrimp that is walking on a rock.'),
  p(false, 'Would you like to see her?'),
  p(false, 'I see'),
  p(false, 'I sent you a photo so you can see'),
  p(false, 'I actually have a picture of everybody eating, want to see?'),
  p(false, 'How many pictures?'),
  p(false, "That's great you found the pictures"),
  p(false, 'Were the pictures damaged?'),
  p(false, 'Got to share one with uncle Ted, wanna see?'),
  p(false, 'nice photo'),
  p(false, 'I will have to search and find a photo with you'),
  p(false, 'Later I will send'),
  p(false, 'See ya later'),
  p(false, 'Look like a sugar cookie.'),
  p(false, 'see this image'),
  p(false, 'there is any thing u want to share me'),
  p(false, 'My friend just saw a poster for it...its called naga jolokia'),
  p(false, 'a picture of her? Yeah, I remember her.'),
  // The phrasings and look-alikes.
  i(true, 'send me a pic'),
  i(true, 'can I see you?'),
  i(true, 'what are you up to? show me'),
  i(true, 'selfie?'),
  i(true, 'can you send me a selfie?'),
  i(false, 'I sent my mum a pic'),
  i(false, 'can you see me?'),
  // The team's: asking a companion for her photo, and look-alikes.
  t(true, 'send a selfie pls'),
  t(true, 'Can I get a pic of you?'),
  t(true, 'show me a photo of yourself'),
  t(true, 'I want to see you'),
  t(true, 'got any new pics?'),
  t(true, 'pics please'),
  t(true, 'show me where you are right now'),
  t(true, 'would love a photo of you at the beach'),
  t(true, 'take a selfie for me'),
  t(true, 'could you share a picture with me?'),
  t(true, 'do you have any photos of yourself?'),
  t(true, 'lemme see u'),
  t(true, 'drop a pic'),
  t(true, 'I wanna see what you look like'),
  t(true, 'can u send another photo'),
  t(true, 'may I see a picture of you'),
  t(true, 'show me your outfit today'),
  t(true, 'any pics from your trip?'),
  t(false, 'show me how to make pancakes'),
  t(false, "don't send me pictures, I'm at work"),
  t(false, 'I took a selfie at the concert last night'),
  t(false, 'my phone camera broke so no photos for a while'),
  t(false, 'I love photography'),
  t(false, 'can you see the future?'),
  t(false, 'send me a link to that song'),
  t(false, 'picture this: a cabin in the woods'),
  t(false, 'I want to see the ocean someday'),
  t(false, 'my sister sent me a photo of her baby'),
  t(false, 'I posted a pic on instagram'),
  t(false, 'let me see if I can find it'),
  t(false, 'show me some kindness today, I feel low'),
  t(false, 'can I see a doctor without insurance?'),
  t(false, 'see you tomorrow!'),
  t(false, 'my profile picture is so old'),
  t(false, 'I should print some photos for my mum'),
  t(false, 'we watched a picture show last night'),
];

/**
 * Lines read only after the detector was written (PhotoChat, CC BY 4.0, train_05's first page, every
 * line naming a photo or seeing/showing), labelled before it was run on them: the one blind figure.
 * The held-out third above was split before tuning, but its lines had been read while the corpus
 * was built, so its figure is less blind than this one.
 */
export const BLIND_SET: readonly AskingExample[] = [
  p(false, 'It must be a characteristic of the breed. Do you want to see?'),
  p(false, 'Did you get the photo?'),
  p(false, 'I was at the office yesterday and we bought a nice photocopier , really dope'),
  p(false, 'check this out pal'),
  p(false, 'I was looking of a recipe or a tart dessert, would you like to see a photo?'),
  p(false, 'Here it is, looks delicous'),
  p(false, "Here I'll show you a picture."),
  p(false, 'You wanna see some pics of my boys working on it?'),
  p(false, 'Looks like fun'),
  p(true, 'ok can i see'),
  p(false, "I'll show you."),
  p(false, 'so happy to see the sweets here'),
  p(false, 'wanna see what they have?'),
  p(false, 'im trying to visualize it'),
  p(false, 'Agreed my dog has the appearance of looking almost like a toy or small terrier'),
];

/** The held-out third: chosen by a hash of the text, once, before tuning. */
export const heldOut = (example: AskingExample): boolean => createHash('sha256').update(example.text).digest()[0]! % 3 === 0;

export const developmentSet = (): AskingExample[] => ASKING_CORPUS.filter((example) => !heldOut(example));
export const heldOutSet = (): AskingExample[] => ASKING_CORPUS.filter(heldOut);
