package org.crownhead.web.games;

/**
 * The engine's advice for the side to move.
 *
 * @param move the move it suggests, in move text
 * @param score its score for the side to move, as {@code Score.format} writes it ({@code +0.12})
 * @param pv the line it expects, in move text
 */
public record Hint(String move, String score, String pv) {}
