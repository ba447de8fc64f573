package org.crownhead.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import org.crownhead.web.games.GameException;

/**
 * The size limits of request bodies: 64 KB, or 16 MB for a PDN import (a whole archive, such as the
 * 4.3 MB of the ACF's 9,377 games, goes in one request). A larger body gets 413 before it is used
 * when its length is announced, and after reading at most the limit otherwise.
 *
 * <p>A refused body of at most 1 MB is read and discarded first. Otherwise the server would answer
 * and close the connection while the client is still sending, and the client could see the
 * connection reset instead of the 413. A longer body is refused without reading it.
 */
final class BodyLimit {
  static final int JSON_BYTES = 64 * 1024;
  static final int PDN_BYTES = 16 * 1024 * 1024;
  private static final int DISCARD_BYTES = 1024 * 1024;

  /** Status 413: the body is too large. */
  static final int TOO_LARGE = 413;

  private BodyLimit() {}

  /** Refuses a request whose announced length is over its route's limit. */
  static void check(Context ctx) {
    long length = ctx.contentLength();
    long limit = limitFor(ctx.path());
    if (length > limit) {
      if (length <= DISCARD_BYTES) {
        discard(ctx);
      }
      throw tooLarge(limit);
    }
  }

  /** Reads the rest of the body and drops it; a client that stops sending only ends it sooner. */
  private static void discard(Context ctx) {
    try {
      ctx.req().getInputStream().transferTo(OutputStream.nullOutputStream());
    } catch (IOException e) {
      // The client went away: the 413 goes nowhere either way.
    }
  }

  /** The body, refused with 413 when it is over {@code limit} bytes. */
  static byte[] bytes(Context ctx, int limit) {
    check(ctx);
    byte[] bytes = ctx.bodyAsBytes();
    if (bytes.length > limit) {
      throw tooLarge(limit);
    }
    return bytes;
  }

  static long limitFor(String path) {
    return path.equals("/api/pdn/import") ? PDN_BYTES : JSON_BYTES;
  }

  private static GameException tooLarge(long limit) {
    String size = limit >= 1024 * 1024 ? limit / (1024 * 1024) + " MB" : limit / 1024 + " KB";
    return new GameException(TOO_LARGE, "the request body is larger than " + size);
  }
}
