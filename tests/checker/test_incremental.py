"""Incremental parsing gives the same module, findings and positions as a full parse."""

from __future__ import annotations

import random
import sys
import sysconfig
import tempfile
from pathlib import Path

import libcst as cst

from devkit.checker.config import Config
from devkit.checker.discovery import discover
from devkit.checker.engine import apply_edits, check_source, profile_view
from devkit.checker.imports import collect_imports
from devkit.checker.incremental import IncrementalParser

ROOT = Path(__file__).resolve().parents[2]


def _corpus() -> list[str]:
    sys.path.insert(0, str(ROOT / "bench"))
    from gen_tools import generate_tree

    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "fixtures").rglob("*.py"))]
    with tempfile.TemporaryDirectory() as tmp:
        texts += [p.read_text(encoding="utf-8") for p in generate_tree(Path(tmp), 9)]
    stdlib = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))[::3]
    texts += [p.read_text(encoding="utf-8", errors="replace") for p in stdlib]
    return texts


def test_reassembled_modules_generate_the_same_code_as_a_full_parse():
    checked = 0
    for text in _corpus():
        try:
            full = cst.parse_module(text)
        except Exception:
            continue
        assert IncrementalParser().parse(text).code == full.code
        checked += 1
    assert checked > 60


def test_findings_match_a_full_parse_through_a_sequence_of_edits():
    rng = random.Random(11)
    edits = [
        "    print(ctx.identity.tenant)\n",
        "\n# a comment\n",
        "x = 1\n",
        "    if ctx.signal:\n        pass\n",
        "(",
        "):\n",
    ]
    for text in [t for t in _corpus() if "devkit" in t]:
        parser = IncrementalParser()
        for _ in range(8):
            lines = text.splitlines(keepends=True)
            at = rng.randrange(len(lines) + 1)
            text = "".join([*lines[:at], rng.choice(edits), *lines[at:]])
            incremental = check_source(text, "t.py", parser=parser).findings
            assert incremental == check_source(text, "t.py").findings


TYPING = ["x", "ctx.", " ", "(", ")", ":", "\n", "\n    ", "'", "#", "1", "    y = ctx.identity\n"]


def _typed(text: str, rng: random.Random) -> str:
    """`text` after one keystroke-sized edit somewhere: an insertion, a deletion or a
    replaced character."""
    at = rng.randrange(len(text) + 1)
    kind = rng.random()
    if kind < 0.5:
        return text[:at] + rng.choice(TYPING) + text[at:]
    if kind < 0.8:
        return text[:at] + text[at + rng.randint(1, 4) :]
    return text[:at] + rng.choice("abz_0 .") + text[at + 1 :]


def test_typing_inside_statements_matches_a_full_parse(monkeypatch):
    """Keystrokes inside functions re-parse only the nested statement (or the header) they
    fall in; the module prints as the text and the findings are a full parse's."""
    import devkit.checker.incremental as incremental

    derived = []
    real = incremental.reparsed_nested

    def counted(old_text: str, old: cst.Module, new_text: str) -> cst.Module | None:
        module = real(old_text, old, new_text)
        derived.append(module is not None)
        return module

    monkeypatch.setattr(incremental, "reparsed_nested", counted)
    rng = random.Random(7)
    compared = 0
    for text in [t for t in _corpus() if "devkit" in t][:24]:
        parser = IncrementalParser()
        check_source(text, "t.py", parser=parser)
        for _ in range(40):
            typed = _typed(text, rng)
            try:
                full = cst.parse_module(typed)
            except Exception:
                continue  # a keystroke that breaks the syntax: the next one starts over
            text = typed
            assert parser.parse(text).code == full.code == text
            incremental_findings = check_source(text, "t.py", parser=parser).findings
            assert incremental_findings == check_source(text, "t.py").findings
            compared += 1
    assert compared > 150
    assert sum(derived) > 60  # the nested re-parse did most of the work


