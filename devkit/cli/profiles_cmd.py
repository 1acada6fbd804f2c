"""`devkit profiles`: the context designs and their fields, from the profile data."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from ..profiles import PROFILES, Profile


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


def _version_here(profile: Profile) -> Profile:
    """The profile as of the version that applies to a file in the working directory."""
    from ..checker.config import ConfigError, discover_config
    from ..checker.versions import resolve

    here = Path.cwd()
    try:
        config = discover_config(here)
    except ConfigError as exc:
        raise click.ClickException(f"configuration error: {exc}") from None
    return resolve(profile, None, str(here / "tool.py"), config)


def show_profiles(name: str | None) -> None:
    if name is None:
        rows = [[p.name, p.module, p.context_type, p.summary] for p in PROFILES.values()]
        _emit(None, ["profile", "import from", "context", "summary"], rows)
        return
    profile = PROFILES.get(name)
    if profile is None:
        raise click.UsageError(f"unknown profile {name!r}; choose one of: {', '.join(PROFILES)}")
    title = f"{profile.context_type} ({profile.module})"
    fields = profile.fields
    if profile.versions:
        view = _version_here(profile)
        title += f", {profile.distribution} {view.version}.x: {view.version_reason}"
        fields = tuple(f for f in view.members if not f.name.endswith("()"))
    rows = [
        [
            f.name + ("()" if f.is_method else ""),
            f.type,
            str(f.presence) + (", async" if f.is_async else ""),
            f.guard_idiom(),
        ]
        for f in fields
    ]
    _emit(title, ["field", "type", "presence", "guard"], rows)
