"""`devkit profiles`: the context designs and their fields, from the profile data."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from ..profiles import PROFILES


def show_profiles(name: str | None) -> None:
    console = Console()
    if name is None:
        table = Table("profile", "import from", "context", "summary")
        for p in PROFILES.values():
            table.add_row(p.name, p.module, p.context_type, p.summary)
        console.print(table)
        return
    profile = PROFILES.get(name)
    if profile is None:
        raise click.UsageError(f"unknown profile {name!r}; choose one of: {', '.join(PROFILES)}")
    table = Table(
        "field", "type", "presence", "guard", title=f"{profile.context_type} ({profile.module})"
    )
    for f in profile.fields:
        table.add_row(
            f.name + ("()" if f.is_method else ""), f.type, str(f.presence), f.guard_idiom()
        )
    console.print(table)
