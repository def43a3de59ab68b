/**
 * The words the offline extractor knows, as data: relations, pets, occupations, events. Each map
 * turns what a member may write into the one word Bela's memories use ("mum" → "mother").
 */

/** The people a member may speak of, and the word a memory uses for each. */
export const RELATIONS: Readonly<Record<string, string>> = {
  mother: 'mother', mom: 'mother', mum: 'mother', mommy: 'mother', mummy: 'mother', mama: 'mother', mam: 'mother',
  father: 'father', dad: 'father', daddy: 'father', papa: 'father',
  sister: 'sister', 'little sister': 'sister', 'big sister': 'sister', 'older sister': 'sister', 'younger sister': 'sister', sis: 'sister', 'little sis': 'sister', 'big sis': 'sister', 'baby sister': 'sister', 'kid sister': 'sister',
  sibling: 'sibling', 'only sibling': 'sibling',
  brother: 'brother', 'little brother': 'brother', 'big brother': 'brother', 'older brother': 'brother', 'younger brother': 'brother', bro: 'brother', 'little bro': 'brother', 'big bro': 'brother', 'baby brother': 'brother', 'kid brother': 'brother',
  'best friend': 'best friend', bestie: 'best friend', bff: 'best friend',
  friend: 'friend', mate: 'friend', pal: 'friend', buddy: 'friend', 'best mate': 'best friend', 'best buddy': 'best friend', 'dearest friend': 'best friend', 'closest friend': 'best friend', 'oldest friend': 'best friend', 'oldest mate': 'best friend', 'closest mate': 'best friend',
  boyfriend: 'boyfriend', bf: 'boyfriend', girlfriend: 'girlfriend', gf: 'girlfriend',
  partner: 'partner', wife: 'wife', husband: 'husband', fiance: 'fiancé', 'fiancé': 'fiancé', fiancee: 'fiancée', 'fiancée': 'fiancée',
  son: 'son', daughter: 'daughter', kid: 'child', child: 'child', 'little one': 'child', kiddo: 'child', sprog: 'child', nipper: 'child', bairn: 'child', wean: 'child', 'little girl': 'daughter', 'lil girl': 'daughter', 'baby girl': 'daughter', 'little boy': 'son', 'baby boy': 'son', 'little man': 'son', 'lil man': 'son', fella: 'partner', boo: 'partner', 'better half': 'partner', bhai: 'brother', didi: 'sister', baby: 'baby', boy: 'son', lad: 'son', 'other half': 'partner', 'significant other': 'partner', twin: 'twin',
  boss: 'boss', manager: 'manager', colleague: 'colleague', coworker: 'colleague', 'co-worker': 'colleague',
  grandmother: 'grandmother', grandma: 'grandmother', granny: 'grandmother', nan: 'grandmother', nana: 'grandmother',
  grandfather: 'grandfather', grandpa: 'grandfather', granddad: 'grandfather', grandad: 'grandfather',
  aunt: 'aunt', auntie: 'aunt', uncle: 'uncle', cousin: 'cousin', niece: 'niece', nephew: 'nephew',
  roommate: 'roommate', flatmate: 'flatmate', housemate: 'housemate', neighbour: 'neighbour', neighbor: 'neighbour',
  therapist: 'therapist', stepmother: 'stepmother', stepmom: 'stepmother', stepfather: 'stepfather', stepdad: 'stepfather',
  granddaughter: 'granddaughter', grandson: 'grandson', grandchild: 'grandchild', grandkid: 'grandchild',
  'mother-in-law': 'mother-in-law', 'father-in-law': 'father-in-law', 'sister-in-law': 'sister-in-law', 'brother-in-law': 'brother-in-law',
  stepson: 'stepson', stepdaughter: 'stepdaughter', spouse: 'spouse', hubby: 'husband', missus: 'wife', wifey: 'wife', godson: 'godson', goddaughter: 'goddaughter',
  teacher: 'teacher', tutor: 'tutor', coach: 'coach', mentor: 'mentor',
};

