package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The analysis board: PDN import, stepping through a game, PDN export, the position editor. */
class AnalysisIT {
  private static final String PDN =
      "[Event \"Quiet\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"*\"]\n\n"
          + "1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 *\n\n"
          + "[Event \"Blunder\"]\n[Black \"Cy\"]\n[White \"Di\"]\n[Result \"*\"]\n\n"
          + "1. 9-14 22-18 2. 5-9 25-22 3. 14-17 21x14x5 4. 10-15 {a comment} 29-25 *\n";
  private static final List<String> SECOND =
      List.of("9-14", "22-18", "5-9", "25-22", "14-17", "21x14x5", "10-15", "29-25");

  /** The first game of the ACF archive, 52 plies. */
  private static final String ACF_FIRST =
      "[Event \"ACF archive game 1\"]\n[Result \"1/2-1/2\"]\n\n"
          + "1. 10-15 23-19 2. 7-10 22-18 3. 15x22 25x18 4. 11-15 18x11 5. 8x15 21-17 6. 9-14 17-13"
          + " 7. 4-8 29-25 8. 8-11 27-23 9. 11-16 24-20 10. 15x24 20x11 11. 3-7 28x19 12. 7x16"
          + " 25-21 13. 2-7 32-28 14. 7-11 26-22 15. 5-9 30-26 16. 10-15 19x10 17. 6x15 13x6"
          + " 18. 1x10 22-18 19. 15x22 26x17 20. 11-15 17-13 21. 15-19 13-9 22. 19x26 31x22"
          + " 23. 10-15 9-6 24. 14-18 22-17 25. 15-19 6-2 26. 19-24 28x19 1/2-1/2\n";

  @RegisterExtension static final BrowserApp app = new BrowserApp();

  /** A new browser session on the analysis board, at the start. */
  private static WebDriver analysisBoard() throws IOException {
    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
    return page;
  }

  private static String fen(WebDriver page) {
    return page.findElement(By.id("fen-input")).getAttribute("value");
  }

  @Test
  void aGameImportedFromPdnIsSteppedThroughAndExportedWithTheSameMoves() throws Exception {
    // What the page should show, from the rules library: the FEN after each ply, the move text.
    Game game = new Game();
    List<String> fens = new ArrayList<>(List.of(game.position().toFen()));
    List<String> texts = new ArrayList<>();
    for (String m : SECOND) {
      Position before = game.position();
      Move move = game.play(m);
      texts.add(MoveText.format(before, move));
      fens.add(game.position().toFen());
    }

    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0 && fen(d).equals(fens.get(0)));
    assertThat(text(page, "#egdb")).startsWith("Endgame database: not built");

    ((JavascriptExecutor) page)
        .executeScript(
            "arguments[0].value = arguments[1]", page.findElement(By.id("pdn-text")), PDN);
    page.findElement(By.id("pdn-import")).click();
    waiting(page).until(ExpectedConditions.visibilityOfElementLocated(By.id("pdn-games")));
    Select games = new Select(page.findElement(By.id("pdn-games")));
    assertThat(games.getOptions()).hasSize(2);
    assertThat(games.getOptions().get(1).getText()).contains("Cy").contains("Di");
    games.selectByIndex(1);
    waiting(page)
        .until(d -> d.findElements(By.cssSelector("#moves .move")).size() == SECOND.size());
    waiting(page).until(d -> ply(d) == 0 && fen(d).equals(fens.get(0)));

    for (int i = 1; i <= SECOND.size(); i++) {
      int n = i;
      page.findElement(By.id("forward")).click();
      waiting(page).until(d -> ply(d) == n);
      assertThat(fen(page)).as("after ply %d", n).isEqualTo(fens.get(n));
      assertThat(text(page, "#moves .current")).isEqualTo(texts.get(n - 1));
    }
    assertThat(page.findElement(By.id("forward")).isEnabled()).isFalse();
    page.findElement(By.id("first")).click();
    waiting(page).until(d -> ply(d) == 0);
    assertThat(fen(page)).isEqualTo(fens.get(0));
    page.findElement(By.cssSelector("#moves [data-ply='6']")).click();
    waiting(page).until(d -> ply(d) == 6);
    assertThat(fen(page)).isEqualTo(fens.get(6));
    page.findElement(By.id("back")).click();
    waiting(page).until(d -> ply(d) == 5);
    assertThat(fen(page)).isEqualTo(fens.get(5));
    page.findElement(By.id("last")).click();
    waiting(page).until(d -> ply(d) == SECOND.size());
    assertThat(fen(page)).isEqualTo(fens.get(SECOND.size()));

