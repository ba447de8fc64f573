package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.crownhead.web.PackagedServer;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: the real server jar started as a process on a free port with a
 * fresh data folder, and headless Debian Chromium sessions driven through Debian's ChromeDriver.
 * Without Chromium the tests are skipped with one loud line saying how to install it, unless the
 * environment says {@code CI=true}: there they are required.
 */
final class BrowserSupport implements AutoCloseable {
  private static final Pattern RUNNING =
      Pattern.compile("Crownhead is running at (http://localhost:\\d+/)");
  static final Duration WAIT = Duration.ofSeconds(60);

  /** Debian's Chromium (package {@code chromium}). */
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");

  /** Debian's ChromeDriver (package {@code chromium-driver}). */
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

  /** The install command the skip and the failure name. */
  static final String INSTALL = "sudo apt-get install chromium chromium-driver";

  private static boolean warned;

  private final Path folder;
  private final Process server;
  private final List<WebDriver> drivers = new ArrayList<>();
  final String url;

  private BrowserSupport(Path folder, Process server, String url) {
    this.folder = folder;
    this.server = server;
    this.url = url;
  }

  /**
   * Starts {@code target/crownhead.jar serve --port 0} and waits for its address. With the system
   * property {@code crownhead.browser.url} set, the tests use that running server instead.
   */
  static BrowserSupport start(String... serveOptions) throws IOException, InterruptedException {
    return start(0, serveOptions);
  }

  /**
   * As {@link #start(String...)}, with endgame databases of up to {@code endgamePieces} pieces
   * (none for 0) built first in the server's data directory, where it looks for them.
   */
  static BrowserSupport start(int endgamePieces, String... serveOptions)
      throws IOException, InterruptedException {
    requireBrowser(CHROMIUM, CHROMEDRIVER, "true".equalsIgnoreCase(System.getenv("CI")));
    Path folder = Files.createTempDirectory("crownhead-browser");
    if (endgamePieces > 0) {
      org.crownhead.engine.egdb.EgdbBuilder.build(
          folder.resolve("data").resolve("egdb"),
          endgamePieces,
          1,
          org.crownhead.engine.egdb.EgdbBuilder.Progress.NONE);
    }
    String running = System.getProperty("crownhead.browser.url");
    if (running != null && !running.isBlank()) {
      return new BrowserSupport(folder, null, running.endsWith("/") ? running : running + "/");
    }
    if (!Files.isRegularFile(PackagedServer.JAR)) {
      throw new IllegalStateException(
          PackagedServer.JAR + " is missing: run the tests with mvn verify");
    }
    List<String> command = PackagedServer.command(0, folder.resolve("data"), serveOptions);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    List<String> lines = new ArrayList<>();
    CompletableFuture<String> address = new CompletableFuture<>();
    Thread reader =
        new Thread(
            () -> {
              try {
                for (String line; (line = out.readLine()) != null; ) {
                  synchronized (lines) {
                    lines.add(line);
                  }
                  Matcher m = RUNNING.matcher(line);
                  if (m.find()) address.complete(m.group(1));
                }
              } catch (IOException e) {
                // the process ended
              }
              address.completeExceptionally(
                  new IllegalStateException("the server stopped before listening: " + lines));
            },
            "crownhead-server-output");
    reader.setDaemon(true);
    reader.start();
    try {
      String url = address.get(120, TimeUnit.SECONDS);
      return new BrowserSupport(folder, process, url);
    } catch (Exception e) {
      process.destroyForcibly();
      throw new IllegalStateException("the server did not start: " + lines, e);
    }
  }

  /**
   * Goes on when Chromium and ChromeDriver are installed. Otherwise, with {@code ci} true, fails;
   * without, skips the calling test class, printing once one loud line that says how to install
   * them.
   */
  static void requireBrowser(Path chromium, Path driver, boolean ci) {
    List<String> missing = new ArrayList<>();
    if (!Files.isExecutable(chromium)) missing.add(chromium + " (package chromium)");
    if (!Files.isExecutable(driver)) missing.add(driver + " (package chromium-driver)");
    if (missing.isEmpty()) return;
    String line =
        "BROWSER TESTS SKIPPED: "
            + String.join(" and ", missing)
            + " missing; install with: "
            + INSTALL
            + " (with CI=true they are required)";
    if (ci) {
      throw new IllegalStateException(line.replace("SKIPPED", "FAILED (CI=true)"));
    }
    synchronized (BrowserSupport.class) {
      if (!warned) {
        System.err.println("*** " + line + " ***");
        warned = true;
      }
    }
    Assumptions.abort(line);
  }

