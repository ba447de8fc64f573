package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.TestData;

/**
 * Properties: the reader survives any text and mutated real games, reporting damage instead of
 * throwing; the strict parse throws only {@link PdnException}; any game read, and any random game
 * with comments, annotations and variations, survives write and read exactly.
 */
class PdnPropertiesTest {
  private static final String PDN_CHARS =
      "0123456789-x.[]{}()\";$!?*/ \n\r\t%½…\uFEFFabcEFNKRSUWB:\\,";

  private static String acf;

  private static synchronized String acf() throws IOException {
    if (acf == null) {
      acf = Files.readString(TestData.file("acf-games.pdn"));
    }
    return acf;
  }

  // ---- the reader never fails on bad text

  @Provide
  Arbitrary<String> anyText() {
    return Arbitraries.oneOf(
        Arbitraries.strings().ofMaxLength(300),
        Arbitraries.strings().withChars(PDN_CHARS).ofMaxLength(400),
        tokens());
  }

  /** Random sequences of PDN tokens, good and bad, with random white space. */
  private Arbitrary<String> tokens() {
    Arbitrary<String> token =
        Arbitraries.oneOf(
            Arbitraries.of(
                "[Event \"x\"]",
                "[FEN \"W:W18:B14\"]",
                "[FEN \"B:W99\"]",
                "[SetUp \"1\"]",
                "[Result \"1-0\"]",
                "[Black \"a\\\"b",
                "[",
                "]",
                "\"",
                "1.",
                "2...",
                "12.",
                "11-15",
                "23-19",
                "22-18",
                "15x22",
                "25x18",
                "8-11",
                "9-13",
                "14x23",
                "2x27",
                "99-1",
                "11-",
                "!",
                "?!",
                "$3",
                "$999",
                "{comment",
                "}",
                "{ok}",
                "; line comment\n",
                "(",
                ")",
                "1-0",
                "0-1",
                "1/2-1/2",
                "*",
                "2-0",
                "0-0",
                "%escape\n",
                "junk"),
            Arbitraries.strings().withChars(PDN_CHARS).ofMaxLength(6));
    Arbitrary<String> space = Arbitraries.of(" ", "\n", "\r\n", "", "\t", "\r");
    return Combinators.combine(token.list().ofMaxSize(60), space.list().ofSize(60))
        .as(
            (tokens, spaces) -> {
              StringBuilder text = new StringBuilder();
              for (int i = 0; i < tokens.size(); i++) {
                text.append(tokens.get(i)).append(spaces.get(i));
              }
              return text.toString();
            });
  }

  @Property(tries = 300)
  void readerReportsInsteadOfThrowingAndGamesRoundTrip(@ForAll("anyText") String text) {
    checkReading(text);
  }

