package org.crownhead.web.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameStoreTest {
  @TempDir Path dir;

  static GameRecord game(String id, String status, String createdAt) {
    return clubGame(id, 300_000L, 300_000L, status, null, null, null, null, createdAt, createdAt);
  }

  /** A game against the club engine, 5 minutes plus 2 seconds, with the fields that change. */
  static GameRecord clubGame(
      String id,
      long blackMs,
      long whiteMs,
      String status,
      String result,
      String winner,
      String termination,
      String drawOffer,
      String createdAt,
      String updatedAt) {
    return new GameRecord(
        id,
        "engine",
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "You",
        "human",
        "Crownhead (club)",
        "engine",
        "club",
        "abc123",
        null,
        null,
        300_000L,
        2_000L,
        blackMs,
        whiteMs,
        status,
        result,
        winner,
        termination,
        drawOffer,
        createdAt,
        updatedAt,
        null,
        null);
  }

  @Test
  void aNewStoreHasTheNewestSchemaInWalMode() throws Exception {
    Path file = dir.resolve("sub/crownhead.db");
    try (GameStore store = GameStore.open(file)) {
      assertThat(store.schemaVersion()).isEqualTo(Migrations.fromClassPath().latest()).isPositive();
    }
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("PRAGMA journal_mode")) {
      rows.next();
      assertThat(rows.getString(1)).isEqualToIgnoringCase("wal");
    }
  }

  @Test
  void gamesAndMovesRoundTripAndSurviveReopening() {
    Path file = dir.resolve("crownhead.db");
    GameRecord created = game("abc", "playing", "2026-01-01T10:00:00Z");
    GameRecord afterTwo;
    try (GameStore store = GameStore.open(file)) {
      store.insert(created);
      GameRecord afterOne =
          clubGame(
              "abc",
              301_000L,
              300_000L,
              "playing",
              null,
              null,
              null,
              "black",
              created.createdAt(),
              "2026-01-01T10:00:01Z");
      store.saveMove(afterOne, new MoveRecord(0, "11-15", 301_000L, 300_000L, "t1"));
      afterTwo =
          clubGame(
                  "abc",
                  301_000L,
                  299_500L,
                  "over",
                  "1-0",
                  "black",
                  "resignation",
                  null,
                  created.createdAt(),
                  "2026-01-01T10:00:02Z")
              .withRematch("white", "xyz");
      store.saveMove(afterTwo, new MoveRecord(1, "23-19", 301_000L, 299_500L, "t2"));
    }
    try (GameStore store = GameStore.open(file)) {
      StoredGame stored = store.find("abc").orElseThrow();
      assertThat(stored.game()).isEqualTo(afterTwo);
      assertThat(stored.moves())
          .containsExactly(
              new MoveRecord(0, "11-15", 301_000L, 300_000L, "t1"),
              new MoveRecord(1, "23-19", 301_000L, 299_500L, "t2"));
      assertThat(store.find("nope")).isEmpty();
      assertThat(store.exists("abc")).isTrue();
      assertThat(store.unfinished()).isEmpty();
    }
  }

  /** Stores game g1, in play, with these moves from ply 0 (without clock times). */
  private static GameRecord playing(GameStore store, String... moves) {
    GameRecord game = game("g1", "playing", "2026-01-01T10:00:00Z");
    store.insert(game);
    for (int ply = 0; ply < moves.length; ply++) {
      store.saveMove(game, new MoveRecord(ply, moves[ply], null, null, "t"));
    }
    return game;
  }

  @Test
  void aTakeBackRemovesTheLastMovesWithTheRowInOneStep() {
    try (GameStore store = GameStore.open(dir.resolve("crownhead.db"))) {
      GameRecord game = playing(store, "11-15", "23-19", "8-11");
      store.saveTakeBack(game, 1);
      assertThat(store.find("g1").orElseThrow().moves())
          .extracting(MoveRecord::move)
          .containsExactly("11-15");
    }
  }

  @Test
  void aFailedWriteChangesNothing() {
    try (GameStore store = GameStore.open(dir.resolve("crownhead.db"))) {
      playing(store, "11-15");
      GameRecord over = game("g1", "over", "2026-01-01T10:00:00Z");
      // Ply 0 again: the move is refused, and the row must not have been updated either.
      assertThatThrownBy(() -> store.saveMove(over, new MoveRecord(0, "9-13", null, null, "t")))
          .isInstanceOf(StoreException.class)
          .hasMessageContaining("store move 9-13 of game g1");
      assertThat(store.find("g1").orElseThrow().game().status()).isEqualTo("playing");
      assertThat(store.find("g1").orElseThrow().moves()).hasSize(1);
    }
  }

  @Test
  void listingIsNewestFirstWithStatusFilterAndPaging() {
    try (GameStore store = GameStore.open(dir.resolve("crownhead.db"))) {
      store.insert(game("a", "over", "2026-01-01T10:00:00Z"));
      store.insert(game("b", "playing", "2026-01-02T10:00:00Z"));
      store.insert(game("c", "over", "2026-01-03T10:00:00Z"));
      store.saveMove(
          game("c", "over", "2026-01-03T10:00:00Z"), new MoveRecord(0, "11-15", null, null, "t"));

      assertThat(store.list(null, 50, 0))
          .extracting(listed -> listed.game().id())
          .containsExactly("c", "b", "a");
      assertThat(store.list("over", 50, 0))
          .extracting(listed -> listed.game().id() + listed.moves())
          .containsExactly("c1", "a0");
      assertThat(store.list(null, 1, 1)).extracting(l -> l.game().id()).containsExactly("b");
      assertThat(store.count(null)).isEqualTo(3);
      assertThat(store.count("over")).isEqualTo(2);
      assertThat(store.unfinished()).containsExactly("b");
    }
  }

  @Test
  void version2KeepsEveryGameAndMoveAndStoresAbortedGamesAndRematches() throws Exception {
    Path file = dir.resolve("old.db");
    String one;
    try (var in = GameStore.class.getResourceAsStream("/db/1.sql")) {
      one = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    GameStore.open(file, Migrations.of(List.of(one))).close();
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement statement = connection.createStatement()) {
      statement.execute(
          "INSERT INTO games (id, mode, start_fen, black_name, black_kind, white_name,"
              + " white_kind, status, created_at, updated_at) VALUES ('old', 'local', 'B:W21:B1',"
              + " 'Black', 'human', 'White', 'human', 'playing', 't0', 't0')");
      statement.execute(
          "INSERT INTO moves (game_id, ply, move, stored_at) VALUES ('old', 0, '1-5', 't1')");
    }
    try (GameStore store = GameStore.open(file)) {
      assertThat(store.schemaVersion()).isEqualTo(Migrations.fromClassPath().latest());
      StoredGame old = store.find("old").orElseThrow();
      assertThat(old.moves()).extracting(MoveRecord::move).containsExactly("1-5");
      assertThat(old.game().rematchId()).isNull();
      store.update(
          new GameRecord(
                  "old",
                  "local",
                  "B:W21:B1",
                  "Black",
                  "human",
                  "White",
                  "human",
                  null,
                  null,
                  null,
                  null,
                  null,
                  null,
                  null,
                  null,
                  "aborted",
                  null,
                  null,
                  null,
                  null,
                  "t0",
                  "t2",
                  null,
                  null)
              .withRematch("black", "new"));
      assertThat(store.unfinished()).isEmpty();
      assertThat(store.count("aborted")).isEqualTo(1);
    }
    try (GameStore store = GameStore.open(file)) {
      GameRecord row = store.find("old").orElseThrow().game();
      assertThat(row.status()).isEqualTo("aborted");
      assertThat(row.rematchOffer()).isEqualTo("black");
      assertThat(row.rematchId()).isEqualTo("new");
      assertThat(store.find("old").orElseThrow().moves()).hasSize(1);
    }
  }

  @Test
  void migrationsApplyInOrderOnceEach() {
    Path file = dir.resolve("m.db");
    Migrations one = Migrations.of(List.of("CREATE TABLE a (x INTEGER);"));
    Migrations two =
        Migrations.of(
            List.of(
                "CREATE TABLE a (x INTEGER);",
                "-- second\nALTER TABLE a ADD COLUMN y TEXT;\nINSERT INTO a VALUES (1, 'y');"));
    try (GameStore store = GameStore.open(file, one)) {
      assertThat(store.schemaVersion()).isEqualTo(1);
    }
    try (GameStore store = GameStore.open(file, two)) {
      assertThat(store.schemaVersion()).isEqualTo(2);
    }
    try (GameStore store = GameStore.open(file, two)) {
      assertThat(store.schemaVersion()).isEqualTo(2);
    }
  }

  @Test
  void aFailingMigrationLeavesTheOldVersion() {
    Path file = dir.resolve("m.db");
    try (GameStore store =
        GameStore.open(file, Migrations.of(List.of("CREATE TABLE a (x INTEGER);")))) {
      assertThat(store.schemaVersion()).isEqualTo(1);
    }
    Migrations broken =
        Migrations.of(
            List.of("CREATE TABLE a (x INTEGER);", "CREATE TABLE b (y);\nNOT SQL AT ALL;"));
    assertThatThrownBy(() -> GameStore.open(file, broken)).isInstanceOf(StoreException.class);
    try (GameStore store =
        GameStore.open(file, Migrations.of(List.of("CREATE TABLE a (x INTEGER);")))) {
      assertThat(store.schemaVersion()).isEqualTo(1);
    }
  }

  @Test
  void aDatabaseFromANewerVersionIsRefused() {
    Path file = dir.resolve("crownhead.db");
    int newer = Migrations.fromClassPath().latest() + 1;
    Migrations future =
        Migrations.of(
            java.util.stream.IntStream.range(0, newer)
                .mapToObj(i -> "CREATE TABLE t" + i + " (x);")
                .toList());
    GameStore.open(file, future).close();
    assertThatThrownBy(() -> GameStore.open(file))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("newer Crownhead")
        .hasMessageContaining("schema version " + newer);
  }

  @Test
  void aFileThatIsNotADatabaseGivesAClearError() throws Exception {
    Path file = dir.resolve("crownhead.db");
    Files.write(
        file,
        "this is not a database, just some text\n".repeat(200).getBytes(StandardCharsets.UTF_8));
    assertThatThrownBy(() -> GameStore.open(file))
        .isInstanceOf(StoreException.class)
        .hasMessageStartingWith(
            file.toAbsolutePath() + " is not a Crownhead database or is damaged")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aFolderInPlaceOfTheFileGivesAClearError() throws Exception {
    Path file = Files.createDirectories(dir.resolve("crownhead.db"));
    assertThatThrownBy(() -> GameStore.open(file))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("is a folder");
  }

  @Test
  void manyWritersAtOnceAreCommittedTogetherAndEachFailureStaysItsOwn() throws Exception {
    Path file = dir.resolve("crownhead.db");
    int writers = 40;
    try (GameStore store = GameStore.open(file)) {
      store.insert(game("taken", "playing", "2026-01-01T10:00:00Z"));
      List<Thread> threads = new java.util.ArrayList<>();
      java.util.concurrent.atomic.AtomicInteger refused =
          new java.util.concurrent.atomic.AtomicInteger();
      for (int i = 0; i < writers; i++) {
        String id = "g" + i;
        Thread thread =
            new Thread(
                () -> {
                  GameRecord row = game(id, "playing", "2026-01-01T10:00:00Z");
                  store.insert(row);
                  for (int ply = 0; ply < 5; ply++) {
                    store.saveMove(row, new MoveRecord(ply, "m" + ply, null, null, "t"));
                  }
                  try {
                    store.insert(game("taken", "playing", "2026-01-01T10:00:00Z"));
                  } catch (StoreException e) {
                    refused.incrementAndGet();
                  }
                });
        threads.add(thread);
        thread.start();
      }
      for (Thread thread : threads) {
        thread.join();
      }
      assertThat(refused.get()).as("every second insert of the same game").isEqualTo(writers);
    }
    try (GameStore store = GameStore.open(file)) {
      assertThat(store.count(null)).isEqualTo(writers + 1);
      for (int i = 0; i < writers; i++) {
        assertThat(store.find("g" + i).orElseThrow().moves()).hasSize(5);
      }
    }
  }

  @Test
  void aClosedStoreRefusesWrites() {
    GameStore store = GameStore.open(dir.resolve("crownhead.db"));
    store.close();
    assertThatThrownBy(() -> store.insert(game("late", "playing", "2026-01-01T10:00:00Z")))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("closed");
  }
}
