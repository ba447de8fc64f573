package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.crownhead.core.Perft.Counting;
import org.crownhead.core.ReferenceRules.Board;
import org.crownhead.core.ReferenceRules.Line;

/** Properties of positions and move generation over random legal positions. */
class PositionPropertiesTest {

  @Provide
  Arbitrary<Position> positions() {
    return Positions.any();
  }

  @Provide
  Arbitrary<List<Position>> games() {
    return net.jqwik.api.Arbitraries.oneOf(Positions.games(), Positions.gamesFromPlacements());
  }

  // --- the generator against the reference rules

  @Property
  void legalMovesAreThoseOfTheReferenceRules(@ForAll("positions") Position position) {
    Board board = Board.of(position);
    List<Line> lines = ReferenceRules.lines(board);
    Map<String, Line> reference = ReferenceRules.moves(board);

    Map<String, Move> moves = new HashMap<>();
    for (Move move : position.legalMoves()) {
      assertThat(moves.put(key(move), move)).as("listed twice: %s", move).isNull();
    }
    assertThat(moves.keySet()).as(position.toFen()).isEqualTo(reference.keySet());

    for (Move move : moves.values()) {
      Line line = reference.get(key(move));
      assertThat(move.crowns()).as("crowns %s in %s", move, position).isEqualTo(line.crowns);
      assertThat(move.isCapture()).isEqualTo(!line.captured.isEmpty());
      List<List<Integer>> paths =
          lines.stream()
              .filter(l -> l.key().equals(line.key()))
              .map(l -> l.path)
              .collect(Collectors.toList());
      assertThat(paths).as("path of %s", move).contains(move.path());
      assertThat(Board.of(position.play(move)).describe())
          .as("%s played in %s", move, position)
          .isEqualTo(ReferenceRules.play(board, line).describe());
    }

    assertThat(Perft.count(position, 1, Counting.ALL_PATHS)).isEqualTo(lines.size());
    assertThat(Perft.count(position, 1, Counting.UNIQUE)).isEqualTo(reference.size());
    List<List<Integer>> dividePaths = new ArrayList<>();
    for (Perft.Division division : Perft.divide(position, 1, Counting.ALL_PATHS)) {
      dividePaths.add(division.move().path());
    }
    assertThat(dividePaths)
        .as("every jump path of %s", position)
        .containsExactlyInAnyOrderElementsOf(
            lines.stream().map(l -> l.path).collect(Collectors.toList()));
  }

  @Property(tries = 300)
  void perftToDepthThreeAgreesWithTheReferenceRules(@ForAll("positions") Position position) {
    Board board = Board.of(position);
    for (int depth = 1; depth <= 3; depth++) {
      assertThat(Perft.count(position, depth, Counting.ALL_PATHS))
          .as("all paths, depth %d, %s", depth, position)
          .isEqualTo(ReferenceRules.perft(board, depth, true));
      assertThat(Perft.count(position, depth, Counting.UNIQUE))
          .as("unique, depth %d, %s", depth, position)
          .isEqualTo(ReferenceRules.perft(board, depth, false));
    }
  }

  private static String key(Move move) {
    return move.from() + ">" + move.to() + " " + move.captured();
  }

  // --- colour-flip symmetry

  @Property
  void flippingTwiceGivesThePositionBack(@ForAll("positions") Position position) {
    assertThat(position.flipped().flipped()).isEqualTo(position);
    assertThat(position.flipped().flipped().hash()).isEqualTo(position.hash());
  }

  @Property
  void theFlippedPositionIsTheSameGameSeenFromTheOtherSide(@ForAll("positions") Position position) {
    Position flipped = position.flipped();
    assertThat(flipped.turn()).isEqualTo(position.turn().opponent());
    for (int square = 1; square <= 32; square++) {
      Piece piece = position.pieceAt(square).orElse(null);
      Piece mirrored = flipped.pieceAt(33 - square).orElse(null);
      if (piece == null) {
        assertThat(mirrored).isNull();
      } else {
        assertThat(mirrored).isEqualTo(Piece.of(piece.colour().opponent(), piece.isKing()));
      }
    }
    assertThat(flipped.legalMoves()).hasSameSizeAs(position.legalMoves());
    assertThat(flipped.mustCapture()).isEqualTo(position.mustCapture());
    for (int depth = 1; depth <= 3; depth++) {
      for (Counting counting : Counting.values()) {
        assertThat(Perft.count(flipped, depth, counting))
            .as("%s perft %d of %s", counting, depth, position)
            .isEqualTo(Perft.count(position, depth, counting));
      }
    }
  }

