package org.crownhead.web.store;

/**
 * A game in a listing: its row and how many plies it has.
 *
 * @param game the game's row
 * @param moves the number of moves (plies) stored
 */
public record ListedGame(GameRecord game, int moves) {}
