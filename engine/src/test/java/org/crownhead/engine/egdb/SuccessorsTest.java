package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.crownhead.core.Colour;
import org.crownhead.core.Layout;
import org.crownhead.core.MoveGenerator;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.Positions;

/**
 * The databases' own generator (kept for its speed) against the core's one generator with the
 * options the databases would use: the same successors, as many times each, on random positions.
 */
class SuccessorsTest {
  @Provide
  Arbitrary<Position> positions() {
    return Arbitraries.frequencyOf(
        Tuple.of(2, Positions.any()),
        Tuple.of(2, Positions.kings()),
        Tuple.of(1, Positions.jumpTours()));
  }

  @Property(tries = 3000)
  void theSuccessorsAreTheCoreGenerators(@ForAll("positions") Position position) {
    boolean black = position.turn() == Colour.BLACK;
    int bm = asBlack(position.bits(black ? Piece.BLACK_MAN : Piece.WHITE_MAN), black);
    int bk = asBlack(position.bits(black ? Piece.BLACK_KING : Piece.WHITE_KING), black);
    int wm = asBlack(position.bits(black ? Piece.WHITE_MAN : Piece.BLACK_MAN), black);
    int wk = asBlack(position.bits(black ? Piece.WHITE_KING : Piece.BLACK_KING), black);

    Successors own = new Successors();
    own.generate(bm, bk, wm, wk, false);
    MoveGenerator core = new MoveGenerator(MoveGenerator.ALL_PATHS | MoveGenerator.SUCCESSORS);
    core.generate(
        Layout.fromSquareBits(bm | bk),
        Layout.fromSquareBits(wm | wk),
        Layout.fromSquareBits(bk | wk),
        true);

    assertThat(sorted(own.out, own.count)).as(position.toFen()).isEqualTo(sorted(core));
    assertThat(own.captures).isEqualTo(core.captures());
    assertThat(Successors.hasCapture(bm, bk, wm, wk)).isEqualTo(core.captures());
    own.generate(bm, bk, wm, wk, true);
    assertThat(own.count).isEqualTo(core.captures() ? core.count() : 0);
  }

  /** A side's square bits seen from Black's side of the board. */
  private static int asBlack(int squares, boolean black) {
    return black ? squares : Integer.reverse(squares);
  }

  /** The core's successors as the databases write them: square masks, the next mover as Black. */
  private static List<String> sorted(MoveGenerator core) {
    int[] out = new int[4 * core.count()];
    for (int i = 0; i < core.count(); i++) {
      out[4 * i] = Layout.squareBits(core.men()[i]);
      out[4 * i + 1] = Layout.squareBits(core.kings()[i]);
      out[4 * i + 2] = Layout.squareBits(core.otherMen()[i]);
      out[4 * i + 3] = Layout.squareBits(core.otherKings()[i]);
    }
    return sorted(out, core.count());
  }

  private static List<String> sorted(int[] out, int count) {
    List<String> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(out[4 * i] + "," + out[4 * i + 1] + "," + out[4 * i + 2] + "," + out[4 * i + 3]);
    }
    list.sort(null);
    return list;
  }
}
