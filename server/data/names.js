// @ts-check
import { createRandom } from './prng.js'

const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Noah',
  'Ava',
  'Zoe',
  'Kai',
  'Leo',
  'Mia',
  'Ezra',
  'Luca',
  'Nina',
  'Omar',
  'Priya',
  'Ravi',
  'Sofia',
  'Theo',
  'Yuki',
  'Hana',
  'Ines',
  'Jonas',
  'Kenji',
  'Lena',
  'Marco',
  'Nora',
  'Oscar',
  'Paula',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Vera',
  'Wes',
  'Xavi',
  'Yara',
  'Zain',
  'Amara',
  'Bruno',
  'Chloe',
  'Dario',
  'Elif',
  'Femi',
  'Gabe',
  'Hugo',
  'Ivy',
  'Jade',
  'Kofi',
  'Lara',
  'Milo',
  'Nia',
  'Olga',
  'Pablo',
  'Rhea',
  'Sven',
  'Tess',
  'Ugo',
  'Vik',
  'Wren',
  'Aiko',
  'Bea',
  'Cyrus',
  'Dina',
  'Emil',
  'Farah',
  'Gus',
  'Hiro',
  'Isla',
  'Jin',
  'Kira',
  'Lars',
  'Mei',
  'Nico',
  'Otto',
  'Pia',
  'Remy',
  'Sana',
  'Tomas',
  'Ada',
  'Ben',
  'Cleo',
]

const LAST_NAMES = [
  'Chen',
  'Okafor',
  'Silva',
  'Novak',
  'Haddad',
  'Kim',
  'Rossi',
  'Patel',
  'Nguyen',
  'Berg',
  'Moreau',
  'Tanaka',
  'Kowalski',
  'Mensah',
  'Duarte',
  'Ivanova',
  'Larsen',
  'Ortiz',
  'Sato',
  'Weber',
  'Adeyemi',
  'Costa',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Murphy',
  'Nakamura',
  'Olsen',
  'Park',
  'Quintero',
  'Reyes',
  'Schmidt',
  'Torres',
  'Varga',
  'Wong',
  'Yilmaz',
  'Zhang',
  'Abbott',
  'Brooks',
  'Diaz',
  'Eze',
]

const CRYPTO_WORDS = [
  'defi',
  'degen',
  'onchain',
  'alpha',
  'yield',
  'gwei',
  'block',
  'chain',
  'stake',
  'ape',
  'moon',
  'based',
  'rollup',
  'layer2',
  'zk',
  'vault',
  'swap',
  'pool',
  'farm',
  'whale',
  'anon',
  'gm',
  'wagmi',
  'hodl',
  'mint',
  'node',
  'hash',
  'ether',
  'sats',
  'pepe',
  'bags',
  'airdrop',
  'perp',
  'delta',
  'basis',
  'curve',
  'oracle',
  'bridge',
  'rekt',
  'ngmi',
]

const ADJECTIVES = [
  'based',
  'cosmic',
  'quiet',
  'lucky',
  'salty',
  'sleepy',
  'giga',
  'tiny',
  'wild',
  'rare',
  'crispy',
  'spicy',
  'lazy',
  'brave',
  'shy',
  'loud',
  'fuzzy',
  'sunny',
  'icy',
  'neon',
  'dusty',
  'turbo',
  'mega',
  'chill',
]

const ANIMALS = [
  'frog',
  'owl',
  'fox',
  'whale',
  'ape',
  'cat',
  'dog',
  'bear',
  'bull',
  'wolf',
  'otter',
  'panda',
  'crab',
  'shrimp',
  'tiger',
  'llama',
  'koala',
  'duck',
  'goose',
  'hawk',
  'moth',
  'yak',
  'eel',
  'lynx',
]

const EMOJI = ['🦇', '🌊', '⚡', '🐸', '🫡', '🔥', '🧙', '🦉', '🐳', '🌱', '🛸', '📈']

const HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/

/** @param {string} word */
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Handle and display-name pairs in the styles people actually use on crypto X: real names,
 * `0x` prefixes, degen nicknames, a sprinkling of emoji and mixed case.
 * @param {import('./prng.js').Random} random
 * @returns {{ xHandle: string, xName: string }}
 */
function candidate(random) {
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const word = random.pick(CRYPTO_WORDS)
  switch (random.int(0, 7)) {
    case 0:
      return { xHandle: `${first}${last}`.toLowerCase(), xName: `${first} ${last}` }
    case 1:
      return { xHandle: `${first.toLowerCase()}_${word}`, xName: `${first} | ${word}` }
    case 2:
      return { xHandle: `0x${first}`, xName: `0x${first} ${random.pick(EMOJI)}` }
    case 3: {
      const adjective = random.pick(ADJECTIVES)
      const animal = random.pick(ANIMALS)
      return { xHandle: `${adjective}${animal}`, xName: `${capitalise(adjective)} ${capitalise(animal)}` }
    }
    case 4:
      return { xHandle: `${word}${first}`, xName: `${first}.eth` }
    case 5:
      return { xHandle: `${first}${random.int(1, 999)}`, xName: `${first} ${last.charAt(0)}.` }
    case 6:
      return {
        xHandle: `${capitalise(word)}${capitalise(random.pick(ANIMALS))}`,
        xName: `${word} ${random.pick(EMOJI)}`,
      }
    default:
      return { xHandle: `${first.charAt(0)}${last}_${word}`.toLowerCase(), xName: `${first} ${last}` }
  }
}

/**
 * `count` unique handles (case-insensitively, as X treats them), none of them in `taken`.
 * @param {number} count
 * @param {number} seed
 * @param {Iterable<string>} taken
 */
export function generatePeople(count, seed, taken) {
  const random = createRandom(seed)
  const used = new Set([...taken].map((handle) => handle.toLowerCase()))
  /** @type {{ xHandle: string, xName: string }[]} */
  const people = []
  while (people.length < count) {
    const person = candidate(random)
    let handle = person.xHandle.slice(0, 15)
    if (used.has(handle.toLowerCase())) handle = `${handle.slice(0, 11)}${random.int(1, 9999)}`
    if (!HANDLE_PATTERN.test(handle) || used.has(handle.toLowerCase())) continue
    used.add(handle.toLowerCase())
    people.push({ xHandle: handle, xName: person.xName })
  }
  return people
}
