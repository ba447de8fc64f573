package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /api/endings}: against real 4-piece databases, and on a server without any. */
class WebEndingsTest {
  @TempDir static Path dir;
  @TempDir static Path bare;
  static Api api;
  static Api without;

  @BeforeAll
  static void start() throws Exception {
    EgdbBuilder.build(dir.resolve("egdb"), 4, 1, EgdbBuilder.Progress.NONE);
    api = Api.start(dir);
    without = Api.start(bare);
  }

  @AfterAll
  static void stop() {
    api.close();
    without.close();
  }

  private static String line(List<String> moves) {
    return "{\"moves\": ["
        + String.join(", ", moves.stream().map(m -> "\"" + m + "\"").toList())
        + "]}";
  }

  @Test
  void theListSaysWhichEndingsTheDatabasesHoldAndHowLongTheirWinsAre() {
    Api.Reply reply = api.get("/api/endings");
    assertThat(reply.status()).isEqualTo(200);
    JsonNode json = reply.json();
    assertThat(json.at("/databases/pieces").asInt()).isEqualTo(4);
    assertThat(json.at("/databases/build").asText()).isEqualTo("./crownhead egdb build");
    JsonNode endings = json.get("endings");
    assertThat(endings).hasSize(13);
    JsonNode first = endings.get(2);
    assertThat(first.get("id").asText()).isEqualTo("first-position");
    assertThat(first.get("name").asText()).isEqualTo("First Position");
    assertThat(first.get("fen").asText()).isEqualTo("W:WK19,K23:B12,K28");
    assertThat(first.get("winner").asText()).isEqualTo("white");
    assertThat(first.get("available").asBoolean()).isTrue();
    assertThat(first.get("plies").asInt()).isEqualTo(61);
    JsonNode sturges = endings.get(8);
    assertThat(sturges.get("pieces").asInt()).isEqualTo(6);
    assertThat(sturges.get("available").asBoolean()).isFalse();
    assertThat(sturges.get("plies").isNull()).isTrue();
  }

  @Test
  void theDefenceRepliesAndAThrownWinIsSaidAtOnce() {
    Api.Reply start = api.post("/api/endings/double-corner", "{}");
    assertThat(start.status()).as(start.text()).isEqualTo(200);
    assertThat(start.json().get("state").asText()).isEqualTo("playing");
    assertThat(start.json().get("left").asInt()).isEqualTo(15);
    assertThat(start.json().get("legalMoves")).isNotEmpty();

    Api.Reply best = api.post("/api/endings/double-corner", line(List.of("19-24")));
    JsonNode played = best.json();
    assertThat(played.get("moves")).hasSize(2);
    String reply = played.get("reply").asText();
    assertThat(played.get("moves").get(1).asText()).isEqualTo(reply);
    assertThat(played.at("/lastMove/text").asText()).isEqualTo(reply);
    assertThat(played.get("left").asInt()).isEqualTo(13);
    assertThat(played.get("turn").asText()).isEqualTo("white");

    List<String> moves = new ArrayList<>(List.of("19-24", reply, "23-27"));
    JsonNode thrown = api.post("/api/endings/double-corner", line(moves)).json();
    assertThat(thrown.get("state").asText()).isEqualTo("threw-away");
    assertThat(thrown.get("legalMoves")).isEmpty();
    assertThat(thrown.get("left").isNull()).isTrue();
    assertThat(thrown.at("/thrown/ply").asInt()).isEqualTo(3);
    assertThat(thrown.at("/thrown/before").asInt()).isEqualTo(13);
    assertThat(thrown.get("message").asText())
        .startsWith("This move throws the win away: it was a win in 13 plies; now it is");
  }

  @Test
  void badRequestsAreNamedAndChangeNothing() {
    Api.Reply unknown = api.post("/api/endings/no-such", "{}");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.error()).isEqualTo("no ending \"no-such\" here");
    Api.Reply illegal = api.post("/api/endings/the-move", line(List.of("32-23")));
    assertThat(illegal.status()).isEqualTo(422);
    assertThat(illegal.error()).startsWith("move 1 \"32-23\": ");
    Api.Reply notList = api.post("/api/endings/the-move", "{\"moves\": \"32-27\"}");
    assertThat(notList.status()).isEqualTo(400);
    Api.Reply tooBig = api.post("/api/endings/sturges", "{}");
    assertThat(tooBig.status()).isEqualTo(409);
    assertThat(tooBig.error())
        .isEqualTo(
            "Sturges: two kings and a man against a king and two men has 6 pieces and the endgame"
                + " databases here hold up to 4: build them with crownhead egdb build");
  }

  @Test
  void withoutDatabasesTheListSaysHowToBuildThemAndNoEndingCanBePlayed() {
    JsonNode json = without.get("/api/endings").json();
    assertThat(json.at("/databases/pieces").asInt()).isZero();
    assertThat(json.at("/databases/needed").asInt()).isEqualTo(6);
    assertThat(json.at("/databases/build").asText()).isEqualTo("./crownhead egdb build");
    assertThat(json.get("endings"))
        .hasSize(13)
        .allSatisfy(e -> assertThat(e.get("available").asBoolean()).isFalse());
    Api.Reply play = without.post("/api/endings/the-move", "{}");
    assertThat(play.status()).isEqualTo(409);
    assertThat(play.error())
        .endsWith("the endgame databases here hold none: build them with crownhead egdb build");
  }
}
