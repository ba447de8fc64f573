package org.crownhead.web.games;

/**
 * A game's clock as the browser sees it, in milliseconds.
 *
 * @param initialMs each side's time at the start
 * @param incrementMs the time added after each move
 * @param blackMs Black's time left now
 * @param whiteMs White's time left now
 * @param running the side whose clock runs ({@code black}/{@code white}), or null
 */
public record ClockView(
    long initialMs, long incrementMs, long blackMs, long whiteMs, String running) {}