def test_an_edited_copy_of_a_pasted_tool_keeps_both_copies_findings():
    """The edited chunk shares nodes with the old tree: never while the old text is still in
    the document (here: the other copy), or two tools would share nodes and findings."""
    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    tool = TOOL.replace("    return", "    note = 'a'\n    return")
    parser = IncrementalParser()
    check_source(header + tool * 2, "t.py", parser=parser)
    edited = header + tool + tool.replace("'a'", "'b'")  # not the line with the findings
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert incremental == check_source(edited, "t.py").findings
    assert len(incremental) == 4


TOOL = (
    "@tool(name='t')\n"
    "def t(args, ctx: ToolExecutionContext):\n"
    "    return ctx.identity.tenant, ctx.hasCredentials\n\n\n"
)


def test_identical_statements_keep_their_own_findings():
    # A pasted tool: the same text twice must not share one tree (findings are per node).
    parser = IncrementalParser()
    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    for copies in (1, 2, 5, 40):
        text = header + TOOL * copies
        incremental = check_source(text, "t.py", parser=parser).findings
        assert incremental == check_source(text, "t.py").findings
        assert len(incremental) == 2 * copies


def test_mixed_line_endings_match_a_full_parse():
    rng = random.Random(5)
    base = ("from devkit.agent import tool, ToolExecutionContext\n\n\n" + TOOL * 3).splitlines()
    parser = IncrementalParser()
    for _ in range(30):
        endings = [rng.choice(["\n", "\r\n", "\r\n", "\n"]) for _ in base]
        text = "".join(line + end for line, end in zip(base, endings, strict=True))
        incremental = check_source(text, "t.py", parser=parser).findings
        assert incremental == check_source(text, "t.py").findings
        # The DK002 fix lands on the attribute itself, whatever the endings.
        fixed = apply_edits(text, [f.fix.edits[0] for f in incremental if f.code == "DK002"][:1])
        assert fixed.count("ctx.hasCredentials") == text.count("ctx.hasCredentials") - 1
        assert fixed.count("ctx.has_credentials") == 1
        compile(fixed, "t.py", "exec")


def test_the_parse_cache_is_as_big_as_the_document_not_the_edit_count():
    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    parser = IncrementalParser()
    text = header + TOOL * 4
    for n in range(300):  # typing inside one statement: a new chunk text per keystroke
        text = text.replace("ctx.identity.tenant", f"ctx.identity.tenant  # {n}", 1)
        parser.parse(text)
    assert len(parser._chunks) <= 1 + 4 + 1  # the header chunk, four tools, no history


def test_an_edit_reanalyses_only_the_functions_it_touched(calls_of):
    from devkit.checker import model

    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    tools = [
        TOOL.replace("name='t'", f"name='t{i}'").replace("def t(", f"def t{i}(") for i in range(6)
    ]
    text = header + "".join(tools)
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    analysed = calls_of(model, "analyze_function", lambda function, *_: function.name)
    edited = text.replace(
        "def t3(args, ctx: ToolExecutionContext):\n",
        "def t3(args, ctx: ToolExecutionContext):\n    x = 1\n",
    )
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert analysed == ["t3"]  # the five unchanged tools were reused
    assert incremental == check_source(edited, "t.py").findings


def test_an_edit_summarises_only_the_functions_it_touched(calls_of):
    """What a call of each function establishes or returns (`summaries.member_getters`) is
    worked out again only for the statement an edit changed: an edit of one tool's
    description no longer re-reads every helper of a long file (it was half of each check)."""
    from devkit.checker import summaries

    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    helpers = "".join(
        f"def tenant_{i}(ctx: ToolExecutionContext):\n    return ctx.identity\n\n\n"
        for i in range(4)
    )
    tools = "".join(
        TOOL.replace("name='t'", f"name='t{i}'").replace("def t(", f"def t{i}(") for i in range(3)
    )
    text = header + helpers + tools
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    summarised = calls_of(summaries, "_getter", lambda function, *_: function.name.value)
    edited = text.replace(
        "def tenant_2(ctx: ToolExecutionContext):\n    return ctx.identity",
        ("def tenant_2(ctx: ToolExecutionContext):\n    return ctx.run_id"),
    )
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert summarised == ["tenant_2"]
    assert incremental == check_source(edited, "t.py").findings


