package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.ReadGame;
import org.crownhead.review.MoveClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crownhead analyze --pdn FILE --review}. */
class AnalyzeReviewTest {
  @TempDir Path folder;

  @Test
  void aReviewMarksTheBlunderAndSumsUpBothSides() throws IOException {
    Path input = folder.resolve("games.pdn");
    Files.writeString(input, AnalyzeCommandTest.BLUNDER_GAME);

    Cli run =
        Cli.run("analyze", "--pdn", input.toString(), "--review", "--depth", "8", "--egdb", "none");

    assertThat(run.code).as(run.toString()).isZero();
    Path output = folder.resolve("games-annotated.pdn");
    assertThat(run.out).startsWith("Reviewed 1 game, 8 plies: 1 blunder,");
    assertThat(run.err).contains("game 1 of 1: 8 plies reviewed; Black: accuracy ");
    List<ReadGame> games = new ArrayList<>();
    PdnGames.read(output, games::add);
    assertThat(games).hasSize(1);
    assertThat(games.get(0).errors()).isEmpty();
    PdnGame game = games.get(0).game();
    PdnNode blunder = game.mainLine().get(4);
    assertThat(blunder.text()).isEqualTo("14-17");
    assertThat(blunder.nags()).containsExactly(MoveClass.BLUNDER.nag());
    assertThat(blunder.commentsAfter()).singleElement().asString().startsWith("blunder ");
    assertThat(game.mainLine().get(5).commentsAfter())
        .singleElement()
        .asString()
        .startsWith("best ");
    assertThat(game.comments()).last().asString().startsWith("Reviewed by Crownhead");
    assertThat(Files.readString(output)).contains("14-17??");
  }

  @Test
  void theThresholdOptionsDoNotGoWithAReview() {
    Cli run = Cli.run("analyze", "--pdn", "games.pdn", "--review", "--mistake", "30");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err).contains("--mistake and --blunder do not go with it");
    assertThat(Cli.run("analyze", "--review").err).contains("go with --pdn");
  }
}
