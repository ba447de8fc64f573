package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading and writing FEN: the accepted forms, and the rejected ones with their messages. */
class FenTest {

  @Test
  void writesTheCanonicalForm() {
    assertThat(Fen.format(Position.initial()))
        .isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    assertThat(Fen.format(Position.fromFen("W:WK3,21,K30:B5,12"))).isEqualTo("W:WK3,21,K30:B5,12");
    assertThat(Fen.format(Position.fromFen("B:W21,22:B"))).isEqualTo("B:W21,22:B");
    assertThat(Fen.format(Position.empty(Colour.WHITE))).isEqualTo("W:W:B");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "B:W21-32:B1-12                               | B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "b:b1-12:w21-32.                              | B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:BK12,5:WK30,3-K4                           | ",
        "W: WK3, 21, K30: B5, 12 .                    | W:WK3,21,K30:B5,12",
        "'  w :w k3 ,21,k30:b5,12  '                  | W:WK3,21,K30:B5,12",
        "W:WK3,21,K30:B5,12,                          | W:WK3,21,K30:B5,12",
        "W:WK3,21,K30:B5,12:                          | W:WK3,21,K30:B5,12",
        "B:WK1-3                                      | B:WK1,K2,K3:B",
        "B:W21                                        | B:W21:B",
        "B                                            | B:W:B",
        "W:B1:W                                       | W:W:B1",
        "B:W021:B001                                  | B:W21:B1",
      })
  void readsTheTolerantForms(String fen, String canonical) {
    if (canonical == null) {
      assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(MalformedNotationException.class);
      return;
    }
    assertThat(Fen.format(Fen.parse(fen))).isEqualTo(canonical);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "B:W33:B1        | has square 33, but squares are numbered 1 to 32 at column 4",
        "B:W0:B1         | has square 0, but squares are numbered 1 to 32 at column 4",
        "B:W5,5:B1       | puts two pieces on square 5 at column 6",
        "B:W5:B5         | puts two pieces on square 5",
        "B:W1-6:B6       | puts two pieces on square 6 at column 9",
        "B:W5-7:BK6-8    | puts two pieces on square 6 at column 9",
        "B:W5:B30        | a Black man cannot stand on square 30 (Black's crowning row)",
        "B:W2:B9         | a White man cannot stand on square 2 (White's crowning row)",
        "B:W5-17:BK32    | White has more than 12 pieces",
        "B:W20:B1-13     | Black has more than 12 pieces",
        "B:W5:W6         | lists White's pieces twice at column 6",
        "B:B1:W5:B6      | lists Black's pieces twice",
        "B:W10-5:B1      | has a range that runs backwards (10-5) at column 7",
        ":W5:B1          | expects the side to move (B or W) at column 1",
        "W5:B1           | expects ':' after the side to move at column 2",
        "X:W5:B1         | expects the side to move (B or W) at column 1",
        "B:X5:B1         | expects a colour (B or W) at column 3",
        "B:W5;B1         | has unexpected ';' at column 5",
        "B:W5,,6         | has unexpected ',' at column 6",
        "B:WK            | expects a square number at the end",
        "B:W5-           | expects a square number at the end",
        "B:W5.:B1        | has unexpected ':' at column 6",
        "B:W5:B1..       | has unexpected '.' at column 9",
        "B:W1\u0663:B9   | has unexpected '\u0663'",
        "B:W\u0665:B9    | expects a square number at column 4",
        "B:W1234:B9      | has square 123, but squares are numbered 1 to 32",
        "B:WKK5          | expects a square number at column 5",
      })
  void rejectsMalformedFenNamingTheInput(String fen, String problem) {
    assertThatThrownBy(() -> Fen.parse(fen))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessageContaining(NotationException.quote(fen))
        .hasMessageContaining(problem)
        .satisfies(e -> assertThat(((NotationException) e).input()).isEqualTo(fen));
  }

  @Test
  void rejectsMissingAndEmptyFen() {
    assertThatThrownBy(() -> Fen.parse(null))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessage("FEN is missing");
    assertThatThrownBy(() -> Fen.parse(""))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessage("FEN \"\" is empty at the end");
    assertThatThrownBy(() -> Fen.parse(" \t "))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessageContaining("is empty");
    assertThatThrownBy(() -> Position.fromFen("B:W33"))
        .isInstanceOf(MalformedNotationException.class);
  }

  @Test
  void controlCharactersAreShownVisiblyInMessages() {
    String fen = "B:W5\u0000:B1\n";
    assertThatThrownBy(() -> Fen.parse(fen))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessage("FEN \"B:W5\\u0000:B1\\u000a\" has unexpected '\\u0000' at column 5");
  }

  /** The timeout only guards against a hang; these inputs are read in milliseconds. */
  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void veryLongInputFailsQuicklyWithAShortMessage() {
    String[] inputs = {
      "B:W" + "5,".repeat(200_000),
      "B:W" + "1".repeat(1_000_000),
      "B:" + " ".repeat(1_000_000) + "W5:B1:X",
      "B" + ":".repeat(1_000_000) + "Q",
      "B:W5:B1" + ".".repeat(1_000_000),
      "\u0000".repeat(1_000_000),
    };
    for (String fen : inputs) {
      assertThatThrownBy(() -> Fen.parse(fen))
          .isInstanceOf(MalformedNotationException.class)
          .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300))
          .hasMessageContaining(NotationException.quote(fen));
    }
    assertThat(Fen.parse("B:" + " ".repeat(1_000_000) + "W5:B1")).isEqualTo(Fen.parse("B:W5:B1"));
  }

  @Test
  void theQuotedInputIsCutAfterEightyCharactersNeverInsideACharacter() {
    String long81 = "x".repeat(79) + "\uD83D\uDE00" + "y";
    assertThat(NotationException.quote(long81))
        .isEqualTo("\"" + "x".repeat(79) + "\uD83D\uDE00...\"");
    assertThat(NotationException.quote("\u0000".repeat(100)))
        .isEqualTo("\"" + "\\u0000".repeat(14) + "...\"");
    assertThat(NotationException.quote("x".repeat(80))).isEqualTo("\"" + "x".repeat(80) + "\"");
    assertThat(NotationException.quote('\t')).isEqualTo("'\\u0009'");
    assertThat(NotationException.quote('x')).isEqualTo("'x'");
  }

  @org.junit.jupiter.api.Test
  void aLoneSurrogateBeforeAControlCharacterIsQuotedSafely() {
    String text = "\uD800\u0000";
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Fen.parse(text))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessageContaining("\\u0000")
        .message()
        .doesNotContainPattern("\\p{Cntrl}");
  }
}
