"""`devkit check`: run the checker over files and directories."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import click

from ..checker import output
from ..checker.collect import Collector, ConfigResolver, MissingPath, Target
from ..checker.config import Config, ConfigError, parse_config
from ..checker.finding import Finding
from ..checker.result import decode_source
from ..checker.runner import Cache, default_cache_dir, run
from ..editor.suppress import suppression_line
from ..files import MAX_SOURCE_BYTES, read_limited
from ..lines import split_lines

PROGRESS_MIN_FILES = 200


def _overrides(
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    extend_select: tuple[str, ...] = (),
    fail_on: str | None = None,
):
    if not select and not ignore and not extend_select and not fail_on:
        return None
    table: dict[str, Any] = {}
    if select:
        table["select"] = list(select)
    if ignore:
        table["ignore"] = list(ignore)
    if extend_select:
        table["extend-select"] = list(extend_select)
    if fail_on:
        table["fail-on"] = fail_on
    parsed = parse_config(table, source="command line")  # validates the codes

    def apply(config: Config) -> Config:
        changes: dict[str, Any] = {}
        if select:
            changes["select"], changes["extend_select"] = parsed.select, ()
        if extend_select:
            changes["extend_select"] = (
                *changes.get("extend_select", config.extend_select),
                *parsed.extend_select,
            )
        if ignore:
            changes["ignore"] = (*config.ignore, *parsed.ignore)
        if fail_on:
            changes["fail_on"] = parsed.fail_on
        return dataclasses.replace(config, **changes)

    return apply


def _split_codes(values: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(code.strip() for value in values for code in value.split(",") if code.strip())


def run_check(
    paths: tuple[str, ...],
    fmt: str,
    statistics: bool,
    exit_zero: bool,
    fix: bool,
    unsafe_fixes: bool,
    diff: bool,
    no_cache: bool,
    cache_dir: str | None,
    config_path: str | None,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    jobs: int | None,
    force_exclude: bool = False,
    extend_select: tuple[str, ...] = (),
    fail_on: str | None = None,
    add_ignore: bool = False,
) -> int:
    err = click.get_text_stream("stderr")
    try:
        resolver = ConfigResolver(
            Path(config_path) if config_path else None,
            _overrides(
                _split_codes(select), _split_codes(ignore), _split_codes(extend_select), fail_on
            ),
        )
        collector = Collector(resolver, force_exclude=force_exclude)
        targets = list(collector.targets(list(paths) or ["."]))
    except ConfigError as exc:
        click.echo(f"devkit: configuration error: {exc}", err=True)
        return 2
    except MissingPath as exc:
        click.echo(f"devkit check: {exc}", err=True)
        return 2
    for note in collector.skipped:
        click.echo(f"devkit check: {note}", err=True)
    first_config = targets[0].config if targets else resolver.for_dir(Path.cwd())
    cache = (
        None
        if no_cache or fix or diff
        else Cache(Path(cache_dir) if cache_dir else default_cache_dir(first_config))
    )

    show_progress = err.isatty() and len(targets) >= PROGRESS_MIN_FILES and fmt == "text"
    if show_progress:
        from rich.progress import Progress

        with Progress(transient=True, console=None) as bar:
            task = bar.add_task("checking", total=len(targets))
            outcome = run(targets, cache=cache, jobs=jobs, progress=lambda n: bar.advance(task, n))
    else:
        outcome = run(targets, cache=cache, jobs=jobs)

    for skipped in outcome.results:
        if skipped.skipped and skipped.skipped.startswith("skipped:"):
            click.echo(f"devkit: {skipped.path}: {skipped.skipped}", err=True)
    findings = outcome.findings
    if fix or diff:
        findings, changed = _apply_fixes(
            targets, findings, write=fix and not diff, unsafe=unsafe_fixes, show_diff=diff
        )
        if diff:
            return 1 if changed else 0
    if add_ignore:
        added = _add_ignores(targets, findings)
        click.echo(f"devkit check: added {added} suppression comment(s)", err=True)
        return 0

    colour = sys.stdout.isatty()
    if fmt == "text":
        fmt = "full" if colour else "concise"
    if fmt == "json":
        click.echo(output.as_json(findings))
    elif fmt == "sarif":
        click.echo(output.sarif(findings))
    elif fmt == "github":
        rendered = output.github(findings)
        if rendered:
            click.echo(rendered)
    else:
        if statistics:
            if findings:
                click.echo(output.statistics(findings))
        elif findings and fmt == "full":
            click.echo(output.full(findings, colour, _source_lines(targets)))
        elif findings:
            click.echo(output.text(findings, colour))
        click.echo(output.summary(findings, outcome.checked))
    if fmt not in ("full", "concise") and statistics and findings:
        click.echo(output.statistics(findings), err=True)
    threshold = first_config.fail_on
    return 0 if exit_zero or not output.fails(findings, threshold) else 1


def _read_source(path: Path) -> str | None:
    """A checked file's text as the checker decodes it; None when it cannot be read."""
    try:
        text, _, _ = decode_source(read_limited(path, MAX_SOURCE_BYTES))
    except OSError:
        return None
    return text


