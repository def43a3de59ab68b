/**
 * How long an MP3 plays: its MPEG audio layer III frames counted and timed (a leading ID3 tag is
 * skipped). For tests that must show audio is audio, not just bytes.
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export function mp3DurationSeconds(data: Uint8Array): { seconds: number; frames: number } {
  let at = 0;
  if (data.length > 10 && data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33) {
    at = 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f));
  }
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= data.length) {
    const [b0, b1, b2] = [data[at]!, data[at + 1]!, data[at + 2]!];
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || version === 1 || layer !== 1) {
      at += 1;
      continue;
    }
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(b2 >> 4) & 15];
    const rate = RATES[version]?.[(b2 >> 2) & 3];
    if (!bitrate || !rate) {
      at += 1;
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
    seconds += samples / rate;
    frames += 1;
    at += length;
  }
  return { seconds, frames };
}
