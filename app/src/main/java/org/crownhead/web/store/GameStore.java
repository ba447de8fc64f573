package org.crownhead.web.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import org.crownhead.puzzle.Glicko2;
import org.crownhead.puzzle.PuzzleRecords;

/**
 * The games on disk: one SQLite file, its schema kept up to date by versioned migrations, written
 * in WAL mode with {@code synchronous=FULL} so that a write is on disk when its method returns.
 *
 * <p>Writes are committed in groups: one writer thread takes every write waiting at that moment,
 * applies each inside its own savepoint (a write that fails is undone alone and reported to its
 * caller) and commits them together, with one sync to disk for the group. A writing method returns
 * only once its group is on disk, so durability is the same as one commit per write, but many games
 * moving at once share the cost of the sync.
 *
 * <p>Thread-safe: one connection, used by the writer thread and by readers in turn.
 *
 * <pre>{@code
 * java.nio.file.Path data = java.nio.file.Files.createTempDirectory("crownhead");
 * var store = org.crownhead.web.store.GameStore.open(data.resolve("crownhead.db"));
 * store.count(null); // 0
 * store.unfinished(); // []
 * store.close();
 * }</pre>
 */
public final class GameStore implements AutoCloseable, PuzzleRecords {
  private static final String COLUMNS =
      "id, mode, start_fen, black_name, black_kind, white_name, white_kind, level,"
          + " black_token_hash, white_token_hash, invite_code, clock_initial_ms,"
          + " clock_increment_ms, black_ms, white_ms, status, result, winner, termination,"
          + " draw_offer, created_at, updated_at, rematch_offer, rematch_id";

  /** The most writes committed together. */
  private static final int MAX_GROUP = 512;

  private final Path file;
  private final Connection connection;
  private final BlockingQueue<Write> writes = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closed;

  /** A write waiting for its group's commit. */
  private record Write(String what, Work work, CompletableFuture<Void> done) {}

  /** Tells the writer thread to finish. */
  private static final Write END = new Write("end", () -> {}, new CompletableFuture<>());

  private GameStore(Path file, Connection connection) {
    this.file = file;
    this.connection = connection;
    this.writer = new Thread(this::writeGroups, "crownhead-store-writer");
    writer.setDaemon(true);
    writer.start();
  }

  /**
   * Opens (creating if needed) the store in {@code file} and brings its schema up to date.
   *
   * @throws StoreException if the file cannot be opened, is not a database or is damaged, or was
   *     written by a newer Crownhead
   */
  public static GameStore open(Path file) {
    return open(file, Migrations.fromClassPath());
  }

