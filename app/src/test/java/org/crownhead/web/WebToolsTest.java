package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The tools without a game: positions, analysis (HTTP and WebSocket), PDN import and export. */
class WebToolsTest {
  @RegisterExtension static final Api api = Api.perClass();

  @Test
  void aPositionAfterMovesWithItsLegalMoves() {
    Api.Reply reply = api.post("/api/positions", "{\"moves\": [\"11-15\", \"22-18\", \"15-22\"]}");
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    JsonNode json = reply.json();
    assertThat(json.get("moves").toString()).isEqualTo("[\"11-15\",\"22-18\",\"15x22\"]");
    assertThat(json.get("turn").asText()).isEqualTo("white");
    assertThat(json.get("mustCapture").asBoolean()).isTrue();
    assertThat(json.get("over").asBoolean()).isFalse();
    assertThat(json.get("winner").isNull()).isTrue();
    json.get("legalMoves").forEach(m -> assertThat(m.get("captured")).hasSize(1));
    assertThat(json.get("endgame").get("pieces").asInt()).as("no databases built").isZero();
    assertThat(json.get("endgame").get("verdict").isNull()).isTrue();

    JsonNode lost = api.post("/api/positions", "{\"fen\": \"W:W:B1\"}").json();
    assertThat(lost.get("over").asBoolean()).isTrue();
    assertThat(lost.get("winner").asText()).isEqualTo("black");

    Api.Reply illegal = api.post("/api/positions", "{\"moves\": [\"11-15\", \"11-16\"]}");
    assertThat(illegal.status()).isEqualTo(422);
    assertThat(illegal.error()).contains("move 2").contains("11-16");
    assertThat(api.post("/api/positions", "{\"fen\": \"Q:W1\"}").status()).isEqualTo(400);
  }

  @Test
  void analysisGivesTheBestMoveAndScore() {
    Api.Reply reply = api.post("/api/analysis", "{\"depth\": 6, \"timeMs\": 5000}");
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    JsonNode json = reply.json();
    assertThat(json.get("depth").asInt()).isBetween(1, 6);
    Position.initial()
        .play(org.crownhead.core.MoveText.parse(Position.initial(), json.get("bestMove").asText()));
    assertThat(json.get("pv").asText()).startsWith(json.get("bestMove").asText());
    assertThat(json.get("score").asText()).isNotBlank();
    assertThat(json.get("scorePoints").isInt()).isTrue();
    assertThat(json.get("nodes").asLong()).isPositive();
    assertThat(api.post("/api/analysis", "{\"timeMs\": 60000}").status()).isEqualTo(400);
  }

  @Test
  void liveAnalysisStreamsInfoUntilStopped() {
    Api.Socket socket = api.socket("/ws/analysis");
    socket.send("{\"type\": \"analyse\", \"fen\": \"" + Position.initial().toFen() + "\"}");
    JsonNode info = socket.next(m -> m.get("type").asText().equals("info"));
    assertThat(info.get("fen").asText()).isEqualTo(Position.initial().toFen());
    assertThat(info.get("depth").asInt()).isPositive();
    assertThat(info.has("nps")).isTrue();
    assertThat(info.get("pv").asText()).isNotBlank();
    socket.send("{\"type\": \"stop\"}");
    JsonNode done = socket.next(m -> m.get("type").asText().equals("done"));
    assertThat(done.get("bestMove").asText()).isNotBlank();
    socket.send("{\"type\": \"analyse\", \"fen\": \"nonsense\"}");
    assertThat(socket.next(m -> m.get("type").asText().equals("error")).get("error").asText())
        .contains("nonsense");
    socket.close();
  }

