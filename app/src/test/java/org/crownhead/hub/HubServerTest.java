package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Collectors;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.book.OpeningBook;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The server's handling of every command and every kind of bad input, in the test's JVM. */
class HubServerTest {
  private static final String START = HubPosition.format(Position.initial());

  /** Black's only move is the capture 15x22. */
  private static final String ONE_MOVE = HubPosition.format(Position.fromFen("B:W18:B15"));

  /** White has no piece, so no move: White has lost. */
  private static final String NO_MOVE = HubPosition.format(Position.fromFen("W:W:B1"));

  private final ServerSession session = new ServerSession();

  @AfterEach
  void close() {
    session.close();
  }

  private static HubLine parse(String line) {
    return HubLine.parse(line);
  }

  /** The move of the done line that ends the lines, checked legal in the position. */
  private static Move doneMove(Position position, List<String> lines) {
    return doneMove(position, lines.get(lines.size() - 1));
  }

  /** The move of a done line, checked legal in the position. */
  private static Move doneMove(Position position, String done) {
    HubLine line = parse(done);
    assertThat(line.command()).isEqualTo("done");
    Move move = HubValues.move(position, line.get("move").orElseThrow());
    assertThat(position.legalMoves()).contains(move);
    assertThat(line.get("move").get()).isEqualTo(HubValues.text(position, move));
    line.get("ponder")
        .ifPresent(ponder -> assertThat(HubValues.move(position.play(move), ponder)).isNotNull());
    return move;
  }

  @Test
  void hubDeclaresTheEngineAndItsSettingsThenWaits() {
    List<String> lines = session.answer("hub");

    assertThat(lines)
        .containsExactly(
            "id name=Crownhead version=0.1.0",
            "param name=hash value=1 type=int min=1 max=8192",
            "param name=threads value=1 type=int min=1 max=64",
            "param name=level value=maximum type=enum"
                + " values=\"beginner novice casual club strong expert maximum\"",
            "param name=eval value=standard type=enum values=\"standard network material\"",
            "param name=endgames value=true type=bool",
            "param name=book value=true type=bool",
            "param name=margin value=-1 type=int min=-1 max=10000",
            "param name=truncate value=0 type=int min=0 max=1000",
            "param name=threats value=0 type=int min=0 max=4",
            "param name=shots value=0 type=int min=0 max=4",
            "param name=average-time value=false type=bool",
            "wait");
    assertThat(Engines.NAME).isEqualTo("Crownhead 0.1.0");
  }

  private void assertStillServing() {
    assertThat(session.answer("init")).containsExactly("ready");
  }

  @Test
  void initIsAnsweredReadyAndPingPong() {
    assertThat(session.answer("init")).containsExactly("ready");
    session.send("ping", "ping");
    assertThat(session.next()).isEqualTo("pong");
    assertThat(session.next()).isEqualTo("pong");
  }

  @Test
  void blankLinesAndNewGameSayNothing() {
    assertThat(session.answer("", "   ", "new-game")).isEmpty();
  }

