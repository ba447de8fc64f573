package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real program, killed with SIGKILL in the middle of games and started again on the same data
 * directory: every game, move and clock is as it was stored, the engine thinks again, and the games
 * can be finished.
 */
class ServerRestartIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern RUNNING =
      Pattern.compile("Crownhead is running at http://localhost:(\\d+)/");

  @TempDir Path dataDir;

  private final HttpClient http = HttpClient.newHttpClient();
  private int port;

  @Test
  void aKilledServerLosesNothing() throws Exception {
    Process first = start();
    String engineId;
    String human;
    String onlineId;
    String black;
    String white;
    String secondMove;
    try {
      // An online game with a few moves.
      JsonNode online =
          post(
              "/api/games",
              "{\"mode\": \"online\", \"colour\": \"black\","
                  + " \"clock\": {\"initialMs\": 900000, \"incrementMs\": 2000}}",
              null);
      onlineId = online.get("game").get("id").asText();
      black = online.get("seats").get("black").asText();
      white =
          post(
                  "/api/games/" + onlineId + "/join",
                  "{\"invite\": \"" + online.get("invite").asText() + "\"}",
                  null)
              .get("seats")
              .get("white")
              .asText();
      post("/api/games/" + onlineId + "/moves", "{\"move\": \"9-13\"}", black);
      post("/api/games/" + onlineId + "/moves", "{\"move\": \"22-18\"}", white);
      post("/api/games/" + onlineId + "/moves", "{\"move\": \"13-17\"}", black);
      // Last, a clocked game against the engine at full strength, killed while it thinks.
      JsonNode engine =
          post(
              "/api/games",
              "{\"mode\": \"engine\", \"colour\": \"black\", \"level\": \"maximum\","
                  + " \"clock\": {\"initialMs\": 600000, \"incrementMs\": 0}}",
              null);
      engineId = engine.get("game").get("id").asText();
      human = engine.get("seats").get("black").asText();
      post("/api/games/" + engineId + "/moves", "{\"move\": \"11-15\"}", human);
      JsonNode replied = await(engineId, view -> view.get("moves").size() == 2);
      secondMove = replied.get("legalMoves").get(0).get("text").asText();
      post(
          "/api/games/" + engineId + "/moves",
          "{\"move\": \"" + secondMove + "\", \"ply\": 2}",
          human);

    } finally {
      first.destroyForcibly();
      first.waitFor(60, TimeUnit.SECONDS);
    }

    // What the store holds after the kill.
    Stored engineStored = stored(engineId);
    Stored onlineStored = stored(onlineId);
    assertThat(onlineStored.moves).containsExactly("9-13", "22-18", "13-17");
    assertThat(engineStored.moves).hasSizeGreaterThanOrEqualTo(3);
    assertThat(engineStored.moves.subList(0, 1)).containsExactly("11-15");
    assertThat(engineStored.moves.get(2)).isEqualTo(secondMove);
    // The game's clock is the one stored with its last move.
    assertThat(onlineStored.blackMs).isEqualTo(onlineStored.lastBlackMs);
    assertThat(onlineStored.whiteMs).isEqualTo(onlineStored.lastWhiteMs);
    assertThat(onlineStored.blackMs).isGreaterThan(900_000 - 60_000L).isLessThanOrEqualTo(904_000);

    long starting = System.nanoTime();
    Process second = start();
    // The server said it listens: only from now on may the clock to move run again.
    long listening = System.nanoTime();
    // How late the test may read the server's "running" line after the clocks ran again: half the
    // start-up it has just watched, so a loaded machine gets a wider margin, and a start-up charged
    // to a clock (all of it, at least) still fails.
    long pipeMarginMs = (listening - starting) / 2_000_000;
    try {
      JsonNode view = get("/api/games/" + onlineId);
      long sinceListening = (System.nanoTime() - listening) / 1_000_000;
      assertThat(view.get("status").asText()).isEqualTo("playing");
      assertThat(moves(view)).isEqualTo(onlineStored.moves);
      JsonNode clock = view.get("clock");
      assertThat(clock.get("running").asText()).isEqualTo("white");
      // The side not to move has exactly its stored time; the side to move has lost at most the
      // time since the server said it listens, not the time it was down or starting up (the
      // margin covers the line's way through the pipe, not the start-up).
      long charged = onlineStored.whiteMs - clock.get("whiteMs").asLong();
      assertThat(clock.get("blackMs").asLong()).isEqualTo(onlineStored.blackMs);
      assertThat(charged)
          .as("charged to White after the restart, with %d ms since listening", sinceListening)
          .isGreaterThanOrEqualTo(0)
          .isLessThanOrEqualTo(sinceListening + pipeMarginMs);

      JsonNode engineView = get("/api/games/" + engineId);
      assertThat(moves(engineView).subList(0, engineStored.moves.size()))
          .isEqualTo(engineStored.moves);
      long upNow = (System.nanoTime() - listening) / 1_000_000 + pipeMarginMs;
      if (engineView.get("moves").size() == 3) {
        // The engine is to move (it was thinking when the server died): the person's clock
        // stands still at its stored time.
        assertThat(engineView.get("clock").get("blackMs").asLong()).isEqualTo(engineStored.blackMs);
      } else {
        // The engine has replied (before the kill, or at once with an only move after the
        // restart): the person's clock runs, charged at most the time since the restart.
        assertThat(engineView.get("clock").get("blackMs").asLong())
            .isLessThanOrEqualTo(engineStored.blackMs)
            .isGreaterThanOrEqualTo(engineStored.blackMs - upNow);
      }

      // The engine, to move when the server died, thinks again and replies.
      JsonNode again = await(engineId, v -> v.get("moves").size() == 4);
      assertThat(again.get("turn").asText()).isEqualTo("black");
      assertThat(moves(again).subList(0, engineStored.moves.size())).isEqualTo(engineStored.moves);

      // The online game goes on from where it was, and is finished.
      post("/api/games/" + onlineId + "/moves", "{\"move\": \"21x14\", \"ply\": 3}", white);
      JsonNode over = post("/api/games/" + onlineId + "/resign", "", black);
      assertThat(over.get("status").asText()).isEqualTo("over");
      assertThat(over.get("winner").asText()).isEqualTo("white");
      assertThat(moves(over)).containsExactly("9-13", "22-18", "13-17", "21x14");
      JsonNode history = get("/api/games?status=over");
      assertThat(history.get("total").asInt()).isEqualTo(1);
      assertThat(history.get("games").get(0).get("id").asText()).isEqualTo(onlineId);
    } finally {
      second.destroy();
      if (!second.waitFor(60, TimeUnit.SECONDS)) {
        second.destroyForcibly();
      }
    }
  }

  private Process start() throws IOException {
    assertThat(PackagedServer.JAR).exists();
    Process process =
        new ProcessBuilder(PackagedServer.command(0, dataDir))
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String line;
    while ((line = out.readLine()) != null) {
      Matcher matcher = RUNNING.matcher(line);
      if (matcher.find()) {
        port = Integer.parseInt(matcher.group(1));
        return process;
      }
    }
    throw new AssertionError("the server stopped before it said where it runs");
  }

  private static List<String> moves(JsonNode view) {
    List<String> moves = new ArrayList<>();
    view.get("moves").forEach(m -> moves.add(m.asText()));
    return moves;
  }

  private JsonNode await(String id, Predicate<JsonNode> condition) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    JsonNode view = get("/api/games/" + id);
    while (!condition.test(view)) {
      assertThat(System.nanoTime()).as("waiting for game %s: %s", id, view).isLessThan(deadline);
      Thread.sleep(100);
      view = get("/api/games/" + id);
    }
    return view;
  }

  private JsonNode get(String path) throws Exception {
    return send(request(path), 200);
  }

  private JsonNode post(String path, String body, String token) throws Exception {
    HttpRequest.Builder request =
        request(path)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      request.header("X-Seat-Token", token);
    }
    return send(request, 201);
  }

  private HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
  }

  /** Sends the request; the JSON of the answer, whose status must be from 200 to the highest. */
  private JsonNode send(HttpRequest.Builder request, int highest) throws Exception {
    HttpRequest sent = request.build();
    HttpResponse<String> response = http.send(sent, HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode())
        .as(sent.uri() + ": " + response.body())
        .isBetween(200, highest);
    return JSON.readTree(response.body());
  }

  /** A game as the store holds it. */
  private static final class Stored {
    final List<String> moves = new ArrayList<>();
    long blackMs;
    long whiteMs;
    long lastBlackMs;
    long lastWhiteMs;
  }

  private Stored stored(String id) throws Exception {
    Path file = dataDir.resolve("crownhead.db");
    assertThat(Files.exists(file)).isTrue();
    Stored stored = new Stored();
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      try (PreparedStatement select =
          connection.prepareStatement("SELECT black_ms, white_ms FROM games WHERE id = ?")) {
        select.setString(1, id);
        try (ResultSet rows = select.executeQuery()) {
          assertThat(rows.next()).isTrue();
          stored.blackMs = rows.getLong(1);
          stored.whiteMs = rows.getLong(2);
        }
      }
      try (PreparedStatement select =
          connection.prepareStatement(
              "SELECT move, black_ms, white_ms FROM moves WHERE game_id = ? ORDER BY ply")) {
        select.setString(1, id);
        try (ResultSet rows = select.executeQuery()) {
          while (rows.next()) {
            stored.moves.add(rows.getString(1));
            stored.lastBlackMs = rows.getLong(2);
            stored.lastWhiteMs = rows.getLong(3);
          }
        }
      }
    }
    return stored;
  }
}
