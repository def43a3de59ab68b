/**
 * A trip, however it was said: "my trip", "the holiday", "my flight" are asked of a plan that goes
 * somewhere ("They're going to Seoul on the 3rd of May", "flying to Lima"), whatever its own words.
 */
export const TRIP_WORDS: readonly string[] = ['trip', 'holiday', 'holidays', 'vacation', 'flight', 'getaway', 'travels', 'journey'];

/** A plan that goes somewhere: a place after "going to" (not "going to see"), a flight, travel. */
export const GOES_SOMEWHERE =
  /\b(?:fly|flying|flies|flight|travel\w*|trip|holiday|vacation|getaway|abroad|visiting|heading to|off to|going (?:back )?to (?!(?:see|watch|a|an|the|be|do|get|have|make|take|start|meet|try|work|school|bed)\b)\p{Lu})/u;
