package org.crownhead.explorer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnGame;
import org.junit.jupiter.api.Test;

/** The explorer's index: moves and results by position, transpositions merged. */
class GameIndexTest {
  private static String text(Position position, GameIndex.MoveStats stats) {
    return MoveText.format(position, stats.move());
  }

  private static Game line(String moves) {
    Game game = new Game();
    for (String move : moves.split(" ")) {
      game.play(move);
    }
    return game;
  }

  @Test
  void countsEachMoveWithTheResultsOfItsGames() {
    GameIndex.Builder builder = new GameIndex.Builder(true);
    assertThat(builder.add(PdnGame.parse("1. 11-15 23-19 2. 8-11 1-0"))).isTrue();
    assertThat(builder.add(PdnGame.parse("1. 11-15 22-18 1/2-1/2"))).isTrue();
    assertThat(builder.add(PdnGame.parse("1. 9-13 22-18 0-1"))).isTrue();
    assertThat(builder.add(PdnGame.parse("1. 9-13 22-18 *"))).as("unfinished").isFalse();
    assertThat(builder.add(PdnGame.parse("1. 11-15 22-18 1/2-1/2"))).as("a duplicate").isFalse();
    GameIndex index = builder.build();

    assertThat(index.games()).isEqualTo(3);
    List<GameIndex.MoveStats> first = index.moves(Position.initial());
    assertThat(first).extracting(m -> text(Position.initial(), m)).containsExactly("11-15", "9-13");
    assertThat(first.get(0)).extracting("blackWins", "draws", "whiteWins").containsExactly(1, 1, 0);
    assertThat(first.get(1).whiteWins()).isEqualTo(1);
    Position after = line("11-15").position();
    assertThat(index.moves(after))
        .extracting(m -> text(after, m))
        .containsExactly("22-18", "23-19");
    assertThat(index.moves(Position.fromFen("B:W18:B14"))).isEmpty();
  }

  @Test
  void aPositionReachedByAnotherMoveOrderGathersBothGames() {
    GameIndex.Builder builder = new GameIndex.Builder(false);
    Game one = line("11-15 23-19 8-11 22-17 4-8");
    Game other = line("11-15 22-17 8-11 23-19 4-8");
    assertThat(other.positions().get(4)).isEqualTo(one.positions().get(4));
    builder.add(one.start(), one.moves(), Optional.of(Colour.BLACK));
    builder.add(other.start(), other.moves(), Optional.empty());
    builder.add(other.start(), other.moves(), Optional.empty()); // not distinct: counted again
    GameIndex index = builder.build();
    GameIndex.MoveStats stats = index.moves(one.positions().get(4)).get(0);
    assertThat(MoveText.format(one.positions().get(4), stats.move())).isEqualTo("4-8");
    assertThat(stats.games()).isEqualTo(3);
    assertThat(stats.blackWins()).isEqualTo(1);
    assertThat(stats.draws()).isEqualTo(2);
  }

  @Test
  void onlyTheFirstPliesCount() {
    Game game = new Game();
    while (game.moves().size() < GameIndex.MAX_PLY + 4) {
      game.play(game.legalMoves().get(0));
    }
    GameIndex.Builder builder = new GameIndex.Builder(true);
    builder.add(game.start(), game.moves(), Optional.empty());
    GameIndex index = builder.build();
    List<Position> positions = game.positions();
    int last = GameIndex.MAX_PLY - 1;
    assertThat(index.moves(positions.get(last)))
        .extracting(GameIndex.MoveStats::move)
        .contains(game.moves().get(last));
    assertThat(positions.subList(0, GameIndex.MAX_PLY)).doesNotContain(positions.get(last + 1));
    assertThat(index.moves(positions.get(last + 1))).isEmpty();
  }

  @Test
  void theTournamentGamesStartMostOftenWith11To15() {
    GameIndex acf = GameIndex.acf();
    assertThat(acf.games()).as("9,377 games, less unfinished ones and duplicates").isEqualTo(9030);
    List<GameIndex.MoveStats> first = acf.moves(Position.initial());
    assertThat(first).hasSize(7);
    assertThat(text(Position.initial(), first.get(0))).isEqualTo("11-15");
    assertThat(first.stream().mapToInt(GameIndex.MoveStats::games).sum()).isEqualTo(9030);
  }
}
