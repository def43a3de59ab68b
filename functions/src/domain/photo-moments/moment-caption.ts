/**
 * The caption under a photo Bela shares, in her voice, built from the photo's title and tags (the
 * offline wording; decision 0040). Never the file name, never a URL.
 */

const PLACE: Record<string, string> = {
  beach: 'at the beach',
  city: 'out in the city',
  home: 'at home',
  café: 'at my favourite café',
  nature: 'out in the green',
  travel: 'on my travels',
};
const TIME: Record<string, string> = { morning: 'this morning', day: 'today', evening: 'this evening', night: 'tonight' };
const MOOD: Record<string, string> = { cosy: 'feeling cosy', playful: 'in a playful mood', calm: 'in a quiet moment', adventurous: 'feeling adventurous' };

export function momentCaption(_title: string, tags: string[]): string {
  // The title has its own line under the photo: the caption does not repeat it.
  const place = tags.map((tag) => PLACE[tag]).find(Boolean);
  const time = tags.map((tag) => TIME[tag]).find(Boolean);
  const mood = tags.map((tag) => MOOD[tag]).find(Boolean);
  const where = [place, time].filter(Boolean).join(' ');
  if (where && mood) return `Me ${where}, ${mood}. Thought of you.`;
  if (where) return `Me ${where}. Thought you might like it.`;
  if (mood) return `Me, ${mood}. Just for you.`;
  return 'One of my favourites. Just for you.';
}
