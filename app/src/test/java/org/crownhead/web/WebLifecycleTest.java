package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's life through the API: the clock starts once both sides have moved, a game nobody starts
 * is aborted, invitations, fair play between people, rematches, answers to draw offers, and
 * positions that cannot start a game. The server's grace period is three seconds here (30 by
 * default), so that the abort can be watched.
 */
class WebLifecycleTest {
  @TempDir static Path dir;
  static Api api;

  @BeforeAll
  static void start() {
    api = Api.start(dir, Duration.ofSeconds(3));
  }

  @AfterAll
  static void stop() {
    api.close();
  }

  /**
   * An online game with both seats taken, and the moves played in turn from Black's: {id, black,
   * white}.
   */
  private static String[] online(String clock, String... moves) {
    JsonNode created =
        api.create(
            "{\"mode\": \"online\", \"colour\": \"black\""
                + (clock == null ? "" : ", \"clock\": " + clock)
                + "}");
    String id = created.get("game").get("id").asText();
    String invite = created.get("invite").asText();
    JsonNode joined =
        api.post("/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\"}").json();
    String[] game = {
      id, created.get("seats").get("black").asText(), joined.get("seats").get("white").asText()
    };
    for (int ply = 0; ply < moves.length; ply++) {
      api.move(id, moves[ply], game[1 + ply % 2]);
    }
    return game;
  }

  @Test
  void noClockRunsUntilBothSidesHaveMoved() {
    JsonNode created =
        api.create(
            "{\"mode\": \"local\", \"clock\": {\"initialMs\": 60000, \"incrementMs\": 1000}}");
    String id = created.get("game").get("id").asText();
    String black = created.get("seats").get("black").asText();
    JsonNode game = created.get("game");
    assertThat(game.get("clock").get("running").isNull()).isTrue();
    assertThat(game.get("graceMs").asLong()).isPositive().isLessThanOrEqualTo(3000);
    assertThat(game.get("abortable").asBoolean()).isTrue();

    JsonNode first = api.move(id, "11-15", black).json();
    assertThat(first.get("clock").get("running").isNull()).isTrue();
    assertThat(first.get("clock").get("blackMs").asLong()).isEqualTo(60_000);
    assertThat(first.get("graceMs").asLong()).isPositive();
    assertThat(first.get("abortable").asBoolean()).isTrue();

    JsonNode second = api.move(id, "22-18", black).json();
    assertThat(second.get("clock").get("running").asText()).isEqualTo("black");
    assertThat(second.get("clock").get("whiteMs").asLong()).isEqualTo(60_000);
    assertThat(second.get("graceMs").isNull()).isTrue();
    assertThat(second.get("abortable").asBoolean()).isFalse();
    Api.Reply late = api.post("/api/games/" + id + "/abort", "", black);
    assertThat(late.status()).isEqualTo(409);
    assertThat(late.error()).contains("can no longer be aborted");
  }

  @Test
  void aGameWhoseSideDoesNotMoveInTheGracePeriodIsAbortedAndNotAResult() throws Exception {
    String[] game = online("{\"initialMs\": 60000, \"incrementMs\": 0}");
    String id = game[0];
    assertThat(api.move(id, "11-15", game[1]).status()).isEqualTo(200);
    // White never replies: after the grace period the game is aborted, not lost.
    Api.Socket socket = api.socket("/ws/games/" + id);
    JsonNode aborted =
        socket.next(m -> m.get("game").get("status").asText().equals("aborted")).get("game");
    socket.close();
    assertThat(aborted.get("result").isNull()).isTrue();
    assertThat(aborted.get("winner").isNull()).isTrue();
    assertThat(aborted.get("legalMoves")).isEmpty();
    assertThat(aborted.get("clock").get("running").isNull()).isTrue();
    assertThat(api.move(id, "22-18", game[2]).status()).isEqualTo(409);
    assertThat(ids("over")).doesNotContain(id);
    assertThat(ids("aborted")).contains(id);
    assertThat(storedStatus(id)).isEqualTo("aborted");
  }

  @Test
  void aGameWithoutAClockHasNoGracePeriod() {
    String[] game = online(null);
    assertThat(api.view(game[0]).get("graceMs").isNull()).isTrue();
    assertThat(api.view(game[0]).get("abortable").asBoolean()).isTrue();
  }

  @Test
  void eitherPlayerMayAbortBeforeBothHaveMoved() throws Exception {
    String[] game = online(null);
    String id = game[0];
    assertThat(api.move(id, "11-15", game[1]).status()).isEqualTo(200);
    Api.Reply aborted = api.post("/api/games/" + id + "/abort", "", game[2]);
    assertThat(aborted.status()).as(aborted.text()).isEqualTo(200);
    assertThat(aborted.json().get("status").asText()).isEqualTo("aborted");
    assertThat(aborted.json().get("abortable").asBoolean()).isFalse();
    assertThat(api.post("/api/games/" + id + "/resign", "", game[1]).status()).isEqualTo(409);
    assertThat(api.post("/api/games/" + id + "/abort", "", "not-a-seat").status()).isEqualTo(403);
    assertThat(storedStatus(id)).isEqualTo("aborted");
  }

