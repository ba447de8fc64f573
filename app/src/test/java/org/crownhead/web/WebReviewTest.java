package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /api/reviews}: a game reviewed in the background, kept, and refused where it must be. */
class WebReviewTest {
  /** Black's 14-17 (the fifth move) lets White take two men with 21x5. */
  static final String BLUNDER =
      "[\"9-14\", \"22-18\", \"5-9\", \"25-22\", \"14-17\", \"21x5\", \"10-15\", \"29-25\"]";

  @TempDir Path dir;

  static JsonNode awaitDone(Api api, JsonNode started) {
    JsonNode reply = started;
    long deadline = System.nanoTime() + Api.PATIENCE.toNanos();
    while (reply.get("status").asText().equals("running")) {
      assertThat(reply.get("total").asInt()).isEqualTo(9);
      assertThat(reply.get("done").asInt()).isBetween(0, 9);
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the review never ended: " + reply);
      }
      Api.sleep(100);
      Api.Reply poll = api.get("/api/reviews/" + reply.get("key").asText());
      assertThat(poll.status()).as(poll.text()).isIn(200, 202);
      reply = poll.json();
    }
    assertThat(reply.get("status").asText()).as(reply.toString()).isEqualTo("done");
    return reply.get("review");
  }

  @Test
  void aGameIsReviewedKeptAndShownAgainAtOnceEvenAfterARestart() {
    String key;
    try (Api api = Api.start(dir)) {
      Api.Reply started = api.post("/api/reviews", "{\"moves\": " + BLUNDER + "}");
      assertThat(started.status()).as(started.text()).isIn(200, 202);
      key = started.json().get("key").asText();
      assertThat(key).matches("[0-9a-f]{64}");

      JsonNode review = awaitDone(api, started.json());

      JsonNode blunder = review.get("moves").get(4);
      assertThat(blunder.get("move").asText()).isEqualTo("14-17");
      assertThat(blunder.get("mover").asText()).isEqualTo("black");
      assertThat(blunder.get("class").asText()).isEqualTo("blunder");
      assertThat(blunder.get("mark").asText()).isEqualTo("??");
      assertThat(blunder.get("bestMove").asText()).isNotEqualTo("14-17");
      assertThat(blunder.get("bestLine").get(0).asText())
          .isEqualTo(blunder.get("bestMove").asText());
      assertThat(blunder.get("blackChance").asDouble()).isLessThan(30);
      assertThat(review.get("moves").get(5).get("class").asText()).isEqualTo("best");
      assertThat(review.get("black").get("counts").get("blunder").asInt()).isEqualTo(1);
      assertThat(review.get("white").get("counts").get("blunder").asInt()).isZero();
      assertThat(review.get("black").get("accuracy").asDouble())
          .isLessThan(review.get("white").get("accuracy").asDouble());

      Api.Reply again = api.post("/api/reviews", "{\"moves\": " + BLUNDER + "}");
      assertThat(again.status()).isEqualTo(200);
      assertThat(again.json().get("status").asText()).isEqualTo("done");
      assertThat(again.json().get("review")).isEqualTo(review);
    }
    try (Api api = Api.start(dir)) {
      Api.Reply stored = api.get("/api/reviews/" + key);
      assertThat(stored.status()).as(stored.text()).isEqualTo(200);
      assertThat(stored.json().get("review").get("moves")).hasSize(8);
    }
  }

  @Test
  void badRequestsAreRefusedWithAReason() {
    try (Api api = Api.start(dir)) {
      assertThat(api.post("/api/reviews", "{\"moves\": []}").status()).isEqualTo(400);
      Api.Reply illegal = api.post("/api/reviews", "{\"moves\": [\"11-15\", \"11-16\"]}");
      assertThat(illegal.status()).isEqualTo(422);
      assertThat(illegal.error()).contains("move 2");
      assertThat(
              api.post("/api/reviews", "{\"fen\": \"nonsense\", \"moves\": [\"11-15\"]}").status())
          .isEqualTo(400);
      Api.Reply unknown = api.get("/api/reviews/" + "0".repeat(64));
      assertThat(unknown.status()).isEqualTo(404);
      assertThat(unknown.error()).contains("no review");
    }
  }

  @Test
  void aGameBetweenTwoPeopleIsNotReviewedWhileItIsPlayed() {
    try (Api api = Api.start(dir)) {
      JsonNode created = api.create("{\"mode\": \"online\", \"colour\": \"black\"}");
      String id = created.get("game").get("id").asText();
      String black = created.get("seats").get("black").asText();
      String invite = created.get("invite").asText();
      String white =
          api.post("/api/games/" + id + "/join", "{\"invite\": \"" + invite + "\"}")
              .json()
              .get("seats")
              .get("white")
              .asText();
      api.move(id, "11-15", black);
      api.move(id, "23-19", white);

      Api.Reply refused = api.post("/api/reviews", "{\"moves\": [\"11-15\", \"23-19\"]}");

      assertThat(refused.status()).isEqualTo(403);
      assertThat(refused.error()).contains("two people");
    }
  }
}
