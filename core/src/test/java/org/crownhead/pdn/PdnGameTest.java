package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;
import org.junit.jupiter.api.Test;

/** The game model: strict parsing, conversion to and from the core's Game, equality. */
class PdnGameTest {

  @Test
  void strictParseReturnsTheOneCleanGame() {
    PdnGame game = PdnGame.parse("[Event \"x\"]\n1. 11-15 23-19 *");
    assertThat(game.plies()).isEqualTo(2);
    assertThat(game.moves()).extracting(Move::toString).containsExactly("11-15", "23-19");
  }

  @Test
  void strictParseThrowsWithTheLineTheMoveAndTheBadInput() {
    String text = "[Event \"x\"]\n1. 11-15 23-19\n2. 8-11 22-15 *";
    assertThatThrownBy(() -> PdnGame.parse(text))
        .isInstanceOf(PdnException.class)
        .isInstanceOf(MalformedNotationException.class)
        .hasMessage(
            "PDN line 3, move 2...: move \"22-15\" is not legal here; legal moves: 19-16 21-17"
                + " 22-17 22-18 24-20 26-23 27-23")
        .satisfies(e -> assertThat(((PdnException) e).input()).isEqualTo(text));
    assertThatThrownBy(() -> PdnGame.parse("1. 11-15 @ 23-19 # *"))
        .hasMessage("PDN line 1, move 1.: unexpected text \"@\" (and 1 more error)")
        .satisfies(e -> assertThat(((PdnException) e).errors()).hasSize(2));
    assertThatThrownBy(() -> PdnGame.parse(""))
        .isInstanceOf(PdnException.class)
        .hasMessage("PDN line 1: the text holds no game");
    assertThatThrownBy(() -> PdnGame.parse("1. 11-15 *\n\n1. 9-13 *"))
        .hasMessage("PDN line 3: a second game begins; the text must hold one game");
    assertThatThrownBy(() -> PdnGame.parse("1. 11-15"))
        .hasMessage("PDN line 1, move 1.: the game has no result; the text ends");
    assertThatThrownBy(
            () -> PdnGame.parse("[FEN \"B:W7,15,16,19,23,24,26,30,32:B2,3,5,6,12,13\"] 2x27 *"))
        .hasMessageStartingWith("PDN line 1, move 1.: move \"2x27\" is ambiguous");
  }

  @Test
  void ofAndToGameCarryMovesStartAndOutcome() {
    Game game = new Game(Position.fromFen("W:WK3,21,K30:B5,12"));
    game.play("30-26");
    game.play("12-16");
    game.offerDraw(Colour.WHITE);
    game.acceptDraw(Colour.BLACK);
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Club");
    tags.put("FEN", "stale");
    PdnGame pdn = PdnGame.of(game, tags);
    assertThat(pdn.tags())
        .containsExactly(
            Map.entry("Event", "Club"),
            Map.entry("FEN", "W:WK3,21,K30:B5,12"),
            Map.entry("Result", "1/2-1/2"),
            Map.entry("SetUp", "1"),
            Map.entry("Termination", "agreement"));
    assertThat(pdn.start()).isEqualTo(game.start());
    assertThat(pdn.result()).isEqualTo(PdnResult.DRAW);
    Game back = pdn.toGame();
    assertThat(back.moves()).isEqualTo(game.moves());
    assertThat(back.outcome()).isEqualTo(game.outcome());
  }

  @Test
  void toGameAppliesTheRecordedResult() {
    assertThat(PdnGame.parse("1. 11-15 1-0").toGame().outcome().orElseThrow().toString())
        .isEqualTo("Black wins by resignation");
    assertThat(
            PdnGame.parse("[Termination \"loss on time\"] 1. 11-15 23-19 0-1")
                .toGame()
                .outcome()
                .orElseThrow()
                .toString())
        .isEqualTo("White wins by loss on time");
    assertThat(PdnGame.parse("1. 11-15 1/2-1/2").toGame().outcome().orElseThrow().termination())
        .isEqualTo(Termination.AGREEMENT);
    assertThat(PdnGame.parse("1. 11-15 *").toGame().isOver()).isFalse();
  }

  @Test
  void toGameStopsWhereTheRulesEndTheGame() {
    // kings shuffle until the position occurs a third time; the record goes on
    PdnGame game =
        PdnGame.parse("[FEN \"B:WK32:BK1\"] 1-5 32-27 5-1 27-32 1-5 32-27 5-1 27-32 1-5 *");
    assertThat(game.plies()).isEqualTo(9);
    Game core = game.toGame();
    assertThat(core.moves()).hasSize(8);
    assertThat(core.outcome().orElseThrow().termination())
        .isEqualTo(Termination.THREEFOLD_REPETITION);
  }

  @Test
  void equalityHasTagOrderAndIgnoresTheTextAsWritten() {
    PdnGame a = PdnGame.parse("[A \"1\"] [B \"2\"] 1. 11-15 *");
    PdnGame b = PdnGame.parse("[B \"2\"] [A \"1\"] 1. 11-15 *");
    assertThat(a).isNotEqualTo(b);
    PdnGame full = PdnGame.parse("[FEN \"B:W10,19:BK15\"] 15x6? *");
    PdnGame path = PdnGame.parse("[FEN \"B:W10,19:BK15\"] 15-6? *");
    assertThat(full).isEqualTo(path).hasSameHashCodeAs(path);
    assertThat(full.mainLine().get(0).text()).isEqualTo("15x6");
    assertThat(path.mainLine().get(0).text()).isEqualTo("15-6");
  }

  @Test
  void commentsBeforeALaterMoveBelongToTheMoveBefore() {
    Position start = Position.initial();
    Move first = MoveText.parse(start, "11-15");
    Position next = start.play(first);
    Move second = MoveText.parse(next, "23-19");
    PdnGame game =
        new PdnGame(
            Map.of(),
            List.of("game"),
            List.of(
                PdnNode.of(first).withCommentsBefore(List.of("  opening\n move ")),
                PdnNode.of(second).withCommentsBefore(List.of("before the reply"))),
            PdnResult.UNFINISHED);
    assertThat(game.comments()).containsExactly("game", "opening move");
    assertThat(game.mainLine().get(0).commentsBefore()).isEmpty();
    assertThat(game.mainLine().get(0).commentsAfter()).containsExactly("before the reply");
    assertThat(game.mainLine().get(1).commentsBefore()).isEmpty();
    assertThat(PdnGame.parse(game.toString())).isEqualTo(game);
  }

  @Test
  void theModelRejectsIllegalMovesAndBadTags() {
    Move reply =
        MoveText.parse(Position.initial().play(Position.initial().legalMoves().get(0)), "23-19");
    assertThatThrownBy(
            () ->
                new PdnGame(Map.of(), List.of(), List.of(PdnNode.of(reply)), PdnResult.UNFINISHED))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("move 23-19 (ply 1 of the main line) is not legal");
    assertThatThrownBy(
            () -> new PdnGame(Map.of("Bad name", "x"), List.of(), List.of(), PdnResult.UNFINISHED))
        .hasMessageContaining("\"Bad name\"");
    assertThatThrownBy(
            () -> new PdnGame(Map.of("Event", "a\nb"), List.of(), List.of(), PdnResult.UNFINISHED))
        .hasMessageContaining("line break");
    assertThatThrownBy(() -> PdnNode.of(reply).withNags(List.of(256)))
        .hasMessageContaining("NAG 256");
  }
}