  @Provide
  Arbitrary<String> mutatedGames() {
    return Arbitraries.longs()
        .map(
            seed -> {
              try {
                return mutate(new Random(seed), acf());
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            });
  }

  /** A few games of the ACF file with random insertions, deletions, replacements and a cut. */
  private static String mutate(Random random, String file) {
    int start = file.indexOf("[Event", random.nextInt(file.length() - 5000));
    StringBuilder text =
        new StringBuilder(file.substring(start, start + 600 + random.nextInt(2000)));
    int edits = 1 + random.nextInt(6);
    for (int i = 0; i < edits; i++) {
      int at = random.nextInt(text.length());
      switch (random.nextInt(5)) {
        case 0:
          text.insert(at, PDN_CHARS.charAt(random.nextInt(PDN_CHARS.length())));
          break;
        case 1:
          text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(8)));
          break;
        case 2:
          text.setCharAt(at, PDN_CHARS.charAt(random.nextInt(PDN_CHARS.length())));
          break;
        case 3:
          text.insert(at, text.substring(random.nextInt(text.length() - 20), text.length() - 10));
          break;
        default:
          text.setLength(at);
          break;
      }
      if (text.length() < 30) {
        break;
      }
    }
    return text.toString();
  }

  @Property(tries = 300)
  void mutatedRealGamesAreReportedAndTheirGamesRoundTrip(@ForAll("mutatedGames") String text) {
    checkReading(text);
  }

  private static void checkReading(String text) {
    List<ReadGame> games = Golden.read(text);
    long lines = text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
    for (int i = 0; i < games.size(); i++) {
      ReadGame game = games.get(i);
      assertThat(game.number()).isEqualTo(i + 1);
      for (PdnError error : game.errors()) {
        assertThat(error.game()).isEqualTo(game.number());
        assertThat(error.line()).isBetween(1, (int) lines);
        assertThat(error.reason()).isNotBlank();
      }
      // whatever was read, even from damaged text, writes and reads back as the same game
      String written = PdnWriter.format(game.game());
      List<ReadGame> again = Golden.read(written);
      assertThat(again).hasSize(1);
      assertThat(again.get(0).game()).isEqualTo(game.game());
      assertThat(PdnWriter.format(again.get(0).game())).isEqualTo(written);
    }
    Throwable thrown = catchThrowable(() -> PdnGame.parse(text));
    if (thrown != null) {
      assertThat(thrown).isInstanceOf(PdnException.class);
      assertThat(thrown.getMessage()).matches("(?s)PDN line \\d+(, move \\d+\\.(\\.\\.)?)?: .+");
      assertThat(((PdnException) thrown).input()).isEqualTo(text);
    } else {
      assertThat(games).hasSize(1);
      assertThat(games.get(0).isClean()).isTrue();
    }
  }

  // ---- random games survive write and read exactly

  @Provide
  Arbitrary<PdnGame> randomGames() {
    return Arbitraries.longs().map(seed -> randomGame(new Random(seed)));
  }

  @Property(tries = 300)
  void randomGamesSurviveWriteAndRead(@ForAll("randomGames") PdnGame game) {
    Golden.assertRoundTrip(List.of(game));
    assertThat(PdnGame.parse(PdnWriter.format(game))).isEqualTo(game);
  }

  @Property(tries = 100)
  void randomGamesOfTheCoreSurviveFormatAndParse(@ForAll("seeds") long seed) {
    Random random = new Random(seed);
    Game game = new Game(random.nextBoolean() ? Position.initial() : randomPosition(random));
    int plies = random.nextInt(120);
    for (int i = 0; i < plies && !game.isOver(); i++) {
      List<Move> legal = game.legalMoves();
      game.play(legal.get(random.nextInt(legal.size())));
    }
    if (!game.isOver() && random.nextBoolean()) {
      game.resign(random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Random " + seed);
    tags.put("Black", "Ann");
    PdnGame parsed = PdnGame.parse(PdnWriter.format(game, tags));
    assertThat(parsed).isEqualTo(PdnGame.of(game, tags));
    Game again = parsed.toGame();
    assertThat(again.moves()).isEqualTo(game.moves());
    assertThat(again.start()).isEqualTo(game.start());
    assertThat(again.outcome()).isEqualTo(game.outcome());
  }

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs();
  }

  static PdnGame randomGame(Random random) {
    Position start = random.nextInt(3) == 0 ? Position.initial() : randomPosition(random);
    Map<String, String> tags = new LinkedHashMap<>();
    int count = random.nextInt(5);
    for (int i = 0; i < count; i++) {
      tags.put("X" + randomText(random, "abcXYZ019_", 6), randomText(random, TAG_CHARS, 20));
    }
    if (!start.equals(Position.initial()) || random.nextInt(5) == 0) {
      if (random.nextBoolean()) {
        tags.put("SetUp", "1");
      }
      tags.put("FEN", Fen.format(start));
    }
    List<PdnNode> line = randomLine(random, start, 0, random.nextInt(60));
    Position end = start;
    for (PdnNode node : line) {
      end = end.play(node.move());
    }
    PdnResult result = PdnResult.values()[random.nextInt(4)];
    if (!end.hasLegalMove() && result != PdnResult.UNFINISHED) {
      result = end.turn() == Colour.BLACK ? PdnResult.WHITE_WINS : PdnResult.BLACK_WINS;
    }
    if (random.nextBoolean()) {
      tags.put("Result", result.token());
    }
    return new PdnGame(tags, randomComments(random), line, result);
  }

  private static final String TEXT_CHARS =
      "abc XYZ 0123 {}[]()\"\\;%$!?*-x.\t\n\r é½…\uFEFF\u2028[Event \"";

  private static final String TAG_CHARS = TEXT_CHARS.replace("\n", "").replace("\r", "");

  private static List<PdnNode> randomLine(Random random, Position start, int depth, int plies) {
    List<PdnNode> line = new ArrayList<>();
    Position position = start;
    for (int i = 0; i < plies; i++) {
      List<Move> legal = position.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Move move = legal.get(random.nextInt(legal.size()));
      List<Integer> nags = new ArrayList<>();
      while (random.nextInt(5) == 0) {
        nags.add(random.nextInt(4) == 0 ? random.nextInt(256) : 1 + random.nextInt(6));
      }
      List<List<PdnNode>> variations = new ArrayList<>();
      while (depth < 3 && random.nextInt(7) == 0) {
        List<PdnNode> variation = randomLine(random, position, depth + 1, 1 + random.nextInt(8));
        if (!variation.isEmpty()) {
          variations.add(variation);
        }
      }
      line.add(
          new PdnNode(
              MoveText.format(position, move),
              move,
              nags,
              randomComments(random),
              randomComments(random),
              variations));
      position = position.play(move);
    }
    return line;
  }

  private static List<String> randomComments(Random random) {
    List<String> comments = new ArrayList<>();
    while (random.nextInt(6) == 0) {
      comments.add(randomText(random, TEXT_CHARS, random.nextInt(4) == 0 ? 200 : 30));
    }
    return comments;
  }

  private static String randomText(Random random, String chars, int longest) {
    int length = random.nextInt(longest + 1);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < length; i++) {
      text.append(chars.charAt(random.nextInt(chars.length())));
    }
    return text.toString();
  }

  /** Random men and kings on random squares, men never on their crowning row. */
  static Position randomPosition(Random random) {
    Position position = Position.empty(random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
    int black = 0;
    int white = 0;
    for (int square = 1; square <= 32; square++) {
      if (random.nextInt(3) != 0) {
        continue;
      }
      Piece piece = Piece.values()[random.nextInt(4)];
      if (piece == Piece.BLACK_MAN && square >= 29 || piece == Piece.WHITE_MAN && square <= 4) {
        piece = piece.crowned();
      }
      if (piece.colour() == Colour.BLACK ? black++ >= 12 : white++ >= 12) {
        continue;
      }
      position = position.with(square, piece);
    }
    return position;
  }
}
