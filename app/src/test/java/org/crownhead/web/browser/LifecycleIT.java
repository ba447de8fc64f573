package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.gameId;
import static org.crownhead.web.browser.BrowserSupport.interactive;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * A game's life in the browser: the first moves' countdown and the abort, your own invitation, no
 * engine help between people, rematches, declined draws and positions that are refused. The
 * server's grace period for a first move is six seconds here (30 by default).
 */
class LifecycleIT {
  @RegisterExtension static final BrowserApp app = new BrowserApp("--grace", "6");

  private static String status(WebDriver page) {
    return page.findElement(By.id("board")).getAttribute("data-status");
  }

  private static boolean shown(WebDriver page, String id) {
    var found = page.findElements(By.id(id));
    return !found.isEmpty() && found.get(0).isDisplayed();
  }

  /** Creates an online game in host's browser; returns the invitation link. */
  private static String invite(WebDriver host, String colour, String clock) {
    app.home(host, "play-online");
    String link = BrowserSupport.playOnline(host, colour, clock);
    waiting(host).until(ExpectedConditions.urlContains("#/game/"));
    return link;
  }

  /** An online game between host (Black) and guest (White), both at the board. */
  private static void seat(WebDriver host, WebDriver guest, String clock) {
    String link = invite(host, "black", clock);
    guest.get(link);
    waiting(guest).until(ExpectedConditions.urlContains("#/game/"));
    waiting(guest).until(d -> "playing".equals(status(d)));
    waiting(host).until(d -> "playing".equals(status(d)));
  }

  /** Seats host and guest as {@link #seat} does, then plays moves in turn, host first. */
  private static Random seatAndPlay(WebDriver host, WebDriver guest, long seed, int moves) {
    seat(host, guest, "");
    Random random = new Random(seed);
    for (int i = 0; i < moves; i++) {
      if (i % 2 == 0) {
        move(host, guest, random);
      } else {
        move(guest, host, random);
      }
    }
    return random;
  }

  private static void move(WebDriver mover, WebDriver other, Random random) {
    int next = ply(mover) + 1;
    waiting(mover).until(BrowserSupport::interactive);
    BrowserSupport.playAnyMove(mover, random);
    waiting(mover).until(d -> ply(d) == next);
    if (other != null) waiting(other).until(d -> ply(d) == next);
  }