    page.findElement(By.id("pdn-export")).click();
    String exported =
        waiting(page)
            .until(
                d -> {
                  String v = d.findElement(By.id("pdn-out")).getAttribute("value");
                  return v == null || v.isBlank() ? null : v;
                });
    assertThat(exported).contains("[Black \"Cy\"]").contains("[White \"Di\"]");
    assertThat(movesOf(exported)).isEqualTo(texts);

    // A move on the board from the last position extends the line.
    BrowserSupport.playAnyMove(page, new java.util.Random(3));
    waiting(page).until(d -> ply(d) == SECOND.size() + 1);
    assertThat(page.findElements(By.cssSelector("#moves .move"))).hasSize(SECOND.size() + 1);
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void thePositionEditorSetsUpAPositionToPlayFrom() throws Exception {
    WebDriver page = analysisBoard();
    page.findElement(By.id("edit")).click();
    page.findElement(By.id("editor-clear")).click();
    page.findElement(By.id("palette-W")).click();
    BrowserSupport.clickSquare(page, 15);
    page.findElement(By.id("palette-b")).click();
    BrowserSupport.clickSquare(page, 22);
    BrowserSupport.clickSquare(page, 18);
    BrowserSupport.clickSquare(page, 18); // a second click takes the man away again
    page.findElement(By.id("editor-done")).click();
    waiting(page).until(d -> fen(d).equals("B:WK15:B22"));
    // The board is drawn again once the position is set: wait for it, then it shows the two pieces.
    waiting(page).until(d -> BrowserSupport.pieces(d).size() == 2);
    assertThat(BrowserSupport.pieces(page)).containsExactly(entry(15, "W"), entry(22, "b"));
    assertThat(BrowserSupport.squares(page, "data-movable")).containsExactly(22);
    BrowserSupport.playAnyMove(page, new java.util.Random(1));
    waiting(page).until(d -> ply(d) == 1);
    assertThat(fen(page)).startsWith("W:WK15:B");

    // The engine's evaluation of the shown position streams in while it thinks.
    page.findElement(By.id("engine-toggle")).click();
    waiting(page).until(d -> text(d, "#eval-depth").startsWith("depth "));
    assertThat(text(page, "#eval-score"))
        .matches("([+-]\\d+\\.\\d\\d|win in \\d+|loss in \\d+) for White");
    assertThat(text(page, "#eval-pv")).startsWith("15");
    page.findElement(By.id("engine-toggle")).click();
    assertThat(text(page, "#eval-score")).isEqualTo("–");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void aDoubleJumpIsDraggedInOneGoToItsLastSquare() throws Exception {
    WebDriver page = analysisBoard();
    WebElement fenInput = page.findElement(By.id("fen-input"));
    fenInput.clear();
    fenInput.sendKeys("B:W14,22:B10");
    page.findElement(By.id("fen-set")).click();
    waiting(page).until(d -> fen(d).equals("B:W14,22:B10"));
    assertThat(text(page, "#notice")).isEqualTo("You must capture");
    assertThat(BrowserSupport.squares(page, "data-movable")).containsExactly(10);

    // Pressing a piece redraws the board, so the drag goes by offsets measured beforehand.
    WebElement from = page.findElement(By.cssSelector("#board [data-square='10']"));
    WebElement to = page.findElement(By.cssSelector("#board [data-square='26']"));
    int dx = to.getRect().getX() - from.getRect().getX();
    int dy = to.getRect().getY() - from.getRect().getY();
    new Actions(page)
        .clickAndHold(from)
        .moveByOffset(dx / 2, dy / 2)
        .moveByOffset(dx - dx / 2, dy - dy / 2)
        .release()
        .perform();
    waiting(page).until(d -> ply(d) == 1);
    assertThat(fen(page)).isEqualTo("W:W:B26");
    assertThat(text(page, "#moves .move")).isEqualTo("10x26");
    assertThat(text(page, "#status")).startsWith("Black wins");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  private static void importText(WebDriver page, String pdn) {
    ((JavascriptExecutor) page)
        .executeScript(
            "arguments[0].value = arguments[1]", page.findElement(By.id("pdn-text")), pdn);
    page.findElement(By.id("pdn-import")).click();
  }

  /** The main line as the move list shows it (variations left out). */
  private static List<String> mainLine(WebDriver page) {
    List<String> out = new ArrayList<>();
    for (WebElement m : page.findElements(By.cssSelector("#moves > .pair > .move"))) {
      out.add(m.getText());
    }
    return out;
  }

  private static String line(WebDriver page) {
    return page.findElement(By.id("board")).getAttribute("data-line");
  }

  private static String exported(WebDriver page) {
    page.findElement(By.id("pdn-export")).click();
    return waiting(page)
        .until(
            d -> {
              String v = d.findElement(By.id("pdn-out")).getAttribute("value");
              return v == null || v.isBlank() ? null : v;
            });
  }

  @Test
  void anotherMoveInsideAGameMakesAVariationThatIsPromotedDeletedUndoneAndExported()
      throws Exception {
    List<String> game = List.of("11-15", "23-19", "8-11", "22-17", "4-8", "17-13");
    WebDriver page = analysisBoard();
    importText(page, PDN);
    waiting(page).until(d -> mainLine(d).equals(game));

    // After 1. 11-15 23-19, Black plays 9-14 instead of the game's 8-11.
    page.findElement(By.cssSelector("#moves [data-ply='2']")).click();
    waiting(page).until(d -> ply(d) == 2);
    BrowserSupport.clickSquare(page, 9);
    BrowserSupport.clickSquare(page, 14);
    waiting(page).until(d -> "11-15 23-19 9-14".equals(line(d)));
    assertThat(mainLine(page)).as("the game is kept").isEqualTo(game);
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 9-14 )");
    assertThat(text(page, "#moves .current")).isEqualTo("9-14");
    assertThat(exported(page)).contains("2. 8-11 (2. 9-14)");
    BrowserSupport.screenshot(page, "analysis-variation-desktop");

    // The same move again goes to the variation instead of making a second one.
    page.findElement(By.id("back")).click();
    waiting(page).until(d -> ply(d) == 2);
    BrowserSupport.clickSquare(page, 9);
    BrowserSupport.clickSquare(page, 14);
    waiting(page).until(d -> "11-15 23-19 9-14".equals(line(d)));
    assertThat(page.findElements(By.cssSelector("#moves .variation"))).hasSize(1);
    // The variation grows: 2... 22-18 after 9-14.
    BrowserSupport.clickSquare(page, 22);
    BrowserSupport.clickSquare(page, 18);
    waiting(page).until(d -> "11-15 23-19 9-14 22-18".equals(line(d)));
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 9-14 22-18 )");

    // Promoted, the variation is the main line and the game's moves its variation.
    page.findElement(By.id("promote")).click();
    waiting(page).until(d -> mainLine(d).equals(List.of("11-15", "23-19", "9-14", "22-18")));
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 8-11 22-17 3. 4-8 17-13 )");
    assertThat(page.findElement(By.id("promote")).isEnabled()).isFalse();
    String promoted = exported(page);
    assertThat(movesOf(promoted.replaceAll("\\([^)]*\\)", " ")))
        .containsExactly("11-15", "23-19", "9-14", "22-18");
    assertThat(promoted).contains("(2. 8-11 22-17 3. 4-8 17-13)");