def test_an_edit_reads_again_only_the_return_annotations_it_touched(calls_of):
    """Which functions never return (`-> NoReturn`, a body ending in `raise`) is read again
    only for the statement an edit changed, and an edit that makes a helper NoReturn still
    ends the paths through its calls."""
    from devkit.checker import summaries

    header = "import sys\nfrom typing import NoReturn\n"
    header += "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    helpers = "".join(f"def stop_{i}() -> None:\n    sys.exit(1)\n\n\n" for i in range(4))
    guarded = (
        "@tool(name='t', description='d')\n"
        "def t(args, ctx: ToolExecutionContext):\n"
        "    if ctx.run_id is None:\n"
        "        stop_2()\n"
        "    return ctx.run_id.upper()\n"
    )
    text = header + helpers + guarded
    parser = IncrementalParser()
    before = check_source(text, "t.py", parser=parser).findings
    assert [f.code for f in before] == ["DK201"]  # `-> None` returns: the path goes on
    read = calls_of(summaries, "never_returns", lambda function, *_: function.name.value)
    edited = text.replace("def stop_2() -> None:", "def stop_2() -> NoReturn:")
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert read == ["stop_2"]
    assert incremental == check_source(edited, "t.py").findings == []


def test_editing_a_decorator_reuses_the_functions_analysis(calls_of):
    """The header is re-parsed alone; with the same parameters and body, the analysis of the
    function (which reads those, not its decorators) is reused, and the findings still follow
    what the decorator declares."""
    from devkit.checker import model

    text = HELPER_REACHED + "\n\n" + TOOL.replace("def t(", "def other(")
    edits = [
        text.replace("@tool(name='t')", "@tool(name='renamed')"),
        text.replace('@tool(name="t")', '@tool(name="t", needs=[Need("github")])'),
        text.replace("def other(", "async def other("),  # `async` is read by the analysis
    ]
    expected = [check_source(edited, "t.py").findings for edited in edits]
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    analysed = calls_of(model, "analyze_function", lambda function, *_: function.name)
    found = [check_source(edited, "t.py", parser=parser).findings for edited in edits]
    assert found == expected
    assert expected[0] != expected[1]  # the declaration mattered
    assert analysed == ["other"]  # by the third edit only


FASTMCP_REGISTERED = """\
from fastmcp import FastMCP, Context

mcp = FastMCP("s")
CACHE = {}


async def a(ctx: Context) -> str:
    CACHE[ctx.session_id] = 1
    return ctx.client_id.upper()


async def untyped(ctx) -> str:
    return "x"


mcp.add_tool(a)
mcp.add_tool(untyped)


@mcp.tool
async def b(ctx: Context) -> str:
    return ctx.client_id.upper()
"""

ADK_LISTED = """\
from google.adk.agents import Agent
from google.adk.tools import ToolContext


def a(query: str, tool_context) -> str:
    return tool_context.run_config.max_llm_calls


TOOLS = [a]
root = Agent(name="x", model="m", tools=TOOLS)
"""

# A function found as a tool by its annotation, kept between checks; a later statement
# that registers it as a callback edits what the last check kept.
ADK_IMPLICIT = """\
from google.adk.agents import Agent
from google.adk.tools import ToolContext


def a(query: str, tool_context: ToolContext) -> str:
    return tool_context.function_call_id.upper()


root = Agent(name="x", model="m")
"""

AGENT_CLASSES = """\
from devkit.agent import Tool, ToolExecutionContext


class T(Tool):
    name = "t"

    def execute(self, args, ctx: ToolExecutionContext):
        return ctx.identity.tenant


class T(Tool):
    name = "u"
"""

FASTMCP_PARAMETER = """\
from fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    pass


@mcp.tool
async def t(ctx) -> str:
    return "x"
"""

# Each edit leaves some statement unchanged while changing what that statement's
# discovery reads elsewhere: the server instance's name, the function a registration
# or a list names, a later class of the same name.
PYDANTIC_AI_RUN = """\
from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=dict)


@agent.tool
def whoami(ctx: RunContext[dict]) -> str:
    return ctx.deps["user"]


def main():
    return agent.run_sync("who?", deps={"user": "a"})
"""