  @Test
  void aClockedGameShowsTheFirstMoveCountdownAndIsAbortedWhenNobodyMoves() throws Exception {
    WebDriver page = app.browser();
    app.home(page, "play-local");
    BrowserSupport.playLocal(page, "1+1");
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    waiting(page).until(d -> shown(d, "grace"));
    assertThat(text(page, "#grace"))
        .matches("Black has [1-6] s to make a first move, or the game is aborted");
    // No clock runs before the first moves.
    assertThat(page.findElements(By.cssSelector(".clock.running"))).isEmpty();
    assertThat(text(page, "#clock-black")).isEqualTo("1:00");
    assertThat(shown(page, "abort")).isTrue();
    waiting(page).until(d -> "aborted".equals(status(d)));
    assertThat(text(page, "#status")).isEqualTo("Game aborted");
    assertThat(text(page, "#result")).isEqualTo("Aborted · no result");
    assertThat(shown(page, "grace")).isFalse();
    for (String gone : new String[] {"abort", "resign", "offer-draw", "takeback", "hint"}) {
      assertThat(shown(page, gone)).as(gone).isFalse();
    }
    assertThat(shown(page, "rematch")).isTrue();
    assertThat(shown(page, "new-game")).isTrue();
    // An aborted game is not a result.
    String id = gameId(page);
    page.get(app.url + "#/history");
    waiting(page).until(d -> !d.findElements(By.cssSelector("#history-rows tr")).isEmpty());
    assertThat(page.findElements(By.cssSelector("#history-rows tr[data-game='" + id + "']")))
        .isEmpty();
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void eitherPlayerMayAbortBeforeBothHaveMoved() throws Exception {
    WebDriver host = app.browser();
    WebDriver guest = app.browser();
    seatAndPlay(host, guest, 3, 1);
    waiting(guest).until(d -> shown(d, "abort"));
    assertThat(text(guest, "#abort")).isEqualTo("Abort game");
    guest.findElement(By.id("abort")).click();
    waiting(guest).until(d -> "aborted".equals(status(d)));
    waiting(host).until(d -> "aborted".equals(status(d)));
    assertThat(text(host, "#result")).isEqualTo("Aborted · no result");
    assertThat(BrowserSupport.scriptErrors(host)).isEmpty();
  }

  @Test
  void theCreatorOpeningItsOwnInvitationWaitsForTheFriendAndMayCancelIt() throws Exception {
    WebDriver host = app.browser();
    String link = invite(host, "white", "");
    host.get(app.url);
    host.get(link);
    waiting(host).until(ExpectedConditions.urlContains("#/game/"));
    waiting(host).until(d -> "waiting".equals(status(d)));
    waiting(host).until(d -> shown(d, "invite-link"));
    assertThat(text(host, "#status")).isEqualTo("Waiting for your friend to join");
    assertThat(host.findElement(By.id("invite-link")).getAttribute("value")).isEqualTo(link);
    // The seat is still free on the server: the friend can take it, and only once.
    String id = gameId(host);
    Object server =
        ((JavascriptExecutor) host)
            .executeAsyncScript(
                "fetch('/api/games/' + arguments[0]).then(r => r.json())"
                    + ".then(g => arguments[1](g.status))",
                id);
    assertThat(server).isEqualTo("waiting");
    assertThat(text(host, "#abort")).isEqualTo("Cancel invitation");
    host.findElement(By.id("abort")).click();
    waiting(host).until(d -> "aborted".equals(status(d)));
    assertThat(shown(host, "invite")).isFalse();

    WebDriver friend = app.browser();
    friend.get(link);
    waiting(friend).until(d -> text(d, "#error").contains("cancelled"));
    assertThat(BrowserSupport.scriptErrors(host)).isEmpty();
  }

  @Test
  void anOnlineGameHasNoHintAndTheAnalysisPageRefusesItsPositionUntilItIsOver() throws Exception {
    WebDriver host = app.browser();
    WebDriver guest = app.browser();
    seatAndPlay(host, guest, 11, 2);
    assertThat(host.findElements(By.id("hint"))).allMatch(e -> !e.isDisplayed());
    assertThat(guest.findElements(By.id("hint"))).allMatch(e -> !e.isDisplayed());
    String id = gameId(host);

    WebDriver spectator = app.browser();
    spectator.get(app.url + "#/analysis?game=" + id);
    waiting(spectator).until(d -> ply(d) == 2);
    waiting(spectator).until(d -> text(d, "#egdb").contains("two people"));
    spectator.findElement(By.id("engine-toggle")).click();
    waiting(spectator).until(d -> text(d, "#eval-score").equals("No engine"));
    assertThat(text(spectator, "#eval-depth")).contains("two people");

    BrowserSupport.resign(guest);
    waiting(host).until(d -> "over".equals(status(d)));
    spectator.navigate().refresh();
    waiting(spectator).until(d -> ply(d) == 2);
    waiting(spectator).until(d -> text(d, "#egdb").startsWith("Endgame database: not built"));
    spectator.findElement(By.id("engine-toggle")).click();
    waiting(spectator).until(d -> text(d, "#eval-score").contains(" for "));
    assertThat(BrowserSupport.scriptErrors(spectator)).isEmpty();
  }

  @Test
  void aGameAgainstTheEngineEndsWithARematchWithTheColoursSwapped() throws Exception {
    WebDriver page = app.browser();
    app.playEngine(page, "beginner", "black", "");
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    String first = page.getCurrentUrl();
    assertThat(shown(page, "rematch")).isFalse();
    BrowserSupport.resign(page);
    waiting(page).until(d -> "over".equals(status(d)));
    for (String gone : new String[] {"resign", "offer-draw", "takeback", "hint", "abort"}) {
      assertThat(shown(page, gone)).as(gone).isFalse();
    }
    assertThat(shown(page, "new-game")).isTrue();
    page.findElement(By.id("rematch")).click();
    waiting(page).until(d -> !d.getCurrentUrl().equals(first));
    // The engine has Black now and opens; then it is your move with White.
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    assertThat(text(page, "#status")).isEqualTo("Your move (white)");
    assertThat(text(page, "#name-black")).startsWith("Crownhead (beginner)");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void anOnlineRematchIsOfferedAndAccepted() throws Exception {
    WebDriver host = app.browser();
    WebDriver guest = app.browser();
    Random random = seatAndPlay(host, guest, 7, 2);
    String first = host.getCurrentUrl();
    BrowserSupport.resign(host);
    waiting(guest).until(d -> "over".equals(status(d)));
    waiting(host).until(d -> shown(d, "rematch"));
    host.findElement(By.id("rematch")).click();
    waiting(host)
        .until(d -> text(d, "#notice").equals("Rematch offered; waiting for your opponent"));
    waiting(guest).until(d -> text(d, "#rematch").equals("Accept rematch"));
    assertThat(text(guest, "#notice")).isEqualTo("Your opponent offers a rematch");
    guest.findElement(By.id("rematch")).click();
    waiting(guest).until(d -> !d.getCurrentUrl().equals(first));
    waiting(host).until(d -> !d.getCurrentUrl().equals(first));
    assertThat(guest.getCurrentUrl()).isEqualTo(host.getCurrentUrl());
    // Colours swapped: the guest has Black and moves first.
    waiting(guest).until(d -> "playing".equals(status(d)) && interactive(d));
    assertThat(text(guest, "#status")).isEqualTo("Your move (black)");
    move(guest, host, random);
    waiting(host).until(BrowserSupport::interactive);
    assertThat(BrowserSupport.scriptErrors(guest)).isEmpty();
  }

  @Test
  void aDeclinedDrawOfferIsToldToTheSideThatOffered() throws Exception {
    WebDriver host = app.browser();
    WebDriver guest = app.browser();
    Random random = seatAndPlay(host, guest, 5, 1);
    guest.findElement(By.id("offer-draw")).click();
    waiting(host).until(ExpectedConditions.elementToBeClickable(By.id("decline-draw"))).click();
    waiting(guest).until(d -> text(d, "#notice").endsWith("declined the draw"));
    assertThat(text(guest, "#notice")).isEqualTo("Black declined the draw");

    // The engine declines a draw in the opening: an equal score is not a drawn position.
    WebDriver page = app.browser();
    app.playEngine(page, "beginner", "black", "");
    waiting(page).until(d -> !d.findElements(By.id("board")).isEmpty() && interactive(d));
    move(page, null, random);
    waiting(page).until(d -> ply(d) == 2 && interactive(d));
    page.findElement(By.id("offer-draw")).click();
    waiting(page).until(d -> text(d, "#notice").endsWith("declined the draw"));
    assertThat(text(page, "#notice")).isEqualTo("Crownhead (beginner) declined the draw");
    assertThat(status(page)).isEqualTo("playing");
    assertThat(text(page, "#result")).isEmpty();
  }

  @Test
  void aPositionWithNoPiecesIsRefusedWithAClearError() throws Exception {
    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
    var fen = page.findElement(By.id("fen-input"));
    fen.clear();
    fen.sendKeys("B:W");
    page.findElement(By.id("fen-set")).click();
    waiting(page).until(d -> text(d, "#error").contains("no pieces"));
    assertThat(text(page, "#error"))
        .isEqualTo("FEN \"B:W\" has no pieces: a position needs at least one piece");
  }
}
