package org.crownhead.web.games;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The random strings of the web app: seat tokens (32 URL-safe characters from {@link SecureRandom},
 * stored only as their SHA-256), invite codes and game ids. Comparisons take the same time whatever
 * the input, so a token cannot be guessed character by character.
 *
 * <pre>{@code
 * String token = org.crownhead.web.games.Secrets.newToken();
 * token.length(); // 32
 * String hash = org.crownhead.web.games.Secrets.hash(token);
 * hash.length(); // 64
 * org.crownhead.web.games.Secrets.matches(token, hash); // true
 * org.crownhead.web.games.Secrets.matches("forged", hash); // false
 * }</pre>
 */
public final class Secrets {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final String ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

  private Secrets() {}

  /** A new seat token: 24 random bytes as 32 URL-safe Base64 characters. */
  public static String newToken() {
    byte[] bytes = new byte[24];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** A short random code of lower-case letters and digits (no look-alikes such as l, 1, o, 0). */
  public static String newCode(int length) {
    StringBuilder code = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
    }
    return code.toString();
  }

  /** The SHA-256 of a token, in lower-case hex. */
  public static String hash(String token) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java", e);
    }
  }

  /** True when the token's hash is {@code hash}; false for a null token or hash. */
  public static boolean matches(String token, String hash) {
    if (token == null || hash == null) {
      return false;
    }
    return equal(hash(token), hash);
  }

  /** Compares two strings in a time that does not depend on where they differ. */
  public static boolean equal(String a, String b) {
    if (a == null || b == null) {
      return false;
    }
    return MessageDigest.isEqual(
        a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }
}