  @Test
  void theCreatorCannotTakeTheFriendsSeatAndCanCancelTheInvitation() throws Exception {
    JsonNode created = api.create("{\"mode\": \"online\", \"colour\": \"white\"}");
    String id = created.get("game").get("id").asText();
    String white = created.get("seats").get("white").asText();
    String invite = created.get("invite").asText();
    Api.Reply own =
        api.post("/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\"}", white);
    assertThat(own.status()).isEqualTo(409);
    assertThat(own.error()).contains("already have a seat");
    assertThat(api.view(id).get("status").asText()).isEqualTo("waiting");

    Api.Reply cancelled = api.post("/api/games/" + id + "/abort", "", white);
    assertThat(cancelled.status()).as(cancelled.text()).isEqualTo(200);
    assertThat(cancelled.json().get("status").asText()).isEqualTo("aborted");
    Api.Reply late = api.post("/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\"}");
    assertThat(late.status()).isEqualTo(409);
    assertThat(late.error()).contains("cancelled");
    assertThat(storedStatus(id)).isEqualTo("aborted");
  }

  @Test
  void aGameBetweenTwoPeopleGetsNoEngineHelpUntilItIsOver() {
    String[] game = online(null, "11-15", "23-19");
    String id = game[0];
    Api.Reply hint = api.post("/api/games/" + id + "/hint", "", game[1]);
    assertThat(hint.status()).isEqualTo(403);
    assertThat(hint.error()).contains("not offered");
    String fen = api.view(id).get("fen").asText();

    Api.Reply analysis = api.post("/api/analysis", "{\"fen\": \"" + fen + "\", \"timeMs\": 50}");
    assertThat(analysis.status()).isEqualTo(403);
    assertThat(analysis.error()).contains("two people");
    // One move on (a candidate move tried on the analysis board) is refused too.
    Api.Reply after =
        api.post("/api/positions", "{\"fen\": \"" + fen + "\", \"moves\": [\"8-11\"]}");
    String next = after.json().get("fen").asText();
    assertThat(api.post("/api/analysis", "{\"fen\": \"" + next + "\", \"timeMs\": 50}").status())
        .isEqualTo(403);
    JsonNode position = api.post("/api/positions", "{\"fen\": \"" + fen + "\"}").json();
    assertThat(position.get("legalMoves")).isNotEmpty();
    assertThat(position.get("endgame").get("refused").asText()).contains("two people");
    Api.Socket socket = api.socket("/ws/analysis");
    socket.send("{\"type\": \"analyse\", \"fen\": \"" + fen + "\"}");
    JsonNode refused = socket.next(m -> !m.get("type").asText().equals("pong"));
    assertThat(refused.get("type").asText()).isEqualTo("refused");

    // Over: the engine may look at it.
    api.post("/api/games/" + id + "/resign", "", game[2]);
    assertThat(api.post("/api/analysis", "{\"fen\": \"" + fen + "\", \"timeMs\": 50}").status())
        .isEqualTo(200);
    assertThat(
            api.post("/api/positions", "{\"fen\": \"" + fen + "\"}")
                .json()
                .get("endgame")
                .has("refused"))
        .isFalse();
    socket.send("{\"type\": \"analyse\", \"fen\": \"" + fen + "\"}");
    assertThat(socket.next(m -> true).get("type").asText()).isIn("info", "done");
    socket.close();
  }

  @Test
  void aRematchAgainstTheEngineSwapsColoursAndKeepsTheSettings() {
    JsonNode created =
        api.create(
            "{\"mode\": \"engine\", \"colour\": \"black\", \"level\": \"beginner\","
                + " \"clock\": {\"initialMs\": 120000, \"incrementMs\": 2000}}");
    String id = created.get("game").get("id").asText();
    String token = created.get("seats").get("black").asText();
    assertThat(api.post("/api/games/" + id + "/rematch", "", token).status()).isEqualTo(409);
    api.post("/api/games/" + id + "/resign", "", token);
    JsonNode old = api.post("/api/games/" + id + "/rematch", "", token).json();
    String rematch = old.get("rematch").asText();
    JsonNode game = api.view(rematch);
    assertThat(game.get("players").get("white").get("kind").asText()).isEqualTo("human");
    assertThat(game.get("players").get("black").get("kind").asText()).isEqualTo("engine");
    assertThat(game.get("players").get("black").get("level").asText()).isEqualTo("beginner");
    assertThat(game.get("clock").get("initialMs").asLong()).isEqualTo(120_000);
    assertThat(game.get("clock").get("incrementMs").asLong()).isEqualTo(2000);
    // The engine (now Black) opens; the same token plays White.
    JsonNode replied = api.await(rematch, v -> v.get("moves").size() == 1);
    String reply = replied.get("legalMoves").get(0).get("text").asText();
    assertThat(api.move(rematch, reply, token).status()).isEqualTo(200);
    // Asking again gives the same rematch.
    assertThat(api.post("/api/games/" + id + "/rematch", "", token).json().get("rematch").asText())
        .isEqualTo(rematch);
  }

