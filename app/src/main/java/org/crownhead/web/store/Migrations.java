package org.crownhead.web.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The schema's versions: the SQL files {@code db/1.sql}, {@code db/2.sql}, ... on the class path,
 * applied in order, each in one transaction with its row in {@code schema_version}. A database
 * whose version is newer than the newest file is refused, so that an older Crownhead never writes
 * to a store it does not understand.
 */
final class Migrations {
  private final List<String> scripts;

  private Migrations(List<String> scripts) {
    this.scripts = scripts;
  }

  /** The migrations found on the class path under {@code db/}. */
  static Migrations fromClassPath() {
    List<String> scripts = new ArrayList<>();
    for (int version = 1; ; version++) {
      try (InputStream in = Migrations.class.getResourceAsStream("/db/" + version + ".sql")) {
        if (in == null) {
          break;
        }
        scripts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new Migrations(scripts);
  }

  /** Migrations given as the texts of versions 1, 2, ... (for tests). */
  static Migrations of(List<String> scripts) {
    return new Migrations(List.copyOf(scripts));
  }

  /** The newest version these migrations know. */
  int latest() {
    return scripts.size();
  }

  /**
   * Brings the database up to the newest version.
   *
   * @return the version the database had before
   * @throws StoreException if the database is newer than these migrations
   */
  int apply(Connection connection, String name) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(
          "CREATE TABLE IF NOT EXISTS schema_version ("
              + "version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    }
    int current = currentVersion(connection);
    if (current > latest()) {
      throw new StoreException(
          name
              + " was written by a newer Crownhead (schema version "
              + current
              + "; this one knows up to "
              + latest()
              + "): use a newer Crownhead or another data directory");
    }
    for (int version = current + 1; version <= latest(); version++) {
      connection.setAutoCommit(false);
      try (Statement statement = connection.createStatement()) {
        for (String sql : statements(scripts.get(version - 1))) {
          statement.execute(sql);
        }
        statement.execute(
            "INSERT INTO schema_version (version, applied_at) VALUES ("
                + version
                + ", '"
                + Instant.now()
                + "')");
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    }
    return current;
  }

  static int currentVersion(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("SELECT MAX(version) FROM schema_version")) {
      return rows.next() ? rows.getInt(1) : 0;
    }
  }

  /** The statements of a script: split at semicolons that end a line; comment lines dropped. */
  static List<String> statements(String script) {
    List<String> statements = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    for (String line : script.split("\n", -1)) {
      String trimmed = line.strip();
      if (trimmed.startsWith("--") || trimmed.isEmpty()) {
        continue;
      }
      current.append(line).append('\n');
      if (trimmed.endsWith(";")) {
        statements.add(current.toString().strip());
        current.setLength(0);
      }
    }
    if (!current.toString().isBlank()) {
      statements.add(current.toString().strip());
    }
    return statements;
  }
}
