"""Checking many files: collection, the cheap prefilter, the content cache, parallel workers."""

from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from ..files import MAX_SOURCE_BYTES, UnreadableFile, read_limited
from ..profiles import PLUG_IN_MODULES, may_need_analysis
from .collect import ConfigResolver, Target, collect
from .config import Config, ConfigError
from .finding import Finding
from .guard import size_problem
from .result import NO_PROFILE, FileResult
from .versions import pins_near

PARALLEL_THRESHOLD = 8  # below this many files to analyse, workers cost more than they save
CHUNK = 16


@dataclass
class RunResult:
    results: list[FileResult] = field(default_factory=list)
    checked: int = 0  # files looked at
    analysed: int = 0  # files that passed the prefilter
    cached: int = 0

    @property
    def findings(self) -> list[Finding]:
        return sorted((f for r in self.results for f in r.findings), key=Finding.sort_key)


class Cache:
    """Findings per (content, config, version), one file per entry, written atomically."""

    def __init__(self, directory: Path) -> None:
        self.root = directory
        self.directory = directory / f"v{__version__}"
        self.stamp = _code_stamp()

    def key(self, data: bytes, config: Config, path: Path) -> str:
        """Content, config, where the file is (per-file ignores; the framework versions pinned
        near it) and the checker's own code (profiles included) all change findings."""
        import hashlib  # (imported where used: a run without the cache never needs them)

        digest = hashlib.sha256(data)
        digest.update(config.fingerprint().encode())
        digest.update(str(path).encode())
        digest.update(repr(pins_near(path.resolve().parent)).encode())
        digest.update(self.stamp.encode())
        return digest.hexdigest()

    def get(self, key: str, display: str) -> FileResult | None:
        try:
            raw = json.loads((self.directory / key[:2] / key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        findings = [Finding.from_json({**f, "path": display}) for f in raw["findings"]]
        return FileResult(display, findings, raw.get("skipped"))

    def put(self, key: str, result: FileResult) -> None:
        target = self.directory / key[:2] / key
        try:
            if not self.directory.exists():
                self.directory.mkdir(parents=True, exist_ok=True)
                # The cache never ends up in a commit, whatever the project's own .gitignore.
                (self.root / ".gitignore").write_text("# Created by devkit check\n*\n")
            target.parent.mkdir(parents=True, exist_ok=True)
            payload = json.dumps(
                {"findings": [f.to_json() for f in result.findings], "skipped": result.skipped}
            )
            import tempfile

            fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(payload)
            os.replace(tmp, target)  # concurrent runs write identical content; last one wins
        except OSError:
            pass  # a cache that cannot be written is only slower


def _code_stamp() -> str:
    """The checker's code and its profiles (plug-ins too), by file and modification time:
    an edited profile or an upgraded plug-in never reads findings of the old one."""
    files = {Path(__file__).resolve().parent.parent}
    for name in PLUG_IN_MODULES:
        module = sys.modules.get(name)
        if module is not None and module.__file__:
            path = Path(module.__file__).resolve()
            files.add(path.parent if path.name == "__init__.py" else path)
    stamps = []
    for root in sorted(files):
        for file in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            try:
                stamps.append(f"{file}:{file.stat().st_mtime_ns}")
            except OSError:
                continue
    import hashlib

    return hashlib.sha256("\n".join(stamps).encode()).hexdigest()


def _read(path: Path) -> tuple[bytes | None, str | None]:
    """(data, None), (None, why it is a DK001), or (None, why it is skipped: too big)."""
    try:
        return read_limited(path, MAX_SOURCE_BYTES), None
    except UnreadableFile as exc:
        if exc.too_large is not None:
            return None, size_problem(exc.too_large)
        return None, f"cannot read file: {exc.reason}"
    except OSError as exc:
        return None, f"cannot read file: {exc.strerror or exc}"


def _check_chunk(items: list[tuple[bytes, str, Config]]) -> list[FileResult]:
    # Imported here: a run whose files all come from the cache never loads the analysis
    # (libcst alone is a third of a second).
    from .engine import check_source
    from .parsing import fast_parsing

    # The cyclic collector is paused for the chunk: each libcst tree is hundreds of thousands
    # of objects, and while one lives the collector keeps walking it (a third of a check's
    # time); the trees hold no cycles, and what the analysis leaves waits for the collector's
    # next run after the chunk.
    # The parser's hooks stay in place for the whole chunk (see `fast_parsing`).
    paused = gc.isenabled()
    gc.disable()
    try:
        with fast_parsing(share_tokens=True):  # alone in this process
            return [check_source(data, display, config) for data, display, config in items]
    finally:
        if paused:
            gc.enable()


def run(
    targets: list[Target],
    *,
    cache: Cache | None,
    jobs: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> RunResult:
    outcome = RunResult()
    pending: list[tuple[bytes, str, Config, str | None]] = []
    for target in targets:
        outcome.checked += 1
        data, problem = _read(target.path)
        if data is None and problem and problem.startswith("skipped"):  # only too big
            outcome.results.append(FileResult(target.display, skipped=problem))
        elif data is None:
            from .engine import _engine_finding  # rare: the analysis is not loaded for it

            outcome.results.append(
                FileResult(
                    target.display,
                    [
                        _engine_finding(
                            "DK001", problem or "cannot read file", target.display, target.config
                        )
                    ],
                )
            )
        elif not may_need_analysis(data):
            outcome.results.append(FileResult(target.display, skipped=NO_PROFILE))
            if progress:
                progress(1)
            continue
        else:
            key = cache.key(data, target.config, target.path) if cache else None
            hit = cache.get(key, target.display) if cache and key else None
            if hit is not None:
                outcome.cached += 1
                outcome.results.append(hit)
            else:
                pending.append((data, target.display, target.config, key))
                continue  # counted when its analysis is done
        if progress:
            progress(1)
    outcome.analysed = len(pending) + outcome.cached
    items = [(d, p, c) for d, p, c, _ in pending]
    chunks = [items[i : i + CHUNK] for i in range(0, len(items), CHUNK)]
    workers = jobs if jobs is not None else (os.cpu_count() or 1)
    fresh: list[FileResult] = []
    if workers > 1 and len(items) >= PARALLEL_THRESHOLD:
        from concurrent.futures import ProcessPoolExecutor  # only with several workers

        with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
            for batch in pool.map(_check_chunk, chunks):  # in order, as each chunk finishes
                fresh.extend(batch)
                if progress:
                    progress(len(batch))
    else:
        for chunk in chunks:
            fresh.extend(_check_chunk(chunk))
            if progress:
                progress(len(chunk))
    for (_, _, _, key), result in zip(pending, fresh, strict=True):
        if cache is not None and key is not None:
            cache.put(key, result)
        outcome.results.append(result)
    return outcome


def default_cache_dir(config: Config) -> Path:
    """`cache-dir` from the config, else `.devkit_cache` at the project root.

    The project root is the folder of the pyproject.toml that configures devkit, else the
    nearest pyproject.toml above the working directory, else the working directory:
    never the folder of the first file checked.
    """
    if config.cache_dir:
        base = Path(config.cache_dir)
        return base if base.is_absolute() or config.root is None else config.root / base
    if config.source is not None and config.root is not None:
        return config.root / ".devkit_cache"
    cwd = Path.cwd()
    for directory in (cwd, *cwd.parents):
        if (directory / "pyproject.toml").is_file():
            return directory / ".devkit_cache"
    return cwd / ".devkit_cache"


__all__ = [
    "Cache",
    "ConfigError",
    "ConfigResolver",
    "RunResult",
    "Target",
    "collect",
    "default_cache_dir",
    "run",
]
