package org.crownhead.web.games;

import java.util.List;

/**
 * One page of the history list, newest first, and how many games match in all.
 *
 * @param games the games of the page
 * @param total the number of games matching, over all pages
 */
public record GamePage(List<GameSummary> games, int total) {}
