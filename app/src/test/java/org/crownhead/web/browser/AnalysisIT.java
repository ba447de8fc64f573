package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** The analysis board: PDN import, stepping through a game, PDN export, the position editor. */
class AnalysisIT {
  private static final String PDN =
      "[Event \"Quiet\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"*\"]\n\n"
          + "1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 *\n\n"
          + "[Event \"Blunder\"]\n[Black \"Cy\"]\n[White \"Di\"]\n[Result \"*\"]\n\n"
          + "1. 9-14 22-18 2. 5-9 25-22 3. 14-17 21x14x5 4. 10-15 {a comment} 29-25 *\n";
  private static final List<String> SECOND =
      List.of("9-14", "22-18", "5-9", "25-22", "14-17", "21x14x5", "10-15", "29-25");

  private static BrowserSupport app;

  @BeforeAll
  static void start() throws Exception {
    app = BrowserSupport.start();
  }

  @AfterAll
  static void stop() {
    if (app != null) app.close();
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
    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
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
    assertThat(page.findElements(By.cssSelector("#board [data-piece]"))).hasSize(2);
    assertThat(
            page.findElement(By.cssSelector("#board [data-square='15'] [data-piece]"))
                .getAttribute("data-piece"))
        .isEqualTo("W");
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
    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
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