  static GameStore open(Path file, Migrations migrations) {
    Path absolute = file.toAbsolutePath();
    try {
      Path parent = absolute.getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException e) {
      throw new StoreException("cannot create the data directory for " + absolute + ": " + e, e);
    }
    if (Files.isDirectory(absolute)) {
      throw new StoreException(absolute + " is a folder, not a Crownhead database");
    }
    Connection connection;
    try {
      connection = DriverManager.getConnection("jdbc:sqlite:" + absolute);
    } catch (SQLException e) {
      throw new StoreException("cannot open " + absolute + ": " + reason(e), e);
    }
    try {
      try (Statement statement = connection.createStatement()) {
        statement.execute("PRAGMA busy_timeout = 5000");
        // Reading the schema is the first access to the file: a damaged file fails here.
        try (ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM sqlite_master")) {
          rows.next();
        }
        statement.execute("PRAGMA journal_mode = WAL");
        statement.execute("PRAGMA synchronous = FULL");
        statement.execute("PRAGMA foreign_keys = ON");
      }
      migrations.apply(connection, absolute.toString());
      return new GameStore(absolute, connection);
    } catch (SQLException e) {
      closeQuietly(connection);
      throw new StoreException(
          absolute + " is not a Crownhead database or is damaged: " + reason(e), e);
    } catch (RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  /** The database file. */
  public Path file() {
    return file;
  }

  /** The schema version of the open database. */
  public synchronized int schemaVersion() {
    try {
      return Migrations.currentVersion(connection);
    } catch (SQLException e) {
      throw failure("read the schema version", e);
    }
  }

  /** Stores a new game (without moves). */
  public void insert(GameRecord game) {
    String marks = "?, ".repeat(23) + "?";
    write(
        "store game " + game.id(),
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  "INSERT INTO games (" + COLUMNS + ") VALUES (" + marks + ")")) {
            bindGame(insert, game);
            insert.executeUpdate();
          }
        });
  }

  /** Rewrites a game's row (after a resignation, a draw offer, a seat filled, a flag fall...). */
  public void update(GameRecord game) {
    write("update game " + game.id(), () -> updateRow(game));
  }

  /** Stores a move and the game's row as it stands after it, in one transaction. */
  public void saveMove(GameRecord game, MoveRecord move) {
    write(
        "store move " + move.move() + " of game " + game.id(),
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  "INSERT INTO moves (game_id, ply, move, black_ms, white_ms, stored_at)"
                      + " VALUES (?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, game.id());
            insert.setInt(2, move.ply());
            insert.setString(3, move.move());
            setLong(insert, 4, move.blackMs());
            setLong(insert, 5, move.whiteMs());
            insert.setString(6, move.storedAt());
            insert.executeUpdate();
          }
          updateRow(game);
        });
  }

  /**
   * Removes the moves from ply {@code fromPly} on and stores the game's row as it stands after, in
   * one transaction (a takeback).
   */
  public void saveTakeBack(GameRecord game, int fromPly) {
    write(
        "take back moves of game " + game.id(),
        () -> {
          try (PreparedStatement delete =
              connection.prepareStatement("DELETE FROM moves WHERE game_id = ? AND ply >= ?")) {
            delete.setString(1, game.id());
            delete.setInt(2, fromPly);
            delete.executeUpdate();
          }
          updateRow(game);
        });
  }

  /** Keeps a review (its JSON) under the key of the line it judged, replacing an older one. */
  public void saveReview(String lineKey, String engine, String json) {
    write(
        "store the review of line " + lineKey,
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  "INSERT OR REPLACE INTO reviews (line_key, engine, review, created_at)"
                      + " VALUES (?, ?, ?, ?)")) {
            insert.setString(1, lineKey);
            insert.setString(2, engine);
            insert.setString(3, json);
            insert.setString(4, java.time.Instant.now().toString());
            insert.executeUpdate();
          }
        });
  }

  /** The review (its JSON) kept under a line's key, if there is one. */
  public synchronized Optional<String> review(String lineKey) {
    try (PreparedStatement select =
        connection.prepareStatement("SELECT review FROM reviews WHERE line_key = ?")) {
      select.setString(1, lineKey);
      try (ResultSet rows = select.executeQuery()) {
        return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
      }
    } catch (SQLException e) {
      throw failure("read the review of line " + lineKey, e);
    }
  }

  /** A game and its moves, if it exists. */
  public synchronized Optional<StoredGame> find(String id) {
    try (PreparedStatement select =
        connection.prepareStatement("SELECT " + COLUMNS + " FROM games WHERE id = ?")) {
      select.setString(1, id);
      GameRecord game;
      try (ResultSet rows = select.executeQuery()) {
        if (!rows.next()) {
          return Optional.empty();
        }
        game = readGame(rows);
      }
      return Optional.of(new StoredGame(game, moves(id)));
    } catch (SQLException e) {
      throw failure("read game " + id, e);
    }
  }

  /** True when a game with this id exists. */
  public synchronized boolean exists(String id) {
    try (PreparedStatement select =
        connection.prepareStatement("SELECT 1 FROM games WHERE id = ?")) {
      select.setString(1, id);
      try (ResultSet rows = select.executeQuery()) {
        return rows.next();
      }
    } catch (SQLException e) {
      throw failure("look up game " + id, e);
    }
  }

  /** The ids of the games not over (waiting or playing), oldest first. */
  public synchronized List<String> unfinished() {
    List<String> ids = new ArrayList<>();
    eachRow(
        "SELECT id FROM games WHERE status IN ('waiting', 'playing') ORDER BY created_at, rowid",
        "list the unfinished games",
        rows -> ids.add(rows.getString(1)));
    return ids;
  }

  /**
   * Games newest first, with their move counts.
   *
   * @param status only games with this status, or null for all
   */
  public synchronized List<ListedGame> list(String status, int limit, int offset) {
    String sql =
        "SELECT "
            + COLUMNS
            + ", (SELECT COUNT(*) FROM moves m WHERE m.game_id = games.id) AS plies FROM games"
            + (status != null ? " WHERE status = ?" : "")
            + " ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?";
    try (PreparedStatement select = connection.prepareStatement(sql)) {
      int index = 1;
      if (status != null) {
        select.setString(index++, status);
      }
      select.setInt(index++, limit);
      select.setInt(index, offset);
      List<ListedGame> games = new ArrayList<>();
      try (ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          games.add(new ListedGame(readGame(rows), rows.getInt("plies")));
        }
      }
      return games;
    } catch (SQLException e) {
      throw failure("list games", e);
    }
  }

  /**
   * The first {@code plies} moves of the finished games ({@code over}) with at least one move, in
   * the order they were created: what the opening explorer counts.
   */
  public synchronized List<PlayedLine> finishedLines(int plies) {
    return lines("g.status = 'over'", List.of(), plies);
  }

  /** The first {@code plies} moves of the given games (those with at least one move). */
  public synchronized List<PlayedLine> firstMoves(List<String> ids, int plies) {
    if (ids.isEmpty()) {
      return List.of();
    }
    return lines("g.id IN (" + "?,".repeat(ids.size() - 1) + "?)", ids, plies);
  }

  private List<PlayedLine> lines(String where, List<String> values, int plies) {
    String sql =
        "SELECT g.id, g.start_fen, g.winner, m.move FROM games g JOIN moves m ON m.game_id = g.id"
            + " WHERE "
            + where
            + " AND m.ply < ? ORDER BY g.created_at, g.rowid, m.ply";
    try (PreparedStatement select = connection.prepareStatement(sql)) {
      int index = 1;
      for (String value : values) {
        select.setString(index++, value);
      }
      select.setInt(index, plies);
      List<PlayedLine> lines = new ArrayList<>();
      try (ResultSet rows = select.executeQuery()) {
        String id = null;
        String fen = null;
        String winner = null;
        List<String> moves = new ArrayList<>();
        while (rows.next()) {
          if (!rows.getString(1).equals(id)) {
            if (id != null) {
              lines.add(new PlayedLine(id, fen, winner, moves));
            }
            id = rows.getString(1);
            fen = rows.getString(2);
            winner = rows.getString(3);
            moves = new ArrayList<>();
          }
          moves.add(rows.getString(4));
        }
        if (id != null) {
          lines.add(new PlayedLine(id, fen, winner, moves));
        }
      }
      return lines;
    } catch (SQLException e) {
      throw failure("read the games' first moves", e);
    }
  }

  /** How many games there are, or with the given status (null for all). */
  public synchronized int count(String status) {
    String sql = "SELECT COUNT(*) FROM games" + (status != null ? " WHERE status = ?" : "");
    try (PreparedStatement select = connection.prepareStatement(sql)) {
      if (status != null) {
        select.setString(1, status);
      }
      try (ResultSet rows = select.executeQuery()) {
        rows.next();
        return rows.getInt(1);
      }
    } catch (SQLException e) {
      throw failure("count games", e);
    }
  }

  // Puzzles (migration 4): the one local player's rating, the puzzles' ratings, the attempts.

  @Override
  public synchronized Optional<Glicko2.Rating> puzzlePlayer() {
    try (Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery("SELECT rating, deviation, volatility FROM puzzle_player")) {
      return rows.next()
          ? Optional.of(new Glicko2.Rating(rows.getDouble(1), rows.getDouble(2), rows.getDouble(3)))
          : Optional.empty();
    } catch (SQLException e) {
      throw failure("read the puzzle rating", e);
    }
  }

  @Override
  public synchronized java.util.Map<String, Glicko2.Rating> puzzleRatings() {
    java.util.Map<String, Glicko2.Rating> ratings = new java.util.HashMap<>();
    eachRow(
        "SELECT puzzle_id, rating, deviation, volatility FROM puzzle_ratings",
        "read the puzzles' ratings",
        rows ->
            ratings.put(
                rows.getString(1),
                new Glicko2.Rating(rows.getDouble(2), rows.getDouble(3), rows.getDouble(4))));
    return ratings;
  }

  @Override
  public synchronized List<PuzzleRecords.Finished> puzzleAttempts() {
    List<PuzzleRecords.Finished> attempts = new ArrayList<>();
    eachRow(
        "SELECT puzzle_id, solved, player_after FROM puzzle_attempts ORDER BY id",
        "read the puzzle attempts",
        rows ->
            attempts.add(
                new PuzzleRecords.Finished(
                    rows.getString(1), rows.getInt(2) == 1, rows.getDouble(3))));
    return attempts;
  }

  @Override
  public void savePuzzleAttempt(PuzzleRecords.Attempt attempt) {
    write(
        "store the attempt at puzzle " + attempt.puzzleId(),
        () -> {
          try (PreparedStatement player =
                  connection.prepareStatement(
                      "INSERT OR REPLACE INTO puzzle_player (id, rating, deviation, volatility)"
                          + " VALUES (1, ?, ?, ?)");
              PreparedStatement puzzle =
                  connection.prepareStatement(
                      "INSERT OR REPLACE INTO puzzle_ratings"
                          + " (puzzle_id, rating, deviation, volatility) VALUES (?, ?, ?, ?)");
              PreparedStatement insert =
                  connection.prepareStatement(
                      "INSERT INTO puzzle_attempts (puzzle_id, solved, moves, player_before,"
                          + " player_after, puzzle_after, created_at)"
                          + " VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            player.setDouble(1, attempt.playerAfter().rating());
            player.setDouble(2, attempt.playerAfter().deviation());
            player.setDouble(3, attempt.playerAfter().volatility());
            player.executeUpdate();
            puzzle.setString(1, attempt.puzzleId());
            puzzle.setDouble(2, attempt.puzzleAfter().rating());
            puzzle.setDouble(3, attempt.puzzleAfter().deviation());
            puzzle.setDouble(4, attempt.puzzleAfter().volatility());
            puzzle.executeUpdate();
            insert.setString(1, attempt.puzzleId());
            insert.setInt(2, attempt.solved() ? 1 : 0);
            insert.setString(3, String.join(" ", attempt.moves()));
            insert.setDouble(4, attempt.playerBefore().rating());
            insert.setDouble(5, attempt.playerAfter().rating());
            insert.setDouble(6, attempt.puzzleAfter().rating());
            insert.setString(7, java.time.Instant.now().toString());
            insert.executeUpdate();
          }
        });
  }

  /** Finishes the writes already asked for, then closes the file. Later writes fail. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    writes.add(END);
    try {
      writer.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      closeQuietly(connection);
    }
  }

  private List<MoveRecord> moves(String id) throws SQLException {
    List<MoveRecord> moves = new ArrayList<>();
    try (PreparedStatement select =
        connection.prepareStatement(
            "SELECT ply, move, black_ms, white_ms, stored_at FROM moves"
                + " WHERE game_id = ? ORDER BY ply")) {
      select.setString(1, id);
      try (ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          moves.add(
              new MoveRecord(
                  rows.getInt(1),
                  rows.getString(2),
                  getLong(rows, 3),
                  getLong(rows, 4),
                  rows.getString(5)));
        }
      }
    }
    return moves;
  }

  private void updateRow(GameRecord game) throws SQLException {
    String assignments =
        "mode = ?, start_fen = ?, black_name = ?, black_kind = ?, white_name = ?,"
            + " white_kind = ?, level = ?, black_token_hash = ?, white_token_hash = ?,"
            + " invite_code = ?, clock_initial_ms = ?, clock_increment_ms = ?, black_ms = ?,"
            + " white_ms = ?, status = ?, result = ?, winner = ?, termination = ?,"
            + " draw_offer = ?, created_at = ?, updated_at = ?, rematch_offer = ?, rematch_id = ?";
    try (PreparedStatement update =
        connection.prepareStatement("UPDATE games SET " + assignments + " WHERE id = ?")) {
      // Every column but the id (the first value), then the id for the WHERE clause.
      Object[] values = values(game);
      for (int i = 1; i < values.length; i++) {
        bind(update, i, values[i]);
      }
      bind(update, values.length, game.id());
      if (update.executeUpdate() != 1) {
        throw new SQLException("game " + game.id() + " is not in the store");
      }
    }
  }

  private static void bindGame(PreparedStatement statement, GameRecord game) throws SQLException {
    Object[] values = values(game);
    for (int i = 0; i < values.length; i++) {
      bind(statement, i + 1, values[i]);
    }
  }

  private static Object[] values(GameRecord game) {
    return new Object[] {
      game.id(),
      game.mode(),
      game.startFen(),
      game.blackName(),
      game.blackKind(),
      game.whiteName(),
      game.whiteKind(),
      game.level(),
      game.blackTokenHash(),
      game.whiteTokenHash(),
      game.inviteCode(),
      game.clockInitialMs(),
      game.clockIncrementMs(),
      game.blackMs(),
      game.whiteMs(),
      game.status(),
      game.result(),
      game.winner(),
      game.termination(),
      game.drawOffer(),
      game.createdAt(),
      game.updatedAt(),
      game.rematchOffer(),
      game.rematchId()
    };
  }

  private static void bind(PreparedStatement statement, int index, Object value)
      throws SQLException {
    if (value == null) {
      statement.setNull(index, Types.NULL);
    } else if (value instanceof Long) {
      statement.setLong(index, (Long) value);
    } else {
      statement.setString(index, (String) value);
    }
  }

  private static GameRecord readGame(ResultSet rows) throws SQLException {
    return new GameRecord(
        rows.getString("id"),
        rows.getString("mode"),
        rows.getString("start_fen"),
        rows.getString("black_name"),
        rows.getString("black_kind"),
        rows.getString("white_name"),
        rows.getString("white_kind"),
        rows.getString("level"),
        rows.getString("black_token_hash"),
        rows.getString("white_token_hash"),
        rows.getString("invite_code"),
        getLong(rows, "clock_initial_ms"),
        getLong(rows, "clock_increment_ms"),
        getLong(rows, "black_ms"),
        getLong(rows, "white_ms"),
        rows.getString("status"),
        rows.getString("result"),
        rows.getString("winner"),
        rows.getString("termination"),
        rows.getString("draw_offer"),
        rows.getString("created_at"),
        rows.getString("updated_at"),
        rows.getString("rematch_offer"),
        rows.getString("rematch_id"));
  }

  private static Long getLong(ResultSet rows, String column) throws SQLException {
    long value = rows.getLong(column);
    return rows.wasNull() ? null : value;
  }

  private static Long getLong(ResultSet rows, int column) throws SQLException {
    long value = rows.getLong(column);
    return rows.wasNull() ? null : value;
  }

  private static void setLong(PreparedStatement statement, int index, Long value)
      throws SQLException {
    bind(statement, index, value);
  }

  /** A piece of work on the connection that may fail. */
  private interface Work {
    void run() throws SQLException;
  }

  /** What is done with each row a query returns. */
  private interface Row {
    void read(ResultSet rows) throws SQLException;
  }

  /** Runs a query without parameters and hands each row it returns to {@code row}. */
  private void eachRow(String sql, String what, Row row) {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(sql)) {
      while (rows.next()) {
        row.read(rows);
      }
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  /** Hands a write to the writer thread and waits until it is on disk. */
  private void write(String what, Work work) {
    if (closed) {
      throw new StoreException("cannot " + what + ": the store " + file + " is closed");
    }
    Write write = new Write(what, work, new CompletableFuture<>());
    writes.add(write);
    try {
      write.done().join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof StoreException failure) {
        throw failure;
      }
      throw new StoreException("cannot " + what + " in " + file + ": " + e.getCause(), e);
    }
  }

  /** The writer thread: commits the waiting writes in groups until the store closes. */
  private void writeGroups() {
    List<Write> group = new ArrayList<>();
    boolean running = true;
    while (running) {
      try {
        group.add(writes.take());
      } catch (InterruptedException e) {
        continue; // only close() ends the writer, so that no write is left waiting
      }
      writes.drainTo(group, MAX_GROUP - 1);
      running = !group.remove(END);
      if (!group.isEmpty()) {
        synchronized (this) {
          commit(group);
        }
      }
      group.clear();
    }
    for (Write left = writes.poll(); left != null; left = writes.poll()) {
      left.done()
          .completeExceptionally(
              new StoreException("cannot " + left.what() + ": the store " + file + " is closed"));
    }
  }

  /** Applies a group of writes, each in its own savepoint, and commits them together. */
  private void commit(List<Write> group) {
    StoreException[] failures = new StoreException[group.size()];
    try {
      connection.setAutoCommit(false);
      try {
        for (int i = 0; i < group.size(); i++) {
          Write write = group.get(i);
          Savepoint savepoint = connection.setSavepoint();
          try {
            write.work().run();
            connection.releaseSavepoint(savepoint);
          } catch (SQLException e) {
            connection.rollback(savepoint);
            failures[i] = failure(write.what(), e);
          } catch (RuntimeException e) {
            connection.rollback(savepoint);
            failures[i] = new StoreException("cannot " + write.what() + ": " + e, e);
          }
        }
        connection.commit();
      } catch (SQLException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      for (int i = 0; i < group.size(); i++) {
        failures[i] = failure(group.get(i).what(), e); // nothing of the group reached the disk
      }
    }
    for (int i = 0; i < group.size(); i++) {
      if (failures[i] == null) {
        group.get(i).done().complete(null);
      } else {
        group.get(i).done().completeExceptionally(failures[i]);
      }
    }
  }

  private StoreException failure(String what, SQLException e) {
    return new StoreException("cannot " + what + " in " + file + ": " + reason(e), e);
  }

  private static String reason(SQLException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    int newline = message.indexOf('\n');
    return (newline < 0 ? message : message.substring(0, newline)).strip();
  }

  private static void closeQuietly(Connection connection) {
    try {
      connection.close();
    } catch (SQLException e) {
      // Nothing more can be done with a connection that fails to close.
    }
  }
}
