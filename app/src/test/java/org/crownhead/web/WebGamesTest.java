package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.book.OpeningBook;
import org.crownhead.pdn.PdnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Playing through the API against the real server: each mode, the engine, clocks, PDN. */
class WebGamesTest {
  @RegisterExtension static final Api api = Api.perClass();

  @Test
  void againstTheEngineItRepliesToEachMove() {
    JsonNode created =
        api.create("{\"mode\": \"engine\", \"colour\": \"black\", \"level\": \"beginner\"}");
    JsonNode game = created.get("game");
    String id = game.get("id").asText();
    String token = created.get("seats").get("black").asText();
    assertThat(token).hasSize(32).matches("[A-Za-z0-9_-]+");
    assertThat(created.get("seats").has("white")).isFalse();
    assertThat(created.has("invite")).isFalse();
    assertThat(game.get("mode").asText()).isEqualTo("engine");
    assertThat(game.get("status").asText()).isEqualTo("playing");
    assertThat(game.get("turn").asText()).isEqualTo("black");
    assertThat(game.get("legalMoves")).hasSize(7);
    assertThat(game.get("players").get("white").get("kind").asText()).isEqualTo("engine");
    assertThat(game.get("players").get("white").get("level").asText()).isEqualTo("beginner");
    assertThat(game.get("players").get("black").get("name").asText()).isEqualTo("You");
    assertThat(game.get("clock").isNull()).isTrue();
    assertThat(game.get("lastMove").isNull()).isTrue();

    Api.Reply moved =
        api.post("/api/games/" + id + "/moves", "{\"move\": \"11-15\", \"ply\": 0}", token);
    assertThat(moved.status()).as(moved.text()).isEqualTo(200);
    assertThat(moved.json().get("moves").get(0).asText()).isEqualTo("11-15");
    assertThat(moved.json().get("lastMove").get("path").toString()).isEqualTo("[11,15]");

    JsonNode replied = api.await(id, view -> view.get("moves").size() == 2);
    assertThat(replied.get("turn").asText()).isEqualTo("black");
    assertThat(replied.get("thinking").asBoolean()).isFalse();
    String reply = replied.get("moves").get(1).asText();
    Game check = new Game();
    check.play("11-15");
    check.play(reply); // the engine's move is legal

    // Takeback: your move and the engine's reply.
    Api.Reply back = api.post("/api/games/" + id + "/takeback", "", token);
    assertThat(back.status()).as(back.text()).isEqualTo(200);
    assertThat(back.json().get("moves")).isEmpty();
    assertThat(api.view(id).get("moves")).isEmpty();

    Api.Reply hint = api.post("/api/games/" + id + "/hint", "", token);
    assertThat(hint.status()).as(hint.text()).isEqualTo(200);
    new Game().play(hint.json().get("move").asText());
    assertThat(hint.json().get("score").asText()).matches("[+-]\\d+\\.\\d\\d|(win|loss) in \\d+");
    assertThat(hint.json().get("pv").asText()).startsWith(hint.json().get("move").asText());

    Api.Reply resigned = api.post("/api/games/" + id + "/resign", "", token);
    assertThat(resigned.status()).isEqualTo(200);
    JsonNode over = resigned.json();
    assertThat(over.get("status").asText()).isEqualTo("over");
    assertThat(over.get("result").asText()).isEqualTo("0-1");
    assertThat(over.get("winner").asText()).isEqualTo("white");
    assertThat(over.get("termination").asText()).isEqualTo("resignation");
    assertThat(over.get("legalMoves")).isEmpty();
  }

  @Test
  void theEngineMovesFirstWhenItHasBlackAndAnExpertOpensFromTheBook() {
    Api.Seat seat =
        api.create("{\"mode\": \"engine\", \"colour\": \"white\", \"level\": \"expert\"}", "white");
    JsonNode view = api.await(seat.game(), v -> v.get("moves").size() == 1);
    assertThat(view.get("turn").asText()).isEqualTo("white");
    assertThat(view.get("players").get("black").get("kind").asText()).isEqualTo("engine");
    String book =
        OpeningBook.standard().choose(Position.initial()).map(Move::toString).orElseThrow();
    assertThat(view.get("moves").get(0).asText()).isEqualTo(book);
    // Nothing of yours to take back yet.
    Api.Reply back = api.post("/api/games/" + seat.game() + "/takeback", "", seat.token());
    assertThat(back.status()).isEqualTo(422);
    assertThat(back.error()).contains("no move to take back");
    // A hint comes from a search (a line), never from the book (a single move).
    Api.Reply hint = api.post("/api/games/" + seat.game() + "/hint", "", seat.token());
    assertThat(hint.status()).as(hint.text()).isEqualTo(200);
    assertThat(hint.json().get("pv").asText().split(" ")).hasSizeGreaterThan(1);
  }