  @Test
  void pdnImportReadsGamesWithTheirErrors() {
    String pdn =
        "[Event \"Club\"]\n[Black \"Ann\"]\n\n1. 11-15 23-19 2. 8-11 22-17 1-0\n\n"
            + "[Event \"Broken\"]\n\n1. 11-15 24-28 *\n";
    Api.Reply reply =
        api.send(
            HttpRequest.newBuilder(api.uri("/api/pdn/import"))
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(pdn))
                .build());
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    JsonNode games = reply.json().get("games");
    assertThat(games).hasSize(2);
    assertThat(games.get(0).get("tags").get("Black").asText()).isEqualTo("Ann");
    assertThat(games.get(0).get("moves")).hasSize(4);
    assertThat(games.get(0).get("result").asText()).isEqualTo("1-0");
    assertThat(games.get(0).get("errors")).isEmpty();
    assertThat(games.get(0).get("startFen").asText()).isEqualTo(Position.initial().toFen());
    assertThat(games.get(1).get("moves").toString()).isEqualTo("[\"11-15\"]");
    assertThat(games.get(1).get("errors").get(0).asText()).contains("24-28");

    Api.Reply nothing =
        api.send(
            HttpRequest.newBuilder(api.uri("/api/pdn/import"))
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(""))
                .build());
    assertThat(nothing.status()).isEqualTo(400);
    assertThat(nothing.error()).isNotBlank();
  }

  @Test
  void pdnExportWritesAGameThatReadsBack() {
    Api.Reply reply =
        api.post(
            "/api/pdn/export",
            "{\"moves\": [\"11-15\", \"23-19\"], \"tags\": {\"Event\": \"Test\"}}");
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    PdnGame game = PdnGame.parse(reply.text());
    assertThat(game.tag("Event")).contains("Test");
    assertThat(game.moves()).hasSize(2);
    assertThat(api.post("/api/pdn/export", "{\"moves\": [\"11-16x\"]}").status()).isEqualTo(422);
    assertThat(api.post("/api/pdn/export", "{\"tags\": {\"bad tag\": \"x\"}}").status())
        .isEqualTo(400);
  }

  @Test
  void pdnVariationsGoOutAndComeBackInTheSameShape() {
    String body =
        "{\"moves\": [\"11-15\", \"23-19\", \"8-11\"], \"variations\": [{\"at\": 1,"
            + " \"moves\": [\"22-18\", \"15x22\"], \"variations\": [{\"at\": 0, \"moves\":"
            + " [\"24-20\"]}]}]}";
    Api.Reply exported = api.post("/api/pdn/export", body);
    assertThat(exported.status()).as(exported.text()).isEqualTo(200);
    assertThat(exported.text()).contains("(1... 22-18 (1... 24-20) 2. 15x22)");
    PdnGame game = PdnGame.parse(exported.text());
    assertThat(game.mainLine().get(1).variations()).hasSize(1);

    Api.Reply imported =
        api.send(
            HttpRequest.newBuilder(api.uri("/api/pdn/import"))
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(exported.text()))
                .build());
    JsonNode variations = imported.json().get("games").get(0).get("variations");
    assertThat(variations.toString())
        .isEqualTo(
            "[{\"at\":1,\"moves\":[\"22-18\",\"15x22\"],"
                + "\"variations\":[{\"at\":0,\"moves\":[\"24-20\"]}]}]");

    String outside =
        "{\"moves\": [\"11-15\"], \"variations\": [{\"at\": 1, \"moves\": [\"9-13\"]}]}";
    assertThat(api.post("/api/pdn/export", outside).status()).isEqualTo(400);
    String illegal =
        "{\"moves\": [\"11-15\"], \"variations\": [{\"at\": 0, \"moves\": [\"23-19\"]}]}";
    assertThat(api.post("/api/pdn/export", illegal).status()).isEqualTo(422);
  }

  @Test
  void theRootServesThePageWhenThereIsOne() {
    Api.Reply root = api.get("/");
    if (WebToolsTest.class.getResource("/web/index.html") != null) {
      assertThat(root.status()).isEqualTo(200);
      assertThat(root.raw().headers().firstValue("Content-Type").orElse("")).contains("html");
    } else {
      assertThat(root.status()).isEqualTo(404);
      assertThat(root.error()).isNotBlank();
    }
    assertThat(root.raw().headers().firstValue("X-Frame-Options")).contains("DENY");
  }
}