CROSS_STATEMENT_EDITS = [
    (FASTMCP_REGISTERED, 'mcp = FastMCP("s")', 'server = FastMCP("s")'),
    (FASTMCP_REGISTERED, 'mcp = FastMCP("s")', "mcp = object()"),
    (FASTMCP_REGISTERED, "CACHE[ctx.session_id] = 1", "CACHE[1] = ctx.session_id"),
    (FASTMCP_REGISTERED, "async def untyped(", "async def untyped2("),
    (FASTMCP_REGISTERED, "async def untyped(ctx)", "async def untyped(ctx: Context)"),
    (FASTMCP_REGISTERED, "mcp.add_tool(a)", "mcp.add_tool(b)"),
    (
        FASTMCP_REGISTERED,
        "from fastmcp import FastMCP, Context",
        "from mcp.server.fastmcp import FastMCP, Context",
    ),
    (FASTMCP_PARAMETER, "def register(mcp: FastMCP)", "def register(mcp)"),
    (ADK_LISTED, "TOOLS = [a]", "TOOLS = []"),
    (ADK_LISTED, "tool_context.run_config.max_llm_calls", "tool_context.invocation_id"),
    (ADK_LISTED, "def a(query", "def b(query"),
    (ADK_IMPLICIT, 'model="m")', 'model="m", after_agent_callback=a)'),
    (
        AGENT_CLASSES,
        'name = "u"',
        'name = "u"\n\n    def execute(self, args, ctx: ToolExecutionContext):\n        return 1',
    ),
    (AGENT_CLASSES, 'class T(Tool):\n    name = "u"', 'class U(Tool):\n    name = "u"'),
    # a run elsewhere stops passing deps: the tool's ctx.deps may be None
    (PYDANTIC_AI_RUN, ', deps={"user": "a"})', ")"),
]


def _found(text: str, parser: IncrementalParser | None) -> tuple[object, ...]:
    """What a check of `text` reports and what its discovery found (tools, their kinds and
    context parameters), through `parser` (an editor's reuse) or from scratch."""
    module = parser.parse(text) if parser else cst.parse_module(text)
    imports = collect_imports(module)
    reuse = parser.reuse if parser else None
    if reuse:
        reuse.begin()
    # As the check sees it (the same profile views), so that both share what is reused.
    found = discover(module, imports, profile_view(imports, "t.py", Config()), memo=reuse)
    if reuse:
        reuse.end()
    tools = sorted(
        (t.name, t.kind, t.entry.name, t.statement, sorted(t.entry.ctx_params)) for t in found.tools
    )
    functions = sorted((f.name, f.statement, sorted(f.ctx_params)) for f in found.functions)
    not_injected = sorted((n.tool.name, n.why) for n in found.not_injected)
    findings = check_source(text, "t.py", parser=parser).findings
    return tools, functions, not_injected, findings


def test_reused_discovery_follows_edits_to_what_other_statements_define():
    # An editor reuses what discovery found in each unchanged statement; what is found after
    # every edit, and after undoing it, is what a fresh check of the text finds.
    changed = 0
    for text, old, new in CROSS_STATEMENT_EDITS:
        assert old in text, old
        parser = IncrementalParser()
        edited = text.replace(old, new, 1)
        results = []
        for version in (text, edited, text, edited):
            incremental = _found(version, parser)
            assert incremental == _found(version, None), (old, new)
            results.append(incremental)
        changed += results[0] != results[1]
    assert changed == len(CROSS_STATEMENT_EDITS)  # every edit changes what is found


HELPER_REACHED = """\
from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

CACHE = {}


def helper(ctx):
    CACHE[ctx.session_id] = 1
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key="k")
    return ctx.identity.tenant, ctx.credential.name


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return helper(ctx)
"""

TOOL_FIRST = """\
from devkit.agent import ToolExecutionContext, tool


def other():
    pass


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return helper(ctx)


def helper(ctx):
    print(ctx.identity.tenant)
"""

FASTMCP_HELPER = """\
from fastmcp import FastMCP, Context

mcp = FastMCP("s")


def announce(ctx: Context) -> None:
    pass


@mcp.tool
async def t(ctx: Context) -> str:
    announce(ctx)
    return "x"
"""

