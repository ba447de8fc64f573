package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.pdn.PdnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crownhead losses} and the {@link LossFinder} behind it. */
class LossesCommandTest {
  /**
   * A game Crownhead lost to Cake at 0.1 s a move (ACF ballot 7): 11. 10-15 walks into a shot, 13.
   * 16-19 22-17 14. 13x22 26x17 15. 15x22 24x15x8, two for one.
   */
  static final String LOST_GAME =
      "[Event \"match_timed 0.1s/move\"]\n[Round \"11\"]\n[Black \"A:crownhead\"]\n"
          + "[White \"B:cake_cli\"]\n[Result \"0-1\"]\n"
          + "1. 9-13 22-18 2. 10-15 25-22 3. 6-10 23-19 4. 11-16 18x11 5. 16x23 27x18 6.\n"
          + "8x15 18x11 7. 7x16 22-18 8. 4-8 24-20 9. 8-11 28-24 10. 5-9 29-25 11. 10-15\n"
          + "25-22 12. 2-7 32-28 13. 16-19 22-17 14. 13x22 26x17 15. 15x22 24x15x8 16.\n"
          + "22-25 17-13 17. 9-14 8-4 18. 25-29 4-8 19. 29-25 13-9 20. 25-29 28-24 21.\n"
          + "29-25 24-19 22. 14-18 20-16 23. 7-10 8-11 24. 18-23 9-6 25. 25-22 6-2 26.\n"
          + "22-18 2-6 27. 10-15 19x10 28. 12x19 6-2 29. 19-24 11-16 30. 24-27 31x24 31.\n"
          + "23-27 2-7 32. 18-22 7-11 33. 1-5 10-6 34. 27-32 16-19 35. 22-25 6-2 36. 25-22\n"
          + "2-6 37. 32-27 24-20 38. 3-7 11x2 39. 27-32 2-7 40. 32-28 7-11 41. 28-32 11-15\n"
          + "42. 5-9 6x13 43. 22-25 15-18 44. 32-27 20-16 45. 25-22 18x25 46. 27-32 25-22\n"
          + "47. 32-28 21-17 48. 28-32 19-23 49. 32-28 23-27 50. 28-32 22-26 51. 32x23\n"
          + "26x19 0-1\n";

  private static final String DRAWN_GAME =
      "[Black \"A:crownhead\"]\n[White \"B:cake_cli\"]\n[Result \"1/2-1/2\"]\n"
          + "1. 11-15 23-19 2. 8-11 22-17 1/2-1/2\n";

  @Test
  void theDecidingMoveIsTheLastFromAPositionStillHeld() {
    PdnGame game = PdnGame.parse(LOST_GAME);
    try (Engine engine = Engines.create()) {
      engine.setOption("book", "false");
      LossFinder finder = new LossFinder(engine, Limits.depth(10), Limits.nodes(3_000), 50);
      Optional<LossFinder.Loss> found = finder.find(game, Colour.BLACK, ply -> {});
      assertThat(found).isPresent();
      LossFinder.Loss loss = found.get();
      assertThat(loss.position().turn()).isEqualTo(Colour.BLACK);
      assertThat(loss.before()).isGreaterThan(-50);
      assertThat(loss.ply()).isBetween(14, 40);
      assertThat(loss.position().play(loss.played())).isEqualTo(replay(game, loss.ply() + 1));
      assertThat(loss.phase()).isEqualTo(LossFinder.Phase.MIDDLE_GAME);
      assertThat(loss.kind() == LossFinder.Kind.MISSED_SHOT).isEqualTo(loss.materialLost() >= 1);
    }
  }

  private static Position replay(PdnGame game, int plies) {
    Position position = game.start();
    List<Move> moves = game.moves();
    for (int i = 0; i < plies; i++) {
      position = position.play(moves.get(i));
    }
    return position;
  }

  @Test
  void twoForOneIsAPieceLost() {
    // Black to move plays 16-19; White's reply line takes two men for one.
    PdnGame game = PdnGame.parse(LOST_GAME);
    Position before = replay(game, 24); // 13. 16-19 to play
    List<Move> line = game.moves().subList(25, 30); // 22-17 13x22 26x17 15x22 24x15x8
    Position after = before.play(game.moves().get(24));
    assertThat(LossFinder.materialLost(after, line, Colour.BLACK, before)).isEqualTo(1);
  }

  @Test
  void theCommandListsTheLostGamesAndCountsThem(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("games.pdn");
    Files.writeString(file, LOST_GAME + "\n" + DRAWN_GAME, StandardCharsets.UTF_8);
    Cli cli =
        Cli.succeeds(
            "losses",
            "--pdn",
            file.toString(),
            "--player",
            "CROWNHEAD",
            "--depth",
            "8",
            "--quick-nodes",
            "2000",
            "--egdb",
            "none");
    assertThat(cli.out).contains("Lost games of CROWNHEAD: 1").contains("middle game");
    assertThat(cli.out.lines().filter(line -> line.matches("\\s+1\\s+\\d+\\s.*"))).hasSize(1);
  }

  @Test
  void badOptionsAreRefused(@TempDir Path dir) {
    assertThat(Cli.run("losses", "--pdn", dir.resolve("none.pdn").toString(), "--player", "x").code)
        .isEqualTo(2);
    assertThat(Cli.run("losses", "--pdn", "x.pdn").code).isEqualTo(2);
    assertThat(
            Cli.run("losses", "--pdn", "x.pdn", "--player", "x", "--time", "1", "--depth", "3").err)
        .contains("give only one of --time and --depth");
  }
}
