package org.crownhead.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.Game;
import org.crownhead.core.Position;

/** A minimal reading of one PDN game, enough to check what {@code play} saved. */
final class Pdn {
  private static final Pattern TAG =
      Pattern.compile("(?m)^\\[(\\w+) \"((?:[^\"\\\\]|\\\\.)*)\"\\]$");

  final Map<String, String> tags = new LinkedHashMap<>();
  final String moveText;

  Pdn(String text) {
    Matcher tag = TAG.matcher(text);
    while (tag.find()) {
      tags.put(tag.group(1), tag.group(2).replaceAll("\\\\(.)", "$1"));
    }
    int blank = text.indexOf("\n\n");
    moveText = text.substring(blank + 2).strip();
  }

  /** Replays the moves from the FEN tag (or the start) and checks the result token. */
  Game replay() {
    String fen = tags.get("FEN");
    Game game = new Game(fen == null ? Position.initial() : Position.fromFen(fen));
    String[] tokens = moveText.split("\\s+");
    for (int i = 0; i < tokens.length - 1; i++) {
      if (!tokens[i].matches("\\d+\\.(\\.\\.)?")) {
        game.play(tokens[i]);
      }
    }
    String result = tokens[tokens.length - 1];
    if (!result.equals(tags.get("Result"))) {
      throw new AssertionError(
          "movetext ends with " + result + ", Result tag is " + tags.get("Result"));
    }
    return game;
  }
}
