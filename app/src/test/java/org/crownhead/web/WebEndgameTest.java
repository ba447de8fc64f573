package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The analysis board's endgame verdict, from databases built in the server's data directory. */
class WebEndgameTest {
  @TempDir static Path dir;
  static Api api;

  @BeforeAll
  static void start() throws Exception {
    EgdbBuilder.build(dir.resolve("egdb"), 3, 2, EgdbBuilder.Progress.NONE);
    api = Api.start(dir);
  }

  @AfterAll
  static void stop() {
    api.close();
  }

  private static JsonNode endgame(String fen) {
    Api.Reply reply = api.post("/api/positions", "{\"fen\": \"" + fen + "\"}");
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    return reply.json().get("endgame");
  }

  @Test
  void aKingCaughtInTheSingleCornerIsLostAndTheVerdictSaysInHowManyPlies() {
    JsonNode white = endgame("W:WK25:BK29");
    assertThat(white.get("pieces").asInt()).isEqualTo(3);
    assertThat(white.get("verdict").asText()).isEqualTo("win");
    assertThat(white.get("plies").asInt()).isEqualTo(3);

    JsonNode black = endgame("B:WK25:BK29"); // Black to move takes the king: 29x22
    assertThat(black.get("verdict").asText()).isEqualTo("win");
    assertThat(black.get("plies").asInt()).isEqualTo(1);
  }

  @Test
  void twoKingsAgainstOneInTheOpenWinAndOneAgainstOneInTheCentreIsDrawn() {
    assertThat(endgame("W:WK14,K15:BK27").get("verdict").asText()).isEqualTo("win");
    JsonNode centre = endgame("W:WK14:BK19");
    assertThat(centre.get("verdict").asText()).isEqualTo("draw");
    assertThat(centre.get("plies").isNull()).isTrue();
  }

  @Test
  void aPositionBeyondTheDatabasesHasNoVerdictButSaysWhatIsCovered() {
    JsonNode start = endgame("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    assertThat(start.get("pieces").asInt()).isEqualTo(3);
    assertThat(start.get("verdict").isNull()).isTrue();
    assertThat(start.get("plies").isNull()).isTrue();
  }
}
