"""devkit check against pyright on the framework modules of the adversarial corpus.

    python bench/pyright_parity.py [--pyright PATH] [--corpus DIR]

The bar (issue 9, SPEC §9): on optional dereferences and un-awaited coroutines devkit is at
least as good as pyright run with the framework installed. Every corpus module that imports
a framework has known answers (`# expect:` markers), so both tools are scored on the same
modules: a module whose markers include DK201 or DK005 is buggy in pyright's terms, a
module without markers is clean. pyright runs with `--pythonpath` set to the framework's
environment (`python -m tests.frameworks.environments` builds them), counting its
`reportOptional*` and `reportUnusedCoroutine` errors; devkit counts DK201 and DK005.

Prints, for each tool, the buggy modules it flags and the clean modules it flags, then
every buggy module pyright flags and devkit does not (the gaps: expected none).

pyright is not a dependency: give `--pyright`, have it on PATH, or let this script
install it with npm into a cache directory (`npm install pyright`, from the registry).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from devkit.checker.engine import check_source  # noqa: E402
from tests.frameworks.environments import ROOT as ENV_ROOT  # noqa: E402

PYRIGHT_VERSION = "1.1.407"
# The framework a module imports, and the environment pyright resolves it in (newest major).
ENVIRONMENTS = {
    "fastmcp": "fastmcp-4",
    "mcp.server.mcpserver": "mcp-2",  # before "mcp.server": the first match counts
    "mcp.server": "mcp-1",
    "pydantic_ai": "pydantic-ai-2",
    "agents": "openai-agents-0",
    "langchain": "langchain-1",
    "google.adk": "google-adk-2",
}
PYRIGHT_RULES = {
    "reportOptionalMemberAccess",
    "reportOptionalSubscript",
    "reportOptionalIterable",
    "reportOptionalCall",
    "reportOptionalOperand",
    "reportOptionalContextManager",
    "reportUnusedCoroutine",
}
DEVKIT_CODES = {"DK201", "DK005"}
MARKER = re.compile(r"# expect: ((?:DK\d+[ ,]*)+)$", re.M)


def find_pyright(given: str | None) -> str:
    if given:
        return given
    found = shutil.which("pyright")
    if found:
        return found
    cache = Path.home() / ".cache" / "devkit-bench" / "pyright"
    binary = cache / "node_modules" / ".bin" / "pyright"
    if not binary.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("pyright not found and npm missing: pass --pyright PATH")
        print(f"installing pyright {PYRIGHT_VERSION} into {cache} ...", file=sys.stderr)
        subprocess.run(
            [npm, "install", "--silent", "--prefix", str(cache), f"pyright@{PYRIGHT_VERSION}"],
            check=True,
        )
    return str(binary)


def environment_of(text: str) -> str | None:
    for module, env in ENVIRONMENTS.items():
        if re.search(rf"^\s*(from|import) {re.escape(module)}\b", text, re.M):
            return env
    return None


def pyright_flags(pyright: str, env: str, paths: list[Path]) -> dict[Path, list[str]]:
    """The modules pyright reports, each with its diagnostics ("line: rule")."""
    python = ENV_ROOT / env / "bin" / "python"
    if not python.exists():
        raise SystemExit(f"{python} missing: run `python -m tests.frameworks.environments`")
    done = subprocess.run(
        [pyright, "--outputjson", "--pythonpath", str(python), *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"pyright gave no report for {env}: {done.stderr[-500:]}") from None
    flagged: dict[Path, list[str]] = {}
    for diagnostic in report["generalDiagnostics"]:
        if diagnostic.get("rule") in PYRIGHT_RULES and diagnostic["severity"] == "error":
            line = diagnostic["range"]["start"]["line"] + 1
            flagged.setdefault(Path(diagnostic["file"]).resolve(), []).append(
                f"{line}: {diagnostic['rule']}"
            )
    return flagged


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pyright")
    parser.add_argument("--corpus", default=str(ROOT / "tests" / "data" / "adversarial"))
    ns = parser.parse_args()
    pyright = find_pyright(ns.pyright)

    groups: dict[str, list[Path]] = {}
    kinds: dict[Path, str] = {}
    for path in sorted(Path(ns.corpus).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        env = environment_of(text)
        expected = {code for m in MARKER.finditer(text) for code in re.findall(r"DK\d+", m[1])}
        if env is None or (expected and not expected & DEVKIT_CODES):
            continue  # not a framework module, or its bug is one pyright has no rule for
        kinds[path.resolve()] = "buggy" if expected else "clean"
        groups.setdefault(env, []).append(path.resolve())

    pyright_found: dict[Path, list[str]] = {}
    for env, paths in groups.items():
        pyright_found.update(pyright_flags(pyright, env, paths))
    devkit_found = {
        path
        for path in kinds
        if any(f.code in DEVKIT_CODES for f in check_source(path.read_bytes(), str(path)).findings)
    }

    buggy = [p for p, kind in kinds.items() if kind == "buggy"]
    clean = [p for p, kind in kinds.items() if kind == "clean"]
    print(f"framework modules: {len(buggy)} buggy (DK201/DK005 expected), {len(clean)} clean")
    for name, found in (("pyright", set(pyright_found)), ("devkit", devkit_found)):
        print(
            f"{name:8} buggy flagged {sum(p in found for p in buggy):4}/{len(buggy)}"
            f"   clean flagged {sum(p in found for p in clean):4}/{len(clean)}"
        )
    gaps = [p for p in buggy if p in pyright_found and p not in devkit_found]
    print(f"buggy modules pyright flags and devkit does not: {len(gaps)}")
    for path in gaps:
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"  {shown}: {', '.join(pyright_found[path])}")


if __name__ == "__main__":
    main()
