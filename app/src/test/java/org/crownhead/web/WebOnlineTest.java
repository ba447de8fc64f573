package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two people on two sockets: invite, join, moves pushed to the other side. */
class WebOnlineTest {
  @RegisterExtension static final Api api = Api.perClass();

  @Test
  void aFriendJoinsByInviteAndEachMoveReachesTheOtherSocket() {
    JsonNode created =
        api.create(
            "{\"mode\": \"online\", \"colour\": \"white\", \"name\": \"Ann\","
                + " \"clock\": {\"initialMs\": 600000, \"incrementMs\": 1000}}");
    JsonNode game = created.get("game");
    String id = game.get("id").asText();
    String white = created.get("seats").get("white").asText();
    String invite = created.get("invite").asText();
    assertThat(game.get("status").asText()).isEqualTo("waiting");
    assertThat(game.get("players").get("white").get("name").asText()).isEqualTo("Ann");
    assertThat(game.get("clock").get("running").isNull()).isTrue();

    Api.Socket whiteSocket = api.socket("/ws/games/" + id + "?token=" + white);
    JsonNode first = whiteSocket.next(m -> m.get("type").asText().equals("game"));
    assertThat(first.get("seat").asText()).isEqualTo("white");
    assertThat(first.get("game").get("status").asText()).isEqualTo("waiting");

    // Nobody can move before the friend comes.
    assertThat(api.move(id, "11-15", white).status()).isEqualTo(409);
    assertThat(api.post("/api/games/" + id + "/join", "{\"invite\": \"wrong\"}").status())
        .isEqualTo(403);

    Api.Reply joined =
        api.post(
            "/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\", \"name\": \"Bob\"}");
    assertThat(joined.status()).as(joined.text()).isEqualTo(200);
    String black = joined.json().get("seats").get("black").asText();
    assertThat(joined.json().get("game").get("status").asText()).isEqualTo("playing");
    // No clock runs until both sides have moved; Black's first move has its grace period.
    assertThat(joined.json().get("game").get("clock").get("running").isNull()).isTrue();
    assertThat(joined.json().get("game").get("graceMs").asLong()).isPositive();
    assertThat(joined.json().get("game").get("players").get("black").get("name").asText())
        .isEqualTo("Bob");
    JsonNode seen = whiteSocket.next(m -> m.get("game").get("status").asText().equals("playing"));
    assertThat(seen.get("game").get("players").get("black").get("name").asText()).isEqualTo("Bob");

    Api.Reply again = api.post("/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\"}");
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.error()).contains("taken");

    Api.Socket blackSocket = api.socket("/ws/games/" + id + "?token=" + black);
    assertThat(blackSocket.next(m -> true).get("seat").asText()).isEqualTo("black");

    assertThat(
            api.post("/api/games/" + id + "/moves", "{\"move\": \"11-15\", \"ply\": 0}", black)
                .status())
        .isEqualTo(200);
    JsonNode pushed = whiteSocket.next(m -> m.get("game").get("moves").size() == 1);
    assertThat(pushed.get("game").get("turn").asText()).isEqualTo("white");
    assertThat(pushed.get("game").get("clock").get("running").isNull()).isTrue();
    assertThat(pushed.get("game").get("clock").get("blackMs").asLong()).isEqualTo(600_000);

    assertThat(
            api.post("/api/games/" + id + "/moves", "{\"move\": \"23-19\", \"ply\": 1}", white)
                .status())
        .isEqualTo(200);
    JsonNode reply = blackSocket.next(m -> m.get("game").get("moves").size() == 2);
    assertThat(reply.get("game").get("moves").get(1).asText()).isEqualTo("23-19");
    assertThat(reply.get("game").get("clock").get("running").asText()).isEqualTo("black");
    assertThat(reply.get("game").get("graceMs").isNull()).isTrue();

    // Takebacks are not offered online; a draw offer is pushed; resignation ends it.
    assertThat(api.post("/api/games/" + id + "/takeback", "", white).status()).isEqualTo(422);
    api.draw(id, "offer", white);
    assertThat(
            blackSocket
                .next(m -> !m.get("game").get("drawOffer").isNull())
                .get("game")
                .get("drawOffer")
                .asText())
        .isEqualTo("white");
    api.post("/api/games/" + id + "/resign", "", black);
    JsonNode over = whiteSocket.next(m -> m.get("game").get("status").asText().equals("over"));
    assertThat(over.get("game").get("winner").asText()).isEqualTo("white");

    blackSocket.send("{\"type\": \"ping\"}");
    assertThat(blackSocket.next(m -> m.get("type").asText().equals("pong"))).isNotNull();
    whiteSocket.close();
    blackSocket.close();
  }

  @Test
  void aSocketForAnUnknownGameIsClosedWith4404() {
    Api.Socket socket = api.socket("/ws/games/nosuchgame");
    assertThat(socket.closeCode()).isEqualTo(4404);
  }
}