  @Test
  void theEngineAcceptsADrawInAnEvenPositionAndDeclinesWhenWinning() {
    // One king each: even.
    JsonNode accepted = drawOfferedToTheEngine("B:WK32:BK1");
    assertThat(accepted.get("accepted").asBoolean()).isTrue();
    assertThat(accepted.get("result").asText()).isEqualTo("1/2-1/2");
    assertThat(accepted.get("termination").asText()).isEqualTo("agreement");
    assertThat(api.view(accepted.get("id").asText()).get("status").asText()).isEqualTo("over");

    // Black (you) has four pieces to White's one: the engine declines.
    JsonNode declined = drawOfferedToTheEngine("B:W32:B1,2,3,K5");
    assertThat(declined.get("accepted").asBoolean()).isFalse();
    assertThat(declined.get("status").asText()).isEqualTo("playing");
    assertThat(declined.get("drawOffer").isNull()).isTrue();
  }

  /** A new game against the engine from the position, and Black's draw offer: the answer (200). */
  private static JsonNode drawOfferedToTheEngine(String fen) {
    Api.Seat black =
        api.create(
            "{\"mode\": \"engine\", \"colour\": \"black\", \"fen\": \"" + fen + "\"}", "black");
    Api.Reply answer = api.draw(black.game(), "offer", black.token());
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    return answer.json();
  }

  @Test
  void aLocalGameTakesMovesFromEitherSeatAndTakesBackOnePly() {
    JsonNode created = api.create("{\"mode\": \"local\"}");
    String id = created.get("game").get("id").asText();
    String black = created.get("seats").get("black").asText();
    String white = created.get("seats").get("white").asText();
    assertThat(black).isNotEqualTo(white);
    assertThat(api.move(id, "11-15", black).status()).isEqualTo(200);
    assertThat(api.move(id, "23-19", white).status()).isEqualTo(200);
    JsonNode capture = api.view(id);
    assertThat(capture.get("moves").toString()).isEqualTo("[\"11-15\",\"23-19\"]");
    Api.Reply back = api.post("/api/games/" + id + "/takeback", "", white);
    assertThat(back.json().get("moves").toString()).isEqualTo("[\"11-15\"]");
    assertThat(back.json().get("turn").asText()).isEqualTo("white");

    // Draw by agreement between the two seats.
    Api.Reply offer = api.draw(id, "offer", white);
    assertThat(offer.json().get("drawOffer").asText()).isEqualTo("white");
    assertThat(offer.json().has("accepted")).isFalse();
    Api.Reply declined = api.draw(id, "decline", black);
    assertThat(declined.json().get("drawOffer").isNull()).isTrue();
    assertThat(api.draw(id, "accept", black).status()).isEqualTo(422);
    api.draw(id, "offer", white);
    Api.Reply agreed = api.draw(id, "accept", black);
    assertThat(agreed.json().get("result").asText()).isEqualTo("1/2-1/2");
    assertThat(agreed.json().get("termination").asText()).isEqualTo("agreement");
  }

  @Test
  void aClockRunningOutEndsTheGameAndIsPushed() {
    JsonNode created = api.create("{\"mode\": \"local\", \"clock\": {\"initialMs\": 300}}");
    String id = created.get("game").get("id").asText();
    JsonNode clock = created.get("game").get("clock");
    assertThat(clock.get("initialMs").asLong()).isEqualTo(300);
    assertThat(clock.get("incrementMs").asLong()).isZero();
    // No clock runs until both sides have moved once.
    assertThat(clock.get("running").isNull()).isTrue();
    String black = created.get("seats").get("black").asText();
    api.move(id, "11-15", black);
    JsonNode started = api.move(id, "22-18", black).json();
    assertThat(started.get("clock").get("running").asText()).isEqualTo("black");
    Api.Socket socket = api.socket("/ws/games/" + id);
    JsonNode pushed =
        socket.next(m -> m.get("game").get("status").asText().equals("over")).get("game");
    assertThat(pushed.get("termination").asText()).isEqualTo("loss on time");
    assertThat(pushed.get("winner").asText()).isEqualTo("white");
    assertThat(pushed.get("result").asText()).isEqualTo("0-1");
    assertThat(pushed.get("clock").get("blackMs").asLong()).isZero();
    assertThat(pushed.get("clock").get("running").isNull()).isTrue();
    Api.Reply late =
        api.post(
            "/api/games/" + id + "/moves",
            "{\"move\": \"15-19\"}",
            created.get("seats").get("black").asText());
    assertThat(late.status()).isEqualTo(409);
    socket.close();
  }