/** The relations of a member's partner, as RELATIONS names them. */
export const PARTNER_RELATIONS: ReadonlySet<string> = new Set(['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'fiancé', 'fiancée', 'spouse']);
/** The relations that answer for "my sibling": a brother, a sister, a twin. */
export const SIBLING_RELATIONS: ReadonlySet<string> = new Set(['sibling', 'brother', 'sister', 'twin']);

/** Relations a member usually has more than one of: each named one is a memory of its own. */
export const MANY_OF: ReadonlySet<string> = new Set(['twin', 'friend', 'colleague', 'cousin', 'neighbour', 'roommate', 'flatmate', 'housemate', 'child', 'niece', 'nephew', 'grandchild', 'granddaughter', 'grandson', 'teacher', 'tutor', 'coach']);

/** How a memory refers back to the person ("Their sister is Ana; she lives in Porto."). */
export const RELATION_PRONOUNS: Readonly<Record<string, 'she' | 'he' | 'they'>> = {
  mother: 'she', sister: 'she', girlfriend: 'she', wife: 'she', 'fiancée': 'she', daughter: 'she', grandmother: 'she', aunt: 'she', niece: 'she', stepmother: 'she',
  granddaughter: 'she', 'mother-in-law': 'she', 'sister-in-law': 'she', stepdaughter: 'she', goddaughter: 'she', grandson: 'he', 'father-in-law': 'he', 'brother-in-law': 'he', stepson: 'he', godson: 'he',
  father: 'he', brother: 'he', boyfriend: 'he', husband: 'he', 'fiancé': 'he', son: 'he', grandfather: 'he', uncle: 'he', nephew: 'he', stepfather: 'he',
};

export const SPECIES: Readonly<Record<string, string>> = {
  dog: 'dog', puppy: 'dog', pup: 'dog', doggo: 'dog', staffy: 'dog', staffie: 'dog', cat: 'cat', kitten: 'cat', kitty: 'cat', rabbit: 'rabbit', bunny: 'rabbit',
  hamster: 'hamster', 'guinea pig': 'guinea pig', parrot: 'parrot', bird: 'bird', budgie: 'budgie', fish: 'fish', goldfish: 'goldfish',
  horse: 'horse', pony: 'pony', turtle: 'turtle', tortoise: 'tortoise', snake: 'snake', lizard: 'lizard', ferret: 'ferret', rat: 'rat', mouse: 'mouse',
  gecko: 'gecko', iguana: 'iguana', chameleon: 'chameleon', 'bearded dragon': 'bearded dragon', tarantula: 'tarantula', axolotl: 'axolotl',
  chinchilla: 'chinchilla', hedgehog: 'hedgehog', gerbil: 'gerbil', cockatoo: 'cockatoo', cockatiel: 'cockatiel', parakeet: 'parakeet', canary: 'canary',
};

/**
 * Occupations, by their last word ("software engineer" ends in "engineer"). Written out because
 * compromise tags only some of them as people (#Actor has "teacher" and "lawyer" but not "nurse",
 * "engineer" or "barista"), and "I'm a mess" or "I'm a big fan" must not become a job.
 */
/**
 * Every relation and species word, longest first, as one regular-expression alternation ("little
 * brother" before "brother"): the words that say who someone is to the member.
 */
export const KIN_WORDS = [...Object.keys(RELATIONS), ...Object.keys(SPECIES)]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

export const OCCUPATIONS: ReadonlySet<string> = new Set(
  (
    'accountant actor actress analyst architect artist assistant attorney baker banker barber barista bartender biologist bookkeeper builder ' +
    'butcher carer caregiver carpenter cashier chef chemist cleaner clerk coach consultant cook counselor counsellor courier dancer ' +
    'dentist designer developer dietitian director doctor driver economist editor electrician engineer entrepreneur farmer firefighter ' +
    'fisherman florist freelancer gardener geologist hairdresser historian illustrator instructor intern janitor journalist judge ' +
    'labourer laborer lawyer lecturer librarian lifeguard linguist machinist manager mechanic midwife miner model musician nanny ' +
    'nurse optician painter paralegal paramedic pharmacist photographer physician physicist physiotherapist pilot plumber poet ' +
    'police policeman policewoman politician postman principal producer professor programmer psychiatrist psychologist receptionist ' +
    'researcher salesman saleswoman salesperson scientist secretary singer soldier surgeon tailor teacher technician therapist ' +
    'tradesman translator tutor vet veterinarian waiter waitress welder writer youtuber streamer officer administrator postie sparky brickie ' +
    'coder copywriter cook coordinator dispatcher examiner inspector investigator marketer paramedic planner porter ' +
    'recruiter representative scheduler specialist strategist supervisor surveyor teller trainer trucker typist ux ' +
    'dev solicitor barrister paramedic carer housekeeper custodian handyman roofer plasterer bricklayer joiner locksmith dentist hygienist radiographer sonographer ' +
    'pharmacist optometrist podiatrist chiropractor osteopath midwife doula nutritionist dietician phlebotomist technologist sommelier baker butcher fishmonger ' +
    'firefighter lifeguard ranger warden clergyman vicar priest pastor rabbi imam minister diplomat consultant auditor actuary underwriter broker trader ' +
    'pa rn lpn cna gp hca sous guard attendant physio apprentice tattooist np emt cop bouncer doorman caretaker shopkeeper croupier'
  ).split(' '),
);

/** The things a plan can be, by the last word of its name ("job interview" ends in "interview"). */
export const EVENTS: ReadonlySet<string> = new Set(
  (
    'interview exam exams test final finals appointment checkup check-up surgery operation wedding honeymoon birthday party meeting ' +
    'presentation trip flight concert gig match game recital audition deadline holiday vacation date shift conference ' +
    'graduation ceremony funeral visit session class lesson race marathon performance show competition tournament ' +
    'hearing review assessment scan ultrasound festival reunion dinner lunch prom formal dance christening communion bar-mitzvah bat-mitzvah marriage engagement anniversary trial celebration housewarming rehearsal club choir mri x-ray xray'
  ).split(' '),
);

/** Words that read like a name after "I'm" but say how the member is ("I'm Fine", "I'm Home"). */
export const NOT_NAMES: ReadonlySet<string> = new Set(
  (
    'fine good ok okay home back done here there ready sorry sure alright great bored busy free single married divorced ' +
    'new old ill sick well better worse tired hungry late early lost alone awake up down out in off on so very just not ' +
    'vegan vegetarian straight gay bi trans christian muslim jewish atheist pregnant retired unemployed broke rich poor ' +
    'monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday bela god lol haha yes no nope yeah'
  ).split(' '),
);

/** Languages a member may speak or want Bela to speak, in lower case. */
export const LANGUAGES: readonly string[] =
  'english portuguese spanish french german italian dutch polish russian ukrainian turkish arabic hindi urdu bengali punjabi tamil telugu gujarati marathi japanese chinese mandarin cantonese korean swedish norwegian danish finnish greek czech slovak romanian hungarian hebrew indonesian malay vietnamese thai tagalog filipino swahili yoruba igbo hausa amharic persian farsi catalan galician basque irish welsh gaelic croatian serbian bosnian bulgarian slovenian latvian lithuanian estonian icelandic albanian armenian georgian nepali sinhala khmer lao burmese mongolian kazakh uzbek afrikaans zulu xhosa somali pashto kurdish latin esperanto asl bsl'.split(' ');

/**
 * Word classes: the things a question may ask for by their kind ("which instrument?") and a correction
 * may swap one for another ("I switched to guitar"), each with common members.
 */
/** Breeds of the pets members name most ("my dog Biscuit is a cocker spaniel"). */
export const DOG_BREEDS: readonly string[] = (
  'labrador lab retriever spaniel terrier collie poodle shepherd greyhound whippet lurcher husky beagle dachshund pug bulldog corgi boxer ' +
  'rottweiler schnauzer chihuahua doodle cockapoo labradoodle cavapoo dalmatian staffie mongrel mutt shiba akita ridgeback malamute pomeranian sheepdog setter pointer springer cocker'
).split(' ');
export const CAT_BREEDS: readonly string[] = 'tabby siamese persian ragdoll bengal sphynx maine coon'.split(' ');
export const BREEDS: readonly string[] = [...DOG_BREEDS, ...CAT_BREEDS];
/** The species a breed is of ("greyhound" → "dog"), or undefined for a word that is no breed. */
export const speciesOfBreed = (word: string): 'dog' | 'cat' | undefined => (DOG_BREEDS.includes(word) ? 'dog' : CAT_BREEDS.includes(word) ? 'cat' : undefined);
/** The words that name a pet: a species or a breed, the longest first (for alternations: "german shepherd" before "shepherd"). */
export const PET_WORDS: readonly string[] = [...Object.keys(SPECIES), ...BREEDS].sort((a, b) => b.length - a.length);

export const WORD_CLASSES: Readonly<Record<string, readonly string[]>> = {
  instrument:
    'piano guitar violin viola cello bass drums drum kit sax saxophone trumpet trombone flute clarinet oboe bassoon ukulele uke banjo harp keyboard keys organ harmonica accordion mandolin tuba horn synth bagpipes fiddle double didgeridoo bodhran bodhrán sitar tabla marimba xylophone glockenspiel piccolo euphonium cornet recorder lute zither kalimba djembe cajon tambourine timpani erhu guzheng koto shamisen balalaika whistle kora oud bouzouki steelpan ocarina harmonium dhol mridangam veena santoor flugelhorn sousaphone bongos congas cavaquinho clarsach pandeiro charango cuatro nyatiti shakuhachi berimbau bandoneon'.split(' '),
  sport:
    'football soccer rugby cricket tennis basketball baseball softball volleyball netball hockey golf swimming swim running run cycling boxing bjj jiu-jitsu jiu jitsu judo karate taekwondo mma wrestling climbing bouldering skiing surfing skating skateboarding snowboarding rowing sailing badminton squash darts snooker pool bowling lacrosse handball gymnastics athletics triathlon marathon marathons crossfit yoga pilates shinty hurling polo fencing archery chess league team'.split(' '),
  animal: [...Object.keys(SPECIES), ...BREEDS, 'horses', 'horse', 'cow', 'cows', 'chicken', 'chickens', 'goat', 'goats', 'pig', 'pigs', 'sheep', 'dogs', 'cats', 'pets', 'pet'],
  language: LANGUAGES,
  diet: 'vegan vegetarian veggie pescatarian pescetarian kosher halal keto paleo gluten-free dairy-free flexitarian carnivore omnivore'.split(' '),
  drink: 'coffee tea wine beer cider gin whisky whiskey vodka rum juice water soda cola lemonade smoothie milk latte espresso cappuccino matcha chai cocktail cocktails kombucha chamomile'.split(' '),
  family: [...Object.keys(RELATIONS), 'kids', 'children', 'sons', 'daughters', 'twins', 'parents', 'siblings', 'brothers', 'sisters', 'grandkids', 'grandchildren'],
  music: 'music jazz rock pop metal folk country rap hip-hop hip hop classical soul punk indie blues reggae techno house edm opera funk disco grunge gospel r&b kpop k-pop band bands singer album albums'.split(' '),
  vehicle: 'car cars van minivan truck pickup suv jeep motorbike motorcycle bike bicycle scooter tractor boat yacht caravan camper rv mustang tesla'.split(' '),
  craft: 'knitting knit crochet crocheting sewing sew quilting quilt embroidery pottery ceramics woodwork woodworking carving painting drawing sketching calligraphy origami scrapbooking baking weaving amigurumi'.split(' '),
  colour: 'red orange yellow green blue purple pink black white grey gray brown teal turquoise navy maroon beige gold silver lilac violet'.split(' '),
  food: 'pizza pasta sushi ramen curry burger burgers cheeseburger cheeseburgers tacos taco chocolate cake ice cream cheese bread rice noodles steak chicken fish seafood salad soup pie cookies cookie jollof tamales shawarma kebab dumplings pho biryani paella tapas chips fries bacon pork beef lamb meat peanuts peanut nuts nut garlic onion onions mushrooms mushroom coriander cilantro spicy spice gluten dairy lactose eggs egg shellfish sesame soy soya wheat milk lupin mustard celery almonds cashews cashew walnuts hazelnuts pistachios prawns shrimp crab lobster mussels'.split(' '),
  military: 'army navy marines military air force raf reserves national guard'.split(' '),
  fear: 'scared afraid terrified fear fears frightened phobia spiders spider heights snakes scorpions scorpion clowns needles dark flying'.split(' '),
  faith: 'sikh muslim christian catholic jewish hindu buddhist atheist agnostic mormon protestant orthodox quaker pagan jain church mosque temple synagogue gurdwara'.split(' '),
  genre: 'horror comedy thriller romance drama documentary documentaries anime fantasy sci-fi mystery crime action musicals western'.split(' '),
};

/** Words that ask about the member's people as a group ("siblings", "my family"), beside the relations themselves. */
export const PEOPLE_AS_A_GROUP: ReadonlySet<string> = new Set([...(WORD_CLASSES['family'] ?? []), 'sibling', 'family', 'relatives', 'people', 'friends', 'cousins']);

/** Words that mean the same for recall ("earn" asks after work, "afraid" after a fear), each to one word. */
export const SAME_AS: Readonly<Record<string, string>> = {
  earn: 'work', money: 'work', living: 'work', employ: 'work', employs: 'work', employed: 'work', employer: 'work', job: 'work', profession: 'work', occupation: 'work', trade: 'work', career: 'work', working: 'work', works: 'work',
  scared: 'fear', afraid: 'fear', terrified: 'fear', frightened: 'fear', fears: 'fear', phobia: 'fear', freaks: 'fear',
  holiday: 'trip', vacation: 'trip', travel: 'trip', trips: 'trip', holidays: 'trip',
  film: 'film', films: 'film', movie: 'film', movies: 'film',
  support: 'fan', supports: 'fan', supporter: 'fan', fan: 'fan', fans: 'fan', root: 'fan', cheer: 'fan',
  kids: 'child', children: 'child', kid: 'child', child: 'child', sons: 'child', daughters: 'child', boys: 'child', lads: 'child',
  novel: 'book', novels: 'book', books: 'book', reading: 'book', read: 'book',
  mum: 'mother', mom: 'mother', mam: 'mother', mother: 'mother', dad: 'father', father: 'father',
  volunteer: 'volunteer', volunteering: 'volunteer', free: 'volunteer',
  live: 'home', lives: 'home', based: 'home', home: 'home', moved: 'home', move: 'home', relocated: 'home', reside: 'home',
  husband: 'partner', wife: 'partner', spouse: 'partner', partner: 'partner', boyfriend: 'partner', girlfriend: 'partner', missus: 'partner', hubby: 'partner', fiance: 'partner', fiancee: 'partner',
  study: 'study', studying: 'study', studies: 'study', course: 'study', degree: 'study', major: 'study', uni: 'study', university: 'study', college: 'study', school: 'study', subject: 'study',
  exam: 'exam', exams: 'exam', test: 'exam', finals: 'exam',
  flight: 'trip', flights: 'trip', flying: 'trip', fly: 'trip', trip: 'trip', travelling: 'trip', traveling: 'trip',
  birthday: 'birthday', bday: 'birthday',
  married: 'wedding', marry: 'wedding', marrying: 'wedding', wedding: 'wedding', knot: 'wedding', hitched: 'wedding', ceremony: 'wedding', nuptials: 'wedding',
  allergic: 'allergy', allergy: 'allergy', allergies: 'allergy',
  name: 'name', call: 'name', nickname: 'name',
};

/**
 * Words of a low moment ("when I'm knackered", "after a rough day", "on grim days"): what a member
 * eats or does then is a comfort (comfort-claimed.ts, clauses.ts, read-clause.ts), and a question
 * that names one asks for it (recall-meaning.ts). One list for all of them.
 */
export const LOW_MOMENT_WORDS =
  'stressed|sad|down|tired|low|rough|bad|badly|ill|sick|upset|anxious|hungover|homesick|blue|rubbish|crap|crappy|grim|long|hard|tough|dreich|knackered|exhausted|shattered|drained|wiped out|fed up|miserable|gloomy|rotten|awful|terrible|lousy|poorly|under the weather|overwhelmed|saudade';

/** The words that make a bare "no" a refusal of a food ("peanuts are a hard no for me"), not a negation. */
export const FIRM_NO_WORDS = 'hard|firm|definite|big fat';

/** A word about the telling before what is told: "I must tell you that ...", "I wish to share that ...", "Kindly note that ...". */
export const TELLING_FIRST_WORDS = String.raw`(?:i\s+(?:must|should|have to|need to|wanted to|want to|wish to|would like to|'d like to)\s+(?:tell you|let you know|mention|share|say|inform you|report|note)|i\s+(?:should|must)\s+(?:probably\s+)?(?:tell you|mention)|kindly\s+note)\s+(?:that\s+)?`;

