package org.crownhead.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.StandardEvaluation;
import org.crownhead.pdn.PdnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play data: the same games whatever the threads, resumable, and read back as written. */
class SelfPlayTest {
  private static final List<PdnGame> STARTS =
      List.of(
          PdnGame.parse(
              "[Result \"1/2-1/2\"]\n1. 9-14 23-19 2. 10-15 19x10 3. 6x15 26-23 4. 15-19 23x16"
                  + " 5. 11x20 31-26 6. 14-17 22x13 7. 7-11 21-17 1/2-1/2"),
          PdnGame.parse(
              "[Result \"1/2-1/2\"]\n1. 9-14 24-19 2. 14-18 23x14 3. 10x17 21x14 4. 6-9 19-16"
                  + " 5. 12x19 27-24 6. 9x18 22x15 7. 11x18 24x15 1/2-1/2"));

  private static SelfPlay selfPlay() {
    return new SelfPlay(STARTS, 5, 1_000, 4, 10, EndgameDatabase.NONE);
  }

  private static Samples run(Path file, int games, int threads) throws Exception {
    PrintWriter quiet = new PrintWriter(new StringWriter());
    selfPlay().run(games, threads, new StandardEvaluation(), file, quiet);
    Samples samples = new Samples();
    samples.read(file);
    return samples;
  }

  private static String describe(Samples s) {
    StringBuilder text = new StringBuilder();
    // Games may be appended in any order by several threads; compare them in game order.
    for (int g = 0; g < 100; g++) {
      for (int i = 0; i < s.size(); i++) {
        if (s.game(i) == g) {
          text.append(g)
              .append(' ')
              .append(s.position(i).toFen())
              .append(' ')
              .append(s.score(i))
              .append(' ')
              .append(s.result(i))
              .append('\n');
        }
      }
    }
    return text.toString();
  }

  @Test
  void theGamesDependOnTheirNumbersOnly(@TempDir Path dir) throws Exception {
    Samples one = run(dir.resolve("one.samples"), 6, 1);
    Samples two = run(dir.resolve("two.samples"), 6, 2);
    assertThat(one.size()).isGreaterThan(6 * 10);
    assertThat(describe(two)).isEqualTo(describe(one));
  }

  @Test
  void aStoppedRunGoesOnWhereItStopped(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("run.samples");
    run(file, 3, 1);
    Samples resumed = run(file, 6, 1);
    Samples whole = run(dir.resolve("whole.samples"), 6, 1);
    assertThat(describe(resumed)).isEqualTo(describe(whole));
  }

  @Test
  void everySampleIsQuietWithAResultForTheSideToMove(@TempDir Path dir) throws Exception {
    Samples samples = run(dir.resolve("s.samples"), 4, 1);
    for (int i = 0; i < samples.size(); i++) {
      Position position = samples.position(i);
      assertThat(position.mustCapture()).isFalse();
      assertThat(samples.result(i)).isIn(0, 500, 1000);
      assertThat(samples.score(i)).isBetween(-2_000, 2_000);
    }
  }

  @Test
  void aCutRecordAtTheEndIsDropped(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("s.samples");
    Samples written = run(file, 2, 1);
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 5));
    Samples read = new Samples();
    read.read(file);
    assertThat(read.size()).isEqualTo(written.size() - 1);
  }
}
