"""`devkit watch`: re-check and re-invoke a tool on every save of its file."""

from __future__ import annotations

import importlib.util
import json
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

import click

from ..checker import output
from ..checker.config import ConfigError, discover_config
from ..checker.engine import check_source
from ..files import MAX_SOURCE_BYTES, read_limited
from ..harness.options import HarnessUsageError, build_request, split_target
from ..harness.parent import run_in_child
from ..harness.report import render_json, render_text

DEBOUNCE_MS = 200


def _source_file(source: str) -> Path:
    path = Path(source)
    if source.endswith(".py") or path.is_file():
        return path.resolve()
    found = importlib.util.find_spec(source)  # locates the file without importing it
    if found is None or found.origin is None:
        raise HarnessUsageError(f"cannot find the file of module {source!r}")
    return Path(found.origin).resolve()


def _round(path: Path, request: dict[str, Any], python: str, fmt: str) -> None:
    """One check + invoke, printed."""
    try:
        config = discover_config(path.parent)
        findings = check_source(read_limited(path, MAX_SOURCE_BYTES), str(path), config).findings
    except (OSError, ConfigError) as exc:
        click.echo(f"devkit watch: cannot check {path}: {exc}", err=True)
        findings = []
    report = run_in_child(request, python)
    if fmt == "json":
        click.echo(
            json.dumps(
                {
                    "check": [f.to_json() for f in findings],
                    "invoke": json.loads(render_json(report)),
                }
            )
        )
        return
    colour = sys.stdout.isatty()
    click.echo(
        click.style(f"── {time.strftime('%H:%M:%S')} {path.name} ──", bold=colour)
        if colour
        else f"── {time.strftime('%H:%M:%S')} {path.name} ──"
    )
    click.echo(output.text(findings, colour) if findings else "check: no findings")
    click.echo(render_text(report, colour), nl=False)


def _stop_on_interrupt() -> None:
    """Ctrl-C (SIGINT) stops the watcher even when it started with SIGINT ignored, as a
    background job of a shell without job control (a CI script) does: Python then leaves
    it ignored, and `kill -INT` would not stop the watcher."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.default_int_handler)


def run_watch(target: str | None, fmt: str, python: str | None, **options: Any) -> int:
    import watchfiles

    _stop_on_interrupt()

    try:
        request = build_request(target, options)
        path = _source_file(split_target(request.get("target") or "")[0])
    except (HarnessUsageError, ValueError) as exc:
        click.echo(f"devkit watch: {exc}", err=True)
        return 2
    interpreter = python or sys.executable
    try:
        _round(path, request, interpreter, fmt)
        click.echo(f"watching {path} (Ctrl-C to stop)", err=True)
        # Watch the directory: editors often save by replacing the file.
        for _ in watchfiles.watch(
            path.parent,
            watch_filter=lambda _change, changed: Path(changed).resolve() == path,
            recursive=False,
            debounce=DEBOUNCE_MS,
        ):
            if path.exists():
                _round(path, request, interpreter, fmt)
    except HarnessUsageError as exc:
        click.echo(f"devkit watch: {exc}", err=True)
        return 2
    except KeyboardInterrupt:
        click.echo("devkit watch: stopped", err=True)
    return 0