TWO_CALLERS = """\
from devkit.agent import ToolExecutionContext, tool


def tenant_of(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return tenant_of(ctx)


@tool(name="b")
async def b(args, ctx: ToolExecutionContext):
    return tenant_of(ctx)
"""

THROUGH_A_HELPER = """\
from devkit.agent import ToolExecutionContext, tool


def tenant_of(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant


def checked(ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return tenant_of(ctx)


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    return tenant_of(ctx)


@tool(name="b")
async def b(args, ctx: ToolExecutionContext):
    return checked(ctx)
"""

FASTMCP_STATE = """\
from fastmcp import FastMCP, Context

mcp = FastMCP("s")


@mcp.tool
async def read(ctx: Context) -> str:
    return await ctx.get_state("seen")


@mcp.tool
async def write(ctx: Context) -> None:
    await ctx.set_state("other", 1)
"""

SECRET_HELPER = """import hashlib
from devkit.agent import tool, Need, ToolExecutionContext


def show(value):
    print(value)


@tool(name="t", needs=[Need("gh")])
def t(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    show(ctx.credential.secret.reveal())
"""

GETTER_CALLED = """from devkit.agent import tool, ToolExecutionContext


def identity_of(ctx):
    return ctx.identity


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return identity_of(ctx).tenant


@tool(name="u")
def u(args, ctx: ToolExecutionContext):
    return args
"""

SELF_MEMBER = """from devkit.agent import Tool, ToolExecutionContext


class T(Tool):
    name = "t"

    def execute(self, args, ctx: ToolExecutionContext):
        self.ident = ctx.identity
        return self.show()

    def show(self):
        return self.ident.tenant
"""

MEMBER_PASSED = """from devkit.agent import tool, ToolExecutionContext


def tenant_of(ident):
    return ident.tenant


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return tenant_of(ctx.identity)
"""

PREDICATE_CALLED = """from devkit.agent import tool, ToolExecutionContext


def has_identity(ctx):
    return ctx.identity is not None


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if not has_identity(ctx):
        return None
    return ctx.identity.tenant
"""

# A guard inside `try`: what its predicate and its error class may raise decides which
# handler its state reaches (`raises.py`), and both live outside the tool.
PREDICATE_IN_TRY = """from devkit.agent import tool, ToolExecutionContext


def anonymous(ctx):
    return ctx.identity is None


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if anonymous(ctx):
            raise PermissionError("anonymous")
        value = args.lookup()
    except KeyError:
        value = None
    return f"{value}:{ctx.identity.tenant}"
"""
IMPORTED_HANDLER = """from json import JSONDecodeError as Bad

from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        value = args.lookup()
    except Bad:
        value = None
    return f"{value}:{ctx.identity.tenant}"
"""
ERROR_CLASS_IN_TRY = """from devkit.agent import tool, ToolExecutionContext


class Denied(Exception):
    pass


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            raise Denied("anonymous")
        value = args.lookup()
    except KeyError:
        value = None
    return f"{value}:{ctx.identity.tenant}"
"""

# A helper found by its annotation, kept between checks: a caller starting to pass it the
# context or None edits what the last check kept (then handed out as copies).
MAYBE_NONE_HELPER = """from devkit.agent import tool, ToolExecutionContext


def helper(c: ToolExecutionContext):
    return c.iteration


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return helper(ctx)
"""

# A tool comparing a member with a field of its args model, defined in another statement.
FIELD_COMPARED = """from pydantic import BaseModel
from devkit.agent import tool, ToolExecutionContext


class Args(BaseModel):
    run: str = ""


@tool(name="t")
def t(args: Args, ctx: ToolExecutionContext):
    if ctx.run_id == args.run:
        return ctx.run_id.upper()
"""

# A tool reading a member through a field of a record class defined in another statement.
CONTEXT_WRAPPER = """from devkit.agent import tool, ToolExecutionContext


class Client:
    def __init__(self, context):
        self.context = context

    def tenant(self):
        return self.context.identity.tenant


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return Client(ctx).tenant()
"""