def _source_lines(targets: list[Target]):
    """The lines of a checked file by its display path (read once, for `full` output)."""
    paths = {t.display: t.path for t in targets}
    cache: dict[str, list[str]] = {}

    def lines(display: str) -> list[str]:
        if display not in cache:
            text = _read_source(paths[display]) if display in paths else None
            cache[display] = split_lines(text) if text is not None else []
        return cache[display]

    return lines


def _add_ignores(targets: list[Target], findings: list[Finding]) -> int:
    """Write `# devkit: ignore[CODE]` on the line of every finding (idempotent)."""
    paths = {t.display: t.path for t in targets}
    by_path: dict[str, dict[int, set[str]]] = {}
    for f in findings:
        if f.code in ("DK001", "DK901") or f.path not in paths:
            continue
        by_path.setdefault(f.path, {}).setdefault(f.line, set()).add(f.code)
    added = 0
    for display, by_line in by_path.items():
        text = _read_source(paths[display])
        if text is None:
            continue
        lines = split_lines(text, keepends=True)
        count = 0
        for number, codes in by_line.items():
            if not 0 < number <= len(lines) or lines[number - 1].rstrip().endswith("\\"):
                continue  # a comment after a line continuation would break the code
            for code in sorted(codes):
                lines[number - 1] = suppression_line(lines[number - 1], code)
            count += 1
        new_text = "".join(lines)
        try:
            compile(new_text, display, "exec")
        except (SyntaxError, ValueError):
            click.echo(
                f"devkit check: {display}: left unchanged (a comment would break it)", err=True
            )
            continue
        if new_text != text:
            paths[display].write_text(new_text, encoding="utf-8", newline="")
            added += count
    return added


def _apply_fixes(
    targets: list[Target], findings: list[Finding], *, write: bool, unsafe: bool, show_diff: bool
) -> tuple[list[Finding], bool]:
    from ..checker import engine  # only when fixing: a cached run never loads the analysis

    fixable_paths = {
        f.path for f in findings if f.fix and (f.fix.applicability == "safe" or unsafe)
    }
    remaining = [f for f in findings if f.path not in fixable_paths]
    fixed_count = 0
    changed = False
    for target in targets:
        if target.display not in fixable_paths:
            continue
        text = _read_source(target.path)
        if text is None:
            continue
        new_text, left, applied = engine.fix_source(
            text, target.display, target.config, unsafe=unsafe
        )
        remaining.extend(left)
        if new_text == text:
            continue
        fixed_count += applied
        changed = True
        if show_diff:
            import difflib  # only for --diff

            click.echo(
                "".join(
                    difflib.unified_diff(
                        split_lines(text, keepends=True),
                        split_lines(new_text, keepends=True),
                        fromfile=f"a/{target.display}",
                        tofile=f"b/{target.display}",
                    )
                ),
                nl=False,
            )
        if write:
            target.path.write_text(new_text, encoding="utf-8", newline="")
    if write and fixed_count:
        click.echo(f"Fixed {fixed_count} finding{'s' if fixed_count != 1 else ''}.", err=True)
    return sorted(remaining, key=Finding.sort_key), changed