  @Test
  void aClockGainsItsIncrementAfterEachMove() {
    Api.Seat seat =
        api.create(
            "{\"mode\": \"local\", \"clock\": {\"initialMs\": 600000, \"incrementMs\": 5000}}",
            "black");
    // The first move of each side is made before any clock runs: no time used, no increment.
    api.move(seat.game(), "11-15", seat.token());
    JsonNode both = api.move(seat.game(), "22-18", seat.token()).json();
    // Black's clock now runs (read a moment later); White's stands at its initial time.
    assertThat(both.get("clock").get("blackMs").asLong()).isLessThanOrEqualTo(600_000);
    assertThat(both.get("clock").get("whiteMs").asLong()).isEqualTo(600_000);
    JsonNode after = api.move(seat.game(), "15x22", seat.token()).json();
    JsonNode clock = after.get("clock");
    assertThat(clock.get("blackMs").asLong()).isGreaterThan(600_000).isLessThanOrEqualTo(605_000);
    assertThat(clock.get("running").asText()).isEqualTo("white");
  }

  @Test
  void aGameExportsAsPdnThatReadsBack() {
    JsonNode created = api.create("{\"mode\": \"local\", \"fen\": \"B:W18,22,30:B9,10,14\"}");
    String id = created.get("game").get("id").asText();
    String black = created.get("seats").get("black").asText();
    JsonNode moved = api.move(id, "14x23", black).json();
    assertThat(moved.get("lastMove").get("captured").toString()).isEqualTo("[18]");
    Api.Reply pdn = api.get("/api/games/" + id + "/pdn");
    assertThat(pdn.status()).isEqualTo(200);
    assertThat(pdn.raw().headers().firstValue("Content-Type").orElse(""))
        .startsWith("application/x-chess-pdn");
    assertThat(pdn.raw().headers().firstValue("Content-Disposition").orElse(""))
        .isEqualTo("attachment; filename=\"crownhead-" + id + ".pdn\"");
    PdnGame game = PdnGame.parse(pdn.text());
    assertThat(game.tag("Black")).contains("Black");
    assertThat(game.tag("FEN")).isPresent();
    assertThat(game.tag("SetUp")).contains("1");
    assertThat(game.tag("Event")).isPresent();
    assertThat(game.tag("Date").orElseThrow()).matches("\\d{4}\\.\\d\\d\\.\\d\\d");
    assertThat(game.moves()).hasSize(1);
    assertThat(game.toGame().position().toFen()).isEqualTo(moved.get("fen").asText());
  }

  @Test
  void theHistoryListsGamesNewestFirstAndFiltersByStatus() {
    JsonNode first = api.create("{\"mode\": \"local\"}");
    JsonNode second = api.create("{\"mode\": \"local\"}");
    String firstId = first.get("game").get("id").asText();
    api.post("/api/games/" + firstId + "/resign", "", first.get("seats").get("white").asText());

    JsonNode all = api.get("/api/games?limit=500").json();
    assertThat(all.get("total").asInt()).isGreaterThanOrEqualTo(2);
    java.util.List<String> ids = new java.util.ArrayList<>();
    all.get("games").forEach(g -> ids.add(g.get("id").asText()));
    assertThat(ids.indexOf(second.get("game").get("id").asText())).isLessThan(ids.indexOf(firstId));

    JsonNode over = api.get("/api/games?status=over&limit=500").json();
    over.get("games").forEach(g -> assertThat(g.get("result").isNull()).isFalse());
    JsonNode listed = null;
    for (JsonNode g : over.get("games")) {
      if (g.get("id").asText().equals(firstId)) {
        listed = g;
      }
    }
    assertThat(listed).isNotNull();
    assertThat(listed.get("winner").asText()).isEqualTo("black");
    assertThat(listed.get("termination").asText()).isEqualTo("resignation");
    assertThat(listed.get("moves").asInt()).isZero();
    assertThat(listed.get("players").get("black").get("name").asText()).isEqualTo("Black");
    assertThat(api.get("/api/games?limit=1&offset=0").json().get("games")).hasSize(1);
    assertThat(api.get("/api/games?status=lost").status()).isEqualTo(400);
  }
}
