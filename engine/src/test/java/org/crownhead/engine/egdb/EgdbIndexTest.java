package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.crownhead.core.Colour;
import org.crownhead.core.MoveList;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

class EgdbIndexTest {
  @Test
  void everyIndexDecodesToAPositionThatIndexesBack() {
    int[] pos = new int[4];
    for (Slice s : Slice.upTo(4)) {
      Set<Long> seen = new HashSet<>();
      for (long i = 0; i < s.size(); i++) {
        s.decode(i, pos);
        assertThat(Integer.bitCount(pos[0])).isEqualTo(s.moverMen());
        assertThat(Integer.bitCount(pos[1])).isEqualTo(s.moverKings());
        assertThat(Integer.bitCount(pos[2])).isEqualTo(s.otherMen());
        assertThat(Integer.bitCount(pos[3])).isEqualTo(s.otherKings());
        assertThat(pos[0] & 0xF000_0000).isZero(); // no mover's man on 29-32
        assertThat(pos[2] & 0xF).isZero(); // no other man on 1-4
        assertThat(pos[0] & pos[1] | pos[0] & pos[2] | pos[0] & pos[3] | pos[1] & pos[2]).isZero();
        assertThat(pos[1] & pos[3] | pos[2] & pos[3]).isZero();
        assertThat(seen.add(s.index(pos[0], pos[1], pos[2], pos[3]))).isTrue();
        assertThat(s.index(pos[0], pos[1], pos[2], pos[3])).isEqualTo(i);
      }
    }
  }

  @Test
  void sliceSizesAddUpToThePublishedPositionCounts() throws IOException {
    Map<Integer, Long> published = new HashMap<>();
    for (String line :
        Files.readAllLines(Path.of(System.getProperty("crownhead.data"), "position-counts.txt"))) {
      if (!line.startsWith("#") && !line.isBlank()) {
        String[] f = line.trim().split("\\s+");
        if (Integer.parseInt(f[0]) <= 7) {
          published.put(Integer.parseInt(f[0]), Long.parseLong(f[1]));
        }
      }
    }
    Map<Integer, Long> ours = new HashMap<>();
    for (Slice s : Slice.upTo(7)) {
      ours.merge(s.pieces(), s.size(), Long::sum);
    }
    for (int n = 1; n <= 7; n++) {
      assertThat(ours.get(n)).as("%d pieces", n).isEqualTo(published.get(n));
    }
  }

  @Test
  void slicesComeAfterTheSlicesTheyLeadTo() {
    List<Slice> order = Slice.upTo(6);
    for (int i = 0; i < order.size(); i++) {
      Slice s = order.get(i);
      for (Slice exit : Solver.exits(s)) {
        assertThat(order.indexOf(exit)).as("%s before %s", exit, s).isLessThan(i).isNotNegative();
      }
    }
  }

  @Test
  void namesReadBack() {
    for (Slice s : Slice.upTo(5)) {
      assertThat(Slice.parse(s.name())).isSameAs(s);
    }
    assertThat(Slice.of(1, 2, 0, 1).name()).isEqualTo("1m2k-1k");
    assertThat(Slice.of(0, 0, 0, 1).name()).isEqualTo("0-1k");
  }

  @Test
  void successorsAgreeWithTheCoreMoveGenerator() {
    Random random = new Random(5);
    Successors gen = new Successors();
    MoveList moves = new MoveList();
    for (int trial = 0; trial < 20000; trial++) {
      int pieces = 1 + random.nextInt(7);
      Position p = Position.empty(Colour.BLACK);
      for (int n = 0; n < pieces; n++) {
        int square = 1 + random.nextInt(32);
        Piece piece = Piece.values()[random.nextInt(4)];
        if (!EgdbBuildTest.fits(p, square, piece)) {
          continue;
        }
        p = p.with(square, piece);
      }
      Set<String> expected = new HashSet<>();
      p.generateMoves(moves);
      for (int i = 0; i < moves.size(); i++) {
        expected.add(key(p.after(moves.get(i)).flipped()));
      }
      gen.generate(
          p.bits(Piece.BLACK_MAN),
          p.bits(Piece.BLACK_KING),
          p.bits(Piece.WHITE_MAN),
          p.bits(Piece.WHITE_KING),
          false);
      Set<String> actual = new HashSet<>();
      for (int j = 0; j < gen.count; j++) {
        int k = 4 * j;
        actual.add(gen.out[k] + "," + gen.out[k + 1] + "," + gen.out[k + 2] + "," + gen.out[k + 3]);
      }
      assertThat(actual).as(p.toFen()).isEqualTo(expected);
      assertThat(gen.captures).isEqualTo(p.mustCapture());
      assertThat(
              Successors.hasCapture(
                  p.bits(Piece.BLACK_MAN),
                  p.bits(Piece.BLACK_KING),
                  p.bits(Piece.WHITE_MAN),
                  p.bits(Piece.WHITE_KING)))
          .isEqualTo(p.mustCapture());
    }
  }

  private static String key(Position p) {
    return p.bits(Piece.BLACK_MAN)
        + ","
        + p.bits(Piece.BLACK_KING)
        + ","
        + p.bits(Piece.WHITE_MAN)
        + ","
        + p.bits(Piece.WHITE_KING);
  }
}
