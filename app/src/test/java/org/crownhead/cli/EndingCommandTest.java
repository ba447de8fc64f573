package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.endgame.Attempt;
import org.crownhead.endgame.Ending;
import org.crownhead.endgame.EndingTrainer;
import org.crownhead.endgame.Endings;
import org.crownhead.endgame.ShortestWin;
import org.crownhead.endgame.SmallDatabases;
import org.crownhead.engine.egdb.FileDatabase;
import org.junit.jupiter.api.Test;

/** {@code crownhead ending}: the list, and an ending played at the terminal on real databases. */
class EndingCommandTest {
  static final FileDatabase DATABASES = SmallDatabases.get();
  static final String EGDB = SmallDatabases.directory().toString();

  /** The player's moves of the shortest win, against the trainer's defence. */
  static List<String> shortestWin(Ending ending) {
    EndingTrainer trainer = new EndingTrainer(DATABASES);
    List<String> mine = new ArrayList<>();
    Attempt attempt = trainer.play(ending, List.of());
    while (attempt.state() == Attempt.State.PLAYING) {
      Position position = attempt.position();
      Move best = ShortestWin.move(DATABASES, position);
      String text = MoveText.format(position, best);
      mine.add(text);
      List<String> line = new ArrayList<>(attempt.moves());
      line.add(text);
      attempt = trainer.play(ending, line);
    }
    return mine;
  }

  @Test
  void theListGivesEachEndingWithItsWinOrTheDatabasesItNeeds() {
    Cli run = Cli.succeeds("ending", "--egdb", EGDB);
    assertThat(run.out)
        .startsWith(
            "The endgame databases hold up to 4 pieces; crownhead egdb build opens the rest.")
        .contains("first-position             4 pieces, White to win, 61 plies: First Position\n")
        .contains("sturges                    6 pieces, White to win, needs the databases: ");
    assertThat(run.out.lines().count()).isEqualTo(14);

    Cli none = Cli.succeeds("ending", "--egdb", "none");
    assertThat(none.out)
        .startsWith(
            "The endgame databases are not built: crownhead egdb build (about 17 minutes).");
  }

  @Test
  void anEndingIsPlayedThrownTakenBackAndWonAtTheTerminal() {
    Ending ending = Endings.standard().find("double-corner").orElseThrow();
    List<String> win = shortestWin(ending);
    String input = "19-26\n23-27\n19-24\nback\n" + String.join("\n", win) + "\n";
    Cli run = Cli.runWithInput(input, "ending", "double-corner", "--egdb", EGDB);
    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.out)
        .startsWith("Two kings against one in the double corner\n")
        .contains("You play White; the databases defend. Type a move, back or quit.")
        .contains("A win in 15 plies with best play. Your move.")
        .contains("\n> move \"19-26\" is not legal here; legal moves: ")
        .contains(
            "This move throws the win away: it was a win in 15 plies; now it is a loss in 1 ply."
                + " The databases play 19-24. Take it back and try again.")
        .contains("Type back to take that move back, or quit.")
        .contains("The databases play ")
        .endsWith("Won in 15 plies, the shortest win there is.\n")
        .doesNotContain("\u001b");
  }

  @Test
  void anUnknownEndingOrOneBeyondTheDatabasesIsRefused() {
    Cli unknown = Cli.run("ending", "no-such", "--egdb", EGDB);
    assertThat(unknown.code).isEqualTo(Main.BAD_INPUT);
    assertThat(unknown.err).contains("no ending \"no-such\"; crownhead ending lists them");
    Cli big = Cli.run("ending", "sturges", "--egdb", EGDB);
    assertThat(big.code).isEqualTo(Main.PROBLEMS);
    assertThat(big.err)
        .isEqualTo(
            "crownhead: Sturges: two kings and a man against a king and two men needs the endgame"
                + " databases of 6 pieces; build them with crownhead egdb build\n");
  }

  @Test
  void theEndOfTheInputStopsTheTraining() {
    Cli run = Cli.runWithInput("32-27\n", "ending", "the-move", "--egdb", EGDB);
    assertThat(run.code).isZero();
    assertThat(run.out).contains("The databases play ").contains("Still a win: 7 plies to go");
  }
}
