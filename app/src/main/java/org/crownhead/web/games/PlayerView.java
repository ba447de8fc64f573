package org.crownhead.web.games;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One side's player: a name, {@code human} or {@code engine}, and the engine's level.
 *
 * @param name the player's name
 * @param kind {@code human} or {@code engine}
 * @param level the engine's level label; left out for a person
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PlayerView(String name, String kind, String level) {}
