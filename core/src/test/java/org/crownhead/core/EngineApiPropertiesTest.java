package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The allocation-free API for engines agrees with the object API on random positions. */
class EngineApiPropertiesTest {

  @Provide
  Arbitrary<Position> positions() {
    return Positions.any();
  }

  @Property
  void generatedCodesAreTheLegalMoves(@ForAll("positions") Position position) {
    MoveList codes = new MoveList();
    position.generateMoves(codes);
    Set<Move> moves = new HashSet<>();
    for (int i = 0; i < codes.size(); i++) {
      long code = codes.get(i);
      Move move = position.move(code);
      assertThat(move.code()).isEqualTo(code);
      assertThat(MoveCode.from(code)).isEqualTo(move.from());
      assertThat(MoveCode.to(code)).isEqualTo(move.to());
      assertThat(MoveCode.isCapture(code)).isEqualTo(move.isCapture());
      assertThat(MoveCode.captureCount(code)).isEqualTo(move.captured().size());
      assertThat(position.after(code)).isEqualTo(position.play(move));
      assertThat(position.hashAfter(code)).isEqualTo(position.after(code).hash());
      moves.add(move);
    }
    assertThat(moves)
        .hasSize(codes.size())
        .containsExactlyInAnyOrderElementsOf(position.legalMoves());
  }

  @Property
  void bitsMarkTheSquaresOfEachPiece(@ForAll("positions") Position position) {
    for (Piece piece : Piece.values()) {
      int bits = position.bits(piece);
      for (int square = 1; square <= 32; square++) {
        boolean set = (bits >>> (square - 1) & 1) != 0;
        assertThat(set).isEqualTo(position.pieceAt(square).filter(piece::equals).isPresent());
      }
    }
  }

  @Property
  void canCaptureIsMustCaptureForEitherSide(@ForAll("positions") Position position) {
    assertThat(position.canCapture(position.turn())).isEqualTo(position.mustCapture());
    Position other = position.withTurn(position.turn().opponent());
    assertThat(position.canCapture(other.turn())).isEqualTo(other.mustCapture());
  }
}
