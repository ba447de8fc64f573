package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PuzzleTrainerTest {
  /** White gives a man on 14 and the king on 15 takes two: 17-14 9x18 15x22x31. */
  static final String SHOT =
      "p1\tW:WK15,17,32:B9,16,20,K26\t17-14 9x18 15x31\t900\tsacrifice\ttest game 1\tdepth 6";

  /** Four moves of White's: 21-17 gives a man, 23x7 takes three, 31-26 gives one more, 27x4. */
  static final String LONGER =
      "p2\tW:W21,22,23,25,27,31,32:B3,8,10,14,15,16,18,20\t21-17 14x30 23x7 3x10 31-26 30x23"
          + " 27x4\t1300\tsacrifice\ttest game 2\tdepth 6";

  private final PuzzleRecords.InMemory records = new PuzzleRecords.InMemory();

  private PuzzleTrainer trainer(String... lines) throws IOException {
    return new PuzzleTrainer(PuzzleSet.read(new StringReader(String.join("\n", lines))), records);
  }

  @Test
  void rightMovesGetTheRepliesAndTheLastOneSolvesAndRates() throws IOException {
    PuzzleTrainer trainer = trainer(LONGER);

    PuzzleTrainer.Step first = trainer.play("p2", List.of("21-17"));
    assertThat(first.status()).isEqualTo(PuzzleTrainer.Status.CONTINUE);
    assertThat(first.reply()).isEqualTo("14x30");
    assertThat(first.solution()).isEmpty();
    assertThat(records.puzzleAttempts()).isEmpty();

    assertThat(trainer.play("p2", List.of("21-17", "23x7")).reply()).isEqualTo("3x10");
    PuzzleTrainer.Step last = trainer.play("p2", List.of("21-17", "23x7", "31-26", "27x4"));
    assertThat(last.status()).isEqualTo(PuzzleTrainer.Status.SOLVED);
    assertThat(last.solution())
        .containsExactly("21-17", "14x30", "23x7", "3x10", "31-26", "30x23", "27x4");
    assertThat(last.rated()).isTrue();
    assertThat(last.playerAfter().rating()).isGreaterThan(last.playerBefore().rating());
    assertThat(last.puzzleRating().rating()).isLessThan(1300);
    assertThat(trainer.player()).isEqualTo(last.playerAfter());
    assertThat(trainer.tally()).containsExactly(1, 1);
  }

  @Test
  void aWrongMoveFailsAtOnceWithTheSolutionAndOnlyTheFirstFinishIsRated() throws IOException {
    PuzzleTrainer trainer = trainer(SHOT);

    PuzzleTrainer.Step wrong = trainer.play("p1", List.of("32-27"));
    assertThat(wrong.status()).isEqualTo(PuzzleTrainer.Status.FAILED);
    assertThat(wrong.solution()).containsExactly("17-14", "9x18", "15x31");
    assertThat(wrong.rated()).isTrue();
    assertThat(wrong.playerAfter().rating()).isLessThan(PuzzleTrainer.NEW_PLAYER.rating());

    PuzzleTrainer.Step again = trainer.play("p1", List.of("17-14", "15x31"));
    assertThat(again.status()).isEqualTo(PuzzleTrainer.Status.SOLVED);
    assertThat(again.rated()).isFalse();
    assertThat(again.playerAfter()).isEqualTo(wrong.playerAfter());
    assertThat(trainer.tally()).containsExactly(1, 0);
  }

  @Test
  void givingUpFailsThePuzzle() throws IOException {
    PuzzleTrainer trainer = trainer(LONGER);
    PuzzleTrainer.Step step = trainer.giveUp("p2", List.of("21-17"));
    assertThat(step.status()).isEqualTo(PuzzleTrainer.Status.FAILED);
    assertThat(step.rated()).isTrue();
    assertThat(step.solution()).hasSize(7);
    assertThatThrownBy(() -> trainer.giveUp("p2", List.of("22-17")))
        .hasMessageContaining("not the solution's");
  }

  @Test
  void badInputIsRefusedWithAReason() throws IOException {
    PuzzleTrainer trainer = trainer(SHOT);
    assertThatThrownBy(() -> trainer.play("p1", List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> trainer.play("p1", List.of("11-15")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("move 1");
    assertThatThrownBy(() -> trainer.play("p1", List.of("32-27", "17-14")))
        .hasMessageContaining("already failed");
    assertThatThrownBy(() -> trainer.play("p9", List.of("17-14")))
        .isInstanceOf(NoSuchElementException.class)
        .hasMessageContaining("p9");
    assertThat(records.puzzleAttempts()).isEmpty();
  }

  @Test
  void theNextPuzzleIsUntriedAndNearThePlayersRating() throws IOException {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      lines
          .append(
              SHOT.replace("p1", "p" + (100 + i)).replace("\t900\t", "\t" + (800 + 25 * i) + "\t"))
          .append('\n');
    }
    PuzzleTrainer trainer = trainer(lines.toString());
    Random random = new Random(7);
    for (int i = 0; i < 20; i++) {
      Puzzle next = trainer.next(random);
      // The player is at 1500: the ten nearest are rated 1400 to 1775.
      assertThat(Math.abs(next.rating() - 1500)).isLessThanOrEqualTo(125);
    }
    Puzzle tried = trainer.next(random);
    trainer.play(tried.id(), List.of("32-27"));
    for (int i = 0; i < 50; i++) {
      assertThat(trainer.next(random).id()).isNotEqualTo(tried.id());
    }
    // Having failed, the player is rated lower, and so are the puzzles served.
    assertThat(trainer.player().rating()).isLessThan(1500);
  }
}
