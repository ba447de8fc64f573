package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.crownhead.puzzle.Puzzle;
import org.crownhead.puzzle.PuzzleSet;
import org.crownhead.puzzle.WrongMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /api/puzzles}: puzzles served without their solution, judged move by move, rated. */
class WebPuzzleTest {
  @TempDir Path dir;

  /** A puzzle of the shipped set with at least two moves for the solver. */
  static Puzzle longPuzzle() {
    return PuzzleSet.standard().all().stream()
        .filter(p -> p.solverMoves() >= 2)
        .findFirst()
        .orElseThrow();
  }

  static String moves(List<String> moves) {
    return "{\"moves\": ["
        + String.join(", ", moves.stream().map(m -> "\"" + m + "\"").toList())
        + "]}";
  }

  @Test
  void aPuzzleIsServedWithoutItsSolutionSolvedMoveByMoveAndRatedOnceEvenAfterARestart() {
    Puzzle puzzle = longPuzzle();
    List<String> solution = puzzle.solution();
    long after;
    try (Api api = Api.start(dir)) {
      Api.Reply served = api.get("/api/puzzles/" + puzzle.id());
      assertThat(served.status()).as(served.text()).isEqualTo(200);
      JsonNode json = served.json();
      assertThat(json.get("fen").asText()).isEqualTo(puzzle.fen());
      assertThat(json.get("moves").asInt()).isEqualTo(puzzle.solverMoves());
      assertThat(json.get("player").get("rating").asInt()).isEqualTo(1500);
      assertThat(served.text()).doesNotContain("solution").doesNotContain(solution.get(1));

      Api.Reply first =
          api.post("/api/puzzles/" + puzzle.id() + "/attempt", moves(solution.subList(0, 1)));
      assertThat(first.status()).as(first.text()).isEqualTo(200);
      assertThat(first.json().get("status").asText()).isEqualTo("continue");
      assertThat(first.json().get("reply").asText()).isEqualTo(solution.get(1));
      assertThat(first.json().has("solution")).isFalse();

      List<String> mine = new java.util.ArrayList<>();
      for (int i = 0; i < solution.size(); i += 2) {
        mine.add(solution.get(i));
      }
      Api.Reply solved = api.post("/api/puzzles/" + puzzle.id() + "/attempt", moves(mine));
      assertThat(solved.json().get("status").asText()).isEqualTo("solved");
      assertThat(solved.json().get("rated").asBoolean()).isTrue();
      assertThat(solved.json().get("solution")).hasSize(solution.size());
      assertThat(solved.json().get("playerBefore").asInt()).isEqualTo(1500);
      after = solved.json().get("player").get("rating").asLong();
      assertThat(after).isGreaterThan(1500);

      Api.Reply again = api.post("/api/puzzles/" + puzzle.id() + "/attempt", moves(List.of("1-5")));
      assertThat(again.status()).isIn(200, 400);
    }
    try (Api api = Api.start(dir)) {
      JsonNode player = api.get("/api/puzzles/player").json();
      assertThat(player.get("rating").asLong()).isEqualTo(after);
      assertThat(player.get("attempts").asInt()).isEqualTo(1);
      assertThat(player.get("solved").asInt()).isEqualTo(1);
      JsonNode next = api.get("/api/puzzles/next").json();
      assertThat(next.get("id").asText()).isNotEqualTo(puzzle.id());
    }
  }

  @Test
  void aWrongMoveFailsAndAGiveUpShowsTheSolution() {
    Puzzle puzzle = longPuzzle();
    String wrong = WrongMoves.firstMove(puzzle);
    try (Api api = Api.start(dir)) {
      Api.Reply failed =
          api.post("/api/puzzles/" + puzzle.id() + "/attempt", moves(List.of(wrong)));
      assertThat(failed.json().get("status").asText()).isEqualTo("failed");
      assertThat(failed.json().get("player").get("rating").asInt()).isLessThan(1500);
      assertThat(failed.json().get("solution").get(0).asText()).isEqualTo(puzzle.solution().get(0));

      Puzzle other = PuzzleSet.standard().all().get(PuzzleSet.standard().size() - 1);
      Api.Reply given = api.post("/api/puzzles/" + other.id() + "/give-up", "{\"moves\": []}");
      assertThat(given.status()).as(given.text()).isEqualTo(200);
      assertThat(given.json().get("status").asText()).isEqualTo("failed");
      assertThat(given.json().get("rated").asBoolean()).isTrue();
    }
  }

  @Test
  void badRequestsAreRefusedWithAReason() {
    Puzzle puzzle = longPuzzle();
    try (Api api = Api.start(dir)) {
      Api.Reply unknown = api.get("/api/puzzles/p99999");
      assertThat(unknown.status()).isEqualTo(404);
      assertThat(unknown.error()).contains("no puzzle p99999");
      Api.Reply illegal =
          api.post("/api/puzzles/" + puzzle.id() + "/attempt", moves(List.of("1-99")));
      assertThat(illegal.status()).isEqualTo(400);
      assertThat(illegal.error()).contains("move 1");
      Api.Reply none = api.post("/api/puzzles/" + puzzle.id() + "/attempt", "{\"moves\": []}");
      assertThat(none.status()).isEqualTo(400);
      assertThat(api.get("/api/puzzles/player").json().get("attempts").asInt()).isZero();
    }
  }
}
