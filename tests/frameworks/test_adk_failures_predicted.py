"""The google-adk profile's findings, each shown failing in the real google-adk.

Each case is checked twice: `devkit check` against the environment's release must report
the code, and the tool, called through ADK's own `FunctionTool` with a real `ToolContext`
over an in-memory session (`run_adk.py`), must fail the way the finding says.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from devkit.checker.config import parse_config
from devkit.checker.engine import check_source

from .conftest import HERE
from .environments import BY_NAME

HEADER = "from google.adk.tools import ToolContext\n"


@dataclass(frozen=True)
class Case:
    id: str
    envs: tuple[str, ...]
    code: str
    source: str
    tool: str
    failed: Callable[[dict], bool]
    arguments: dict | None = None
    flags: tuple[
        str, ...
    ] = ()  # services the runner has: memory, artifacts; or callback (an agent callback)


def _error(kind: str) -> Callable[[dict], bool]:
    return lambda o: str(o.get("error", "")).startswith(kind)


CASES = (
    Case(
        "memory-call-raises-without-a-memory-service",
        ("google-adk-1", "google-adk-2"),
        "DK203",
        HEADER
        + """
async def recall(query: str, tool_context: ToolContext) -> dict:
    found = await tool_context.search_memory(query)
    return {"n": len(found.memories)}
""",
        "recall",
        _error("ValueError"),
        {"query": "x"},
    ),
    Case(
        "artifact-call-raises-without-an-artifact-service",
        ("google-adk-2",),
        "DK203",
        HEADER
        + """
async def files(tool_context: ToolContext) -> list:
    return await tool_context.list_artifacts()
""",
        "files",
        _error("ValueError"),
    ),
    Case(
        "load-artifact-returns-none-when-missing",
        ("google-adk-2",),
        "DK201",
        HEADER
        + """
async def notes(tool_context: ToolContext) -> str:
    try:
        part = await tool_context.load_artifact("notes.txt")
    except ValueError:
        return "no artifact service"
    return part.text
""",
        "notes",
        _error("AttributeError"),
        flags=("artifacts",),
    ),
    Case(
        "tool-confirmation-is-none-on-the-first-call",
        ("google-adk-1", "google-adk-2"),
        "DK201",
        HEADER
        + """
def transfer(amount: int, tool_context: ToolContext) -> str:
    if tool_context.tool_confirmation.confirmed:
        return "sent"
    return "waiting"
""",
        "transfer",
        _error("AttributeError"),
        {"amount": 5},
    ),
    Case(
        "request-confirmation-raises-without-a-function-call-id",
        ("google-adk-2",),
        "DK203",
        HEADER
        + """
from google.adk.agents import Agent

def confirm(callback_context: ToolContext) -> str:
    callback_context.request_confirmation(hint="sure?")
    return "asked"

root_agent = Agent(name="a", model="gemini-2.0-flash", before_agent_callback=confirm)
""",
        "confirm",
        _error("ValueError"),
        flags=("callback",),
    ),
    Case(
        "function-call-id-is-none-in-a-callback-context",
        ("google-adk-2",),
        "DK201",
        HEADER
        + """
from google.adk.agents import Agent

def trace(callback_context: ToolContext) -> str:
    return callback_context.function_call_id.upper()

root_agent = Agent(name="a", model="gemini-2.0-flash", after_model_callback=trace)
""",
        "trace",
        _error("AttributeError"),
        flags=("callback",),
    ),
    Case(
        "callback-context-under-another-name-raises-type-error",
        ("google-adk-1", "google-adk-2"),
        "DK004",
        """from google.adk.agents import Agent
from google.adk.agents.callback_context import CallbackContext

def remember(ctx: CallbackContext) -> None:
    ctx.state["seen"] = True

root_agent = Agent(name="a", model="gemini-2.0-flash", before_agent_callback=remember)
""",
        "remember",
        _error("TypeError"),
        flags=("callback",),
    ),
    Case(
        "session-id-is-not-a-member",
        ("google-adk-1", "google-adk-2"),
        "DK002",
        HEADER
        + """
def where(tool_context: ToolContext) -> str:
    return tool_context.session_id
""",
        "where",
        _error("AttributeError"),
    ),
    Case(
        "memory-service-is-not-a-member",
        ("google-adk-2",),
        "DK002",
        HEADER
        + """
def has_memory(tool_context: ToolContext) -> bool:
    return tool_context.memory_service is not None
""",
        "has_memory",
        _error("AttributeError"),
    ),
    Case(
        "coroutine-member-not-awaited",
        ("google-adk-2",),
        "DK005",
        HEADER
        + """
