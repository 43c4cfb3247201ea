/**
 * Words of other lengths than five that no traced-word game accepts (blocklist.ts was written
 * for five-letter words): profanity, slurs and sexual terms from a scan of SCOWL's tiers 10 to 50.
 * Kept in its own file so the five-letter lists (and Word Hunch's seeds) do not change.
 */
import { isBlocked } from "./blocklist.ts";

const MORE_BLOCKED = new Set(
  `
anal anus anuses arse arsehole arseholes ass bastard bastards bestiality bimbos bitch boob boobed boobies
boobing clit clitoral clitoris clitorises clits cock cocks cocksucker cocksuckers condom condoms coon crap
crapped crappier crappiest crapping crappy craps cum cumming cums cybersex damn damned damning damns dykes erectile
erection erections erotic erotica erotically eroticism fagged fagging faggots fagots fart farted farting farts
fetish fetishes fetishism fetishist fetishistic fetishists goddamn goddamned gyp gypped gypping gyps gypsies
harlot harlots hooker hookers incest incestuous jap japs kinky molest molestation molested molester molesters
molesting molests niggaz nude nuder nudes nudest orgasm orgasmic orgasms oversexed pimped pimping piss pissed
pisses pissing porno prick pricks redskin redskins retard retarded retards scrotum sex sexier sexiest sexily
sexiness sexing sexpot sexpots sexy slag spermicide spermicides sperms spunkier spunkiest spunky squaws
testicle testicles tit titties trollop trollops vagina vaginae vaginal vibrator vibrators wetback wetbacks
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a word of any length is kept out of the traced-word lists. */
export function isBlockedAnyLength(word: string): boolean {
  return isBlocked(word) || MORE_BLOCKED.has(word);
}
