package org.crownhead.docs;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the relative links of Markdown files that lead nowhere: a missing file, or an anchor that
 * names no heading of its file under GitHub's rules. Links with a scheme (http, https, mailto) are
 * not followed.
 */
final class DocLinks {
  private DocLinks() {}

  private static final Pattern FENCE = Pattern.compile("^\\s*(`{3,}|~{3,})");
  private static final Pattern HEADING =
      Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)(?:\\s+#+)?\\s*$");
  private static final Pattern CODE_SPAN =
      Pattern.compile("`[^`\\n]*(?:\\n(?![ \\t]*\\n)[^`\\n]*)*`");
  private static final Pattern LINK =
      Pattern.compile("!?\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");

  /** The repository's root: the nearest folder at or above the working directory with docs. */
  static Path repositoryRoot() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md"))
          && Files.isDirectory(dir.resolve("docs"))
          && Files.isRegularFile(dir.resolve("mvnw"))) {
        return dir;
      }
    }
    throw new IllegalStateException(
        "no README.md, docs and mvnw at or above " + Path.of("").toAbsolutePath());
  }

  /** README.md and every Markdown file under docs. */
  static List<Path> documents(Path root) throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(root.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
      docs.filter(file -> file.toString().endsWith(".md")).sorted().forEach(files::add);
    }
    return files;
  }

  /** One line per broken link of the files, as {@code file:line: link: why}; empty if none. */
  static List<String> problems(Path root, List<Path> files) throws IOException {
    Map<Path, Set<String>> anchors = new HashMap<>();
    List<String> problems = new ArrayList<>();
    for (Path file : files) {
      String text = withoutCode(Files.readString(file));
      Matcher link = LINK.matcher(text);
      while (link.find()) {
        String target = link.group(1);
        String why = check(root, file, target, anchors);
        if (why != null) {
          int line =
              1 + (int) text.substring(0, link.start()).chars().filter(c -> c == '\n').count();
          problems.add(root.relativize(file) + ":" + line + ": " + target + ": " + why);
        }
      }
    }
    return problems;
  }

  /** Why a link of a file leads nowhere, or null if it leads somewhere. */
  private static String check(Path root, Path file, String target, Map<Path, Set<String>> anchors)
      throws IOException {
    if (target.isEmpty()) {
      return "empty link";
    }
    if (SCHEME.matcher(target).find()) {
      return null;
    }
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    Path linked = file.toAbsolutePath().normalize();
    if (!path.isEmpty()) {
      linked =
          file.getParent()
              .resolve(URLDecoder.decode(path, StandardCharsets.UTF_8))
              .toAbsolutePath()
              .normalize();
      if (!linked.startsWith(root.toAbsolutePath().normalize())) {
        return "outside the repository";
      }
      if (!Files.exists(linked)) {
        return "no such file";
      }
    }
    if (anchor == null || !linked.toString().endsWith(".md")) {
      return null;
    }
    if (anchor.isEmpty()) {
      return "empty anchor";
    }
    Set<String> known = anchors.get(linked);
    if (known == null) {
      known = anchors(Files.readString(linked));
      anchors.put(linked, known);
    }
    return known.contains(anchor) ? null : "no heading with the anchor #" + anchor;
  }

  /** The anchors GitHub gives the headings of a Markdown text, in order. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : withoutCode(markdown).split("\n", -1)) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = slug(heading.group(2));
        int count = seen.merge(slug, 1, Integer::sum) - 1;
        anchors.add(count == 0 ? slug : slug + "-" + count);
      }
    }
    return anchors;
  }

  /**
   * A heading's anchor as GitHub makes it: the heading's text as shown (links by their text, code
   * without its backticks), in lower case, with every space a hyphen and every character other than
   * a letter, a digit, a hyphen or an underscore left out.
   */
  static String slug(String heading) {
    String shown =
        heading
            .replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
            .replaceAll("<[^>]+>", "")
            .toLowerCase(Locale.ROOT);
    StringBuilder slug = new StringBuilder();
    shown
        .codePoints()
        .forEach(
            c -> {
              if (c == ' ') {
                slug.append('-');
              } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
              }
            });
    return slug.toString();
  }

  /**
   * The text with fenced code blocks blanked (their lines kept, so that line numbers stay) and code
   * spans without their backticks and without the brackets, parentheses and hashes that could be
   * mistaken for a link.
   */
  private static String withoutCode(String markdown) {
    StringBuilder out = new StringBuilder();
    String fence = null;
    for (String line : markdown.split("\n", -1)) {
      Matcher opening = FENCE.matcher(line);
      if (fence == null && opening.find()) {
        fence = opening.group(1);
        out.append('\n');
      } else if (fence != null) {
        String stripped = line.strip();
        char mark = fence.charAt(0);
        if (stripped.startsWith(fence) && stripped.chars().allMatch(c -> c == mark)) {
          fence = null;
        }
        out.append('\n');
      } else {
        out.append(line).append('\n');
      }
    }
    Matcher span = CODE_SPAN.matcher(out);
    StringBuilder text = new StringBuilder();
    while (span.find()) {
      String content = span.group().substring(1, span.group().length() - 1);
      span.appendReplacement(text, Matcher.quoteReplacement(content.replaceAll("[\\[\\]()#]", "")));
    }
    span.appendTail(text);
    return text.toString();
  }
}
