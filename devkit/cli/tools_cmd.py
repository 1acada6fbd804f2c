"""`devkit tools`: the tool surface of a tree, as a table or as JSON."""

from __future__ import annotations

import json

import click

from ..checker.collect import Collector, ConfigResolver, MissingPath
from ..checker.config import ConfigError
from ..checker.surface import NotRead, tool_surface
from ..files import MAX_SOURCE_BYTES, UnreadableFile, read_limited
from .profiles_cmd import _emit


def run_tools(paths: tuple[str, ...], fmt: str) -> int:
    try:
        targets = list(Collector(ConfigResolver(None)).targets(list(paths) or ["."]))
    except ConfigError as exc:
        click.echo(f"devkit: configuration error: {exc}", err=True)
        return 2
    except MissingPath as exc:
        click.echo(f"devkit tools: {exc}", err=True)
        return 2
    found = []
    failed = 0
    for target in targets:
        try:
            data = read_limited(target.path, MAX_SOURCE_BYTES)
        except (OSError, UnreadableFile):
            continue
        try:
            found.extend(tool_surface(data, target.display, target.config))
        except NotRead as exc:
            failed += 1
            click.echo(f"devkit tools: {target.display}: {exc}", err=True)
        except (RecursionError, Exception) as exc:  # one file's failure is not the tree's
            failed += 1
            click.echo(f"devkit tools: {target.display}: analysis failed ({exc!r})", err=True)
    if fmt == "json":
        click.echo(json.dumps(found, indent=2))
        return 2 if failed else 0
    rows = [
        [
            f"{t['path']}:{t['line']}",
            t["name"],
            t["kind"],
            t["profile"] + (f" {t['framework_version']}" if t["framework_version"] else ""),
            t["context_parameter"] or "-",
            ", ".join(f"{m['member']} ({m['presence']})" for m in t["members"]) or "-",
        ]
        for t in found
    ]
    _emit(None, ["where", "tool", "kind", "profile", "context", "members used"], rows)
    click.echo(f"{len(found)} tools in {len(targets)} files", err=True)
    return 2 if failed else 0  # a surface missing a file's tools must not pass a CI gate
