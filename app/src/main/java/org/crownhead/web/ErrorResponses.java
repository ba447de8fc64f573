package org.crownhead.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import org.crownhead.web.games.GameException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every failure as {@code {"error": "..."}}: the API's own (with their status), Javalin's (404 no
 * such route, 405, 413...), and anything unexpected (500, logged; the client sees no details).
 */
final class ErrorResponses {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorResponses.class);

  private ErrorResponses() {}

  static void register(RoutesConfig routes) {
    routes.exception(GameException.class, (e, ctx) -> Json.error(ctx, e.status(), e.getMessage()));
    routes.exception(
        HttpResponseException.class,
        (e, ctx) -> Json.error(ctx, e.getStatus(), describe(e.getStatus(), e.getMessage())));
    routes.exception(
        JsonProcessingException.class,
        (e, ctx) -> Json.error(ctx, 400, "malformed JSON: " + e.getOriginalMessage()));
    routes.exception(
        Exception.class,
        (e, ctx) -> {
          LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
          Json.error(ctx, 500, "internal error: " + e.getClass().getSimpleName());
        });
    for (int status : new int[] {400, 404, 405, 413, 414, 415, 431, 500}) {
      routes.error(status, ctx -> jsonUnlessAlready(ctx, status));
    }
  }

  /** Replaces a body that is not already an API error (Javalin's text pages) by one. */
  private static void jsonUnlessAlready(Context ctx, int status) {
    String type = ctx.res().getContentType();
    if (type != null && type.startsWith("application/json")) {
      return;
    }
    Json.error(ctx, status, describe(status, null));
  }

  private static String describe(int status, String message) {
    switch (status) {
      case 404:
        return "there is nothing at this address";
      case 405:
        return "this address does not take that method";
      case 413:
        return "the request body is too large";
      default:
        return message == null || message.isBlank()
            ? "the request failed (" + status + ")"
            : message;
    }
  }
}
