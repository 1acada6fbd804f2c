"""The Tool Devkit language server (pygls 2): the entry point.

A thin adapter, one module per feature: `lifecycle` (initialize, settings), `diagnostics`
(document sync and checks), `actions` (quick fixes, fix-all, scaffolding), `navigation`
(hover, completion, symbols, lenses) and `commands` (invoke); `core` is the server object,
`state` what it keeps, `protocol` and `documents` what it adds to pygls. Diagnostics come
from `devkit.checker.engine.check_source` (the engine of `devkit check`), editor features
from `devkit.editor`. It never imports or runs workspace code; only an explicit
`devkit.invoke` command runs a tool, in a child process.
"""

from __future__ import annotations

import argparse
import gc
import logging
import sys

from . import actions, commands, diagnostics, lifecycle, navigation  # noqa: F401  (they register the handlers)
from .core import server

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _address(value: str) -> tuple[str, int]:
    host, sep, port = value.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(
            f"expected HOST:PORT with a port from 1 to 65535 (e.g. 127.0.0.1:2087), got {value!r}"
        )
    return host or "127.0.0.1", int(port)


def _level(value: str) -> str:
    if value.upper() not in LOG_LEVELS:
        raise argparse.ArgumentTypeError(f"one of {', '.join(LOG_LEVELS)}, got {value!r}")
    return value.upper()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="devkit lsp", description="The Tool Devkit language server."
    )
    parser.add_argument("--stdio", action="store_true", help="use stdio (the default)")
    parser.add_argument(
        "--tcp", metavar="HOST:PORT", type=_address, help="listen on TCP instead, for debugging"
    )
    parser.add_argument("--log-level", type=_level, default="WARNING", help=", ".join(LOG_LEVELS))
    args = parser.parse_args(argv)  # a bad value: a usage message and exit 2, no traceback
    logging.basicConfig(stream=sys.stderr, level=args.log_level)  # stdout is the wire
    logging.getLogger("pygls").setLevel(logging.WARNING)
    # Each check allocates a whole CST; with the default thresholds the collector keeps
    # rescanning long-lived objects mid-check (the p95 spikes in bench/lsp_latency.py).
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
    # Reading the editor's messages needs the interpreter in short turns (the reader thread,
    # then the event loop): with the default 5 ms turns, an edit arriving while the worker
    # answers a request waited up to 5 ms per step to be read (bench/lsp_latency.py
    # --with-requests).
    sys.setswitchinterval(0.0005)
    if args.tcp:
        host, port = args.tcp
        # Said on stderr: stdout stays free, and the user knows where to connect.
        print(f"devkit lsp: listening on {host}:{port}", file=sys.stderr, flush=True)
        try:
            server.start_tcp(host, port)
        except OSError as exc:
            print(
                f"devkit lsp: cannot listen on {host}:{port}: {exc.strerror or exc}",
                file=sys.stderr,
            )
            sys.exit(2)
        return
    server.start_io()
    # The protocol's exit code: 0 after `shutdown`, 1 when the client left without it.
    sys.exit(0 if server.protocol._shutdown else 1)
