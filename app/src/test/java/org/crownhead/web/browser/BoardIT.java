package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.clickSquare;
import static org.crownhead.web.browser.BrowserSupport.gameId;
import static org.crownhead.web.browser.BrowserSupport.interactive;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The board as a player meets it: their own men at the bottom, marked pieces, the keyboard and
 * screen readers, animation, sound and the tab title, multi-jumps and the capture chooser, and the
 * contrast of the marks, measured from the colours the browser computes.
 */
class BoardIT {
  /** Black man on 6 with two captures ending on 22: 6x13x22 over 9 and 17, 6x15x22 over 10, 18. */
  private static final String TWO_ROUTES = "B:W9,10,17,18:B1,6";

  /** Black man on 6 with one double jump, 6x15x22 over 10 and 18. */
  private static final String DOUBLE_JUMP = "B:W10,18,30:B6";

  /** WCAG contrast in the page: colours as computed, blended over what lies beneath them. */
  private static final String CONTRAST =
      """
      const rgba = (s) => {
        const p = s.match(/rgba?\\(([^)]+)\\)/)[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
        return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
      };
      const lum = (c) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
      };
      const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3])).concat(1);
      const ratio = (a, b) => {
        const x = lum(a), y = lum(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      };
      /* the fill or stroke of an SVG shape, with its own and its ancestors' opacity */
      const paint = (el, prop) => {
        const cs = getComputedStyle(el);
        const c = rgba(cs[prop]);
        let a = c[3] * Number(prop === 'fill' ? cs.fillOpacity : cs.strokeOpacity);
        for (let e = el; e && e.tagName !== 'svg'; e = e.parentElement) a *= Number(getComputedStyle(e).opacity);
        return [c[0], c[1], c[2], a];
      };
      const square = (el) => paint(el.closest('[data-square]').querySelector('.dark'), 'fill');
      const background = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const c = rgba(getComputedStyle(e).backgroundColor);
          if (c[3] > 0) return c;
        }
        return [255, 255, 255, 1];
      };
      """;

  @RegisterExtension static final BrowserApp app = new BrowserApp();

  private static Object js(WebDriver page, String script, Object... args) {
    return ((JavascriptExecutor) page).executeScript(script, args);
  }

  /** What the page's script measured, by name: the script returns an object. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> measured(WebDriver page, String script, Object... args) {
    return (Map<String, Object>) js(page, script, args);
  }

  /** A number the page's script measured. */
  private static double number(Map<String, Object> measured, String key) {
    return ((Number) measured.get(key)).doubleValue();
  }

  private static String board(WebDriver page, String attribute) {
    return page.findElement(By.id("board")).getAttribute(attribute);
  }

  /** Starts a game from the home page: "engine" (at level beginner, untimed) or "local". */
  private static String newGame(WebDriver page, String mode, String colour) {
    app.home(page, "play-engine");
    if (mode.equals("engine")) {
      BrowserSupport.playEngine(page, "beginner", colour, "");
    } else {
      page.findElement(By.id("play-local")).click();
    }
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    waiting(page).until(d -> ply(d) >= 0);
    return gameId(page);
  }

  /** Opens the analysis board on a position. */
  private static void analyse(WebDriver page, String fen) {
    page.get(app.url + "#/analysis?fen=" + fen);
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
  }

  /** Types a move into the box under the board and presses Enter. */
  private static void type(WebDriver page, String move) {
    var box = page.findElement(By.id("move-entry"));
    box.clear();
    box.sendKeys(move, Keys.ENTER);
  }

  private static String focused(WebDriver page) {
    Object s = js(page, "return document.activeElement.getAttribute('data-square')");
    return s == null ? "" : s.toString();
  }

  /** Screen height of a square's centre: larger is lower on the screen. */
  private static double screenY(WebDriver page, int square) {
    return ((Number)
            js(
                page,
                "const r = document.querySelector(`#board [data-square='${arguments[0]}']`)"
                    + ".getBoundingClientRect(); return r.top + r.height / 2;",
                square))
        .doubleValue();
  }

  private static boolean blackAtBottom(WebDriver page) {
    return screenY(page, 1) > screenY(page, 32);
  }

  // Item 6: your men at the bottom.

