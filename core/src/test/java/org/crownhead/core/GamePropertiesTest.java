package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.statistics.Statistics;

/**
 * Random games played through {@link Game}, its bookkeeping recomputed independently at every ply:
 * the counters, the repetitions, and when and how the game ends.
 */
class GamePropertiesTest {

  @Provide
  Arbitrary<Position> starts() {
    return Arbitraries.oneOf(
        Arbitraries.just(Position.initial()),
        Positions.placed(),
        Positions.played(),
        Positions.kings());
  }

  /** Move choices: any, or only among the first few moves, which makes repetitions likely. */
  @Provide
  Arbitrary<List<Integer>> choices() {
    return Arbitraries.oneOf(
        Arbitraries.integers()
            .greaterOrEqual(0)
            .list()
            .ofMaxSize(300)
            .withSizeDistribution(RandomDistribution.uniform()),
        Arbitraries.integers()
            .between(0, 1)
            .list()
            .ofMaxSize(300)
            .withSizeDistribution(RandomDistribution.uniform()));
  }

  @Property(tries = 500)
  void theGameKeepsItsBooksAndEndsExactlyWhenARuleSays(
      @ForAll("starts") Position start, @ForAll("choices") List<Integer> choices) {
    Game game = new Game(start);
    List<Integer> quiet = new ArrayList<>(List.of(0));
    check(game, quiet);
    for (int choice : choices) {
      if (game.isOver()) {
        break;
      }
      List<Move> moves = game.legalMoves();
      Move move = moves.get(Math.floorMod(choice, moves.size()));
      Position before = game.position();
      game.play(move);
      boolean crowned =
          game.position().count(Piece.of(before.turn(), true))
              > before.count(Piece.of(before.turn(), true));
      quiet.add(move.isCapture() || crowned ? 0 : quiet.get(quiet.size() - 1) + 1);
      check(game, quiet);
    }
    Statistics.label("ended by")
        .collect(game.outcome().map(o -> o.termination().name()).orElse("still going"));

    // Taking every move back returns to the start, judging each position again on the way.
    while (!game.moves().isEmpty()) {
      game.takeBack();
      quiet.remove(quiet.size() - 1);
      check(game, quiet);
    }
    assertThat(game.position()).isEqualTo(start);
  }

  /** The game's state against what the rules say, worked out from its positions and moves. */
  private static void check(Game game, List<Integer> quiet) {
    List<Position> positions = game.positions();
    List<Move> moves = game.moves();
    assertThat(positions).hasSize(moves.size() + 1);
    for (int i = 0; i < moves.size(); i++) {
      assertThat(positions.get(i).play(moves.get(i))).isEqualTo(positions.get(i + 1));
    }
    Position now = game.position();
    assertThat(now).isEqualTo(positions.get(positions.size() - 1));
    assertThat(game.turn()).isEqualTo(now.turn());
    assertThat(game.quietPlies()).isEqualTo(quiet.get(quiet.size() - 1));

    int repetitions = 0;
    for (int i = positions.size() - 1; i >= positions.size() - 1 - game.quietPlies(); i--) {
      if (positions.get(i).equals(now)) {
        repetitions++;
      }
    }
    assertThat(game.repetitions()).isEqualTo(repetitions);

    Outcome expected = null;
    if (!now.hasLegalMove()) {
      expected = Outcome.win(now.turn().opponent(), Termination.NO_LEGAL_MOVE);
    } else if (repetitions >= 3) {
      expected = Outcome.draw(Termination.THREEFOLD_REPETITION);
    } else if (game.quietPlies() >= Game.FORTY_MOVE_PLIES) {
      expected = Outcome.draw(Termination.FORTY_MOVE_RULE);
    }
    assertThat(game.outcome().orElse(null)).isEqualTo(expected);
    assertThat(game.isOver()).isEqualTo(expected != null);
    assertThat(game.legalMoves()).isEqualTo(expected == null ? now.legalMoves() : List.of());
  }
}
