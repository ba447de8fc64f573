package org.crownhead.match;

/**
 * Where a match stands after a game: games finished and planned, the count so far, and the SPRT's
 * log-likelihood ratio when there is a test.
 *
 * @param played the games finished
 * @param planned the games the match will play at most
 * @param tally a snapshot of the count
 * @param llr the SPRT's log-likelihood ratio over the finished pairs, or null without a test
 */
public record MatchStatus(int played, int planned, Tally tally, Double llr) {}
