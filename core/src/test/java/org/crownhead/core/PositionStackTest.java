package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The stack of positions agrees with {@link Position} along random lines, pushed and popped. */
class PositionStackTest {

  @Provide
  Arbitrary<Position> positions() {
    return Positions.any();
  }

  @Provide
  Arbitrary<List<Integer>> choices() {
    return Arbitraries.integers().between(0, Integer.MAX_VALUE).list().ofMaxSize(40);
  }

  @Property
  void everyPositionOfALineIsThePositionThatItsMovesReach(
      @ForAll("positions") Position root, @ForAll("choices") List<Integer> choices) {
    PositionStack line = new PositionStack(40);
    line.reset(root);
    List<Position> reached = new ArrayList<>();
    reached.add(root);
    Position position = root;
    MoveList moves = new MoveList();
    for (int choice : choices) {
      assertAgrees(line, position, reached.size() - 1);
      line.generateMoves(moves);
      if (moves.size() == 0) {
        break;
      }
      long code = moves.get(choice % moves.size());
      assertThat(line.hashAfter(code)).isEqualTo(position.hashAfter(code));
      line.push(code);
      position = position.after(code);
      reached.add(position);
    }
    // Taken back move by move, the stack gives every position of the line again.
    for (int ply = reached.size() - 1; ply > 0; ply--) {
      assertAgrees(line, reached.get(ply), ply);
      line.pop();
    }
    assertAgrees(line, root, 0);
  }

  private static void assertAgrees(PositionStack line, Position position, int ply) {
    assertThat(line.ply()).isEqualTo(ply);
    assertThat(line.position()).isEqualTo(position);
    assertThat(line.hash()).isEqualTo(position.hash());
    assertThat(line.turn()).isEqualTo(position.turn());
    for (Piece piece : Piece.values()) {
      assertThat(line.bits(piece)).as("%s", piece).isEqualTo(position.bits(piece));
    }
    assertThat(line.mustCapture()).isEqualTo(position.mustCapture());
    assertThat(line.hasLegalMove()).isEqualTo(position.hasLegalMove());
    MoveList fromLine = new MoveList();
    MoveList fromPosition = new MoveList();
    line.generateMoves(fromLine);
    position.generateMoves(fromPosition);
    assertThat(codes(fromLine)).isEqualTo(codes(fromPosition));
  }

  private static List<Long> codes(MoveList moves) {
    List<Long> codes = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      codes.add(moves.get(i));
    }
    return codes;
  }

  @Test
  void aResetStartsAgainFromTheNewRoot() {
    PositionStack line = afterFirstMove(4);
    Position root = Position.fromFen("W:WK10,20:B5,K30");
    line.reset(root);
    assertThat(line.ply()).isZero();
    assertThat(line.position()).isEqualTo(root);
    assertThat(line.turn()).isEqualTo(Colour.WHITE);
  }

  @Test
  void aFullStackAndAnEmptyOneSaySo() {
    PositionStack line = afterFirstMove(1);
    MoveList moves = new MoveList();
    line.generateMoves(moves);
    long reply = moves.get(0);
    assertThatThrownBy(() -> line.push(reply))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the stack is full: no room past ply 1");
    line.pop();
    assertThatThrownBy(line::pop)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the root is on top");
    assertThatThrownBy(() -> new PositionStack(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  /** A stack with room for {@code plies} plies past the start, the first legal move pushed. */
  private static PositionStack afterFirstMove(int plies) {
    PositionStack line = new PositionStack(plies);
    MoveList moves = new MoveList();
    line.generateMoves(moves);
    line.push(moves.get(0));
    return line;
  }
}
