package org.crownhead.web.store;

/**
 * One stored ply of a game.
 *
 * @param ply the ply, from 0 for the first move
 * @param move the move text, as {@code MoveText.format} writes it
 * @param blackMs Black's time left after the move (increment added), or null without a clock
 * @param whiteMs White's time left after the move, or null
 * @param storedAt when the move was stored (ISO-8601 instant)
 */
public record MoveRecord(int ply, String move, Long blackMs, Long whiteMs, String storedAt) {}
