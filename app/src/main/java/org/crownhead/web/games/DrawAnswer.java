package org.crownhead.web.games;

/**
 * The game after a draw action and, against the engine, whether it accepted the offer.
 *
 * @param game the game's view after the action
 * @param accepted true/false for an offer the engine answered; null otherwise
 */
public record DrawAnswer(GameView game, Boolean accepted) {}