METHOD_HANDED = """from devkit.adk import ToolContext


async def run_query(fn, q):
    return await fn(q)


async def recall(args, ctx: ToolContext):
    return await run_query(ctx.search_memory, args.query)
"""

RECORD_FIELD = """from dataclasses import dataclass
from devkit.agent import tool, ToolExecutionContext


@dataclass
class Job:
    run: str | None


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    job = Job(run=ctx.session_id)
    return job.run.upper()
"""

# Edits outside a helper that change its findings: who reaches it, under which name, with
# which declarations; the imports a fix would extend; the indentation a fix writes.
REACH_EDITS = [
    (
        MAYBE_NONE_HELPER,
        "    return helper(ctx)",
        "    c = ctx if args else None\n    return helper(c)",
    ),
    (HELPER_REACHED, '@tool(name="t")', '@tool(name="u")'),
    (HELPER_REACHED, "    return helper(ctx)", "    return 1"),
    (
        HELPER_REACHED,
        '@tool(name="t")',
        '@tool(name="t", needs=[Need(kind="oauth", provider="github")])',
    ),
    (
        HELPER_REACHED,
        "from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key",
        "from devkit.agent import Need, ToolExecutionContext, tool",
    ),
    (
        HELPER_REACHED,
        "CACHE = {}",
        "CACHE = {}\n\n\n@tool(name='v')\ndef v(args, ctx: ToolExecutionContext):\n"
        "    return helper(ctx)",
    ),
    (TOOL_FIRST, "def other():\n    pass", "def other():\n  pass"),
    # the finding names the tools whose path is unguarded: `a` loses its guard
    (TWO_CALLERS, "    if ctx.identity is None:\n        return None\n", ""),
    # ... or a helper between a tool and it does (no tool reaching it changes)
    (THROUGH_A_HELPER, "    if ctx.identity is None:\n        return None\n", ""),
    (FASTMCP_HELPER, "def announce(", "async def announce("),
    # the tool itself turns synchronous: its un-awaited coroutine is another finding
    (FASTMCP_HELPER.replace("    announce(ctx)", "    ctx.info('x')"), "async def t(", "def t("),
    # a decorator edit whose parameters stay the same: the context's name is all that matters
    (
        HELPER_REACHED,
        "def t(args, ctx: ToolExecutionContext):",
        "def t(args, c: ToolExecutionContext):",
    ),
    # a run elsewhere stops passing deps: the tool's ctx.deps may be None
    (PYDANTIC_AI_RUN, ', deps={"user": "a"})', ")"),
    # another tool starts storing the key this one reads (fastmcp 4: DK401)
    (FASTMCP_STATE, 'set_state("other"', 'set_state("seen"'),
    (HELPER_REACHED, "return ctx.identity.tenant, ctx.credential.name", "return 1"),
    # the function a secret is passed to stops printing it (DK402 at the call)
    (SECRET_HELPER, "    print(value)", "    print(hashlib.sha256(value.encode()).hexdigest())"),
    (
        HELPER_REACHED.replace(", tool_session_key", ""),
        "from devkit.agent import",
        "import os\nfrom devkit.agent import",
    ),
    # the field a tool compares a member with may now be None
    (FIELD_COMPARED, '    run: str = ""', "    run: str | None = None"),
    # the record class stops being a dataclass: what its constructor stores is not known
    (RECORD_FIELD, "@dataclass\n", ""),
    # the function a tool dereferences the result of stops returning a member
    (GETTER_CALLED, "    return ctx.identity\n", "    return ctx.iteration\n"),
    # the member a tool hands a helper is guarded first, or another member is handed
    (
        MEMBER_PASSED,
        "    return tenant_of(ctx.identity)",
        "    return ctx.identity and tenant_of(ctx.identity)",
    ),
    (MEMBER_PASSED, "tenant_of(ctx.identity)", "tenant_of(ctx.tool_call_id)"),
    # another method stores a member that is always there in the attribute it reads
    (SELF_MEMBER, "self.ident = ctx.identity", "self.ident = ctx.tool_call_id"),
    # a tool stops building the class with its context: what `__init__` stores is not it
    (CONTEXT_WRAPPER, "    return Client(ctx).tenant()", "    return Client(args).tenant()"),
    # the helper a service method is handed to takes it no more by name: it is reported
    # where it is handed
    (
        METHOD_HANDED,
        "async def run_query(fn, q):\n    return await fn(q)",
        "async def run_query(*args):\n    return await args[0](args[1])",
    ),
    # the predicate a tool's guard calls stops testing the member
    (PREDICATE_CALLED, "    return ctx.identity is not None\n", "    return ctx.iteration > 0\n"),
    # the predicate of a guard in `try` starts calling what may raise the handler's error
    (
        PREDICATE_IN_TRY,
        "    return ctx.identity is None\n",
        "    return ctx.identity is None or probe()\n",
    ),
    # the error a guard in `try` raises becomes one the handler catches
    (ERROR_CLASS_IN_TRY, "class Denied(Exception):", "class Denied(KeyError):"),
    # the handler's class becomes an import of `OSError` under another name
    (
        IMPORTED_HANDLER,
        "from json import JSONDecodeError as Bad",
        "from socket import error as Bad",
    ),
]