    // Undo puts the game back as the main line; the variation is still there.
    page.findElement(By.id("undo")).click();
    waiting(page).until(d -> mainLine(d).equals(game));
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 9-14 22-18 )");

    // Deleting the variation's first move deletes the variation, and Undo (Ctrl+Z) brings it back.
    page.findElement(By.cssSelector("#moves .variation .move")).click();
    waiting(page).until(d -> "11-15 23-19 9-14".equals(line(d)));
    page.findElement(By.id("delete-move")).click();
    waiting(page).until(d -> d.findElements(By.cssSelector("#moves .variation")).isEmpty());
    assertThat(line(page)).isEqualTo("11-15 23-19");
    assertThat(mainLine(page)).isEqualTo(game);
    new Actions(page).keyDown(Keys.CONTROL).sendKeys("z").keyUp(Keys.CONTROL).perform();
    waiting(page).until(d -> !d.findElements(By.cssSelector("#moves .variation")).isEmpty());
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 9-14 22-18 )");

    // A PDN with a variation comes back in with it.
    importText(page, exported(page));
    waiting(page).until(d -> ply(d) == 0 && mainLine(d).equals(game));
    assertThat(text(page, "#moves .variation")).isEqualTo("( 2. 9-14 22-18 )");
    BrowserSupport.phone(page);
    page.findElement(By.cssSelector("#moves .variation .move")).click();
    waiting(page).until(d -> "11-15 23-19 9-14".equals(line(d)));
    ((JavascriptExecutor) page)
        .executeScript("document.getElementById('moves').scrollIntoView({block: 'center'})");
    BrowserSupport.screenshot(page, "analysis-variation-phone");
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void theStatusCountsMovesAsTheListDoesAndEnterSetsTheFen() throws Exception {
    WebDriver page = analysisBoard();
    importText(page, PDN);
    waiting(page).until(ExpectedConditions.visibilityOfElementLocated(By.id("pdn-games")));
    new Select(page.findElement(By.id("pdn-games"))).selectByIndex(1);
    waiting(page).until(d -> mainLine(d).size() == SECOND.size());
    assertThat(text(page, "#status")).isEqualTo("Black to move · start (4 moves)");
    page.findElement(By.cssSelector("#moves [data-ply='5']")).click();
    waiting(page).until(d -> ply(d) == 5);
    assertThat(text(page, "#status")).isEqualTo("White to move · after 3. 14-17 (move 3 of 4)");
    page.findElement(By.cssSelector("#moves [data-ply='6']")).click();
    waiting(page).until(d -> ply(d) == 6);
    assertThat(text(page, "#status")).isEqualTo("Black to move · after 3... 21x5 (move 3 of 4)");

    WebElement fenInput = page.findElement(By.id("fen-input"));
    fenInput.clear();
    fenInput.sendKeys("W:W14,22:BK10", Keys.ENTER);
    waiting(page).until(d -> text(d, "#status").equals("White to move"));
    assertThat(fen(page)).isEqualTo("W:W14,22:BK10");
    waiting(page).until(d -> BrowserSupport.pieces(d).size() == 3);
    assertThat(BrowserSupport.pieces(page))
        .containsExactly(entry(10, "B"), entry(14, "w"), entry(22, "w"));
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void noMoveIsBrokenAcrossLinesNorPartedFromItsNumber() throws Exception {
    WebDriver page = analysisBoard();
    importText(page, ACF_FIRST);
    waiting(page).until(d -> mainLine(d).size() == 52);
    assertNoMoveBreaks(page, 150, 420);
  }

  /** At every width of the move list, each move and its number stay on one line. */
  static void assertNoMoveBreaks(WebDriver page, int from, int to) {
    for (int width = from; width <= to; width += 7) {
      ((JavascriptExecutor) page)
          .executeScript(
              "document.getElementById('moves').style.width = arguments[0] + 'px'", width);
      Object broken =
          ((JavascriptExecutor) page)
              .executeScript(
                  "const out = [];"
                      + "for (const m of document.querySelectorAll('#moves .move')) {"
                      + "  if (m.getClientRects().length !== 1) out.push(m.textContent);"
                      + "  const num = m.previousElementSibling;"
                      + "  if (num && num.classList.contains('num')"
                      + "      && num.getBoundingClientRect().bottom < m.getBoundingClientRect().top"
                      + "      + m.getBoundingClientRect().height / 2)"
                      + "    out.push(num.textContent + ' ' + m.textContent);"
                      + "}"
                      + "return out.join(', ');");
      assertThat(broken.toString()).as("moves broken at %d px", width).isEmpty();
    }
    ((JavascriptExecutor) page).executeScript("document.getElementById('moves').style.width = ''");
  }

  @Test
  void anOldExportAndTheEngineGoAwayWhenTheyNoLongerApply() throws Exception {
    WebDriver page = analysisBoard();
    importText(page, PDN);
    waiting(page).until(d -> mainLine(d).size() == 6);
    assertThat(exported(page)).contains("[Black \"Ann\"]");
    importText(page, ACF_FIRST);
    waiting(page).until(d -> mainLine(d).size() == 52);
    assertThat(page.findElement(By.id("pdn-out")).isDisplayed()).isFalse();
    assertThat(page.findElement(By.id("pdn-out")).getAttribute("value")).isEmpty();

    // The engine's panel speaks of the shown position; while the editor is open it is put away.
    page.findElement(By.id("engine-toggle")).click();
    waiting(page).until(d -> text(d, "#eval-depth").startsWith("depth "));
    page.findElement(By.id("edit")).click();
    assertThat(page.findElement(By.id("engine")).isDisplayed()).isFalse();
    page.findElement(By.id("editor-clear")).click();
    page.findElement(By.id("palette-b")).click();
    BrowserSupport.clickSquare(page, 22);
    page.findElement(By.id("palette-w")).click();
    BrowserSupport.clickSquare(page, 30);
    page.findElement(By.id("editor-done")).click();
    waiting(page).until(d -> d.findElement(By.id("engine")).isDisplayed());
    waiting(page).until(d -> fen(d).equals("B:W30:B22"));
    waiting(page).until(d -> text(d, "#eval-pv").startsWith("22"));
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void theWholeAcfArchiveIsImportedAndItsGamesFoundBySearch() throws Exception {
    Path archive = Path.of(System.getProperty("crownhead.data"), "acf-games.pdn");
    WebDriver page = app.browser();
    BrowserSupport.desktop(page);
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
    page.findElement(By.id("pdn-file")).sendKeys(archive.toString());
    // Reading 4.3 MB takes the server some seconds, more on a busy machine.
    new WebDriverWait(page, Duration.ofMinutes(3), Duration.ofMillis(200))
        .until(d -> text(d, "#pdn-count").startsWith("9,377 games"));
    System.out.println(
        "The ACF archive was read in "
            + page.findElement(By.id("pdn-chooser")).getAttribute("data-seconds")
            + " s, as the page measured it");
    waiting(page).until(d -> mainLine(d).size() == 52);
    assertThat(text(page, "#error")).isEmpty();
    Select games = new Select(page.findElement(By.id("pdn-games")));
    assertThat(games.getOptions()).hasSize(9377);
    assertThat(page.findElement(By.id("pdn-text")).getAttribute("value"))
        .as("4.3 MB stay out of the text box")
        .isEmpty();
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    assertWithinTheSide(page, "pdn-games");
    ((JavascriptExecutor) page)
        .executeScript("document.getElementById('pdn-chooser').scrollIntoView({block: 'center'})");
    BrowserSupport.screenshot(page, "analysis-chooser-desktop");

    WebElement search = page.findElement(By.id("pdn-search"));
    search.sendKeys("game 4711");
    waiting(page).until(d -> text(d, "#pdn-count").equals("1 of 9,377 games match"));
    assertThat(games.getOptions()).hasSize(1);
    games.selectByIndex(0);
    waiting(page).until(d -> "4710".equals(games.getFirstSelectedOption().getAttribute("value")));
    search.clear();
    search.sendKeys("1-0");
    waiting(page).until(d -> text(d, "#pdn-count").matches("[\\d,]+ of 9,377 games match"));
    for (WebElement option : games.getOptions().subList(0, 20)) {
      assertThat(option.getText()).contains("1-0");
    }

    BrowserSupport.phone(page);
    page.navigate().refresh();
    waiting(page).until(d -> ply(d) == 0);
    page.findElement(By.id("pdn-file")).sendKeys(archive.toString());
    new WebDriverWait(page, Duration.ofMinutes(3), Duration.ofMillis(200))
        .until(d -> text(d, "#pdn-count").startsWith("9,377 games"));
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    assertWithinTheSide(page, "pdn-games");
    ((JavascriptExecutor) page)
        .executeScript("document.getElementById('pdn-chooser').scrollIntoView({block: 'center'})");
    BrowserSupport.screenshot(page, "analysis-chooser-phone");

    // A file over the limit gets a message in words, and no request.
    Path big = Files.createTempFile("crownhead-big", ".pdn");
    try {
      byte[] block = Files.readAllBytes(archive);
      for (int i = 0; i < 4; i++) {
        Files.write(big, block, java.nio.file.StandardOpenOption.APPEND);
      }
      page.findElement(By.id("pdn-file")).sendKeys(big.toString());
      waiting(page).until(d -> !text(d, "#pdn-errors").isEmpty());
      assertThat(text(page, "#pdn-errors"))
          .startsWith(big.getFileName() + " is 16.5 MB; the board reads PDN files of up to 16 MB.")
          .contains("Split it into smaller files");
    } finally {
      Files.delete(big);
    }
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  /** The element ends within the side panel, and so within the window. */
  private static void assertWithinTheSide(WebDriver page, String id) {
    WebElement side = page.findElement(By.cssSelector("#analysis .side"));
    WebElement el = page.findElement(By.id(id));
    int right = el.getRect().getX() + el.getRect().getWidth();
    assertThat(right).isLessThanOrEqualTo(side.getRect().getX() + side.getRect().getWidth());
    assertThat(el.getRect().getHeight()).isLessThan(400);
  }

  /** The move text of a PDN game: no tags, comments, move numbers or result. */
  static List<String> movesOf(String pdn) {
    String body = pdn.replaceAll("(?m)^\\[.*\\]\\s*$", " ").replaceAll("\\{[^}]*\\}", " ");
    List<String> moves = new ArrayList<>();
    for (String token : Arrays.asList(body.trim().split("\\s+"))) {
      String t = token.replaceFirst("^\\d+\\.(\\.\\.)?", "");
      if (t.isEmpty() || t.matches("1-0|0-1|1/2-1/2|\\*|2-0|0-2|1-1|0-0")) continue;
      moves.add(t);
    }
    return moves;
  }
}
