package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reader's events for small texts: what it reads, and how it reports and survives damage. */
class PdnReaderTest {

  /** Records every event as a short string. */
  static final class Recorder implements PdnVisitor {
    final List<String> events = new ArrayList<>();

    @Override
    public void beginGame(int number, int line) {
      events.add("begin " + number + " @" + line);
    }

    @Override
    public void tag(String name, String value, int line) {
      events.add("tag " + name + "=" + value + " @" + line);
    }

    @Override
    public void endTags() {
      events.add("endTags");
    }

    @Override
    public void moveNumber(int number, boolean white, int line) {
      events.add("number " + number + (white ? "..." : "."));
    }

    @Override
    public void move(String text, int line) {
      events.add("move " + text + " @" + line);
    }

    @Override
    public void nag(int nag, int line) {
      events.add("nag " + nag);
    }

    @Override
    public void comment(String text, int line) {
      events.add("comment " + text + " @" + line);
    }

    @Override
    public void beginVariation(int line) {
      events.add("(");
    }

    @Override
    public void endVariation(int line) {
      events.add(")");
    }

    @Override
    public void result(String token, PdnResult result, int line) {
      events.add("result " + token + " " + result);
    }

    @Override
    public void endGame() {
      events.add("end");
    }

    @Override
    public void error(PdnError error) {
      events.add("error " + error);
    }
  }

  private static List<String> events(String text) throws IOException {
    Recorder recorder = new Recorder();
    new PdnReader(new StringReader(text)).read(recorder);
    return recorder.events;
  }

  @Test
  void readsTagsMoveTextAndResult() throws IOException {
    assertThat(
            events(
                "[Event \"Club \\\"Open\\\" \\\\ 1\"]\n"
                    + "[Result \"1-0\"]\n\n"
                    + "1. 11-15 {Old\n  Faithful} 23-19 ; the reply\n"
                    + "2.8-11!? $14 (2. 9-13 (2. 12-16) ) 2... 22-17 1-0\n"))
        .containsExactly(
            "begin 1 @1",
            "tag Event=Club \"Open\" \\ 1 @1",
            "tag Result=1-0 @2",
            "endTags",
            "number 1.",
            "move 11-15 @4",
            "comment Old Faithful @4",
            "move 23-19 @5",
            "comment the reply @5",
            "number 2.",
            "move 8-11 @6",
            "nag 5",
            "nag 14",
            "(",
            "number 2.",
            "move 9-13 @6",
            "(",
            "number 2.",
            "move 12-16 @6",
            ")",
            ")",
            "number 2...",
            "move 22-17 @6",
            "result 1-0 BLACK_WINS",
            "end");
  }

  @Test
  void readsEveryResultFormAndGamesSeparatedOnlyByResults() throws IOException {
    List<String> results = new ArrayList<>();
    new PdnReader(new StringReader("1-0 0-1 1/2-1/2 * 2-0 0-2 1-1 0-0 ½-½"))
        .read(
            new PdnVisitor() {
              @Override
              public void result(String token, PdnResult result, int line) {
                results.add(token + "=" + result.token());
              }
            });
    assertThat(results)
        .containsExactly(
            "1-0=1-0",
            "0-1=0-1",
            "1/2-1/2=1/2-1/2",
            "*=*",
            "2-0=1-0",
            "0-2=0-1",
            "1-1=1/2-1/2",
            "0-0=1/2-1/2",
            "½-½=1/2-1/2");
  }

  @Test
  void readsEveryMarkAsItsNag() throws IOException {
    assertThat(events("11-15! 23-19? 8-11!! 22-17?? 9-13!? 17-14?! 10x17 !! *"))
        .filteredOn(e -> e.startsWith("nag"))
        .containsExactly("nag 1", "nag 2", "nag 3", "nag 4", "nag 5", "nag 6", "nag 3");
  }

  @Test
  void countsLinesAcrossCrlfCrAndLfAndSkipsByteOrderMarkAndEscapeLines() throws IOException {
    assertThat(events("\uFEFF[Event \"x\"]\r\n% a line for another program 1-0\r\n\r1. 11-15\n*"))
        .containsExactly(
            "begin 1 @1",
            "tag Event=x @1",
            "endTags",
            "number 1.",
            "move 11-15 @4",
            "result * UNFINISHED",
            "end");
  }

  @Test
  void aTagAfterMoveTextOrATagNameRepeatedBeginsTheNextGame() throws IOException {
    assertThat(events("[Event \"a\"] 1. 11-15 [Event \"b\"] [Site \"s\"] [Event \"c\"] *"))
        .containsExactly(
            "begin 1 @1",
            "tag Event=a @1",
            "endTags",
            "number 1.",
            "move 11-15 @1",
            "error game 1, line 1: the game has no result; the next game's tags begin on line 1",
            "end",
            "begin 2 @1",
            "tag Event=b @1",
            "tag Site=s @1",
            "endTags",
            "error game 2, line 1: the game has no result; the next game's tags begin on line 1",
            "end",
            "begin 3 @1",
            "tag Event=c @1",
            "endTags",
            "result * UNFINISHED",
            "end");
  }

  @Test
  void closesVariationsLeftOpenAndSkipsStrayClosingParentheses() throws IOException {
    assertThat(events("1. 11-15 ) (9-13 (10-14\n*"))
        .containsExactly(
            "begin 1 @1",
            "endTags",
            "number 1.",
            "move 11-15 @1",
            "error game 1, line 1: unexpected \")\": no variation is open",
            "(",
            "move 9-13 @1",
            "(",
            "move 10-14 @1",
            "error game 1, line 2: the variation opened with ( on line 1 is not closed",
            ")",
            "error game 1, line 2: the variation opened with ( on line 1 is not closed",
            ")",
            "result * UNFINISHED",
            "end");
  }

