"""`devkit profiles`: the context designs and their fields, from the profile data."""

from __future__ import annotations

import sys

import click
from rich.console import Console
from rich.table import Table

from ..profiles import PROFILES


def _emit(title: str | None, columns: list[str], rows: list[list[str]]) -> None:
    """A table on a terminal; tab-separated lines when piped, so no column is ever cut."""
    if not sys.stdout.isatty():
        if title:
            click.echo(f"# {title}")
        for row in (columns, *rows):
            click.echo("\t".join(row))
        return
    table = Table(*columns, title=title)
    for row in rows:
        table.add_row(*row)
    Console().print(table)


def show_profiles(name: str | None) -> None:
    if name is None:
        rows = [[p.name, p.module, p.context_type, p.summary] for p in PROFILES.values()]
        _emit(None, ["profile", "import from", "context", "summary"], rows)
        return
    profile = PROFILES.get(name)
    if profile is None:
        raise click.UsageError(f"unknown profile {name!r}; choose one of: {', '.join(PROFILES)}")
    rows = [
        [f.name + ("()" if f.is_method else ""), f.type, str(f.presence), f.guard_idiom()]
        for f in profile.fields
    ]
    title = f"{profile.context_type} ({profile.module})"
    _emit(title, ["field", "type", "presence", "guard"], rows)