def test_reused_function_findings_follow_edits_outside_the_function():
    # An editor reuses a function's findings when its analysis is reused; what reaches the
    # function and what its fixes rely on live elsewhere, and must still be followed.
    for text, old, new in REACH_EDITS:
        assert old in text, old
        edited = text.replace(old, new, 1)
        parser = IncrementalParser()
        results = []
        for version in (text, edited, text, edited):
            incremental = check_source(version, "t.py", parser=parser).findings
            assert incremental == check_source(version, "t.py").findings, (old, new)
            results.append(incremental)
        assert results[0] != results[1], (old, new)  # the edit matters to the findings


def test_an_edit_reruns_function_rules_only_on_the_functions_it_touched(calls_of):
    from devkit.checker.rules.dk201_unguarded_optional import UnguardedOptional

    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    tools = [
        TOOL.replace("name='t'", f"name='t{i}'").replace("def t(", f"def t{i}(") for i in range(6)
    ]
    text = header + "".join(tools)
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    checked = calls_of(UnguardedOptional, "check_function", lambda _, __, a, ___: a.function.name)
    edited = text.replace(
        "def t3(args, ctx: ToolExecutionContext):\n",
        "def t3(args, ctx: ToolExecutionContext):\n    x = 1\n",
    )
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert checked == ["t3"]  # the five unchanged tools' findings were reused
    assert incremental == check_source(edited, "t.py").findings
    assert sum(f.code == "DK201" for f in incremental) == 6


def test_an_edit_reruns_tool_rules_only_on_the_tools_it_touched(calls_of):
    from devkit.checker.rules.dk101_credential_without_needs import CredentialWithoutNeeds

    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    tools = [
        TOOL.replace("name='t'", f"name='t{i}'")
        .replace("def t(", f"def t{i}(")
        .replace("ctx.hasCredentials", "ctx.credential.name")
        for i in range(6)
    ]
    text = header + "".join(tools)
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    checked = calls_of(CredentialWithoutNeeds, "check_tool", lambda _, __, tool, ___: tool.name)
    edited = text.replace(
        "def t3(args, ctx: ToolExecutionContext):\n",
        "def t3(args, ctx: ToolExecutionContext):\n    x = 1\n",
    )
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert checked == ["t3"]  # the five unchanged tools' findings were reused
    assert incremental == check_source(edited, "t.py").findings
    assert sum(f.code == "DK101" for f in incremental) == 6


def test_editing_a_getter_reanalyses_only_the_functions_calling_it(calls_of):
    from devkit.checker import model

    parser = IncrementalParser()
    check_source(GETTER_CALLED, "t.py", parser=parser)
    analysed = calls_of(model, "analyze_function", lambda function, *_: function.name)
    edited = GETTER_CALLED.replace("    return ctx.identity\n", "    return ctx.iteration\n")
    assert check_source(edited, "t.py", parser=parser).findings == []
    assert sorted(analysed) == ["identity_of", "t"]  # `u` calls no getter: reused
