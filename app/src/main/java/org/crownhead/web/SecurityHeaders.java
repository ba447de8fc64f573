package org.crownhead.web;

import io.javalin.http.Context;

/** The security headers every response carries. */
final class SecurityHeaders {
  private SecurityHeaders() {}

  static void add(Context ctx) {
    ctx.header("Content-Security-Policy", "default-src 'self'");
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Referrer-Policy", "no-referrer");
  }
}
