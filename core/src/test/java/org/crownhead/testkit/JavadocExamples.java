package org.crownhead.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jdk.jshell.EvalException;
import jdk.jshell.ExpressionSnippet;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.UnresolvedReferenceException;
import jdk.jshell.VarSnippet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs the examples of the Javadoc: every {@code <pre>{@code ...}</pre>} block of a module's
 * sources is fed to JShell, and every line ending in {@code // expected} must give that value, as
 * {@link String#valueOf(Object)} prints it. Each module has a small {@code DocExamplesTest} that
 * names its sources and the packages its examples import, and registers the examples as a JUnit
 * extension that closes the shell after the class.
 */
public final class JavadocExamples implements AutoCloseable, AfterAllCallback {
  private static final Pattern PUBLIC_TYPE =
      Pattern.compile(
          "^public\\s+(?:(?:final|abstract|sealed)\\s+)*(?:class|interface|enum|record)\\s+(\\w+)",
          Pattern.MULTILINE);

  /** One line of an example: its line number in the source file, its code, its expected value. */
  public record Line(int number, String code, String expected) {}

  /** One example block of one source file. */
  public record Example(Path file, int line, List<Line> lines) {
    public String name() {
      return file.getFileName() + ":" + line;
    }

    public boolean checksValues() {
      return lines.stream().anyMatch(line -> line.expected() != null);
    }
  }

  private final Path sources;
  private final List<String> imports;
  private final ByteArrayOutputStream output = new ByteArrayOutputStream();
  private JShell shell;

  /**
   * The examples of a module.
   *
   * @param module the module's folder name, such as {@code core}
   * @param imports the packages every example imports, such as {@code org.crownhead.core}
   */
  public JavadocExamples(String module, List<String> imports) {
    this.sources = sources(module);
    this.imports = List.copyOf(imports);
  }

  /** The module's main sources, whether the tests run from the module or the repository. */
  private static Path sources(String module) {
    for (Path candidate :
        List.of(Path.of("src", "main", "java"), Path.of(module, "src/main/java"))) {
      if (Files.isDirectory(candidate.resolve("org/crownhead"))
          && candidate.toAbsolutePath().normalize().toString().contains(module)) {
        return candidate;
      }
    }
    throw new IllegalStateException(
        module + " sources not found from " + Path.of("").toAbsolutePath());
  }

  public List<Path> sourceFiles() throws IOException {
    try (Stream<Path> files = Files.walk(sources)) {
      return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    }
  }

  /**
   * One dynamic test per example block of the module's public types (an example of a
   * package-private class cannot be run from outside its package, so it is only read).
   */
  public Stream<DynamicTest> tests() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : sourceFiles()) {
      if (!PUBLIC_TYPE.matcher(Files.readString(file)).find()
          && !file.getFileName().toString().equals("package-info.java")) {
        continue;
      }
      for (Example example : examples(file)) {
        tests.add(DynamicTest.dynamicTest(example.name(), () -> run(example)));
      }
    }
    assertThat(tests).isNotEmpty();
    return tests.stream();
  }

  /** The public types of the given package that have no example checking a value. */
  public List<String> publicTypesWithoutCheckedExample(String packageName) throws IOException {
    Path folder = Path.of(packageName.replace('.', File.separatorChar));
    List<String> missing = new ArrayList<>();
    for (Path file : sourceFiles()) {
      if (!file.getParent().endsWith(folder)) {
        continue;
      }
      Matcher matcher = PUBLIC_TYPE.matcher(Files.readString(file));
      if (matcher.find() && examples(file).stream().noneMatch(Example::checksValues)) {
        missing.add(matcher.group(1));
      }
    }
    return missing;
  }

  /** The example blocks of a source file. */
  public static List<Example> examples(Path file) throws IOException {
    List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Example> examples = new ArrayList<>();
    for (int i = 0; i < text.size(); i++) {
      if (!javadoc(text.get(i)).contains("<pre>{@code")) {
        continue;
      }
      int start = i + 1;
      List<Line> lines = new ArrayList<>();
      for (i++; i < text.size() && !javadoc(text.get(i)).contains("}</pre>"); i++) {
        lines.add(line(i + 1, javadoc(text.get(i))));
      }
      examples.add(new Example(file, start, lines));
    }
    return examples;
  }

  /** A Javadoc line without its leading {@code *} and the one space after it. */
  private static String javadoc(String line) {
    String stripped = line.stripLeading();
    if (stripped.startsWith("*") && !stripped.startsWith("*/")) {
      stripped = stripped.substring(1);
      return stripped.startsWith(" ") ? stripped.substring(1) : stripped;
    }
    return stripped;
  }

  /** Splits off a trailing {@code // expected} comment (outside string and char literals). */
  public static Line line(int number, String text) {
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
        String code = text.substring(0, i).strip();
        String comment = text.substring(i + 2).strip();
        return new Line(number, code, code.isEmpty() ? null : comment);
      }
    }
    return new Line(number, text.strip(), null);
  }

  private JShell shell() {
    if (shell == null) {
      PrintStream sink = new PrintStream(output, true, StandardCharsets.UTF_8);
      shell = JShell.builder().executionEngine("local").out(sink).err(sink).build();
      Set<String> classPath = new LinkedHashSet<>();
      for (String property : List.of("surefire.test.class.path", "java.class.path")) {
        String value = System.getProperty(property);
        if (value != null && !value.isBlank()) {
          classPath.addAll(List.of(value.split(File.pathSeparator)));
        }
      }
      classPath.forEach(shell::addToClasspath);
    }
    return shell;
  }

  @Override
  public void close() {
    if (shell != null) {
      shell.close();
      shell = null;
    }
  }

  /** Closes the shell after the test class that registers the examples as an extension. */
  @Override
  public void afterAll(ExtensionContext context) {
    close();
  }

  /** Forgets the previous example's variables and sets up the imports. */
  private void reset() {
    JShell jshell = shell();
    jshell.snippets().toList().forEach(jshell::drop);
    List<String> all =
        new ArrayList<>(List.of("java.io", "java.nio.file", "java.time", "java.util"));
    all.addAll(imports);
    for (String name : all) {
      List<SnippetEvent> events = jshell.eval("import " + name + ".*;");
      assertThat(events.get(0).status()).as("import %s", name).isEqualTo(Snippet.Status.VALID);
    }
  }

  /** Runs the block statement by statement, checking each expected value. */
  public void run(Example example) {
    reset();
    SourceCodeAnalysis analysis = shell().sourceCodeAnalysis();
    String pending = "";
    for (Line line : example.lines()) {
      String where = example.file().getFileName() + ":" + line.number();
      String source = pending + line.code() + "\n";
      Snippet last = null;
      while (!source.isBlank()) {
        SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(source);
        if (!info.completeness().isComplete()) {
          break;
        }
        last = eval(info.source(), where);
        source = info.remaining();
      }
      pending = source.isBlank() ? "" : source;
      if (line.expected() != null) {
        assertThat(pending.isEmpty() && last != null)
            .as("%s: an expected value on a line that does not end a statement", where)
            .isTrue();
        assertThat(valueOf(last, where))
            .as("%s: %s", where, line.code())
            .isEqualTo(line.expected());
      }
    }
    assertThat(pending.strip())
        .as("%s: the example ends in the middle of a statement", example.name())
        .isEmpty();
  }

  /** Evaluates one snippet; any compile error or exception fails the example. */
  private Snippet eval(String source, String where) {
    output.reset();
    List<SnippetEvent> events = shell().eval(source);
    assertThat(events).as("%s: nothing evaluated in %s", where, source).isNotEmpty();
    SnippetEvent event = events.get(0);
    Snippet snippet = event.snippet();
    if (event.status() == Snippet.Status.REJECTED || !event.status().isDefined()) {
      String diagnostics =
          shell()
              .diagnostics(snippet)
              .map(diag -> diag.getMessage(Locale.ROOT))
              .collect(Collectors.joining("; "));
      throw new AssertionError(
          where + ": does not compile: " + source.strip() + " (" + diagnostics + ")");
    }
    if (event.exception() != null) {
      Exception exception = event.exception();
      String kind =
          exception instanceof EvalException
              ? ((EvalException) exception).getExceptionClassName()
              : exception instanceof UnresolvedReferenceException
                  ? "unresolved reference"
                  : exception.getClass().getName();
      throw new AssertionError(
          where + ": " + source.strip() + " throws " + kind + ": " + exception.getMessage());
    }
    return snippet;
  }

  /** The value of a snippet as String.valueOf prints it. */
  private String valueOf(Snippet snippet, String where) {
    String name;
    if (snippet instanceof VarSnippet) {
      name = ((VarSnippet) snippet).name();
    } else if (snippet instanceof ExpressionSnippet) {
      name = ((ExpressionSnippet) snippet).name();
    } else {
      throw new AssertionError(where + ": " + snippet.source().strip() + " has no value");
    }
    List<SnippetEvent> events = shell().eval("String.valueOf((Object) " + name + ")");
    SnippetEvent event = events.get(0);
    assertThat(event.exception()).as(where).isNull();
    String quoted = event.value();
    assertThat(quoted).as(where).startsWith("\"").endsWith("\"");
    shell().drop(event.snippet());
    return quoted.substring(1, quoted.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
  }
}
