/**
 * Shell Spell's shells take taps and traces only while its round is playing and waits on no server
 * answer (its grid is aria-disabled before then: the shells show before the session has started).
 * A tap before then is dropped, as a player's would be, so a test plays only once this shows.
 */
export const SHELL_SPELL_TAKES_TAPS = '.ss-grid:not([aria-disabled="true"])';
