package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Move text round trips over random positions, king loops included. */
class MoveTextPropertiesTest {

  @Provide
  Arbitrary<Position> positions() {
    return Arbitraries.oneOf(Positions.any(), Positions.jumpTours());
  }

  @Property(tries = 2000)
  void formattedMovesReadBackToTheSameMove(@ForAll("positions") Position position) {
    List<Move> moves = position.legalMoves();
    for (Move move : moves) {
      String text = MoveText.format(position, move);
      assertThat(MoveText.parse(position, text)).as("%s in %s", text, position).isEqualTo(move);
      boolean shared =
          moves.stream()
              .anyMatch(
                  other ->
                      !other.equals(move)
                          && other.from() == move.from()
                          && other.to() == move.to());
      String separator = move.isCapture() ? "x" : "-";
      assertThat(text).isEqualTo(shared ? move.toString() : move.from() + separator + move.to());
    }
  }

  @Property(tries = 2000)
  void everyJumpPathReadsAsItsMoveAndKeepsThePath(@ForAll("positions") Position position) {
    for (Perft.Division division : Perft.divide(position, 1, Perft.Counting.ALL_PATHS)) {
      Move typed = division.move();
      for (String text : new String[] {typed.toString(), typed.toString().replace('x', '-')}) {
        Move read = MoveText.parse(position, text);
        assertThat(read).as("%s in %s", text, position).isEqualTo(typed);
        assertThat(read.path()).isEqualTo(typed.path());
        assertThat(read.crowns()).isEqualTo(typed.crowns());
      }
    }
  }
}