  @Test
  void blackSeesHisMenAtTheBottomOnEveryPageAndAFlipIsRememberedAcrossReloads() throws Exception {
    WebDriver page = app.browser();
    String id = newGame(page, "engine", "black");
    waiting(page).until(BrowserSupport::interactive);
    assertThat(blackAtBottom(page)).as("Black's men at the bottom for Black").isTrue();
    assertThat(page.findElement(By.id("player-bottom")).getAttribute("data-colour"))
        .isEqualTo("black");
    // Both sides move, so that the game is under way while the page is reloaded.
    type(page, "11-15");
    waiting(page).until(d -> ply(d) == 2 && interactive(d));

    page.findElement(By.id("flip")).click();
    assertThat(blackAtBottom(page)).isFalse();
    page.navigate().refresh();
    waiting(page).until(BrowserSupport::interactive);
    assertThat(blackAtBottom(page)).as("the flip survives a reload").isFalse();
    page.findElement(By.id("flip")).click();
    page.navigate().refresh();
    waiting(page).until(BrowserSupport::interactive);
    assertThat(blackAtBottom(page)).isTrue();

    // The analysis of the game this browser plays opens from the same side.
    page.get(app.url + "#/analysis?game=" + id);
    waiting(page).until(d -> ply(d) == 2);
    assertThat(blackAtBottom(page)).as("the analysis of one's own game").isTrue();

    // White sees White's men at the bottom, the standard diagram.
    String white = newGame(page, "engine", "white");
    waiting(page).until(d -> ply(d) >= 1 && interactive(d));
    assertThat(blackAtBottom(page)).as("White's men at the bottom for White").isFalse();
    assertThat(white).isNotEqualTo(id);
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  // Item 7: movable pieces visibly marked.

  @Test
  void thePiecesThatMustCaptureWearAVisibleRing() throws Exception {
    WebDriver page = app.browser();
    analyse(page, TWO_ROUTES);
    assertThat(text(page, "#notice")).isEqualTo("You must capture");
    assertThat(BrowserSupport.squares(page, "data-movable")).containsExactly(6);
    Map<String, Object> rims =
        measured(
            page,
            CONTRAST
                + """
                    const rim = (s) => document.querySelector(`#board [data-square='${s}'] .rim`);
                    const cs = (s) => getComputedStyle(rim(s));
                    return {marked: cs(6).stroke, plain: cs(1).stroke,
                      width: parseFloat(cs(6).strokeWidth), plainWidth: parseFloat(cs(1).strokeWidth),
                      contrast: ratio(over(paint(rim(6), 'stroke'), square(rim(6))), square(rim(6)))};
                    """);
    assertThat(rims.get("marked")).as("the ring's colour").isNotEqualTo(rims.get("plain"));
    assertThat(number(rims, "width"))
        .as("the ring's width in board units")
        .isGreaterThanOrEqualTo(5)
        .isGreaterThan(number(rims, "plainWidth"));
    assertThat(number(rims, "contrast"))
        .as("the ring against its square")
        .isGreaterThanOrEqualTo(3);
  }

  // Item 8: keyboard and screen readers.

  @Test
  void theBoardIsAGridOfRowsReachedWithTabAndPlayedWithArrowsAndEnter() throws Exception {
    WebDriver page = app.browser();
    newGame(page, "local", "black");
    waiting(page).until(d -> ply(d) == 0 && interactive(d));

    Map<String, Object> roles =
        measured(
            page,
            """
                const grid = document.getElementById('board');
                const rows = [...grid.querySelectorAll('[role=row]')];
                const cells = [...grid.querySelectorAll('[role=gridcell]')];
                return {grid: grid.getAttribute('role'), rows: rows.length,
                  rowsInGrid: rows.every((r) => r.parentElement === grid),
                  cells: cells.length, cellsInRows: cells.every((c) => c.parentElement.getAttribute('role') === 'row'),
                  perRow: rows.map((r) => r.querySelectorAll('[role=gridcell]').length)};
                """);
    assertThat(roles)
        .containsEntry("grid", "grid")
        .containsEntry("rows", 8L)
        .containsEntry("rowsInGrid", true)
        .containsEntry("cells", 32L)
        .containsEntry("cellsInRows", true)
        .containsEntry("perRow", List.of(4L, 4L, 4L, 4L, 4L, 4L, 4L, 4L));

    Actions keys = new Actions(page);
    for (int i = 0; i < 10 && focused(page).isEmpty(); i++) keys.sendKeys(Keys.TAB).perform();
    assertThat(focused(page)).as("Tab reaches a square of the board").isEqualTo("9");
    keys.sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT).perform();
    assertThat(focused(page)).isEqualTo("11");
    keys.sendKeys(Keys.ENTER).perform();
    assertThat(board(page, "data-selected")).isEqualTo("11");
    assertThat(focused(page)).as("the focus stays on the picked square").isEqualTo("11");
    keys.sendKeys(Keys.ARROW_DOWN).perform();
    assertThat(focused(page)).isEqualTo("15");
    keys.sendKeys(Keys.SPACE).perform();
    waiting(page).until(d -> ply(d) == 1);
    assertThat(text(page, "#moves")).contains("11-15");
    assertThat(focused(page)).as("the focus stays on the board").isNotEmpty();
    keys.sendKeys(Keys.ARROW_UP).perform();
    assertThat(focused(page)).isEqualTo("10");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void movesTypedInTheBoxUnderTheBoardArePlayedAndMistakesExplained() throws Exception {
    WebDriver page = app.browser();
    newGame(page, "local", "black");
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    type(page, "11-15");
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    type(page, "22 - 18");
    waiting(page).until(d -> ply(d) == 2 && interactive(d));
    type(page, "9-14");
    waiting(page).until(d -> !text(d, "#notice").equals("You must capture"));
    assertThat(text(page, "#notice")).isEqualTo("9-14 is not legal: you must capture");
    type(page, "eleven");
    assertThat(text(page, "#notice")).contains("type it as 11-15");
    assertThat(ply(page)).isEqualTo(2);
    type(page, "15x22");
    waiting(page).until(d -> ply(d) == 3);
    assertThat(text(page, "#moves")).isEqualTo("1. 11-15 22-18 2. 15x22");
    assertThat(page.findElement(By.id("move-entry")).getAttribute("value")).isEmpty();
  }

  @Test
  void theEnginesMovesAreAnnouncedInALiveRegion() throws Exception {
    WebDriver page = app.browser();
    newGame(page, "engine", "black");
    waiting(page).until(BrowserSupport::interactive);
    type(page, "11-15");
    waiting(page).until(d -> ply(d) == 2);
    List<String> moves =
        page.findElements(By.cssSelector("#moves .move")).stream()
            .map(m -> m.getAttribute("textContent"))
            .toList();
    waiting(page).until(d -> !text(d, "#announce").isEmpty());
    assertThat(text(page, "#announce")).isEqualTo("White played " + moves.get(1));
    var region = page.findElement(By.id("announce"));
    assertThat(region.getAttribute("aria-live")).isEqualTo("polite");
    assertThat(region.getAttribute("role")).isEqualTo("status");
  }

  // Item 9: animation, sound, the tab title.

  @Test
  void aMoveIsAnimatedAlongItsPath() throws Exception {
    WebDriver page = app.browser();
    newGame(page, "local", "black");
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    js(
        page,
        """
        window.animated = [];
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (frames, timing) {
          window.animated.push({piece: this.getAttribute('data-piece'),
            frames: frames.map((f) => f.transform).filter(Boolean)});
          return animate.call(this, frames, timing);
        };
        """);
    clickSquare(page, 11);
    clickSquare(page, 15);
    waiting(page).until(d -> ply(d) == 1);
    // Square 11 is the sixth column, third row; 15 the fifth column, fourth row (100 units each).
    assertThat(js(page, "return window.animated"))
        .isEqualTo(
            List.of(
                Map.of(
                    "piece",
                    "b",
                    "frames",
                    List.of("translate(550px, 250px)", "translate(450px, 350px)"))));
  }

  @Test
  void soundsAreOffUntilTurnedOnAndTheChoiceIsRemembered() throws Exception {
    WebDriver page = app.browser();
    newGame(page, "local", "black");
    String count =
        """
        window.tones = 0;
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (...args) {
          window.tones++;
          return start.apply(this, args);
        };
        """;
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    assertThat(page.findElement(By.id("sound")).getAttribute("aria-pressed")).isEqualTo("false");
    js(page, count);
    type(page, "11-15");
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    assertThat(js(page, "return window.tones")).as("no sound by default").isEqualTo(0L);

    page.findElement(By.id("sound")).click();
    page.navigate().refresh();
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    assertThat(page.findElement(By.id("sound")).getAttribute("aria-pressed")).isEqualTo("true");
    js(page, count);
    type(page, "22-18");
    waiting(page).until(d -> ply(d) == 2 && interactive(d));
    waiting(page).until(d -> ((Number) js(d, "return window.tones")).intValue() == 1);
    type(page, "15x22");
    waiting(page).until(d -> ply(d) == 3);
    // A capture knocks twice.
    waiting(page).until(d -> ((Number) js(d, "return window.tones")).intValue() == 3);
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void theTabTitleSaysYourMoveInAnOnlineGameAndTheOpponentsMoveIsAnnounced() throws Exception {
    WebDriver host = app.browser();
    app.home(host, "play-online");
    String link = BrowserSupport.playOnline(host, "black", "");
    String plain = host.getTitle();
    assertThat(plain).doesNotContain("Your move");

    WebDriver guest = app.browser();
    guest.get(link);
    waiting(guest).until(d -> "playing".equals(board(d, "data-status")));
    // The friend has joined and it is the host's move: the host's tab says so.
    waiting(host).until(d -> d.getTitle().startsWith("Your move"));
    assertThat(guest.getTitle()).isEqualTo(plain);
    assertThat(blackAtBottom(host)).isTrue();
    assertThat(blackAtBottom(guest)).isFalse();

    waiting(host).until(BrowserSupport::interactive);
    type(host, "11-15");
    waiting(guest).until(d -> d.getTitle().startsWith("Your move"));
    waiting(host).until(d -> d.getTitle().equals(plain));
    waiting(guest).until(d -> text(d, "#announce").equals("Black played 11-15"));
  }

  // Item 10: multi-jumps and the capture chooser.

  @Test
  void aMultiJumpEnteredSquareBySquareWaitsForItsLastSquare() throws Exception {
    WebDriver page = app.browser();
    analyse(page, DOUBLE_JUMP);
    clickSquare(page, 6);
    clickSquare(page, 15);
    assertThat(board(page, "data-selected")).isEqualTo("6x15");
    assertThat(ply(page)).as("half a jump is not sent").isZero();
    // A stray click does not drop the piece, nor play anything.
    clickSquare(page, 30);
    assertThat(board(page, "data-selected")).isEqualTo("6x15");
    assertThat(BrowserSupport.squares(page, "data-target")).containsExactly(22);
    clickSquare(page, 22);
    waiting(page).until(d -> ply(d) == 1);
    assertThat(page.findElement(By.id("fen-input")).getAttribute("value")).isEqualTo("W:W30:B22");
  }

  @Test
  void theCaptureChooserDrawsEachRouteOnTheBoardWithoutCoveringIt() throws Exception {
    WebDriver page = app.browser();
    analyse(page, TWO_ROUTES);
    clickSquare(page, 6);
    clickSquare(page, 22);
    waiting(page).until(ExpectedConditions.visibilityOfElementLocated(By.id("choices")));
    List<String> choices =
        page.findElements(By.cssSelector("#choices button")).stream()
            .map(b -> b.getAttribute("data-choice"))
            .toList();
    assertThat(choices).containsExactlyInAnyOrder("6x13x22", "6x15x22");
    assertThat(
            js(
                page,
                "return [...document.querySelectorAll('#board .route')].map(r => r.getAttribute('data-route'))"))
        .asList()
        .containsExactlyInAnyOrderElementsOf(choices);
    assertThat(
            js(
                page,
                """
                const a = document.getElementById('board').getBoundingClientRect();
                const b = document.getElementById('choices').getBoundingClientRect();
                return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
                """))
        .as("the chooser lies beside the board, not over it")
        .isEqualTo(true);

    js(page, "document.querySelector(\"#choices [data-choice='6x15x22']\").focus()");
    assertThat(
            js(
                page,
                "return [...document.querySelectorAll('#board .route.active')].map(r => r.getAttribute('data-route'))"))
        .isEqualTo(List.of("6x15x22"));
    String stroke =
        (String)
            js(
                page,
                "return getComputedStyle(document.querySelector('#board .route.active')).strokeWidth");
    assertThat(Double.parseDouble(stroke.replace("px", ""))).isGreaterThan(0);
    page.findElement(By.cssSelector("#choices [data-choice='6x15x22']")).click();
    waiting(page).until(d -> ply(d) == 1);
    assertThat(page.findElement(By.id("fen-input")).getAttribute("value"))
        .isEqualTo("W:W9,17:B1,22");
    assertThat(page.findElements(By.cssSelector("#board .route"))).isEmpty();
  }

  // Item 11: contrast, measured.

  @Test
  void numbersMarksAndMessagesReachTheWcagContrastInBothThemes() throws Exception {
    WebDriver page = app.browser();
    analyse(page, TWO_ROUTES);
    clickSquare(page, 6);
    clickSquare(page, 22);
    page.findElement(By.cssSelector("#choices [data-choice='6x15x22']")).click();
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    // White to move: its man on 9 may go to 5 or to 6, a square of the last move.
    clickSquare(page, 9);
    assertThat(BrowserSupport.squares(page, "data-target")).containsExactlyInAnyOrder(5, 6);
    Map<String, Object> board =
        measured(
            page,
            CONTRAST
                + """
                    const plain = paint(document.querySelector("#board [data-square='2'] .dark"), 'fill');
                    const fill = (css) => paint(document.querySelector(css), 'fill');
                    const min = (list) => Math.min(...list);
                    return {
                      numbers: min([...document.querySelectorAll('#board .num')].map((t) =>
                          ratio(over(paint(t, 'fill'), square(t)), square(t)))),
                      numberSquares: document.querySelectorAll('#board .last .num, #board .taken .num').length,
                      last: ratio(fill("#board [data-square='15'] .dark"), plain),
                      taken: ratio(fill("#board [data-square='10'] .dark"), plain),
                      dotOnPlain: ratio(over(fill("#board [data-square='5'] .dot"), plain), plain),
                      dots: min([...document.querySelectorAll('#board .dot')].map((d) => Math.max(
                          ratio(over(paint(d, 'fill'), square(d)), square(d)),
                          ratio(over(paint(d, 'stroke'), square(d)), square(d))))),
                    };
                    """);
    assertThat(((Number) board.get("numberSquares")).intValue())
        .as("numbers on marked squares are measured too")
        .isEqualTo(5);
    assertThat(number(board, "numbers")).as("square numbers").isGreaterThanOrEqualTo(4.5);
    assertThat(number(board, "last")).as("last move's squares").isGreaterThanOrEqualTo(3);
    assertThat(number(board, "taken")).as("captured squares").isGreaterThanOrEqualTo(3);
    assertThat(number(board, "dotOnPlain")).as("move dot").isGreaterThanOrEqualTo(3);
    assertThat(number(board, "dots"))
        .as("move dots on any square, by fill or edge")
        .isGreaterThanOrEqualTo(3);

    String messages =
        CONTRAST
            + """
            return Object.fromEntries(arguments[0].filter((css) => document.querySelector(css)).map((css) => {
              const el = document.querySelector(css);
              const bg = background(el);
              return [css, ratio(over(rgba(getComputedStyle(el).color), bg), bg)];
            }));
            """;
    List<String> gameMessages =
        List.of("#status", "#notice", "#error", "#result", "#connection", "#hint-text");
    for (String theme : List.of("light", "dark")) {
      ((ChromeDriver) page)
          .executeCdpCommand(
              "Emulation.setEmulatedMedia",
              Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", theme))));
      newGame(page, "local", "black");
      waiting(page).until(d -> ply(d) == 0 && interactive(d));
      Map<String, Object> ratios = measured(page, messages, gameMessages);
      assertThat(ratios).containsKeys("#status", "#notice", "#error");
      ratios.forEach(
          (css, r) ->
              assertThat(((Number) r).doubleValue())
                  .as("%s in the %s theme", css, theme)
                  .isGreaterThanOrEqualTo(4.5));
    }
  }
}