  /** A fresh headless Chromium with its own profile folder (its own localStorage). */
  WebDriver browser() throws IOException {
    Path profile = Files.createTempDirectory(folder, "profile");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toString());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--window-size=1200,1000",
        "--user-data-dir=" + profile);
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .build();
    WebDriver driver = new ChromeDriver(service, options);
    drivers.add(driver);
    return driver;
  }

  /** The data directory the server was started with. */
  Path dataDir() {
    return folder.resolve("data");
  }

  static WebDriverWait waiting(WebDriver driver) {
    WebDriverWait wait = new WebDriverWait(driver, WAIT, Duration.ofMillis(100));
    wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
    return wait;
  }

  /** Script errors the page logged (uncaught exceptions), which a test expects to be none. */
  static List<String> scriptErrors(WebDriver driver) {
    List<String> errors = new ArrayList<>();
    for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
      if (e.getLevel().intValue() >= Level.SEVERE.intValue()
          && !e.getMessage().contains("Failed to load resource")) {
        errors.add(e.getMessage());
      }
    }
    return errors;
  }

  /** Text of an element, read through the DOM (also for elements scrolled out of view). */
  static String text(WebDriver driver, String css) {
    // Found and read in one script, so that a new drawing of the page cannot come in between.
    Object t =
        ((JavascriptExecutor) driver)
            .executeScript(
                "const e = document.querySelector(arguments[0]); return e ? e.textContent : ''",
                css);
    return t == null ? "" : t.toString().trim();
  }

  /** On the home page: chooses the engine's level, your colour and the clock, and starts. */
  static void playEngine(WebDriver driver, String level, String colour, String clock) {
    new Select(driver.findElement(By.id("level"))).selectByValue(level);
    new Select(driver.findElement(By.id("colour"))).selectByValue(colour);
    new Select(driver.findElement(By.id("clock"))).selectByValue(clock);
    driver.findElement(By.id("play-engine")).click();
  }

  /** On the home page: chooses the clock of a game for two at this board, and starts. */
  static void playLocal(WebDriver driver, String clock) {
    new Select(driver.findElement(By.id("local-clock"))).selectByValue(clock);
    driver.findElement(By.id("play-local")).click();
  }

  /**
   * On the home page: chooses your colour and the clock of a game with a friend, starts, and
   * returns the invitation link once the game's page shows it.
   */
  static String playOnline(WebDriver driver, String colour, String clock) {
    new Select(driver.findElement(By.id("online-colour"))).selectByValue(colour);
    new Select(driver.findElement(By.id("online-clock"))).selectByValue(clock);
    driver.findElement(By.id("play-online")).click();
    return waiting(driver)
        .until(
            d -> {
              String v = d.findElement(By.id("invite-link")).getAttribute("value");
              return v != null && v.contains("/#/join/") ? v : null;
            });
  }

  /** Resigns this page's game: the resign button, then its confirmation. */
  static void resign(WebDriver driver) {
    waiting(driver).until(ExpectedConditions.elementToBeClickable(By.id("resign"))).click();
    waiting(driver).until(ExpectedConditions.elementToBeClickable(By.id("resign-confirm"))).click();
  }

  /** The id of the game the page shows, from its address ({@code #/game/ID}). */
  static String gameId(WebDriver driver) {
    return driver.getCurrentUrl().replaceAll(".*#/game/", "");
  }

  /** True when the board takes moves from this page's player. */
  static boolean interactive(WebDriver driver) {
    return "true".equals(driver.findElement(By.id("board")).getAttribute("data-interactive"));
  }

  /** The number of moves the board shows ({@code data-ply}). */
  static int ply(WebDriver driver) {
    String ply = driver.findElement(By.id("board")).getAttribute("data-ply");
    return ply == null || ply.isEmpty() ? -1 : Integer.parseInt(ply);
  }

  /**
   * Clicks a square of the board. The page may draw the board again between finding the square and
   * clicking it (a second copy of the same view arriving, say); the square is then found again, in
   * the new drawing, which keeps the selection.
   */
  static void clickSquare(WebDriver driver, int square) {
    By css = By.cssSelector("#board [data-square='" + square + "']");
    for (int attempt = 1; ; attempt++) {
      try {
        driver.findElement(css).click();
        return;
      } catch (StaleElementReferenceException e) {
        if (attempt == 5) throw e;
      }
    }
  }

  /**
   * The squares matching a board attribute, e.g. {@code data-movable} or {@code data-target}, read
   * in one script so that a new drawing of the board cannot come between finding and reading them.
   */
  static List<Integer> squares(WebDriver driver, String attribute) {
    List<?> found =
        (List<?>)
            ((JavascriptExecutor) driver)
                .executeScript(
                    "return Array.from(document.querySelectorAll(arguments[0]),"
                        + " e => e.getAttribute('data-square'))",
                    "#board [" + attribute + "]");
    List<Integer> out = new ArrayList<>();
    for (Object square : found) {
      out.add(Integer.parseInt(square.toString()));
    }
    return out;
  }

  /**
   * The pieces the board shows, square by square ({@code data-piece}: {@code b}, {@code B}, {@code
   * w}, {@code W}), read in one script so that a new drawing of the board cannot come between
   * finding and reading them.
   */
  static java.util.Map<Integer, String> pieces(WebDriver driver) {
    List<?> found =
        (List<?>)
            ((JavascriptExecutor) driver)
                .executeScript(
                    "return Array.from(document.querySelectorAll('#board [data-square]'))"
                        + ".filter(e => e.querySelector('[data-piece]'))"
                        + ".map(e => e.getAttribute('data-square') + ':'"
                        + " + e.querySelector('[data-piece]').getAttribute('data-piece'))");
    java.util.Map<Integer, String> out = new java.util.TreeMap<>();
    for (Object entry : found) {
      String[] parts = entry.toString().split(":");
      out.put(Integer.parseInt(parts[0]), parts[1]);
    }
    return out;
  }

  /**
   * Plays one legal move by clicking: a piece the board offers, then target squares until the board
   * takes the move (a multi-jump is entered square by square). Returns the squares clicked.
   */
  static List<Integer> playAnyMove(WebDriver driver, java.util.Random random) {
    List<Integer> clicked = new ArrayList<>();
    List<Integer> movable = squares(driver, "data-movable");
    if (movable.isEmpty()) throw new IllegalStateException("no piece can move");
    int from = movable.get(random.nextInt(movable.size()));
    clickSquare(driver, from);
    clicked.add(from);
    for (int step = 0; step < 20; step++) {
      List<Integer> targets = squares(driver, "data-target");
      if (targets.isEmpty()) break;
      int to = targets.get(random.nextInt(targets.size()));
      clickSquare(driver, to);
      clicked.add(to);
    }
    return clicked;
  }

  @Override
  public void close() {
    for (WebDriver d : drivers) {
      try {
        d.quit();
      } catch (RuntimeException e) {
        // already gone
      }
    }
    if (server != null) {
      server.destroy();
      try {
        if (!server.waitFor(20, TimeUnit.SECONDS)) server.destroyForcibly().waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Makes the page a phone's: 390 by 844 CSS pixels, touch, mobile layout. */
  static void phone(WebDriver driver) {
    org.openqa.selenium.chromium.ChromiumDriver chromium =
        (org.openqa.selenium.chromium.ChromiumDriver) driver;
    chromium.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        java.util.Map.of("width", 390, "height", 844, "deviceScaleFactor", 2, "mobile", true));
    chromium.executeCdpCommand(
        "Emulation.setTouchEmulationEnabled",
        java.util.Map.of("enabled", true, "maxTouchPoints", 5));
  }

  /** Makes the page a desktop's: 1366 by 900 CSS pixels. */
  static void desktop(WebDriver driver) {
    ((org.openqa.selenium.chromium.ChromiumDriver) driver)
        .executeCdpCommand(
            "Emulation.setDeviceMetricsOverride",
            java.util.Map.of(
                "width", 1366, "height", 900, "deviceScaleFactor", 1, "mobile", false));
  }

  /** Saves what the page shows as {@code target/screenshots/NAME.png}, for a person to look at. */
  static void screenshot(WebDriver driver, String name) throws IOException {
    Path dir = Path.of("target", "screenshots");
    Files.createDirectories(dir);
    byte[] png =
        ((org.openqa.selenium.TakesScreenshot) driver)
            .getScreenshotAs(org.openqa.selenium.OutputType.BYTES);
    Files.write(dir.resolve(name + ".png"), png);
  }

  /** Whether the page scrolls sideways (its content is wider than the window). */
  static boolean scrollsSideways(WebDriver driver) {
    return (Boolean)
        ((JavascriptExecutor) driver)
            .executeScript(
                "return document.documentElement.scrollWidth > window.innerWidth"
                    + " || document.body.scrollWidth > window.innerWidth");
  }

  /**
   * Saves a screenshot of the page as it is, then makes it a phone's (it stays one), checks that it
   * does not scroll sideways, and saves another.
   */
  static void screenshotsDesktopThenPhone(WebDriver driver, String desktopName, String phoneName)
      throws IOException {
    screenshot(driver, desktopName);
    phone(driver);
    assertThat(scrollsSideways(driver)).isFalse();
    screenshot(driver, phoneName);
  }
}