async def recall(query: str, tool_context: ToolContext) -> str:
    found = tool_context.search_memory(query)
    return str(found)
""",
        "recall",
        lambda o: "coroutine object" in str(o.get("result")),
        {"query": "x"},
        ("memory",),
    ),
    Case(
        "untyped-ctx-is-a-model-argument-and-none",
        ("google-adk-1", "google-adk-2"),
        "DK004",
        HEADER
        + """
from google.adk.agents import Agent

async def lookup(query: str, ctx=None) -> str:
    return f"{query} {ctx!r}"

root_agent = Agent(name="a", model="gemini-2.0-flash", tools=[lookup])
""",
        "lookup",
        lambda o: "ctx" in json.dumps(o.get("declared")) and o.get("result") == "x None",
        {"query": "x"},
    ),
    Case(
        "subclass-of-tool-context-breaks-the-schema",
        ("google-adk-1", "google-adk-2"),
        "DK004",
        HEADER
        + """
class AppContext(ToolContext):
    pass

def lookup(query: str, ctx: AppContext) -> str:
    return query
""",
        "lookup",
        # 2.x: PydanticSchemaGenerationError; 1.x: ValueError "Failed to parse the parameter"
        lambda o: "declaration_error" in o,
        {"query": "x"},
    ),
    Case(
        "type-checking-only-context-makes-the-tool-uncallable",
        ("google-adk-2",),
        "DK004",
        """from __future__ import annotations
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from google.adk.tools import ToolContext

def lookup(query: str, ctx: ToolContext) -> str:
    return query
""",
        "lookup",
        lambda o: "mandatory input parameters are not present" in str(o.get("result")),
        {"query": "x"},
    ),
    Case(
        "pipe-optional-is-not-unwrapped-before-2",
        ("google-adk-1",),
        "DK004",
        HEADER
        + """
def lookup(query: str, ctx: ToolContext | None = None) -> str:
    return query
""",
        "lookup",
        lambda o: "Failed to parse the parameter" in o.get("declaration_error", ""),
        {"query": "x"},
    ),
    Case(
        "before-1-27-only-the-name-tool-context-is-recognised",
        ("google-adk-1.26",),
        "DK004",
        HEADER
        + """
def lookup(query: str, ctx: ToolContext) -> str:
    return query
""",
        "lookup",
        lambda o: "Failed to parse the parameter" in o.get("declaration_error", ""),
        {"query": "x"},
    ),
)

PARAMS = [pytest.param(case, env, id=f"{case.id}[{env}]") for case in CASES for env in case.envs]


@pytest.mark.parametrize(("case", "env_name"), PARAMS)
def test_adk_finding_is_a_failure_in_the_real_framework(case, env_name, framework, tmp_path):
    env = BY_NAME[env_name]
    source = textwrap.dedent(case.source)
    config = parse_config({"frameworks": {"google-adk": env.release or str(env.major)}})
    found = check_source(source, "agent.py", config)
    assert case.code in [f.code for f in found.findings], [
        (f.code, f.message) for f in found.findings
    ]
    (tmp_path / "agent.py").write_text(source)
    outcome = framework(
        env,
        HERE / "run_adk.py",
        str(tmp_path / "agent.py"),
        case.tool,
        json.dumps(case.arguments or {}),
        *case.flags,
    )
    assert case.failed(outcome), outcome


# Callbacks are called with the context by keyword (`callback_context=`), never through
# FunctionTool's recognition: an annotation only type checkers see is no problem there.
CALLBACK_TYPE_CHECKING_ONLY = """from __future__ import annotations
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from google.adk.agents.callback_context import CallbackContext

def remember(callback_context: CallbackContext) -> str:
    callback_context.state["seen"] = True
    return "ok"
"""


@pytest.mark.parametrize("env_name", ["google-adk-1", "google-adk-2"])
def test_adk_callback_annotated_for_type_checkers_only_works_and_is_not_flagged(
    env_name, framework, tmp_path
):
    env = BY_NAME[env_name]
    config = parse_config({"frameworks": {"google-adk": env.release or str(env.major)}})
    found = check_source(CALLBACK_TYPE_CHECKING_ONLY, "agent.py", config)
    assert found.findings == [], [(f.code, f.message) for f in found.findings]
    (tmp_path / "agent.py").write_text(CALLBACK_TYPE_CHECKING_ONLY)
    outcome = framework(
        env, HERE / "run_adk.py", str(tmp_path / "agent.py"), "remember", "{}", "callback"
    )
    assert outcome.get("result") == "'ok'", outcome