  @Test
  void setParamChangesTheEngineSetting() {
    assertThat(session.answer("set-param name=level value=club", "set-param name=hash value=2"))
        .isEmpty();

    assertThat(session.engine.options())
        .extracting(option -> option.name() + "=" + option.value())
        .containsExactly(
            "hash=2",
            "threads=1",
            "level=club",
            "eval=standard",
            "endgames=true",
            "book=true",
            "margin=-1",
            "truncate=0",
            "threats=0",
            "shots=0",
            "average-time=false");
    assertThat(session.answer("hub")).contains("param name=hash value=2 type=int min=1 max=8192");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "set-param name=hash value=0          | set-param: hash must be from 1 to 8192, not 0",
        "set-param name=level value=grandmaster | set-param: unknown level 'grandmaster'",
        "set-param name=colour value=red      | set-param: unknown setting 'colour'",
        "set-param value=3                    | set-param: missing name=",
        "set-param name=hash                  | set-param: missing value= for setting 'hash'",
      })
  void setParamRefusesWhatTheEngineRefuses(String command, String message) {
    assertThat(session.error(command)).startsWith(message);
    assertThat(session.engine.options().get(0).value()).isEqualTo("1");
  }

  @Test
  void anUnknownCommandIsAnError() {
    assertThat(session.error("analyse now"))
        .isEqualTo(
            "unknown command 'analyse'; the commands are hub, init, set-param, new-game, pos,"
                + " level, go, ping, stop, ponder-hit, quit");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "level depth=  | malformed line 'level depth=': expects a value after '=' at the end of"
            + " the line",
        "pos pos=\"Bbbb | malformed line 'pos pos='Bbbb': the double quote at column 9 is never"
            + " closed",
        "level =3      | malformed line 'level =3': expects an argument name at column 7, not '='",
        "=             | malformed line '=': expects a command at column 1, not '='",
        "\"go\"        | malformed line ''go'': expects a command at column 1, not a double quote",
      })
  void aMalformedLineIsAnError(String line, String message) {
    assertThat(session.error(line)).isEqualTo(message);
    assertStillServing();
  }

  @Test
  void controlCharactersInALineAreShownInItsError() {
    assertThat(session.error("go x=\u0007"))
        .isEqualTo(
            "malformed line 'go x=\\u0007': expects a value after '=' at column 6, not"
                + " character \\u0007");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "pos pos=Bbbb | has 4 characters; expected 33",
        "pos pos=Xbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww | starts with 'X'; expected B or W",
        "pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwwx | has 'x' for square 32",
        "pos pos=Weeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeb | is not a possible position: a Black man"
            + " cannot stand on square 32",
        "pos pos=Bbbbbbbbbbbbbbeeeeeeewwwwwwwwwwww | is not a possible position: Black has more"
            + " than 12 pieces",
        "pos pos=\"\" | has 0 characters",
      })
  void aBadPositionIsAnErrorAndLeavesNoPosition(String command, String problem) {
    session.answer("pos start");

    String message = session.error(command);

    assertThat(message).startsWith("pos: Hub position '").contains(problem);
    assertThat(session.error("go think")).isEqualTo("go: no position; send pos first");
  }

  @Test
  void anIllegalMoveIsAnErrorNamingItAndLeavesNoPosition() {
    String message = session.error("pos pos=" + START + " moves=\"11-15 23-19 11-16\"");

    assertThat(message)
        .isEqualTo(
            "pos: move 3 of moves: move '11-16' is not legal here; legal moves: 7-11 8-11 9-13"
                + " 9-14 10-14 12-16 15-18");
    assertThat(session.error("go think")).isEqualTo("go: no position; send pos first");
  }

  @Test
  void malformedAndAmbiguousMovesAreErrors() {
    assertThat(session.error("pos start moves=\"11/15\""))
        .isEqualTo("pos: move 1 of moves: move text '11/15' has '/' where - or x should be");
    Position loop = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
    assertThat(session.error("pos pos=" + HubPosition.format(loop) + " moves=2x25"))
        .startsWith("pos: move 1 of moves: move '2x25' is ambiguous");
  }

  @Test
  void goBeforePosIsAnError() {
    assertThat(session.error("go think")).isEqualTo("go: no position; send pos first");
  }

  @Test
  void aThinkSearchReportsInfoAndALegalMove() {
    List<String> lines = session.send("pos start", "level depth=5", "go think").until("done");

    List<HubLine> infos =
        lines.stream().filter(line -> line.startsWith("info ")).map(HubLine::parse).toList();
    assertThat(infos)
        .extracting(info -> info.get("depth").orElseThrow())
        .containsExactly("1", "2", "3", "4", "5");
    for (HubLine info : infos) {
      assertThat(info.arguments().keySet())
          .contains("depth", "max-depth", "score", "nodes", "time");
      assertThat(info.get("score").get()).matches("-?[0-9]+\\.[0-9]{2}");
      assertThat(info.get("time").get()).matches("[0-9]+\\.[0-9]{3}");
      Position at = Position.initial();
      for (String text : info.get("pv").orElseThrow().split(" ")) {
        at = at.play(HubValues.move(at, text));
      }
    }
    Move move = doneMove(Position.initial(), lines);
    assertThat(move.toString())
        .isEqualTo(infos.get(infos.size() - 1).get("pv").get().split(" ")[0]);
  }

  @Test
  void aTimedThinkInTheBookAnswersWithTheBookMoveAndAnalyzeSearches() {
    String book =
        OpeningBook.standard().choose(Position.initial()).map(Move::toString).orElseThrow();
    List<String> think = session.send("pos start", "level move-time=1", "go think").until("done");
    assertThat(think).hasSize(2);
    HubLine info = HubLine.parse(think.get(0));
    assertThat(info.get("depth")).contains("0");
    assertThat(info.get("nodes")).contains("0");
    assertThat(doneMove(Position.initial(), think.get(1)).toString()).isEqualTo(book);

    List<String> analyze =
        session.send("pos start", "level move-time=0.2", "go analyze").until("done");
    assertThat(analyze).anyMatch(line -> line.startsWith("info depth=1 "));
    assertThat(session.answer("hub")).contains("param name=book value=true type=bool");

    session.answer("set-param name=book value=false");
    List<String> searched =
        session.send("pos start", "level move-time=0.2", "go think").until("done");
    assertThat(searched).anyMatch(line -> line.startsWith("info depth=1 "));
  }

  @Test
  void theLevelIsForgottenAfterGoSoTheNextGoIsUnlimited() {
    session.send("pos start", "level depth=2", "go think").until("done");

    session.send("go think");
    List<String> infos = session.until(line -> line.contains("depth=4 "));
    session.send("stop");
    List<String> rest = session.until("done");

    assertThat(infos).noneMatch(line -> line.startsWith("done"));
    doneMove(Position.initial(), rest);
  }

  @Test
  void movesArePlayedFromThePosition() {
    List<String> lines =
        session.send("pos start moves=\"11-15 23-19\"", "level depth=3", "go think").until("done");

    Position after = Position.initial();
    after = after.play(HubValues.move(after, "11-15"));
    after = after.play(HubValues.move(after, "23-19"));
    doneMove(after, lines);
  }

  @Test
  void posWithoutAPositionOrWithStartIsTheStartingPosition() {
    for (String pos : List.of("pos", "pos start", "pos pos=" + START)) {
      List<String> lines = session.send(pos, "level depth=1", "go think").until("done");
      doneMove(Position.initial(), lines);
    }
  }

  @Test
  void movesInScansCaptureFormAreAccepted() {
    Position position = Position.fromFen("B:W18,26,30:B15");
    List<String> lines =
        session
            .send(
                "pos pos=" + HubPosition.format(position) + " moves=15x31x26x18",
                "level depth=3",
                "go think")
            .until("done");

    Position after = position.play(MoveText.parse(position, "15x22x31"));
    assertThat(after.toFen()).isEqualTo("W:W30:BK31");
    doneMove(after, lines);
  }

  @Test
  void aPositionWithNoLegalMoveIsAnsweredDoneAloneAfterALossInfo() {
    List<String> lines =
        session.send("pos pos=" + NO_MOVE, "level infinite", "go think").until("done");

    assertThat(lines).last().isEqualTo("done");
    assertThat(lines.get(0)).startsWith("info depth=0 max-depth=0 score=-100.00 nodes=0 time=");
  }

  @Test
  void aSingleLegalMoveIsAnsweredAtOnceEvenWithoutLimit() {
    List<String> lines =
        session.send("pos pos=" + ONE_MOVE, "level infinite", "go think").until("done");

    assertThat(lines).last().isEqualTo("done move=15x22");
    assertThat(lines).first().asString().startsWith("info depth=").contains("pv=15x22");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "level move-time=0",
        "level time=0",
        "level time=0 inc=0",
        "level moves=1 time=0.001",
        "level nodes=1"
      })
  void noTimeStillGivesALegalMove(String level) {
    List<String> lines = session.send("pos start", level, "go think").until("done");

    doneMove(Position.initial(), lines);
  }

  @Test
  void timeLimitsEndTheSearchByThemselves() {
    session.answer("set-param name=book value=false"); // so that the start is searched
    List<String> byMoveTime =
        session.send("pos start", "level move-time=0.2", "go think").until("done");
    List<String> byClock =
        session.send("pos start", "level time=3 inc=0.1 moves=20", "go analyze").until("done");

    doneMove(Position.initial(), byMoveTime);
    doneMove(Position.initial(), byClock);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "level depth=0 | level: depth must be from 1 to 1000, not 0",
        "level depth=deep | level: depth must be a whole number from 1 to 1000, not 'deep'",
        "level nodes=-5 | level: nodes must be from 1 to 9223372036854775807, not -5",
        "level move-time=soon | level: move-time must be a number, not 'soon'",
        "level time=NaN | level: time must be a number, not 'NaN'",
        "level inc=1e400 | level: inc must be a number of seconds up to 1000000000, not '1e400'",
        "level moves=-1 | level: moves must be from 0 to 10000, not -1",
      })
  void aBadLevelIsAnError(String command, String message) {
    assertThat(session.error(command)).isEqualTo(message);
  }

  @Test
  void aClockWithoutTimeIsAnErrorAtGo() {
    session.answer("pos start", "level moves=10 inc=1");

    assertThat(session.error("go think"))
        .isEqualTo("go: the level has inc= or moves= but no time=");
  }

  @Test
  void unknownArgumentsAreIgnored() {
    assertThat(session.answer("pos start colour=red", "level depth=1 style=sharp")).isEmpty();
    List<String> lines = session.send("go think fast").until("done");
    doneMove(Position.initial(), lines);
  }

  @Test
  void stopEndsAnInfiniteSearchWithALegalMove() {
    session.send("pos start", "level infinite", "go think").untilDepth(3);

    doneMove(Position.initial(), session.send("stop").until("done"));
    assertStillServing();
  }

  @Test
  void stopRightAfterGoIsNotLost() {
    session.send("pos start", "level infinite", "go think", "stop");
    doneMove(Position.initial(), session.until("done"));
  }

  @Test
  void whileSearchingOnlyPingStopAndPonderHitAreTaken() {
    session.send("pos start", "level infinite", "go think").untilDepth(2);

    session.send("go think");
    assertThat(session.until("error"))
        .last()
        .isEqualTo("error message=\"go: a search is already running; send stop first\"");
    session.send("pos start");
    assertThat(session.until("error"))
        .last()
        .isEqualTo("error message=\"pos: not allowed while searching; send stop first\"");
    session.send("set-param name=hash value=4");
    assertThat(session.until("error")).last().asString().contains("set-param: not allowed");
    session.send("ping");
    assertThat(session.until("pong"))
        .allMatch(line -> line.startsWith("info ") || line.equals("pong"));

    doneMove(Position.initial(), session.send("stop").until("done"));
    assertThat(session.engine.options().get(0).value()).isEqualTo("1");
  }

  @Test
  void stopAndPonderHitWithNoSearchAreIgnored() {
    assertThat(session.answer("stop", "ponder-hit", "stop")).isEmpty();
  }

  @Test
  void aPonderSearchEndsAfterPonderHitOnItsClock() {
    session.send("pos start", "level move-time=0.2", "go ponder").untilDepth(3);
    assertThat(session.pending()).noneMatch(line -> line.startsWith("done"));

    doneMove(Position.initial(), session.send("ponder-hit").until("done"));
  }

  @Test
  void aPonderSearchEndsOnStop() {
    session.send("pos start", "level time=60 inc=1", "go ponder").untilDepth(3);

    doneMove(Position.initial(), session.send("stop").until("done"));
  }

  @Test
  void aPonderSearchMayEndByItselfAtItsDepth() {
    List<String> lines = session.send("pos start", "level depth=3", "go ponder").until("done");

    doneMove(Position.initial(), lines);
    assertThat(session.answer("ponder-hit")).isEmpty();
  }

  @Test
  void movesPastADrawByRepetitionAreStillPlayed() {
    Position kings = Position.fromFen("B:WK32:BK1");
    String shuffle = "1-5 32-27 5-1 27-32 1-5 32-27 5-1 27-32";
    Game game = new Game(kings);
    for (String move : shuffle.split(" ")) {
      game.play(move);
    }
    assertThat(game.isOver()).isTrue();

    List<String> lines =
        session
            .send(
                "pos pos=" + HubPosition.format(kings) + " moves=\"" + shuffle + " 1-6\"",
                "level depth=4",
                "go think")
            .until("done");

    Position now = game.position().play(HubValues.move(game.position(), "1-6"));
    doneMove(now, lines);
  }

  @Test
  void theHistoryReachesTheEngine() {
    RecordingEngine recording = new RecordingEngine();
    try (ServerSession recorded = new ServerSession(recording)) {
      recorded
          .send("pos pos=" + HubPosition.format(Position.initial()) + " moves=\"11-15 23-19\"")
          .send("level depth=2", "go think")
          .until("done");

      assertThat(recording.game.moves().stream().map(Move::toString).collect(Collectors.toList()))
          .containsExactly("11-15", "23-19");
      assertThat(recording.game.start()).isEqualTo(Position.initial());
    }
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "level depth=3 nodes=1000 move-time=1.5 | depth 3, time 1500 ms, nodes 1000",
        "level time=10 inc=2 moves=5 | clock 12000 ms + 2000 ms, 5 moves to go",
        "level time=61.25 | clock 61250 ms + 0 ms",
        "level depth=3,level nodes=100 | depth 3, nodes 100",
        "level depth=3,level infinite | infinite",
        "level depth=3,pos start | infinite",
        "'' | infinite",
      })
  void levelsBecomeTheEnginesLimits(String levels, String limits) {
    RecordingEngine recording = new RecordingEngine();
    try (ServerSession recorded = new ServerSession(recording)) {
      recorded.send("pos start");
      for (String level : levels.split(",")) {
        recorded.send(level);
      }
      recorded.send("go think", "stop").until("done");

      assertThat(recording.limits.toString()).isEqualTo(limits);
    }
  }

  @Test
  void anEngineThatFailsDoesNotEndTheServer() {
    RecordingEngine failing = new RecordingEngine();
    failing.failure = new IllegalStateException("out of memory");
    try (ServerSession broken = new ServerSession(failing)) {
      assertThat(broken.error("new-game"))
          .isEqualTo("new-game: failed: java.lang.IllegalStateException: out of memory");

      List<String> lines = broken.send("pos start", "go think").until("done");

      assertThat(lines.get(0))
          .isEqualTo(
              "error message=\"go: the search failed: java.lang.IllegalStateException: out of"
                  + " memory\"");
      doneMove(Position.initial(), lines);
      assertThat(broken.answer("init")).containsExactly("ready");
    }
  }

  @Test
  void quitEndsTheServer() {
    session.send("quit");
    session.awaitEnd();
    assertThat(session.pending()).isEmpty();
  }

  @Test
  void quitDuringASearchStopsItAndEndsTheServerAfterDone() {
    session.send("pos start", "level infinite", "go think").untilDepth(2);

    session.send("quit");

    session.awaitEnd();
    List<String> rest = session.pending();
    doneMove(Position.initial(), rest);
  }

  @Test
  void theEndOfTheInputStopsASearchWithoutLimit() {
    session.send("pos start", "level infinite", "go ponder").untilDepth(2);

    session.close();

    session.awaitEnd();
    List<String> rest = session.pending();
    doneMove(Position.initial(), rest);
  }

  @Test
  void theEndOfTheInputLetsASearchWithLimitsFinish() {
    session.send("pos start", "level depth=7", "go think");

    session.close();

    session.awaitEnd();
    List<String> lines = session.pending();
    assertThat(lines).filteredOn(line -> line.startsWith("info depth=7 ")).hasSize(1);
    doneMove(Position.initial(), lines);
  }

  @Test
  void runReturnsAfterTheLastCommandAndAnswersEachLine() throws Exception {
    StringWriter out = new StringWriter();
    try (Engine engine = ServerSession.smallEngine()) {
      new HubServer(
              engine, new StringReader("ping\npos pos=" + NO_MOVE + "\ngo think\nquit\n"), out)
          .run();
    }

    List<String> lines = out.toString().lines().toList();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).isEqualTo("pong");
    assertThat(lines.get(1)).startsWith("info depth=0 max-depth=0 score=-100.00 ");
    assertThat(lines.get(2)).isEqualTo("done");
    assertThat(out.toString()).doesNotContain("\r");
  }
}
