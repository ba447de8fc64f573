package org.crownhead.web.games;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * A game just created or joined, with the seat tokens for the caller's seats (by colour) and, for
 * an online game just created, the invite code for the friend.
 *
 * @param game the game's view
 * @param seats the caller's seat tokens: colour to token
 * @param invite the invite code, or null (then left out)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CreatedGame(GameView game, Map<String, String> seats, String invite) {}
