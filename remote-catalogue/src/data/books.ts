/**
 * The one catalogue of books. Every page lists ids from here, so a title, author or description is typed once
 * and a book that appears on several pages (The God of Small Things on Asia, Kerala and Literary Fiction) can
 * never disagree with itself. Descriptions are our own words.
 */
import type { Book } from './types';

export const BOOKS = {
  // Mediterranean and Europe
  'under-the-tuscan-sun': {
    title: 'Under the Tuscan Sun',
    author: 'Frances Mayes',
    category: 'Memoir',
    description:
      'An American poet buys and restores an abandoned villa near Cortona, and learns to live by the rhythm of Tuscan markets, harvests and long lunches.',
    coverColor: 'saffron',
  },
  'a-year-in-provence': {
    title: 'A Year in Provence',
    author: 'Peter Mayle',
    category: 'Memoir',
    description:
      'Month by month through a first year in a Luberon farmhouse: mistral winds, builders who never arrive and village meals worth the wait.',
    coverColor: 'plum',
  },
  'the-leopard': {
    title: 'The Leopard',
    author: 'Giuseppe Tomasi di Lampedusa',
    category: 'Novel',
    description:
      'A Sicilian prince watches his aristocratic world fade during Italian unification, in a novel soaked in the heat and dust of the island.',
    coverColor: 'crimson',
  },
  'my-family-and-other-animals': {
    title: 'My Family and Other Animals',
    author: 'Gerald Durrell',
    category: 'Memoir',
    description:
      'A boy naturalist and his eccentric family spend the 1930s on Corfu, where every hillside and olive grove hides a new creature.',
    coverColor: 'ocean',
  },
  'a-room-with-a-view': {
    title: 'A Room with a View',
    author: 'E. M. Forster',
    category: 'Novel',
    description:
      'A young Englishwoman in a Florence pension finds that Tuscany loosens the rules she was raised by, in a witty comedy of manners.',
    coverColor: 'rose',
  },
  'a-moveable-feast': {
    title: 'A Moveable Feast',
    author: 'Ernest Hemingway',
    category: 'Memoir',
    description:
      'Sketches of a young writer’s Paris in the 1920s: cafés on the Left Bank, lean winters and the expatriate circle around him.',
    coverColor: 'slate',
  },
  'istanbul-memories-and-the-city': {
    title: 'Istanbul: Memories and the City',
    author: 'Orhan Pamuk',
    category: 'Memoir',
    description:
      'The Nobel laureate remembers growing up among the fading mansions of the Bosphorus and the shared melancholy of his city.',
    coverColor: 'indigo',
  },
  ulysses: {
    title: 'Ulysses',
    author: 'James Joyce',
    category: 'Novel',
    description:
      'One ordinary day, 16 June 1904, followed street by street through Dublin in a novel that remade what fiction could do.',
    coverColor: 'forest',
  },
  'the-shadow-of-the-wind': {
    title: 'The Shadow of the Wind',
    author: 'Carlos Ruiz Zafón',
    category: 'Novel',
    description:
      'A boy chooses a forgotten novel in a secret library and is drawn into a mystery through the shadowed streets of post-war Barcelona.',
    coverColor: 'terracotta',
  },
  'war-in-val-d-orcia': {
    title: "War in Val d'Orcia",
    author: 'Iris Origo',
    category: 'Diary',
    description:
      'A wartime diary from a Tuscan estate in 1943–44, where refugee children, partisans and retreating armies pass through the valley.',
    coverColor: 'olive',
  },
  'the-english-patient': {
    title: 'The English Patient',
    author: 'Michael Ondaatje',
    category: 'Novel',
    description:
      'Four damaged people shelter in a ruined villa in the Tuscan hills as the Second World War ends, their pasts reaching back to the desert.',
    coverColor: 'sand',
  },
  'my-fathers-glory': {
    title: "My Father's Glory",
    author: 'Marcel Pagnol',
    category: 'Memoir',
    description:
      'Childhood summers in the hills above Marseille, told with the warmth of a writer remembering the Provence of his boyhood.',
    coverColor: 'saffron',
  },
  'the-man-who-planted-trees': {
    title: 'The Man Who Planted Trees',
    author: 'Jean Giono',
    category: 'Fable',
    description:
      'A solitary shepherd patiently plants acorns across a barren plateau of Haute-Provence until a whole landscape comes back to life.',
    coverColor: 'forest',
  },
  'toujours-provence': {
    title: 'Toujours Provence',
    author: 'Peter Mayle',
    category: 'Travel Writing',
    description:
      'More stories from the Luberon: local characters, food and wine, and the small ceremonies of daily life in southern France.',
    coverColor: 'teal',
  },
  kidnapped: {
    title: 'Kidnapped',
    author: 'Robert Louis Stevenson',
    category: 'Adventure',
    description:
      'Young David Balfour and the Jacobite Alan Breck flee across the heather and glens of the Highlands after the Appin murder.',
    coverColor: 'crimson',
  },
  'the-living-mountain': {
    title: 'The Living Mountain',
    author: 'Nan Shepherd',
    category: 'Nature Writing',
    description:
      'A lifetime of walking in the Cairngorms distilled into a short, luminous book about being inside a mountain rather than on top of it.',
    coverColor: 'slate',
  },
  'ring-of-bright-water': {
    title: 'Ring of Bright Water',
    author: 'Gavin Maxwell',
    category: 'Memoir',
    description:
      'Life in a remote cottage on the West Highland coast, shared with otters, seabirds and the changing light over the sea.',
    coverColor: 'ocean',
  },
  'rob-roy': {
    title: 'Rob Roy',
    author: 'Walter Scott',
    category: 'Historical Novel',
    description:
      'A young Englishman is pulled north into the lochs and outlaw country of the Highland folk hero Rob Roy MacGregor.',
    coverColor: 'olive',
  },

  // Tokyo
  'norwegian-wood': {
    title: 'Norwegian Wood',
    author: 'Haruki Murakami',
    category: 'Novel',
    description:
      'A student in late-1960s Tokyo is torn between two young women, as the city’s campuses and quiet backstreets frame a story of grief and first love.',
    coverColor: 'forest',
  },
  'the-scarlet-gang-of-asakusa': {
    title: 'The Scarlet Gang of Asakusa',
    author: 'Yasunari Kawabata',
    category: 'Novel',
    description:
      'A restless portrait of Asakusa’s entertainment district around 1930, full of street performers, runaways and the gang of the title.',
    coverColor: 'crimson',
  },
  out: {
    title: 'Out',
    author: 'Natsuo Kirino',
    category: 'Crime Fiction',
    description:
      'Four women on the night shift at a boxed-lunch factory in suburban Tokyo help one of them dispose of her husband, with grim consequences.',
    coverColor: 'slate',
  },
  'convenience-store-woman': {
    title: 'Convenience Store Woman',
    author: 'Sayaka Murata',
    category: 'Novel',
    description:
      'A woman who has worked in the same Tokyo convenience store for eighteen years finds her purpose in its routines, to everyone else’s dismay.',
    coverColor: 'teal',
  },
  kitchen: {
    title: 'Kitchen',
    author: 'Banana Yoshimoto',
    category: 'Novella',
    description:
      'After her grandmother dies, a young Tokyo woman finds comfort in other people’s kitchens and in an unconventional new family.',
    coverColor: 'saffron',
  },
  'strange-weather-in-tokyo': {
    title: 'Strange Weather in Tokyo',
    author: 'Hiromi Kawakami',
    category: 'Novel',
    description:
      'A woman in her late thirties meets her old high-school teacher in a neighbourhood bar, and a hesitant friendship grows over sake and the seasons.',
    coverColor: 'rose',
  },
  'tokyo-ueno-station': {
    title: 'Tokyo Ueno Station',
    author: 'Yu Miri',
    category: 'Novel',
    description:
      'The ghost of a labourer who helped build the 1964 Olympic city haunts Ueno Park, where he once lived among the homeless.',
    coverColor: 'indigo',
  },
  'the-tokyo-zodiac-murders': {
    title: 'The Tokyo Zodiac Murders',
    author: 'Soji Shimada',
    category: 'Mystery',
    description:
      'An astrologer-detective reopens a decades-old series of killings in a fiendish locked-room puzzle that plays fair with the reader.',
    coverColor: 'plum',
  },
  'low-city-high-city': {
    title: 'Low City, High City',
    author: 'Edward Seidensticker',
    category: 'History',
    description:
      'How old Edo became modern Tokyo between the Meiji Restoration and the 1923 earthquake, told through its districts, theatres and pleasures.',
    coverColor: 'sand',
  },
  number9dream: {
    title: 'number9dream',
    author: 'David Mitchell',
    category: 'Novel',
    description:
      'A young man arrives in Tokyo to find the father he has never met, and the neon city blurs into his daydreams.',
    coverColor: 'ocean',
  },
  sanshiro: {
    title: 'Sanshirō',
    author: 'Natsume Sōseki',
    category: 'Novel',
    description:
      'A country boy starts university in Meiji-era Tokyo and is bewildered by the city, its new ideas and a woman he cannot read.',
    coverColor: 'olive',
  },
  'the-wild-geese': {
    title: 'The Wild Geese',
    author: 'Mori Ōgai',
    category: 'Novel',
    description:
      'A moneylender’s mistress in a house near Shinobazu Pond watches a student walk past each day, in a delicate tale of old Tokyo.',
    coverColor: 'teal',
  },
  'tokyo-year-zero': {
    title: 'Tokyo Year Zero',
    author: 'David Peace',
    category: 'Crime Fiction',
    description:
      'A detective hunts a serial killer through the ruins and black markets of Tokyo in the weeks after Japan’s surrender in 1945.',
    coverColor: 'slate',
  },
  'tokyo-vice': {
    title: 'Tokyo Vice',
    author: 'Jake Adelstein',
    category: 'Memoir',
    description:
      'An American crime reporter’s years on the police beat of a Japanese newspaper, from Kabukicho hostess bars to the yakuza.',
    coverColor: 'crimson',
  },
  'people-who-eat-darkness': {
    title: 'People Who Eat Darkness',
    author: 'Richard Lloyd Parry',
    category: 'True Crime',
    description:
      'A journalist reconstructs the disappearance of a young British woman in Roppongi and the strange, slow investigation that followed.',
    coverColor: 'indigo',
  },

  // Kyoto (on no page of the spec's; found through search, the shelf and the chat guide)
  'the-old-capital': {
    title: 'The Old Capital',
    author: 'Yasunari Kawabata',
    category: 'Novel',
    description:
      'Twin sisters separated at birth find each other again through a year of Kyoto’s festivals, cedar groves and kimono-weaving workshops.',
    coverColor: 'rose',
  },
  'the-temple-of-the-golden-pavilion': {
    title: 'The Temple of the Golden Pavilion',
    author: 'Yukio Mishima',
    category: 'Novel',
    description:
      'A stammering acolyte grows obsessed with the beauty of Kyoto’s Golden Pavilion, in a novel drawn from the temple’s real burning in 1950.',
    coverColor: 'saffron',
  },
  'the-tale-of-genji': {
    title: 'The Tale of Genji',
    author: 'Murasaki Shikibu',
    category: 'Novel',
    description:
      'The loves and losses of a shining prince at the Heian court, written by a lady-in-waiting in the Kyoto of a thousand years ago.',
    coverColor: 'plum',
  },
  'the-pillow-book': {
    title: 'The Pillow Book',
    author: 'Sei Shōnagon',
    category: 'Diary',
    description:
      'Lists, sketches and sharp opinions from a lady of the Heian court: palace life in Kyoto around the year 1000, seen from the inside.',
    coverColor: 'indigo',
  },

  // Asia
  'the-god-of-small-things': {
    title: 'The God of Small Things',
    author: 'Arundhati Roy',
    category: 'Novel',
    description:
      'Twins in a Kerala village by the Meenachil river live through one fateful summer, told in a prose as lush as the backwaters around them.',
    coverColor: 'forest',
  },
  'snow-country': {
    title: 'Snow Country',
    author: 'Yasunari Kawabata',
    category: 'Novel',
    description:
      'A Tokyo dilettante returns to a hot-spring town in Japan’s snowbound mountains and to a geisha he cannot commit to.',
    coverColor: 'slate',
  },
  'wild-swans': {
    title: 'Wild Swans',
    author: 'Jung Chang',
    category: 'Memoir',
    description:
      'Three generations of women — grandmother, mother and daughter — carry the story of China through the twentieth century.',
    coverColor: 'crimson',
  },
  'the-gift-of-rain': {
    title: 'The Gift of Rain',
    author: 'Tan Twan Eng',
    category: 'Novel',
    description:
      'On the island of Penang before the Japanese invasion, a half-Chinese, half-English boy befriends a Japanese martial-arts teacher, with divided loyalties to come.',
    coverColor: 'teal',
  },
  'a-fine-balance': {
    title: 'A Fine Balance',
    author: 'Rohinton Mistry',
    category: 'Novel',
    description:
      'Four strangers share a cramped flat in an Indian city during the Emergency of the 1970s, and become a kind of family.',
    coverColor: 'saffron',
  },
  'the-year-of-living-dangerously': {
    title: 'The Year of Living Dangerously',
    author: 'C. J. Koch',
    category: 'Novel',
    description:
      'Foreign correspondents in Jakarta in 1965 watch Sukarno’s Indonesia slide toward upheaval.',
    coverColor: 'rose',
  },
  chemmeen: {
    title: 'Chemmeen',
    author: 'Thakazhi Sivasankara Pillai',
    category: 'Novel',
    description:
      'A love story between a fisherman’s daughter and a young trader, set among the fishing villages of the Kerala coast and their beliefs about the sea.',
    coverColor: 'ocean',
  },
  'the-legends-of-khasak': {
    title: 'The Legends of Khasak',
    author: 'O. V. Vijayan',
    category: 'Novel',
    description:
      'A young teacher comes to a remote village in the palm country of Palakkad, where myth, memory and everyday life run together.',
    coverColor: 'olive',
  },
  'the-covenant-of-water': {
    title: 'The Covenant of Water',
    author: 'Abraham Verghese',
    category: 'Novel',
    description:
      'A family saga across three generations in Travancore, on the waterways of south-western India, shadowed by a mysterious affliction.',
    coverColor: 'teal',
  },
  'the-singapore-grip': {
    title: 'The Singapore Grip',
    author: 'J. G. Farrell',
    category: 'Novel',
    description:
      'A British trading family in colonial Singapore carries on regardless as the Japanese army advances down the Malay peninsula in 1942.',
    coverColor: 'sand',
  },
  'king-rat': {
    title: 'King Rat',
    author: 'James Clavell',
    category: 'Novel',
    description:
      'Survival, trade and hierarchy inside the Changi prisoner-of-war camp, drawn from the author’s own years as a captive.',
    coverColor: 'slate',
  },
  'crazy-rich-asians': {
    title: 'Crazy Rich Asians',
    author: 'Kevin Kwan',
    category: 'Novel',
    description:
      'A New York economist visits her boyfriend’s family in Singapore and discovers they are fabulously, ruthlessly rich.',
    coverColor: 'rose',
  },
  'state-of-emergency': {
    title: 'State of Emergency',
    author: 'Jeremy Tiang',
    category: 'Novel',
    description:
      'One family’s story across decades of leftist politics and exile in Singapore and Malaysia, from the 1940s to the present.',
    coverColor: 'crimson',
  },

  // Americas
  'on-the-road': {
    title: 'On the Road',
    author: 'Jack Kerouac',
    category: 'Novel',
    description:
      'Sal Paradise and Dean Moriarty criss-cross post-war America by car and bus, chasing jazz, friendship and the open highway.',
    coverColor: 'terracotta',
  },
  'one-hundred-years-of-solitude': {
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    category: 'Novel',
    description:
      'Seven generations of the Buendía family in the Colombian town of Macondo, where the miraculous is part of daily life.',
    coverColor: 'saffron',
  },
  'the-old-patagonian-express': {
    title: 'The Old Patagonian Express',
    author: 'Paul Theroux',
    category: 'Travel Writing',
    description:
      'A railway journey from suburban Boston all the way down to Patagonia, one train and one conversation at a time.',
    coverColor: 'ocean',
  },
  'the-motorcycle-diaries': {
    title: 'The Motorcycle Diaries',
    author: 'Ernesto Che Guevara',
    category: 'Travel Memoir',
    description:
      'Two young Argentines set out across South America on an old motorcycle, and what they see on the road changes them.',
    coverColor: 'crimson',
  },
  'the-house-of-the-spirits': {
    title: 'The House of the Spirits',
    author: 'Isabel Allende',
    category: 'Novel',
    description:
      'Four generations of the Trueba family in an unnamed Chile, from clairvoyant grandmothers to the violence of a military coup.',
    coverColor: 'plum',
  },
  'travels-with-charley': {
    title: 'Travels with Charley',
    author: 'John Steinbeck',
    category: 'Travel Writing',
    description:
      'In 1960 the novelist sets out in a camper truck with his poodle, Charley, to rediscover the country he had written about for decades.',
    coverColor: 'forest',
  },
  'the-grapes-of-wrath': {
    title: 'The Grapes of Wrath',
    author: 'John Steinbeck',
    category: 'Novel',
    description:
      'The Joad family leave the Oklahoma Dust Bowl for California along Highway 66, the road Steinbeck named “the mother road”.',
    coverColor: 'sand',
  },
  'route-66-the-mother-road': {
    title: 'Route 66: The Mother Road',
    author: 'Michael Wallis',
    category: 'History',
    description:
      'The life story of the highway from Chicago to Santa Monica: its diners, motels, neon signs and the people who kept it alive.',
    coverColor: 'crimson',
  },
  'blue-highways': {
    title: 'Blue Highways',
    author: 'William Least Heat-Moon',
    category: 'Travel Writing',
    description:
      'After losing his job and his marriage, the author drives America’s back roads — the blue lines on old maps — and listens to small towns.',
    coverColor: 'ocean',
  },
  'in-patagonia': {
    title: 'In Patagonia',
    author: 'Bruce Chatwin',
    category: 'Travel Writing',
    description:
      'A quest for a scrap of prehistoric skin turns into a mosaic of outlaws, Welsh settlers and wanderers at the end of the world.',
    coverColor: 'slate',
  },
  'idle-days-in-patagonia': {
    title: 'Idle Days in Patagonia',
    author: 'W. H. Hudson',
    category: 'Nature Writing',
    description:
      'A naturalist laid up by an accident on the Río Negro turns his enforced stillness into reflections on birds, plains and solitude.',
    coverColor: 'olive',
  },
  'uttermost-part-of-the-earth': {
    title: 'Uttermost Part of the Earth',
    author: 'E. Lucas Bridges',
    category: 'Memoir',
    description:
      'The son of a pioneering missionary family recalls growing up in Tierra del Fuego among the Yámana and Selk’nam peoples before their world vanished.',
    coverColor: 'indigo',
  },
  'the-voyage-of-the-beagle': {
    title: 'The Voyage of the Beagle',
    author: 'Charles Darwin',
    category: 'Travel Writing',
    description:
      'The young naturalist’s journal of his five-year voyage, including long rides across the Patagonian plains and the channels of Tierra del Fuego.',
    coverColor: 'teal',
  },
  'wide-sargasso-sea': {
    title: 'Wide Sargasso Sea',
    author: 'Jean Rhys',
    category: 'Novel',
    description:
      'The Creole heiress Antoinette grows up in post-emancipation Jamaica and Dominica, in a lush, unsettling prequel to Jane Eyre.',
    coverColor: 'forest',
  },
  'a-house-for-mr-biswas': {
    title: 'A House for Mr Biswas',
    author: 'V. S. Naipaul',
    category: 'Novel',
    description:
      'A sign-painter and journalist in Trinidad spends his life trying to own a house of his own, in a comic and tender family epic.',
    coverColor: 'saffron',
  },
  'a-small-place': {
    title: 'A Small Place',
    author: 'Jamaica Kincaid',
    category: 'Essay',
    description:
      'A short, fierce address to the tourist arriving in Antigua, about what the island’s beauty hides and who it belongs to.',
    coverColor: 'ocean',
  },
  omeros: {
    title: 'Omeros',
    author: 'Derek Walcott',
    category: 'Poetry',
    description:
      'Homer’s epics retold among the fishermen of St Lucia, in a long poem that gives the island the grandeur of ancient Greece.',
    coverColor: 'teal',
  },

  // Africa
  'out-of-africa': {
    title: 'Out of Africa',
    author: 'Isak Dinesen',
    category: 'Memoir',
    description:
      'Karen Blixen remembers her coffee farm in the Ngong Hills of Kenya, its people, its animals and the landscape she loved.',
    coverColor: 'sand',
  },
  'things-fall-apart': {
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    category: 'Novel',
    description:
      'The wrestler Okonkwo’s Igbo village in Nigeria, in all its custom and complexity, meets the arrival of missionaries and colonial rule.',
    coverColor: 'terracotta',
  },
  'half-of-a-yellow-sun': {
    title: 'Half of a Yellow Sun',
    author: 'Chimamanda Ngozi Adichie',
    category: 'Novel',
    description:
      'Twin sisters, a houseboy and a professor live through the Nigerian civil war and the short life of Biafra.',
    coverColor: 'saffron',
  },
  'dark-star-safari': {
    title: 'Dark Star Safari',
    author: 'Paul Theroux',
    category: 'Travel Writing',
    description:
      'Overland from Cairo to Cape Town by bus, truck, train and boat, revisiting the continent where the author once taught.',
    coverColor: 'olive',
  },
  'west-with-the-night': {
    title: 'West with the Night',
    author: 'Beryl Markham',
    category: 'Memoir',
    description:
      'A horse trainer and bush pilot raised in colonial Kenya, who flew solo across the Atlantic, recalls the land she grew up in.',
    coverColor: 'indigo',
  },
  'cry-the-beloved-country': {
    title: 'Cry, the Beloved Country',
    author: 'Alan Paton',
    category: 'Novel',
    description:
      'A Zulu pastor travels from his hill village to Johannesburg in search of his son, in a lament for a divided South Africa.',
    coverColor: 'forest',
  },
  'serengeti-shall-not-die': {
    title: 'Serengeti Shall Not Die',
    author: 'Bernhard Grzimek and Michael Grzimek',
    category: 'Nature Writing',
    description:
      'A father and son fly over the Serengeti to count its herds and map their migrations, making the case for protecting the plains.',
    coverColor: 'saffron',
  },
  'the-tree-where-man-was-born': {
    title: 'The Tree Where Man Was Born',
    author: 'Peter Matthiessen',
    category: 'Travel Writing',
    description:
      'Journeys through East Africa’s plains and peoples, including the Serengeti, written with a naturalist’s eye and a seeker’s patience.',
    coverColor: 'olive',
  },
  'green-hills-of-africa': {
    title: 'Green Hills of Africa',
    author: 'Ernest Hemingway',
    category: 'Travel Writing',
    description:
      'A hunting safari in the Tanganyika of the 1930s, with long digressions on writing and the beauty of the country.',
    coverColor: 'forest',
  },
  'the-serengeti-lion': {
    title: 'The Serengeti Lion',
    author: 'George B. Schaller',
    category: 'Natural History',
    description:
      'A landmark field study of how lions hunt, share and survive on the Serengeti, from three years spent watching them.',
    coverColor: 'terracotta',
  },
  'long-walk-to-freedom': {
    title: 'Long Walk to Freedom',
    author: 'Nelson Mandela',
    category: 'Autobiography',
    description:
      'From a village childhood to prison on Robben Island, within sight of Cape Town, and the first free elections of South Africa.',
    coverColor: 'saffron',
  },
  'age-of-iron': {
    title: 'Age of Iron',
    author: 'J. M. Coetzee',
    category: 'Novel',
    description:
      'A retired classics teacher, dying of cancer in Cape Town in the late 1980s, writes to her absent daughter as the townships burn.',
    coverColor: 'slate',
  },
  'buckingham-palace-district-six': {
    title: "'Buckingham Palace', District Six",
    author: 'Richard Rive',
    category: 'Novel',
    description:
      'The residents of a row of cottages in Cape Town’s District Six, full of life and humour, until forced removals tear the neighbourhood down.',
    coverColor: 'plum',
  },
  'thirteen-hours': {
    title: 'Thirteen Hours',
    author: 'Deon Meyer',
    category: 'Crime Fiction',
    description:
      'Detective Benny Griessel has one day to find a young American tourist on the run through the streets and slopes of Cape Town.',
    coverColor: 'crimson',
  },
  'the-sheltering-sky': {
    title: 'The Sheltering Sky',
    author: 'Paul Bowles',
    category: 'Novel',
    description:
      'An American couple travel ever deeper into the North African Sahara, and the desert strips away everything they brought with them.',
    coverColor: 'sand',
  },
  'wind-sand-and-stars': {
    title: 'Wind, Sand and Stars',
    author: 'Antoine de Saint-Exupéry',
    category: 'Memoir',
    description:
      'An airmail pilot’s reflections on flying over the Sahara, including the crash that left him wandering the dunes without water.',
    coverColor: 'ocean',
  },
  'stories-of-the-sahara': {
    title: 'Stories of the Sahara',
    author: 'Sanmao',
    category: 'Memoir',
    description:
      'A Taiwanese writer’s warm, funny accounts of married life in the Western Sahara in the 1970s, among neighbours and sandstorms.',
    coverColor: 'terracotta',
  },
  'the-fearful-void': {
    title: 'The Fearful Void',
    author: 'Geoffrey Moorhouse',
    category: 'Travel Writing',
    description:
      'An attempt to cross the Sahara from west to east by camel, and an honest look at fear, endurance and failure.',
    coverColor: 'saffron',
  },

  // Mystery
  'the-hound-of-the-baskervilles': {
    title: 'The Hound of the Baskervilles',
    author: 'Arthur Conan Doyle',
    category: 'Mystery',
    description:
      'Sherlock Holmes and Dr Watson investigate a family curse on the mists and mires of Dartmoor.',
    coverColor: 'forest',
  },
  'murder-on-the-orient-express': {
    title: 'Murder on the Orient Express',
    author: 'Agatha Christie',
    category: 'Mystery',
    description:
      'A snowdrift halts the famous train in the Balkans, and Hercule Poirot must find a killer among its passengers.',
    coverColor: 'indigo',
  },
  'smillas-sense-of-snow': {
    title: "Smilla's Sense of Snow",
    author: 'Peter Høeg',
    category: 'Mystery',
    description:
      'A Greenlander in Copenhagen reads the footprints of a boy’s fatal fall in the snow, and follows the trail north to the ice.',
    coverColor: 'slate',
  },
  'death-at-la-fenice': {
    title: 'Death at La Fenice',
    author: 'Donna Leon',
    category: 'Mystery',
    description:
      'Commissario Guido Brunetti investigates a conductor poisoned at the Venice opera house, in the first of a long series set in the city.',
    coverColor: 'crimson',
  },
  'the-no-1-ladies-detective-agency': {
    title: "The No. 1 Ladies' Detective Agency",
    author: 'Alexander McCall Smith',
    category: 'Mystery',
    description:
      'Precious Ramotswe opens Botswana’s first agency run by a woman and solves everyday puzzles with patience and kindness.',
    coverColor: 'saffron',
  },
  'the-girl-with-the-dragon-tattoo': {
    title: 'The Girl with the Dragon Tattoo',
    author: 'Stieg Larsson',
    category: 'Mystery',
    description:
      'A journalist and a hacker dig into a decades-old disappearance within a wealthy Swedish family on a wintry island.',
    coverColor: 'plum',
  },

  // Literary fiction
  'midnights-children': {
    title: "Midnight's Children",
    author: 'Salman Rushdie',
    category: 'Literary Fiction',
    description:
      'A boy born at the stroke of India’s independence finds his life bound up with his nation’s, in a novel bursting with Bombay.',
    coverColor: 'saffron',
  },
  'the-remains-of-the-day': {
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    category: 'Literary Fiction',
    description:
      'An English butler drives through the West Country in 1956 and slowly admits what his years of loyal service have cost him.',
    coverColor: 'slate',
  },
  snow: {
    title: 'Snow',
    author: 'Orhan Pamuk',
    category: 'Literary Fiction',
    description:
      'A poet cut off by a blizzard in the border city of Kars is caught between secularists and Islamists over three snowbound days.',
    coverColor: 'indigo',
  },
  americanah: {
    title: 'Americanah',
    author: 'Chimamanda Ngozi Adichie',
    category: 'Literary Fiction',
    description:
      'Ifemelu leaves Lagos for America, discovers what race means there, and years later weighs what it means to come home.',
    coverColor: 'terracotta',
  },

  // History
  spqr: {
    title: 'SPQR: A History of Ancient Rome',
    author: 'Mary Beard',
    category: 'History',
    description:
      'A thousand years of Rome, from village on the Tiber to world empire, told with a sharp eye for the lives of ordinary Romans.',
    coverColor: 'crimson',
  },
  'the-silk-roads': {
    title: 'The Silk Roads: A New History of the World',
    author: 'Peter Frankopan',
    category: 'History',
    description:
      'World history retold from the crossroads between East and West, where trade routes carried goods, faiths and ideas.',
    coverColor: 'saffron',
  },
  'homage-to-catalonia': {
    title: 'Homage to Catalonia',
    author: 'George Orwell',
    category: 'History',
    description:
      'Orwell’s own account of fighting with a militia in the Spanish Civil War, from revolutionary Barcelona to the Aragon front.',
    coverColor: 'terracotta',
  },
  'london-the-biography': {
    title: 'London: The Biography',
    author: 'Peter Ackroyd',
    category: 'History',
    description:
      'The city treated as a living being, through its streets, crimes, fires, rituals and crowds across two thousand years.',
    coverColor: 'slate',
  },
  stalingrad: {
    title: 'Stalingrad',
    author: 'Antony Beevor',
    category: 'History',
    description:
      'The battle on the Volga in 1942–43 rebuilt from soldiers’ letters and archives, showing what the siege meant for those inside it.',
    coverColor: 'indigo',
  },
  'embracing-defeat': {
    title: 'Embracing Defeat',
    author: 'John W. Dower',
    category: 'History',
    description:
      'How the people of Japan lived through the American occupation after 1945, and how a new nation grew out of the ruins.',
    coverColor: 'teal',
  },

  // Poetry collections
  'lyrical-ballads': {
    title: 'Lyrical Ballads',
    author: 'William Wordsworth and Samuel Taylor Coleridge',
    category: 'Poetry',
    description:
      'The 1798 collection that launched English Romanticism, rooted in the hills, rivers and rural voices of England.',
    coverColor: 'forest',
  },
  'leaves-of-grass': {
    title: 'Leaves of Grass',
    author: 'Walt Whitman',
    category: 'Poetry',
    description:
      'Whitman’s lifelong book of free verse, cataloguing the cities, ferries, prairies and people of nineteenth-century America.',
    coverColor: 'olive',
  },
  'north-of-boston': {
    title: 'North of Boston',
    author: 'Robert Frost',
    category: 'Poetry',
    description:
      'Dramatic poems of New England farm life — stone walls, hired men and hard winters — in plain spoken rhythms.',
    coverColor: 'slate',
  },
  'canto-general': {
    title: 'Canto General',
    author: 'Pablo Neruda',
    category: 'Poetry',
    description:
      'An epic of Latin America’s land and peoples, including the famous sequence “The Heights of Macchu Picchu”.',
    coverColor: 'terracotta',
  },
  'the-narrow-road-to-the-deep-north': {
    title: 'The Narrow Road to the Deep North and Other Travel Sketches',
    author: 'Matsuo Bashō',
    category: 'Poetry',
    description:
      'The haiku master’s travel journals on foot through Japan, where prose and short poems capture each place in a moment.',
    coverColor: 'indigo',
  },
} as const satisfies Record<string, Book>;

export type BookId = keyof typeof BOOKS;
