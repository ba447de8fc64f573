package org.crownhead.web.games;

import java.util.Map;

/**
 * A game in the history list.
 *
 * @param id the game's id
 * @param mode {@code engine}, {@code local} or {@code online}
 * @param players each colour's player
 * @param result the PDN result, or null while not over
 * @param winner {@code black}, {@code white} or null
 * @param termination what ended the game, or null
 * @param moves the number of plies played
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param opening its opening's name, such as {@code Old Fourteenth (ACF #126)}, or null
 */
public record GameSummary(
    String id,
    String mode,
    Map<String, PlayerView> players,
    String result,
    String winner,
    String termination,
    int moves,
    String createdAt,
    String updatedAt,
    String opening) {}
