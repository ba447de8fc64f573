package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.crownhead.core.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The opening explorer and the opening's name: in the API, the history and PDN. */
class WebExplorerTest {
  @RegisterExtension static final Api api = Api.perClass();

  private static final String OLD_FOURTEENTH =
      "[\"11-15\", \"23-19\", \"8-11\", \"22-17\", \"4-8\"]";

  private static String query(String fen) {
    return URLEncoder.encode(fen, StandardCharsets.UTF_8);
  }

  @Test
  void theTournamentGamesMovesFromAPositionWithTheirResultsAndTheBook() {
    Api.Reply reply = api.get("/api/explorer");
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    JsonNode json = reply.json();
    assertThat(json.get("source").asText()).isEqualTo("acf");
    assertThat(json.get("indexedGames").asInt()).isEqualTo(9030);
    assertThat(json.get("games").asInt()).isEqualTo(9030);
    JsonNode first = json.get("moves").get(0);
    assertThat(first.get("move").asText()).isEqualTo("11-15");
    assertThat(first.get("games").asInt())
        .isGreaterThan(1000)
        .isEqualTo(
            first.get("blackWins").asInt()
                + first.get("draws").asInt()
                + first.get("whiteWins").asInt());
    assertThat(first.get("book").asBoolean()).isTrue();
    assertThat(json.get("bookMove").asText()).isEqualTo("11-15");
    assertThat(json.get("book")).hasSize(7);

    Game game = new Game();
    game.play("11-15");
    JsonNode after = api.get("/api/explorer?fen=" + query(game.position().toFen())).json();
    assertThat(after.get("games").asInt()).isEqualTo(first.get("games").asInt());
    assertThat(after.get("moves").findValuesAsText("move")).contains("23-19", "22-18");

    JsonNode nowhere = api.get("/api/explorer?fen=" + query("B:W18:B14")).json();
    assertThat(nowhere.get("games").asInt()).isZero();
    assertThat(nowhere.get("moves")).isEmpty();
    assertThat(nowhere.get("bookMove").isNull()).isTrue();
  }

  @Test
  void aBadFenOrSourceIs400() {
    Api.Reply fen = api.get("/api/explorer?fen=nonsense");
    assertThat(fen.status()).isEqualTo(400);
    assertThat(fen.error()).contains("nonsense");
    assertThat(api.get("/api/explorer?fen=" + query("B:W:B")).error()).contains("no pieces");
    Api.Reply source = api.get("/api/explorer?source=lichess");
    assertThat(source.status()).isEqualTo(400);
    assertThat(source.error()).isEqualTo("source must be acf or server, not \"lichess\"");
  }

  @Test
  void theServersOwnFinishedGamesAreASecondSourceAndNameTheirOpening() {
    int before = api.get("/api/explorer?source=server").json().get("indexedGames").asInt();
    JsonNode created = api.create("{\"mode\": \"local\"}");
    String id = created.get("game").get("id").asText();
    String token = created.get("seats").get("black").asText();
    for (String move : new String[] {"11-15", "23-19", "8-11", "22-17", "4-8"}) {
      assertThat(api.move(id, move, token).status()).isEqualTo(200);
    }
    JsonNode playing = api.get("/api/explorer?source=server").json();
    assertThat(playing.get("indexedGames").asInt()).as("a game counts once over").isEqualTo(before);
    api.post("/api/games/" + id + "/resign", "", token);

    JsonNode server = api.get("/api/explorer?source=server").json();
    assertThat(server.get("indexedGames").asInt()).isEqualTo(before + 1);
    JsonNode move = server.get("moves").get(0);
    assertThat(move.get("move").asText()).isEqualTo("11-15");
    assertThat(move.get("games").asInt()).isEqualTo(1);
    assertThat(move.get("draws").asInt()).as("a resignation is a win").isZero();

    JsonNode listed = api.get("/api/games?status=over").json().get("games").get(0);
    assertThat(listed.get("id").asText()).isEqualTo(id);
    assertThat(listed.get("opening").asText()).isEqualTo("Old Fourteenth (ACF #126)");
    assertThat(api.get("/api/games/" + id + "/pdn").text())
        .contains("[Opening \"Old Fourteenth (ACF #126)\"]")
        .contains("3. 4-8");
  }

  @Test
  void aLineIsNamedByItsOpeningInPositionsOpeningAndExport() {
    JsonNode opening = api.post("/api/opening", "{\"moves\": " + OLD_FOURTEENTH + "}").json();
    assertThat(opening.get("opening").get("label").asText()).isEqualTo("Old Fourteenth (ACF #126)");
    assertThat(opening.get("opening").get("ballot").asInt()).isEqualTo(126);
    assertThat(opening.get("opening").get("ballotMoves").toString())
        .isEqualTo("[\"11-15\",\"23-19\",\"8-11\"]");
    assertThat(api.post("/api/opening", "{\"moves\": [\"11-15\"]}").json().get("opening").isNull())
        .isTrue();
    assertThat(api.post("/api/opening", "{\"moves\": [\"11-16\", \"11-15\"]}").status())
        .isEqualTo(422);

    JsonNode position = api.post("/api/positions", "{\"moves\": " + OLD_FOURTEENTH + "}").json();
    assertThat(position.get("opening").get("name").asText()).isEqualTo("Old Fourteenth");

    String pdn = api.post("/api/pdn/export", "{\"moves\": " + OLD_FOURTEENTH + "}").text();
    assertThat(pdn).contains("[Opening \"Old Fourteenth (ACF #126)\"]");
    String own =
        api.post(
                "/api/pdn/export",
                "{\"moves\": " + OLD_FOURTEENTH + ", \"tags\": {\"Opening\": \"Mine\"}}")
            .text();
    assertThat(own).contains("[Opening \"Mine\"]").doesNotContain("Fourteenth");
  }
}
