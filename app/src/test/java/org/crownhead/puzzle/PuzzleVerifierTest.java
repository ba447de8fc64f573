package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link PuzzleVerifier}: the shipped p0027 passes again at depth 16, a position that is no shot.
 */
class PuzzleVerifierTest {
  @Test
  void aTruePuzzlePassesAFalseOneIsNamedAndASecondRunSkipsBoth(@TempDir Path dir) throws Exception {
    Puzzle shot = PuzzleSet.standard().find("p0027").orElseThrow();
    // The position after 11-15 23-19 8-11: no shot for White, whatever the line says.
    Puzzle none =
        new Puzzle(
            "p9999",
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15",
            List.of("22-18", "15x22", "25x18"),
            1000,
            List.of(),
            "a test",
            "none");
    Path in = dir.resolve("in.tsv");
    Files.write(in, List.of(shot.format(), none.format()), StandardCharsets.UTF_8);
    Path out = dir.resolve("out.tsv");
    String[] args = {"--in", in.toString(), "--out", out.toString(), "--depth", "16"};

    PuzzleVerifier.main(args);

    List<String> passed = Files.readAllLines(out, StandardCharsets.UTF_8);
    assertThat(passed).hasSize(1);
    Puzzle again = Puzzle.parse(passed.get(0));
    assertThat(again.id()).isEqualTo("p0027");
    assertThat(again.solution()).isEqualTo(shot.solution());
    assertThat(again.rating()).isEqualTo(shot.rating());
    assertThat(again.verification()).startsWith("depth 16: best +1.57");
    assertThat(Files.readAllLines(dir.resolve("out.tsv.rejected"), StandardCharsets.UTF_8))
        .containsExactly("p9999\tNOT_WINNING");

    PuzzleVerifier.main(args);

    assertThat(Files.readAllLines(out, StandardCharsets.UTF_8)).hasSize(1);
    assertThat(Files.readAllLines(dir.resolve("out.tsv.rejected"), StandardCharsets.UTF_8))
        .hasSize(1);
  }
}