  @Test
  void anOnlineRematchStartsWhenTheOtherPlayerAccepts() {
    String[] game = online(null, "11-15", "23-19");
    String id = game[0];
    api.post("/api/games/" + id + "/resign", "", game[1]);
    JsonNode offered = api.post("/api/games/" + id + "/rematch", "", game[1]).json();
    assertThat(offered.get("rematchOffer").asText()).isEqualTo("black");
    assertThat(offered.get("rematch").isNull()).isTrue();
    JsonNode accepted = api.post("/api/games/" + id + "/rematch", "", game[2]).json();
    String rematch = accepted.get("rematch").asText();
    assertThat(api.view(id).get("rematch").asText()).isEqualTo(rematch);
    // Colours swapped: the old White token now plays Black, and moves first.
    assertThat(api.move(rematch, "11-15", game[1]).status()).isEqualTo(409);
    assertThat(api.move(rematch, "11-15", game[2]).status()).isEqualTo(200);
    assertThat(api.move(rematch, "22-18", game[1]).status()).isEqualTo(200);
    assertThat(api.view(rematch).get("status").asText()).isEqualTo("playing");
  }

  @Test
  void aDeclinedDrawOfferIsToldToTheSideThatOffered() {
    String[] game = online(null, "11-15");
    String id = game[0];
    api.draw(id, "offer", game[2]);
    Api.Socket socket = api.socket("/ws/games/" + id + "?token=" + game[2]);
    api.draw(id, "decline", game[1]);
    JsonNode told = socket.next(m -> !m.get("game").get("drawDeclined").isNull()).get("game");
    assertThat(told.get("drawDeclined").asText()).isEqualTo("black");
    assertThat(told.get("drawOffer").isNull()).isTrue();
    JsonNode moved = api.move(id, "23-19", game[2]).json();
    assertThat(moved.get("drawDeclined").isNull()).isTrue();
    socket.close();
  }

  @Test
  void theEngineDeclinesADrawInTheOpeningFromAnEqualScore() {
    Api.Seat seat =
        api.create(
            "{\"mode\": \"engine\", \"colour\": \"black\", \"level\": \"beginner\"}", "black");
    api.move(seat.game(), "11-15", seat.token());
    JsonNode replied =
        api.await(seat.game(), v -> v.get("moves").size() == 2 && !v.get("thinking").asBoolean());
    Api.Reply answer = api.draw(seat.game(), "offer", seat.token());
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    assertThat(answer.json().get("accepted").asBoolean()).isFalse();
    assertThat(answer.json().get("status").asText()).isEqualTo("playing");
    assertThat(answer.json().get("drawDeclined").asText()).isEqualTo("white");
    assertThat(replied.get("moves")).hasSize(2);
  }

  @Test
  void aGameCannotStartFromAPositionThatIsOverOrEmpty() {
    Api.Reply over = api.post("/api/games", "{\"mode\": \"local\", \"fen\": \"W:W:B1\"}");
    assertThat(over.status()).isEqualTo(422);
    assertThat(over.error()).contains("already over");
    for (String fen : List.of("B", "B:", "B:W", "B:W:B")) {
      Api.Reply created = api.post("/api/games", "{\"mode\": \"local\", \"fen\": \"" + fen + "\"}");
      assertThat(created.status()).as(fen).isEqualTo(400);
      assertThat(created.error()).as(fen).contains("no pieces");
      Api.Reply position = api.post("/api/positions", "{\"fen\": \"" + fen + "\"}");
      assertThat(position.status()).as(fen).isEqualTo(400);
      assertThat(position.error()).as(fen).contains("no pieces");
      assertThat(api.post("/api/analysis", "{\"fen\": \"" + fen + "\"}").status())
          .as(fen)
          .isEqualTo(400);
    }
  }

  private static List<String> ids(String status) {
    List<String> ids = new ArrayList<>();
    api.get("/api/games?limit=500&status=" + status)
        .json()
        .get("games")
        .forEach(g -> ids.add(g.get("id").asText()));
    return ids;
  }

  private static String storedStatus(String id) throws Exception {
    Path file = dir.resolve("crownhead.db");
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        PreparedStatement select =
            connection.prepareStatement("SELECT status FROM games WHERE id = ?")) {
      select.setString(1, id);
      try (ResultSet rows = select.executeQuery()) {
        assertThat(rows.next()).isTrue();
        return rows.getString(1);
      }
    }
  }
}
