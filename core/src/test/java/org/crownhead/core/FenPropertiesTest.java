package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** FEN round trips over random legal positions, in the canonical form and tolerant variants. */
class FenPropertiesTest {
  private static final Pattern CANONICAL =
      Pattern.compile("[BW]:W((?:K?\\d{1,2})(?:,K?\\d{1,2})*)?:B((?:K?\\d{1,2})(?:,K?\\d{1,2})*)?");

  @Provide
  Arbitrary<Position> positions() {
    return Positions.any();
  }

  @Property
  void theCanonicalFenReadsBackToTheSamePosition(@ForAll("positions") Position position) {
    String fen = Fen.format(position);
    assertThat(Fen.parse(fen)).isEqualTo(position);
    assertThat(Position.fromFen(position.toFen())).isEqualTo(position);
    assertThat(position.toString()).isEqualTo(fen);
  }

  @Property
  void theCanonicalFenListsWhiteThenBlackInAscendingOrder(@ForAll("positions") Position position) {
    String fen = Fen.format(position);
    Matcher matcher = CANONICAL.matcher(fen);
    assertThat(matcher.matches()).as(fen).isTrue();
    assertThat(fen.charAt(0)).isEqualTo(position.turn().letter());
    checkSide(position, Colour.WHITE, matcher.group(1));
    checkSide(position, Colour.BLACK, matcher.group(2));
  }

  private static void checkSide(Position position, Colour colour, String items) {
    List<Integer> squares = new ArrayList<>();
    if (items != null) {
      for (String item : items.split(",")) {
        boolean king = item.startsWith("K");
        int square = Integer.parseInt(king ? item.substring(1) : item);
        squares.add(square);
        assertThat(position.pieceAt(square)).contains(Piece.of(colour, king));
      }
    }
    assertThat(squares).isSorted().doesNotHaveDuplicates().hasSize(position.count(colour));
  }

  @Property
  void tolerantVariantsReadToTheSamePosition(
      @ForAll("positions") Position position,
      @ForAll boolean blackFirst,
      @ForAll boolean ranges,
      @ForAll boolean lowerCase,
      @ForAll boolean spaces,
      @ForAll boolean trailingDot) {
    String fen = variant(position, blackFirst, ranges, lowerCase, spaces, trailingDot);
    assertThat(Fen.parse(fen)).as(fen).isEqualTo(position);
    assertThat(Fen.format(Fen.parse(fen))).isEqualTo(Fen.format(position));
  }

  /** The position written in one of the forms a reader must accept. */
  static String variant(
      Position position,
      boolean blackFirst,
      boolean ranges,
      boolean lowerCase,
      boolean spaces,
      boolean trailingDot) {
    String colon = spaces ? ": " : ":";
    String white = side(position, Colour.WHITE, ranges, spaces);
    String black = side(position, Colour.BLACK, ranges, spaces);
    String fen =
        position.turn().letter()
            + colon
            + (blackFirst ? black : white)
            + colon
            + (blackFirst ? white : black)
            + (trailingDot ? "." : "");
    return lowerCase ? fen.toLowerCase(Locale.ROOT) : fen;
  }

  private static String side(Position position, Colour colour, boolean ranges, boolean spaces) {
    List<String> items = new ArrayList<>();
    int square = 1;
    while (square <= 32) {
      Piece piece = position.pieceAt(square).orElse(null);
      if (piece == null || piece.colour() != colour) {
        square++;
        continue;
      }
      int last = square;
      while (ranges
          && last < 32
          && position.pieceAt(last + 1).filter(next -> next == piece).isPresent()) {
        last++;
      }
      String prefix = piece.isKing() ? "K" : "";
      items.add(last > square ? prefix + square + "-" + last : prefix + square);
      square = last + 1;
    }
    return colour.letter() + String.join(spaces ? ", " : ",", items);
  }
}
