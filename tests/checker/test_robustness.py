"""The engine never raises, never crashes the process, and never hangs, whatever the input."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
from pathlib import Path

import hypothesmith
import libcst as cst
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from devkit.checker.config import Config
from devkit.checker.discovery import Discovery, FunctionInfo, ModuleIndex
from devkit.checker.engine import check_source
from devkit.checker.imports import collect_imports
from devkit.checker.model import _Builder
from devkit.checker.rules import ALL_RULES
from devkit.checker.walk import children
from devkit.profiles import get_profile

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "fixtures").rglob("*.py"))
HEADER = "from devkit.agent import ToolExecutionContext, tool\n"


def _no_internal_errors(source: str | bytes) -> list:
    findings = check_source(source, "fuzz.py").findings
    assert not [f for f in findings if f.code == "DK901"], [f.message for f in findings]
    return findings


@pytest.mark.parametrize(
    "body",
    [
        "x = " + "(" * 10_000 + "1" + ")" * 10_000,
        "x = " + "+".join(["1"] * 30_000),
        "x = " + "[" * 3_000 + "]" * 3_000,
        "x = " + "not " * 30_000 + "y",
        "x = a" + ".b" * 30_000,
        "x = " + "lambda: " * 30_000 + "1",
    ],
    ids=["parens", "sum", "lists", "not", "attributes", "lambdas"],
)
def test_pathological_nesting_is_one_dk001_not_a_crash(body):
    # In a child process: if the guard ever let libcst's native parser overflow its
    # stack, the child would die, not the test run.
    code = (
        "import sys; from devkit.checker.engine import check_source\n"
        "src = sys.stdin.read()\n"
        "print(','.join(f.code for f in check_source(src, 'deep.py').findings))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=HEADER + body + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "DK001"


# Chains libcst nests one level per operand, 1,200 long: past what Python's default
# recursion limit lets a walk of the tree reach, well within what CPython compiles.
LONG = 1_200
CHAINS = {
    "or": "y = " + " or ".join(f"args.a{i}" for i in range(LONG)),
    "and-test": "if " + " and ".join(f"args.a{i}" for i in range(LONG)) + ":\n        y = 1",
    "sum": "y = " + " + ".join(f"args.a{i}" for i in range(LONG)),
    "strings": "y = " + " + ".join(f'"s{i}"' for i in range(LONG)),
    "mixed": "y = " + " or ".join(f"args.a{i} and args.b{i}" for i in range(LONG)),
    "attributes": "y = args" + ".b" * LONG,
    "subscripts": "y = args" + "[0]" * LONG,
    "formatted": "y = f'{" + " + ".join(f"args.a{i}" for i in range(LONG)) + "}'",
}


def _tool_around(line: str) -> str:
    return (
        HEADER
        + '\n@tool(name="t", description="d")\ndef t(args, ctx: ToolExecutionContext):\n'
        + f"    {line}\n    return ctx.identity.tenant\n"
    )


@pytest.mark.parametrize("line", CHAINS.values(), ids=CHAINS.keys())
def test_long_chains_python_compiles_are_checked_whole(line):
    limit = sys.getrecursionlimit()
    source = _tool_around(line)
    findings = check_source(source, "chain.py").findings
    last_line = source.count("\n")
    assert [(f.code, f.line) for f in findings] == [("DK201", last_line)], [
        f.message for f in findings
    ]
    assert sys.getrecursionlimit() == limit  # raised for the check only


def test_an_optional_member_at_the_head_of_a_long_chain_is_followed():
    chain = " or ".join(f"args.a{i}" for i in range(LONG))
    source = _tool_around(f"y = ctx.identity or {chain} or None\n    y.tenant")
    findings = check_source(source, "chain.py").findings
    assert [(f.code, f.line) for f in findings] == [("DK201", 6), ("DK201", 7)]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (
            "y = " + " or ".join(f"args.a{i}" for i in range(10_000)),
            "skipped: an `and`/`or` chain of 10,000 operands",
        ),
        ("y = (" + " ".join(['"s"'] * 5_000) + ")", "skipped: 5,000 string literals"),
    ],
    ids=["or-chain", "implicit-concatenation"],
)
def test_what_python_compiles_and_libcst_cannot_read_is_skipped_with_a_reason(line, reason):
    # CPython compiles both. libcst's parser dies on the first (in a child process: should
    # the guard let it through, the child dies, not the run) and calls the second invalid.
    code = (
        "import sys; from devkit.checker.engine import check_source\n"
        "result = check_source(sys.stdin.read(), 'chain.py')\n"
        "print(result.skipped, [f.code for f in result.findings])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=_tool_around(line),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, f"the check died ({done.returncode}): {done.stderr[-500:]}"
    assert done.stdout.startswith(reason) and done.stdout.rstrip().endswith("[]"), done.stdout


def test_tools_lists_a_deep_file_and_names_one_it_cannot_read(tmp_path):
    (tmp_path / "deep.py").write_text(_tool_around(CHAINS["sum"]), encoding="utf-8")
    chain = " or ".join(f"args.a{i}" for i in range(10_000))
    (tmp_path / "unreadable.py").write_text(_tool_around(f"y = {chain}"), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "tools", str(tmp_path), "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    # exit 2: the surface lacks a file's tools, which a CI gate diffing it must not miss
    assert done.returncode == 2, done.stderr[-800:]
    assert [t["name"] for t in json.loads(done.stdout)] == ["t"]
    assert "unreadable.py: skipped: an `and`/`or` chain of 10,000 operands" in done.stderr


def test_huge_file_is_skipped_with_a_reason(tmp_path):
    huge = tmp_path / "huge.py"
    huge.write_text(HEADER + "x = 1\n" * 1_700_000, encoding="utf-8")  # ~10 MB
    assert huge.stat().st_size > 10_000_000
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "check", str(huge), "--no-cache"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0
    assert "huge.py: skipped:" in done.stderr and "MB" in done.stderr


@pytest.mark.parametrize(
    "source",
    [
        "",
        "\n",
        "devkit",
        "# devkit\n",
        HEADER,
        "\ufeff" + HEADER,
        HEADER + "\r\n\r\n",
        HEADER.replace("\n", "\r\n"),
    ],
)
def test_degenerate_files(source):
    assert _no_internal_errors(source) == [] or _no_internal_errors(source)[0].code == "DK001"
    assert _no_internal_errors(source.encode("utf-8")) is not None


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_every_prefix_of_every_fixture(path):
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    for n in range(len(lines) + 1):
        _no_internal_errors("".join(lines[:n]))
    if len(text) < 3000:
        for n in range(0, len(text), 7):
            _no_internal_errors(text[:n])


@pytest.mark.filterwarnings("ignore::SyntaxWarning")  # hypothesmith compiles what it generates
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(hypothesmith.from_grammar())
def test_generated_programs_never_break_the_engine(program):
    _no_internal_errors(HEADER + program)


MUTATIONS = [
    "if ctx.identity:",
    "return",
    "ctx.",
    "ctx.credential.secret",
    "(",
    ")",
    ":",
    "    ",
    "\n",
    "await ",
    "lambda ctx: ctx.run_id",
    "@tool(",
    "def f(ctx: ToolExecutionContext):",
    "\t",
    "'''",
    "#",
    "\\",
]


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    st.sampled_from(FIXTURES),
    st.lists(
        st.tuples(st.integers(0, 10_000), st.integers(0, 60), st.sampled_from(MUTATIONS)),
        max_size=6,
    ),
)
def test_mutated_fixtures_never_break_the_engine(path, edits):
    text = path.read_text(encoding="utf-8")
    for position, cut, insert in edits:
        position %= len(text) + 1
        text = text[:position] + insert + text[position + cut :]
    _no_internal_errors(text)


def _stdlib_sample(count: int) -> list[Path]:
    root = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(p for p in root.rglob("*.py") if "site-packages" not in p.parts)
    step = max(1, len(files) // count)
    return files[::step][:count]


def test_flow_analysis_survives_real_code_from_the_standard_library():
    """Treat the first parameter of every stdlib function as a context and run every rule."""
    profile = get_profile("agent")
    analysed = 0
    for path in _stdlib_sample(120):
        try:
            module = cst.parse_module(path.read_bytes())
        except Exception:
            continue  # the stdlib ships deliberately broken files
        functions = []
        stack: list[tuple[cst.CSTNode, int]] = [(stmt, i) for i, stmt in enumerate(module.body)]
        while stack:
            node, index = stack.pop()
            if isinstance(node, cst.FunctionDef) and node.params.params:
                functions.append(
                    FunctionInfo(
                        node,
                        profile,
                        {node.params.params[0].name.value},
                        index,
                        None,
                        node.name.value,
                    )
                )
            stack.extend((child, index) for child in children(node))
        imports = collect_imports(module)
        discovery = Discovery([], functions, ModuleIndex(), [])
        model = _Builder(module, imports, discovery).build()
        for rule in ALL_RULES:
            list(rule().check(model, Config()))
        analysed += len(functions)
    assert analysed > 1000


def test_check_over_the_whole_standard_library_is_clean():
    root = Path(sysconfig.get_paths()["stdlib"])
    paths = sorted(
        str(p)
        for p in root.iterdir()
        if p.name not in ("site-packages", "__pycache__")
        and not p.name.startswith("config-")
        and (p.is_dir() or p.suffix == ".py")
    )
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "check", "--no-cache", "--format", "json", *paths],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]" and "Traceback" not in done.stderr
