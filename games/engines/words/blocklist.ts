/**
 * Words no word game of the portal accepts or hides: profanity, slurs and sexual terms. SCOWL
 * (the source of our lists) is a spelling dictionary and contains them; a family game does not.
 * Written by hand from a scan of the lists; used by generate.ts and checked by the word-list tests.
 */

/** Roots that are offensive wherever they occur in a word (checked not to occur in innocent words). */
const BLOCKED_ROOTS = ["fuck", "shit", "cunt", "bitch", "whore", "slut", "twat", "dildo", "porn", "nigger", "nigga"];

/** Whole words: offensive on their own, though their letters occur in innocent words (swank, snigger). */
const BLOCKED_WORDS = new Set([
  "arse", "arsed", "arses", "arsey", "asses", "bimbo", "boner", "boners", "boobs", "booby", "cocks", "coon",
  "coons", "crapy", "dago", "dagos", "darky", "dick", "dicks", "dyke", "dykes", "fag", "fags", "fagot", "fagots",
  "faggot", "fanny", "frig", "frigs", "gook", "gooks", "gypsy", "homo", "homos", "honky", "horny", "hussy", "kafir",
  "kike", "kikes", "kraut", "labia", "limey", "mongo", "nards", "negro", "penis", "perv", "pervs", "pimp", "pimps",
  "poof", "poofs", "pubes", "prick", "pussy", "queer", "rape", "raped", "raper", "rapes", "sambo", "semen", "sexed",
  "sexts", "shag", "shags", "slag", "slags", "spic", "spics", "sperm", "spunk", "squaw", "teats", "tits", "titty",
  "turd", "turds", "vulva", "wank", "wanks", "willy", "chink", "chinks", "wog", "wogs",
]);

export function isBlocked(word: string): boolean {
  return BLOCKED_WORDS.has(word) || BLOCKED_ROOTS.some((root) => word.includes(root));
}
