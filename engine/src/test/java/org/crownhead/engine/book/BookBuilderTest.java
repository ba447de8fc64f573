package org.crownhead.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.junit.jupiter.api.Test;

class BookBuilderTest {
  private static PdnGame game(String moves, String result) {
    return PdnGame.parse("[Result \"" + result + "\"]\n" + moves + " " + result + "\n");
  }

  @Test
  void aMoveEntersTheBookAfterTwoGamesWithItsPointsForTheSideThatPlayedIt() throws IOException {
    assertThat(BookBuilder.MIN_GAMES).isEqualTo(2);
    BookBuilder builder = new BookBuilder();
    builder.add(game("1. 11-15 23-19 2. 8-11", "1-0"));
    builder.add(game("1. 11-15 22-17 2. 9-13", "1/2-1/2"));
    builder.add(game("1. 9-14 22-17", "1-0"));
    // 11-15 won one and drew one for Black: 2 games, 2 + 1 half-points. 9-14 was played once.
    assertThat(written(builder, 1)).isEqualTo(Position.initial().toFen() + " 11-15 2 3\n");
  }

  @Test
  void aGameRecordedTwiceCountsOnceAndUnfinishedGamesNotAtAll() throws IOException {
    BookBuilder builder = new BookBuilder();
    assertThat(builder.add(game("1. 11-15 23-19", "1-0"))).isTrue();
    assertThat(builder.add(game("1. 11-15 23-19", "1-0"))).isFalse();
    assertThat(builder.add(game("1. 11-15 23-19", "*"))).isFalse();
    assertThat(builder.add(game("1. 11-15 22-18", "0-1"))).isTrue();
    assertThat(builder.games()).isEqualTo(2);
    assertThat(builder.duplicates()).isEqualTo(1);
    // Two games of 11-15 (a win and a loss for Black), not three or four.
    assertThat(written(builder, 1)).isEqualTo(Position.initial().toFen() + " 11-15 2 2\n");
  }

  @Test
  void aPositionReachedByTwoMoveOrdersAddsUpBothAndPositionsComeByPly() throws IOException {
    BookBuilder builder = new BookBuilder();
    for (String last : List.of("17-13", "24-20", "26-22", "27-23")) {
      builder.add(game("1. 11-15 23-19 2. 8-11 22-17 3. 4-8 " + last, "1/2-1/2"));
    }
    for (String last : List.of("17-13", "24-20", "26-22")) {
      builder.add(game("1. 11-15 22-17 2. 8-11 23-19 3. 4-8 " + last, "1/2-1/2"));
    }
    List<String> lines = written(builder, 8).lines().toList();
    assertThat(lines.get(0)).isEqualTo(Position.initial().toFen() + " 11-15 7 7");
    assertThat(lines.get(1)).endsWith(" 23-19 4 4 22-17 3 3");
    // Both move orders reach the position before 4-8; after it, three replies were played twice.
    assertThat(lines.get(6)).endsWith(" 4-8 7 7");
    assertThat(lines.get(7)).endsWith(" 17-13 2 2 24-20 2 2 26-22 2 2");
  }

  @Test
  void theShippedBookIsWhatTheBuilderMakesOfTheAcfGames() throws IOException {
    BookBuilder builder = new BookBuilder();
    Path games = Path.of(System.getProperty("crownhead.data"), "acf-games.pdn");
    PdnGames.read(
        games,
        read -> {
          if (read.isClean()) {
            builder.add(read.game());
          }
        });
    StringWriter rebuilt = new StringWriter();
    rebuilt.write(BookBuilder.header(List.of("acf-games.pdn"), builder));
    builder.write(rebuilt);
    String shipped;
    try (InputStream in = OpeningBook.class.getResourceAsStream(OpeningBook.RESOURCE)) {
      shipped = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(rebuilt.toString()).isEqualTo(shipped);
    assertThat(OpeningBook.read(new StringReader(shipped)).size()).isGreaterThan(10_000);
  }

  /** What the builder writes, checking that it says it wrote {@code positions} positions. */
  private static String written(BookBuilder builder, int positions) throws IOException {
    StringWriter out = new StringWriter();
    assertThat(builder.write(out)).isEqualTo(positions);
    return out.toString();
  }
}
