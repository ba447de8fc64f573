package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/** PdnWriter.format: the PDN of a game played with the core's Game. */
class PdnWriterFormatTest {

  private static Map<String, String> tags(String... pairs) {
    Map<String, String> tags = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      tags.put(pairs[i], pairs[i + 1]);
    }
    return tags;
  }

  @Test
  void unfinishedGameHasStarResultAndNoTermination() {
    Game game = new Game();
    game.play("11-15");
    game.play("23-19");
    game.play("8-11");
    String pdn =
        PdnWriter.format(
            game, tags("Event", "Club night", "Date", "2024.05.01", "Black", "Ann", "White", "Bo"));
    assertThat(pdn)
        .isEqualTo(
            "[Event \"Club night\"]\n"
                + "[Date \"2024.05.01\"]\n"
                + "[Black \"Ann\"]\n"
                + "[White \"Bo\"]\n"
                + "[Result \"*\"]\n"
                + "\n"
                + "1. 11-15 23-19 2. 8-11 *\n");
  }

  @Test
  void finishedGameNamesItsTermination() {
    Game game = new Game();
    game.play("11-15");
    game.resign(Colour.WHITE);
    String pdn = PdnWriter.format(game, tags("Result", "0-1", "Termination", "old"));
    assertThat(pdn).isEqualTo("[Result \"1-0\"]\n[Termination \"resignation\"]\n\n1. 11-15 1-0\n");
  }

  @Test
  void setUpStartWritesFenAndNumbersWhiteFirstMove() {
    Game game = new Game(Position.fromFen("W:W18:B14"));
    game.play("18x9");
    String pdn = PdnWriter.format(game, Map.of());
    assertThat(pdn)
        .isEqualTo(
            "[Result \"0-1\"]\n"
                + "[SetUp \"1\"]\n"
                + "[FEN \"W:W18:B14\"]\n"
                + "[Termination \"no legal move\"]\n"
                + "\n"
                + "1... 18x9 0-1\n");
  }

  @Test
  void escapesQuotesAndBackslashesAndFlattensLineBreaks() {
    String pdn = PdnWriter.format(new Game(), tags("Event", "The \"Open\" \\ final\nround"));
    assertThat(pdn).startsWith("[Event \"The \\\"Open\\\" \\\\ final round\"]\n");
  }

  @Test
  void rejectsBadTagNames() {
    assertThatThrownBy(() -> PdnWriter.format(new Game(), tags("Bad name", "x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("\"Bad name\"");
  }

  @Test
  void wrapsLongGamesAt79Columns() {
    Game game = new Game();
    String[] moves = {
      "10-15", "23-19", "7-10", "22-18", "15x22", "25x18", "11-15", "18x11", "8x15", "21-17",
      "9-14", "17-13", "4-8", "29-25", "8-11", "27-23", "11-16", "24-20", "15x24", "20x11"
    };
    for (String move : moves) {
      game.play(move);
    }
    String pdn = PdnWriter.format(game, Map.of());
    String moveText = pdn.substring(pdn.indexOf("\n\n") + 2);
    assertThat(moveText.lines())
        .hasSizeGreaterThan(1)
        .allSatisfy(
            line -> {
              assertThat(line.length()).isLessThanOrEqualTo(79);
            });
    assertThat(moveText.replace('\n', ' ').trim())
        .isEqualTo(
            "1. 10-15 23-19 2. 7-10 22-18 3. 15x22 25x18 4. 11-15 18x11 5. 8x15 21-17"
                + " 6. 9-14 17-13 7. 4-8 29-25 8. 8-11 27-23 9. 11-16 24-20 10. 15x24 20x11 *");
  }
}
