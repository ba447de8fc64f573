package org.crownhead.web.games;

/**
 * What a new game is to be, as the browser asks for it.
 *
 * @param mode {@code engine}, {@code local} or {@code online}
 * @param colour the colour the creator plays ({@code black} or {@code white}; default black;
 *     ignored for local games)
 * @param level the engine's level label (default club; engine games only)
 * @param clockInitialMs each side's time, or null for no clock
 * @param clockIncrementMs the time added after each move (default 0)
 * @param fen the start position, or null for the initial position
 * @param name the creator's name, or null
 */
public record NewGame(
    String mode,
    String colour,
    String level,
    Long clockInitialMs,
    Long clockIncrementMs,
    String fen,
    String name) {}