  @Test
  void reportsTextBetweenGamesWithTheGameBeforeItOrTheFirstGame() throws IOException {
    assertThat(events("junk\n1. 11-15 *\n) more junk\n[Event \"x\"] *\ntrailing"))
        .containsExactly(
            "begin 1 @2",
            "error game 1, line 1: unexpected text \"junk\" before the game",
            "endTags",
            "number 1.",
            "move 11-15 @2",
            "result * UNFINISHED",
            "error game 1, line 3: unexpected \")\" after the end of the game",
            "error game 1, line 3: unexpected text \"more\" after the end of the game",
            "error game 1, line 3: unexpected text \"junk\" after the end of the game",
            "end",
            "begin 2 @4",
            "tag Event=x @4",
            "endTags",
            "result * UNFINISHED",
            "error game 2, line 5: unexpected text \"trailing\" after the end of the game",
            "end");
  }

  @Test
  void textWithoutAnyGameGivesOneEmptyGameWithItsErrors() throws IOException {
    assertThat(events("hello world"))
        .containsExactly(
            "begin 1 @1",
            "endTags",
            "error game 1, line 1: unexpected text \"hello\" where no game begins",
            "error game 1, line 1: unexpected text \"world\" where no game begins",
            "end");
    assertThat(events("")).isEmpty();
    assertThat(events(" \n\r\n\uFEFF {a comment alone} ")).isEmpty();
  }

  @Test
  void commentsBeforeAGameWithoutTagsBelongToIt() throws IOException {
    assertThat(events("1-0 {about the next game} 1. 9-13 *"))
        .containsSubsequence(
            "begin 2 @1", "endTags", "comment about the next game @1", "move 9-13 @1");
    assertThat(events("1-0 {before tags} [Event \"x\"] *"))
        .noneMatch(e -> e.contains("before tags"));
  }

  @Test
  void reportsDamagedTagsAndKeepsWhatCanBeRead() throws IOException {
    assertThat(
            events(
                "[Event \"open\n[Site unquoted]\n[Date \"2024\" extra]\n[Round \"1\"\n[\"nameless\"]\n*"))
        .containsExactly(
            "begin 1 @1",
            "tag Event=open @1",
            "error game 1, line 1: tag Event \"open\": its value is not closed by \" before the end of"
                + " the line",
            "tag Site=unquoted @2",
            "error game 1, line 2: tag Site \"unquoted\": its value is not in double quotes",
            "tag Date=2024 @3",
            "error game 1, line 3: tag Date \"2024\": it has \"extra]\" after its value",
            "tag Round=1 @4",
            "error game 1, line 4: tag Round \"1\": it is not closed by ]",
            "error game 1, line 5: tag \"[\"nameless\"]\" has no name",
            "endTags",
            "result * UNFINISHED",
            "end");
  }

  @Test
  void anUnclosedCommentEndsBeforeTheNextGamesTagsOrAtTheEnd() throws IOException {
    assertThat(events("1. 11-15 {open\n23-19\n[Event \"next\"]\n1. 9-13 {never closed"))
        .containsExactly(
            "begin 1 @1",
            "endTags",
            "number 1.",
            "move 11-15 @1",
            "error game 1, line 1: comment opened with { on line 1 is not closed before the tags on"
                + " line 3",
            "comment open 23-19 @1",
            "error game 1, line 3: the game has no result; the next game's tags begin on line 3",
            "end",
            "begin 2 @3",
            "tag Event=next @3",
            "endTags",
            "number 1.",
            "move 9-13 @4",
            "error game 2, line 4: comment opened with { on line 4 is not closed",
            "comment never closed @4",
            "error game 2, line 4: the game has no result; the text ends",
            "end");
  }

  @Test
  void reportsBadAnnotationsAndGarbageWords() throws IOException {
    assertThat(events("1. 11-15 $ $256 $7 ?!? abc 12345. 23-19 } ] *"))
        .filteredOn(e -> e.startsWith("error") || e.startsWith("nag") || e.startsWith("move"))
        .containsExactly(
            "move 11-15 @1",
            "error game 1, line 1: annotation \"$\" has no number",
            "error game 1, line 1: annotation \"$256\" is out of range; NAGs run from $0 to $255",
            "nag 7",
            "error game 1, line 1: unknown annotation mark \"?!?\"",
            "error game 1, line 1: unexpected text \"abc\"",
            "error game 1, line 1: move number \"12345.\" is too large",
            "move 23-19 @1",
            "error game 1, line 1: unexpected '}'",
            "error game 1, line 1: unexpected ']'");
  }

  @Test
  void passesMoveLikeTextOnForTheBuilderToJudge() throws IOException {
    assertThat(events("11- 22-177 9x 15x24x31 12 *"))
        .filteredOn(e -> e.startsWith("move"))
        .containsExactly(
            "move 11- @1", "move 22-177 @1", "move 9x @1", "move 15x24x31 @1", "move 12 @1");
  }

  @Test
  void cutsVeryLongWordsInMessages() throws IOException {
    String word = "z".repeat(5000);
    List<String> events = events("1. 11-15 " + word + " *");
    assertThat(events)
        .anyMatch(e -> e.startsWith("error") && e.contains("zzz...") && e.length() < 200);
  }
}