  @Property
  void flippedMovesAreTheMirroredMoves(@ForAll("positions") Position position) {
    List<String> mirrored = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      List<Integer> captured =
          move.captured().stream().map(s -> 33 - s).sorted().collect(Collectors.toList());
      mirrored.add((33 - move.from()) + ">" + (33 - move.to()) + " " + captured);
    }
    assertThat(position.flipped().legalMoves().stream().map(PositionPropertiesTest::key))
        .containsExactlyInAnyOrderElementsOf(mirrored);
  }

  // --- compulsory capture

  @Property
  void capturesAreForced(@ForAll("positions") Position position) {
    boolean anyCapture =
        ReferenceRules.lines(Board.of(position)).stream().anyMatch(l -> !l.captured.isEmpty());
    List<Move> moves = position.legalMoves();
    assertThat(position.mustCapture()).isEqualTo(anyCapture);
    assertThat(moves).allMatch(move -> move.isCapture() == anyCapture);
    assertThat(position.hasLegalMove()).isEqualTo(!moves.isEmpty());
  }

  // --- hashing

  @Property(tries = 200)
  void theIncrementalHashIsTheHashComputedFromScratch(@ForAll("games") List<Position> game) {
    Map<Position, Long> seen = new HashMap<>();
    for (Position position : game) {
      Position rebuilt = Position.fromFen(position.toFen());
      assertThat(rebuilt).isEqualTo(position);
      assertThat(position.hash()).as(position.toFen()).isEqualTo(rebuilt.hash());
      assertThat(rebuild(position).hash()).isEqualTo(position.hash());
      Long earlier = seen.putIfAbsent(position, position.hash());
      if (earlier != null) {
        assertThat(position.hash()).isEqualTo(earlier);
      }
    }
  }

  @Property
  void equalPositionsHaveEqualHashes(@ForAll("positions") Position position) {
    Position rebuilt = rebuild(position);
    assertThat(rebuilt).isEqualTo(position);
    assertThat(rebuilt.hashCode()).isEqualTo(position.hashCode());
    assertThat(rebuilt.hash()).isEqualTo(position.hash());
    assertThat(position.withTurn(position.turn().opponent()).hash()).isNotEqualTo(position.hash());
  }

  /** The position put together piece by piece on an empty board, highest square first. */
  private static Position rebuild(Position position) {
    Position rebuilt = Position.empty(position.turn());
    for (int square = 32; square >= 1; square--) {
      Piece piece = position.pieceAt(square).orElse(null);
      if (piece != null) {
        rebuilt = rebuilt.with(square, piece);
      }
    }
    return rebuilt;
  }

  // --- what a move does to the board

  @Property
  void menAreCrownedOnReachingTheFarRow(@ForAll("positions") Position position) {
    Colour mover = position.turn();
    for (Move move : position.legalMoves()) {
      Position next = position.play(move);
      for (Colour colour : Colour.values()) {
        for (int square : next.squaresOf(Piece.of(colour, false))) {
          assertThat(Positions.onOwnCrowningRow(colour, square))
              .as("man on %d after %s in %s", square, move, position)
              .isFalse();
        }
      }
      boolean wasMan = !position.pieceAt(move.from()).orElseThrow().isKing();
      boolean reachesRow = Positions.onOwnCrowningRow(mover, move.to());
      assertThat(move.crowns()).as("%s in %s", move, position).isEqualTo(wasMan && reachesRow);
      assertThat(next.pieceAt(move.to())).contains(Piece.of(mover, !wasMan || reachesRow));
      assertThat(next.count(Piece.of(mover, true)))
          .isEqualTo(position.count(Piece.of(mover, true)) + (move.crowns() ? 1 : 0));
      assertThat(next.count(mover)).isEqualTo(position.count(mover));
      assertThat(next.count(mover.opponent()))
          .isEqualTo(position.count(mover.opponent()) - move.captured().size());
    }
  }

  @Property
  void playingMovesThePieceAndRemovesTheCaptured(@ForAll("positions") Position position) {
    for (Move move : position.legalMoves()) {
      Position next = position.play(move);
      assertThat(next.turn()).isEqualTo(position.turn().opponent());
      assertThat(next.pieceAt(move.to()).map(Piece::colour)).contains(position.turn());
      if (move.from() != move.to()) {
        assertThat(next.pieceAt(move.from())).isEmpty();
      }
      for (int square : move.captured()) {
        assertThat(position.pieceAt(square).map(Piece::colour))
            .contains(position.turn().opponent());
        assertThat(next.pieceAt(square)).as("captured %d by %s", square, move).isEmpty();
      }
      for (int square = 1; square <= 32; square++) {
        if (square != move.from() && square != move.to() && !move.captured().contains(square)) {
          assertThat(next.pieceAt(square)).isEqualTo(position.pieceAt(square));
        }
      }
      assertThat(move.path().get(0)).isEqualTo(move.from());
      assertThat(move.path().get(move.path().size() - 1)).isEqualTo(move.to());
      assertThat(move.path()).hasSize(move.isCapture() ? move.captured().size() + 1 : 2);
    }
  }

  @Property
  void aMoveOfAnotherPositionIsRejected(@ForAll("positions") Position position) {
    Position other = position.withTurn(position.turn().opponent());
    for (Move move : other.legalMoves()) {
      if (!position.legalMoves().contains(move)) {
        assertThatThrownBy(() -> position.play(move))
            .isInstanceOf(IllegalMoveException.class)
            .hasMessageContaining(move.toString());
      }
    }
  }
}
